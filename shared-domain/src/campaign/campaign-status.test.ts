import { campaignListStats, campaignProgress, isFinishedStatus, isLiveStatus } from './campaign-status';

describe('campaign status', () => {
  it('counts In Execution as live and Ended/Closed/Completed as finished', () => {
    expect(isLiveStatus('In Execution')).toBe(true);
    expect(isLiveStatus('Approved')).toBe(false);
    for (const s of ['Ended', 'Closed', 'Completed']) expect(isFinishedStatus(s)).toBe(true);
    expect(isFinishedStatus('In Execution')).toBe(false);
  });

  const states = (steps: { state: string }[]) => steps.map((s) => s.state);
  const withPo = [{ schedule: [{ date: '2026-12-01', units: 1 }] }, { schedule: [{ date: '2026-12-02', units: 1, po: { id: 'PO-1' } }] }];

  it('progress: a campaign that ran and ended', () => {
    for (const status of ['Ended', 'Completed']) expect(states(campaignProgress(status, []))).toEqual(['Done', 'Done', 'In Progress']);
    expect(states(campaignProgress('Closed', withPo, true))).toEqual(['Done', 'Done', 'In Progress']);
  });

  it('progress: a campaign closed before it ran calls nothing Done that did not happen', () => {
    expect(states(campaignProgress('Closed', []))).toEqual(['Pending', 'Pending', 'Pending']);
    expect(campaignProgress('Closed', [], true).map((s) => `${s.name}: ${s.state}`)).toEqual([
      'Planning: Done', 'Execution: Pending', 'Analytics & Report: Pending',
    ]);
  });

  it('progress: a PO or an invoice moves execution along', () => {
    expect(states(campaignProgress('Approved', withPo))).toEqual(['Done', 'In Progress', 'Pending']);
    const withInvoice = [{ schedule: [{ date: '2026-12-01', units: 1, invoice: { id: 'INV-1' } }] }];
    expect(campaignProgress('Approved', withInvoice)[1]).toEqual({
      name: 'Execution', state: 'In Progress', description: 'Purchase order or invoice issued; runs until the campaign ends',
    });
  });

  it('progress: approving a plan starts execution but does not call it Done before any PO or invoice', () => {
    const steps = campaignProgress('Approved', [], true);
    expect(states(steps)).toEqual(['Done', 'In Progress', 'Pending']);
    expect(steps[1]!.description).toBe('Plan approved; waiting for a purchase order or invoice');
    expect(steps[2]!.description).toMatch(/waits for the campaign to run/i);
    // A self-built campaign staff confirmed is Approved without a plan version.
    for (const status of ['Approved', 'Payment Pending', 'Paid']) expect(states(campaignProgress(status, []))).toEqual(['Done', 'In Progress', 'Pending']);
    expect(states(campaignProgress('In Execution', []))).toEqual(['Done', 'In Progress', 'Pending']);
  });

  it('progress: otherwise planning, each step saying what it waits for', () => {
    expect(campaignProgress('Draft', [{ schedule: [{ date: '2026-12-01', units: 2 }] }])).toEqual([
      { name: 'Planning', state: 'In Progress', description: 'Waiting for a plan to be shared and approved' },
      { name: 'Execution', state: 'Pending', description: 'Waits for an approved plan, then a purchase order or invoice' },
      { name: 'Analytics & Report', state: 'Pending', description: 'Waits for the campaign to run and end' },
    ]);
  });

  it('list stats', () => {
    expect(campaignListStats([
      { status: 'In Execution', totalPrice: 100.5 },
      { status: 'Completed', totalPrice: 200.25 },
      { status: 'Draft', totalPrice: 0 },
    ])).toEqual({ count: 3, totalSpend: 300.75, liveCampaigns: 1, endedCampaigns: 1 });
  });
});
