import type { AdminProduct, AdminProductOptions, AdminVariant } from '@store/contracts/admin-products';
import { isLowStock } from '@store/contracts/stock';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { fieldMessage } from '../../../components/form/form-message.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldShell, inputClass, TextField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import adminProductsMessages from '../../../locales/admin-products.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { useDeleteVariant } from './api/delete-variant.ts';
import { PriceHint } from './price-hint.tsx';
import { StockEditor } from './stock-editor.tsx';
import { useVariantEditor } from './use-variant-editor.ts';
import { VariantImages } from './variant-images.tsx';

/**
 * One variant: code, colour, price with VAT, discount, stock and pictures, saved with one button.
 * Without `variant` it is the form of a new one (stock and pictures come once it exists).
 */
export function VariantCard({
  product,
  options,
  variant,
  onDone,
  onDirtyChange,
}: {
  product: AdminProduct;
  options: AdminProductOptions;
  variant?: AdminVariant;
  /** a new variant was created or its form cancelled */
  onDone?: () => void;
  /** whether its fields or stock hold edits not saved yet, under its own key */
  onDirtyChange?: (key: string, dirty: boolean) => void;
}) {
  const { t } = useTranslation(adminProductsMessages);
  const idPrefix = `variant-${variant?.prodvarid ?? 'new'}`;
  const { form, stock, setStock, stockError, onSubmit } = useVariantEditor({ product, variant, idPrefix, onDone, onDirtyChange });
  const { errors, isSubmitting } = form.formState;
  const [confirmDelete, setConfirmDelete] = useState(false);
  const remove = useDeleteVariant();

  const colorid = form.watch('colorid');
  const price = form.watch('price');
  const discount = form.watch('discount');
  const color = options.colors.find((c) => String(c.id) === String(colorid));
  const total = variant?.stock.reduce((sum, s) => sum + s.quantity, 0) ?? 0;

  const title = variant ? variant.code : t('variants.new');
  return (
    <article
      aria-label={variant ? t('variants.card-label', { code: variant.code }) : t('variants.new')}
      className="rounded-xl border border-stone-200 bg-white shadow-sm"
    >
      <header className="flex items-start gap-3 border-b border-stone-100 px-4 py-3">
        <span
          aria-hidden="true"
          className="mt-0.5 size-6 shrink-0 rounded-full ring-1 ring-stone-300"
          style={{ backgroundColor: color?.hexcode ?? variant?.colorHex ?? '#e7e5e4' }}
        />
        {/* A long code wraps (codes have no spaces) instead of being cut; the stock goes under it on a phone. */}
        <div className="flex min-w-0 flex-1 flex-col items-start gap-1 sm:flex-row sm:items-center sm:gap-3">
          <h3 className="min-w-0 font-semibold [overflow-wrap:anywhere] text-stone-900">{title}</h3>
          {variant && (
            <Badge tone={isLowStock(total, { stocktype: product.stockType, units_per_box: product.unitsPerBox }) ? 'red' : 'green'}>
              {product.stockType === 'BOXES'
                ? t('variants.stock-total-boxes', { count: total })
                : t('variants.stock-total', { count: total })}
            </Badge>
          )}
        </div>
        {variant && (
          <Button variant="ghost" size="sm" className="-my-1 shrink-0 text-red-700 hover:bg-red-50" onClick={() => setConfirmDelete(true)}>
            <Trash2 className="size-4" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{t('variants.delete')}</span>
          </Button>
        )}
      </header>

      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5 p-4">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <TextField
            id={`${idPrefix}-code`}
            label={t('variants.code')}
            autoCapitalize="characters"
            maxLength={40}
            className="uppercase"
            hint={t('variants.code-hint')}
            {...form.register('code')}
            error={fieldMessage(errors.code)}
          />
          <FieldShell id={`${idPrefix}-color`} label={t('variants.color')} error={fieldMessage(errors.colorid)}>
            <div className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="size-9 shrink-0 rounded-lg ring-1 ring-stone-300"
                style={{ backgroundColor: color?.hexcode ?? '#ffffff' }}
              />
              <select
                id={`${idPrefix}-color`}
                className={inputClass}
                aria-invalid={errors.colorid ? true : undefined}
                {...form.register('colorid')}
              >
                <option value="">{t('form.choose')}</option>
                {options.colors.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
          </FieldShell>
          <TextField
            id={`${idPrefix}-price`}
            label={t('variants.price')}
            inputMode="decimal"
            placeholder="0.00"
            className="tabular-nums"
            hint={
              <PriceHint price={price} discount={discount} boxUnits={product.stockType === 'BOXES' ? product.unitsPerBox : undefined} />
            }
            {...form.register('price')}
            error={fieldMessage(errors.price)}
          />
          <TextField
            id={`${idPrefix}-discount`}
            label={t('variants.discount')}
            inputMode="numeric"
            className="tabular-nums"
            {...form.register('discount')}
            error={fieldMessage(errors.discount)}
          />
        </div>

        {variant ? (
          <>
            <StockEditor
              idPrefix={idPrefix}
              stockType={product.stockType}
              unitsPerBox={product.unitsPerBox}
              sizes={options.sizes}
              draft={stock}
              onChange={setStock}
              error={stockError}
            />
            <VariantImages variant={variant} />
          </>
        ) : (
          <p className="rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-600">{t('stock.save-first')}</p>
        )}

        <div className="flex flex-wrap justify-end gap-2 border-t border-stone-100 pt-4">
          {!variant && (
            <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
              {t('variants.cancel')}
            </Button>
          )}
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('form.saving') : variant ? t('variants.save') : t('variants.create')}
          </Button>
        </div>
      </form>

      {variant && (
        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title={t('variants.delete-title', { code: variant.code })}
          description={t('variants.delete-text')}
          confirmLabel={t('variants.delete')}
          variant="danger"
          pending={remove.isPending}
          onConfirm={async () => {
            try {
              const { msg } = await remove.mutateAsync(variant.prodvarid);
              notify.success(msg);
              setConfirmDelete(false);
            } catch (error) {
              notify.error(error);
            }
          }}
        />
      )}
    </article>
  );
}
