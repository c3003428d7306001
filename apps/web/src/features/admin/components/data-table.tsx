import type { ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react';

/** A table in a white card; on a narrow screen it scrolls sideways inside the card, never the page. */
export function DataTable({ children, caption }: { children: ReactNode; caption?: string }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-stone-200 text-sm">
        {caption && <caption className="sr-only">{caption}</caption>}
        {children}
      </table>
    </div>
  );
}

export function Th({ className = '', ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={`bg-stone-50 px-4 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-stone-600 uppercase ${className}`}
      {...props}
    />
  );
}

export function Td({ className = '', ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={`px-4 py-3 align-middle text-stone-800 ${className}`} {...props} />;
}

/** tbody with row dividers and a hover tint */
export function TBody({ children }: { children: ReactNode }) {
  return <tbody className="divide-y divide-stone-100 [&>tr:hover]:bg-stone-50">{children}</tbody>;
}
