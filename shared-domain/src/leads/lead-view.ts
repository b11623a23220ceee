import type { LeadFields } from './lead-rules';
import type { LeadStatus } from './lead-status';

/** A lead as `GET /api/leads` answers it. */
export type LeadView = LeadFields & {
  _id: string;
  /** The signed-in user who sent it, or null for a guest. */
  userId: string | null;
  status: LeadStatus;
  note: string;
  assignee: string;
  createdAt: string;
  updatedAt: string;
};

/** `GET /api/leads` filters (all optional; dates are `YYYY-MM-DD`, `to` inclusive). */
export type LeadFilters = {
  status?: LeadStatus;
  source?: string;
  utm_source?: string;
  from?: string;
  to?: string;
  q?: string;
};

export type LeadPage = { leads: LeadView[]; total: number; page: number; pageSize: number };

/** What staff may change: `PATCH /api/leads/{id}`. */
export type LeadPatch = { status?: LeadStatus; note?: string; assignee?: string };
