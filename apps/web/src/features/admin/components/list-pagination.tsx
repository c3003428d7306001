import type { PageInfo } from '@store/contracts/common';
import { PAGE_SIZES } from '@store/contracts/constants';
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
