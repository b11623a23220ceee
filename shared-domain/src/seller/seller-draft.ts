/**
 * What a new profile or option starts as, and the form's fixed lists: the attributes each
 * scored kind asks for (SPEC.md section 3) and the demographic charts with the labels and
 * order the score wants (SCORING.md), so a seller fills in numbers rather than guessing names.
 */
import { categoryInfo, type CategoryKey } from '../catalog/categories';
import { scoredKindOf } from './seller-score';
import type { SellerOptionDraft, SellerProfileDraft } from './seller-types';

/** One attribute field of the form: its key, label, what it holds and whether the score needs a tooltip. */
export type AttributeField = {
  key: string;
  label: string;
  kind: 'number' | 'text' | 'list';
  toolTipRequired: boolean;
  hint: string;
};

export const DIGITAL_ATTRIBUTE_FIELDS: readonly AttributeField[] = [
  { key: 'monthlyUsers', label: 'Monthly users', kind: 'number', toolTipRequired: false, hint: 'Unique users a month' },
  { key: 'bidType', label: 'Bid type', kind: 'text', toolTipRequired: false, hint: 'e.g. Fixed, Auction' },
  { key: 'medium', label: 'Medium', kind: 'text', toolTipRequired: false, hint: 'e.g. Website, App' },
  { key: 'pricingModel', label: 'Pricing models', kind: 'list', toolTipRequired: false, hint: 'Comma-separated, e.g. CPM, CPC' },
  { key: 'pagesPerVisit', label: 'Pages per visit', kind: 'number', toolTipRequired: true, hint: 'Average pages a visit' },
  { key: 'appStoreRating', label: 'App store rating', kind: 'number', toolTipRequired: true, hint: 'Out of 5' },
];

export const TELEVISION_ATTRIBUTE_FIELDS: readonly AttributeField[] = [
  { key: 'monthlyCumeReach', label: 'Monthly cume reach', kind: 'number', toolTipRequired: false, hint: 'Viewers a month' },
  { key: 'language', label: 'Language', kind: 'text', toolTipRequired: false, hint: 'e.g. Hindi' },
  { key: 'metroSharePercentage', label: 'Metro share', kind: 'text', toolTipRequired: false, hint: 'e.g. 42%' },
  { key: 'primeTime', label: 'Prime-time bands', kind: 'list', toolTipRequired: false, hint: 'Comma-separated, e.g. 19:00-23:00' },
  { key: 'monthlyAMA', label: 'Monthly AMA', kind: 'number', toolTipRequired: false, hint: 'Average minute audience' },
];

export function attributeFieldsOf(category: CategoryKey | string): readonly AttributeField[] {
  const kind = scoredKindOf(category);
  return kind === 'digital' ? DIGITAL_ATTRIBUTE_FIELDS : kind === 'television' ? TELEVISION_ATTRIBUTE_FIELDS : [];
}

/** The check key each chart stands for, its title, and the labels it starts with (values are the seller's). */
export type ChartTemplate = { key: string; title: string; type: 'pie' | 'bar'; labels: readonly string[]; fixedLabels: boolean };

const AUDIENCE_CHARTS: readonly ChartTemplate[] = [
  { key: 'gender', title: 'Gender', type: 'pie', labels: ['Male', 'Female'], fixedLabels: true },
  { key: 'age', title: 'Age', type: 'bar', labels: ['12 - 15', '16 - 19', '20 - 29', '30 - 39', '40 - 49', '50 +'], fixedLabels: true },
  { key: 'income', title: 'Income', type: 'bar', labels: ['High', 'Mid', 'Low'], fixedLabels: true },
  { key: 'state', title: 'State', type: 'bar', labels: ['Maharashtra', 'Karnataka'], fixedLabels: false },
  { key: 'city', title: 'City', type: 'bar', labels: ['Mumbai', 'Bangalore'], fixedLabels: false },
];

export const DIGITAL_CHARTS: readonly ChartTemplate[] = [
  { key: 'advertisers', title: 'Advertisers', type: 'bar', labels: [], fixedLabels: false },
  ...AUDIENCE_CHARTS,
];

export const TELEVISION_CHARTS: readonly ChartTemplate[] = [
  AUDIENCE_CHARTS[0]!,
  { key: 'timeBand', title: 'Prime time', type: 'pie', labels: ['PT', 'NPT'], fixedLabels: true },
  { key: 'panIndia', title: 'Urban Rural', type: 'pie', labels: ['Urban', 'Rural'], fixedLabels: true },
  ...AUDIENCE_CHARTS.slice(1),
];

