import { endpoints } from '@store/contracts/endpoints/store';
import { call } from './api-client.ts';
import { session } from './session.ts';

/**
 * A session saved before the server set the page cookie (decision 033) asks for it once: the pages the
 * server renders then know their audience again. The login sets it for every new session.
 */
export async function ensurePageCookie() {
  if (!session.needsPageCookie()) return;
  try {
    await call(endpoints.auth.pageSession);
    session.pageCookieSet();
  } catch {
    // Offline, or the session ended (a 401 has already ended it here): asked again on the next start.
  }
}
