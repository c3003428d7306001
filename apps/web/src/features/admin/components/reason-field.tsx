/**
 * The reason a distributor reads when the staff refuse something (a registration, an account, a receipt):
 * a text area held to the contracts' REASON_MAX, with its error and hint.
 */
import { REASON_MAX } from '@store/contracts/constants';
import { FieldShell, inputClass } from '../../../components/ui/field.tsx';

interface ReasonFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  rows?: number;
}

export function ReasonField({ id, label, value, onChange, error, hint, required = false, rows = 4 }: ReasonFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        value={value}
        maxLength={REASON_MAX}
        rows={rows}
        aria-required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={`${inputClass} h-auto py-2`}
      />
    </FieldShell>
  );
}
