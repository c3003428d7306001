/**
 * Writes (or, with null, removes) a cookie the server reads when it renders a page (decision 026): the
 * session's token and name, the language. Never read by script, and never sent on the API's behalf.
 */
export function writeCookie(name: string, value: string | null, maxAgeSeconds?: number) {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const age = value === null ? '; Max-Age=0' : maxAgeSeconds ? `; Max-Age=${maxAgeSeconds}` : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari before 18.4 and from Firefox
  document.cookie = `${name}=${value === null ? '' : encodeURIComponent(value)}; Path=/; SameSite=Lax${secure}${age}`;
}
