import type { SessionUser } from '@store/contracts/auth';
import { useSyncExternalStore } from 'react';

/** The one localStorage key the session lives under (SPEC.md 3). */
export const SESSION_KEY = 'calzado-andino.session';

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

function emit() {
  for (const listener of listeners) listener();
}

export const session = {
  get: () => current,
  token: () => current?.token ?? null,
  save(user: SessionUser) {
    current = user;
    localStorage.setItem(SESSION_KEY, JSON.stringify(user));
    emit();
  },
  clear() {
    if (!current && !localStorage.getItem(SESSION_KEY)) return;
    current = null;
    localStorage.removeItem(SESSION_KEY);
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

export function useSession(): SessionUser | null {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
