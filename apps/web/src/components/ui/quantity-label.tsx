import type { CountingUnit } from '@store/contracts/constants';
import { boxCents, discountedCents, formatCents } from '@store/contracts/pricing';
import type { ReactNode } from 'react';
import { type SellingLine, useSellingWords } from '../../lib/selling-unit.ts';

/** '2 cajas · 24 pares' for a box line, '18 pares' or '3 unidades' otherwise. */
export function QuantityLabel({ line, className = '' }: { line: SellingLine; className?: string }) {
  const words = useSellingWords();
  const { boxes, units } = words.quantity(line);
  return (
    <span className={className}>
      {boxes && (
        <>
          <span>{boxes}</span> ·{' '}
        </>
      )}
      <span>{units}</span>
    </span>
  );
}

interface UnitPriceProps {
  /** per pair (or unit), VAT included */
  priceCents: number;
  /** applied to both prices shown; 0 shows the price as it is */
  discountPercent?: number;
  unit: CountingUnit;
  /** the box's size when the product is sold by the box: its price shows too */
  boxUnits?: number;
  /** shown between the unit's price and the box's (the struck original price, say) */
  note?: ReactNode;
  className?: string;
}

/** '$22.90 c/par' and, for a box, '$274.80 c/caja' under it. */
export function UnitPrice({ priceCents, discountPercent = 0, unit, boxUnits, note, className = '' }: UnitPriceProps) {
  const words = useSellingWords();
  const unitCents = discountedCents(priceCents, discountPercent);
  return (
    <span className={`inline-flex flex-col tabular-nums ${className}`}>
      <span className="whitespace-nowrap">
        {formatCents(unitCents)} <span className="text-xs font-normal text-stone-500">{words.each(unit)}</span>
      </span>
      {note}
      {boxUnits !== undefined && (
        <span className="text-xs font-normal whitespace-nowrap text-stone-500">
          {formatCents(boxCents(priceCents, discountPercent, boxUnits))} {words.eachBox()}
        </span>
      )}
    </span>
  );
}
