import type { PricedMediaOption } from '../entities/entities';
import {
  MAX_CREATIVES, planBrandOf, plansAfterNewVersion, planVersionOf, readBriefExtras, readCreative, readEstimate,
} from './campaign-extras';

const AT = '2026-03-01T10:00:00.000Z';
const ids = { _id: 'c1', by: 'u1', at: AT };
const option = (id: string, totalPrice: number) => ({ _id: id, totalPrice, subTotal: totalPrice, serviceTax: 0 }) as unknown as PricedMediaOption;

describe('SPEC.md 3.11: the campaign fields', () => {
  it('SPEC.md 3.11: the brief extras read a trimmed client and two booleans, and refuse anything else', () => {
    expect(readBriefExtras({ client: '  Acme Foods ', requestCallback: true, executeWithTma: false })).toEqual({
      ok: true, value: { client: 'Acme Foods', requestCallback: true, executeWithTma: false },
    });
    expect(readBriefExtras({})).toEqual({ ok: true, value: {} });
    expect(readBriefExtras({ requestCallback: 'yes' }).ok).toBe(false);
    expect(readBriefExtras({ client: 'x'.repeat(121) }).ok).toBe(false);
    expect(readBriefExtras({ client: 'two\nlines' }).ok).toBe(false);
  });

  it('SPEC.md 3.11: an estimate is staff\'s amount, or the latest plan\'s total when none is given; a past date or no amount at all is refused', () => {
    expect(readEstimate({ amount: 150000.456, validUntil: '2026-03-31', note: ' GST included ' }, '2026-03-01', null, 'staff1', AT)).toEqual({
      ok: true, value: { amount: 150000.46, validUntil: '2026-03-31', note: 'GST included', source: 'staff', createdAt: AT, createdBy: 'staff1' },
    });
    expect(readEstimate({ validUntil: '2026-03-31' }, '2026-03-01', { _id: 'p2', totalPrice: 90000 }, 'staff1', AT)).toEqual({
      ok: true, value: { amount: 90000, validUntil: '2026-03-31', source: 'plan', planId: 'p2', createdAt: AT, createdBy: 'staff1' },
    });
    expect(readEstimate({ validUntil: '2026-03-31' }, '2026-03-01', null, 's', AT).ok).toBe(false);
    expect(readEstimate({ amount: 10, validUntil: '2026-02-28' }, '2026-03-01', null, 's', AT).ok).toBe(false);
    expect(readEstimate({ amount: 10, validUntil: '31/03/2026' }, '2026-03-01', null, 's', AT).ok).toBe(false);
    expect(readEstimate({ amount: 0, validUntil: '2026-03-31' }, '2026-03-01', null, 's', AT).ok).toBe(false);
  });

  it('SPEC.md 3.11: a creative is a link or a file of the campaign, optionally for one of its options', () => {
    const campaign = { uploadIds: ['f1'], optionIds: ['o1'], count: 0 };
    expect(readCreative({ name: 'Hero banner', url: 'https://cdn.example.com/a.png', mediaOptionId: 'o1' }, campaign, ids)).toEqual({
      ok: true, value: { _id: 'c1', name: 'Hero banner', url: 'https://cdn.example.com/a.png', mediaOptionId: 'o1', createdAt: AT, addedBy: 'u1' },
    });
    expect(readCreative({ name: 'Radio spot', fileId: 'f1' }, campaign, ids)).toMatchObject({ ok: true, value: { fileId: 'f1' } });
    expect(readCreative({ name: 'x', fileId: 'f9' }, campaign, ids).ok).toBe(false);
    expect(readCreative({ name: 'x', url: 'ftp://a/b' }, campaign, ids).ok).toBe(false);
    expect(readCreative({ name: 'x', url: 'https://a.in/b', fileId: 'f1' }, campaign, ids).ok).toBe(false);
    expect(readCreative({ name: 'x' }, campaign, ids).ok).toBe(false);
    expect(readCreative({ name: ' ', url: 'https://a.in/b' }, campaign, ids).ok).toBe(false);
    expect(readCreative({ name: 'x', url: 'https://a.in/b', mediaOptionId: 'o9' }, campaign, ids).ok).toBe(false);
    expect(readCreative({ name: 'x', url: 'https://a.in/b' }, { ...campaign, count: MAX_CREATIVES }, ids).ok).toBe(false);
  });

  it('SPEC.md 3.11: a version is a snapshot of the media plan: its total and option count', () => {
    expect(planVersionOf([option('a', 1000), option('b', 500.5)], 'Before the radio swap', 0, ids)).toEqual({
      ok: true, value: { _id: 'c1', createdAt: AT, totalPrice: 1500.5, count: 2, note: 'Before the radio swap', savedBy: 'u1' },
    });
    expect(planVersionOf([], undefined, 0, ids).ok).toBe(false);
  });
});

describe('SPEC.md 3.12: the plan fields', () => {
  it('SPEC.md 3.12: a plan\'s brand is the brief\'s brand name and category; none without a brief', () => {
    expect(planBrandOf({ brand: { name: 'Acme', category: 'FMCG', salesChannel: [] } })).toEqual({ name: 'Acme', industry: 'FMCG' });
    expect(planBrandOf({ brand: { name: 'Acme', salesChannel: [] } })).toEqual({ name: 'Acme', industry: '' });
    expect(planBrandOf(null)).toBeNull();
  });

  it('SPEC.md 3.12: sharing a new version moves the updatedAt of the unapproved version it replaces, no other', () => {
    const plans = [
      { _id: 'p1', version: 1, approved: false, updatedAt: 'old1' },
      { _id: 'p2', version: 2, approved: false, updatedAt: 'old2' },
    ];
    expect(plansAfterNewVersion(plans, AT).map((p) => p.updatedAt)).toEqual(['old1', AT]);
    expect(plansAfterNewVersion([{ ...plans[0], approved: true }], AT)[0].updatedAt).toBe('old1');
  });
});
