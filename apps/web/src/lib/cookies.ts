/**
 * Writes a cookie the server reads when it renders a page (decision 026): the
 * language. The session's page cookie is the server's alone, HttpOnly (decision 033): never written here.
 */
export function writeCookie(name: string, value: string, maxAgeSeconds?: number) {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const age = maxAgeSeconds ? `; Max-Age=${maxAgeSeconds}` : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari before 18.4 and from Firefox
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${secure}${age}`;
}
