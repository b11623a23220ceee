import type { PlanningRateRow } from './budget-estimate';
import {
  checkIplBudget, estimateIplBudget, iplBudgetApiQuery, iplBudgetAsked, iplBudgetQuery, iplBudgetValuesFrom, iplChannelOf, iplPlannedUnits,
} from './ipl-budget';
import { testRow } from './test/budget-estimate-rows';

const spots = (n = 10) => [{ name: 'Spots', value: n, min: 5 }];
const matches = [{ name: 'Matches', value: 7, min: 1 }];

// IPL options as the seed shapes them (types and units), with round test rates.
const tvSd = testRow('tv-sd', 'sports-marketing', 1_000_000, spots(), { type: 'TV Spot' });
const tvHd = testRow('tv-hd', 'sports-marketing', 400_000, spots(), { type: 'TV Spot' });
const tvOther = testRow('tv-3', 'sports-marketing', 600_000, spots(), { type: 'TV Spot' });
const ctv = testRow('ctv', 'sports-marketing', 500_000, spots(), { type: 'CTV Spot' });
const led = testRow('led', 'sports-marketing', 300_000, matches, { type: 'Stadium Branding' });
const season = testRow('season', 'sports-marketing', 90_000_000, [{ name: 'Seasons', value: 1 }], { type: 'Sponsorship' });
const cpm = testRow('cpm', 'sports-marketing', 250, [{ name: "Impressions ('000)", value: 100 }], { type: 'CPM' });
const post = testRow('post', 'sports-marketing', 20_000, [{ name: 'Posts', value: 3 }], { type: 'Digital' });
const radio: PlanningRateRow = {
  ...testRow('fm', 'radio', 1_000, spots(), { type: 'Radio Spot' }),
  media: { _id: 'm-fm', name: 'FM', category: 'radio', slug: 'fm', city: 'Mumbai', attributes: { weeklyListenership: { value: 7_000_000 } } },
};
const rows = [tvSd, tvHd, tvOther, ctv, led, season, cpm, post];

describe('iplChannelOf', () => {
  it('reads the channel from the option type and media category; only per-spot, per-match and per-impression options count', () => {
    expect([tvSd, ctv, cpm, led, radio].map(iplChannelOf)).toEqual(['tv', 'digital', 'digital', 'in-stadium', 'radio']);
    expect([season, post].map(iplChannelOf)).toEqual([null, null]);
    expect(iplChannelOf(testRow('hoarding', 'outdoor', 100_000, matches, { type: 'Hoarding' }))).toBe('outdoor');
  });

  it('books spots at matches × spots per match and per-match options at the matches', () => {
    expect(iplPlannedUnits(tvSd, 10, 4)).toEqual([{ name: 'Spots', value: 40 }]);
    expect(iplPlannedUnits(led, 10, 4)).toEqual([{ name: 'Matches', value: 10 }]);
    // A streaming CPM option: its usual 1,00,000 impressions every match.
    expect(iplPlannedUnits(cpm, 10, 4)).toEqual([{ name: "Impressions ('000)", value: 1000 }]);
    // Never below the unit's minimum: 1 match × 1 spot is 5 spots on a 5-spot minimum.
    expect(iplPlannedUnits(tvSd, 1, 1)).toEqual([{ name: 'Spots', value: 5 }]);
  });
});

