import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { errorMessage } from '../../../lib/messages.ts';
import adminMessages from '../../../locales/admin.ts';

/**
 * What a page shows while its data loads, when loading failed (the server's message and a retry
 * button), when there is nothing to show, and otherwise the children with the data.
 */
export function QueryState<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation(adminMessages);
  if (query.isPending) {
    return (
      <div role="status" className="flex justify-center py-16">
        <Spinner className="size-8" />
        <span className="sr-only">{t('common:loading')}</span>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-10 text-center">
        <p className="font-medium text-red-800">{t('load-error')}</p>
        <p className="text-sm text-red-700">{errorMessage(query.error)}</p>
        <Button variant="outline" size="sm" onClick={() => query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (isEmpty?.(query.data)) {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-12 text-center text-stone-600">
        {empty ?? t('empty')}
      </p>
    );
  }
  return <>{children(query.data)}</>;
}
