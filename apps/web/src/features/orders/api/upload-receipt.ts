import { endpoints } from '@store/contracts/endpoints/store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { upload } from '../../../lib/files.ts';
import { myOrdersKey } from '../../../lib/query-keys.ts';

/**
 * «Subir comprobante»: sends one file as the form's `receipt` and reports its progress (0..1); the order's
 * payment state (its detail, its row in the list) is read again once it is in.
 */
export function useUploadReceipt(orderId: number) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      const body = new FormData();
      body.append('receipt', file);
      return upload(endpoints.payments.upload, { params: { id: orderId }, body }, { onProgress: setProgress });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myOrdersKey }),
  });
  return { ...mutation, progress };
}
