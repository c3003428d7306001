/**
 * A back-office list: a table on a desktop, one card per row on a phone (the rows lay themselves out as a grid there).
 * Its columns' headings, the last one the row's open link; `RowEnd` is each row's badges and chevron.
 */
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';

export interface ListColumn {
  label: string;
  right?: boolean;
}

export function ListTable({
  caption,
  columns,
  openLabel,
  dim,
  children,
}: {
  caption: string;
  columns: ListColumn[];
  /** the heading of the open link's column, for screen readers */
  openLabel: string;
  /** while the next page loads */
  dim: boolean;
  /** the tbody */
  children: ReactNode;
}) {
  return (
    <div className="md:overflow-x-auto md:rounded-xl md:border md:border-stone-200 md:bg-white md:shadow-sm">
      <table className={`block w-full text-left text-sm md:table ${dim ? 'opacity-60' : ''}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden bg-stone-50 text-xs font-semibold tracking-wide text-stone-600 uppercase md:table-header-group">
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={`px-4 py-3${c.right ? ' text-right' : ''}`}>
                {c.label}
              </th>
            ))}
            <th scope="col" className="w-8 px-2 py-3">
              <span className="sr-only">{openLabel}</span>
            </th>
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}

/** A row's last cells: its badges (top right of the card on a phone) and the chevron that opens it (desktop). */
export function RowEnd({ children }: { children: ReactNode }) {
  return (
    <>
      <td className="col-start-2 row-start-1 justify-self-end md:px-4 md:py-3">{children}</td>
      <td className="hidden px-2 text-stone-400 md:table-cell">
        <ChevronRight className="size-4" aria-hidden="true" />
      </td>
    </>
  );
}
