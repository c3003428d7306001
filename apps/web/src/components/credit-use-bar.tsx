/**
 * How much of a credit limit is in use, as a bar (the distributor's profile and the back office): a screen reader
 * hears it as a progress bar in dollars, with the sentence the caller gives.
 */
interface CreditUseBarProps {
  inUseCents: number;
  limitCents: number;
  /** the bar's name: «Crédito en uso» */
  label: string;
  /** what it says: «$1,200.00 de $3,000.00» */
  valueText: string;
}

/** From this share of the limit on, the bar turns amber: little is left to buy with. */
const NEARLY_FULL = 0.8;

export function CreditUseBar({ inUseCents, limitCents, label, valueText }: CreditUseBarProps) {
  const share = limitCents > 0 ? Math.min(1, inUseCents / limitCents) : 1;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={limitCents / 100}
      aria-valuenow={Math.min(inUseCents, limitCents) / 100}
      aria-valuetext={valueText}
      className="h-2.5 w-full overflow-hidden rounded-full bg-stone-200"
    >
      <div
        className={`h-full rounded-full transition-[width] ${share >= NEARLY_FULL ? 'bg-amber-500' : 'bg-brand-600'}`}
        style={{ width: `${share * 100}%` }}
      />
    </div>
  );
}
