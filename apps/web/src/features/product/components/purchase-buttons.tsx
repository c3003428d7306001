import { useTranslation } from '../../../lib/i18n.ts';
import productMessages from '../../../locales/product.ts';

/** 'Agregar al carrito' ('Agregando...' while busy) and 'Comprar ahora', side by side from a small tablet up. */
export function PurchaseButtons({ busy, onAdd, onBuyNow }: { busy: boolean; onAdd: () => void; onBuyNow: () => void }) {
  const { t } = useTranslation(productMessages);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <button
        type="button"
        onClick={onAdd}
        disabled={busy}
        className="inline-flex h-12 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:bg-stone-300"
      >
        {busy ? t('adding') : t('add-to-cart')}
      </button>
      <button
        type="button"
        onClick={onBuyNow}
        disabled={busy}
        className="inline-flex h-12 items-center justify-center rounded-lg bg-accent-500 px-5 font-semibold text-stone-950 hover:bg-accent-400 disabled:bg-stone-300"
      >
        {t('buy-now')}
      </button>
    </div>
  );
}
