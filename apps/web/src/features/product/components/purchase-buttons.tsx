import { LoaderCircle } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useHydrated } from '../../../lib/ssr.ts';
import productMessages from '../../../locales/product.ts';

/**
 * 'Agregar al carrito' ('Agregando...' while busy) and 'Comprar ahora', side by side from a small tablet up.
 * In the server's HTML, before the page's script has taken it over, both show that they are getting ready
 * (a spinner, aria-busy) instead of looking ready and doing nothing; they are not disabled, so a tap made while
 * the page hydrates is replayed by React once the button is its own (decision 038).
 */
export function PurchaseButtons({ busy, onAdd, onBuyNow }: { busy: boolean; onAdd: () => void; onBuyNow: () => void }) {
  const { t } = useTranslation(productMessages);
  const ready = useHydrated();
  const waiting = ready ? undefined : true;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <button
        type="button"
        onClick={onAdd}
        disabled={busy}
        aria-busy={waiting}
        className="inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:bg-stone-300 aria-busy:cursor-wait aria-busy:bg-brand-700/70"
      >
        {waiting && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
        {busy ? t('adding') : t('add-to-cart')}
      </button>
      <button
        type="button"
        onClick={onBuyNow}
        disabled={busy}
        aria-busy={waiting}
        className="inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-accent-500 px-5 font-semibold text-stone-950 hover:bg-accent-400 disabled:bg-stone-300 aria-busy:cursor-wait aria-busy:bg-accent-500/70"
      >
        {waiting && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
        {t('buy-now')}
      </button>
    </div>
  );
}
