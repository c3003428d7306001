import { useCallback, useState } from 'react';
import { useSession } from '../../../lib/session.ts';

const storageKey = (userid: number) => `calzado-andino.discount-code.${userid}`;

function read(key: string | null): string {
  try {
    return (key && sessionStorage.getItem(key)) || '';
  } catch {
    return '';
  }
}

/**
 * The discount code the distributor applied. It is kept for this tab (sessionStorage, per account) so that a
 * reload or a visit to another page asks the server for it again instead of dropping it.
 */
export function useDiscountCode() {
  const user = useSession();
  const key = user ? storageKey(user.userid) : null;
  const [code, setCode] = useState(() => read(key));
  const change = useCallback(
    (next: string) => {
      setCode(next);
      if (!key) return;
      try {
        if (next) sessionStorage.setItem(key, next);
        else sessionStorage.removeItem(key);
      } catch {
        // Storage refused (private mode, quota): the code still applies until the page is left.
      }
    },
    [key],
  );
  return [code, change] as const;
}
