import { useCallback, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { alpha, color } from 'shared-ui';
import { Button } from 'shared-ui/forms';
import { lazyPart } from 'shared-ui/states';
import type { ChatPanelProps } from './chat-panel';

/** The panel, its HTTP calls and the brief rules' words load at the first open, not with the page. */
const Panel = lazyPart<ChatPanelProps>(() => import('./chat-panel').then((m) => m.ChatPanel), 'The chat');

/**
 * The brief assistant's round button, bottom right. Fixed, so it moves nothing on the page
 * (no layout shift), and above the 72 px bottom bars of the catalog's pages (the phone's
 * price bar, the compare tray), so it covers none of their buttons. Closing the panel puts
 * focus back on it.
 */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  return (
    <>
      <Launcher
        ref={button}
        type="button"
        aria-label="Chat with us"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onPointerDown={Panel.preload}
        onClick={() => setOpen((o) => !o)}
      >
        <svg aria-hidden="true" width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
          <path d="M4 5h16v11H9l-5 4z" />
          <path d="M8 9.5h8M8 12.5h5" strokeLinecap="round" />
        </svg>
      </Launcher>
      {open && <Panel id={id} onClose={close} />}
    </>
  );
}

/** shared-ui's primary Button as a round button floating over the page. */
const Launcher = styled(Button)`
  position: fixed;
  right: 16px;
  bottom: 88px;
  /* Under drawers (1000+) and dialogs; over the bottom bars (19–20). */
  z-index: 30;
  width: 56px;
  height: 56px;
  padding: 0;
  border-radius: 50%;
  box-shadow: 0 6px 16px ${alpha(color.ink, 25)};
`;
