import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { campaignDetail, mediaOption, RADIO_OPTION, STAFF } from '../../test/fixtures';
import { fail, ok } from '../../test/mock-api';
import { renderCampaign, snackbars } from '../../test/render-campaign';

afterEach(() => window.localStorage.clear());

const radio = RADIO_OPTION;

const card = (name: string) => screen.getByRole('article', { name });

describe('A rate the buyer requested', () => {
  const asking = () =>
    campaignDetail({ status: 'Draft', mediaOptions: [mediaOption({ requestedRate: 100 }), radio], totalPrice: 257200 });

  it('the buyer sees it as requested, apart from the price', async () => {
    await renderCampaign({ campaign: asking(), tab: 'media' });
    const toi = card('Times of India, Front page');
    expect(within(toi).getByTestId('rate-request')).toHaveTextContent("Requested ₹100 · awaits approval. It is not in this option's price or the campaign's total.");
    expect(toi).toHaveTextContent('Total₹2,10,000');
    expect(within(toi).queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
  });

  it('the buyer reads why it was refused', async () => {
    const refused = campaignDetail({
      status: 'Draft',
      mediaOptions: [mediaOption({ refusedRequest: { requestedRate: 100, reason: 'Below the publisher floor', refusedAt: '2026-11-29T10:00:00.000Z' } })],
    });
    await renderCampaign({ campaign: refused, tab: 'media' });
    expect(card('Times of India, Front page')).toHaveTextContent('The request for ₹100 was refused: Below the publisher floor.');
  });

  it('staff accept it: the option and the totals take the answer', async () => {
    // The server prices the option again: 2 insertions at ₹100, 5 % GST.
    const accepted = mediaOption({ agencyRate: 100, rateEdited: true, discountedRate: 100, subTotal: 200, serviceTax: 10, totalPrice: 210 });
    const { writes, bus } = await renderCampaign({
      campaign: asking(), tab: 'media', user: STAFF,
      routes: (r) => (r.method === 'POST' ? ok({ ...asking(), mediaOptions: [accepted, radio], totalPrice: 47200 + 210 }) : undefined),
    });
    const toi = card('Times of India, Front page');
    expect(within(toi).getByTestId('rate-request')).toHaveTextContent('Requested ₹100 by the buyer');
    fireEvent.click(within(toi).getByRole('button', { name: 'Accept ₹100' }));
    await waitFor(() => expect(within(card('Times of India, Front page')).queryByTestId('rate-request')).not.toBeInTheDocument());
    expect(writes()).toEqual([expect.objectContaining({ method: 'POST', path: '/campaigns/c-diwali/media-options/mo-1/rate-request/accept' })]);
    expect(card('Times of India, Front page')).toHaveTextContent('Total₹210');
    expect(snackbars(bus.published)).toEqual([{ type: 'snackbar/shown', tone: 'info', message: 'Accepted ₹100; the price is updated' }]);
  });

  it('staff refuse it with a reason; a refusal the server turns down says why', async () => {
    let answer: ReturnType<typeof ok> | ReturnType<typeof fail> = fail(403, 'nope');
    const { writes } = await renderCampaign({
      campaign: asking(), tab: 'media', user: STAFF, routes: (r) => (r.method === 'POST' ? answer : undefined),
    });
    const toi = card('Times of India, Front page');
    fireEvent.change(within(toi).getByLabelText('Reason if you refuse (optional, shown to the buyer)'), { target: { value: ' Too low ' } });
    fireEvent.click(within(toi).getByRole('button', { name: 'Refuse ₹100' }));
    expect(await within(toi).findByText('Only staff can accept or refuse a requested rate.')).toBeInTheDocument();
    answer = ok({ ...asking(), mediaOptions: [mediaOption({ refusedRequest: { requestedRate: 100, reason: 'Too low', refusedAt: '2026-11-29T10:00:00.000Z' } }), radio] });
    fireEvent.click(within(toi).getByRole('button', { name: 'Refuse ₹100' }));
    await waitFor(() => expect(card('Times of India, Front page')).toHaveTextContent('The request for ₹100 was refused: Too low.'));
    expect(writes().map((w) => [w.path, w.body])).toEqual([
      ['/campaigns/c-diwali/media-options/mo-1/rate-request/refuse', { reason: 'Too low' }],
      ['/campaigns/c-diwali/media-options/mo-1/rate-request/refuse', { reason: 'Too low' }],
    ]);
  });

  const bulk = () => campaignDetail({ status: 'Draft', mediaOptions: [mediaOption(), radio], totalPrice: 257200, requestedDiscountOnTotal: '10%' });

  it('a requested bulk discount: the buyer sees it apart from the total', async () => {
    await renderCampaign({ campaign: bulk(), tab: 'media' });
    expect(screen.getByTestId('bulk-rate-request')).toHaveTextContent("Requested 10% bulk discount · awaits approval. It is not in the campaign's total.");
    expect(screen.queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
  });

  it('staff accept a requested bulk discount for the whole campaign', async () => {
    const { writes } = await renderCampaign({
      campaign: bulk(), tab: 'media', user: STAFF,
      routes: (r) => (r.method === 'POST' ? ok({ ...bulk(), requestedDiscountOnTotal: undefined, totalPrice: 231480, totals: { totalPrice: 231480 } }) : undefined),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Accept 10% bulk discount' }));
    await waitFor(() => expect(screen.queryByTestId('bulk-rate-request')).not.toBeInTheDocument());
    expect(writes()).toEqual([expect.objectContaining({ method: 'POST', path: '/campaigns/c-diwali/rate-request/accept' })]);
    expect(screen.getByLabelText('Media option totals')).toHaveTextContent('Total₹2,31,480');
  });
});
