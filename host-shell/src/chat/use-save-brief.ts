import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AUTH_TOKEN_KEY, bus, requireLogin, toApiError, type Brief } from 'shared-domain';
import type { ChatApi } from './chat-api';

/** The snackbar after a brief is saved: the brief page's words (mf-dashboard's BRIEF_SUBMITTED). */
export const BRIEF_SAVED = 'Brief submitted';

export type SavePhase =
  | { phase: 'idle' }
  | { phase: 'signing-in' }
  | { phase: 'saving' }
  | { phase: 'failed'; message: string };

const signedIn = () => {
  try {
    return !!window.localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return false;
  }
};

/**
 * "Save brief": sign-in first when needed (the auth modal, through `requireLogin`), then the
 * brief page's own POST /campaigns/brief, so the server's one brief rule decides. The
 * Idempotency-Key names the thread and its length: a double click or a retry after a lost
 * answer saves one campaign; a brief changed since is a new save. Then, as the brief page
 * does: the snackbar, `campaign/saved` and the campaign's page.
 */
export function useSaveBrief(api: ChatApi, onSaved: () => void) {
  const navigate = useNavigate();
  const [status, setStatus] = useState<SavePhase>({ phase: 'idle' });
  const busy = useRef(false);

  const save = useCallback(async (brief: Brief, key: string) => {
    if (busy.current) return;
    busy.current = true;
    try {
      if (!signedIn()) setStatus({ phase: 'signing-in' });
      try {
        await requireLogin(bus, signedIn);
      } catch {
        setStatus({ phase: 'failed', message: 'Sign in to save the brief. Your answers are kept.' });
        return;
      }
      setStatus({ phase: 'saving' });
      try {
        const campaignId = await api.saveBrief(brief, key);
        setStatus({ phase: 'idle' });
        bus.publish({ type: 'snackbar/shown', message: BRIEF_SAVED, tone: 'info' });
        bus.publish({ type: 'campaign/saved', campaignId });
        onSaved();
        navigate(`/dashboard/${encodeURIComponent(campaignId)}`);
      } catch (err) {
        const error = toApiError(err);
        setStatus({
          phase: 'failed',
          message: error.status === 401 ? 'Your session has ended. Sign in and save the brief again.' : `Could not save the brief. ${error.message}`,
        });
      }
    } finally {
      busy.current = false;
    }
  }, [api, navigate, onSaved]);

  return { status, save };
}
