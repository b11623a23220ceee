import { useCallback, useRef, useState } from 'react';
import {
  ApiError, SessionRequirementError, requireLogin, requirePhone, type BagMediaOption, type User,
} from 'shared-domain';
import { useSiteName } from 'shared-ui';
import { bagClients, useBagConfig } from '../../config/bag-config';
import { CARD_CANCELLED_NOTHING_SAVED, payForBag, useCardGateway } from './bag-card-payment';
import { docFromServer, type ServerBag } from './bag-doc';
import { isSelected } from './bag-store';
import { reloadBag, type BagModel } from './use-bag';

export const CAMPAIGN_SAVED = 'Campaign Saved!';
export const SAVE_FAILED = 'Failed to save the campaign';
export const NOTHING_SELECTED = 'Select at least one item to save';
/** SPEC.md section 6: saving and asking for a plan or quote need a verified phone; said when the user closed its modal. */
export const phoneNeededMessage = (kind: SaveKind): string => (kind === 'quote'
  ? 'A verified phone number is needed to request a quote, so nothing was sent.'
  : 'A verified phone number is needed to save a campaign, so nothing was saved.');

/** What a quote request confirms once it is sent: what was asked, and what happens next. */
export const quoteRequestedMessage = (count: number): string =>
  `Quote requested for ${count} media option${count === 1 ? '' : 's'}. Our team will send you a plan and quote.`;

/** The bag holds edits the server has not taken: saving now would save the bag without them. */
export const unsavedEditsMessage = (why: string) => `Your latest changes to the bag are not saved yet, so nothing was sent. ${why}`;

/** Save, ask for a quote, or save and pay now by card (SPEC.md 7.14). */
export type SaveKind = 'campaign' | 'quote' | 'pay';

export type SaveTarget = {
  /** Add to this existing campaign (e.g. `/bag?campaignId=…`). */
  campaignId?: string | null;
  /** With a campaign id: stay on this site (the dashboard) instead of the admin site. */
  stay?: boolean;
  /** Goes to a path of this site (the router's navigate, or a full page load when embedded). */
  navigate(path: string): void;
  /** Leaves for another site. */
  leave(url: string): void;
};

/** Where a saved campaign is shown: the admin site's media space for an existing campaign, else the dashboard. */
export function savedCampaignDestination(id: string, target: Pick<SaveTarget, 'campaignId' | 'stay'>, adminSiteUrl: string | null):
  { kind: 'path' | 'url'; to: string } {
  if (target.campaignId && !target.stay && adminSiteUrl) {
    return { kind: 'url', to: `${adminSiteUrl.replace(/\/+$/, '')}/campaigns/${encodeURIComponent(id)}/media-space` };
  }
  return { kind: 'path', to: `/dashboard/${encodeURIComponent(id)}` };
}

/** The server's own message when it sent one, else the catalogue's text (SPEC.md section 8). */
export function saveErrorMessage(err: unknown): string {
  if (err instanceof ApiError && err.status > 0 && !err.code.startsWith('http_') && err.message) return err.message;
  // No answer: say so, so the user knows trying again may help.
  if (err instanceof ApiError && err.isNetwork) return `${SAVE_FAILED}. ${err.message}`;
  return SAVE_FAILED;
}

const newKey = (): string => {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  return c?.randomUUID ? c.randomUUID() : `save-${Date.now()}-${Math.random().toString(36).slice(2)}`;
};

/**
 * "Save as campaign" and "Request a quote": login first (`requireLogin()`), a verified phone
 * next (`requirePhone()`, SPEC.md section 6), then `POST /campaigns/bag` with the selected
 * lines. The saving flag shows progress and is cleared on failure; success shows 'Campaign
 * Saved!' (or what the quote request asked) and goes to the campaign.
 */
