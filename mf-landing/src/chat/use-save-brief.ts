import { useCallback } from 'react';
import type { Brief } from 'shared-domain';
import { useBriefSubmission, type BriefSendPhase } from 'shared-ui/runtime';

/** What the "Save brief" button says while a save is under way (null: it can be pressed). */
export function saveLabel(status: BriefSendPhase): string | null {
  if (status.phase === 'signing-in') return 'Signing in…';
  if (status.phase === 'sending' || status.phase === 'sent') return 'Saving…';
  return null;
}

/**
 * "Save brief": the site's one brief submission (shared-ui's useBriefSubmission, the brief
 * form's own: the rules, sign-in first, POST /campaigns/brief, a 401 ending the session, the
 * same words), so the saved brief is the one the form would have sent. The Idempotency-Key
 * names the thread and its length: a double click or a retry after a lost answer saves one
 * campaign; a brief changed since is a new save. Then the panel closes and, as the brief form
 * does, the snackbar, `campaign/saved` and the campaign's page.
 */
export function useSaveBrief(onSaved: () => void) {
  const { status, send, finish } = useBriefSubmission();
  const save = useCallback(async (brief: Brief, key: string) => {
    const campaignId = await send(brief, key);
    if (campaignId === null) return;
    onSaved();
    finish(campaignId);
  }, [send, finish, onSaved]);
  return { status, save };
}
