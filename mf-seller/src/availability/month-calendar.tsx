import { useEffect, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { color, focusRing, mobile } from 'shared-ui';
import { Button } from 'shared-ui/forms';
import type { AvailabilityDay } from 'shared-domain/booking';
import { addDays, dayName, monthName, monthOf, monthWeeks, WEEKDAY_NAMES, WEEKDAYS } from './calendar-dates';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin: 0 0 8px;
  h3 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

const Grid = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  th {
    font-size: 0.8125rem;
    color: ${color.muted};
    padding: 4px 0;
  }
  td {
    vertical-align: top;
    height: 72px;
    padding: 4px;
    border: 1px solid ${color.line};
    font-size: 0.75rem;
    line-height: 1.3;
    cursor: pointer;
    overflow-wrap: anywhere;
    ${focusRing}
  }
  td[aria-selected='true'] {
    background: ${color.canvas};
    outline: 2px solid ${color.accent};
    outline-offset: -2px;
  }
  td.empty {
    border: 0;
    cursor: default;
  }
  strong {
    display: block;
    font-size: 0.875rem;
  }
  ${mobile} {
    td {
      height: 64px;
      padding: 2px;
      font-size: 0.6875rem;
    }
  }
`;

/** What one day's cell says: "4 units · 1 held · 2 booked", or "On request" when the seller keeps no figure. */
export function dayText(day: AvailabilityDay | undefined | null): string {
  if (day === null) return 'Loading';
  if (!day) return 'On request';
  return `${day.units} units · ${day.held} held · ${day.booked} booked`;
}

/** A day's figures a line each, so a narrow cell wraps between them rather than inside them. */
function DayFigures({ day }: { day: AvailabilityDay | undefined | null }) {
  if (day === null) return <span aria-hidden="true">…</span>;
  if (!day) return <span aria-hidden="true">On request</span>;
  return (
    <span aria-hidden="true">
      {day.units} units<br />{day.held} held<br />{day.booked} booked
    </span>
  );
}

type Props = {
  month: string;
  /** The month's kept days; null while they load. */
  days: readonly AvailabilityDay[] | null;
  /** The day with keyboard focus (in `month`). */
  focused: string;
  /** The days of the bulk form's range, marked selected. */
  selected: { from: string; to: string } | null;
  onFocusDay: (day: string) => void;
  onPick: (day: string) => void;
  onMonth: (step: number) => void;
};

const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * A month of days, each with its units, held and booked. The grid is one tab stop: the arrow
 * keys move by a day or a week (into the next or previous month past its edge), Home and End to
 * the week's ends, Page Up and Page Down by a month; Enter or Space puts the day in the bulk form.
 */
export function MonthCalendar({ month, days, focused, selected, onFocusDay, onPick, onMonth }: Props) {
  const byDay = days ? new Map(days.map((d) => [d.date, d])) : null;
  const dayOf = (day: string) => (byDay ? byDay.get(day) : null);
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    const target = grid.current?.querySelector<HTMLElement>(`[data-day="${focused}"]`);
    if (!target) return;
    moved.current = false;
    target.focus();
  }, [focused, month]);

  const move = (day: string) => {
    moved.current = true;
    if (monthOf(day) !== month) onMonth(monthOf(day) > month ? 1 : -1);
    onFocusDay(day);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTableCellElement>, day: string) => {
    const step = STEPS[e.key];
    let next: string | null = step ? addDays(day, step) : null;
    if (e.key === 'Home') next = addDays(day, -new Date(`${day}T00:00:00Z`).getUTCDay());
    if (e.key === 'End') next = addDays(day, 6 - new Date(`${day}T00:00:00Z`).getUTCDay());
    if (e.key === 'PageUp' || e.key === 'PageDown') next = addDays(day, e.key === 'PageUp' ? -28 : 28);
    if (next) {
      e.preventDefault();
      move(next);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onPick(day);
    }
  };
  const inRange = (day: string) => Boolean(selected && day >= selected.from && day <= selected.to);

  return (
    <div>
      <Head>
        <Button type="button" $variant="secondary" $size="small" onClick={() => onMonth(-1)}>Previous month</Button>
        <h3 id="calendar-month" aria-live="polite">{monthName(month)}</h3>
        <Button type="button" $variant="secondary" $size="small" onClick={() => onMonth(1)}>Next month</Button>
      </Head>
      <Grid ref={grid} role="grid" aria-labelledby="calendar-month" aria-busy={days === null}>
        <thead>
          <tr>{WEEKDAYS.map((w, i) => <th key={w} scope="col"><abbr title={WEEKDAY_NAMES[i]}>{w}</abbr></th>)}</tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, i) => (
            <tr key={i}>
              {week.map((day, k) => (day ? (
                <td key={day} role="gridcell" data-day={day} tabIndex={day === focused ? 0 : -1} aria-selected={inRange(day)}
                  aria-label={`${dayName(day)}: ${dayText(dayOf(day))}`}
                  onKeyDown={(e) => onKeyDown(e, day)} onClick={() => { onFocusDay(day); onPick(day); }}>
                  <strong aria-hidden="true">{Number(day.slice(8))}</strong>
                  <DayFigures day={dayOf(day)} />
                </td>
              ) : <td key={`empty-${k}`} className="empty" aria-hidden="true" />))}
            </tr>
          ))}
        </tbody>
      </Grid>
    </div>
  );
}
