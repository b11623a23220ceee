import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { requireLogin, toApiError } from 'shared-domain';
import {
  BRIEF_SUBMIT_TEXT, briefCampaignPath, briefRequest, briefSubmitFailure, briefSubmittedEvents, createCampaignFromBrief, indiaDay, newBriefKey, type BriefInput, type CampaignBriefExtras,
} from 'shared-domain/campaign';
import { useRuntime } from 'shared-ui';

/** Where one brief's send stands. */
export type BriefSendPhase =
  | { phase: 'idle' }
  | { phase: 'signing-in' }
  | { phase: 'sending' }
  /** The campaign exists (what comes next, files or the campaign's page, is the sender's). */
  | { phase: 'sent'; campaignId: string }
  | { phase: 'failed'; message: string };

export type BriefSubmission = {
  status: BriefSendPhase;
  /**
   * Sends a brief (the rules first, then sign-in, then POST /campaigns/brief): the new
   * campaign's id, or null when it was not sent (`status` says why). `idempotencyKey`: the
   * sender's own (the chat names its thread); none: one per brief, renewed once it was sent.
   * `extras`: the campaign's client, request a callback and execute with TMA, sent with it.
   */
  send(input: BriefInput, idempotencyKey?: string, extras?: CampaignBriefExtras): Promise<string | null>;
  /** The brief is a campaign: the snackbar, `campaign/saved`, and the campaign's page. */
  finish(campaignId: string): void;
};

/**
 * The one brief submission of the site, over the page's runtime: the dashboard's brief form
 * and the chat assistant both send through it, so the body (shared-domain's `briefRequest`),
 * the endpoint, the sign-in, the 401 (the session ends here) and the words are the same.
 * `today` is the user's day (India's by default): a campaign cannot start before it.
 */
export function useBriefSubmission(today?: string): BriefSubmission {
  const { api, bus, session } = useRuntime();
  const navigate = useNavigate();
  const [status, setStatus] = useState<BriefSendPhase>({ phase: 'idle' });
  const busy = useRef(false);
  // One key per brief sent: a retry after a lost answer does not create a second campaign.
  const ownKey = useRef(newBriefKey());

  const send = useCallback(async (input: BriefInput, idempotencyKey?: string, extras?: CampaignBriefExtras): Promise<string | null> => {
    if (busy.current) return null;
    busy.current = true;
    try {
      const request = briefRequest(input, today ?? indiaDay(new Date()));
      if (!request.ok) {
        setStatus({ phase: 'failed', message: request.message });
        return null;
      }
      const signedIn = () => Boolean(session.state().token);
      if (!signedIn()) setStatus({ phase: 'signing-in' });
      try {
        await requireLogin(bus, signedIn);
      } catch {
        setStatus({ phase: 'failed', message: BRIEF_SUBMIT_TEXT.signIn });
        return null;
      }
      setStatus({ phase: 'sending' });
      try {
        const campaignId = await createCampaignFromBrief(api.serviceB, request.brief, idempotencyKey ?? ownKey.current, extras);
        if (idempotencyKey === undefined) ownKey.current = newBriefKey();
        setStatus({ phase: 'sent', campaignId });
        return campaignId;
      } catch (err) {
        const error = toApiError(err);
        if (error.status === 401) session.expire();
        setStatus({ phase: 'failed', message: briefSubmitFailure(error) });
        return null;
      }
    } finally {
      busy.current = false;
    }
  }, [api, bus, session, today]);

  const finish = useCallback((campaignId: string) => {
    briefSubmittedEvents(campaignId).forEach((e) => bus.publish(e));
    navigate(briefCampaignPath(campaignId));
  }, [bus, navigate]);

  return { status, send, finish };
}
