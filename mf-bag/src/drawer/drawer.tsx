import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { alpha, color } from 'shared-ui';
import { Button } from 'shared-ui/forms';
import { useFocusTrap } from 'shared-ui/dialog';

const Backdrop = styled.div`position: fixed; inset: 0; z-index: 1000; background: ${alpha(color.ink, 45)};`;
const Panel = styled.div`
  position: fixed; top: 0; right: 0; bottom: 0; z-index: 1001; width: min(600px, 100vw);
  display: flex; flex-direction: column; background: ${color.surface}; box-shadow: -4px 0 24px ${alpha(color.ink, 20)};
  &:focus { outline: none; }
`;
const Header = styled.div`
  display: flex; align-items: center; justify-content: space-between;
  padding: 12px 16px; border-bottom: 1px solid ${color.line};
`;
const Heading = styled.h2`margin: 0; font-size: 20px; color: ${color.secondary};`;
/** The × : shared-ui's plain icon Button, a 44 px target. */
const Close = styled(Button)`width: 44px; height: 44px; font-size: 28px; line-height: 1; color: ${color.ink};`;
const Body = styled.div`flex: 1; overflow-y: auto; padding: 0 16px 16px;`;

type DrawerProps = { open: boolean; onClose: () => void; title: string; closeLabel: string; children: ReactNode };

/** A right-side modal panel: labelled, focus trapped, Escape/backdrop/close button close it. */
export function Drawer({ open, onClose, title, closeLabel, children }: DrawerProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(panel, onClose, { active: open });
  useEffect(() => {
    if (!open) return undefined;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => { document.body.style.overflow = previous; };
  }, [open]);
  if (!open) return null;
  return createPortal(
    <>
      <Backdrop onClick={onClose} data-testid="drawer-backdrop" />
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Header>
          <Heading id={titleId}>{title}</Heading>
          <Close type="button" $variant="plain" $size="icon" onClick={onClose} aria-label={closeLabel}>×</Close>
        </Header>
        <Body>{children}</Body>
      </Panel>
    </>,
    document.body,
  );
}
