import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminProduct, type AdminVariant, adminVariantForm, variantFormToBody } from '@store/contracts/admin-products';
import { toDollars } from '@store/contracts/pricing';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { useCreateVariant } from './api/create-variant.ts';
import { productDetailKey } from './api/get-admin-product.ts';
import { useSaveVariant } from './api/save-variant.ts';
import { rebaseStock, type StockDraft, stockChanges, stockDraft, stockMoved } from './stock-editor.tsx';

/** Cents as the price field shows them: '45.50'. */
const centsToField = (cents: number) => toDollars(cents).toFixed(2);

function formValues(variant?: AdminVariant) {
  return {
    code: variant?.code ?? '',
    colorid: variant ? String(variant.colorid) : '',
    price: variant ? centsToField(variant.priceCents) : '',
    discount: variant ? String(variant.discountPercent) : '0',
  };
}

/**
 * A variant card's state: its fields, its stock inputs and how saving them goes. A new variant (no `variant`)
 * is created from its fields; a saved one sends its fields and the stock rows the inputs changed in one
 * request, and a refused save (stock sold meanwhile) shows what the server has now.
 */
export function useVariantEditor({
  product,
  variant,
  idPrefix,
  onDone,
  onDirtyChange,
}: {
  product: AdminProduct;
  variant?: AdminVariant;
  idPrefix: string;
  onDone?: () => void;
  onDirtyChange?: (key: string, dirty: boolean) => void;
}) {
  const form = useForm({ resolver: zodResolver(adminVariantForm), defaultValues: formValues(variant), mode: 'onTouched' });
  // `base`: the stock the editing started from (sent as `expected`); `draft`: what the inputs hold.
  const [editor, setEditor] = useState(() => ({ base: stockDraft(variant), draft: stockDraft(variant) }));
  const [stockError, setStockError] = useState<string>();
  const queryClient = useQueryClient();
  const create = useCreateVariant();
  const save = useSaveVariant();

  // Edits not saved yet: the fields, or a stock quantity (a value that is not a number counts too).
  const pendingStock = variant ? stockChanges(product.stockType, editor.base, editor.draft) : { changes: [] };
  const dirty = form.formState.isDirty || 'error' in pendingStock || pendingStock.changes.length > 0;
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

  const setStock = (draft: StockDraft) => {
    setEditor((e) => ({ ...e, draft }));
    setStockError(undefined);
  };

  return { form, stock: editor.draft, setStock, stockError, onSubmit };
}
