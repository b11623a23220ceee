import type { DayState } from './flowchart-layout';

/**
 * How each day state is drawn, for the chart and its legend. States differ by fill as well
 * as colour, and every colour is at least 3:1 against white (WCAG 1.4.11).
 */
export const DAY_STYLE: Record<DayState, { fill: string; stroke: string; text: string; label: string }> = {
  planned: { fill: '#ffffff', stroke: '#1f5fa8', text: '#1f5fa8', label: 'Planned' },
  ordered: { fill: '#1f5fa8', stroke: '#1f5fa8', text: '#ffffff', label: 'Ordered (PO raised)' },
  invoiced: { fill: '#1d6b3a', stroke: '#1d6b3a', text: '#ffffff', label: 'Invoiced' },
};

export const TODAY_COLOR = '#b8341b';

/** Heights of the axis band and of one option's row, in px. */
export const AXIS_HEIGHT = 36;
export const ROW_HEIGHT = 48;
