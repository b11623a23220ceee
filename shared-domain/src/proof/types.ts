/**
 * Verified proof of execution (issue 38): the shapes service B answers and the screens read.
 * Rules live beside this file as pure functions (hash distance, place and date checks, risk,
 * the delivery ledger and the make-good rule).
 */
import type { BoughtDay } from './line-days';

/** What a proof is: a photo (outdoor, airport, cinema, BTL…), a tear sheet or e-paper page (print), an air-check or log (radio, TV), a screenshot or delivery report (digital). */
export const PROOF_KINDS = ['photo', 'tear-sheet', 'e-paper', 'air-check', 'log', 'screenshot', 'delivery-report'] as const;
export type ProofKind = (typeof PROOF_KINDS)[number];

export const PROOF_STATES = ['submitted', 'verified', 'rejected'] as const;
export type ProofState = (typeof PROOF_STATES)[number];

/**
 * Why staff should look twice at a proof:
 * - `reused`: its perceptual hash is near an earlier proof's of another line or day (`otherProofId`);
 * - `far-from-site`: taken farther from the option's place than the rule allows (`distanceM`);
 * - `outside-dates`: taken on a day outside the line's booked days;
 * - `no-capture-time` / `no-location`: a photo of a placed option without them (EXIF stripped).
 */
export const PROOF_FLAG_CODES = ['reused', 'far-from-site', 'outside-dates', 'no-capture-time', 'no-location'] as const;
export type ProofFlagCode = (typeof PROOF_FLAG_CODES)[number];

export type ProofFlag = {
  code: ProofFlagCode;
  /** In words, for the queue and the gallery. */
  message: string;
  /** `reused`: the earlier proof it matches, its campaign (for staff) and the bits apart (0–64). */
  otherProofId?: string;
  otherCampaignId?: string;
  hashDistance?: number;
  /** `far-from-site`: metres from the option's place. */
  distanceM?: number;
};

/** A proof as the API answers it. */
export type Proof = {
  _id: string;
  campaignId: string;
  lineId: string;
  optionId: string;
  /** The line's day it is for ('YYYY-MM-DD') and how many of that day's units it covers. */
  day: string;
  units: number;
  kind: ProofKind;
  fileName: string;
  contentType: string;
  size: number;
  /** SHA-256 of the stored bytes, hex. */
  sha256: string;
  note: string;
  /** From EXIF: when (ISO UTC) and where it was taken; null when the file does not say. */
  capturedAt: string | null;
  location: { lat: number; lng: number } | null;
  /** Metres from the option's place; null without both places. */
  distanceM: number | null;
  /** 16 hex characters (64 bits); photos only. */
  phash: string | null;
  flags: ProofFlag[];
  /** 0–100; higher first in the staff queue. */
  risk: number;
  state: ProofState;
  /** Who verified or rejected it, and when. */
  stateBy: { _id: string; name: string } | null;
  stateAt: string | null;
  rejectReason: string | null;
  uploadedBy: { _id: string; name: string };
  uploadedAt: string;
  /** Paths on service B: the file as uploaded, and a re-encoded preview (images only; metadata removed). */
  fileUrl: string;
  previewUrl: string | null;
};

/** A queue row for staff: the proof, what it is for, and the earlier proof a `reused` flag points at. */
export type ProofQueueItem = {
  proof: Proof;
  campaignName: string;
  mediaName: string;
  optionName: string;
  category: string;
  matched: Proof | null;
  /** The matched proof's campaign name, for "Earlier proof: <campaign>, <day>"; null without a match. */
  matchedCampaignName: string | null;
};

/** One day of a plan line in the delivery ledger. */
export type LedgerDay = {
  day: string;
  /** Units bought that day (insertions, spots, days, impressions, per the line's unit). */
  bought: number;
  /** Units covered by verified proofs (at most `bought`). */
  verified: number;
  /** Units in proofs waiting for staff. */
  submitted: number;
  /** Units in rejected proofs. */
  rejected: number;
  /** bought − verified once the day's proof window has closed; 0 before. */
  short: number;
  /** True while proof for the day may still arrive (the day plus the grace days has not passed). */
  open: boolean;
  /** True for a day an accepted make-good added. */
  makeGood: boolean;
};

/** The rule's offer for a line's shortfall not yet settled. */
export type MakeGoodProposal = {
  lineId: string;
  shortUnits: number;
  form: 'extra' | 'credit';
  /** `extra`: the same number of units of the same option, on these days (units per day). */
  extraUnits: number;
  extraDays: BoughtDay[];
  /** `credit`: rupees, `shortUnits` × `unitRate`. */
  credit: number;
  /** The line's rate per unit in rupees (its amount before tax ÷ units bought, rounded). */
  unitRate: number;
  /** The rule in words, for the buyer. */
  explanation: string;
};

/** A make-good the buyer answered. */
export type MakeGood = Omit<MakeGoodProposal, 'explanation'> & {
  _id: string;
  decision: 'accepted' | 'declined';
  decidedAt: string;
  decidedBy: string;
};

/** The ledger of one plan line. */
export type LineLedger = {
  lineId: string;
  optionId: string;
  mediaName: string;
  optionName: string;
  category: string;
  /** What a unit is for this line, e.g. 'day', 'insertion', '10 sec spot'. */
  unitLabel: string;
  days: LedgerDay[];
  totals: { bought: number; verified: number; submitted: number; rejected: number; short: number };
  makeGoods: MakeGood[];
  /** The offer for the shortfall no make-good settles yet; null when there is none. */
  proposal: MakeGoodProposal | null;
};

/** GET /campaigns/{id}/delivery */
export type DeliveryLedger = { campaignId: string; lines: LineLedger[]; credits: number };

/** POST /campaigns/{id}/make-goods: the buyer answers the current proposal of a line (the server recomputes it; `shortUnits` must match). */
export type MakeGoodAnswer = {
  lineId: string;
  shortUnits: number;
  decision: 'accept' | 'decline';
  /** The offer as the buyer read it (optional): when given and the offer is no longer this, the answer is refused as stale. */
  form?: MakeGoodProposal['form'];
  extraDays?: BoughtDay[];
  credit?: number;
};

/** A day of a line a seller (or staff) may prove, for the studio. */
export type ProvableDay = { day: string; units: number; proofs: Proof[] };
/** GET /seller/proof-lines: the lines of accepted bookings the user may prove. */
export type ProvableLine = {
  campaignId: string;
  campaignName: string;
  lineId: string;
  optionId: string;
  mediaName: string;
  optionName: string;
  category: string;
  /** The kinds that suit its category, the first the default. */
  kinds: ProofKind[];
  /** The option's place, when it has one. */
  place: { lat: number; lng: number } | null;
  days: ProvableDay[];
};
