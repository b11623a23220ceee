import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError } from 'shared-domain';
import { chatLimitText } from 'shared-domain/chat';
import { ChatLimitedError, type ChatApi, type ChatThreadView } from './chat-api';

/** Where the open thread's id is kept for this tab: a page change or reload finds the conversation again. */
export const CHAT_THREAD_KEY = 'mm-chat-thread';

const session = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: the thread lives as long as the page
  }
};
const stored = () => session()?.getItem(CHAT_THREAD_KEY) ?? null;
const remember = (id: string) => session()?.setItem(CHAT_THREAD_KEY, id);
const forget = () => session()?.removeItem(CHAT_THREAD_KEY);

export type ChatFailure = { text: string; limit?: string };

export type ChatState = {
  thread: ChatThreadView | null;
  /** Opening, restoring or sending. */
  busy: boolean;
  /**
   * The last send failed: what the user had typed ('' when opening failed), and with `limit`
   * what to tell the user when the server's rate limit refused it (when to try again).
   */
  failed: ChatFailure | null;
  /** Sends a message; false when it failed (the text stays where the user typed it). */
  send(text: string): Promise<boolean>;
};

/** What a failed send or opening tells the user: the rate limit's wait, or the generic failure. */
function failureOf(err: unknown, text: string): ChatFailure {
  return err instanceof ChatLimitedError ? { text, limit: chatLimitText(err.retryAfterSeconds, new Date()) } : { text };
}

/**
 * The conversation: restored from the tab's thread id (GET) or opened afresh (POST ''), then
 * one message at a time. A thread that is no longer the caller's (signed out, another
 * account) is forgotten and the next message starts a new one.
 */
export function useChat(api: ChatApi): ChatState {
  const [thread, setThread] = useState<ChatThreadView | null>(null);
  const [busy, setBusy] = useState(true);
  const [failed, setFailed] = useState<ChatFailure | null>(null);
  const sending = useRef(true);

  const take = useCallback((t: ChatThreadView) => {
    remember(t.threadId);
    setThread(t);
  }, []);

  useEffect(() => {
    let live = true;
    const open = async () => {
      const id = stored();
      if (id) {
        try {
          return await api.load(id);
        } catch (err) {
          if (toApiError(err).status !== 404) throw err;
          forget();
        }
      }
      return api.send('', null);
    };
    open().then(
      (t) => live && take(t),
      (err: unknown) => live && setFailed(failureOf(err, '')),
    ).finally(() => {
      sending.current = false;
      if (live) setBusy(false);
    });
    return () => {
      live = false;
    };
  }, [api, take]);

  const send = useCallback(async (text: string) => {
    if (sending.current) return false;
    sending.current = true;
    setBusy(true);
    setFailed(null);
    try {
      take(await api.send(text, thread?.threadId ?? null));
      return true;
    } catch (err) {
      if (toApiError(err).status === 404) {
        forget();
        setThread(null);
      }
      // The thread stays as it was: a refusal takes none of the conversation away.
      setFailed(failureOf(err, text));
      return false;
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }, [api, take, thread]);

  return { thread, busy, failed, send };
}
