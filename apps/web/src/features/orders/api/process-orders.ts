import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Confirms the new orders: the server sends the order e-mails to the distributor and the store. */
export const processOrders = () => api<{ ok: true; msg: string }>('product/process_orders');

export function useProcessOrders() {
  return useMutation({ mutationFn: processOrders });
}