export function useSaveCampaign(model: BagModel, target: SaveTarget) {
  const config = useBagConfig();
  const { bus, token: currentToken, embedderToken } = config;
  const [saving, setSaving] = useState<SaveKind | null>(null);
  const busy = useRef(false);
  // A save that got no answer may have been done: its retry repeats its Idempotency-Key, so the
  // server answers the first result instead of saving twice.
  const lastAttempt = useRef<{ fingerprint: string; key: string } | null>(null);
  // Whether "Pay now by card" is offered: the site takes cards (signed in only; the gateway's checkout opens here).
  const cardGateway = useCardGateway(bagClients(config).serviceB, Boolean(currentToken()));
  const siteName = useSiteName();

  const save = useCallback(async (kind: SaveKind) => {
    if (busy.current) return;
    busy.current = true;
    const wasGuest = !currentToken();
    // What the user picked, by catalog option when they are a guest (their lines get new ids at the login sync).
    const picked = model.snapshot.doc.lines.filter((l) => isSelected(l, model.snapshot.selection));
    let signedIn: User | void;
    try {
      signedIn = await requireLogin(bus, () => Boolean(currentToken()));
    } catch {
      busy.current = false;
      return; // sign-in cancelled: nothing to do
    }
    const { serviceA, serviceB } = bagClients(config);
    // The site's own session asks for the phone with its modal; an embedder that passes a
    // token answers for its users (it may answer `auth/phone-verification-requested` itself).
    if (!embedderToken()) {
      try {
        const user = signedIn ?? (await serviceA.post<{ user: User }>('/authenticate/me')).data.user;
        await requirePhone(bus, () => user);
      } catch (err) {
        const message = err instanceof SessionRequirementError ? phoneNeededMessage(kind) : saveErrorMessage(err);
        bus.publish({ type: 'snackbar/shown', message, tone: 'error' });
        busy.current = false;
        return;
      }
    }
    setSaving(kind);
    try {
      let selectedMOs: string[];
      if (wasGuest) {
        const bag = docFromServer((await serviceA.get<{ data: ServerBag }>('/bag')).data.data);
        const wanted = new Set(picked.map((l) => l._mediaOption));
        selectedMOs = bag.lines.filter((l: BagMediaOption) => wanted.has(l._mediaOption)).map((l) => l._id);
      } else {
        // Every edit typed before the click goes to the server first; held ones are sent again.
        await model.store.idle();
        if (model.store.getSnapshot().writeError) await model.store.retry();
        const snap = model.store.getSnapshot();
        if (snap.writeError) {
          bus.publish({ type: 'snackbar/shown', message: unsavedEditsMessage(snap.writeError), tone: 'error' });
          setSaving(null);
          return;
        }
        selectedMOs = snap.doc.lines.filter((l) => isSelected(l, snap.selection)).map((l) => l._id);
      }
      if (selectedMOs.length === 0) {
        bus.publish({ type: 'snackbar/shown', message: NOTHING_SELECTED, tone: 'error' });
        setSaving(null);
        return;
      }
      const params: Record<string, string> = {};
      if (kind === 'quote') params.lookingForRates = 'true';
      if (target.campaignId) params.campaignId = target.campaignId;
      const card = kind === 'pay' && cardGateway
        ? await payForBag(serviceB, cardGateway, selectedMOs, { name: siteName, description: `Payment for ${selectedMOs.length} media option${selectedMOs.length === 1 ? '' : 's'}` })
        : undefined;
      if (card === null) {
        bus.publish({ type: 'snackbar/shown', message: CARD_CANCELLED_NOTHING_SAVED, tone: 'info' });
        setSaving(null);
        return;
      }
      const fingerprint = JSON.stringify([params, selectedMOs, card?.transactionId ?? null]);
      const attempt = lastAttempt.current?.fingerprint === fingerprint ? lastAttempt.current : { fingerprint, key: newKey() };
      lastAttempt.current = attempt;
      let res: { data: { _id?: string; message?: string } };
      try {
        res = await serviceB.post<{ _id?: string; message?: string }>('/campaigns/bag', { selectedMOs, ...card }, {
          params, headers: { 'Idempotency-Key': attempt.key },
        });
      } catch (err) {
        // Only a save that may have happened keeps its key; a refused one is tried afresh.
        if (!(err instanceof ApiError && err.isTransient)) lastAttempt.current = null;
        throw err;
      }
      lastAttempt.current = null;
      const id = res.data._id;
      if (!id) {
        bus.publish({ type: 'snackbar/shown', message: res.data.message || SAVE_FAILED, tone: 'error' });
        setSaving(null);
        return;
      }
      bus.publish({ type: 'snackbar/shown', message: kind === 'quote' ? quoteRequestedMessage(selectedMOs.length) : CAMPAIGN_SAVED, tone: 'info' });
      bus.publish({ type: 'campaign/saved', campaignId: id });
      reloadBag(model.store); // the saved lines have left the bag
      let adminSiteUrl: string | null = null;
      if (target.campaignId && !target.stay) {
        try {
          const site = await serviceA.get<{ adminSiteUrl?: string | null }>('/config');
          adminSiteUrl = site.data.adminSiteUrl ?? null;
        } catch {
          adminSiteUrl = null; // no admin site known: show it on the dashboard
        }
      }
      setSaving(null);
      const where = savedCampaignDestination(id, target, adminSiteUrl);
      if (where.kind === 'url') target.leave(where.to);
      else target.navigate(where.to);
    } catch (err) {
      bus.publish({ type: 'snackbar/shown', message: saveErrorMessage(err), tone: 'error' });
      setSaving(null);
    } finally {
      busy.current = false;
    }
  }, [config, bus, currentToken, embedderToken, model, target, cardGateway, siteName]);

  return { saving, save, canPayByCard: cardGateway !== null };
}
