/**
 * An in-memory service A and B for the bag's component tests: an axios adapter answering the
 * bag routes of API.md with shared-domain's rules (as the real server does), recording every
 * request, and able to fail on demand.
 */
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import type { CatalogMediaOption, User } from 'shared-domain';
import { newBagLine, priceBag, rateAuthorityOf, type BagLineMedia } from 'shared-domain/pricing';
import { applyOp, emptyDoc, type BagDoc } from '../bag/state/bag-doc';

export function catalogOption(id: string, overrides: Partial<CatalogMediaOption> = {}): CatalogMediaOption {
  return {
    _id: id,
    _media: `media-${id}`,
    name: `Option ${id}`,
    type: 'Print',
    unitLabel: 'per insertion',
    pricingUnits: [{ name: 'Insertions', value: 1, min: 1 }],
    variablePricingUnits: [],
    rates: { defaultRates: { cardRate: 1000, discountedRate: 800, vendorRate: 700 } },
    minimumBilling: 0,
    serviceTaxPercentage: 18,
    descriptions: [],
    referenceArtworks: [],
    creativeSpecs: [],
    additionalInfo: [],
    sop: [],
    _vendors: [],
    ...overrides,
  };
}

/** A newspaper option with an Edition select (Delhi costs 10% more) and an Area number unit. */
export const NEWSPAPER = catalogOption('np-1', {
  name: 'Front page',
  pricingUnits: [{ name: 'Insertions', value: 1, min: 1 }],
  variablePricingUnits: [
    { name: 'Edition', type: 'select', values: ['Mumbai', 'Delhi'], defaultValue: 'Mumbai' },
    { name: 'Area', type: 'number', defaultValue: 100, min: 50 },
  ],
  rates: {
    defaultRates: { cardRate: 10, discountedRate: 8, vendorRate: 7 },
    otherRates: [{ fields: [{ field: 'Edition', value: 'Delhi' }], difference: { type: 'percentage', value: 10 } }],
  },
});

/** A radio option sold in spots of at least 10, with a minimum billing above one spot's price. */
export const RADIO = catalogOption('rd-1', {
  name: 'Morning drive spots',
  type: 'Radio',
  pricingUnits: [{ name: 'Spots', value: 10, min: 10 }],
  rates: { defaultRates: { cardRate: 500, discountedRate: 400, vendorRate: 350 } },
  minimumBilling: 8000,
});

export const mediaOf = (option: CatalogMediaOption): BagLineMedia => ({
  _id: option._media, name: `Media ${option._id}`, category: option.type === 'Radio' ? 'radio' : 'newspaper',
  slug: `media-${option._id}`, logoUrl: null, city: 'Mumbai',
});

export type Recorded = { method: string; url: string; params?: unknown; body?: unknown; headers: Record<string, unknown> };

export type FakeApi = {
  adapter: AxiosAdapter;
  requests: Recorded[];
  doc: BagDoc;
  /** The next request to this route fails with this status; 0 is no answer in time (the client's timeout). */
  failNext(route: string, status?: number, body?: unknown): void;
  /** Holds answers until `release()` (to see the optimistic state). */
  hold(): void;
  release(): void;
  catalog: CatalogMediaOption[];
  savedCampaigns: string[][];
  /** Who `POST /authenticate/me` answers (the token's user). */
  user: User;
  /** Campaigns `GET /campaigns/{id}` knows, by id → name. */
  campaigns: Record<string, string>;
  /** The card gateway GET /payments/config names (null: the site takes no cards). */
  cardGateway: 'test' | 'razorpay' | null;
};

