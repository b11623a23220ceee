import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { color, focusRing, narrow } from 'shared-ui';

const List = styled.div`
  /* The tabs' offsetParent, so their offsetLeft is measured in the strip's own scroll space. */
  position: relative;
  display: flex;
  gap: 4px;
  border-bottom: 1px solid ${color.line};
  margin: 0 0 16px;
  overflow-x: auto;
  scrollbar-width: thin;
  ${narrow} {
    /* Scrolls sideways on a phone instead of wrapping into rows of tabs. */
    margin: 0 -12px 16px;
    padding: 0 12px;
  }
`;

const TabButton = styled.button`
  font: inherit;
  font-weight: 600;
  min-height: 44px;
  padding: 8px 14px;
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${color.muted};
  white-space: nowrap;
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${color.ink};
    border-bottom-color: ${color.primary};
  }
  ${focusRing}
  /* Drawn inside the tab: the strip scrolls sideways, so a ring outside it would be clipped. */
  &:focus-visible {
    outline-offset: -3px;
  }
`;

export type TabItem = { id: string; label: string };

/** Room left beside a tab scrolled into view, so the one next to it shows it can be scrolled to. */
const SCROLL_MARGIN = 12;

/**
 * Scrolls the strip sideways (only the strip: never the page) until the tab is fully in view.
 * The strip is the tabs' offsetParent, so offsetLeft is the tab's place in its scroll content.
 */
function scrollTabIntoView(strip: HTMLElement, tab: HTMLElement): void {
  const start = tab.offsetLeft;
  const end = start + tab.offsetWidth;
  const view = strip.clientWidth;
  if (start < strip.scrollLeft) strip.scrollLeft = Math.max(0, start - SCROLL_MARGIN);
  else if (end > strip.scrollLeft + view) strip.scrollLeft = Math.min(start, end - view + SCROLL_MARGIN);
}

/**
 * WAI-ARIA tabs with manual activation's keyboard: arrows, Home and End move between tabs
 * (and select them), Tab moves into the panel. Only the selected panel is rendered, so a
 * tab's data and code load when it is first opened.
 */
export function Tabs({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  label: string;
  tabs: readonly TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  children: ReactNode;
}) {
  const base = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const strip = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const tab = refs.current[selected];
    if (strip.current && tab) scrollTabIntoView(strip.current, tab);
  }, [selected]);
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.id === selected);
    let next: number | null = null;
    if (e.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (e.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    e.preventDefault();
    const target = tabs[next]!;
    onSelect(target.id);
    refs.current[target.id]?.focus();
  };

  return (
    <div>
      <List ref={strip} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((t) => (
          <TabButton
            key={t.id}
            ref={(el) => {
              refs.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={tabId(t.id)}
            aria-selected={t.id === selected}
            aria-controls={t.id === selected ? panelId : undefined}
            tabIndex={t.id === selected ? 0 : -1}
            onClick={() => onSelect(t.id)}
          >
            {t.label}
          </TabButton>
        ))}
      </List>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
