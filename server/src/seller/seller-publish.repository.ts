/**
 * Approval: a submitted draft becomes the catalog rows buyers see. The rows are built as the
 * seed builds its own (`toRows`), the old options and facets of the media are replaced, the
 * search index is brought in step, and the profile is marked published, all in one
 * transaction: buyers see the old version or the new one, never half of each.
 */
import {
  categoryInfo, mediaMonogram, monogramLogoUrl, listingAudience, scoreSellerProfile,
  type CatalogMediaOption, type ReviewComment, type SellerOptionDraft, type SellerProfileDraft,
} from 'shared-domain';
import type { Db, Executor } from '../db/database';
import { reindexMedia } from '../search/search-index.repository';
import { slugify } from '../seed/build/helpers';
import { toRows, type SeedMedia } from '../seed/seed';
import { isUniqueViolation } from '../users/user.repository';
import { newSellerId } from './seller-account.repository';
import { commentsOf, draftOf, updateProfile, type ProfileRow } from './seller-profile-rows.repository';

/** Where the live version is. */
export type Listing = { mediaId: string; slug: string };

/** The catalog id of a draft option: the media's id and the option's own, so two profiles never share one. */
export const catalogOptionId = (mediaId: string, optionId: string): string => `${mediaId}-${optionId}`;

/** The description a buyer reads first: the chosen one, then the others that say something. */
function descriptionsOf(o: SellerOptionDraft): string[] {
  const chosen = o.descriptionId === null ? undefined : o.descriptions[Number(o.descriptionId)];
  const rest = o.descriptions.filter((d, i) => d.trim() && String(i) !== o.descriptionId);
  return chosen?.trim() ? [chosen, ...rest] : rest;
}

function catalogOption(o: SellerOptionDraft, mediaId: string, gstPercent: number): CatalogMediaOption {
  return {
    _id: catalogOptionId(mediaId, o._id),
    _media: mediaId,
    name: o.name,
    type: o.type,
    ...(o._template ? { _template: o._template } : {}),
    unitLabel: o.unitLabel,
    pricingUnits: o.pricingUnits,
    variablePricingUnits: o.variablePricingUnits,
    rates: o.rates,
    minimumBilling: o.minimumBilling,
    serviceTaxPercentage: gstPercent,
    descriptions: descriptionsOf(o),
    referenceArtworks: o.referenceArtworks,
    creativeSpecs: o.creativeSpecs,
    additionalInfo: o.additionalInfo,
    sop: o.sop,
    _vendors: o._vendors,
  };
}

/** The catalog profile of a draft, as the seed shapes its own: the draft's score, popularity 0, its formats as a facet. */
export function sellerMediaOf(draft: SellerProfileDraft, listing: Listing): SeedMedia {
  const { mediaId, slug } = listing;
  const gst = categoryInfo(draft.category)?.gstPercent ?? 18;
  const mediaOptions = draft.mediaOptions.map((o) => catalogOption(o, mediaId, gst));
  const formats = [...new Set(draft.mediaOptions.map((o) => o.type.trim()).filter(Boolean))];
  return {
    _id: mediaId,
    category: draft.category,
    slug,
    name: draft.name,
    city: draft.city,
    language: draft.language,
    logoUrl: draft.logo?.url ?? monogramLogoUrl(mediaMonogram({ _id: mediaId, name: draft.name })),
    logo: draft.logo,
    audience: listingAudience(draft),
    score: scoreSellerProfile(draft).score,
    popularity: 0,
    subTitle: draft.subTitle,
    attributes: draft.attributes,
    sections: draft.sections,
    demographics: draft.demographics,
    mediaKitUrl: draft.mediaKitUrl,
    mediaOptions,
    facets: { format: formats },
  };
}

/** A slug of the category no other media has: the name, then the name and city, then a number. */
async function freeSlug(trx: Executor, draft: SellerProfileDraft, mediaId: string): Promise<string> {
  const name = slugify(draft.name) || 'media';
  const withCity = [name, slugify(draft.city)].filter(Boolean).join('-');
  const candidates = [name, withCity, ...Array.from({ length: 20 }, (_, i) => `${withCity}-${i + 2}`)];
  const taken = new Set((await trx.selectFrom('media').select('slug')
    .where('category', '=', draft.category).where('slug', 'in', candidates).where('id', '!=', mediaId).execute()).map((r) => r.slug));
  return candidates.find((s) => !taken.has(s)) ?? `${withCity}-${mediaId}`;
}

/** Replaces the catalog rows of one media (media, options, facets) with these. */
async function writeCatalogRows(trx: Executor, media: SeedMedia): Promise<void> {
  const rows = toRows(media);
  await trx.deleteFrom('media_options').where('media_id', '=', media._id).execute();
  await trx.deleteFrom('media_facets').where('media_id', '=', media._id).execute();
  const { id: _id, ...update } = rows.media;
  await trx.insertInto('media').values(rows.media).onConflict((oc) => oc.column('id').doUpdateSet(update)).execute();
  if (rows.options.length) await trx.insertInto('media_options').values(rows.options).execute();
  if (rows.facets.length) await trx.insertInto('media_facets').values(rows.facets).execute();
}

export type Approval = { row: ProfileRow; listing: Listing & { category: string } };

/**
 * Publishes the submitted profile `row` (read before): null when it is no longer that
 * version or no longer submitted. The media id and slug of the first approval are kept.
 */
export async function approveProfile(db: Db, row: ProfileRow, comment: ReviewComment): Promise<Approval | null> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction().execute(async (trx) => {
        const draft = draftOf(row);
        // The profile row first: it is locked until the end, so a save or a second approval waits and then finds it changed.
        const claimed = await updateProfile(trx, row, { status: 'published' }, comment.at, ['submitted']);
        if (!claimed) return null;
        const mediaId = row.media_id ?? newSellerId();
        const slug = row.live_slug ?? await freeSlug(trx, draft, mediaId);
        await writeCatalogRows(trx, sellerMediaOf(draft, { mediaId, slug }));
        await reindexMedia(trx, [mediaId]);
        const published = { media_id: mediaId, live_category: draft.category, live_slug: slug, published_at: comment.at, comments_json: JSON.stringify([...commentsOf(row), comment]) };
        await trx.updateTable('seller_profiles').set(published).where('id', '=', row.id).execute();
        return { row: { ...claimed, ...published }, listing: { mediaId, slug, category: draft.category } };
      });
    } catch (err) {
      // Another approval took the same slug at the same moment: the next attempt picks another.
      if (attempt < 2 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}
