import { useSellingWords } from '../../lib/selling-unit.ts';

/** The product page's pre-sale mark, carried by the lines of carts and orders too. */
export function PreSaleBadge({ size = 'md' }: { size?: 'sm' | 'md' }) {
  const words = useSellingWords();
  const pad = size === 'sm' ? 'px-2 py-0.5' : 'px-3 py-1';
  return (
    <span className={`inline-block rounded-full bg-brand-100 text-xs font-bold whitespace-nowrap text-brand-800 ${pad}`}>
      {words.preSale()}
    </span>
  );
}
