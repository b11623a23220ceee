import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { accent, color, focusRing, narrow } from './tokens';

const List = styled.div`
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
    border-bottom-color: ${accent};
  }
  ${focusRing}
`;

export type TabItem = { id: string; label: string };

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
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
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
