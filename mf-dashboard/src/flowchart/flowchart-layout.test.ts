import { dayNumber, dayOf, flowchartLayout, optionLabel, type FlowchartOption } from './flowchart-layout';

const radio: FlowchartOption = {
  _id: 'mo-radio',
  display: { mediaName: 'Radio Mirchi', optionName: 'Prime time spot', unitLabel: 'per 10 sec spot' },
  schedule: [
    { date: '2025-03-12', units: 4 },
    { date: '2025-03-10T00:00:00.000Z', units: 2, po: { id: 'PO-1' } },
    { date: '2025-03-10', units: 1 },
  ],
};
const paper: FlowchartOption = {
  _id: 'mo-paper',
  display: { mediaName: 'Times of India', optionName: 'Front page jacket' },
  schedule: [{ date: '2025-03-20', units: 1, invoice: { id: 'INV-9' } }],
};

describe('dayOf and dayNumber', () => {
  it('reads the calendar day of a date or a timestamp', () => {
    expect(dayOf('2025-03-10')).toBe('2025-03-10');
    expect(dayOf('2025-03-10T18:30:00.000Z')).toBe('2025-03-10');
    expect(dayOf('10/03/2025')).toBeNull();
    expect(dayOf('2025-02-30')).toBeNull();
  });

  it('counts days across months and years', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2025-03-01') - dayNumber('2025-02-28')).toBe(1);
    expect(dayNumber('2025-01-01') - dayNumber('2024-12-31')).toBe(1);
  });
});

describe('flowchartLayout', () => {
  const layout = flowchartLayout([radio, paper], { today: '2025-03-11', dayWidth: 20 })!;

  it('covers whole weeks, Sunday to Saturday, around every scheduled day', () => {
    // 10 Mar 2025 is a Monday; 20 Mar a Thursday.
    expect(layout.start).toBe('2025-03-09');
    expect(layout.end).toBe('2025-03-22');
    expect(layout.days).toBe(14);
    expect(layout.width).toBe(280);
    expect(layout.weekTicks).toEqual([{ date: '2025-03-09', x: 0, week: 11 }, { date: '2025-03-16', x: 140, week: 12 }]);
  });

  it('SPEC.md 9.26: week columns start on Sunday and are numbered with week 1 holding 1 January', () => {
    // 1 Jan 2025 is a Wednesday: its week starts on Sunday 29 Dec 2024 and is week 1.
    const newYear = flowchartLayout([{ schedule: [{ date: '2024-12-28', units: 1 }, { date: '2025-01-06', units: 1 }] }], { today: '2025-01-01', dayWidth: 10 })!;
    expect(newYear.start).toBe('2024-12-22');
    expect(newYear.end).toBe('2025-01-11');
    expect(newYear.weekTicks.map((t) => [t.date, t.week])).toEqual([['2024-12-22', 52], ['2024-12-29', 1], ['2025-01-05', 2]]);
  });

  it('puts each scheduled day in its column, adding up the units of one day, ordered by date', () => {
    const [r, p] = layout.rows;
    expect(r!.cells).toEqual([
      { date: '2025-03-10', units: 3, state: 'ordered', x: 20 },
      { date: '2025-03-12', units: 4, state: 'planned', x: 60 },
    ]);
    expect(r!.totalUnits).toBe(7);
    expect(r!.span).toEqual({ x: 20, width: 60 });
    expect(r!.label).toBe('Radio Mirchi – Prime time spot');
    expect(r!.detail).toBe('per 10 sec spot');
    expect(p!.cells).toEqual([{ date: '2025-03-20', units: 1, state: 'invoiced', x: 220 }]);
    expect(p!.span).toEqual({ x: 220, width: 20 });
  });

  it('draws the today line in the middle of today’s column, only inside the axis', () => {
    expect(layout.todayX).toBe(2 * 20 + 10);
    expect(flowchartLayout([radio], { today: '2025-06-01' })!.todayX).toBeNull();
  });

  it('stretches the axis to the campaign’s own dates', () => {
    const wide = flowchartLayout([radio], { today: '2025-03-11', extent: ['2025-03-01', null, '2025-04-02T00:00:00Z'] })!;
    expect(wide.start).toBe('2025-02-23');
    expect(wide.end).toBe('2025-04-05');
    expect(wide.weekTicks).toHaveLength(6);
  });

  it('keeps options without dates as empty rows, and a cancelled invoice does not count', () => {
    const l = flowchartLayout(
      [{ _id: 'x', schedule: [{ date: '2025-03-10', units: 1, invoice: { id: 'I', cancelled: true } }] }, { schedule: [] }],
      { today: '2025-03-10' },
    )!;
    expect(l.rows[0]!.cells[0]!.state).toBe('planned');
    expect(l.rows[1]).toMatchObject({ key: 'option-1', label: 'Media option 2', cells: [], span: null, totalUnits: 0 });
  });

  it('is null when nothing is scheduled', () => {
    expect(flowchartLayout([], { today: '2025-03-10' })).toBeNull();
    expect(flowchartLayout([{ schedule: [{ date: 'soon', units: 1 }] }], { today: '2025-03-10' })).toBeNull();
  });
});

describe('optionLabel', () => {
  it('falls back to whatever name there is', () => {
    expect(optionLabel({ display: { mediaName: 'Only media' } }, 0).label).toBe('Only media');
    expect(optionLabel({ display: { optionName: 'Only option' } }, 0).label).toBe('Only option');
    expect(optionLabel({}, 2)).toEqual({ label: 'Media option 3', detail: null });
  });
});
