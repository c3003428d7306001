import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminProduct,
  type AdminProductInput,
  type AdminProductOptions,
  adminProductBody,
  PRODUCT_FORM_LOOKUPS,
} from '@store/contracts/admin-products';
import { LOOKUPS, type ProductLookupColumn } from '@store/contracts/catalog-lookups';
import { BOX_UNITS, MAX_UNITS_PER_BOX, STOCK_TYPES, type StockType } from '@store/contracts/constants';
import { sizeRunText } from '@store/contracts/size-run';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { fieldMessage } from '../../../components/form/form-message.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldShell, inputClass, SelectField, TextField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import adminProductsMessages from '../../../locales/admin-products.ts';
import { Panel } from '../components/page-header.tsx';
import { useSaveProduct } from './api/save-product.ts';
import { SwitchField } from './switch-field.tsx';

/** The form's selects: a lookup's id field, its list of choices and its label (the registry's one-value name). */
const SELECTS = PRODUCT_FORM_LOOKUPS.map((name) => ({ field: LOOKUPS[name].id, list: name, label: LOOKUPS[name].field }));

/** What the inputs hold: '' in the selects until one is chosen. */
type ProductFormValues = {
  name: string;
  description: string;
  stockType: StockType | '';
  unitsPerBox: number;
  boxSizeRun: string;
  preventa: boolean;
  active: boolean;
} & Record<ProductLookupColumn, string>;

function initialValues(product?: AdminProduct): ProductFormValues {
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    stockType: product?.stockType ?? '',
    unitsPerBox: product?.unitsPerBox ?? BOX_UNITS,
    boxSizeRun: sizeRunText(product?.boxSizeRun ?? null),
    preventa: product?.preventa ?? false,
    active: product?.active ?? true,
    ...(Object.fromEntries(SELECTS.map(({ field }) => [field, product ? String(product[field]) : ''])) as Record<
      ProductLookupColumn,
      string
    >),
  };
}

/** The product's own fields. Creating one answers its new id (the page then opens it to add variants). */
export function ProductForm({
  product,
  options,
  onCreated,
  onDirtyChange,
}: {
  product?: AdminProduct;
  options: AdminProductOptions;
  onCreated?: (id: number) => void;
  /** whether the fields hold edits not saved yet (reported under the key 'product') */
  onDirtyChange?: (key: string, dirty: boolean) => void;
}) {
  const { t } = useTranslation(adminProductsMessages);
  const save = useSaveProduct();
  const form = useForm({
    resolver: zodResolver(adminProductBody),
    // '' in the selects until one is chosen: the schema's messages say what is missing
    defaultValues: initialValues(product) as unknown as AdminProductInput,
    mode: 'onTouched',
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  useEffect(() => onDirtyChange?.('product', isDirty), [onDirtyChange, isDirty]);
  useEffect(() => () => onDirtyChange?.('product', false), [onDirtyChange]);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const { msg, productid } = await save.mutateAsync({ id: product?.productid ?? null, body });
      notify.success(msg);
      if (product) form.reset(form.getValues());
      else onCreated?.(productid);
    } catch (error) {
      notify.error(error);
    }
  });

  return (
    <Panel title={t('form.general')}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t('form.general')}>
        <TextField id="product-name" label={t('form.name')} maxLength={150} {...form.register('name')} error={fieldMessage(errors.name)} />
        <FieldShell id="product-description" label={t('form.description')} error={fieldMessage(errors.description)}>
          <textarea
            id="product-description"
            rows={4}
            maxLength={4000}
            className={`${inputClass} h-auto py-2`}
            {...form.register('description')}
          />
        </FieldShell>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <div className="sm:col-span-2 lg:col-span-4">
            <SelectField
              id="product-stock-type"
              label={t('form.stock-type')}
              {...form.register('stockType')}
              error={fieldMessage(errors.stockType)}
            >
              <option value="">{t('form.choose')}</option>
              {STOCK_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`stock-types.${type}`)}
                </option>
              ))}
            </SelectField>
            {!errors.stockType && <p className="mt-1.5 text-xs text-stone-500">{t('form.stock-type-hint')}</p>}
          </div>
          {form.watch('stockType') === 'BOXES' && (
            <div className="sm:col-span-2 lg:col-span-4">
              <TextField
                id="product-units-per-box"
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_UNITS_PER_BOX}
                label={t('form.units-per-box')}
                {...form.register('unitsPerBox', { valueAsNumber: true, shouldUnregister: true })}
                error={fieldMessage(errors.unitsPerBox)}
              />
              {!errors.unitsPerBox && <p className="mt-1.5 text-xs text-stone-500">{t('form.units-per-box-hint')}</p>}
            </div>
          )}
          {form.watch('stockType') === 'BOXES' && (
            <div className="sm:col-span-2 lg:col-span-4">
              <TextField
                id="product-box-size-run"
                label={t('form.box-size-run')}
                placeholder="38:1, 39:2, 40:3, 41:3, 42:2, 43:1"
                {...form.register('boxSizeRun', { shouldUnregister: true })}
                error={fieldMessage(errors.boxSizeRun)}
              />
              {!errors.boxSizeRun && <p className="mt-1.5 text-xs text-stone-500">{t('form.box-size-run-hint')}</p>}
            </div>
          )}
          {SELECTS.map(({ field, list, label }) => (
            <SelectField
              key={field}
              id={`product-${field}`}
              label={t(`form.${label}`)}
              {...form.register(field)}
              error={fieldMessage(errors[field])}
            >
              <option value="">{t('form.choose')}</option>
              {options[list].map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </SelectField>
          ))}
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <Controller
            control={form.control}
            name="preventa"
            render={({ field }) => (
              <SwitchField
                id="product-preventa"
                label={t('form.preventa')}
                hint={t('form.preventa-hint')}
                checked={Boolean(field.value)}
                onChange={field.onChange}
              />
            )}
          />
          <Controller
            control={form.control}
            name="active"
            render={({ field }) => (
              <SwitchField
                id="product-active"
                label={t('form.active')}
                hint={t('form.active-hint')}
                checked={Boolean(field.value)}
                onChange={field.onChange}
              />
            )}
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('form.saving') : product ? t('form.save') : t('form.create')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
