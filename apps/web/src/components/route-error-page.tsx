import { Component, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n.ts';
import { useOnline } from '../lib/use-online.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { Button } from './ui/button.tsx';

/**
 * What a route shows when its page cannot be drawn. Offline, that is almost always a page whose script this
 * device never kept (its chunk cannot be fetched): it says so, as the not-found page does offline, instead of
 * a blank page. Online, a chunk from an older build (the store was updated meanwhile) or a real failure: a
 * reload fetches the current build.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const online = useOnline();
  if (!online) return <NotFoundPage />;
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-6 px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold text-stone-800">{t('page-error')}</h1>
      <Button onClick={() => window.location.reload()}>{t('update.reload')}</Button>
    </section>
  );
}

/** Shows RouteErrorPage in place of a page that failed to load or draw; another `resetKey` (address) tries again. */
export class RouteErrorBoundary extends Component<{ resetKey?: string; children: ReactNode }, { failedAt: string | null }> {
  state = { failedAt: null as string | null };

  static getDerivedStateFromError() {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: { resetKey?: string }, state: { failedAt: string | null }) {
    if (state.failedAt === '') return { failedAt: props.resetKey ?? '' };
    return state.failedAt !== null && state.failedAt !== (props.resetKey ?? '') ? { failedAt: null } : null;
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    return this.state.failedAt === null ? this.props.children : <RouteErrorPage />;
  }
}
