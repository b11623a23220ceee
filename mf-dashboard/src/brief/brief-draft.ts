import { CATEGORIES, type Brief } from 'shared-domain';
import { defaultBrief, parseBriefList, readBriefRupees, type BriefField } from 'shared-domain/campaign';

/** The new-brief form's values: numbers and free lists as typed, choices as lists. */
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
  /** Cities or states, comma-separated. */
  geos: string;
  objective: string;
  budget: string;
  startDate: string;
  endDate: string;
  expectedOutcome: string[];
  /** Category keys ('radio', 'outdoor', …). */
  mediaPreference: string[];
};

/** Fields that hold a list of choices (checkbox groups). */
export type ChoiceField = 'salesChannel' | 'gender' | 'expectedOutcome' | 'mediaPreference';
export type TextField = Exclude<keyof BriefDraft, ChoiceField>;

/** Which draft field each brief rule's message belongs to. */
export const DRAFT_FIELD_OF: Record<BriefField, keyof BriefDraft> = {
  'brand.name': 'name',
  'brand.url': 'url',
  'brand.category': 'category',
  'brand.salesChannel': 'salesChannel',
  'targetGroup.gender': 'gender',
  'targetGroup.geos': 'geos',
  'campaignDetails.expectedOutcome': 'expectedOutcome',
  mediaPreference: 'mediaPreference',
  'targetGroup.description': 'description',
  'targetGroup.ageFrom': 'ageFrom',
  'targetGroup.ageTo': 'ageTo',
  'targetGroup.incomeFrom': 'incomeFrom',
  'targetGroup.incomeTo': 'incomeTo',
  'campaignDetails.objective': 'objective',
  'campaignDetails.budget': 'budget',
  'campaignDetails.startDate': 'startDate',
  'campaignDetails.endDate': 'endDate',
};

/** A media preference as a category key: older briefs may hold the name ('Newspaper', 'BTL'). */
const categoryKey = (value: string): string => {
  const v = value.trim().toLowerCase();
  return CATEGORIES.find((c) => c.key === v || c.label.toLowerCase() === v)?.key ?? value;
};

const day = (iso: string | undefined) => (iso ?? '').slice(0, 10);

/**
 * The form's values for a brief: a campaign's brief (older ones may lack fields), or with none
 * SPEC defaults (age 20–35, income 10,000–1,00,000, budget 2,00,000, start +2 and end +3 months).
 * The new-brief page and the campaign's Brief tab share it.
 */
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

/** A fresh form with SPEC defaults. */
export const initialDraft = (today: string): BriefDraft => draftFrom(null, today);

/** Empty or unreadable text is NaN, which the brief rules report as missing (rupees are read with `readBriefRupees`). */
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The draft as a brief, unvalidated (validate it with `validateBrief`, send `normaliseBrief` of
 * it). `previous` keeps what the form does not edit (the target group's uploads, the files).
 */
export function briefFromDraft(d: BriefDraft, previous?: Brief | null): Brief {
  return {
    brand: { name: d.name, url: d.url, salesChannel: d.salesChannel, category: d.category },
    targetGroup: {
      description: d.description,
      ...(previous?.targetGroup?.uploads ? { uploads: previous.targetGroup.uploads } : {}),
      age: { from: numberOf(d.ageFrom), to: numberOf(d.ageTo) },
      gender: d.gender,
      // Both left empty (a brief from the chat assistant, which asks none): no income, none assumed.
      ...(d.incomeFrom.trim() || d.incomeTo.trim() ? { income: { from: readBriefRupees(d.incomeFrom), to: readBriefRupees(d.incomeTo) } } : {}),
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
