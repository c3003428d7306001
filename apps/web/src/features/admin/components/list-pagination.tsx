import type { PageInfo } from '@store/contracts/common';
import { PAGE_SIZES } from '@store/contracts/constants';
import type { ReactNode } from 'react';
import { Pagination } from '../../../components/ui/pagination.tsx';

/** A back-office list's pages and page size, written to the URL through `useListParams`; a new page starts at the top. */
export function ListPagination({
  info,
  size,
  onChange,
}: {
  info: PageInfo;
  size: number;
  onChange: (patch: { page?: number; size?: number }) => void;
}) {
  return (
    <Pagination
      page={info.currentPage}
      totalPages={info.totalPages}
      onPage={(page) => {
        onChange({ page });
        window.scrollTo({ top: 0 });
      }}
      size={size}
      sizes={PAGE_SIZES}
      onSize={(next) => onChange({ size: next })}
    />
  );
}

/** A list's results: how many the filters found (read out when it changes), the list, and its pages under it. */
export function PagedResults({
  found,
  info,
  size,
  onChange,
  children,
}: {
  found: string;
  info: PageInfo;
  size: number;
  onChange: (patch: { page?: number; size?: number }) => void;
  children: ReactNode;
}) {
  return (
    <>
      <p className="mb-2 text-sm text-stone-600" aria-live="polite">
        {found}
      </p>
      {children}
      <div className="mt-6">
        <ListPagination info={info} size={size} onChange={onChange} />
      </div>
    </>
  );
}