export function createFakeApi({ lines = [NEWSPAPER, RADIO], catalog = [NEWSPAPER, RADIO] }: { lines?: CatalogMediaOption[]; catalog?: CatalogMediaOption[] } = {}): FakeApi {
  let seq = 0;
  const fake: FakeApi = {
    adapter: null as unknown as AxiosAdapter,
    requests: [],
    doc: { ...emptyDoc(), _id: 'bag-1', lines: lines.map((o) => newBagLine(o, mediaOf(o), `line-${o._id}-${++seq}`)) },
    failNext: () => undefined,
    hold: () => undefined,
    release: () => undefined,
    catalog,
    savedCampaigns: [],
    cardGateway: null,
    user: { _id: 'user-1', name: 'Asha', email: 'asha@example.in', phone: '+919876543210' } as User,
    campaigns: {},
  };
  const failures = new Map<string, { status: number; body: unknown }>();
  let held: (() => void)[] | null = null;
  fake.failNext = (route, status = 500, body = { error: 'internal', message: 'boom' }) => failures.set(route, { status, body });
  fake.hold = () => { held = []; };
  fake.release = () => { const h = held ?? []; held = null; h.forEach((f) => f()); };

  const bagData = () => {
    const priced = priceBag(fake.doc.lines, { discountOnTotal: fake.doc.discountOnTotal ?? undefined });
    return { ...fake.doc, items: priced.options, totals: priced.totals, selectedTotals: priced.selectedTotals, distinctPricingUnits: priced.distinctPricingUnits };
  };
  const item = (id: string) => bagData().items.find((i) => i._id === id);

  const route = (method: string, url: string, params: Record<string, string> | undefined, body: Record<string, unknown>): [number, unknown] => {
    const key = `${method} ${url}`;
    const failure = failures.get(key);
    if (failure) { failures.delete(key); return [failure.status, failure.body]; }
    try {
      const units = /^PUT \/bag\/([^/]+)\/pricing-units$/.exec(key);
      if (units) {
        fake.doc = applyOp(fake.doc, { kind: 'setUnits', lineId: decodeURIComponent(units[1]!), pricingUnits: body.pricingUnits as [], variablePricingUnits: body.variablePricingUnits as [] });
        return [200, { data: bagData() }];
      }
      switch (key) {
        case 'GET /bag': return [200, { data: bagData() }];
        case 'GET /catalog/options': {
          const ids = String(params?.ids ?? '').split(',');
          return [200, { data: fake.catalog.filter((o) => ids.includes(o._id)).map((o) => ({ option: o, media: mediaOf(o) })) }];
        }
        case 'PATCH /bag/pricingUnit':
          fake.doc = applyOp(fake.doc, { kind: 'setUnit', lineId: String(body.mediaOptionId), type: body.type as 'pricingUnits', index: Number(body.pricingUnitIdx), value: body.val as number });
          return [200, { data: item(String(body.mediaOptionId)) }];
        case 'PATCH /bag/resetMop':
          fake.doc = applyOp(fake.doc, { kind: 'reset', lineId: String(body.mediaOptionId) });
          return [200, { data: item(String(body.mediaOptionId)) }];
        case 'PATCH /bag/bulkedit':
          fake.doc = applyOp(fake.doc, { kind: 'bulkEdit', pricingUnits: body.pricingUnits as [], variablePricingUnits: body.variablePricingUnits as [] });
          return [200, { data: bagData() }];
        case 'PATCH /bag/cloneMop': {
          const cloneId = `clone-${++seq}`;
          fake.doc = applyOp(fake.doc, { kind: 'clone', lineId: String(body.mediaOption), cloneId });
          return [200, { data: item(cloneId) }];
        }
        case 'DELETE /bag':
          fake.doc = applyOp(fake.doc, { kind: 'remove', ids: body.ids as string[] });
          return [200, { count: fake.doc.lines.length }];
        case 'PATCH /bag/changeName':
          fake.doc = applyOp(fake.doc, { kind: 'rename', name: String(body.name) });
          return [200, { data: bagData() }];
        case 'PUT /bag/update-info': {
          // As the server: who the token belongs to decides whether a rate is set or only requested.
          const authority = rateAuthorityOf(fake.user);
          fake.doc = body.mediaOptionId
            ? applyOp(fake.doc, { kind: 'lineInfo', lineId: String(body.mediaOptionId), agencyRate: body.agencyRate as number, discount: body.discount as number, schedule: body.schedule as [], authority })
            : applyOp(fake.doc, { kind: 'bagInfo', startDate: body.startDate as string, endDate: body.endDate as string, discountOnTotal: body.discountOnTotal as number, authority });
          return [200, { data: bagData() }];
        }
        case 'POST /campaigns/bag': {
          const ids = (body.selectedMOs as string[]) ?? [];
          fake.savedCampaigns.push(ids);
          fake.doc = applyOp(fake.doc, { kind: 'remove', ids });
          return [201, { _id: `campaign-${fake.savedCampaigns.length}` }];
        }
        case 'GET /config': return [200, { adminSiteUrl: 'https://admin.example' }];
        case 'GET /payments/config':
          return [200, { cardPayments: fake.cardGateway !== null, gateway: fake.cardGateway ?? 'none', testMode: fake.cardGateway === 'test' }];
        case 'POST /bag/payments/order': {
          const ids = new Set(body.selectedMOs as string[]);
          const amount = bagData().items.filter((i) => ids.has(i._id)).reduce((sum, i) => sum + i.totalPrice, 0);
          return [200, { orderId: 'order_FakeBag00001', amount, amountInPaise: Math.round(amount * 100), currency: 'INR', keyId: 'rzp_test_fake', testMode: true }];
        }
        case 'POST /authenticate/me': return [200, { user: fake.user }];
        default: {
          const campaign = /^GET \/campaigns\/([^/]+)$/.exec(key);
          if (campaign && fake.campaigns[decodeURIComponent(campaign[1]!)]) {
            return [200, { _id: campaign[1], name: fake.campaigns[decodeURIComponent(campaign[1]!)] }];
          }
          return [404, { error: 'not_found', message: `No route ${key}` }];
        }
      }
    } catch (err) {
      return [400, { error: 'bad_request', message: (err as Error).message }];
    }
  };

  fake.adapter = (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body = typeof config.data === 'string' && config.data ? JSON.parse(config.data) as Record<string, unknown> : {};
    fake.requests.push({ method, url, params: config.params, body, headers: { ...(config.headers as Record<string, unknown>) } });
    const [status, data] = route(method, url, config.params as Record<string, string> | undefined, body);
    const response: AxiosResponse = { data, status, statusText: String(status), headers: {}, config };
    return new Promise((resolve, reject) => {
      const settle = () => {
        if (status === 0) reject(Object.assign(new Error(`timeout of ${config.timeout}ms exceeded`), { code: 'ECONNABORTED', config, isAxiosError: true }));
        else if (status >= 200 && status < 300) resolve(response);
        else reject(Object.assign(new Error(`Request failed with status code ${status}`), { response, config, isAxiosError: true }));
      };
      if (held) held.push(settle);
      else setTimeout(settle, 0);
    });
  };
  return fake;
}