export function chartTemplatesOf(category: CategoryKey | string): readonly ChartTemplate[] {
  const kind = scoredKindOf(category);
  return kind === 'digital' ? DIGITAL_CHARTS : kind === 'television' ? TELEVISION_CHARTS : [];
}

/** The state and city names the score accepts (SCORING.md). */
export const CHART_STATES = ['Gujarat', 'Karnataka', 'Kerala', 'Maharashtra', 'Tamil Nadu', 'Telangana', 'West Bengal'] as const;
export const CHART_CITIES = ['Bangalore', 'Chennai', 'Delhi', 'Hyderabad', 'Kochi', 'Kolkata', 'Mumbai'] as const;

/** The additional-info key the score wants (spelled as SPEC.md spells it) and the SOP keys. */
export const GUIDELINES_KEY = 'Campaign Guidlines and Restrictions';
export const SOP_FIELDS = ['Proof Of Execution', 'First Proof Of Execution(In Days)', 'Proof Of Execution Frequency'] as const;

/** Required keys per creative spec type (SCORING.md). */
export const CREATIVE_SPEC_KEYS = {
  image: ['Unit', 'Format', 'Resolution'],
  video: ['Bit rate type', 'Video bit rate', 'Aspect Ratio', 'Format'],
  audio: ['Format', 'Min File Size', 'Max File Size'],
  text: ['Max Character Length'],
  cta: ['Ad click URL', 'Max Characters'],
} as const;
export type CreativeSpecType = keyof typeof CREATIVE_SPEC_KEYS;

/** A new option: one pricing unit, no rates yet, the score's keys ready to fill. */
export function emptyOption(id: string, name = 'New option'): SellerOptionDraft {
  return {
    _id: id,
    name,
    type: '',
    _template: '',
    descriptions: [''],
    descriptionId: null,
    referenceArtworks: [],
    creativeSpecs: [],
    additionalInfo: [{ key: GUIDELINES_KEY, value: '' }],
    sop: SOP_FIELDS.map((key) => ({ key, value: '' })),
    _vendors: [],
    unitLabel: '',
    pricingUnits: [{ name: 'Units', value: 1, min: 1, inUse: true }],
    variablePricingUnits: [],
    rates: { defaultRates: { cardRate: 0, discountedRate: 0, minimumBilling: 0 }, otherRates: [] },
    minimumBilling: 0,
  };
}

/**
 * A new profile of `category`: its kind's attributes and an About section. It has no charts:
 * a chart of zeros would pass the age, income, state and city checks and earn points for
 * nothing, so the studio shows each chart with its labels (chartTemplatesOf) and adds it to the
 * draft when the seller enters a figure.
 */
export function emptyDraft(category: CategoryKey): SellerProfileDraft {
  return {
    category,
    name: '',
    city: '',
    language: '',
    subTitle: '',
    audience: 0,
    logo: null,
    attributes: Object.fromEntries(attributeFieldsOf(category).map((f) => [f.key, { toolTip: '' }])),
    sections: [{ title: 'About', contents: [{ type: 'text', value: '' }] }],
    mediaKitUrl: null,
    demographics: [],
    mediaOptions: [],
  };
}

/** The attribute that is the audience figure of a scored kind (monthly users, monthly cume reach). */
const AUDIENCE_ATTRIBUTE = { digital: 'monthlyUsers', television: 'monthlyCumeReach' } as const;

/**
 * The audience figure the catalog lists and sorts by: for digital and television the attribute
 * that already says it (the studio asks once), for the other categories the draft's own figure.
 */
export function listingAudience(draft: SellerProfileDraft): number {
  const kind = scoredKindOf(draft.category);
  if (!kind) return draft.audience;
  const value = draft.attributes[AUDIENCE_ATTRIBUTE[kind]]?.value;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : 0;
}

/** True when the studio asks for the audience figure itself (not for digital and television: see listingAudience). */
export const asksForAudience = (category: CategoryKey): boolean => scoredKindOf(category) === null;

/** What the audience figure means for a category ("Circulation", "Weekly listenership"…). */
export function audienceLabelOf(category: CategoryKey): string {
  return categoryInfo(category)?.audienceLabel ?? 'Audience';
}
