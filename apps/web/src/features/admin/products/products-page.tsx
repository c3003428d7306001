/**
 * /admin/products: the catalogue's products, searched and filtered by brand, pre-sale and status from the
 * address, each with its stock, variants and lowest price. Its API and the product pages live beside it.
 */
import type { AdminProductRow } from '@store/contracts/admin-products';
import { readId } from '@store/contracts/id';
import { formatCents } from '@store/contracts/pricing';
import { isLowStock } from '@store/contracts/stock';
import { Plus, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { ProductImage } from '../../../components/ui/product-image.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useNavigate } from '../../../lib/router.tsx';
import adminProductsMessages from '../../../locales/admin-products.ts';
import { adminPaths } from '../admin-paths.ts';
import { useProductOptions } from '../api/get-product-options.ts';
import { DataTable, TBody, Td, Th } from '../components/data-table.tsx';
import { ListPagination } from '../components/list-pagination.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { QueryState } from '../components/query-state.tsx';
import { useListParams } from '../components/use-list-params.ts';
import { useAdminProducts } from './api/get-admin-products.ts';

const KEYS = ['q', 'brandid', 'preventa', 'active'] as const;

const lowStock = (row: AdminProductRow, quantity: number) =>
  isLowStock(quantity, { stocktype: row.stockType, units_per_box: row.unitsPerBox });

/** A BOXES product's stock counts boxes: it says so. */
function StockBadge({ row }: { row: AdminProductRow }) {
  const { t } = useTranslation(adminProductsMessages);
  const stock = row.totalStock;
  return (
    <Badge tone={lowStock(row, stock) ? 'red' : 'green'}>{row.stockType === 'BOXES' ? t('list.boxes', { count: stock }) : stock}</Badge>
  );
}

function StatusBadges({ row }: { row: AdminProductRow }) {
  const { t } = useTranslation(adminProductsMessages);
  return (
    <>
      {row.preventa && <Badge tone="yellow">{t('badges.preventa')}</Badge>}
      {!row.active && <Badge tone="gray">{t('badges.inactive')}</Badge>}
    </>
  );
}

export default function ProductsPage() {
  const { t } = useTranslation(adminProductsMessages);
  const [params, set] = useListParams(KEYS);
  // A brand id typed into the address that is no id (abc, 0x7) is no filter, as in the store.
  const products = useAdminProducts({ ...params, brandid: String(readId(params.brandid) ?? '') });
  const options = useProductOptions();
  const navigate = useNavigate();
  const id = useId();
  const [search, setSearch] = useState(params.q);
  useEffect(() => setSearch(params.q), [params.q]);
  const filtered = KEYS.some((k) => params[k]);

  const select = 'h-11 rounded-lg border border-stone-300 bg-white px-3 text-sm text-stone-900 focus:border-brand-600 focus:outline-none';

  return (
    <div>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Link to={adminPaths.newProduct} className={buttonClass('primary')}>
            <Plus className="size-4" aria-hidden="true" /> {t('new')}
          </Link>
        }
      />

      <section className="mb-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
        <form
          className="flex flex-col gap-3 lg:flex-row lg:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            set({ q: search.trim() });
          }}
        >
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <label htmlFor={`${id}-q`} className="text-sm font-medium text-stone-700">
              {t('list.search')}
            </label>
            <div className="flex gap-2">
              <input
                id={`${id}-q`}
                type="search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                placeholder={t('list.search-placeholder')}
                className={inputClass}
              />
              <Button type="submit" aria-label={t('list.search-button')} className="h-11 shrink-0">
                <Search className="size-4" aria-hidden="true" />
                <span className="hidden sm:inline">{t('list.search-button')}</span>
              </Button>
            </div>
          </div>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 lg:flex">
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-brand`} className="text-sm font-medium text-stone-700">
                {t('list.brand')}
              </label>
              <select id={`${id}-brand`} className={select} value={params.brandid} onChange={(e) => set({ brandid: e.target.value })}>
                <option value="">{t('list.all-brands')}</option>
                {options.data?.brands.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-preventa`} className="text-sm font-medium text-stone-700">
                {t('list.preventa')}
              </label>
              <select id={`${id}-preventa`} className={select} value={params.preventa} onChange={(e) => set({ preventa: e.target.value })}>
                <option value="">{t('list.preventa-any')}</option>
                <option value="true">{t('list.preventa-yes')}</option>
                <option value="false">{t('list.preventa-no')}</option>
              </select>
            </div>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-active`} className="text-sm font-medium text-stone-700">
                {t('list.status')}
              </label>
              <select id={`${id}-active`} className={select} value={params.active} onChange={(e) => set({ active: e.target.value })}>
                <option value="">{t('list.status-any')}</option>
                <option value="true">{t('list.status-active')}</option>
                <option value="false">{t('list.status-inactive')}</option>
              </select>
            </div>
          </div>
        </form>
        {filtered && (
          <button
            type="button"
            className="mt-3 text-sm font-medium text-brand-700 hover:text-brand-900"
            onClick={() => set({ q: null, brandid: null, preventa: null, active: null })}
          >
            {t('list.clear')}
          </button>
        )}
      </section>

      <QueryState query={products} isEmpty={(d) => d.products.length === 0} empty={t('list.empty')}>
        {(data) => (
          <div className="flex flex-col gap-4">
            <p className="text-sm text-stone-600">{t('list.count', { count: data.info.total })}</p>

            {/* phone: one card per product */}
            <ul className="flex flex-col gap-3 sm:hidden">
              {data.products.map((p) => (
                <li key={p.productid}>
                  <Link
                    to={adminPaths.product(p.productid)}
                    className="flex gap-3 rounded-xl border border-stone-200 bg-white p-3 shadow-sm hover:border-brand-300"
                  >
                    <ProductImage
                      src={p.thumbnail ?? undefined}
                      alt=""
                      className="size-20 shrink-0 rounded-lg bg-stone-100 object-contain"
                    />
                    <div className="flex min-w-0 flex-1 flex-col gap-1">
                      <span className="font-semibold text-stone-900">{p.name}</span>
                      <span className="text-xs text-stone-600">
                        {p.brand.name} · {t(`stock-types.${p.stockType}`)} · {t('list.variants', { count: p.variantCount })}
                      </span>
                      <div className="flex flex-wrap items-center gap-1.5">
                        <span className="text-sm font-semibold text-stone-900">
                          {p.priceCents === null ? t('list.no-price') : t('list.from', { price: formatCents(p.priceCents) })}
                        </span>
                        <Badge tone={lowStock(p, p.totalStock) ? 'red' : 'green'}>
                          {p.stockType === 'BOXES'
                            ? t('list.stock-label-boxes', { count: p.totalStock })
                            : t('list.stock-label', { count: p.totalStock })}
                        </Badge>
                        <StatusBadges row={p} />
                      </div>
                    </div>
                  </Link>
                </li>
              ))}
            </ul>

            {/* tablet and desktop: a table */}
            <div className="hidden sm:block">
              <DataTable caption={t('list.caption')}>
                <thead>
                  <tr>
                    <Th>{t('list.col-product')}</Th>
                    <Th>{t('list.col-brand')}</Th>
                    <Th>{t('list.col-stock-type')}</Th>
                    <Th className="text-right">{t('list.col-variants')}</Th>
                    <Th className="text-right">{t('list.col-stock')}</Th>
                    <Th className="text-right">{t('list.col-price')}</Th>
                  </tr>
                </thead>
                <TBody>
                  {data.products.map((p) => (
                    <tr key={p.productid} className="cursor-pointer" onClick={() => navigate(adminPaths.product(p.productid))}>
                      <Td>
                        <div className="flex items-center gap-3">
                          <ProductImage
                            src={p.thumbnail ?? undefined}
                            alt=""
                            className="size-12 shrink-0 rounded-lg bg-stone-100 object-contain"
                          />
                          <div className="flex min-w-0 flex-col gap-1">
                            <Link
                              to={adminPaths.product(p.productid)}
                              className="font-semibold text-stone-900 hover:text-brand-700"
                              onClick={(e) => e.stopPropagation()}
                            >
                              {p.name}
                            </Link>
                            <div className="flex flex-wrap gap-1">
                              <StatusBadges row={p} />
                            </div>
                          </div>
                        </div>
                      </Td>
                      <Td className="whitespace-nowrap">{p.brand.name}</Td>
                      <Td className="whitespace-nowrap">{t(`stock-types.${p.stockType}`)}</Td>
                      <Td className="text-right tabular-nums">{p.variantCount}</Td>
                      <Td className="text-right">
                        <StockBadge row={p} />
                      </Td>
                      <Td className="text-right font-semibold whitespace-nowrap tabular-nums">
                        {p.priceCents === null ? (
                          <span className="font-normal text-stone-500">{t('list.no-price')}</span>
                        ) : (
                          formatCents(p.priceCents)
                        )}
                      </Td>
                    </tr>
                  ))}
                </TBody>
              </DataTable>
            </div>

            <ListPagination info={data.info} size={params.size} onChange={set} />
          </div>
        )}
      </QueryState>
    </div>
  );
}
