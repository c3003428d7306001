import type { FastifyReply } from 'fastify';

/** Sends an already serialised JSON body (a cached catalogue response) without serialising it again. */
export const sendJson = (reply: FastifyReply, json: string) => reply.type('application/json').send(json);
