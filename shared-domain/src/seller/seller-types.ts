/**
 * The seller side of the catalog (issue 19): seller accounts, the profiles they edit in the
 * studio, staff review and publishing. These are the shapes of `/api/seller/…` (API.md,
 * *ours*); the browser and the server both use them.
 */
import type { CategoryKey } from '../catalog/categories';
import type { Attribute, Chart, CreativeSpec, KeyValue, Section } from '../entities/entities';
import type { PricingUnit, Rates, VariablePricingUnit } from '../entities/pricing-types';
import type { ProfileScore } from '../scoring/score-profile';

/** A company that lists media; several users may belong to it. */
export type SellerAccount = {
  _id: string;
  name: string;
  /** Where buyers' and staff's questions go. */
  contactEmail: string;
  contactPhone: string;
  createdAt: string;
};

export type SellerMember = { _id: string; name: string; email: string | null; phone: string | null };

/** `GET /seller/account`. */
export type SellerAccountAnswer = { account: SellerAccount; members: SellerMember[] };

/** `POST /seller/account`: sign up as a seller (the signed-in user becomes its first member). */
export type SellerAccountInput = { name: string; contactEmail: string; contactPhone?: string };

/** A logo as the profile keeps it: the uploaded file and its pixel size read from its header. */
export type SellerLogo = { url: string; width: number; height: number };

/** A file a seller uploaded (`POST /seller/files?kind=&name=`, the body is the file's bytes). */
export const SELLER_FILE_KINDS = ['logo', 'mediaKit', 'artwork'] as const;
export type SellerFileKind = (typeof SELLER_FILE_KINDS)[number];
export type SellerFile = {
  _id: string;
  kind: SellerFileKind;
  name: string;
  /** Media type read from the bytes: image/png, image/jpeg, image/gif, image/webp or application/pdf. */
  type: string;
  size: number;
  /** Where it is served: `/api/seller/files/{_id}` (public once uploaded; ids cannot be guessed). */
  url: string;
  /** Pixel size, for images. */
  width?: number;
  height?: number;
};

/** One media option as the seller edits it: the listing side (SCORING.md) and the priced side (PRICING.md). */
export type SellerOptionDraft = {
  /** Stable within the profile (kept when the option is published). */
  _id: string;
  name: string;
  /** Ad type or format: 'Full Page', '10 sec spot', 'Banner'. */
  type: string;
  _template: 'Popular Media' | 'Premium Media' | '';
  descriptions: string[];
  /** Which of `descriptions` is shown: its index as text ('0', '1'…), or null for none chosen. */
  descriptionId: string | null;
  referenceArtworks: { url: string }[];
  creativeSpecs: CreativeSpec[];
  additionalInfo: KeyValue[];
  sop: KeyValue[];
  _vendors: string[];
  /** How the rate is charged, as a buyer reads it: 'per 10 sec spot'. */
  unitLabel: string;
  pricingUnits: PricingUnit[];
  variablePricingUnits: VariablePricingUnit[];
  rates: Rates;
  minimumBilling: number;
};

/** A profile as the seller edits it (any category; digital and television have their own attributes and charts). */
export type SellerProfileDraft = {
  category: CategoryKey;
  name: string;
  city: string;
  language: string;
  subTitle: string;
  /** The category's audience figure (circulation, listenership, footfall… see `audienceLabel`). */
  audience: number;
  logo: SellerLogo | null;
  attributes: Record<string, Attribute>;
  sections: Section[];
  mediaKitUrl: string | null;
  demographics: Chart[];
  mediaOptions: SellerOptionDraft[];
};

/**
 * Where a profile is: `draft` (being edited; a live profile's unpublished edits too),
 * `submitted` (waiting for staff), `changes_requested` (sent back with comments),
 * `published` (what buyers see is this draft).
 */
export const SELLER_PROFILE_STATUSES = ['draft', 'submitted', 'changes_requested', 'published'] as const;
export type SellerProfileStatus = (typeof SELLER_PROFILE_STATUSES)[number];

/** A staff comment on a review. */
export type ReviewComment = { at: string; by: string; comment: string; decision: 'approved' | 'sent_back' };

/** Where the live version is: null until the first approval. */
export type LiveListing = { mediaId: string; category: CategoryKey; slug: string; publishedAt: string };

/** What the studio lists and the review queue shows. */
export type SellerProfileSummary = {
  _id: string;
  category: CategoryKey;
  name: string;
  city: string;
  status: SellerProfileStatus;
  /** `scoreSellerProfile(draft).score`, stored on every save. */
  score: number;
  live: LiveListing | null;
  updatedAt: string;
  submittedAt: string | null;
  /** The newest staff comment, if any. */
  lastComment: ReviewComment | null;
};

/** A whole profile: the summary, the draft, every comment and the version for the next save. */
export type SellerProfile = SellerProfileSummary & {
  draft: SellerProfileDraft;
  comments: ReviewComment[];
  /** Goes up by one on every save; `PUT` sends the version it edited (409 `version_conflict` when stale). */
  version: number;
};

/** One row of the review queue (staff): the summary with the seller's name. */
export type ReviewQueueItem = SellerProfileSummary & { sellerId: string; sellerName: string };

/** A live listing's traffic from the analytics events, last `days` days. */
export type ListingStats = { profileId: string; views: number; addsToBag: number };
export type SellerStatsAnswer = { days: number; stats: ListingStats[] };

/** `GET /seller/profiles/{id}` and every write's answer. */
export type SellerProfileAnswer = { profile: SellerProfile };
/** `PUT /seller/profiles/{id}`. */
export type SellerProfileSave = { draft: SellerProfileDraft; version: number };
/** `POST /seller/review/{id}/send-back`. */
export type SendBackInput = { comment: string };

/** What a score looks like beside the form: the score and each message with the field that fixes it. */
export type ScoreIssue = { message: string; field: string };
export type SellerScore = ProfileScore & { issues: ScoreIssue[] };
