import { endpoints } from '@store/contracts/endpoints/store';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { upload } from '../../../lib/files.ts';

/** «Revisar»: the pasted lines resolved on the server, or a file's (.csv, .xlsx); nothing goes into the cart. */
export function useReviewQuickOrder() {
  return useMutation({
    mutationFn: (input: { text: string } | { file: File }) => {
      if ('text' in input) return call(endpoints.buying.quickOrderReview, { body: { text: input.text } });
      const form = new FormData();
      form.append('file', input.file);
      return upload(endpoints.buying.quickOrderReviewFile, { body: form });
    },
  });
}
