import { createContext, useContext, useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { THEME_VARIABLES } from 'shared-domain';
// The root entry's tokens, not a copy: shared-ui's root is its own shared singleton.
import { alpha, color, mobile } from 'shared-ui';
import { Button } from '../forms/button';
import { useFocusTrap } from './use-focus-trap';

/**
 * Copies the theme's properties in effect at `from` onto `to`'s inline style: a portal
 * (a dialog rendered into document.body) keeps the theme of the element it was opened from.
 */
export function copyThemeVariables(from: Element, to: Pick<HTMLElement, 'style'>): void {
  const computed = getComputedStyle(from);
  for (const name of Object.values(THEME_VARIABLES)) {
    let value = computed.getPropertyValue(name).trim();
    // Where computed styles do not inherit custom properties (jsdom): the nearest inline one,
    // which is where applyTheme writes them.
    for (let el: Element | null = from; !value && el; el = el.parentElement) {
      if (el instanceof HTMLElement) value = el.style.getPropertyValue(name).trim();
    }
    if (value) to.style.setProperty(name, value);
  }
}

/** How many dialogs enclose this point: 0 on the page. */
const DialogLayer = createContext(0);

/** 0 on the page, 1 inside a dialog, 2 inside a dialog in a dialog… */
export const useDialogLayer = (): number => useContext(DialogLayer);

const Backdrop = styled.div<{ $z: number }>`
  position: fixed;
  inset: 0;
  z-index: ${(p) => p.$z};
  background: ${alpha(color.ink, 50)};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  ${mobile} {
    align-items: flex-end;
    padding: 0;
  }
`;

const Box = styled.div<{ $width: number }>`
  position: relative;
  width: min(${(p) => p.$width}px, 100%);
  max-height: calc(100vh - 32px);
  overflow: auto;
  box-sizing: border-box;
  background: ${color.surface};
  color: ${color.ink};
  font-family: ${color.font};
  border-radius: 10px;
  padding: 20px;
  box-shadow: 0 12px 40px ${alpha(color.ink, 25)};
  &:focus {
    outline: none;
  }
  ${mobile} {
    border-radius: 10px 10px 0 0;
    max-height: 90vh;
  }
`;

const Title = styled.h2<{ $closable: boolean }>`
  margin: ${(p) => (p.$closable ? '0 48px 12px 0' : '0 0 12px')};
  font-size: 1.25rem;
  overflow-wrap: anywhere;
`;

/** The × in the corner: the plain icon Button, a 44 px target. */
const Close = styled(Button)`
  position: absolute;
  top: 10px;
  right: 10px;
  width: 44px;
  height: 44px;
  color: ${color.ink};
  font-size: 1.5rem;
  line-height: 1;
`;

export type DialogProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** With it, a × button named so (e.g. "Close") closes the dialog too. */
  closeLabel?: string;
  /** Widest the box gets, in px (default 520). */
  width?: number;
  /** Stacking order of the backdrop (default 1100: above the bag's drawer and the host's header). */
  zIndex?: number;
  /** Stops the page behind from scrolling while open. */
  lockScroll?: boolean;
};

/**
 * A modal dialog: labelled by its title, focus moved in and kept inside, Escape and a click on
 * the backdrop (and the Close button when named) close it, and focus goes back to the opener.
 * Rendered into `document.body` so it sits above fixed headers wherever it is used; it takes
 * the theme (`--mm-*`) of the place it is rendered from, so a dialog of an embedded remote
 * keeps the embedder's colours.
 */
export function Dialog({ title, onClose, children, closeLabel, width = 520, zIndex = 1100, lockScroll = false }: DialogProps) {
  const box = useRef<HTMLDivElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  const anchor = useRef<HTMLSpanElement>(null);
  const titleId = useId();
  const layer = useDialogLayer();
  useFocusTrap(box, onClose, { layer });

  useLayoutEffect(() => {
    if (anchor.current && backdrop.current) copyThemeVariables(anchor.current, backdrop.current);
  }, []);

  useEffect(() => {
    if (!lockScroll) return undefined;
    const before = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = before;
    };
  }, [lockScroll]);

  return (
    <>
      <span ref={anchor} hidden />
      {createPortal(
        <Backdrop
          ref={backdrop}
          $z={zIndex}
          onMouseDown={(e) => {
            if (e.target === e.currentTarget) onClose();
          }}
        >
          <Box ref={box} $width={width} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
            <Title id={titleId} $closable={Boolean(closeLabel)}>
              {title}
            </Title>
            {closeLabel ? (
              <Close type="button" $variant="plain" $size="icon" aria-label={closeLabel} onClick={onClose}>
                ×
              </Close>
            ) : null}
            <DialogLayer.Provider value={layer + 1}>{children}</DialogLayer.Provider>
          </Box>
        </Backdrop>,
        document.body,
      )}
    </>
  );
}
