import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createMemoryStorage, createServiceAClient, createTestBus, LOCAL_BAG_KEY, LOCAL_BAG_LIMIT_MESSAGE, parseLocalBag } from 'shared-domain';
import { planReach, type RecommendedLine } from 'shared-domain/planning';
import { TestRuntime } from '../test/test-runtime';
import { ToolPage } from './tool-page';

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

const line = (n: number, over: Partial<RecommendedLine> = {}): RecommendedLine => ({
  mediaOptionId: `opt-${n}`, mediaId: `media-${n}`, mediaName: `Daily ${n}`, optionName: 'Full page', category: 'newspaper', slug: `daily-${n}`,
  city: 'Delhi', language: 'Hindi', title: `media-${n}`, unitName: 'Insertions', units: 2, pricingUnits: [{ name: 'Insertions', value: 2 }], discountedRate: 1000,
  cost: 23_600, reach: 300_000, exposures: 600_000, frequency: 2, cpm: 78.67, objective: 'reach',
  objectiveNote: `Reach: a display placement seen by the readers of Daily ${n}; its readers count once, however many insertions.`,
  reachBasis: '3 × circulation: 3,00,000 readers for Insertions = 1; 2 insertions reach the same readers again.', why: `Lowest cost per thousand readers in Delhi (${n}).`, alternatives: [],
  ...over,
});

/** Delhi's population as the server counts it (a round figure here). */
const DELHI = { cities: ['Delhi'], populations: { source: 'Census of India 2011 (provisional totals)', india: 1_210_193_422, byCity: { delhi: 1_000_000 } } };

type Answer = { status: number; data: unknown };

/** A fake service A: facets, and POST /recommendations answered by `answer` (each body recorded). */
function fakeApi(answer: (body: unknown) => Answer) {
  const posted: unknown[] = [];
  const adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const respond = (status: number, data: unknown): AxiosResponse => ({ data, status, statusText: String(status), headers: {}, config });
    if (config.url === '/catalog/facets') {
      return respond(200, { total: 3, facets: { city: [{ value: 'Delhi', count: 2 }, { value: 'Mumbai', count: 1 }], language: [{ value: 'Hindi', count: 3 }] }, price: null, audience: null });
    }
    if (config.url === '/recommendations' && config.method === 'post') {
      const body = JSON.parse(String(config.data)) as unknown;
      posted.push(body);
      const { status, data } = answer(body);
      if (status >= 400) throw Object.assign(new Error('Request failed'), { isAxiosError: true, response: respond(status, data) });
      return respond(status, data);
    }
    throw Object.assign(new Error('Request failed'), { isAxiosError: true, response: respond(404, { error: 'not_found', message: 'no' }) });
  };
  return { api: createServiceAClient({ baseURL: '/api', adapter }), posted };
}

function renderAt(url: string, answer: (body: unknown) => Answer, token: string | null = null) {
  const { api, posted } = fakeApi(answer);
  const bus = createTestBus();
  const storage = createMemoryStorage();
  render(
    <TestRuntime api={api} bus={bus} storage={storage} token={token}>
      <MemoryRouter initialEntries={[url]}>
        <ToolPage path="/media-recommendation" />
        <Address />
      </MemoryRouter>
    </TestRuntime>,
  );
  return { posted, bus, storage };
}

const plan = (options: RecommendedLine[]) => ({
  status: 200,
  data: { options, totals: { budget: 500_000, cost: options.reduce((s, l) => s + l.cost, 0), remaining: 0, count: options.length, ...planReach(options, DELHI) }, objective: 'reach' },
});

