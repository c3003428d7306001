import { useRouteError } from 'react-router';
import { useTranslation } from '../lib/i18n.ts';
import { useOnline } from '../lib/use-online.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { Button } from './ui/button.tsx';

/**
 * What a route shows when its page cannot be drawn. Offline, that is almost always a page whose script this
 * device never kept (its chunk cannot be fetched): it says so, as the not-found page does offline, instead of
 * the router's own error screen. Online, a chunk from an older build (the store was updated meanwhile) or a
 * real failure: a reload fetches the current build.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const online = useOnline();
  const error = useRouteError();
  if (!online) return <NotFoundPage />;
  if (error) console.error(error);
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-6 px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold text-stone-800">{t('page-error')}</h1>
      <Button onClick={() => window.location.reload()}>{t('update.reload')}</Button>
    </section>
  );
}
