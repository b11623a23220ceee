/**
 * One app for a service B route suite, with a signed-in user for each kind of caller: the
 * campaign's owner, a user it is shared with, another user, an anonymous caller and staff.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createTokenRepository } from '../../src/auth/token.repository';
import { createCampaignRepository } from '../../src/campaigns/campaign.repository';
import { createUserRepository } from '../../src/users/user.repository';
import { appForSuite, createTestApp, type TestApp } from './test-app';

/** Who calls a route. */
export type Actor = 'owner' | 'shared' | 'other' | 'anonymous' | 'staff';
export const ACTORS: readonly Actor[] = ['owner', 'shared', 'other', 'anonymous', 'staff'];

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a campaign is created with (the repository's input). */
type CampaignInput = Parameters<ReturnType<typeof createCampaignRepository>['create']>[1];

export type CampaignActors = {
  /** The app; there from the suite's beforeAll on. */
  readonly t: TestApp;
  /** The temporary folder the app keeps campaign files in. */
  readonly uploadDir: string;
  /** Each actor's bearer token (none for anonymous). */
  readonly tokens: Record<Actor, string | null>;
  /** Each signed-in actor's user id. */
  readonly ids: Record<Actor, string>;
  /** Calls a `/campaign-api` route as `actor`. */
  call(actor: Actor, method: Method, url: string, payload?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** A campaign of the owner, shared with the shared user; answers its id. */
  sharedCampaign(input: CampaignInput): Promise<string>;
};

/**
 * Registers the suite's hooks: before all, an app whose campaign files go to a temporary
 * folder and a user per actor (staff has the operations role); after each test, the clock
 * back at now; after all, the app closed and the folder removed.
 */
export function setUpCampaignActors(): CampaignActors {
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-uploads-'));
  const tokens = {} as Record<Actor, string | null>;
  const ids = {} as Record<Actor, string>;
  const t = appForSuite(async () => {
    const app = await createTestApp({ env: { UPLOAD_DIR: uploadDir } });
    for (const actor of ACTORS) {
      if (actor === 'anonymous') {
        tokens.anonymous = null;
        continue;
      }
      const user = await createUserRepository(app.db).create({ name: `${actor} user`, role: actor === 'staff' ? 'operations' : '' });
      tokens[actor] = (await createTokenRepository(app.db).issueToken(user._id)).token;
      ids[actor] = user._id;
    }
    return app;
  });
  afterEach(() => {
    t().setNow(new Date());
  });
  afterAll(() => {
    fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  return {
    get t() {
      return t();
    },
    uploadDir,
    tokens,
    ids,
    call(actor, method, url, payload, headers = {}) {
      const token = tokens[actor];
      return t().app.inject({
        method, url: `/campaign-api${url}`,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      });
    },
    async sharedCampaign(input) {
      const loaded = await createCampaignRepository(t().db).create(ids.owner, input);
      await t().db.insertInto('campaign_users').values({ campaign_id: loaded.campaign._id, user_id: ids.shared, added_by: ids.owner, created_at: new Date().toISOString() }).execute();
      return loaded.campaign._id;
    },
  };
}
