/**
 * The page cookie (decision 033), written by the server only: HttpOnly (no script reads it), SameSite=Lax,
 * Secure over https. It selects a rendered page's audience and opens no route of the API.
 */
import { SESSION_COOKIE } from '@store/contracts/page-render';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { overHttps } from '../../lib/https.ts';

/** The name the browser wrote beside the bearer before decision 033: cleared whenever the page cookie is written. */
const OLD_NAME_COOKIE = 'ca_name';

const cookie = (request: FastifyRequest, name: string, value: string, maxAgeSeconds: number) =>
  `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${overHttps(request) ? '; Secure' : ''}`;

/** Gives the browser its page token (base64url: nothing to escape), for as long as the session lasts. */
export function setPageCookie(request: FastifyRequest, reply: FastifyReply, pageToken: string, maxAgeSeconds: number) {
  reply.header('set-cookie', [cookie(request, SESSION_COOKIE, pageToken, maxAgeSeconds), cookie(request, OLD_NAME_COOKIE, '', 0)]);
}

export function clearPageCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.header('set-cookie', [cookie(request, SESSION_COOKIE, '', 0), cookie(request, OLD_NAME_COOKIE, '', 0)]);
}
