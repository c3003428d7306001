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

/**
 * The same for a confirmation the server may refuse by a rule (a group still in use, the last Administrador): the
 * dialog closes either way, and the refusal, the server's sentence, stays on screen longer.
 */
export const toastAndClose = (close: () => void) => ({
  onSuccess: (res: { msg: string }) => {
    notify.success(res.msg);
    close();
  },
  onError: (error: unknown) => {
    notify.error(error, 8000);
    close();
  },
});
