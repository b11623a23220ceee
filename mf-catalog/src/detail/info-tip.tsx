import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { alpha, color, focusRing } from 'shared-ui';

const Wrap = styled.span`
  position: relative;
  display: inline-flex;
  vertical-align: middle;
`;

/** 24 px target (WCAG 2.5.8) around a 16 px "i". */
const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  margin-left: 2px;
  padding: 0;
  border: 0;
  background: none;
  cursor: help;
  ${focusRing}
  span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 16px;
    height: 16px;
    border: 1px solid ${color.muted};
    border-radius: 50%;
    color: ${color.muted};
    font: italic 700 0.6875rem / 1 Georgia, serif;
  }
`;

/**
 * Always in the document so `aria-describedby` can read it; off screen until shown (not
 * `display: none`, which some screen readers skip even when referenced).
 */
const Bubble = styled.span`
  position: absolute;
  z-index: 10;
  top: calc(100% + 6px);
  left: -8px;
  width: max-content;
  max-width: 240px;
  padding: 8px 10px;
  border-radius: 6px;
  background: ${color.ink};
  color: ${color.inverseInk};
  font-size: 0.8125rem;
  font-weight: 400;
  font-style: normal;
  line-height: 1.4;
  box-shadow: 0 4px 12px ${alpha(color.ink, 20)};
  &[data-state='closed'] {
    clip: rect(0 0 0 0);
    clip-path: inset(50%);
    width: 1px;
    height: 1px;
    overflow: hidden;
    padding: 0;
    white-space: nowrap;
  }
`;

const keyboardFocus = (el: Element): boolean => {
  try {
    return el.matches(':focus-visible');
  } catch {
    return false;
  }
};

/**
 * A toggletip: an "i" button whose text is its accessible description. It shows on hover,
 * on keyboard focus and on tap or click (tap again, tap elsewhere or Escape to hide).
 */
export function InfoTip({ id, label, text }: { id: string; label: string; text: string }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const wrap = useRef<HTMLSpanElement>(null);
  const open = hovered || focused || pinned;

  useEffect(() => {
    if (!open) return undefined;
    const outside = (e: PointerEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setPinned(false);
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setHovered(false);
      setFocused(false);
      setPinned(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    // Hover only for a mouse: a tap also fires pointerenter, and the click below handles taps.
    <Wrap
      ref={wrap}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
    >
      <Trigger
        type="button"
        aria-label={`About ${label}`}
        aria-describedby={id}
        onClick={() => setPinned((p) => !p)}
        onFocus={(e) => setFocused(keyboardFocus(e.currentTarget))}
        onBlur={() => {
          setFocused(false);
          setPinned(false);
        }}
      >
        <span aria-hidden="true">i</span>
      </Trigger>
      <Bubble role="tooltip" id={id} data-state={open ? 'open' : 'closed'}>
        {text}
      </Bubble>
    </Wrap>
  );
}
