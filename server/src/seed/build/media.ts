/** One generated profile: its options, how complete its seller keeps it, its charts and its score. */
import {
  mediaMonogram, monogramLogoUrl, scoreListing, scoreProfile,
  type CatalogMediaOption, type CategoryInfo, type MediaProfile,
} from 'shared-domain';
import type { SeedMedia } from '../seed-media';
import { facetsOf } from './facets';
import { assignTopChoices, buildOption, chooseTemplates, OPTION_DEFECTS, optionDefects } from './options';
import {
  asScored, demographics, DIGITAL_DEFECTS, popularity, sections, TELEVISION_DEFECTS, type ProfileDefect,
} from './profile-details';
import type { Rng } from 'shared-domain';
import type { Stub } from './stub';

/** What every profile of one catalog draws on: its seed, both random streams, vendors and option ids. */
export type CatalogContext = {
  seed: number;
  rng: Rng;
  /** A second stream for how complete sellers keep their listings, so it changes no name or price. */
  quality: Rng;
  vendorIds: readonly string[];
  nextOptionId: () => string;
};

/** One profile to build: its category, stub, id, unique slug and number of options. */
export type MediaSlot = { category: CategoryInfo; stub: Stub; mediaId: string; slug: string; optionCount: number };

/**
 * How well one seller keeps its listing, drawn from the quality stream alone (so no name or
 * price depends on it): a fifth keep everything complete; most leave a few checks of their
 * options incomplete; about one in six neglect the listing (many checks left, often no logo).
 * `gap` is the chance each check of each option is left incomplete.
 */
type Upkeep = { gap: number; logo: boolean; fewArtworks: boolean };

function upkeepOf(quality: Rng): Upkeep {
  const tier = quality.next();
  const care = tier < 0.2 ? 1 : tier < 0.83 ? quality.range(0.35, 0.95) : quality.range(0, 0.35);
  const neglect = 1 - care;
  return {
    gap: neglect * 0.55,
    // A seller who keeps everything else complete uploads its logo; the others forget it more often the less they care.
    logo: care === 1 || !quality.chance(0.04 + neglect * 0.6),
    // Some sellers upload one sample artwork where others give several.
    fewArtworks: care < 1 && quality.chance(0.2 + neglect * 0.4),
  };
}

/** The options of a profile, built with what its seller left incomplete. */
function profileOptions({ category, stub, mediaId, optionCount: k }: MediaSlot, c: CatalogContext, upkeep: Upkeep): CatalogMediaOption[] {
  const { rng, quality, vendorIds } = c;
  const pool = vendorIds.length;
  const firstVendor = rng.int(0, pool - 1);
  const vendors = rng.chance(0.3)
    ? [vendorIds[firstVendor], vendorIds[(firstVendor + rng.int(1, pool - 1)) % pool]]
    : [vendorIds[firstVendor]];
  // About one listing in seven is left a little incomplete so scores vary.
  const optionDefect = rng.chance(0.14) ? rng.pick(OPTION_DEFECTS) : undefined;
  const defectAt = rng.int(0, k - 1);
  const mediaOptions = chooseTemplates(stub.templates, k, rng).map(({ template, name }, j) => buildOption({
    category: category.key, stub, mediaId, optionId: c.nextOptionId(), template, name,
    gst: category.gstPercent, vendors, rng,
    defects: optionDefects(j === defectAt ? optionDefect : undefined, upkeep.gap, quality),
    fewArtworks: upkeep.fewArtworks,
  }));
  assignTopChoices(mediaOptions, rng);
  return mediaOptions;
}

/** The profile checks a digital or television seller left incomplete: one drawn from `rng`, more from `quality`. */
function profileGaps(stub: Stub, gap: number, c: CatalogContext): Set<ProfileDefect> {
  const kind = stub.demographics;
  const profileDefects = kind === 'digital' ? DIGITAL_DEFECTS : kind === 'television' ? TELEVISION_DEFECTS : [];
  const defect = profileDefects.length > 0 && c.rng.chance(0.3) ? c.rng.pick(profileDefects) : undefined;
  // Further gaps from the quality stream, only of kinds that draw nothing from `rng`.
  const gaps = new Set<ProfileDefect>(defect ? [defect] : []);
  for (const d of profileDefects) if (d !== 'advertisers' && d !== defect && c.quality.chance(gap)) gaps.add(d);
  if (gaps.has('mediaKitMissing')) gaps.delete('mediaKitDoc');
  return gaps;
}

/** A whole profile with its options, charts, score and browse facets. */
export function buildMedia(slot: MediaSlot, c: CatalogContext): SeedMedia {
  const { category, stub, mediaId, slug } = slot;
  const { rng } = c;
  const upkeep = upkeepOf(c.quality);
  const mediaOptions = profileOptions(slot, c, upkeep);
  const kind = stub.demographics;
  const gaps = profileGaps(stub, upkeep.gap, c);
  // The seed has no real logos: each profile shows its generated mark (initials on its colour),
  // as its uploaded logo when its seller gave one, else as the stand-in every card shows (`logoUrl`).
  const mark = monogramLogoUrl(mediaMonogram({ _id: mediaId, name: stub.name }));
  const logo = upkeep.logo ? { url: mark, width: gaps.has('logoSize') ? 250 : 300, height: 125 } : null;
  const attributes = gaps.has('toolTip')
    ? { ...stub.attributes, appStoreRating: { value: stub.attributes.appStoreRating?.value } }
    : stub.attributes;
  const mediaKitUrl = kind !== 'digital' || gaps.has('mediaKitMissing') ? null
    : `/assets/media-kits/${slug}.${gaps.has('mediaKitDoc') ? 'doc' : 'pdf'}`;
  const profileSections = sections(stub, gaps.has('aboutLong'));
  const charts = demographics(kind, stub, rng, gaps);

  const score = kind === 'digital' || kind === 'television'
    ? scoreProfile({
      kind, logo, attributes, sections: profileSections, mediaKitUrl, demographics: charts,
      mediaOptions: mediaOptions.map(asScored),
    } satisfies MediaProfile).score
    : scoreListing(mediaOptions.map(asScored));

  return {
    _id: mediaId,
    category: category.key,
    slug,
    name: stub.name,
    city: stub.city,
    language: stub.language,
    logoUrl: mark,
    logo,
    audience: stub.audience,
    score,
    popularity: popularity(stub.audience, rng),
    subTitle: stub.subTitle,
    attributes,
    sections: profileSections,
    demographics: charts,
    mediaKitUrl,
    mediaOptions,
    facets: facetsOf(category.key, stub, mediaOptions, slug, c.seed),
  };
}
