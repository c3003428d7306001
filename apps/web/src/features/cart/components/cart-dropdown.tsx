import { paths } from '@store/contracts/paths';
import { formatMoney } from '@store/contracts/pricing';
import { ShoppingCart } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { PreSaleBadge } from '../../../components/ui/pre-sale-badge.tsx';
import { ProductImage } from '../../../components/ui/product-image.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { cartSellingLine, useSellingWords } from '../../../lib/selling-unit.ts';
import cartMessages from '../../../locales/cart.ts';
import { useCart } from '../api/get-cart.ts';
import { CartBadge } from './cart-badge.tsx';

const PREVIEW_LINES = 3;

/** The navbar's cart: item count badge, a glimpse of the lines, the total and the way to the cart page. */
export function CartDropdown() {
  const { t } = useTranslation(cartMessages);
  const words = useSellingWords();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const cart = useCart();
  const lines = cart.data?.userCart.cartdetail ?? [];
  const items = lines.length;
  // VAT included, as the lines above it are: their sum (after a discount code) is what the footer says.
  const total = cart.data?.userCart.summary.total ?? 0;
  const hidden = items - PREVIEW_LINES;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        className="relative inline-flex size-10 items-center justify-center rounded-lg text-stone-700 hover:bg-stone-100 data-[state=open]:bg-stone-100"
        aria-label={t('dropdown.label', { count: items })}
      >
        <ShoppingCart className="size-6" />
        <CartBadge items={items} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="z-50 w-80 max-w-[calc(100vw-1.5rem)] rounded-xl border border-stone-200 bg-white p-4 shadow-lg"
        >
          <p className="text-base font-semibold text-stone-900">{t('dropdown.items', { count: items })}</p>
          {items === 0 ? (
            <p className="mt-2 text-sm text-stone-500">{t('dropdown.empty')}</p>
          ) : (
            <ul className="mt-3 divide-y divide-stone-100 border-y border-stone-100">
              {lines.slice(0, PREVIEW_LINES).map((line) => (
                <li key={line.cartdetailid} className="flex items-center gap-3 py-2.5">
                  <ProductImage
                    src={line.cart_product.product_media[0]?.url}
                    alt=""
                    className="size-12 shrink-0 rounded-md border border-stone-200 bg-stone-100 object-cover"
                  />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium text-stone-900">{line.cart_product.product.name}</p>
                    <p className="text-xs text-stone-500">
                      <span
                        data-testid="color-swatch"
                        aria-hidden="true"
                        className="mr-1 inline-block size-3 rounded-full border border-stone-300 align-[-2px]"
                        style={{ backgroundColor: line.cart_product.color.hexcode }}
                      />
                      {line.cart_product.color.name} · {t('dropdown.quantity', { amount: words.quantityText(cartSellingLine(line)) })}
                      {line.size ? ` · ${t('line.size')} ${line.size.name}` : ''}
                    </p>
                    {line.cart_product.product.preventa && (
                      <p className="mt-1">
                        <PreSaleBadge size="sm" />
                      </p>
                    )}
                  </div>
                  <p className="text-sm font-semibold text-stone-900 tabular-nums">{formatMoney(line.line_total)}</p>
                </li>
              ))}
              {hidden > 0 && <li className="py-2 text-xs text-stone-500">{t('dropdown.more', { count: hidden })}</li>}
            </ul>
          )}
          <p className="mt-3 flex items-baseline justify-between text-sm text-stone-600">
            {t('dropdown.total')}
            <span className="text-base font-semibold text-stone-900 tabular-nums">{formatMoney(total)}</span>
          </p>
          <Button
            className="mt-4 w-full"
            disabled={items === 0}
            onClick={() => {
              setOpen(false);
              navigate(paths.cart);
            }}
          >
            {t('dropdown.view-cart')}
          </Button>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