describe('estimateIplBudget', () => {
  it('gives each channel its median option by price with the cheapest and dearest, and the total', () => {
    const budget = estimateIplBudget(rows, { channels: ['in-stadium', 'tv', 'outdoor'], matches: 2, spots: 3 });
    expect(budget.channels.map((c) => c.channel)).toEqual(['tv', 'outdoor', 'in-stadium']);
    const tv = budget.channels[0];
    // 6 spots × rate + 18% GST: 28,32,000 / 42,48,000 / 70,80,000.
    expect([tv.optionCount, tv.cheapest?.optionId, tv.typical?.optionId, tv.dearest?.optionId]).toEqual([3, 'tv-hd', 'tv-3', 'tv-sd']);
    expect(tv.typical).toMatchObject({ cost: 4_248_000, pricingUnits: [{ name: 'Spots', value: 6 }], href: '/sports-marketing/media-tv-3' });
    // No outdoor option of the IPL: no figures, no invented rate.
    expect(budget.channels[1]).toEqual({ channel: 'outdoor', label: 'Outdoor', optionCount: 0, typical: null, cheapest: null, dearest: null });
    // 2 matches × 3,00,000 + 18%.
    expect(budget.channels[2].typical?.cost).toBe(708_000);
    expect(budget.total).toEqual({ budget: 4_956_000, reach: null });
  });

  it('reach follows the channel’s rule: N/A without reported figures or a formula, radio from listenership', () => {
    const budget = estimateIplBudget([...rows, radio], { channels: ['tv', 'radio', 'in-stadium'], matches: 1, spots: 10 });
    const [tv, fm, stadium] = budget.channels;
    expect(tv.typical?.reach).toEqual({ kind: 'none', reason: 'Impressions not reported' });
    expect(stadium.typical?.reach).toEqual({ kind: 'none', reason: 'No reach estimate for in-stadium branding' });
    // 7,000,000 / 7 × 0.3 / 72 per non-prime spot × 10 spots.
    expect(fm.typical?.reach).toMatchObject({ kind: 'estimate', reach: 41_667 });
    expect(budget.total?.reach).toBe(41_667);
  });

  it('digital streaming reach is the impressions it buys (the digital rule), and adds to the total', () => {
    const budget = estimateIplBudget([cpm, led], { channels: ['digital', 'in-stadium'], matches: 3, spots: 2 });
    const digital = budget.channels[0];
    // 300 thousand impressions at ₹250 per thousand + 18%.
    expect(digital.typical).toMatchObject({ optionId: 'cpm', cost: 88_500, pricingUnits: [{ name: "Impressions ('000)", value: 300 }] });
    expect(digital.typical?.reach).toEqual({ kind: 'estimate', reach: 300_000, basis: 'Reported impressions' });
    expect(budget.total).toEqual({ budget: 88_500 + 1_062_000, reach: 300_000 });
  });

  it('a channel the catalog has nothing for leaves the total null when it is the only one', () => {
    expect(estimateIplBudget(rows, { channels: ['radio'], matches: 5, spots: 2 }).total).toBeNull();
  });
});

describe('checkIplBudget and the URL', () => {
  it('accepts channels, 1–74 matches and 1–30 spots per match', () => {
    expect(checkIplBudget({ channels: ['TV', 'digital'], matches: '10', spots: '4' })).toEqual({ ok: true, value: { channels: ['tv', 'digital'], matches: 10, spots: 4 } });
    expect(checkIplBudget({ channels: ['in-stadium'], matches: '74', spots: '30' }).ok).toBe(true);
  });

  it('explains each wrong value', () => {
    expect(checkIplBudget({ channels: [], matches: '0', spots: '' })).toEqual({
      ok: false,
      errors: { channels: 'Choose at least one channel.', matches: 'Matches must be a whole number from 1 to 74.', spots: 'Enter the spots per match.' },
    });
    const bad = checkIplBudget({ channels: ['print'], matches: '75', spots: '2.5' });
    expect(bad.ok ? null : bad.errors).toEqual({
      channels: '“print” is not a channel; choose TV, digital, outdoor, radio or in-stadium.',
      matches: 'Matches must be a whole number from 1 to 74.',
      spots: 'Spots per match must be a whole number from 1 to 30.',
    });
  });

  it('writes and reads the values', () => {
    const query = iplBudgetQuery({ channels: ['tv', 'digital'], matches: '10', spots: '4' });
    expect(query).toBe('?channels=tv&channels=digital&matches=10&spots=4');
    expect(iplBudgetValuesFrom(query)).toEqual({ channels: ['tv', 'digital'], matches: '10', spots: '4' });
    expect(iplBudgetValuesFrom('?channels=tv,radio&matches=3')).toEqual({ channels: ['tv', 'radio'], matches: '3', spots: '' });
    expect(iplBudgetAsked(iplBudgetValuesFrom(''))).toBe(false);
    expect(iplBudgetApiQuery({ channels: ['tv', 'digital'], matches: 10, spots: 4 })).toBe('?channels=tv%2Cdigital&matches=10&spots=4');
  });
});
