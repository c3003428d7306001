import type { SessionUser } from '@store/contracts/auth';
import { SESSION_COOKIE, SESSION_NAME_COOKIE } from '@store/contracts/page-render';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { writeCookie } from './cookies.ts';
import { forgetOfflineCopies } from './offline-caches.ts';

/** The one localStorage key the session lives under (SPEC.md 3). */
export const SESSION_KEY = 'calzado-andino.session';

/** The name a signed-in page greets: the company's, else the person's. */
export const displayName = (user: SessionUser) => user.company_name || user.name;

/**
 * The session travels with each page request as a cookie too, so that the server renders the page for its
 * audience (decision 026); the API itself reads only the Authorization header, so the cookie opens no door
 * to a forged request. The name the page greets goes beside it: the server's cached page leaves a mark for it.
 */
function writeCookies(user: SessionUser | null) {
  writeCookie(SESSION_COOKIE, user?.token ?? null);
  writeCookie(SESSION_NAME_COOKIE, user ? displayName(user) : null);
}

type Listener = () => void;
const listeners = new Set<Listener>();

function read(): SessionUser | null {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    const user = raw ? (JSON.parse(raw) as SessionUser) : null;
    return user && typeof user.token === 'string' ? user : null;
  } catch {
    return null;
  }
}

let current = read();
// A session saved before the cookie existed gets it now.
if (current && typeof document !== 'undefined' && !document.cookie.includes(`${SESSION_COOKIE}=`)) writeCookies(current);

function emit() {
  for (const listener of listeners) listener();
}

export const session = {
  get: () => current,
  token: () => current?.token ?? null,
  save(user: SessionUser) {
    if (current?.token !== user.token) forgetOfflineCopies();
    current = user;
    localStorage.setItem(SESSION_KEY, JSON.stringify(user));
    writeCookies(user);
    emit();
  },
  clear() {
    if (!current && !localStorage.getItem(SESSION_KEY)) return;
    current = null;
    forgetOfflineCopies();
    localStorage.removeItem(SESSION_KEY);
    writeCookies(null);
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
