import type { FastifyRequest } from 'fastify';

/**
 * Whether the browser reached the store over https: the connection itself, a proxy's X-Forwarded-Proto when
 * TRUST_PROXY names it (Fastify's request.protocol), or a PUBLIC_URL that says https (a proxy that ends TLS
 * without being trusted). Decides HSTS and the page cookie's Secure flag (decision 033).
 */
export function overHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https' || request.server.config.publicUrl.startsWith('https:');
}
