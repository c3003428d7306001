import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n.ts';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  size?: number;
  sizes?: readonly number[];
  onSize?: (size: number) => void;
}

/** First / previous / next / last and 'Página X de Y'; the page-size selector only where onSize is given. */
export function Pagination({ page, totalPages, onPage, size, sizes, onSize }: PaginationProps) {
  const { t } = useTranslation();
  const sizeId = useId();
  const last = Math.max(1, totalPages);
  const button =
    'inline-flex size-9 items-center justify-center rounded-lg border border-stone-300 bg-white text-stone-700 hover:border-brand-600 hover:text-brand-700 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-stone-300 disabled:hover:text-stone-700';
  return (
    <nav aria-label={t('pagination.label')} className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-1.5">
        <button type="button" className={button} onClick={() => onPage(1)} disabled={page <= 1} aria-label={t('pagination.first')}>
          <ChevronsLeft className="size-4" />
        </button>
        <button
          type="button"
          className={button}
          onClick={() => onPage(page - 1)}
          disabled={page <= 1}
          aria-label={t('pagination.previous')}
        >
          <ChevronLeft className="size-4" />
        </button>
        <span className="px-2 text-sm text-stone-700 tabular-nums">{t('pagination.page-of', { page, total: last })}</span>
        <button type="button" className={button} onClick={() => onPage(page + 1)} disabled={page >= last} aria-label={t('pagination.next')}>
          <ChevronRight className="size-4" />
        </button>
        <button type="button" className={button} onClick={() => onPage(last)} disabled={page >= last} aria-label={t('pagination.last')}>
          <ChevronsRight className="size-4" />
        </button>
      </div>
      {onSize && sizes && (
        <div className="flex items-center gap-2 text-sm text-stone-700">
          <label htmlFor={sizeId}>{t('pagination.per-page')}</label>
          <select
            id={sizeId}
            value={size}
            onChange={(e) => onSize(Number(e.target.value))}
            className="h-9 rounded-lg border border-stone-300 bg-white px-2 text-stone-800"
          >
            {sizes.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
      )}
    </nav>
  );
}
