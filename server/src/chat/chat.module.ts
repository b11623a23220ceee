import type { Db } from '../db/database';
import type { TypedFastify } from '../http/type-provider';
import type { LimitRule } from '../rate-limit/rate-limit.hook';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { ChatConfig } from './chat-config';
import { createRephrase } from './chat-llm';
import { createChatRepository } from './chat.repository';
import { registerChatRoutes } from './chat.routes';

export type { ChatConfig } from './chat-config';

/** The brief assistant wired for service A: its store, limit and (optional) rewording model. */
export function registerChatModule(app: TypedFastify, deps: { db: Db; now: () => Date; limiter: RateLimiter; limit: LimitRule; config?: ChatConfig }): void {
  registerChatRoutes(app, {
    threads: createChatRepository(deps.db, deps.now),
    limiter: deps.limiter,
    limit: deps.limit,
    rephrase: createRephrase(deps.config?.llm ?? null, app.log),
    now: deps.now,
  });
}
