import { type Brief } from 'shared-domain';
import { normaliseBrief, validateBrief, type BriefErrors } from 'shared-domain/campaign';
import { briefFromDraft, draftFrom, type BriefDraft } from '../../brief/brief-draft';

/** The Brief tab edits the same draft as the new-brief page (`/ad-campaign-brief`). */
export { draftFrom, type BriefDraft };

const day = (iso: string | undefined) => (iso ?? '').slice(0, 10);

/**
 * The earliest start the brief may name: today, or the start it had when that is already past
 * (a running campaign's brief stays editable).
 */
export function earliestStart(previous: Brief | null | undefined, today: string): string {
  const oldStart = day(previous?.campaignDetails?.duration?.startDate);
  return oldStart && oldStart < today ? oldStart : today;
}

/** Checks the draft with shared-domain's brief rules, the start counted from `earliestStart`. */
export function checkDraft(d: BriefDraft, previous: Brief | null | undefined, today: string): { errors: BriefErrors; brief: Brief } {
  const brief = briefFromDraft(d, previous);
  const errors = validateBrief(brief, earliestStart(previous, today));
  return { errors, brief: normaliseBrief(brief) };
}
