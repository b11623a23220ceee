import { daysBetween, defaultSummaryRange, funnelCounts, funnelRows, summaryRangeProblem, type FunnelMark } from './funnel';

const m = (sessionId: string, step: FunnelMark['step'], minute: number): FunnelMark =>
  ({ sessionId, step, at: `2025-04-01T08:${String(minute).padStart(2, '0')}:00.000Z` });

describe('funnelCounts', () => {
  it('counts distinct sessions that reached each step in order', () => {
    const counts = funnelCounts([
      // a: the whole funnel, with repeats
      m('a', 'view', 1), m('a', 'view', 2), m('a', 'add_to_bag', 3), m('a', 'add_to_bag', 4), m('a', 'save_campaign', 5), m('a', 'lead', 6),
      // b: view and bag only
      m('b', 'view', 1), m('b', 'add_to_bag', 2),
      // c: a lead without the bag steps counts only as a view
      m('c', 'view', 1), m('c', 'lead', 2),
      // d: added to the bag before any page view was recorded, then viewed: only the view counts
      m('d', 'add_to_bag', 1), m('d', 'view', 2),
      // e: same instant, the view first
      m('e', 'add_to_bag', 1), m('e', 'view', 1),
    ]);
    expect(counts).toEqual({ view: 5, add_to_bag: 3, save_campaign: 1, lead: 1 });
  });

  it('is zero everywhere without marks', () => {
    expect(funnelCounts([])).toEqual({ view: 0, add_to_bag: 0, save_campaign: 0, lead: 0 });
  });
});

describe('funnelRows', () => {
  it('gives each step its conversion from the previous one', () => {
    expect(funnelRows({ view: 8, add_to_bag: 3, save_campaign: 0, lead: 0 })).toEqual([
      { step: 'view', sessions: 8, fromPrevious: null },
      { step: 'add_to_bag', sessions: 3, fromPrevious: 37.5 },
      { step: 'save_campaign', sessions: 0, fromPrevious: 0 },
      { step: 'lead', sessions: 0, fromPrevious: null },
    ]);
  });
});

describe('summary ranges', () => {
  it('defaults to the last 30 days, today included', () => {
    expect(defaultSummaryRange(new Date('2025-03-05T23:59:00.000Z'))).toEqual({ from: '2025-02-04', to: '2025-03-05' });
  });
  it('lists every day of a range', () => {
    expect(daysBetween('2024-02-27', '2024-03-01')).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01']);
    expect(daysBetween('2024-03-02', '2024-03-01')).toEqual([]);
  });
  it('names what is wrong with a range', () => {
    expect(summaryRangeProblem('2025-01-01', '2025-12-31')).toBeNull();
    expect(summaryRangeProblem('2025-02-30', '2025-03-01')).toBe('from must be a real date, YYYY-MM-DD');
    expect(summaryRangeProblem('2025-03-01', '')).toBe('to must be a real date, YYYY-MM-DD');
    expect(summaryRangeProblem('2025-03-02', '2025-03-01')).toBe('from must not be after to');
    expect(summaryRangeProblem('2024-01-01', '2025-01-01')).toBe('The range may cover at most 366 days');
  });
});
