import { notify } from '../../../lib/toast.ts';

/**
 * What a confirmed change does with the server's answer: its `msg` as a toast, then `done` (close the dialog);
 * a refusal as a toast with the server's message.
 */
export const toastResult = (done: () => void) => ({
  onSuccess: (res: { msg: string }) => {
    notify.success(res.msg);
    done();
  },
  onError: (error: unknown) => notify.error(error),
});
