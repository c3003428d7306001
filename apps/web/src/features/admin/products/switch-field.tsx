import { Switch } from 'radix-ui';
import type { ReactNode } from 'react';

/** An on/off setting with its label and a line of help; reads as a switch to screen readers. */
export function SwitchField({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border border-stone-200 bg-stone-50 px-3 py-2.5">
      <div className="flex flex-col">
        <label htmlFor={id} className="text-sm font-medium text-stone-800">
          {label}
        </label>
        {hint && <span className="text-xs text-stone-500">{hint}</span>}
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        className="relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-stone-300 transition-colors focus-visible:ring-2 focus-visible:ring-brand-300 focus-visible:outline-none data-[state=checked]:bg-brand-600"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
      </Switch.Root>
    </div>
  );
}
