import type { FastifyReply } from 'fastify';

/**
 * A 400 naming each wrong value (`fields`), in the words a page shows beside its field; the
 * message lists them all for a client that shows one line.
 */
export function refuseFields(reply: FastifyReply, fields: Partial<Record<string, string>>): FastifyReply {
  const entries = Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string');
  return reply.code(400).send({ error: 'bad_request', message: entries.map(([f, m]) => `${f}: ${m}`).join('; '), fields: Object.fromEntries(entries) });
}
