import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { TABS_BREAKPOINT_PX } from 'shared-domain';
import { alpha, color, useRuntime } from 'shared-ui';
import { CHAT_SEND_FAILED } from 'shared-domain/chat';
import { Button } from 'shared-ui/forms';
import { VisuallyHidden } from 'shared-ui/states';
import { createChatApi, type ChatApi } from './chat-api';
import { useChat } from './use-chat';
import { saveLabel, useSaveBrief } from './use-save-brief';

/** The longest message the assistant takes (the server refuses more). */
const MESSAGE_MAX = 1000;
/** Below the site's tab breakpoint (phones, small tablets) the panel fills the screen. */
const mobile = `@media (max-width: ${TABS_BREAKPOINT_PX - 0.02}px)`;

export type ChatPanelProps = {
  id: string;
  onClose(): void;
  /** The calls it makes; the site's by default. */
  api?: ChatApi;
};

/**
 * The brief assistant's panel (loaded at the first open, chat-launcher.tsx): the conversation
 * as text only (React text nodes: nothing anyone typed or the server sent becomes markup),
 * the answers to offer as buttons, a labelled input that sends on Enter, and at the end the
 * brief with "Save brief". Escape closes it.
 */
export function ChatPanel({ id, onClose, api: given }: ChatPanelProps) {
  const runtime = useRuntime();
  const api = useMemo(() => given ?? createChatApi(runtime.api), [given, runtime]);
  const { thread, busy, failed, send } = useChat(api);
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const titleId = useId();
  const inputId = useId();
  const { status, save } = useSaveBrief(onClose);
  const saving = saveLabel(status);

  useEffect(() => input.current?.focus(), []);
  // A failed send shows the SPEC's failure message after what was typed; a rate limit instead
  // says when to try again, below the conversation, which stays as it was (the text is back in the box).
  const messages = useMemo(() => [
    ...(thread?.messages ?? []),
    ...(failed && !failed.limit ? [...(failed.text ? [{ role: 'user' as const, content: failed.text }] : []), { role: 'assistant' as const, content: CHAT_SEND_FAILED }] : []),
  ], [thread, failed]);
  const limited = failed?.limit ?? null;
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length, busy]);

  const submit = async (message: string) => {
    const sent = message.trim();
    if (!sent || busy) return;
    setText('');
    // A failed send gives the text back, so nothing the user typed is lost.
    if (!(await send(sent))) setText(sent);
    input.current?.focus();
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit(text);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
    }
  };

  const brief = (!failed || limited) && thread?.fieldName === null ? thread.brief : null;
  const suggestions = (failed && !limited) || busy ? [] : thread?.suggestions ?? [];
  return (
    <Panel id={id} role="dialog" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <Top>
        <h2 id={titleId}>Campaign brief assistant</h2>
        <Close type="button" onClick={onClose} aria-label="Close chat">
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </Close>
      </Top>
      <Messages ref={list} role="log" aria-live="polite" aria-label="Conversation">
        {messages.map((m, i) => (
          <Message key={i} $mine={m.role === 'user'}>
            <VisuallyHidden>{m.role === 'user' ? 'You: ' : 'Assistant: '}</VisuallyHidden>
            {m.content}
          </Message>
        ))}
      </Messages>
      <Status role="status">{busy ? (thread || failed ? 'Assistant is typing…' : 'Opening the chat…') : ''}</Status>
      {limited && <Limit role="alert">{limited}</Limit>}
      {suggestions.length > 0 && (
        <Suggestions aria-label="Suggested answers">
          {suggestions.map((s) => (
            <li key={s}>
              <Chip type="button" onClick={() => void submit(s)}>{s}</Chip>
            </li>
          ))}
        </Suggestions>
      )}
      {brief && thread && (
        <SaveRow>
          <Button type="button" $block disabled={saving !== null} onClick={() => void save(brief, `chat-${thread.threadId}-${thread.messages.length}`)}>
            {saving ?? 'Save brief'}
          </Button>
          {status.phase === 'failed' && <p role="alert">{status.message}</p>}
        </SaveRow>
      )}
      <Form onSubmit={onSubmit}>
        <VisuallyHidden as="label" htmlFor={inputId}>Your message</VisuallyHidden>
        <input
          ref={input}
          id={inputId}
          type="text"
          autoComplete="off"
          maxLength={MESSAGE_MAX}
          placeholder="Type your answer"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" $variant="secondary" disabled={busy || !text.trim()}>Send</Button>
      </Form>
    </Panel>
  );
}

const Panel = styled.section`
  position: fixed;
  right: 16px;
  bottom: 156px;
  /* Over the page and its bottom bars, under dialogs (1100+): the sign-in modal opens above it. */
  z-index: 1050;
  display: flex;
  flex-direction: column;
  width: 380px;
  max-width: calc(100vw - 32px);
  height: min(560px, calc(100vh - 180px));
  box-sizing: border-box;
  border: 1px solid ${color.line};
  border-radius: 12px;
  background: ${color.surface};
  color: ${color.ink};
  box-shadow: 0 12px 32px ${alpha(color.ink, 22)};
  ${mobile} {
    inset: 0;
    width: 100%;
    max-width: none;
    height: 100%;
    border-radius: 0;
    border: 0;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 10px 12px 10px 16px;
  border-bottom: 1px solid ${color.line};
  h2 { margin: 0; font-size: 1rem; }
`;

const Close = styled(Button).attrs({ $variant: 'plain', $size: 'icon' } as const)`
  color: inherit;
`;

const Messages = styled.ol`
  flex: 1;
  overflow-y: auto;
  margin: 0;
  padding: 12px;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Message = styled.li<{ $mine: boolean }>`
  align-self: ${(p) => (p.$mine ? 'flex-end' : 'flex-start')};
  max-width: 85%;
  padding: 8px 12px;
  border-radius: 12px;
  background: ${(p) => (p.$mine ? color.secondary : color.canvas)};
  color: ${(p) => (p.$mine ? color.secondaryInk : color.ink)};
  /* The summary's lines, and long addresses, as the text has them. */
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.4;
`;

const Status = styled.p`
  min-height: 1.25em;
  margin: 0;
  padding: 0 12px;
  color: ${color.muted};
  font-size: 0.8125rem;
`;

const Limit = styled.p`
  margin: 0 12px 6px;
  padding: 8px 10px;
  border-radius: 6px;
  background: ${color.dangerSurface};
  color: ${color.danger};
  font-size: 0.875rem;
`;

const Suggestions = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  max-height: 116px;
  overflow-y: auto;
  margin: 0;
  padding: 6px 12px;
  list-style: none;
`;

const Chip = styled.button`
  min-height: 32px;
  padding: 4px 12px;
  border: 1px solid ${color.primary};
  border-radius: 16px;
  background: transparent;
  color: ${color.ink};
  font: inherit;
  font-size: 0.875rem;
  cursor: pointer;
  &:hover { background: ${color.canvas}; }
`;

const SaveRow = styled.div`
  padding: 6px 12px;
  p { margin: 6px 0 0; color: ${color.danger}; font-size: 0.875rem; }
`;

const Form = styled.form`
  display: flex;
  gap: 8px;
  padding: 10px 12px 12px;
  border-top: 1px solid ${color.line};
  input {
    flex: 1;
    min-width: 0;
    height: 40px;
    padding: 0 10px;
    border: 1px solid ${color.line};
    border-radius: 6px;
    font: inherit;
    /* 16 px: phones do not zoom into the field. */
    font-size: 1rem;
  }
`;
