import { Type } from '@sinclair/typebox';
import type { Db } from '../db/database';
import { InputError } from '../errors';
import { errorResponses } from '../http/schema-helpers';
import type { TypedFastify } from '../http/type-provider';
import { normalizeEmail, normalizePhone } from 'shared-domain';
import { readOutbox } from './delivery';

const outboxSchema = {
  summary: 'Messages kept by OTP_DELIVERY=outbox, newest first (development only)',
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
    ...errorResponses(400),
  },
};

/** GET /dev/outbox?to=…; registered only for the outbox delivery outside production. */
export function registerOutboxRoute(app: TypedFastify, db: Db): void {
  app.get('/dev/outbox', { schema: outboxSchema }, async (request) => {
    const raw = request.query.to.trim();
    // The address as stored: a phone becomes +91XXXXXXXXXX, an e-mail lower case.
    const to = normalizePhone(raw) ?? normalizeEmail(raw) ?? raw.toLowerCase();
    if (!to) throw new InputError('Give the address: ?to=<e-mail or phone>');
    return { messages: await readOutbox(db, to) };
  });
}
