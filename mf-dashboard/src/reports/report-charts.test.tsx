import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { reportDays, type ReportDay } from 'shared-domain/campaign';
import { CHART_MARGIN, DAY_LABEL_ROOM, MIN_DAY_STEP } from './report-chart-math';
import ReportCharts, { FALLBACK_WIDTH } from './report-charts';

/** `count` days from 1 Mar 2025, every one with impressions (so every day has a CPM point). */
function days(count: number): ReportDay[] {
  return reportDays(
    Array.from({ length: count }, (_, i) => ({
      date: new Date(Date.UTC(2025, 2, 1 + i)).toISOString().slice(0, 10),
      brand: 'Chai Point', industry: 'Food & Beverage',
      plannedAds: 4, actualAds: 4, plannedSpend: 1000, actualSpend: 800 + 10 * i,
      plannedImpressions: 50_000, actualImpressions: 40_000 + 500 * i, reach: 30_000, clicks: 120,
    })),
  );
}

/** The width every element reports; a test "resizes the box" by changing it. */
let boxWidth = 0;
type Observer = { callback: ResizeObserverCallback; targets: Element[]; self: ResizeObserver };
let observers: Observer[] = [];

class FakeResizeObserver {
  private readonly entry: Observer;
  constructor(callback: ResizeObserverCallback) {
    this.entry = { callback, targets: [], self: this as unknown as ResizeObserver };
    observers.push(this.entry);
  }
  observe(el: Element) { this.entry.targets.push(el); }
  unobserve(el: Element) { this.entry.targets = this.entry.targets.filter((t) => t !== el); }
  disconnect() { this.entry.targets = []; }
}

function installResizeObserver() {
  Object.defineProperty(window, 'ResizeObserver', { configurable: true, writable: true, value: FakeResizeObserver });
}

/** The browser resizing the chart boxes to `width`. */
function resizeBoxes(width: number) {
  boxWidth = width;
  act(() => {
    for (const o of observers) {
      if (!o.targets.length) continue;
      const entries = o.targets.map((target) => ({ target, contentRect: { width } }) as unknown as ResizeObserverEntry);
      o.callback(entries, o.self);
    }
  });
}

beforeEach(() => {
  boxWidth = 0;
  observers = [];
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(
    () => ({ x: 0, y: 0, top: 0, left: 0, right: boxWidth, bottom: 0, width: boxWidth, height: 0, toJSON: () => ({}) }) as DOMRect,
  );
});
afterEach(() => {
  jest.restoreAllMocks();
  delete (window as { ResizeObserver?: unknown }).ResizeObserver;
});

const charts = () => screen.getAllByRole('img').filter((el) => el.hasAttribute('data-chart'));
const widths = () => charts().map((svg) => svg.getAttribute('width'));
const dayLabels = (svg: Element) => [...svg.querySelectorAll('[data-axis="days"] text')];
/** Right edge of every bar and point, in the SVG's own pixels. */
const rightEdges = (svg: Element) => [
  ...[...svg.querySelectorAll('rect[data-series]')].map((r) => Number(r.getAttribute('x')) + Number(r.getAttribute('width'))),
  ...[...svg.querySelectorAll('circle[data-day]')].map((c) => Number(c.getAttribute('cx')) + Number(c.getAttribute('r'))),
].map((x) => x + CHART_MARGIN.left);

