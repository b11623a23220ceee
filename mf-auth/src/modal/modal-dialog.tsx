import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { color, focusRing, mobile } from '../ui/tokens';
import { useFocusTrap } from './use-focus-trap';

// Above the bag's drawer (1000–1001) and its dialogs (1100): saving from the bag asks for a
// sign-in or a phone over them. Below the shell's snackbars (1400).
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1200;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: rgba(31, 42, 68, 0.55);
  ${mobile} {
    align-items: flex-end;
    padding: 0;
  }
`;

const Panel = styled.div`
  position: relative;
  width: 100%;
  max-width: 420px;
  max-height: calc(100vh - 32px);
  overflow: auto;
  box-sizing: border-box;
  padding: 24px;
  border-radius: 12px;
  background: ${color.surface};
  color: ${color.ink};
  box-shadow: 0 12px 40px rgba(31, 42, 68, 0.3);
  &:focus { outline: none; }
  ${mobile} {
    max-width: none;
    max-height: 100vh;
    border-radius: 12px 12px 0 0;
  }
`;

const Title = styled.h2`
  margin: 0 40px 16px 0;
  font-size: 1.375rem;
`;

const Close = styled.button`
  position: absolute;
  top: 12px;
  right: 12px;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: ${color.ink};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  ${focusRing}
`;

type Props = { title: string; onClose: () => void; children: ReactNode };

/**
 * A modal dialog: labelled by its title, focus moved in and kept inside, Escape, the Close
 * button or a click on the backdrop close it, and focus goes back where it was.
 */
export function ModalDialog({ title, onClose, children }: Props) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, true, onClose);

  // The page behind must not scroll under the dialog.
  useEffect(() => {
    const before = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = before;
    };
  }, []);

  return (
    <Backdrop onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Title id={titleId}>{title}</Title>
        <Close type="button" aria-label="Close" onClick={onClose}>
          ×
        </Close>
        {children}
      </Panel>
    </Backdrop>
  );
}
