import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { InputError, NoRouteError } from '../errors';
import { errorResponses } from '../http/schema-helpers';
import type { TypedFastify } from '../http/type-provider';
import { normalizeEmail, normalizePhone } from 'shared-domain';
import type { OutboxRepository } from './outbox.repository';

const outboxSchema = {
  summary: 'Messages kept by OTP_DELIVERY=outbox, newest first (development only; answers requests from this machine only)',
  tags: ['dev'],
  querystring: Type.Object({ to: Type.String({ minLength: 1, maxLength: 254, description: 'E-mail address or phone number' }) }),
  response: {
    200: Type.Object({
      messages: Type.Array(
        Type.Object({
          _id: Type.String(),
          to: Type.String(),
          channel: Type.Unsafe<'email' | 'sms'>({ type: 'string', enum: ['email', 'sms'] }),
          subject: Type.String(),
          text: Type.String(),
          createdAt: Type.String(),
        }),
      ),
    }),
    ...errorResponses(400, 404),
  },
};

/** Loopback addresses: the machine itself (IPv4, IPv6 and IPv4-mapped IPv6). */
function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

/**
 * Only a request made on this machine may read the outbox: its socket is a loopback address
 * and no proxy forwarded it (a proxy on the same machine connects from loopback for everyone,
 * and says so with a forwarding header). Anyone else gets the 404 of a route that is not there.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined || request.headers['x-real-ip'] !== undefined;
  return !forwarded && isLoopback(request.socket.remoteAddress) && isLoopback(request.ip);
}

/**
 * GET /dev/outbox?to=…; registered only for the outbox delivery outside production, and
 * answering only requests from this machine (it hands out anyone's sign-in code).
 */
export function registerOutboxRoute(app: TypedFastify, outbox: OutboxRepository): void {
  const localOnly = async (request: FastifyRequest) => {
    if (!fromThisMachine(request)) throw new NoRouteError(request.method);
  };
  app.get('/dev/outbox', { schema: outboxSchema, onRequest: localOnly }, async (request) => {
    const raw = request.query.to.trim();
    // The address as stored: a phone becomes +91XXXXXXXXXX, an e-mail lower case.
    const to = normalizePhone(raw) ?? normalizeEmail(raw) ?? raw.toLowerCase();
    if (!to) throw new InputError('Give the address: ?to=<e-mail or phone>');
    return { messages: await outbox.read(to) };
  });
}
