import { Type } from '@sinclair/typebox';
import type { TypedFastify } from '../http/type-provider';

const healthSchema = {
  summary: 'Liveness: answers without touching the database',
  tags: ['health'],
  response: { 200: Type.Object({ status: Type.Literal('ok') }) },
};

/** GET /health; the hello-world route the benchmark compares with. */
export function registerHealthRoute(app: TypedFastify): void {
  app.get('/health', { schema: healthSchema }, async () => ({ status: 'ok' as const }));
}
