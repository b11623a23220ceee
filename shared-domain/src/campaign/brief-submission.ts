import type { AxiosInstance } from 'axios';
import { ApiError } from '../api/api-error';
import type { Brief } from '../entities/entities';
import type { DomainEvent } from '../events/event-bus';
import { briefErrorList, normaliseBrief, validateBrief, type BriefErrors, type BriefInput } from './brief';
import type { CampaignBriefExtras } from './campaign-extras';

/**
 * The one brief submission (the dashboard's brief form and the chat assistant's "Save brief"
 * both send through it): the request built from a brief, its check, the call, and the words
 * for what became of it. The React side is shared-ui's `useBriefSubmission`.
 */

/** The snackbar after a brief became a campaign (as 'Campaign Saved!' after a bag is saved). */
export const BRIEF_SUBMITTED = 'Brief submitted';

/** What a sender is told when the brief was not sent. */
export const BRIEF_SUBMIT_TEXT = {
  signIn: 'Sign in to send the brief. Your answers are still here.',
  expired: 'Your session has ended. Sign in and send the brief again.',
  failed: 'Could not send the brief.',
  network: 'Could not reach the server. Check your connection and try again.',
  /** Before the messages of the rules (the server's own words for a brief it refuses). */
  incomplete: 'The brief is not complete:',
} as const;

/** The body of POST /campaigns/brief, or why the brief cannot be sent (the server's same rules, asked first). */
export type BriefRequest =
  | { ok: true; brief: Brief }
  | { ok: false; errors: BriefErrors; message: string };

/**
 * The request for a brief as a form holds it or the assistant built it: checked with the brief
 * rules for the user's day `today` (`YYYY-MM-DD`), then normalised (text trimmed, the website
 * made absolute, lists de-duplicated), so every sender posts the same shape.
 */
export function briefRequest(input: BriefInput, today: string): BriefRequest {
  const errors = validateBrief(input, today);
  const problems = briefErrorList(errors);
  if (problems.length) return { ok: false, errors, message: `${BRIEF_SUBMIT_TEXT.incomplete} ${problems.map((p) => p.message).join('; ')}` };
  return { ok: true, brief: normaliseBrief(input) };
}

/**
 * POST /campaigns/brief of the campaign service (service B): a campaign with a requested plan
 * from the brief; answers its `_id`. The Idempotency-Key makes a repeated click or a retry after
 * a lost answer safe.
 */
export async function createCampaignFromBrief(
  api: Pick<AxiosInstance, 'post'>, brief: Brief, idempotencyKey: string, extras: CampaignBriefExtras = {},
): Promise<string> {
  // The campaign's own choices (client, callback, TMA) go with the brief; the server keeps them on the campaign.
  const res = await api.post<{ _id?: unknown; campaign?: { _id?: unknown }; message?: unknown }>('/campaigns/brief', { ...brief, ...extras }, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  const id = res.data?._id ?? res.data?.campaign?._id;
  if (typeof id !== 'string' || !id) {
    const message = typeof res.data?.message === 'string' && res.data.message ? res.data.message : 'The server did not return the new campaign';
    throw new ApiError(res.status, 'no_campaign_id', message);
  }
  return id;
}

/** What to say when the call failed: a 401 ended the session; no answer is the network; else the server's words. */
export function briefSubmitFailure(error: ApiError): string {
  if (error.status === 401) return BRIEF_SUBMIT_TEXT.expired;
  return `${BRIEF_SUBMIT_TEXT.failed} ${error.isNetwork ? BRIEF_SUBMIT_TEXT.network : error.message}`;
}

/** What the page is told once the brief is a campaign: the snackbar and `campaign/saved`. */
export function briefSubmittedEvents(campaignId: string): DomainEvent[] {
  return [
    { type: 'snackbar/shown', message: BRIEF_SUBMITTED, tone: 'info' },
    { type: 'campaign/saved', campaignId },
  ];
}

/** The campaign's page on the dashboard, where a sender goes next. */
export const briefCampaignPath = (campaignId: string): string => `/dashboard/${encodeURIComponent(campaignId)}`;

/** A fresh Idempotency-Key for one brief (a random UUID where the platform has one). */
export function newBriefKey(): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  return c?.randomUUID ? c.randomUUID() : `brief-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
