import type { AxiosResponse } from 'axios';
import { ApiError, type ApiClients, type Brief } from 'shared-domain';

/** A brief assistant thread as the widget shows it (POST /api/chatbot, GET /api/chatbot/{threadId}). */
export type ChatThreadView = {
  threadId: string;
  messages: { role: 'user' | 'assistant'; content: string }[];
  fieldName: string | null;
  suggestions: string[];
  brief: Brief | null;
};

/** The calls the chat panel makes; a test gives its own. */
export type ChatApi = {
  /** Sends a message ('' opens a thread, or re-asks the open question of `threadId`). */
  send(message: string, threadId: string | null): Promise<ChatThreadView>;
  /** The thread as it stands; rejects with a 404 ApiError when it is not this browser's or user's. */
  load(threadId: string): Promise<ChatThreadView>;
};

const isText = (v: unknown): v is string => typeof v === 'string';

/** The answer checked field by field: a server that answers something else is an error, not a broken screen. */
export function threadFrom(data: unknown): ChatThreadView {
  const d = (data ?? {}) as Partial<Record<keyof ChatThreadView, unknown>>;
  const messages = Array.isArray(d.messages) ? d.messages : null;
  if (!isText(d.threadId) || !messages || !messages.every((m) => m && (m.role === 'user' || m.role === 'assistant') && isText(m.content))) {
    throw new ApiError(0, 'bad_answer', 'The assistant answered something unexpected');
  }
  return {
    threadId: d.threadId,
    messages: messages as ChatThreadView['messages'],
    fieldName: isText(d.fieldName) ? d.fieldName : null,
    suggestions: Array.isArray(d.suggestions) ? d.suggestions.filter(isText) : [],
    brief: d.brief && typeof d.brief === 'object' ? (d.brief as Brief) : null,
  };
}

/** A 429 of the assistant: too many messages; `retryAfterSeconds` from the server's `Retry-After` (null without one). */
export class ChatLimitedError extends ApiError {
  constructor(message: string, readonly retryAfterSeconds: number | null) {
    super(429, 'too_many_requests', message);
  }
}

// A 429 is let through as an answer, so its Retry-After header survives (the shared client's
// error mapping keeps only status and body), and turned into a ChatLimitedError here.
const keep429 = { validateStatus: (s: number) => (s >= 200 && s < 300) || s === 429 };

function unlessLimited(res: AxiosResponse<unknown>): unknown {
  if (res.status !== 429) return res.data;
  const message = (res.data as { message?: unknown } | null)?.message;
  const raw = Number(res.headers?.['retry-after']);
  throw new ChatLimitedError(typeof message === 'string' ? message : 'Too many chat messages', Number.isFinite(raw) && raw > 0 ? raw : null);
}

/**
 * The assistant's calls over the page runtime's service A, with the session's token. The brief
 * it ends with is saved through the site's one brief submission (shared-ui's useBriefSubmission).
 */
export function createChatApi({ serviceA: a }: Pick<ApiClients, 'serviceA'>): ChatApi {
  return {
    async send(message, threadId) {
      const res = await a.post('/chatbot', { message, ...(threadId ? { threadId } : {}) }, keep429);
      return threadFrom(unlessLimited(res));
    },
    async load(threadId) {
      const res = await a.get(`/chatbot/${encodeURIComponent(threadId)}`);
      return threadFrom(res.data);
    },
  };
}
