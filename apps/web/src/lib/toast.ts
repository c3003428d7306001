// The toast library and the message catalogue load after the first paint: nothing toasts before the
// page has something to say, and the landing page's scripts stay small.
const load = () => Promise.all([import('sonner'), import('./messages.ts')]);

export const notify = {
  success: (message: string, duration?: number) => {
    void load().then(([{ toast }, { translateMessage }]) => toast.success(translateMessage(message), { duration }));
  },
  error: (error: unknown, duration?: number) => {
    void load().then(([{ toast }, { errorMessage }]) => toast.error(errorMessage(error), { duration }));
  },
};
