import { chartPalette, color } from 'shared-ui';
import type { DayState } from './flowchart-layout';

/**
 * How each day state is drawn, for the chart and its legend. States differ by fill as well
 * as colour, and every colour is at least 3:1 against white (WCAG 1.4.11).
 */
export const DAY_STYLE: Record<DayState, { fill: string; stroke: string; text: string; label: string }> = {
  planned: { fill: color.surface, stroke: chartPalette[1], text: chartPalette[1], label: 'Planned' },
  ordered: { fill: chartPalette[1], stroke: chartPalette[1], text: color.surface, label: 'Ordered (PO raised)' },
  invoiced: { fill: color.success, stroke: color.success, text: color.surface, label: 'Invoiced' },
};

export const TODAY_COLOR = chartPalette[0];

/** Heights of the axis band and of one option's row, in px. */
export const AXIS_HEIGHT = 36;
export const ROW_HEIGHT = 48;
