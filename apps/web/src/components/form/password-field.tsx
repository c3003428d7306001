import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import authMessages from '../../locales/auth.ts';
import { FieldShell, inputClass } from '../ui/field.tsx';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { id: string; label: string; error?: string };

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({ id, label, error, className = '', ...props }: PasswordFieldProps) {
  // Its two words (show, hide) are with the account forms' texts in the auth namespace.
  const { t } = useTranslation(authMessages);
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell id={id} label={label} error={error}>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${inputClass} pr-12 ${className}`}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t('password.hide', { field: label }) : t('password.show', { field: label })}
          aria-controls={id}
          className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-stone-500 hover:text-brand-700"
        >
          {visible ? <EyeOff className="size-5" aria-hidden="true" /> : <Eye className="size-5" aria-hidden="true" />}
        </button>
      </div>
    </FieldShell>
  );
}
