import type { Static } from '@sinclair/typebox';
import { STEP_NAMES, STEP_STATES } from 'shared-domain';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { bearer, makeUser, sampleOption, seedCampaign } from '../../test/support/campaign.fixtures';
import { CampaignViewSchema } from './campaign.schema';
import type { CampaignView } from './campaign.view';

/**
 * The campaign contract: the response schema of every campaign answer and shared-domain's
 * `CampaignView` agree. The type-level check fails `tsc` when they drift.
 */
type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** The fields the schema describes (the rest of the view passes through as `additionalProperties`). */
type Described = Static<typeof CampaignViewSchema>;
const schemaAgreesWithView: Equals<Described, Pick<CampaignView, keyof Described>> = true;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the campaign view', () => {
  it('the response schema describes the fields of CampaignView with their types', () => {
    expect(schemaAgreesWithView).toBe(true);
  });

  it('GET /campaigns/{id} answers a CampaignView: every part of the view is there, the stepper in its own words', async () => {
    const owner = await makeUser(t.db, 'Asha Rao');
    const { id } = await seedCampaign(t.db, owner, { status: 'Draft', options: [sampleOption('o-view')] });
    const res = await t.app.inject({ method: 'GET', url: `/campaign-api/campaigns/${id}`, headers: bearer(owner) });
    expect(res.statusCode).toBe(200);
    const view: CampaignView = res.json();
    const parts: (keyof CampaignView)[] = ['_users', 'plans', 'payments', 'mediaOptions', 'createdAt', 'totals', 'ownerId', 'owner', 'access'];
    for (const part of parts) expect(view).toHaveProperty(part);
    expect(view.progress.map((step) => step.name)).toEqual([...STEP_NAMES]);
    for (const step of view.progress) expect(STEP_STATES).toContain(step.state);
  });
});
