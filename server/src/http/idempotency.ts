import { Type } from '@sinclair/typebox';

/** The `Idempotency-Key` request header, as every route that honours it declares it. */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({
    minLength: 1, maxLength: 200, pattern: '^[\\x21-\\x7E]+$',
    description: 'A repeat of this request with the same key within 24 h replays the first answer instead of acting again (safe double clicks and retries)',
  })),
});

/** The answer header that marks a replayed answer. */
export const REPLAYED_HEADER = 'idempotent-replayed';
