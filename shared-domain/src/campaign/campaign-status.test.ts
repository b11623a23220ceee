import { campaignListStats, campaignProgress, isFinishedStatus, isLiveStatus } from './campaign-status';

describe('campaign status', () => {
  it('counts In Execution as live and Ended/Closed/Completed as finished', () => {
    expect(isLiveStatus('In Execution')).toBe(true);
    expect(isLiveStatus('Approved')).toBe(false);
    for (const s of ['Ended', 'Closed', 'Completed']) expect(isFinishedStatus(s)).toBe(true);
    expect(isFinishedStatus('In Execution')).toBe(false);
  });

  it('progress: finished campaign', () => {
    expect(campaignProgress('Closed', []).map((s) => s.state)).toEqual(['Done', 'Done', 'In Progress']);
  });

  it('progress: a PO or an invoice moves execution along', () => {
    const withPo = [{ schedule: [{ date: '2026-12-01', units: 1 }] }, { schedule: [{ date: '2026-12-02', units: 1, po: { id: 'PO-1' } }] }];
    expect(campaignProgress('Approved', withPo).map((s) => s.state)).toEqual(['Done', 'In Progress', 'Pending']);
    const withInvoice = [{ schedule: [{ date: '2026-12-01', units: 1, invoice: { id: 'INV-1' } }] }];
    expect(campaignProgress('Approved', withInvoice)[1]!.state).toBe('In Progress');
  });

  it('progress: an approved plan fills the execution step and activates analytics', () => {
    expect(campaignProgress('Approved', [], true).map((s) => s.state)).toEqual(['Done', 'Done', 'In Progress']);
    expect(campaignProgress('Approved', [], false).map((s) => s.state)).toEqual(['In Progress', 'Pending', 'Pending']);
  });

  it('progress: otherwise planning', () => {
    expect(campaignProgress('Draft', [{ schedule: [{ date: '2026-12-01', units: 2 }] }]).map((s) => s.state))
      .toEqual(['In Progress', 'Pending', 'Pending']);
  });

  it('list stats', () => {
    expect(campaignListStats([
      { status: 'In Execution', totalPrice: 100.5 },
      { status: 'Completed', totalPrice: 200.25 },
      { status: 'Draft', totalPrice: 0 },
    ])).toEqual({ count: 3, totalSpend: 300.75, liveCampaigns: 1, endedCampaigns: 1 });
  });
});
