import { createTestApp, type TestApp } from '../../test/support/test-app';
import { latestCode, nextIp, sendCode, verifyCode } from '../../test/support/otp-test-helpers';

// Who pays for code sends: the client that asks (README, "Limits"). The client is the socket's
// address unless TRUST_PROXY names the proxies whose X-Forwarded-For is believed.

type SendAnswer = { status: number; retryAfter: string | null; body: { error?: string; message?: string } };

/** A code request over a real socket from 127.0.0.1, with any X-Forwarded-For the client likes. */
async function sendOverHttp(url: string, email: string, forwardedFor: string): Promise<SendAnswer> {
  const res = await fetch(`${url}/api/auth/otp/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ email }),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as SendAnswer['body'] };
}

let forged = 0;
/** A new made-up client address per call. */
const forgedIp = () => `198.18.${(forged >> 8) & 255}.${(forged += 1) & 255}`;

describe('TRUST_PROXY unset: X-Forwarded-For is not believed', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { OTP_MAX_SENDS_PER_IP: '5', OTP_IP_BACKOFF_SECONDS: '0' } });
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('a new forged address per request does not lift the per-IP limit', async () => {
    const answers: SendAnswer[] = [];
    for (let i = 0; i < 8; i += 1) answers.push(await sendOverHttp(url, `forger-${i}@example.com`, forgedIp()));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(answers[5].retryAfter).toBe(String(15 * 60));
    expect(answers[5].body).toEqual({ error: 'too_many_requests', message: 'Too many codes asked for. Try again in 15 minutes.' });
    // The requests are recorded with the socket's address, not the forged one.
    const ips = await t.db.selectFrom('otp_requests').select('ip').distinct().execute();
    expect(ips).toEqual([{ ip: '127.0.0.1' }]);
  });
});

describe('TRUST_PROXY=1: the address the proxy saw is the client', () => {
  let t: TestApp;
  const proxy = '10.9.0.1';
  const inject = (email: string, forwardedFor: string) => t.app.inject({
    method: 'POST', url: '/api/auth/otp/send', remoteAddress: proxy, headers: { 'x-forwarded-for': forwardedFor }, payload: { email },
  });
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1', OTP_MAX_SENDS_PER_IP: '5', OTP_IP_BACKOFF_SECONDS: '0' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts each forwarded client on its own, and the proxy not at all', async () => {
    const clients = Array.from({ length: 8 }, () => forgedIp());
    for (const [i, client] of clients.entries()) expect((await inject(`proxied-${i}@example.com`, client)).statusCode).toBe(200);
    const ips = await t.db.selectFrom('otp_requests').select('ip').orderBy('created_at').execute();
    expect(ips.map((r) => r.ip).sort()).toEqual([...clients].sort());
  });

  it('still limits one forwarded client, named by the last hop (what the proxy appended)', async () => {
    const client = forgedIp();
    const statuses: number[] = [];
    // What the client itself put in the header is ignored: the proxy appends the address it saw.
    for (let i = 0; i < 7; i += 1) statuses.push((await inject(`one-client-${i}@example.com`, `${forgedIp()}, ${client}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});

describe('TRUST_PROXY=<addresses>: only the listed proxies are believed', () => {
  let t: TestApp;
  const send = (email: string, remoteAddress: string, forwardedFor: string) => t.app.inject({
    method: 'POST', url: '/api/auth/otp/send', remoteAddress, headers: { 'x-forwarded-for': forwardedFor }, payload: { email },
  });
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '10.9.0.0/24, 10.8.0.5', OTP_MAX_SENDS_PER_IP: '2', OTP_IP_BACKOFF_SECONDS: '0' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('believes the listed proxy and ignores the header from anyone else', async () => {
    expect((await send('listed-1@example.com', '10.9.0.7', '203.0.113.50')).statusCode).toBe(200);
    expect((await send('listed-2@example.com', '10.8.0.5', '203.0.113.51')).statusCode).toBe(200);
    const direct = '198.51.100.23';
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await send(`direct-${i}@example.com`, direct, forgedIp())).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    const ips = await t.db.selectFrom('otp_requests').select('ip').orderBy('created_at').execute();
    expect(ips.map((r) => r.ip)).toEqual(['203.0.113.50', '203.0.113.51', direct, direct]);
  });
});

