/** A dialog's body while its record loads: a spinner, the error in words, or the record. */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n.ts';
import { errorMessage } from '../lib/messages.ts';
import { Spinner } from './ui/spinner.tsx';

export function DetailState<T>({ query, error, children }: { query: UseQueryResult<T>; error: string; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <div role="status" className="flex justify-center py-12">
        <Spinner className="size-8" />
        <span className="sr-only">{t('common:loading')}</span>
      </div>
    );
  if (query.isError)
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-700">
        {error} {errorMessage(query.error)}
      </p>
    );
  return <>{children(query.data)}</>;
}
