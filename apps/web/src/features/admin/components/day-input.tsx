import { useId } from 'react';
import { inputClass } from '../../../components/ui/field.tsx';

/** A list's day filter (YYYY-MM-DD, a store day), labelled; `min` and `max` keep a range the right way round. */
export function DayInput({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass}
      />
    </div>
  );
}

/** A day as the address may hold it: YYYY-MM-DD, else nothing. */
export const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);
