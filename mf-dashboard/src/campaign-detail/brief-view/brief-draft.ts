import { CATEGORIES, type Brief } from 'shared-domain';
import { defaultBrief, normaliseBrief, parseBriefList, readBriefRupees, validateBrief, type BriefErrors } from 'shared-domain/campaign';

/** The brief as the edit form holds it: numbers and lists as typed text. */
export type BriefDraft = {
  name: string;
  url: string;
  category: string;
  salesChannel: string[];
  description: string;
  ageFrom: string;
  ageTo: string;
  gender: string[];
  incomeFrom: string;
  incomeTo: string;
  geos: string;
  objective: string;
  budget: string;
  startDate: string;
  endDate: string;
  expectedOutcome: string[];
  /** Category keys (e.g. 'radio'), as /ad-campaign-brief stores them. */
  mediaPreference: string[];
};

/** A media preference as a category key: older briefs may hold the name ('Newspaper', 'BTL'). */
const categoryKey = (value: string): string => {
  const v = value.trim().toLowerCase();
  return CATEGORIES.find((c) => c.key === v || c.label.toLowerCase() === v)?.key ?? value;
};

const day = (iso: string | undefined) => (iso ?? '').slice(0, 10);

/** The form's starting values: the campaign's brief, or SPEC defaults for a new one. */
export function draftFrom(brief: Brief | null | undefined, today: string): BriefDraft {
  const b = brief ?? defaultBrief(today);
  return {
    name: b.brand?.name ?? '',
    url: b.brand?.url ?? '',
    category: b.brand?.category ?? '',
    salesChannel: [...(b.brand?.salesChannel ?? [])],
    description: b.targetGroup?.description ?? '',
    ageFrom: String(b.targetGroup?.age?.from ?? ''),
    ageTo: String(b.targetGroup?.age?.to ?? ''),
    gender: [...(b.targetGroup?.gender ?? [])],
    incomeFrom: String(b.targetGroup?.income?.from ?? ''),
    incomeTo: String(b.targetGroup?.income?.to ?? ''),
    geos: (b.targetGroup?.geos ?? []).join(', '),
    objective: b.campaignDetails?.objective ?? '',
    budget: String(b.campaignDetails?.budget ?? ''),
    startDate: day(b.campaignDetails?.duration?.startDate),
    endDate: day(b.campaignDetails?.duration?.endDate),
    expectedOutcome: [...(b.campaignDetails?.expectedOutcome ?? [])],
    mediaPreference: [...new Set((b.mediaPreference ?? []).map(categoryKey))],
  };
}

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The draft as a brief (unvalidated); `previous` keeps what the form does not edit (uploads, files). */
export function briefFrom(d: BriefDraft, previous: Brief | null | undefined): Brief {
  return {
    brand: { name: d.name, url: d.url, salesChannel: d.salesChannel, category: d.category },
    targetGroup: {
      description: d.description,
      ...(previous?.targetGroup?.uploads ? { uploads: previous.targetGroup.uploads } : {}),
      age: { from: numberOf(d.ageFrom), to: numberOf(d.ageTo) },
      gender: d.gender,
      income: { from: readBriefRupees(d.incomeFrom), to: readBriefRupees(d.incomeTo) },
      geos: parseBriefList(d.geos),
    },
    campaignDetails: {
      objective: d.objective,
      budget: readBriefRupees(d.budget),
      duration: { startDate: d.startDate, endDate: d.endDate },
      expectedOutcome: d.expectedOutcome,
    },
    mediaPreference: d.mediaPreference,
    ...(previous?.files ? { files: previous.files } : {}),
  };
}

/**
 * Checks the draft with shared-domain's brief rules. A start date already in the past is
 * accepted when it is the one the brief had (a running campaign's brief stays editable).
 */
export function checkDraft(d: BriefDraft, previous: Brief | null | undefined, today: string): { errors: BriefErrors; brief: Brief } {
  const brief = briefFrom(d, previous);
  const oldStart = day(previous?.campaignDetails?.duration?.startDate);
  const earliest = oldStart && oldStart < today ? oldStart : today;
  const errors = validateBrief(brief, earliest);
  return { errors, brief: normaliseBrief(brief) };
}
