/**
 * What may wait until a server-rendered page is the browser's (decision 038): the session menus, the toast
 * area. The entry holds it before hydrating; the app lets it go once its first render is committed. A page
 * the browser draws itself (and the server, and the tests) never waits.
 */
let hydrated: Promise<void> = Promise.resolve();
let release = () => {};

/** Called by the entry before it hydrates a server-rendered page. */
export function holdUntilHydrated() {
  hydrated = new Promise((resolve) => {
    release = resolve;
  });
}

/** Called by the app once its first render is committed (app.tsx). */
export function markHydrated() {
  release();
}

/** Resolves a turn of the event loop after the hydration (at once when there is none). */
export const afterHydration = (): Promise<void> => hydrated.then(() => new Promise((resolve) => setTimeout(resolve, 0)));
