/**
 * The flowchart's geometry, with no React: which days the axis covers, where each week tick,
 * scheduled day and the today line sit. Days are counted in UTC on `YYYY-MM-DD` text, so
 * the layout is the same in every time zone.
 */
import { endOfWeek, startOfWeek, weekOfYear } from 'shared-domain/format';

/** What the flowchart reads of a campaign's media option. */
export type FlowchartOption = {
  _id?: string;
  display?: { mediaName?: string | null; optionName?: string | null; category?: string | null; unitLabel?: string | null } | null;
  schedule?: readonly {
    date: string;
    units: number;
    po?: { id: string } | null;
    invoice?: { id: string; cancelled?: boolean } | null;
  }[] | null;
};

/** How far a scheduled day has gone: invoiced, ordered (a purchase order) or only planned. */
export type DayState = 'planned' | 'ordered' | 'invoiced';

/** A day at its place on the axis: `x` is the left edge of its column, in px from the axis start. */
export type FlowchartDay = { date: string; x: number };

/** A week's column: its first day and its week of the year (SPEC.md 9.26: week 1 holds 1 January). */
export type FlowchartTick = FlowchartDay & { week: number };

/** A scheduled day in a row: its units (entries of one day are added up) and how far it has gone. */
export type FlowchartCell = FlowchartDay & { units: number; state: DayState };

export type FlowchartRow = {
  key: string;
  label: string;
  /** "Radio Mirchi · 10 sec spot"-style second line, when the option says how it is sold. */
  detail: string | null;
  cells: FlowchartCell[];
  totalUnits: number;
  /** The span from the first to the last scheduled day (null: nothing scheduled). */
  span: { x: number; width: number } | null;
};

export type FlowchartLayout = {
  /** First and last day of the axis (a Sunday and a Saturday: whole weeks). */
  start: string;
  end: string;
  days: number;
  dayWidth: number;
  width: number;
  rows: FlowchartRow[];
  /** One tick per week, on its first day (SPEC.md 9.26: Sunday, week 1 holding 1 January). */
  weekTicks: FlowchartTick[];
  /** Today's column centre; null when today is outside the axis. */
  todayX: number | null;
};

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** The calendar day of a schedule date ("2025-03-10" or "2025-03-10T00:00:00.000Z"); null if unreadable. */
export function dayOf(value: string): string | null {
  const m = ISO_DAY.exec(value);
  if (!m) return null;
  const n = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(n) || isoOfDayNumber(n / DAY_MS) !== m[0] ? null : m[0];
}

/** Days since 1970-01-01 for a `YYYY-MM-DD` day. */
export function dayNumber(iso: string): number {
  const m = ISO_DAY.exec(iso);
  if (!m) throw new RangeError(`Not a day: ${iso}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS;
}

function isoOfDayNumber(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

const dateOfDayNumber = (n: number): Date => new Date(n * DAY_MS);

function stateOf(entries: readonly { po?: { id: string } | null; invoice?: { id: string; cancelled?: boolean } | null }[]): DayState {
  if (entries.some((e) => e.invoice?.id && !e.invoice.cancelled)) return 'invoiced';
  if (entries.some((e) => e.po?.id)) return 'ordered';
  return 'planned';
}

/** The name of a row: media and option names when the campaign carries them. */
export function optionLabel(option: FlowchartOption, index: number): { label: string; detail: string | null } {
  const d = option.display;
  const media = d?.mediaName?.trim();
  const name = d?.optionName?.trim();
  const label = media && name ? `${media} – ${name}` : media || name || `Media option ${index + 1}`;
  const unit = d?.unitLabel?.trim();
  return { label, detail: unit || null };
}

export type LayoutOptions = {
  /** The user's day, `YYYY-MM-DD`. */
  today: string;
  /** Width of one day's column in px. */
  dayWidth?: number;
  /** Days the axis must cover besides the scheduled ones (the campaign's start and end). */
  extent?: readonly (string | null | undefined)[];
};

/**
 * Lays the options out on a shared day axis of whole weeks covering every scheduled day (and
 * `extent`). Null when nothing is scheduled: there is no chart to draw.
 */
export function flowchartLayout(options: readonly FlowchartOption[], { today, dayWidth = 24, extent = [] }: LayoutOptions): FlowchartLayout | null {
  const perOption = options.map((o) => {
    const byDay = new Map<string, { units: number; entries: NonNullable<FlowchartOption['schedule']>[number][] }>();
    for (const e of o.schedule ?? []) {
      const day = dayOf(e.date);
      if (!day) continue;
      const slot = byDay.get(day) ?? { units: 0, entries: [] };
      slot.units += Number.isFinite(e.units) ? e.units : 0;
      slot.entries.push(e);
      byDay.set(day, slot);
    }
    return [...byDay.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  });

  const scheduled = perOption.flatMap((days) => days.map(([d]) => dayNumber(d)));
  if (scheduled.length === 0) return null;
  const bounds = [...scheduled, ...extent.flatMap((e) => {
    const d = e ? dayOf(e) : null;
    return d ? [dayNumber(d)] : [];
  })];
  const first = Math.min(...bounds);
  const last = Math.max(...bounds);
  // Whole weeks by the product's rule (shared-domain date-rules): Sunday to Saturday.
  const startN = startOfWeek(dateOfDayNumber(first)).getTime() / DAY_MS;
  const endN = endOfWeek(dateOfDayNumber(last)).getTime() / DAY_MS;
  const days = endN - startN + 1;
  const xOf = (n: number) => (n - startN) * dayWidth;

  const rows: FlowchartRow[] = options.map((o, i) => {
    const cells = perOption[i]!.map(([date, slot]) => ({ date, units: slot.units, state: stateOf(slot.entries), x: xOf(dayNumber(date)) }));
    const { label, detail } = optionLabel(o, i);
    const span = cells.length
      ? { x: cells[0]!.x, width: cells[cells.length - 1]!.x - cells[0]!.x + dayWidth }
      : null;
    return { key: o._id ?? `option-${i}`, label, detail, cells, totalUnits: cells.reduce((s, c) => s + c.units, 0), span };
  });

  const weekTicks: FlowchartTick[] = [];
  for (let n = startN; n <= endN; n += 7) weekTicks.push({ date: isoOfDayNumber(n), x: xOf(n), week: weekOfYear(dateOfDayNumber(n)) });

  const todayDay = dayOf(today);
  const todayN = todayDay ? dayNumber(todayDay) : NaN;
  const todayX = todayN >= startN && todayN <= endN ? xOf(todayN) + dayWidth / 2 : null;

  return {
    start: isoOfDayNumber(startN),
    end: isoOfDayNumber(endN),
    days,
    dayWidth,
    width: days * dayWidth,
    rows,
    weekTicks,
    todayX,
  };
}
