/**
 * A lead's life in the staff inbox: new → contacted → qualified → won, and lost from any
 * open step (the advertiser may drop out at any point). Won and lost are final.
 */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

const NEXT: Readonly<Record<LeadStatus, readonly LeadStatus[]>> = {
  new: ['contacted', 'lost'],
  contacted: ['qualified', 'lost'],
  qualified: ['won', 'lost'],
  won: [],
  lost: [],
};

export const LEAD_STATUS_LABELS: Readonly<Record<LeadStatus, string>> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
};

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);
}

/** The statuses a lead in `from` may move to (not including staying where it is). */
export function nextLeadStatuses(from: LeadStatus): readonly LeadStatus[] {
  return NEXT[from];
}

/** Why a lead cannot move from `from` to `to`, or null when it may (staying put is allowed). */
export function leadTransitionProblem(from: LeadStatus, to: LeadStatus): string | null {
  if (from === to || NEXT[from].includes(to)) return null;
  const allowed = NEXT[from];
  return allowed.length === 0
    ? `A ${LEAD_STATUS_LABELS[from].toLowerCase()} lead is closed; its status cannot change`
    : `A ${LEAD_STATUS_LABELS[from].toLowerCase()} lead can move only to ${allowed.map((s) => LEAD_STATUS_LABELS[s].toLowerCase()).join(' or ')}`;
}
