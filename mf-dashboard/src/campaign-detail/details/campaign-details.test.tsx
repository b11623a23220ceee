import { fireEvent, screen, within } from '@testing-library/react';
import { campaignDetail, STAFF } from '../../test/fixtures';
import { ok } from '../../test/mock-api';
import { renderCampaign } from '../../test/render-campaign';

const ESTIMATE = { amount: 240000, validUntil: '2099-01-31', source: 'plan' as const, planId: 'p1', createdAt: '2025-03-01T00:00:00.000Z', createdBy: 's1' };

describe('SPEC.md 3.11: the campaign page shows the campaign fields', () => {
  it('SPEC.md 3.11: client, callback, TMA (in plain words) and the estimate', async () => {
    await renderCampaign({ campaign: campaignDetail({ client: 'Acme Foods', requestCallback: true, executeWithTma: true, estimate: ESTIMATE }) });
    const facts = screen.getByRole('region', { name: 'About this campaign' });
    expect(facts).toHaveTextContent('ClientAcme Foods');
    expect(facts).toHaveTextContent('CallbackRequested: our team will call you');
    expect(facts).toHaveTextContent(/ExecutionWith TMA\. TMA is our own media team/);
    expect(facts).toHaveTextContent('Estimate₹2,40,000, valid until 31 Jan 2099 (the total of the latest plan)');
    expect(within(facts).queryByRole('button', { name: 'Save estimate' })).toBeNull();
  });

  it('SPEC.md 3.11: a campaign without them says so, and staff set the estimate', async () => {
    const saved = campaignDetail({ estimate: { ...ESTIMATE, amount: 99000, source: 'staff' } });
    const { writes } = await renderCampaign({
      user: STAFF, campaign: campaignDetail(),
      routes: (req) => (req.method === 'PUT' && req.path === '/campaigns/c-diwali/estimate' ? ok(saved) : undefined),
    });
    const facts = screen.getByRole('region', { name: 'About this campaign' });
    expect(facts).toHaveTextContent('ClientNone given');
    expect(facts).toHaveTextContent('Our team has not given an estimate yet');
    fireEvent.change(screen.getByLabelText('Estimate (₹)'), { target: { value: '99,000' } });
    fireEvent.change(screen.getByLabelText('Valid until'), { target: { value: '2099-01-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save estimate' }));
    expect(await within(facts).findByText('₹99,000')).toBeInTheDocument();
    expect(writes()).toEqual([expect.objectContaining({ body: { amount: 99000, validUntil: '2099-01-31' } })]);
  });

  it('SPEC.md 3.11: the creatives and the saved versions; the owner saves a version', async () => {
    const creatives = [{ _id: 'cr1', name: 'Hero banner', url: 'https://cdn.example.com/hero.png', createdAt: '2025-03-02T00:00:00.000Z', addedBy: 'u1' }];
    const versions = [{ _id: 'v1', createdAt: '2025-03-03T00:00:00.000Z', totalPrice: 250000, count: 2, note: 'First cut', savedBy: 'u1' }];
    const after = campaignDetail({ creatives, versions: [...versions, { _id: 'v2', createdAt: '2025-03-04T00:00:00.000Z', totalPrice: 250000, count: 2, note: 'Second', savedBy: 'u1' }] });
    const { writes } = await renderCampaign({
      tab: 'versions', campaign: campaignDetail({ creatives, versions }),
      routes: (req) => (req.method === 'POST' && req.path === '/campaigns/c-diwali/versions' ? ok(after) : undefined),
    });
    expect(within(screen.getByRole('list', { name: 'Saved versions' })).getByRole('listitem')).toHaveTextContent('3 Mar 2025: 2 media options, ₹2,50,000 · First cut');
    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: 'Second' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save this version' }));
    expect(await screen.findByText(/Second/)).toBeInTheDocument();
    expect(writes()).toEqual([expect.objectContaining({ path: '/campaigns/c-diwali/versions', body: { note: 'Second' } })]);

    fireEvent.click(screen.getByRole('tab', { name: 'Creatives & uploads' }));
    const list = screen.getByRole('list', { name: 'Creatives' });
    expect(list).toHaveTextContent('Hero banner: https://cdn.example.com/hero.png · The whole campaign · added 2 Mar 2025');
  });
});

describe('SPEC.md 3.12: the campaign page shows each plan\'s brand and dates', () => {
  it('SPEC.md 3.12: brand and industry, shared and updated dates', async () => {
    const base = campaignDetail();
    const plan = { ...base.plans[0]!, brand: { name: 'Chai Point', industry: 'Food and beverage' }, createdAt: '2025-03-01T00:00:00.000Z', updatedAt: '2025-03-04T00:00:00.000Z' };
    await renderCampaign({ campaign: { ...base, plans: [plan] } });
    const version = screen.getAllByRole('article')[0]!;
    expect(version).toHaveTextContent('For Chai Point (Food and beverage)');
    expect(version).toHaveTextContent('Shared 1 Mar 2025');
    expect(version).toHaveTextContent('Updated 4 Mar 2025');
  });
});
