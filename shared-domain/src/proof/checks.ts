/** The checks a proof goes through on upload (issue 38): its flags, its risk, the queue's order. */
import { indiaDayOf } from '../booking/gst';
import { distanceMetres, type LatLng } from './geo';
import { isPlacedCategory } from './kinds';
import { PROOF_CHECK_MESSAGES } from './messages';
import { PROOF_HASH_THRESHOLD } from './phash';
import type { ProofFlag, ProofKind } from './types';

/**
 * How far from the option's place a photo may be taken before it is flagged, metres, by category.
 * The place is one point per option, seeded or typed by the seller, and a phone's GPS is good to
 * 5–30 m in the open and 50–100 m among tall buildings or indoors. Then:
 * - outdoor 300 m: a hoarding, unipole or gantry is shot from across the road or down the
 *   street to frame it whole (100–200 m for a highway unipole), plus the fix's error;
 * - cinema 500 m: the screen is inside a multiplex, often in a mall a few hundred metres
 *   across, and GPS indoors drifts; the photo is of the screen or the lobby standee;
 * - airport 2,500 m: one point stands for a whole airport whose terminals, piers and approach
 *   roads span kilometres (Mumbai's T1 and T2 are about 3 km apart by road, 2 km apart as the
 *   crow flies).
 * A photo farther than this is flagged, not refused: staff look.
 */
export const SITE_RADIUS_M: Readonly<Record<string, number>> = { outdoor: 300, cinema: 500, airport: 2_500 };

/** A near-duplicate found among earlier proofs: its id, campaign and hash distance. */
export type ProofMatch = { proofId: string; campaignId: string; distance: number };

export type ProofCheckInput = {
  kind: ProofKind;
  category: string;
  /** The option's place, when it has one. */
  place: LatLng | null;
  /** From EXIF: when (ISO) and where the photo was taken. */
  capturedAt: string | null;
  location: LatLng | null;
  /** The line's days ('YYYY-MM-DD', India's calendar). */
  lineDays: readonly string[];
  /** The nearest earlier proof of another line or day within PROOF_HASH_THRESHOLD. */
  match: ProofMatch | null;
};

/**
 * The flags of a proof and its distance from the site (metres, null without both places):
 * - `reused` when an earlier proof matches;
 * - `far-from-site` for placed categories (outdoor, airport, cinema) taken farther than the
 *   category's SITE_RADIUS_M;
 * - `outside-dates` when the capture day, on India's calendar (`indiaDayOf`: 00:30 IST on the
 *   1st is the 1st, though it is still the 30th in UTC), is not one of the line's days. The day
 *   before the first day is not allowed: a mounting photo taken the night before shows the
 *   board went up, not that it ran on a booked day. Staff may still verify it; the flag only
 *   says to look. Without line days there is nothing to compare, so no flag;
 * - `no-capture-time` / `no-location` for photos of placed categories whose EXIF lacks them.
 */
export function proofFlags(input: ProofCheckInput): { flags: ProofFlag[]; distanceM: number | null } {
  const flags: ProofFlag[] = [];
  const placed = isPlacedCategory(input.category);
  if (input.match) {
    flags.push({
      code: 'reused',
      message: PROOF_CHECK_MESSAGES.reused(input.match.distance),
      otherProofId: input.match.proofId,
      otherCampaignId: input.match.campaignId,
      hashDistance: input.match.distance,
    });
  }
  const distanceM = input.place && input.location ? Math.round(distanceMetres(input.place, input.location)) : null;
  const radius = SITE_RADIUS_M[input.category];
  if (placed && distanceM !== null && radius !== undefined && distanceM > radius) {
    flags.push({ code: 'far-from-site', message: PROOF_CHECK_MESSAGES.farFromSite(distanceM, radius), distanceM });
  }
  const taken = input.capturedAt === null ? null : new Date(input.capturedAt);
  if (taken && !Number.isNaN(taken.getTime()) && input.lineDays.length > 0) {
    const day = indiaDayOf(taken);
    if (!input.lineDays.includes(day)) flags.push({ code: 'outside-dates', message: PROOF_CHECK_MESSAGES.outsideDates(day, input.lineDays) });
  }
  if (placed && input.kind === 'photo') {
    if (!taken) flags.push({ code: 'no-capture-time', message: PROOF_CHECK_MESSAGES.noCaptureTime });
    if (!input.location) flags.push({ code: 'no-location', message: PROOF_CHECK_MESSAGES.noLocation });
  }
  return { flags, distanceM };
}

/**
 * Points per flag. A reused picture outweighs everything else together (60, plus 2 per bit
 * closer than the threshold: an exact copy scores 80); far from the site 25; outside the dates
 * 20; each missing EXIF fact 10 (often innocent: messaging apps strip EXIF). Far + outside
 * (45) stays below any reused photo (≥ 60).
 */
export const PROOF_RISK_POINTS = { reused: 60, closeness: 2, 'far-from-site': 25, 'outside-dates': 20, 'no-capture-time': 10, 'no-location': 10 } as const;

/** A proof's risk, 0–100 (sum of its flags' points, capped at 100). */
export function proofRisk(flags: readonly ProofFlag[]): number {
  let risk = 0;
  for (const flag of flags) {
    if (flag.code === 'reused') {
      const closer = Math.max(0, PROOF_HASH_THRESHOLD - (flag.hashDistance ?? PROOF_HASH_THRESHOLD));
      risk += PROOF_RISK_POINTS.reused + PROOF_RISK_POINTS.closeness * closer;
    } else {
      risk += PROOF_RISK_POINTS[flag.code];
    }
  }
  return Math.min(100, risk);
}

/** The staff queue's order: higher risk first, then the older upload first. */
export function compareByRisk(a: { risk: number; uploadedAt: string }, b: { risk: number; uploadedAt: string }): number {
  if (a.risk !== b.risk) return b.risk - a.risk;
  return a.uploadedAt < b.uploadedAt ? -1 : a.uploadedAt > b.uploadedAt ? 1 : 0;
}
