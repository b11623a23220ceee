import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Tabs, type TabItem } from './tabs';

const TABS: readonly TabItem[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'brief', label: 'Brief' },
  { id: 'plans', label: 'Plans' },
  { id: 'payments', label: 'Payments' },
  { id: 'flowchart', label: 'Flowchart' },
  { id: 'reports', label: 'Reports' },
];

/** A 390 px phone: each tab 120 px wide, laid out from 12 px; the strip shows 366 px of 732. */
const TAB_WIDTH = 120;
const STRIP_WIDTH = 366;

function layoutOf(el: HTMLElement): { left: number; width: number } | null {
  if (el.getAttribute('role') === 'tab') {
    const index = Array.from(el.parentElement?.children ?? []).indexOf(el);
    return { left: 12 + index * TAB_WIDTH, width: TAB_WIDTH };
  }
  return null;
}

const mocked = ['offsetLeft', 'offsetWidth', 'clientWidth'] as const;
const originals = new Map<string, PropertyDescriptor | undefined>();

beforeAll(() => {
  for (const name of mocked) originals.set(name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
  Object.defineProperty(HTMLElement.prototype, 'offsetLeft', {
    configurable: true,
    get(this: HTMLElement) {
      return layoutOf(this)?.left ?? 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return layoutOf(this)?.width ?? 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.getAttribute('role') === 'tablist' ? STRIP_WIDTH : 0;
    },
  });
});

afterAll(() => {
  for (const name of mocked) {
    const original = originals.get(name);
    if (original) Object.defineProperty(HTMLElement.prototype, name, original);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  }
});

function CampaignTabs({ initial }: { initial: string }) {
  const [tab, setTab] = useState(initial);
  return (
    <Tabs label="Campaign sections" tabs={TABS} selected={tab} onSelect={setTab}>
      <p>{tab} panel</p>
    </Tabs>
  );
}

/** The tab's box lies fully inside the strip's visible part. */
function expectFullyVisible(name: string) {
  const strip = screen.getByRole('tablist', { name: 'Campaign sections' });
  const tab = screen.getByRole('tab', { name });
  expect(tab.offsetLeft).toBeGreaterThanOrEqual(strip.scrollLeft);
  expect(tab.offsetLeft + tab.offsetWidth).toBeLessThanOrEqual(strip.scrollLeft + strip.clientWidth);
}

describe('Tabs on a narrow screen', () => {
  it('scrolls the strip on first render so a selected tab far to the right is fully visible', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<CampaignTabs initial="reports" />);
    const strip = screen.getByRole('tablist', { name: 'Campaign sections' });
    // Reports spans 612–732: scrolled so its right edge sits 12 px inside the strip's right edge.
    expect(strip.scrollLeft).toBe(732 - STRIP_WIDTH + 12);
    expectFullyVisible('Reports');
    expect(scrollTo).not.toHaveBeenCalled();
    scrollTo.mockRestore();
  });

  it('scrolls back when a tab to the left is selected, and leaves a visible tab alone', () => {
    render(<CampaignTabs initial="flowchart" />);
    const strip = screen.getByRole('tablist', { name: 'Campaign sections' });
    expectFullyVisible('Flowchart');
    const scrolled = strip.scrollLeft;
    expect(scrolled).toBeGreaterThan(0);

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Flowchart' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Reports' })).toHaveAttribute('aria-selected', 'true');
    expectFullyVisible('Reports');

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Reports' }), { key: 'Home' });
    expect(strip.scrollLeft).toBe(0);
    expectFullyVisible('Overview');

    fireEvent.click(screen.getByRole('tab', { name: 'Brief' }));
    expect(strip.scrollLeft).toBe(0);
  });

  it('does not scroll when the selected tab is already in view', () => {
    render(<CampaignTabs initial="brief" />);
    expect(screen.getByRole('tablist', { name: 'Campaign sections' }).scrollLeft).toBe(0);
  });
});
