import { canOrder } from '@store/contracts/constants';
import { paths } from '@store/contracts/paths';
import { isStaff, seesPrices } from '@store/contracts/staff-roles';
import { Menu, Search, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { buttonClass } from '../../components/ui/button.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { afterHydration } from '../../lib/after-hydration.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { Link, NavLink, useLocation } from '../../lib/router.tsx';
import { useSession } from '../../lib/session.ts';
import { useHydrated } from '../../lib/ssr.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import catalogMessages from '../../locales/catalog.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { useHideOnScrollDown } from './use-scroll.ts';

// The cart's and the account's menus (their dialogs, the cart's lines) come once the page is hydrated, not
// during it: the server's HTML holds their buttons meanwhile, and a tap on one is answered once they arrive.
const SessionMenus = lazy(() => afterHydration().then(() => import('./session-menus.tsx')));
// The search's combobox and its suggestions load apart from the first page: the field's outline stands in.
const HeaderSearch = lazy(() => import('../../features/catalog/components/header-search.tsx'));
const searchOutline = <span className="block h-10 w-full rounded-lg border border-stone-300 bg-white" />;
const menusRoom = <span className="inline-block h-10 w-22" />;
/**
 * From Tailwind's xl the bar (at most 7xl wide) has room for the search field beside the links and the account
 * menu. A visitor's two buttons (register, log in) leave it no room at any width: their search is a button.
 */
const WIDE_SCREEN = '(min-width: 80rem)';

export function Navbar() {
  const { t } = useTranslation();
  const user = useSession();
  const hydrated = useHydrated();
  const hidden = useHideOnScrollDown(100);
  const [open, setOpen] = useState(false);
  // On narrower screens the search opens in a row under the bar from its button.
  const [searching, setSearching] = useState(false);
  const wide = useMediaQuery(WIDE_SCREEN) && user !== null;
  const { t: tc } = useTranslation(catalogMessages);
  const { pathname } = useLocation();
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
    setSearching(false);
  }

  const links = [
    { to: paths.home, label: t('nav.home') },
    { to: paths.about, label: t('nav.about') },
    { to: paths.store, label: t('nav.store') },
    { to: paths.preSale, label: t('nav.pre-sale') },
    { to: paths.contact, label: t('nav.contact') },
    // the buyer's own pages: not the warehouse's, which sees no price (staff-roles.ts)
    ...(user && seesPrices(user.role) ? [{ to: paths.orders, label: t('nav.orders') }] : []),
    { to: paths.questions, label: t('nav.questions') },
  ];
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-md px-3 py-2 text-sm font-medium transition-colors ${isActive ? 'text-brand-700 bg-brand-50' : 'text-stone-700 hover:text-brand-700'}`;

  return (
    <header
      className={`sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur transition-transform duration-300 ${hidden && !open && !searching ? '-translate-y-full' : 'translate-y-0'}`}
    >
      <p className="hidden bg-brand-900 px-4 py-1.5 text-center text-xs font-medium text-brand-100 sm:block">{t('top-bar')}</p>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-3 sm:gap-3 sm:px-4">
        <button
          type="button"
          className="inline-flex size-10 items-center justify-center rounded-lg text-stone-700 hover:bg-stone-100 lg:hidden"
          aria-label={open ? t('nav.close-menu') : t('nav.open-menu')}
          aria-expanded={open}
          aria-controls="menu-principal"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <X className="size-6" /> : <Menu className="size-6" />}
        </button>
        <Link to={paths.home} className="shrink-0">
          {/* A little smaller on a phone, where the bar also holds the search button. */}
          <Logo className="h-7 sm:h-9" />
        </Link>
        <nav aria-label={t('nav.label')} className="ml-4 hidden items-center gap-1 lg:flex">
          {links.map((l) => (
            <NavLink key={l.to} to={l.to} end className={linkClass}>
              {l.label}
            </NavLink>
          ))}
        </nav>
        {wide && (
          <search className="ml-auto w-full max-w-xs min-w-0 flex-1">
            <Suspense fallback={searchOutline}>
              <HeaderSearch />
            </Suspense>
          </search>
        )}
        {/* Pushed to the right edge, after the search field when the bar holds one. */}
        <div className={`flex items-center gap-1 sm:gap-2 ${wide ? '' : 'ml-auto'}`}>
          {!wide && (
            <button
              type="button"
              className="inline-flex size-10 items-center justify-center rounded-lg text-stone-700 hover:bg-stone-100"
              aria-label={searching ? tc('suggest.close') : tc('suggest.open')}
              aria-expanded={searching}
              aria-controls="busqueda-movil"
              onClick={() => setSearching((s) => !s)}
            >
              {searching ? <X className="size-5" /> : <Search className="size-5" />}
            </button>
          )}
          <LanguageSwitch />
          {user ? (
            // The cart and the account are this browser's own: the server's page (one for every distributor)
            // holds their room, filled once hydrated.
            hydrated ? (
              <Suspense fallback={menusRoom}>
                <SessionMenus
                  email={user.email}
                  admin={isStaff(user.role)}
                  buyer={seesPrices(user.role)}
                  cart={seesPrices(user.role) && canOrder(user.company_role)}
                  company={user.company_role !== null}
                />
              </Suspense>
            ) : (
              menusRoom
            )
          ) : (
            <>
              <span className="hidden sm:contents">
                <Link to={paths.register} className={buttonClass('outline', 'sm', 'whitespace-nowrap')}>
                  {t('nav.register')}
                </Link>
              </span>
              <Link to={paths.login} className={buttonClass('primary', 'sm', 'whitespace-nowrap')}>
                {t('nav.login')}
              </Link>
            </>
          )}
        </div>
      </div>
      {!wide && searching && (
        <search id="busqueda-movil" className="border-t border-stone-200 bg-white px-3 py-2">
          <Suspense fallback={searchOutline}>
            <HeaderSearch autoFocus onDone={() => setSearching(false)} />
          </Suspense>
        </search>
      )}
      {open && (
        <nav id="menu-principal" aria-label={t('nav.label')} className="border-t border-stone-200 bg-white px-4 py-3 lg:hidden">
          <ul className="flex flex-col gap-1">
            {links.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end className={(s) => `block ${linkClass(s)}`}>
                  {l.label}
                </NavLink>
              </li>
            ))}
            {!user && (
              <li>
                <NavLink to={paths.register} className={(s) => `block ${linkClass(s)}`}>
                  {t('nav.register')}
                </NavLink>
              </li>
            )}
          </ul>
        </nav>
      )}
    </header>
  );
}
