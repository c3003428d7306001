import { Upload } from 'lucide-react';
import { type ChangeEvent, useId } from 'react';
import { type ButtonVariant, buttonClass } from '../../../components/ui/button.tsx';

/** A file button: a label styled as a button around a hidden file input (so it is found by its label). */
export function FilePicker({
  label,
  accept,
  disabled,
  variant = 'primary',
  onFile,
}: {
  label: string;
  accept: string;
  disabled?: boolean;
  variant?: ButtonVariant;
  onFile: (file: File) => void;
}) {
  const id = useId();
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) onFile(file);
  };
  return (
    <label
      htmlFor={id}
      className={`${buttonClass(variant, 'md', disabled ? 'pointer-events-none opacity-60' : 'cursor-pointer')} whitespace-nowrap focus-within:ring-2 focus-within:ring-brand-300`}
    >
      <Upload className="size-4" aria-hidden="true" />
      {label}
      <input id={id} type="file" accept={accept} disabled={disabled} className="sr-only" onChange={onChange} />
    </label>
  );
}

/** How far an upload went (0..1), with its text for screen readers. */
export function ProgressBar({ value, label, text }: { value: number; label: string; text: string }) {
  const percent = Math.round(value * 100);
  return (
    <div className="flex flex-col gap-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-stone-600">{text}</p>
    </div>
  );
}

/** An on/off switch (role switch), its label given by `label` and shown by `text`. */
export function Switch({
  checked,
  onChange,
  label,
  text,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  text?: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className="inline-flex items-center gap-2 rounded-full text-sm font-medium text-stone-700 focus-visible:ring-2 focus-visible:ring-brand-300 focus-visible:outline-none disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ${checked ? 'bg-brand-600' : 'bg-stone-300'}`}
      >
        <span
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-5' : 'translate-x-0.5'}`}
        />
      </span>
      {text && <span>{text}</span>}
    </button>
  );
}
