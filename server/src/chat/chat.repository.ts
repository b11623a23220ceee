import { randomBytes } from 'node:crypto';
import { isChatState, newChatState, type ChatBriefState } from 'shared-domain';
import type { Db } from '../db/database';

export type ChatRole = 'user' | 'assistant';
export type ChatMessage = { role: ChatRole; content: string };

export type ChatThread = {
  id: string;
  /** `user:<id>` or `visitor:<hash>` (chat.routes.ts). */
  owner: string;
  state: ChatBriefState;
  messages: ChatMessage[];
  /** The write count the thread was read at; an update names it. */
  version: number;
};

export type ChatRepository = {
  find(id: string): Promise<ChatThread | null>;
  create(owner: string, state: ChatBriefState, messages: ChatMessage[]): Promise<ChatThread>;
  /**
   * Writes the thread's new owner, state and messages if nobody wrote it since it was read at
   * `thread.version`; false when someone did (the caller answers 409).
   */
  update(thread: ChatThread): Promise<boolean>;
};

/** 144 random bits, URL-safe: a thread's id is its only name, so it must not be guessable. */
export const newThreadId = (): string => randomBytes(18).toString('base64url');

function parseMessages(json: string): ChatMessage[] {
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value.filter((m): m is ChatMessage =>
      !!m && typeof m === 'object' && (m.role === 'user' || m.role === 'assistant') && typeof m.content === 'string');
  } catch {
    return [];
  }
}

function parseState(json: string): ChatBriefState {
  try {
    const value: unknown = JSON.parse(json);
    // A state this version cannot read (a later format, a hand edit) starts the walk again rather than failing.
    return isChatState(value) ? value : newChatState();
  } catch {
    return newChatState();
  }
}

export function createChatRepository(db: Db, now: () => Date): ChatRepository {
  return {
    async find(id) {
      const row = await db.selectFrom('chat_threads').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return null;
      return { id: row.id, owner: row.owner, state: parseState(row.state_json), messages: parseMessages(row.messages_json), version: Number(row.version) };
    },

    async create(owner, state, messages) {
      const at = now().toISOString();
      const id = newThreadId();
      await db.insertInto('chat_threads').values({
        id, owner, state_json: JSON.stringify(state), messages_json: JSON.stringify(messages), version: 1, created_at: at, updated_at: at,
      }).execute();
      return { id, owner, state, messages, version: 1 };
    },

    async update(thread) {
      const result = await db.updateTable('chat_threads')
        .set({
          owner: thread.owner,
          state_json: JSON.stringify(thread.state),
          messages_json: JSON.stringify(thread.messages),
          version: thread.version + 1,
          updated_at: now().toISOString(),
        })
        .where('id', '=', thread.id)
        .where('version', '=', thread.version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
