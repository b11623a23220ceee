import { type Brief } from 'shared-domain';
import { normaliseBrief, validateBrief, type BriefErrors } from 'shared-domain/campaign';
import { briefFromDraft, draftFrom, type BriefDraft } from '../../brief/brief-draft';

/** The Brief tab edits the same draft as the new-brief page (`/ad-campaign-brief`). */
export { draftFrom, type BriefDraft };

const day = (iso: string | undefined) => (iso ?? '').slice(0, 10);

/**
 * Checks the draft with shared-domain's brief rules. A start date already in the past is
 * accepted when it is the one the brief had (a running campaign's brief stays editable).
 */
export function checkDraft(d: BriefDraft, previous: Brief | null | undefined, today: string): { errors: BriefErrors; brief: Brief } {
  const brief = briefFromDraft(d, previous);
  const oldStart = day(previous?.campaignDetails?.duration?.startDate);
  const earliest = oldStart && oldStart < today ? oldStart : today;
  const errors = validateBrief(brief, earliest);
  return { errors, brief: normaliseBrief(brief) };
}