describe('ReportCharts width', () => {
  it('draws each chart at the width of its box and follows the box when it resizes', () => {
    installResizeObserver();
    boxWidth = 1034;
    const { unmount } = render(<ReportCharts days={days(7)} />);
    expect(charts()).toHaveLength(3);
    expect(widths()).toEqual(['1034', '1034', '1034']);
    expect(charts()[0]).toHaveAttribute('viewBox', '0 0 1034 220');

    resizeBoxes(340);
    expect(widths()).toEqual(['340', '340', '340']);
    // Seven days fit a phone's box: nothing to scroll, so no extra tab stop.
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    for (const svg of charts()) expect(Math.max(...rightEdges(svg))).toBeLessThanOrEqual(340 - CHART_MARGIN.right);

    unmount();
    expect(observers.every((o) => o.targets.length === 0)).toBe(true);
  });

  it('without ResizeObserver measures the box once and on window resizes, and falls back when it cannot', () => {
    expect('ResizeObserver' in window).toBe(false);
    const first = render(<ReportCharts days={days(3)} />);
    expect(widths()).toEqual([String(FALLBACK_WIDTH), String(FALLBACK_WIDTH), String(FALLBACK_WIDTH)]);
    first.unmount();

    boxWidth = 800;
    render(<ReportCharts days={days(3)} />);
    expect(widths()).toEqual(['800', '800', '800']);
    boxWidth = 500.6;
    act(() => {
      fireEvent(window, new Event('resize'));
    });
    expect(widths()).toEqual(['500', '500', '500']);
  });

  it('on a narrow box draws every day of a long report, wider than the box, in a box that scrolls', () => {
    installResizeObserver();
    boxWidth = 1034;
    render(<ReportCharts days={days(30)} />);
    // 30 days fit at 1034 px: no scrolling.
    expect(widths()).toEqual(['1034', '1034', '1034']);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();

    resizeBoxes(340);
    const full = CHART_MARGIN.left + 30 * MIN_DAY_STEP + CHART_MARGIN.right;
    expect(widths()).toEqual([String(full), String(full), String(full)]);

    const [spend, impressions, cpm] = charts();
    expect(spend!.querySelectorAll('[data-day]')).toHaveLength(30);
    expect(spend!.querySelectorAll('[data-series="planned"]')).toHaveLength(30);
    expect(spend!.querySelectorAll('[data-series="actual"]')).toHaveLength(30);
    expect(impressions!.querySelectorAll('circle[data-day]')).toHaveLength(30);
    expect(cpm!.querySelectorAll('[data-cpm]')).toHaveLength(30);
    expect(spend!.querySelector('[data-day="2025-03-30"]')).not.toBeNull();
    // Nothing is drawn past the SVG's edge, so the last day is reached by scrolling.
    for (const svg of charts()) expect(Math.max(...rightEdges(svg))).toBeLessThanOrEqual(full - CHART_MARGIN.right);

    const groups = screen.getAllByRole('group', { name: /scroll sideways for more days$/ });
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual([
      'Spend per day, scroll sideways for more days',
      'Impressions per day, scroll sideways for more days',
      'CPM per day, scroll sideways for more days',
    ]);
    for (const g of groups) expect(g).toHaveAttribute('tabindex', '0');
    expect(within(groups[0]!).getByRole('img', { name: /^Spend per day, planned and actual, 30 days/ })).toBeInTheDocument();
    expect(screen.getAllByText('Scroll sideways to see all 30 days.')).toHaveLength(3);
  });

  it('labels fewer days on a narrow box, far enough apart not to overlap', () => {
    installResizeObserver();
    boxWidth = 1034;
    render(<ReportCharts days={days(7)} />);
    expect(dayLabels(charts()[0]!).map((t) => t.textContent)).toEqual(['1 Mar', '2 Mar', '3 Mar', '4 Mar', '5 Mar', '6 Mar', '7 Mar']);

    for (const narrow of [340, 290]) {
      resizeBoxes(narrow);
      for (const svg of charts()) {
        const labels = dayLabels(svg);
        expect(labels.map((t) => t.textContent)).toEqual(['1 Mar', '3 Mar', '5 Mar', '7 Mar']);
        const xs = labels.map((t) => Number(t.getAttribute('x')));
        for (let i = 1; i < xs.length; i += 1) expect(xs[i]! - xs[i - 1]!).toBeGreaterThanOrEqual(DAY_LABEL_ROOM);
        // The last label stays inside the SVG.
        expect(CHART_MARGIN.left + xs[xs.length - 1]! + DAY_LABEL_ROOM / 2).toBeLessThanOrEqual(narrow);
      }
    }
  });
});
