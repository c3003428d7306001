// The toast library and the message catalogue load after the first paint: nothing toasts before the
// page has something to say, and the landing page's scripts stay small.
const load = () => Promise.all([import('sonner'), import('./messages.ts')]);

export const notify = {
  success: (message: string, duration?: number) => {
    void load().then(([{ toast }, { translateMessage }]) => toast.success(translateMessage(message), { duration }));
  },
  /** Something done that can be taken back: a success with one button («Deshacer»), shown long enough to reach it. */
  undoable: (message: string, label: string, onUndo: () => void) => {
    void load().then(([{ toast }, { translateMessage }]) =>
      toast.success(translateMessage(message), { duration: 8000, action: { label, onClick: onUndo } }),
    );
  },
  /** A notice that stays until answered, with one button (a new version: «Recargar»). */
  action: (message: string, label: string, onClick: () => void) => {
    void load().then(([{ toast }]) => toast(message, { duration: Number.POSITIVE_INFINITY, action: { label, onClick } }));
  },
  /** Runs a call and says how it went: its answer's message, or why it failed. */
  outcome: async (action: () => Promise<{ msg: string }>) => {
    try {
      notify.success((await action()).msg);
    } catch (error) {
      notify.error(error);
    }
  },
  // The same sentence twice (a page and the login it leads to, a field and its blur) is one toast, not a stack.
  error: (error: unknown, duration?: number) => {
    void load().then(([{ toast }, { errorMessage }]) => {
      const message = errorMessage(error);
      toast.error(message, { duration, id: `error:${message}` });
    });
  },
};
