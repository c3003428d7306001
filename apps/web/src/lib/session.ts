import type { SessionUser } from '@store/contracts/auth';
import { greetingName } from '@store/contracts/page-render';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { forgetOfflineCopies } from './offline-caches.ts';

/** The one localStorage key the session lives under (docs/product.md §3). */
export const SESSION_KEY = 'calzado-andino.session';
/**
 * Set when the server has given this session its page cookie (decision 033): at login, or asked for once
 * by a session saved before that cookie existed (lib/page-cookie.ts). The cookie itself is HttpOnly.
 */
const PAGE_COOKIE_KEY = 'calzado-andino.page-cookie';
const markPageCookieSet = () => localStorage.setItem(PAGE_COOKIE_KEY, '1');

/** The name a signed-in page greets: the company's, else the person's. */
export const displayName = (user: SessionUser) => greetingName(user);

type Listener = () => void;
const listeners = new Set<Listener>();

function read(): SessionUser | null {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    const user = raw ? (JSON.parse(raw) as SessionUser) : null;
    if (!user || typeof user.token !== 'string') return null;
    // A session saved before companies (docs/product.md §28) has no place in one: a distributor was its own owner.
    return { ...user, company_role: user.company_role ?? (user.role === 'DISTRIBUTOR' ? 'OWNER' : null) };
  } catch {
    return null;
  }
}

let current = read();

function emit() {
  for (const listener of listeners) listener();
}

export const session = {
  get: () => current,
  token: () => current?.token ?? null,
  /** Saves the session the login answered with (its answer also set the page cookie). */
  save(user: SessionUser) {
    if (current?.token !== user.token) forgetOfflineCopies();
    current = user;
    localStorage.setItem(SESSION_KEY, JSON.stringify(user));
    markPageCookieSet();
    emit();
  },
  /** A session kept here whose page cookie the server has not set yet (saved before decision 033). */
  needsPageCookie: () => current !== null && localStorage.getItem(PAGE_COOKIE_KEY) === null,
  pageCookieSet: markPageCookieSet,
  clear() {
    if (!current && !localStorage.getItem(SESSION_KEY)) return;
    current = null;
    forgetOfflineCopies();
    localStorage.removeItem(SESSION_KEY);
    localStorage.removeItem(PAGE_COOKIE_KEY);
    emit();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Another tab logging in or out changes this one too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_KEY && event.key !== null) return;
    current = read();
    emit();
  });
}

/**
 * The session the server rendered the page with: on the server, its audience's (personal values are
 * marks it fills in per request); in the browser while hydrating, this browser's own session when the
 * server rendered for a signed-in audience, none when it rendered for a visitor.
 */
export const RenderedSession = createContext<SessionUser | null>(null);

export function useSession(): SessionUser | null {
  const rendered = useContext(RenderedSession);
  return useSyncExternalStore(session.subscribe, session.get, () => rendered);
}
