import { paths } from '@store/contracts/paths';
import { Building2, FileSpreadsheet, FileText, LayoutDashboard, ListPlus, LogOut, Package, ReceiptText, User } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { downloadPriceList } from '../../features/orders/api/download-price-list.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useNavigate } from '../../lib/router.tsx';
import { notify } from '../../lib/toast.ts';
import { useLogout } from '../../lib/use-logout.ts';
import quotesMessages from '../../locales/quotes.ts';

export function UserMenu({
  email,
  admin = false,
  buyer = true,
  company = false,
}: {
  email: string;
  admin?: boolean;
  buyer?: boolean;
  /** one of a distributor's people: «Mi empresa» (docs/product.md §28) and «Cotizaciones» (§29) */
  company?: boolean;
}) {
  const { t } = useTranslation();
  const { t: tq } = useTranslation(quotesMessages);
  const navigate = useNavigate();
  const logout = useLogout();
  const item =
    'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-stone-700 outline-none data-[highlighted]:bg-stone-100';
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="inline-flex size-10 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800 uppercase hover:bg-brand-200"
        aria-label={t('nav.account')}
      >
        {email.slice(0, 1)}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 w-64 rounded-xl border border-stone-200 bg-white p-1.5 shadow-lg">
          <DropdownMenu.Label className="truncate px-3 py-2 text-xs text-stone-500">{email}</DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
          {admin && (
            <DropdownMenu.Item className={item} onSelect={() => navigate(paths.admin)}>
              <LayoutDashboard className="size-4" /> {t('nav.admin')}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item className={item} onSelect={() => navigate(paths.user)}>
            <User className="size-4" /> {t('nav.profile')}
          </DropdownMenu.Item>
          {company && (
            <DropdownMenu.Item className={item} onSelect={() => navigate(paths.company)}>
              <Building2 className="size-4" /> {t('nav.company')}
            </DropdownMenu.Item>
          )}
          {buyer && (
            <>
              <DropdownMenu.Item className={item} onSelect={() => navigate(paths.orders)}>
                <Package className="size-4" /> {t('nav.orders')}
              </DropdownMenu.Item>
              {company && (
                <DropdownMenu.Item className={item} onSelect={() => navigate(paths.quotes)}>
                  <ReceiptText className="size-4" /> {tq('menu')}
                </DropdownMenu.Item>
              )}
              <DropdownMenu.Item className={item} onSelect={() => navigate(paths.quickOrder)}>
                <ListPlus className="size-4" /> {t('nav.quick-order')}
              </DropdownMenu.Item>
              <DropdownMenu.Item className={item} onSelect={() => void downloadPriceList('pdf').catch(notify.error)}>
                <FileText className="size-4" /> {t('nav.price-list-pdf')}
              </DropdownMenu.Item>
              <DropdownMenu.Item className={item} onSelect={() => void downloadPriceList('xlsx').catch(notify.error)}>
                <FileSpreadsheet className="size-4" /> {t('nav.price-list-xlsx')}
              </DropdownMenu.Item>
            </>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
          <DropdownMenu.Item className={item} onSelect={() => logout()}>
            <LogOut className="size-4" /> {t('nav.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