describe('/media-recommendation', () => {
  it('asks for a plan with what the form says, and shows each line with its reach, CPM and why', async () => {
    const { posted } = renderAt('/media-recommendation', () => plan([line(1), line(2)]));
    fireEvent.change(screen.getByLabelText('Budget (₹, GST included)'), { target: { value: '5 lakh' } });
    fireEvent.click(screen.getByLabelText(/Local footfall/));
    fireEvent.change(screen.getByLabelText('Cities'), { target: { value: 'delhi' } });
    fireEvent.keyDown(screen.getByLabelText('Cities'), { key: 'Enter' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cinema' }));
    fireEvent.click(screen.getByRole('button', { name: 'Recommend a plan' }));

    const result = await screen.findByRole('region', { name: 'Your plan' });
    expect(await within(result).findByRole('listitem', { name: 'Daily 1, Full page' })).toBeInTheDocument();
    expect(posted).toEqual([expect.objectContaining({ budget: 500_000, objective: 'footfall', excludeCategories: ['cinema'] })]);
    expect((posted[0] as { cities: string[] }).cities).toEqual([expect.stringMatching(/^delhi$/i)]);
    expect(screen.getByLabelText('address').textContent).toContain('budget=5+lakh&objective=footfall');
    const first = within(result).getByRole('listitem', { name: 'Daily 1, Full page' });
    expect(first).toHaveTextContent('2 × Insertions');
    expect(first).toHaveTextContent('₹23,600');
    expect(first).toHaveTextContent('Lowest cost per thousand readers in Delhi (1).');
    expect(within(first).getByRole('link', { name: 'Daily 1' })).toHaveAttribute('href', '/newspaper/daily-1');
    expect(result).toHaveTextContent('₹47,200');
    expect(first).toHaveTextContent('Reach: a display placement seen by the readers of Daily 1');
  });

  it('shows the plan’s reach in people, its average frequency and GRPs, each with its basis', async () => {
    renderAt('/media-recommendation?budget=500000&objective=reach', () => plan([line(1), line(2)]));
    const result = await screen.findByRole('region', { name: 'Your plan' });
    const totals = await within(result).findByLabelText('Plan totals');
    // Two titles of 3 lakh readers in 10 lakh people: 1 − 0.7 × 0.7 = 51%, not 6 lakh.
    expect(within(totals).getByText('Reach (people)').nextSibling).toHaveTextContent('5.1 lakh · 51%');
    expect(within(totals).getByText('Avg frequency').nextSibling).toHaveTextContent('2.4');
    expect(within(totals).getByText('GRPs').nextSibling).toHaveTextContent('120');
    const basis = within(result).getByLabelText('How reach, frequency and GRPs are counted');
    expect(basis).toHaveTextContent('5.1 lakh people (51% of 10 lakh, the population of Delhi in Census of India 2011 (provisional totals); Sainsbury overlap of 2 titles');
    expect(basis).toHaveTextContent('2.4 (12 lakh exposures ÷ 5.1 lakh people reached');
    expect(basis).toHaveTextContent('120 (reach 51% × frequency 2.4');
  });

  it('a guest adds the plan with its units in one step', async () => {
    const lines = Array.from({ length: 5 }, (_, i) => line(i + 1, { pricingUnits: [{ name: 'Insertions', value: i + 1 }] }));
    const { storage } = renderAt('/media-recommendation?budget=500000&objective=reach', () => plan(lines));
    fireEvent.click(await screen.findByRole('button', { name: 'Add the plan to the bag' }));
    expect(await screen.findByText('Added 5 lines to your bag · 5 in your bag')).toBeInTheDocument();
    const stored = parseLocalBag(storage.getItem(LOCAL_BAG_KEY));
    expect(stored.map((i) => [i._id, i._media._id, i.pricingUnits])).toEqual(lines.map((l) => [l.mediaOptionId, l.mediaId, l.pricingUnits]));
  });

  it('SPEC.md 5: a guest\'s plan of six lines is abandoned whole, with the sign-in message and SIGN IN', async () => {
    const lines = Array.from({ length: 6 }, (_, i) => line(i + 1, { pricingUnits: [{ name: 'Insertions', value: i + 1 }] }));
    const { storage, bus } = renderAt('/media-recommendation?budget=500000&objective=reach', () => plan(lines));
    fireEvent.click(await screen.findByRole('button', { name: 'Add the plan to the bag' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${LOCAL_BAG_LIMIT_MESSAGE} Nothing of this plan was added (6 lines).`);
    expect(parseLocalBag(storage.getItem(LOCAL_BAG_KEY))).toEqual([]);
    expect(screen.queryByText(/Added \d+ lines? to your bag/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect(bus.published).toContainEqual({ type: 'auth/login-requested', reason: 'bag-limit' });
  });

  it('a budget below every minimum billing says so and offers the smallest workable budget', async () => {
    renderAt('/media-recommendation?budget=100&objective=reach', (body) => {
      const budget = (body as { budget: number }).budget;
      return budget < 4720
        ? { status: 400, data: { error: 'budget_too_small', message: 'The smallest workable budget for these choices is ₹4,720.', smallestBudget: 4720 } }
        : plan([line(1)]);
    });
    expect(await screen.findByText('The smallest workable budget for these choices is ₹4,720.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Plan with ₹4,720' }));
    expect(await screen.findByRole('listitem', { name: 'Daily 1, Full page' })).toBeInTheDocument();
    expect(screen.getByLabelText('address').textContent).toContain('budget=4720');
  });

  it('bad values are refused beside their field before anything is sent', async () => {
    const { posted } = renderAt('/media-recommendation', () => plan([line(1)]));
    fireEvent.change(screen.getByLabelText('Budget (₹, GST included)'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2099-02-10' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2099-02-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Recommend a plan' }));
    expect(await screen.findByText('The budget must be more than ₹0.')).toBeInTheDocument();
    expect(screen.getByText('The end date cannot be before the start date.')).toBeInTheDocument();
    expect(screen.getByLabelText('Budget (₹, GST included)')).toHaveAttribute('aria-invalid', 'true');
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(posted).toEqual([]);
  });

  it('a line can be swapped for one of its alternatives, and the bag gets the swapped line', async () => {
    const alt = {
      mediaOptionId: 'opt-9', mediaId: 'media-9', mediaName: 'Evening 9', optionName: 'Half page', category: 'newspaper', slug: 'evening-9',
      city: 'Delhi', language: 'English', title: 'media-9', unitName: 'Insertions', units: 3, pricingUnits: [{ name: 'Insertions', value: 3 }], discountedRate: 500,
      cost: 17_700, reach: 200_000, exposures: 600_000, cpm: 88.5,
    };
    const { storage } = renderAt('/media-recommendation?budget=500000&objective=reach', () => plan([line(1, { alternatives: [alt] })]));
    const first = await screen.findByRole('listitem', { name: 'Daily 1, Full page' });
    fireEvent.click(within(first).getByText('Other options for this line (1)'));
    fireEvent.click(within(first).getByRole('button', { name: 'Use this instead' }));
    const swapped = screen.getByRole('listitem', { name: 'Evening 9, Half page' });
    expect(swapped).toHaveTextContent('Swapped in for Daily 1, Full page.');
    expect(screen.getByRole('region', { name: 'Your plan' })).toHaveTextContent('₹17,700');
    // Counted again for the swapped line: 2 lakh people of 10 lakh, 3 insertions each.
    expect(screen.getByLabelText('How reach, frequency and GRPs are counted')).toHaveTextContent('2 lakh people (20% of 10 lakh');
    expect(within(screen.getByLabelText('Plan totals')).getByText('GRPs').nextSibling).toHaveTextContent('60');
    fireEvent.click(screen.getByRole('button', { name: 'Add the plan to the bag' }));
    await waitFor(() => expect(parseLocalBag(storage.getItem(LOCAL_BAG_KEY)).map((i) => [i._id, i.pricingUnits])).toEqual([['opt-9', [{ name: 'Insertions', value: 3 }]]]));
  });

  it('a failed request says so and keeps the form', async () => {
    renderAt('/media-recommendation?budget=500000&objective=reach', () => ({ status: 500, data: { error: 'internal', message: 'boom' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not work out a plan just now. Please try again.');
    expect(screen.getByLabelText('Budget (₹, GST included)')).toHaveValue('500000');
  });
});
