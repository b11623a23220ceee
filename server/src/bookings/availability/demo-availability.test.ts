import { dayFromToday } from '../../../test/support/holds.fixtures';
import { appForSuite, createTestApp } from '../../../test/support/test-app';
import { generatedCatalog } from '../../seed/seed';
import { DEMO_AVAILABILITY_OPTIONS } from './demo-availability.repository';

const t = appForSuite(async () => createTestApp({ catalog: await generatedCatalog({ optionCount: 300 }) }));

describe('issue 37: the demo catalogue keeps availability for a few outdoor options', () => {
  it('a fresh store shows "Available" on them for the coming year; other options read "On request"', async () => {
    const kept = await t().db.selectFrom('option_availability').select('option_id').distinct().execute();
    expect(kept).toHaveLength(DEMO_AVAILABILITY_OPTIONS);
    const other = await t().db.selectFrom('media_options').select('id').where('id', 'not in', kept.map((k) => k.option_id)).limit(1).executeTakeFirstOrThrow();
    const ids = [kept[0].option_id, other.id].join(',');
    const res = await t().app.inject({ method: 'GET', url: `/campaign-api/availability?options=${ids}&from=${dayFromToday(30)}&to=${dayFromToday(60)}` });
    const [demo, onRequest] = res.json().availability as { summary: { label: string }; days: { units: number }[]; category?: string }[];
    expect(demo.summary.label).toBe('Available');
    expect(demo.days).toHaveLength(31);
    expect(demo.days.every((d) => d.units === 1)).toBe(true);
    expect(onRequest.summary.label).toBe('On request');
    const categories = await t().db.selectFrom('media_options as o').innerJoin('media as m', 'm.id', 'o.media_id').select('m.category')
      .where('o.id', 'in', kept.map((k) => k.option_id)).distinct().execute();
    expect(categories).toEqual([{ category: 'outdoor' }]);
  });
});
