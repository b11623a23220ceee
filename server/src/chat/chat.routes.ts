import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CHAT_MESSAGE_MAX, chatGreeting, chatResume, chatTurn, checkText, indiaDay, type ChatTurn } from 'shared-domain';
import { ConflictError, InputError, NotFoundError } from '../errors';
import type { TypedFastify } from '../http/type-provider';
import { byClient, rateLimitHook, type LimitRule } from '../rate-limit/rate-limit.hook';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { ChatMessage, ChatRepository, ChatThread } from './chat.repository';
import { chatMessageSchema, chatThreadSchema } from './chat.schema';
import type { Rephrase } from './chat-llm';

/** The httpOnly cookie that names a guest's browser, so its threads are its own. */
export const VISITOR_COOKIE = 'mm_visitor';
/** A year: a guest coming back finds the thread the widget remembers. */
const VISITOR_MAX_AGE_S = 365 * 24 * 60 * 60;
const VISITOR_ID = /^[A-Za-z0-9_-]{22,64}$/;
/** The most messages one thread keeps; a brief takes a few dozen. */
export const CHAT_THREAD_MAX_MESSAGES = 400;
const CHANGED = 'Another message changed this conversation at the same time; reload it and send again';

export type ChatRouteDeps = {
  threads: ChatRepository;
  limiter: RateLimiter;
  /** CHAT_RATE_LIMIT per CHAT_RATE_WINDOW_MINUTES. */
  limit: LimitRule;
  rephrase: Rephrase;
  now: () => Date;
};

/** The visitor id the request's cookie carries, if well formed. */
function visitorCookie(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === VISITOR_COOKIE) {
      const value = rest.join('=');
      return VISITOR_ID.test(value) ? value : null;
    }
  }
  return null;
}

/** The owner keys of the caller: the signed-in user's, and the browser's (a new visitor cookie is set when it has none). */
function callerOf(request: FastifyRequest, reply: FastifyReply): { user: string | null; visitor: string } {
  let id = visitorCookie(request);
  if (!id) {
    id = randomBytes(24).toString('base64url');
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header('set-cookie', `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=${VISITOR_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}`);
  }
  // Stored hashed: the table alone opens no guest's thread.
  const visitor = `visitor:${createHash('sha256').update(id).digest('base64url')}`;
  return { user: request.user ? `user:${request.user._id}` : null, visitor };
}

/**
 * The caller's thread, or 404 as if it did not exist. A signed-in user's thread is theirs
 * alone; a guest's is its browser's, and passes to the user who signs in on that browser.
 */
async function ownThread(threads: ChatRepository, id: string, caller: { user: string | null; visitor: string }): Promise<ChatThread> {
  const thread = await threads.find(id);
  const mine = thread && (thread.owner === caller.user || thread.owner === caller.visitor);
  if (!thread || !mine) throw new NotFoundError('There is no conversation with this id');
  if (!caller.user || thread.owner === caller.user) return thread;
  // The guest signed in: the thread becomes the user's, so signing out leaves it behind.
  const claimed = { ...thread, owner: caller.user };
  if (!(await threads.update(claimed))) throw new ConflictError(CHANGED);
  return { ...claimed, version: claimed.version + 1 };
}

function answer(thread: ChatThread, turn: ChatTurn) {
  return { threadId: thread.id, messages: thread.messages, fieldName: turn.fieldName, suggestions: turn.suggestions, brief: turn.brief };
}

/** POST /chatbot (a message) and GET /chatbot/{threadId} (the thread as it stands): the brief assistant. */
export function registerChatRoutes(app: TypedFastify, deps: ChatRouteDeps): void {
  const { threads, rephrase, now } = deps;
  const limit = rateLimitHook(deps.limiter, { ...deps.limit, name: 'chat', what: 'Too many chat messages from this address' }, byClient);
  /** The rules' reply, reworded by the model when one is set (never the summary, whose figures must stay as they are). */
  const wordsOf = async (turn: ChatTurn) => (turn.fieldName === null ? turn.reply : rephrase(turn.reply));

  app.post('/chatbot', { schema: chatMessageSchema, onRequest: limit }, async (request, reply) => {
    const checked = checkText('The message', request.body.message, { max: CHAT_MESSAGE_MAX, multiline: true });
    if (!checked.ok) throw new InputError(checked.message);
    const text = checked.value;
    const caller = callerOf(request, reply);
    const today = indiaDay(now());
    const { threadId } = request.body;

    if (threadId === undefined) {
      const greeting = chatGreeting(today);
      const opened: ChatMessage[] = [{ role: 'assistant', content: await wordsOf(greeting) }];
      if (text === '') return answer(await threads.create(caller.user ?? caller.visitor, greeting.state, opened), greeting);
      const turn = chatTurn(greeting.state, text, today);
      const messages: ChatMessage[] = [...opened, { role: 'user', content: text }, { role: 'assistant', content: await wordsOf(turn) }];
      return answer(await threads.create(caller.user ?? caller.visitor, turn.state, messages), turn);
    }

    const thread = await ownThread(threads, threadId, caller);
    if (text === '') return answer(thread, chatResume(thread.state, today));
    if (thread.messages.length + 2 > CHAT_THREAD_MAX_MESSAGES) {
      throw new InputError('This conversation has reached its length limit; close the chat and start a new one');
    }
    const turn = chatTurn(thread.state, text, today);
    const next: ChatThread = {
      ...thread,
      state: turn.state,
      messages: [...thread.messages, { role: 'user', content: text }, { role: 'assistant', content: await wordsOf(turn) }],
    };
    if (!(await threads.update(next))) throw new ConflictError(CHANGED);
    return answer(next, turn);
  });

  app.get('/chatbot/:threadId', { schema: chatThreadSchema }, async (request, reply) => {
    const caller = callerOf(request, reply);
    const thread = await ownThread(threads, request.params.threadId, caller);
    return answer(thread, chatResume(thread.state, indiaDay(now())));
  });
}
