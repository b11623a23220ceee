/**
 * The studio's score: `scoreProfile` (SCORING.md) for digital and television profiles, the
 * options part scaled to 100 (`scoreListing`) for the other categories, and for every message
 * the form field that fixes it. The studio shows it live; the server stores it on each save
 * and publishes it as the catalog's score. One function, so they always agree.
 */
import type { CategoryKey } from '../catalog/categories';
import {
  scoreListing, scoreMediaOptions, scoreProfile,
  type MediaProfile, type ScoreCheck, type ScoreMediaOption,
} from '../scoring/score-profile';
import type { ScoreIssue, SellerOptionDraft, SellerProfileDraft, SellerScore } from './seller-types';

/** The profile kinds SCORING.md scores in full; the other categories are scored by their options. */
export type ScoredKind = MediaProfile['kind'];

export function scoredKindOf(category: CategoryKey | string): ScoredKind | null {
  return category === 'digital' || category === 'television' ? category : null;
}

/** An option as the score reads it. */
export function scoredOption(o: SellerOptionDraft): ScoreMediaOption {
  return {
    name: o.name, type: o.type, _template: o._template, descriptions: o.descriptions, descriptionId: o.descriptionId,
    referenceArtworks: o.referenceArtworks, creativeSpecs: o.creativeSpecs, additionalInfo: o.additionalInfo,
    sop: o.sop, _vendors: o._vendors,
  };
}

/** A digital or television draft as SCORING.md's `MediaProfile`; null for other categories. */
export function scoredProfileOf(draft: SellerProfileDraft): MediaProfile | null {
  const kind = scoredKindOf(draft.category);
  if (!kind) return null;
  return {
    kind, logo: draft.logo, attributes: draft.attributes, sections: draft.sections,
    mediaKitUrl: draft.mediaKitUrl, demographics: draft.demographics, mediaOptions: draft.mediaOptions.map(scoredOption),
  };
}

/** The form field (its element id in the studio, without the `field-` prefix) a profile check points at. */
const CHECK_FIELDS: Readonly<Record<string, string>> = {
  logo: 'logo', sections: 'sections', aboutContent: 'sections', mediaKit: 'mediaKit',
  advertisers: 'demographics.advertisers', gender: 'demographics.gender', age: 'demographics.age',
  income: 'demographics.income', state: 'demographics.state', city: 'demographics.city',
  timeBand: 'demographics.timeBand', panIndia: 'demographics.panIndia',
  topChoices: 'options', mediaOptions: 'options',
};

/** Which part of an option a per-option message is about (the text after `{name}: `). */
function optionPart(text: string): string {
  if (/Reference artworks/.test(text)) return 'referenceArtworks';
  if (/^Description/.test(text)) return 'description';
  if (/creative specs|Image\/Video\/Audio\/Text\/CTA/.test(text)) return 'creativeSpecs';
  if (/Campaign Guidlines/.test(text)) return 'additionalInfo';
  if (/Proof of execution/.test(text)) return 'sop';
  if (/vendor/.test(text)) return 'vendors';
  return 'name';
}

function profileIssues(checks: readonly ScoreCheck[]): ScoreIssue[] {
  return checks.flatMap((c) => (c.message && c.key !== 'topChoices' && c.key !== 'mediaOptions'
    ? [{ message: c.message, field: CHECK_FIELDS[c.key] ?? `attributes.${c.key}` }]
    : []));
}

/** Each option's messages, with the option's index in the field: `options.2.vendors`. */
function optionIssues(options: readonly SellerOptionDraft[]): ScoreIssue[] {
  return options.flatMap((o, i) => scoreMediaOptions([scoredOption(o)]).messages
    .filter((m) => m.startsWith(`${o.name}: `))
    .map((message) => ({ message, field: `options.${i}.${optionPart(message.slice(o.name.length + 2))}` })));
}

/**
 * The score of a draft of any category, with every message of SPEC.md section 5 and the field
 * that fixes it. Digital and television: `scoreProfile`. Others: `scoreListing`, and the
 * options part's checks scaled by the same factor so the checks still add up to the score.
 */
export function scoreSellerProfile(draft: SellerProfileDraft): SellerScore {
  const profile = scoredProfileOf(draft);
  const optionsPart = scoreMediaOptions(draft.mediaOptions.map(scoredOption));
  const optionsTop = optionsPart.messages.filter((m) => m === 'Popular/Premium media should be minimum 1 and maximum 3'
    || m === 'Atleast one media option is required').map((message) => ({ message, field: 'options' }));
  if (profile) {
    const result = scoreProfile(profile);
    return { ...result, issues: [...profileIssues(result.checks), ...optionsTop, ...optionIssues(draft.mediaOptions)] };
  }
  const scale = 100 / optionsPart.max;
  const checks = optionsPart.checks.map((c) => ({ ...c, max: c.max * scale, points: Math.round(c.points * scale * 100) / 100 }));
  return {
    score: scoreListing(draft.mediaOptions.map(scoredOption)),
    max: 100,
    checks,
    messages: optionsPart.messages,
    issues: [...optionsTop, ...optionIssues(draft.mediaOptions)],
  };
}
