/** Test support for the budget estimator's and the IPL calculator's page tests: a fake planning API and a render. */
import { render } from '@testing-library/react';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createMemoryStorage, createTestBus } from 'shared-domain';
import type { BudgetEstimate, IplBudget, PlanOption } from 'shared-domain/planning';
import { TestRuntime } from '../test/test-runtime';
import { ToolPage } from './tool-page';

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

/** What the fake API answers a GET with: a body, or a status ≥ 400 and its error body. */
export type FakeAnswer = { status: number; data: unknown };

/** GET /planning/* answered by `answer(path, params)`; every call recorded as `path?query`. */
export function planningApi(answer: (path: string, params: URLSearchParams) => FakeAnswer) {
  const calls: string[] = [];
  const adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const [path, query = ''] = String(config.url).split('?');
    calls.push(`${path}${query ? `?${query}` : ''}`);
    const respond = (status: number, data: unknown): AxiosResponse => ({ data, status, statusText: String(status), headers: {}, config });
    const { status, data } = answer(path, new URLSearchParams(query));
    // As axios's own adapters settle: a status the request's validateStatus refuses is an error.
    const accepted = config.validateStatus ? config.validateStatus(status) : status < 300;
    if (!accepted) throw Object.assign(new Error('Request failed'), { isAxiosError: true, response: respond(status, data) });
    return respond(status, data);
  };
  return { adapter, calls };
}

/** The tool page at `url` over the fake API, a test bus and a memory storage (a guest's bag). */
export function renderTool(path: string, url: string, answer: (path: string, params: URLSearchParams) => FakeAnswer) {
  const { adapter, calls } = planningApi(answer);
  const bus = createTestBus();
  const storage = createMemoryStorage();
  const view = render(
    <TestRuntime adapter={adapter} bus={bus} storage={storage}>
      <MemoryRouter initialEntries={[url]}>
        <ToolPage path={path} />
        <Address />
      </MemoryRouter>
    </TestRuntime>,
  );
  return { ...view, calls, bus, storage };
}

/** An option a figure names (test data). */
export function planOption(id: string, category: string, cost: number, over: Partial<PlanOption> = {}): PlanOption {
  return {
    optionId: id, mediaId: `m-${id}`, mediaName: `Media ${id}`, optionName: `Option ${id}`, category, slug: `media-${id}`, href: `/${category}/media-${id}`,
    city: 'Delhi', unitLabel: 'per insertion', pricingUnits: [{ name: 'Insertions', value: 4 }], cost,
    rates: { defaultRates: { cardRate: 1000, discountedRate: 900 }, otherRates: [] },
    ...over,
  };
}

/** A newspaper and radio estimate for 4 weeks, and cinema without options. */
export const ESTIMATE: BudgetEstimate = {
  weeks: 4,
  categories: [
    { category: 'cinema', label: 'Cinema', optionCount: 0, low: null, typical: null, high: null },
    {
      category: 'newspaper', label: 'Newspaper', optionCount: 12,
      low: { amount: 42_000, option: planOption('np-low', 'newspaper', 41_500, { mediaName: 'Dainik Example' }) },
      typical: { amount: 84_000, option: planOption('np-mid', 'newspaper', 84_000, { mediaName: 'Example Times' }) },
      high: { amount: 150_000, option: planOption('np-high', 'newspaper', 151_200, { mediaName: 'Example Herald' }) },
    },
    {
      category: 'radio', label: 'Radio', optionCount: 1,
      low: { amount: 20_000, option: planOption('fm', 'radio', 20_000, { mediaName: 'Example FM', pricingUnits: [{ name: 'Spots per Day', value: 6 }, { name: 'Days', value: 28 }] }) },
      typical: { amount: 20_000, option: planOption('fm', 'radio', 20_000, { mediaName: 'Example FM' }) },
      high: { amount: 20_000, option: planOption('fm', 'radio', 20_000, { mediaName: 'Example FM' }) },
    },
  ],
  total: { low: 62_000, typical: 104_000, high: 170_000 },
};

const LED: IplBudget['channels'][number]['typical'] = {
  ...planOption('led', 'sports-marketing', 3_540_000, { mediaName: 'Example Stadium', pricingUnits: [{ name: 'Matches', value: 10 }] }),
  reach: { kind: 'none', reason: 'No reach estimate for in-stadium branding' },
};

/** TV and in-stadium IPL options, no radio option. */
export const IPL: IplBudget = {
  matches: 10,
  spots: 4,
  channels: [
    {
      channel: 'tv', label: 'TV', optionCount: 3,
      cheapest: { ...planOption('hd', 'sports-marketing', 18_880_000), reach: { kind: 'none', reason: 'Impressions not reported' } },
      typical: { ...planOption('sd', 'sports-marketing', 47_200_000, { mediaName: 'IPL on Example Sports', optionName: '10 sec spot – Live Match (SD)', pricingUnits: [{ name: 'Spots', value: 40 }] }), reach: { kind: 'none', reason: 'Impressions not reported' } },
      dearest: { ...planOption('x', 'sports-marketing', 60_000_000), reach: { kind: 'none', reason: 'Impressions not reported' } },
    },
    { channel: 'radio', label: 'Radio', optionCount: 0, typical: null, cheapest: null, dearest: null },
    { channel: 'in-stadium', label: 'In-stadium', optionCount: 1, typical: LED, cheapest: LED, dearest: LED },
  ],
  total: { budget: 50_740_000, reach: null },
};
