import { formatRupees } from 'shared-domain';
import { type PacingStatus, type ReportPacing } from 'shared-domain/campaign';
import { longDay } from './report-format';

/** "Spent ₹x of ₹y planned to date (92%)", or what can be said without a plan to date. */
export function pacingSentence(p: ReportPacing): string {
  if (p.ratio === null) {
    return p.actualSpendToDate > 0
      ? `Spent ${formatRupees(p.actualSpendToDate)} to date; no spend was planned up to ${longDay(p.asOf)}`
      : `No spend was planned up to ${longDay(p.asOf)}`;
  }
  return `Spent ${formatRupees(p.actualSpendToDate)} of ${formatRupees(p.plannedSpendToDate)} planned to date (${Math.round(p.ratio * 100)}%)`;
}

/** The status in words; the colour of its badge only helps. */
export const PACING_LABEL: Record<PacingStatus, string> = {
  'no-plan': 'Not started',
  behind: 'Behind plan',
  'on-track': 'On track',
  ahead: 'Ahead of plan',
};

/**
 * The pacing bar's proportions: the track is the larger of planned and actual to date, the
 * fill is actual and the marker is planned, each as a share of the track (0–1).
 */
export function pacingBar(p: Pick<ReportPacing, 'plannedSpendToDate' | 'actualSpendToDate'>): { fill: number; marker: number | null } {
  const scale = Math.max(p.plannedSpendToDate, p.actualSpendToDate);
  if (scale <= 0) return { fill: 0, marker: null };
  return {
    fill: p.actualSpendToDate / scale,
    marker: p.plannedSpendToDate > 0 ? p.plannedSpendToDate / scale : null,
  };
}
