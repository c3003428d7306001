import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminProduct,
  type AdminProductOptions,
  type AdminVariant,
  adminVariantForm,
  dollarsToCents,
  parseDiscount,
  variantFormToBody,
} from '@store/contracts/admin-products';
import { boxCents, discountedCents, formatCents, toDollars, vatBreakdown } from '@store/contracts/pricing';
import { isLowStock } from '@store/contracts/stock';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FieldShell, inputClass, TextField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { fieldMessage } from '../../auth/components/form-message.ts';
import { Badge } from '../components/badge.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { productDetailKey, useCreateVariant, useDeleteVariant, useSaveVariant } from './api.ts';
import { rebaseStock, StockEditor, stockChanges, stockDraft, stockMoved } from './stock-editor.tsx';
import { VariantImages } from './variant-images.tsx';

/** Cents as the price field shows them: '45.50'. */
export const centsToField = (cents: number) => toDollars(cents).toFixed(2);

function formValues(variant?: AdminVariant) {
  return {
    code: variant?.code ?? '',
    colorid: variant ? String(variant.colorid) : '',
    price: variant ? centsToField(variant.priceCents) : '',
    discount: variant ? String(variant.discountPercent) : '0',
  };
}

/**
 * What the price typed means: without VAT and, with a discount, what the distributor pays; the price is
 * per pair (or unit), so a box product also shows what one box costs.
 */
export function PriceHint({ price, discount, boxUnits }: { price: string; discount: string; boxUnits?: number }) {
  const { t } = useTranslation('admin-products');
  const cents = dollarsToCents(price ?? '');
  if (cents === null) return null;
  const percent = parseDiscount(discount ?? '') ?? 0;
  const { subtotalCents, vatCents } = vatBreakdown(cents);
  return (
    <span data-testid="price-hint">
      {percent > 0
        ? t('variants.price-hint-discount', { net: formatCents(subtotalCents), final: formatCents(discountedCents(cents, percent)) })
        : t('variants.price-hint', { net: formatCents(subtotalCents), vat: formatCents(vatCents) })}
      {boxUnits !== undefined &&
        ` · ${t('variants.price-hint-box', { units: boxUnits, box: formatCents(boxCents(cents, percent, boxUnits)) })}`}
    </span>
  );
}

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
  const { t } = useTranslation('admin-products');
  const idPrefix = `variant-${variant?.prodvarid ?? 'new'}`;
  const form = useForm({ resolver: zodResolver(adminVariantForm), defaultValues: formValues(variant), mode: 'onTouched' });
  const { errors, isSubmitting, isDirty } = form.formState;
  // `base`: the stock the editing started from (sent as `expected`); `stock`: what the inputs hold.
  const [editor, setEditor] = useState(() => ({ base: stockDraft(variant), draft: stockDraft(variant) }));
  const stock = editor.draft;
  const [stockError, setStockError] = useState<string>();
  const queryClient = useQueryClient();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const create = useCreateVariant();
  const save = useSaveVariant();
  const remove = useDeleteVariant();

  const colorid = form.watch('colorid');
  const price = form.watch('price');
  const discount = form.watch('discount');
  const color = options.colors.find((c) => String(c.id) === String(colorid));
  const total = variant?.stock.reduce((sum, s) => sum + s.quantity, 0) ?? 0;

  // Edits not saved yet: the fields, or a stock quantity (a value that is not a number counts too).
  const pendingStock = variant ? stockChanges(product.stockType, editor.base, editor.draft) : { changes: [] };
  const dirty = isDirty || 'error' in pendingStock || pendingStock.changes.length > 0;
  useEffect(() => onDirtyChange?.(idPrefix, dirty), [onDirtyChange, idPrefix, dirty]);
  useEffect(() => () => onDirtyChange?.(idPrefix, false), [onDirtyChange, idPrefix]);

  // The variant was read again (after a save, or another card's): untouched inputs follow what the server has.
  const serverStock = JSON.stringify(variant?.stock ?? []);
  useEffect(() => {
    const server = stockDraft({ stock: JSON.parse(serverStock) });
    setEditor((e) => rebaseStock(e.base, e.draft, server));
  }, [serverStock]);

  /** After a save or a refused one: the stock as the server has it now (the save's answer already read it again). */
  const serverNow = () => {
    const fresh = queryClient.getQueryData<AdminProduct>(productDetailKey(product.productid));
    return stockDraft(fresh?.variants.find((v) => v.prodvarid === variant?.prodvarid) ?? variant);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const body = variantFormToBody(values);
    try {
      if (!variant) {
        const { msg } = await create.mutateAsync({ productId: product.productid, body });
        notify.success(msg);
        onDone?.();
        return;
      }
      const checked = stockChanges(product.stockType, editor.base, editor.draft);
      if ('error' in checked) {
        setStockError(checked.error);
        return;
      }
      setStockError(undefined);
      const stockBody = checked.changes.length ? { stock: checked.changes } : {};
      try {
        const { msg } = await save.mutateAsync({ id: variant.prodvarid, body: { ...body, ...stockBody } });
        notify.success(msg);
        form.reset({ ...values, code: body.code, price: centsToField(body.priceCents), discount: String(body.discountPercent) });
        const now = serverNow();
        setEditor({ base: now, draft: now });
      } catch (error) {
        // Stock sold or changed meanwhile: nothing was saved. The sizes that changed show what there is now.
        const now = serverNow();
        if (error instanceof ApiError && error.status === 409 && stockMoved(editor.base, now, checked.changes)) {
          setEditor((e) => rebaseStock(e.base, e.draft, now, true));
          setStockError(error.message);
        }
        throw error;
      }
    } catch (error) {
      notify.error(error);
    }
  });

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
              onChange={(next) => {
                setEditor((e) => ({ ...e, draft: next }));
                setStockError(undefined);
              }}
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
