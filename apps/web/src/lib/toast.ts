// The toast library and the message catalogue load after the first paint: nothing toasts before the
// page has something to say, and the landing page's scripts stay small.
const load = () => Promise.all([import('sonner'), import('./messages.ts')]);

export const notify = {
  success: (message: string, duration?: number) => {
    void load().then(([{ toast }, { translateMessage }]) => toast.success(translateMessage(message), { duration }));
  },
  /** A notice that stays until answered, with one button (a new version: «Recargar»). */
  action: (message: string, label: string, onClick: () => void) => {
    void load().then(([{ toast }]) => toast(message, { duration: Number.POSITIVE_INFINITY, action: { label, onClick } }));
  },
  // The same sentence twice (a page and the login it leads to, a field and its blur) is one toast, not a stack.
  error: (error: unknown, duration?: number) => {
    void load().then(([{ toast }, { errorMessage }]) => {
      const message = errorMessage(error);
      toast.error(message, { duration, id: `error:${message}` });
    });
  },
};
