import { nextCampaignStatus, type CampaignEvent, type CampaignStatus } from 'shared-domain';
import { ConflictError } from '../errors';
import type { StoredDocument } from './campaign.document';

type StatusChange = { status: CampaignStatus; at: string; by: string };

/** The document with a status move appended to its history (statusHistory is an audit trail). */
export function withStatusChange(doc: StoredDocument, from: CampaignStatus, to: CampaignStatus, by: string, at: string): StoredDocument {
  if (from === to) return doc;
  const history = Array.isArray(doc.statusHistory) ? (doc.statusHistory as StatusChange[]) : [];
  return { ...doc, statusHistory: [...history, { status: to, at, by }] };
}

/** The status after `event`, or a 409 saying why the campaign's state does not allow it. */
export function transition(from: CampaignStatus, event: CampaignEvent): CampaignStatus {
  const next = nextCampaignStatus(from, event);
  if (!next.ok) throw new ConflictError(next.message);
  return next.status;
}
