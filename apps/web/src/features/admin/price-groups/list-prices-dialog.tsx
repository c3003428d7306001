/**
 * «Ver precios»: a PRICES list's own prices beside the list prices, by product and variant, searchable by code or
 * product. On a phone each price is drawn as a card.
 */

import type { PriceGroupRow, PriceListRow } from '@store/contracts/price-lists';
import { formatMoney } from '@store/contracts/pricing';
import { useDeferredValue, useEffect, useId, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import adminPriceGroupsMessages from '../../../locales/admin-price-groups.ts';
import { Th } from '../components/data-table.tsx';
import { QueryState } from '../components/query-state.tsx';
import { useListPrices } from './api/get-list-prices.ts';
import { listWindow } from './list-words.ts';

/** A list may hold thousands of prices: the dialog draws this many at most and the search finds the others. */
const SHOWN = 200;

const cell = 'block md:table-cell md:px-3 md:py-2 md:align-middle';

export function ListPricesDialog({
  group,
  list,
  onOpenChange,
}: {
  group: PriceGroupRow | null;
  /** the PRICES list shown; null: closed */
  list: PriceListRow | null;
  onOpenChange: (o: boolean) => void;
}) {
  const { t } = useTranslation(adminPriceGroupsMessages);
  const query = useListPrices(list?.listid ?? null);
  const [search, setSearch] = useState('');
  const words = useDeferredValue(search.trim().toLowerCase());
  const searchId = useId();

  useEffect(() => {
    if (list) setSearch('');
  }, [list]);

  return (
    <Dialog
      open={list !== null}
      onOpenChange={onOpenChange}
      wide
      title={t('prices.title', { group: group?.name })}
      description={list ? listWindow(list) : undefined}
    >
      <QueryState query={query} isEmpty={(d) => d.prices.length === 0} empty={t('prices.empty')}>
        {({ prices }) => {
          const found = words
            ? prices.filter((p) => p.code.toLowerCase().includes(words) || p.product.toLowerCase().includes(words))
            : prices;
          const shown = found.slice(0, SHOWN);
          return (
            <div className="flex flex-col gap-3">
              <label htmlFor={searchId} className="sr-only">
                {t('prices.search')}
              </label>
              <input
                id={searchId}
                type="search"
                placeholder={t('prices.search')}
                className={inputClass}
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
              {found.length === 0 ? (
                <p className="py-6 text-center text-sm text-stone-600">{t('prices.no-match')}</p>
              ) : (
                <div className="md:overflow-x-auto md:rounded-lg md:border md:border-stone-200">
                  <table className="block w-full text-left text-sm md:table">
                    <caption className="sr-only">{t('prices.caption')}</caption>
                    <thead className="hidden md:table-header-group">
                      <tr>
                        <Th>{t('prices.code')}</Th>
                        <Th>{t('prices.product')}</Th>
                        <Th>{t('prices.color')}</Th>
                        <Th className="text-right">{t('prices.list-price')}</Th>
                        <Th className="text-right">{t('prices.price')}</Th>
                      </tr>
                    </thead>
                    <tbody className="block space-y-2 md:table-row-group md:space-y-0">
                      {shown.map((p) => (
                        <tr
                          key={p.prodvarid}
                          className="grid grid-cols-[1fr_auto] gap-x-3 rounded-lg border border-stone-200 p-3 md:table-row md:rounded-none md:border-x-0 md:border-t md:border-b-0 md:border-stone-100 md:p-0"
                        >
                          <td className={`${cell} font-mono text-xs font-semibold whitespace-nowrap text-stone-900`}>{p.code}</td>
                          <td className={`${cell} col-start-1 text-stone-800`}>{p.product}</td>
                          <td className={`${cell} col-start-1 text-xs text-stone-600 md:text-sm md:whitespace-nowrap md:text-stone-800`}>
                            {p.color}
                          </td>
                          <td
                            className={`${cell} col-start-2 row-start-2 text-right text-xs whitespace-nowrap text-stone-500 tabular-nums md:text-sm md:text-stone-800`}
                          >
                            <span className="md:hidden">{t('prices.list-price-short')} </span>
                            {formatMoney(p.listPrice)}
                          </td>
                          <td
                            className={`${cell} col-start-2 row-start-1 text-right font-semibold whitespace-nowrap text-brand-800 tabular-nums`}
                          >
                            <span className="sr-only md:hidden">{t('prices.price')}: </span>
                            {formatMoney(p.price)}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              {found.length > SHOWN && (
                <p className="text-xs text-stone-500">{t('prices.showing', { shown: SHOWN, total: found.length })}</p>
              )}
            </div>
          );
        }}
      </QueryState>
    </Dialog>
  );
}
