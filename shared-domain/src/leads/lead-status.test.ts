import { isLeadStatus, leadTransitionProblem, LEAD_STATUSES, nextLeadStatuses } from './lead-status';

describe('lead statuses', () => {
  it('moves forward new → contacted → qualified → won', () => {
    expect(leadTransitionProblem('new', 'contacted')).toBeNull();
    expect(leadTransitionProblem('contacted', 'qualified')).toBeNull();
    expect(leadTransitionProblem('qualified', 'won')).toBeNull();
  });
  it('may be lost from any open step, and staying put is allowed', () => {
    for (const s of ['new', 'contacted', 'qualified'] as const) expect(leadTransitionProblem(s, 'lost')).toBeNull();
    for (const s of LEAD_STATUSES) expect(leadTransitionProblem(s, s)).toBeNull();
  });
  it('refuses skipping and going back, and closed leads stay closed', () => {
    expect(leadTransitionProblem('new', 'won')).toBe('A new lead can move only to contacted or lost');
    expect(leadTransitionProblem('qualified', 'new')).toBe('A qualified lead can move only to won or lost');
    expect(leadTransitionProblem('won', 'lost')).toBe('A won lead is closed; its status cannot change');
    expect(nextLeadStatuses('lost')).toEqual([]);
  });
  it('knows its statuses', () => {
    expect(isLeadStatus('qualified')).toBe(true);
    expect(isLeadStatus('open')).toBe(false);
    expect(isLeadStatus(1)).toBe(false);
  });
});
