import type { ReactNode } from 'react';

interface FormCardProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
}

/** The white card every account form sits in: icon, heading, a line of help, the form, then links. */
export function FormCard({ title, description, icon, children, footer, className = 'max-w-md' }: FormCardProps) {
  return (
    <div className={`mx-auto w-full ${className}`}>
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          {icon && (
            <span aria-hidden="true" className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              {icon}
            </span>
          )}
          <h1 className="text-2xl font-bold tracking-tight text-stone-900">{title}</h1>
          {description && <p className="max-w-prose text-sm text-stone-600">{description}</p>}
        </div>
        {children}
      </div>
      {footer && <div className="mt-6 flex flex-col items-center gap-2 text-center text-sm text-stone-600">{footer}</div>}
    </div>
  );
}
