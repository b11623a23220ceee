import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: labelled by its heading, focus kept inside (Tab and Shift+Tab wrap),
 * Escape and the Close button close it, and focus goes back where it was on close.
 */
export function Dialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = box.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? box.current)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        close.current();
        return;
      }
      if (e.key !== 'Tab' || !box.current) return;
      const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return;
      const [head, tail] = [items[0]!, items[items.length - 1]!];
      const active = document.activeElement;
      if (e.shiftKey && (active === head || !box.current.contains(active))) {
        e.preventDefault();
        tail.focus();
      } else if (!e.shiftKey && (active === tail || !box.current.contains(active))) {
        e.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, []);

  return (
    <Backdrop onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <Box ref={box} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Head>
          <h2 id={titleId}>{title}</h2>
          <Close type="button" onClick={onClose} aria-label="Close">×</Close>
        </Head>
        {children}
      </Box>
    </Backdrop>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1400;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 12px;
  background: rgba(15, 23, 42, 0.55);
`;
const Box = styled.div`
  width: min(560px, 100%);
  max-height: calc(100vh - 24px);
  overflow-y: auto;
  padding: 20px 24px 24px;
  border-radius: 12px;
  background: #fff;
  color: #1f2a44;
  box-shadow: 0 12px 40px rgba(15, 23, 42, 0.3);
  &:focus { outline: none; }
  p { line-height: 1.5; margin: 0 0 14px; }
  @media (max-width: 480px) { padding: 16px; }
`;
const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  h2 { margin: 0 0 10px; font-size: 1.3rem; }
`;
const Close = styled.button`
  flex: none;
  width: 44px;
  height: 44px;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  background: #fff;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:focus-visible { outline: 3px solid #1f2a44; outline-offset: 2px; }
`;
