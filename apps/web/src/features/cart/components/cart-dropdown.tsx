import { formatMoney } from '@store/contracts/pricing';
import { ShoppingCart } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useCart } from '../api/get-cart.ts';
import { CartBadge } from './cart-badge.tsx';

export function CartDropdown() {
  const { t } = useTranslation('cart');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const cart = useCart();
  const items = cart.data?.userCart.cartdetail.length ?? 0;
  const subtotal = cart.data?.userCart.summary.subtotal ?? 0;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        className="relative inline-flex size-10 items-center justify-center rounded-lg text-stone-700 hover:bg-stone-100"
        aria-label={t('dropdown.label', { count: items })}
      >
        <ShoppingCart className="size-6" />
        <CartBadge items={items} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="end" sideOffset={8} className="z-50 w-72 rounded-xl border border-stone-200 bg-white p-4 shadow-lg">
          <p className="text-base font-semibold text-stone-900">{t('dropdown.items', { count: items })}</p>
          <p className="mt-1 text-sm text-stone-600">
            {t('dropdown.subtotal')}: <span className="font-semibold text-stone-900">{formatMoney(subtotal)}</span>
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
