/** One priced media option of a profile, built from its template, and the top choices among them. */
import type { CatalogMediaOption, CategoryKey } from 'shared-domain';
import type { OptionTemplate } from '../names-options';
import { clamp, floorRupees, niceRupees } from './helpers';
import {
  ADDITIONAL_INFO, ADDITIONAL_INFO_INCOMPLETE, artworksFor, creativeSpecsFor, descriptionsFor,
  NO_ARTWORKS, NO_SPECS, NO_STRINGS, SOP, SOP_INCOMPLETE,
} from './option-content';
import { otherRates, pricingUnits, variableUnits } from './rates';
import type { Rng } from 'shared-domain';
import type { Stub } from './stub';

/** A check of an option the seller can leave incomplete (the profile score counts each). */
export type Defect = 'artwork' | 'description' | 'creative' | 'guidelines' | 'sop' | 'vendor';
/** Every option check, in the order a defect is drawn from. */
export const OPTION_DEFECTS: readonly Defect[] = ['artwork', 'description', 'creative', 'guidelines', 'sop', 'vendor'];

const NO_DEFECTS: ReadonlySet<Defect> = new Set();

/** The checks a seller left incomplete on one option: `first` (if any) and each other with chance `gap`. */
export function optionDefects(first: Defect | undefined, gap: number, quality: Rng): ReadonlySet<Defect> {
  if (gap <= 0) return first ? new Set([first]) : NO_DEFECTS;
  let out: Set<Defect> | undefined = first ? new Set([first]) : undefined;
  for (const d of OPTION_DEFECTS) if (quality.chance(gap)) (out ??= new Set()).add(d);
  return out ?? NO_DEFECTS;
}

/** What one option is built from. */
export type OptionContext = {
  category: CategoryKey;
  stub: Stub;
  mediaId: string;
  optionId: string;
  template: OptionTemplate;
  name: string;
  gst: number;
  vendors: string[];
  /** What the seller left incomplete on this option (the profile score counts each). */
  defects: ReadonlySet<Defect>;
  /** One sample artwork instead of the category's set (the score asks for at least one). */
  fewArtworks?: boolean;
  rng: Rng;
};

/** A priced option: card, offer and vendor rates, minimum billing, specs and what the seller left out. */
export function buildOption(c: OptionContext): CatalogMediaOption {
  const { template: t, stub, rng } = c;
  const [lo, hi] = stub.band ?? t.band;
  const level = clamp(stub.level * rng.range(0.9, 1.1), 0, 1);
  let card = niceRupees((lo + (hi - lo) * level) * (t.factor ?? 1));
  // Airport sites stay within the ₹4–20 lakh a month of SEED-FACTS.md whatever their format.
  if (c.category === 'airport') card = clamp(card, 400_000, 2_000_000);
  // Offer and vendor rates are quoted as round as the card; min() keeps card ≥ offer ≥ vendor.
  const discountedRate = Math.min(card, niceRupees(card * (1 - rng.range(t.discount[0], t.discount[1]))));
  const vendorRate = Math.min(discountedRate, niceRupees(discountedRate * rng.range(0.8, 0.92)));
  const volume = t.units.reduce((p, [, value]) => p * value, 1);
  const numberProduct = (t.numbers ?? []).reduce((p, [, value]) => p * value, 1);
  const minimumBilling = floorRupees(discountedRate * volume * numberProduct);
  // Streaming and creator video take web files, not broadcast masters.
  const isWebVideo = t.creative === 'video' && (c.category === 'digital' || c.category === 'influencer-marketing' || t.type === 'CPM');

  return {
    _id: c.optionId,
    _media: c.mediaId,
    name: c.name,
    type: t.type,
    unitLabel: t.unitLabel,
    pricingUnits: pricingUnits(t),
    variablePricingUnits: variableUnits(t),
    rates: {
      defaultRates: { cardRate: card, discountedRate, vendorRate, minimumBilling },
      otherRates: otherRates(t, rng.chance(0.4)),
    },
    minimumBilling,
    serviceTaxPercentage: c.gst,
    descriptions: c.defects.has('description') ? NO_STRINGS : descriptionsFor(t),
    referenceArtworks: c.defects.has('artwork') ? NO_ARTWORKS : artworksFor(c.category, c.fewArtworks ? 1 : undefined),
    creativeSpecs: c.defects.has('creative') ? NO_SPECS : creativeSpecsFor(t, isWebVideo),
    additionalInfo: c.defects.has('guidelines') ? ADDITIONAL_INFO_INCOMPLETE : ADDITIONAL_INFO,
    sop: c.defects.has('sop') ? SOP_INCOMPLETE : SOP,
    _vendors: c.defects.has('vendor') ? [] : c.vendors,
  };
}

/**
 * Picks `k` templates in list order: always the first (the medium's headline product, e.g.
 * "Display Ad – Main Edition"), the rest at random; beyond the list, packages are numbered.
 */
export function chooseTemplates(templates: readonly OptionTemplate[], k: number, rng: Rng): { template: OptionTemplate; name: string }[] {
  const rest = rng.shuffle(templates.map((_, i) => i).slice(1)).slice(0, Math.max(0, Math.min(k, templates.length) - 1));
  const picked = [0, ...rest].sort((a, b) => a - b);
  const out = picked.map((i) => ({ template: templates[i], name: templates[i].name }));
  for (let extra = 0; out.length < k; extra++) {
    const template = templates[extra % templates.length];
    out.push({ template, name: `${template.name} – Package ${Math.floor(extra / templates.length) + 2}` });
  }
  return out;
}

/** 1–3 Popular and 1–3 Premium options on every profile with two or more options. */
export function assignTopChoices(options: CatalogMediaOption[], rng: Rng): void {
  const k = options.length;
  if (k === 0) return;
  const order = rng.shuffle(options.map((_, i) => i));
  const popular = rng.int(1, Math.min(3, Math.max(1, k - 1)));
  const premium = k > 1 ? rng.int(1, Math.min(3, k - popular)) : 0;
  order.slice(0, popular).forEach((i) => { options[i]._template = 'Popular Media'; });
  order.slice(popular, popular + premium).forEach((i) => { options[i]._template = 'Premium Media'; });
}