describe('sends cost the asking client, not the owner (default limits)', () => {
  let t: TestApp;
  let clock = Date.parse('2025-06-01T08:00:00.000Z');
  const advance = (ms: number) => {
    clock += ms;
    t.setNow(new Date(clock));
  };
  beforeAll(async () => {
    t = await createTestApp();
    t.setNow(new Date(clock));
  });
  afterAll(async () => {
    await t.close();
  });
  // Every test starts when all windows of the one before have passed.
  beforeEach(() => advance(2 * 60 * 60 * 1000));

  it("an attacker using up an address's sends does not stop the owner's IP from getting a code and signing in", async () => {
    const attacker = nextIp();
    const owner = nextIp();
    for (let i = 0; i < 3; i += 1) expect((await sendCode(t, { email: 'victim@example.com' }, attacker)).status).toBe(200);
    const refused = await sendCode(t, { email: 'victim@example.com' }, attacker);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(15 * 60));

    const sent = await sendCode(t, { email: 'victim@example.com' }, owner);
    expect(sent.status).toBe(200);
    const signedIn = await verifyCode(t, { requestId: sent.body.requestId, emailCode: await latestCode(t, 'victim@example.com') });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.email).toBe('victim@example.com');
  });

  it('counts an IPv6 client by its /64', async () => {
    const answers = [];
    for (const ip of ['2001:db8:7:7::1', '2001:db8:7:7::2', '2001:db8:7:7:ffff::3', '2001:db8:7:7::4']) {
      answers.push((await sendCode(t, { email: 'v6@example.com' }, ip)).status);
    }
    expect(answers).toEqual([200, 200, 200, 429]);
    expect((await sendCode(t, { email: 'v6@example.com' }, '2001:db8:7:8::1')).status).toBe(200);
  });

  it('makes each further send from one IP wait longer: free 5, then 30 s, 60 s, 120 s, 240 s, 480 s', async () => {
    const ip = nextIp();
    let n = 0;
    const send = () => sendCode(t, { email: `spray-${(n += 1)}@example.com` }, ip);
    for (let i = 0; i < 5; i += 1) expect((await send()).status).toBe(200);
    const waits: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const refused = await send();
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      if (i === 0) expect(refused.body.message).toBe('Too many codes asked for. Try again in 30 seconds.');
      // Another client is not held up meanwhile.
      expect((await sendCode(t, { email: `bystander-${i}@example.com` }, nextIp())).status).toBe(200);
      advance(wait * 1000 - 1000);
      expect((await send()).status).toBe(429);
      advance(1000);
      expect((await send()).status).toBe(200);
    }
    // The next one would wait 480 s; by then the first five have left the 15-minute window.
    const fifth = await send();
    expect(fifth.status).toBe(429);
    waits.push(Number(fifth.headers['retry-after']));
    expect(waits).toEqual([30, 60, 120, 240, 480]);
  });

  it('holds the ceiling of 10 codes an hour per address across all IPs; the other channel still works', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await sendCode(t, { phone: '9811122233' }, nextIp())).status).toBe(200);
      advance(60 * 1000);
    }
    const refused = await sendCode(t, { phone: '9811122233' }, nextIp());
    expect(refused.status).toBe(429);
    // The first of the ten leaves the hour in 50 minutes.
    expect(refused.headers['retry-after']).toBe(String(50 * 60));
    expect(refused.body).toEqual({ error: 'too_many_requests', message: 'Too many codes asked for. Try again in 50 minutes.' });
    // A multi-channel send that includes the phone is refused whole, and counted nowhere.
    const both = await sendCode(t, { phone: '9811122233', email: 'ceiling.owner@example.com' }, nextIp());
    expect(both.status).toBe(429);
    // The owner can still sign in by e-mail, and by phone once the hour has passed.
    expect((await sendCode(t, { email: 'ceiling.owner@example.com' }, nextIp())).status).toBe(200);
    advance(50 * 60 * 1000);
    expect((await sendCode(t, { phone: '9811122233' }, nextIp())).status).toBe(200);
  });
});
