/**
 * /admin/products/new and /admin/products/:id: a product's own fields, then its variants (price, stock and
 * pictures each), with a warning before leaving unsaved edits.
 */
import type { AdminProduct, AdminProductOptions } from '@store/contracts/admin-products';
import { paths } from '@store/contracts/paths';
import { ExternalLink, Plus, Trash2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate, useParams } from '../../../lib/router.tsx';
import { notify } from '../../../lib/toast.ts';
import adminProductsMessages from '../../../locales/admin-products.ts';
import { adminPaths } from '../admin-paths.ts';
import { useProductOptions } from '../api/get-product-options.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { PageHeader, Panel } from '../components/page-header.tsx';
import { QueryState } from '../components/query-state.tsx';
import { RecordHistory } from '../components/record-history.tsx';
import { useDeleteProduct } from './api/delete-product.ts';
import { useAdminProduct } from './api/get-admin-product.ts';
import { ProductForm } from './product-form.tsx';
import { UnsavedChangesDialog, useUnsavedChanges } from './unsaved-changes.tsx';
import { VariantCard } from './variant-card.tsx';

export default function ProductEditPage() {
  const { t } = useTranslation(adminProductsMessages);
  const { id } = useParams();
  const productId = id && /^\d+$/.test(id) ? Number(id) : null;
  const options = useProductOptions();
  const back = { to: adminPaths.products, label: t('back') };

  if (productId === null) return <NewProduct options={options} back={back} />;
  return <ExistingProduct productId={productId} options={options} />;
}

function NewProduct({ options, back }: { options: ReturnType<typeof useProductOptions>; back: { to: string; label: string } }) {
  const { t } = useTranslation(adminProductsMessages);
  const navigate = useNavigate();
  const unsaved = useUnsavedChanges();
  return (
    <div>
      <PageHeader title={t('form.new-title')} description={t('form.new-description')} back={back} />
      <QueryState query={options}>
        {(opts) => (
          <ProductForm
            options={opts}
            onDirtyChange={unsaved.markDirty}
            onCreated={(created) => {
              unsaved.allowLeaving();
              navigate(adminPaths.product(created), { replace: true });
            }}
          />
        )}
      </QueryState>
      <UnsavedChangesDialog blocker={unsaved.blocker} />
    </div>
  );
}

function ExistingProduct({ productId, options }: { productId: number; options: ReturnType<typeof useProductOptions> }) {
  const { t } = useTranslation(adminProductsMessages);
  const product = useAdminProduct(productId);
  const back = { to: adminPaths.products, label: t('back') };
  return (
    <QueryState query={product}>
      {(p) => (
        <QueryState query={options}>{(opts) => <ProductEditor key={p.productid} product={p} options={opts} back={back} />}</QueryState>
      )}
    </QueryState>
  );
}

function ProductEditor({
  product,
  options,
  back,
}: {
  product: AdminProduct;
  options: AdminProductOptions;
  back: { to: string; label: string };
}) {
  const { t } = useTranslation(adminProductsMessages);
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const remove = useDeleteProduct();
  const unsaved = useUnsavedChanges();

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        back={back}
        title={
          <span className="flex flex-wrap items-center gap-2">
            {product.name}
            {product.preventa && <Badge tone="yellow">{t('badges.preventa')}</Badge>}
            {!product.active && <Badge tone="gray">{t('badges.inactive')}</Badge>}
          </span>
        }
        description={`#${product.productid} · ${t(`stock-types.${product.stockType}`)}`}
        actions={
          <>
            <a href={paths.product(product.productid)} target="_blank" rel="noopener" className={buttonClass('outline')}>
              <ExternalLink className="size-4" aria-hidden="true" /> {t('form.view-in-store')}
            </a>
            <Button
              variant="outline"
              className="text-red-700 hover:border-red-400 hover:text-red-800"
              onClick={() => setConfirmDelete(true)}
            >
              <Trash2 className="size-4" aria-hidden="true" /> {t('form.delete')}
            </Button>
          </>
        }
      />

      <ProductForm key={product.stockType} product={product} options={options} onDirtyChange={unsaved.markDirty} />

      <Panel
        title={t('variants.title')}
        actions={
          !adding && (
            <Button variant="accent" size="sm" onClick={() => setAdding(true)}>
              <Plus className="size-4" aria-hidden="true" /> {t('variants.add')}
            </Button>
          )
        }
      >
        <div className="flex flex-col gap-4">
          {product.variants.length === 0 && !adding && (
            <p
              className={`flex items-start gap-2 rounded-lg px-3 py-3 text-sm ${product.active ? 'bg-amber-50 text-amber-900' : 'bg-stone-50 text-stone-600'}`}
            >
              {product.active && <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />}
              {product.active ? t('variants.none-active') : t('variants.none')}
            </p>
          )}
          {product.variants.map((v) => (
            <VariantCard
              key={`${v.prodvarid}-${product.stockType}`}
              product={product}
              options={options}
              variant={v}
              onDirtyChange={unsaved.markDirty}
            />
          ))}
          {adding && <VariantCard product={product} options={options} onDone={() => setAdding(false)} onDirtyChange={unsaved.markDirty} />}
        </div>
      </Panel>

      <RecordHistory entity="product" entityId={product.productid} />

      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('form.delete-title')}
        description={t('form.delete-text')}
        confirmLabel={t('form.delete')}
        variant="danger"
        pending={remove.isPending}
        onConfirm={async () => {
          try {
            const { msg } = await remove.mutateAsync(product.productid);
            notify.success(msg);
            unsaved.allowLeaving();
            navigate(adminPaths.products, { replace: true });
          } catch (error) {
            notify.error(error);
          }
        }}
      />
      <UnsavedChangesDialog blocker={unsaved.blocker} />
    </div>
  );
}
