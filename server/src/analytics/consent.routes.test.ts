/**
 * SPEC.md 7.24: the settings of the third-party scripts (AD_PIXELS, SESSION_RECORDING) and
 * POST /api/consent, the server's record of each answer to the notice. Runs on SQLite and on
 * PostgreSQL.
 */
import { CONSENT_POLICY_VERSION } from 'shared-domain';
import { loadConfig } from '../config';
import { makeUser, type Actor } from '../../test/support/campaign.fixtures';
import { nextIp } from '../../test/support/otp-test-helpers';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { loadThirdParties, pageThirdParties } from './third-party-config';

const CLARITY = { name: 'Microsoft Clarity', scriptUrl: 'https://www.clarity.ms/tag/abc123', connectOrigins: ['https://*.clarity.ms'] };

describe('SPEC.md 7.24: AD_PIXELS and SESSION_RECORDING', () => {
  const load = (env: Record<string, string>, nodeEnv: 'production' | 'development' = 'production') => loadThirdParties(env, nodeEnv);

  it('SPEC.md 7.24: none by default; each variable a JSON list of scripts, read as written', () => {
    expect(load({})).toEqual([]);
    expect(load({ AD_PIXELS: ' ', SESSION_RECORDING: '' })).toEqual([]);
    const scripts = load({
      AD_PIXELS: JSON.stringify([{ name: ' Meta Pixel ', scriptUrl: 'https://connect.facebook.net/en_US/fbevents.js', imgOrigins: ['https://WWW.facebook.com/'] }]),
      SESSION_RECORDING: JSON.stringify([CLARITY]),
    });
    expect(scripts).toEqual([
      { kind: 'ad-pixel', name: 'Meta Pixel', scriptUrl: 'https://connect.facebook.net/en_US/fbevents.js', scriptOrigins: [], connectOrigins: [], imgOrigins: ['https://www.facebook.com'], frameOrigins: [] },
      { kind: 'session-recording', name: 'Microsoft Clarity', scriptUrl: 'https://www.clarity.ms/tag/abc123', scriptOrigins: [], connectOrigins: ['https://*.clarity.ms'], imgOrigins: [], frameOrigins: [] },
    ]);
    expect(pageThirdParties(scripts)).toEqual([
      { kind: 'ad-pixel', name: 'Meta Pixel', scriptUrl: 'https://connect.facebook.net/en_US/fbevents.js' },
      { kind: 'session-recording', name: 'Microsoft Clarity', scriptUrl: 'https://www.clarity.ms/tag/abc123' },
    ]);
  });

  it.each([
    [{ AD_PIXELS: 'fbevents.js' }, 'AD_PIXELS must be a JSON list such as'],
    [{ AD_PIXELS: '{"name":"x"}' }, 'AD_PIXELS must be a JSON list of scripts, got object'],
    [{ AD_PIXELS: '["https://x.example/a.js"]' }, 'AD_PIXELS[0] must be an object'],
    [{ SESSION_RECORDING: '[{"scriptUrl":"https://www.clarity.ms/tag/a"}]' }, "SESSION_RECORDING[0] name must be the vendor's name"],
    [{ AD_PIXELS: '[{"name":"P","scriptUrl":"/pixel.js"}]' }, 'AD_PIXELS[0] scriptUrl must be an absolute https URL'],
    [{ AD_PIXELS: '[{"name":"P","scriptUrl":"javascript:alert(1)"}]' }, 'AD_PIXELS[0] scriptUrl must be an absolute https URL'],
    [{ AD_PIXELS: '[{"name":"P","scriptUrl":"http://pixel.example/p.js"}]' }, 'AD_PIXELS[0] scriptUrl must be https in production, got "http://pixel.example/p.js"'],
    [{ AD_PIXELS: '[{"name":"P","scriptUrl":"https://p.example/p.js","connectOrigins":"https://p.example"}]' }, 'AD_PIXELS[0] connectOrigins must be a list of origins'],
    [{ AD_PIXELS: '[{"name":"P","scriptUrl":"https://p.example/p.js","imgOrigins":["https://p.example; script-src *"]}]' }, 'AD_PIXELS[0] imgOrigins must list origins such as'],
    [{ AD_PIXELS: '[{"name":"P","scriptUrl":"https://p.example/p.js","frameOrigins":["http://p.example"]}]' }, 'AD_PIXELS[0] frameOrigins must list https origins in production'],
    [{ AD_PIXELS: '[{"name":"P","scriptUrl":"https://p.example/p.js","id":"123"}]' }, 'AD_PIXELS[0] has an unknown field "id"'],
  ])('SPEC.md 7.24: %j stops the start: %s', (env, message) => {
    expect(() => load(env)).toThrow(message);
    expect(() => loadConfig({ NODE_ENV: 'production', ...env })).toThrow(message);
  });

  it('SPEC.md 7.24: http addresses are taken outside production (a local stand-in vendor)', () => {
    const env = { AD_PIXELS: '[{"name":"Local pixel","scriptUrl":"http://127.0.0.1:9000/pixel.js","connectOrigins":["http://127.0.0.1:9000"]}]' };
    expect(load(env, 'development')[0]).toMatchObject({ scriptUrl: 'http://127.0.0.1:9000/pixel.js', connectOrigins: ['http://127.0.0.1:9000'] });
  });
});

describe('SPEC.md 7.24: POST /api/consent', () => {
  const NOW = new Date('2026-03-02T09:30:00.000Z');
  let t: TestApp;
  let buyer: Actor;
  beforeAll(async () => {
    t = await createTestApp();
    t.setNow(NOW);
    buyer = await makeUser(t.db, 'Asha Consent');
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/consent', headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(payload), remoteAddress: nextIp() });
  const rows = () => t.db.selectFrom('consent_choices').select(['choice', 'policy_version', 'user_id', 'at']).orderBy('at').orderBy('choice').execute();

  it("SPEC.md 7.24: records a guest's answer and a signed-in user's, with the notice version and time and nothing else", async () => {
    const guest = await post({ choice: 'accept', policyVersion: CONSENT_POLICY_VERSION });
    expect(guest.statusCode).toBe(201);
    expect(guest.json()).toEqual({ choice: 'accept', policyVersion: CONSENT_POLICY_VERSION, at: NOW.toISOString() });
    const signedIn = await post({ choice: 'reject', policyVersion: CONSENT_POLICY_VERSION }, { 'x-access-token': buyer.token });
    expect(signedIn.statusCode).toBe(201);
    expect(await rows()).toEqual([
      { choice: 'accept', policy_version: CONSENT_POLICY_VERSION, user_id: null, at: NOW.toISOString() },
      { choice: 'reject', policy_version: CONSENT_POLICY_VERSION, user_id: buyer.id, at: NOW.toISOString() },
    ]);
  });

  it.each([
    [{ choice: 'maybe', policyVersion: CONSENT_POLICY_VERSION }, /choice/],
    [{ policyVersion: CONSENT_POLICY_VERSION }, /choice/],
    [{ choice: 'accept' }, /policyVersion/],
    [{ choice: 'accept', policyVersion: CONSENT_POLICY_VERSION + 1 }, new RegExp(`^policyVersion must be ${CONSENT_POLICY_VERSION}, the notice now shown`)],
    [{ choice: 'accept', policyVersion: 'one' }, /policyVersion/],
    [{ choice: 'accept', policyVersion: CONSENT_POLICY_VERSION, email: 'asha@example.com' }, /email|additional/],
  ])('SPEC.md 7.24: refuses %j with 400 and records nothing', async (body, message) => {
    const before = (await rows()).length;
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(message);
    expect((await rows()).length).toBe(before);
  });
});
