import { createTestApp, type TestApp } from '../../test/support/test-app';
import { hashCode } from '../otp/otp.service';
import { call, latestCode, nextIp, otherCode, outbox, sendCode, signInByEmail, verifyCode } from '../../test/support/otp-test-helpers';

let t: TestApp;
let clock = Date.parse('2025-03-01T10:00:00.000Z');
/** Moves the injected clock forward (every test starts an hour after the last one). */
function advance(ms: number): void {
  clock += ms;
  t.setNow(new Date(clock));
}

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(new Date(clock));
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => advance(60 * 60 * 1000));

describe('POST /api/auth/otp/send — input', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['+91-98765-43210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['6000000000', '+916000000000'],
    [' 98765\t43210 ', '+919876543210'],
  ])('accepts the Indian mobile %j and sends to %s', async (phone, normalised) => {
    const before = (await outbox(t, normalised)).length;
    const res = await sendCode(t, { phone });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ requestId: expect.any(String), channels: ['phone'], expiresIn: 300 });
    const messages = await outbox(t, normalised);
    expect(messages).toHaveLength(before + 1);
    expect(messages[0]).toMatchObject({ to: normalised, channel: 'sms', text: expect.stringMatching(/^Your MediaMart sign-in code is \d{6}\. It expires in 5 minutes\./) });
  });

  it.each(['5876543210', '987654321', '98765432101', '+1 9876543210', '+92 9876543210', 'abcdefghij', '+91 12345 67890', '0091 9876543210', '9'.repeat(150)])(
    'refuses the phone %j with a sentence',
    async (phone) => {
      const res = await sendCode(t, { phone });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'bad_request', message: 'Enter a valid 10-digit Indian mobile number' });
    },
  );

  it.each(['plain', 'a@b', 'a@@b.com', 'a b@c.com', '.a@b.com', 'a..b@c.com', 'a@-b.com', `${'x'.repeat(250)}@b.com`])(
    'refuses the e-mail %j',
    async (email) => {
      const res = await sendCode(t, { email });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'bad_request', message: 'Enter a valid e-mail address' });
    },
  );

  it('normalises e-mail addresses to lower case', async () => {
    const res = await sendCode(t, { email: '  Asha.Rao@Example.IN ' });
    expect(res.status).toBe(200);
    expect((await outbox(t, 'asha.rao@example.in'))[0]).toMatchObject({ to: 'asha.rao@example.in', channel: 'email', subject: 'Your MediaMart sign-in code' });
  });

  it.each([[{}], [{ phone: '', email: '  ' }], [{ phone: null, email: null }]])('needs a phone or an e-mail (%j)', async (body) => {
    const res = await sendCode(t, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'bad_request', message: 'Give a phone number or an e-mail address' });
  });

  it('stores only a hash of the code', async () => {
    const res = await sendCode(t, { email: 'hash@example.com' });
    const code = await latestCode(t, 'hash@example.com');
    const row = await t.db.selectFrom('otp_requests').selectAll().where('id', '=', res.body.requestId).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row.email_code_hash).toBe(hashCode(res.body.requestId, 'email', code));
    expect(row.phone_code_hash).toBeNull();
  });

  it('answers the same for known and unknown addresses', async () => {
    await signInByEmail(t, 'known@example.com');
    advance(60 * 60 * 1000);
    const known = await sendCode(t, { email: 'known@example.com' });
    const unknown = await sendCode(t, { email: 'nobody@example.com' });
    expect(known.status).toBe(unknown.status);
    expect(Object.keys(known.body).sort()).toEqual(Object.keys(unknown.body).sort());
    expect({ ...known.body, requestId: 'x' }).toEqual({ ...unknown.body, requestId: 'x' });
    expect((await outbox(t, 'nobody@example.com'))[0].text).toMatch(/\d{6}/);
  });
});

describe('POST /api/auth/otp/verify', () => {
  it('signs up on the first verified e-mail, then signs the same user in', async () => {
    const first = await signInByEmail(t, 'priya.sharma@example.com');
    expect(first).toEqual({
      token: expect.any(String),
      isNewUser: true,
      user: { _id: expect.any(String), name: 'Priya Sharma', email: 'priya.sharma@example.com', phone: null, role: '', agencyDetails: null, marketingOptOut: false, organizationId: null },
    });
    const me = await call(t, 'POST', '/api/authenticate/me', { token: first.token });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ user: first.user });

    const again = await signInByEmail(t, 'Priya.Sharma@Example.com');
    expect(again.isNewUser).toBe(false);
    expect(again.user._id).toBe(first.user._id);
    expect(again.token).not.toBe(first.token);
  });

  it('creates a phone-only user named "New user"', async () => {
    const sent = await sendCode(t, { phone: '+91 70000 00001' });
    const res = await verifyCode(t, { requestId: sent.body.requestId, phoneCode: await latestCode(t, '+917000000001') });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isNewUser: true, user: { name: 'New user', phone: '+917000000001', email: null, role: '' } });
  });

  it('multi-channel: needs both codes, then creates one user with both', async () => {
    const sent = await sendCode(t, { phone: '7000000002', email: 'both@example.com' });
    expect(sent.body).toMatchObject({ channels: ['phone', 'email'], expiresIn: 300 });
    const phoneCode = await latestCode(t, '+917000000002');
    const emailCode = await latestCode(t, 'both@example.com');

    const onlyPhone = await verifyCode(t, { requestId: sent.body.requestId, phoneCode });
    expect(onlyPhone.status).toBe(400);
    expect(onlyPhone.body).toEqual({ error: 'bad_request', message: 'Enter the code sent to your e-mail' });
    const onlyEmail = await verifyCode(t, { requestId: sent.body.requestId, emailCode });
    expect(onlyEmail.body.message).toBe('Enter the code sent to your phone');

    const swapped = await verifyCode(t, { requestId: sent.body.requestId, phoneCode: emailCode, emailCode: phoneCode });
    expect(swapped.status).toBe(400);
    expect(swapped.body.error).toBe('invalid_code');

    const wrongEmail = await verifyCode(t, { requestId: sent.body.requestId, phoneCode, emailCode: otherCode(emailCode) });
    expect(wrongEmail.body).toEqual({ error: 'invalid_code', message: 'The e-mail code is not right. 3 tries left.' });

    const res = await verifyCode(t, { requestId: sent.body.requestId, phoneCode, emailCode });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isNewUser: true, user: { name: 'Both', phone: '+917000000002', email: 'both@example.com' } });
  });

  it('adds a newly verified phone to the account found by e-mail', async () => {
    const { user } = await signInByEmail(t, 'adds.phone@example.com');
    const sent = await sendCode(t, { phone: '7000000003', email: 'adds.phone@example.com' });
    const res = await verifyCode(t, {
      requestId: sent.body.requestId,
      phoneCode: await latestCode(t, '+917000000003'),
      emailCode: await latestCode(t, 'adds.phone@example.com'),
    });
    expect(res.body).toMatchObject({ isNewUser: false, user: { _id: user._id, phone: '+917000000003' } });
  });

  it('refuses a phone and an e-mail of two different accounts', async () => {
    await signInByEmail(t, 'one@example.com');
    const phoneSent = await sendCode(t, { phone: '7000000004' });
    await verifyCode(t, { requestId: phoneSent.body.requestId, phoneCode: await latestCode(t, '+917000000004') });
    advance(60 * 60 * 1000);
    const sent = await sendCode(t, { phone: '7000000004', email: 'one@example.com' });
    const res = await verifyCode(t, {
      requestId: sent.body.requestId,
      phoneCode: await latestCode(t, '+917000000004'),
      emailCode: await latestCode(t, 'one@example.com'),
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('conflict');
  });

  it('a code works once', async () => {
    const sent = await sendCode(t, { email: 'once@example.com' });
    const emailCode = await latestCode(t, 'once@example.com');
    expect((await verifyCode(t, { requestId: sent.body.requestId, emailCode })).status).toBe(200);
    const replay = await verifyCode(t, { requestId: sent.body.requestId, emailCode });
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({ error: 'code_expired', message: 'This code has already been used. Ask for a new one.' });
  });

  it('a code expires after 5 minutes (injected clock)', async () => {
    const sent = await sendCode(t, { email: 'late@example.com' });
    const emailCode = await latestCode(t, 'late@example.com');
    advance(5 * 60 * 1000 - 1000);
    const stillOk = await sendCode(t, { email: 'late2@example.com' });
    const code2 = await latestCode(t, 'late2@example.com');
    advance(1000);
    const res = await verifyCode(t, { requestId: sent.body.requestId, emailCode });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'code_expired', message: 'This code has expired. Ask for a new one.' });
    // 4:59 after its send the second one still works.
    advance(-1000 * 60 * 4);
    expect((await verifyCode(t, { requestId: stillOk.body.requestId, emailCode: code2 })).status).toBe(200);
  });

  it('counts wrong codes down and dies after 5, even for the right code', async () => {
    const sent = await sendCode(t, { email: 'guess@example.com' });
    const emailCode = await latestCode(t, 'guess@example.com');
    const wrong = otherCode(emailCode);
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await verifyCode(t, { requestId: sent.body.requestId, emailCode: wrong });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid_code');
      messages.push(res.body.message ?? '');
    }
    expect(messages).toEqual([
      'That code is not right. 4 tries left.',
      'That code is not right. 3 tries left.',
      'That code is not right. 2 tries left.',
      'That code is not right. 1 try left.',
      'That code is not right. No tries left; ask for a new code.',
    ]);
    const right = await verifyCode(t, { requestId: sent.body.requestId, emailCode });
    expect(right.status).toBe(400);
    expect(right.body).toEqual({ error: 'code_expired', message: 'Too many wrong tries. Ask for a new code.' });
  });

  it('parallel guesses cannot exceed 5 tries', async () => {
    const sent = await sendCode(t, { email: 'parallel@example.com' });
    const emailCode = await latestCode(t, 'parallel@example.com');
    const guesses = Array.from({ length: 12 }, (_, i) => ((Number(emailCode) + 1 + i) % 1_000_000).toString().padStart(6, '0'));
    const answers = await Promise.all(guesses.map((g) => verifyCode(t, { requestId: sent.body.requestId, emailCode: g })));
    expect(answers.filter((a) => a.body.error === 'invalid_code')).toHaveLength(5);
    expect(answers.filter((a) => a.body.error === 'code_expired')).toHaveLength(7);
  });

  it('a malformed code does not use a try', async () => {
    const sent = await sendCode(t, { email: 'format@example.com' });
    const emailCode = await latestCode(t, 'format@example.com');
    const res = await verifyCode(t, { requestId: sent.body.requestId, emailCode: '12ab' });
    expect(res.body).toEqual({ error: 'bad_request', message: 'The e-mail code has 6 digits' });
    const wrong = await verifyCode(t, { requestId: sent.body.requestId, emailCode: otherCode(emailCode) });
    expect(wrong.body.message).toBe('That code is not right. 4 tries left.');
    expect((await verifyCode(t, { requestId: sent.body.requestId, emailCode: ` ${emailCode.slice(0, 3)} ${emailCode.slice(3)} ` })).status).toBe(200);
  });

  it('an unknown request id is told to ask again', async () => {
    const res = await verifyCode(t, { requestId: '00000000-0000-4000-8000-000000000000', emailCode: '123456' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('code_expired');
  });

  it('a code is bound to its request', async () => {
    const a = await sendCode(t, { email: 'bound@example.com' });
    const codeA = await latestCode(t, 'bound@example.com');
    const b = await sendCode(t, { email: 'bound2@example.com' });
    const codeB = await latestCode(t, 'bound2@example.com');
    if (codeA === codeB) return; // one in a million
    expect((await verifyCode(t, { requestId: b.body.requestId, emailCode: codeA })).body.error).toBe('invalid_code');
    expect((await verifyCode(t, { requestId: a.body.requestId, emailCode: codeA })).status).toBe(200);
  });

  it('validates the body', async () => {
    const res = await call(t, 'POST', '/api/auth/otp/verify', { body: { emailCode: '123456' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('bad_request');
  });
});

describe('throttle', () => {
  it('allows 3 sends per e-mail from one client per 15 minutes, then 429 with Retry-After', async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i += 1) {
      expect((await sendCode(t, { email: 'busy@example.com' }, ip)).status).toBe(200);
      advance(60 * 1000);
    }
    const refused = await sendCode(t, { email: 'Busy@Example.com' }, ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: 'too_many_requests', message: 'Too many codes asked for. Try again in 12 minutes.' });
    // The first send was 3 minutes ago: it leaves the window in 12 minutes.
    expect(refused.headers['retry-after']).toBe(String(12 * 60));
    expect(await outbox(t, 'busy@example.com')).toHaveLength(3);

    // The same answer whether or not the address has an account, and other addresses still work.
    expect((await sendCode(t, { email: 'calm@example.com' })).status).toBe(200);
    advance(12 * 60 * 1000 - 1000);
    const stillRefused = await sendCode(t, { email: 'busy@example.com' }, ip);
    expect(stillRefused.status).toBe(429);
    expect(stillRefused.headers['retry-after']).toBe('1');
    expect(stillRefused.body.message).toBe('Too many codes asked for. Try again in 1 second.');
    advance(1000);
    expect((await sendCode(t, { email: 'busy@example.com' }, ip)).status).toBe(200);
  });

  it('counts phones in their normalised form, and multi-channel sends against each address', async () => {
    const ip = nextIp();
    expect((await sendCode(t, { phone: '9123456780' }, ip)).status).toBe(200);
    expect((await sendCode(t, { phone: '+91 91234 56780' }, ip)).status).toBe(200);
    expect((await sendCode(t, { phone: '09123456780', email: 'multi@example.com' }, ip)).status).toBe(200);
    const refused = await sendCode(t, { phone: '919123456780', email: 'other-multi@example.com' }, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(15 * 60);
    // The refused send was not counted against the e-mail address (a minute apart: the
    // client's sixth send in the window waits 30 s, see otp-limits.test.ts).
    for (let i = 0; i < 3; i += 1) {
      advance(60 * 1000);
      expect((await sendCode(t, { email: 'other-multi@example.com' }, ip)).status).toBe(200);
    }
  });

  it('lets remotes on other origins read Retry-After (CORS)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/otp/send', headers: { origin: 'http://localhost:4201' }, remoteAddress: nextIp(), payload: { email: 'cors@example.com' } });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['access-control-expose-headers']).toLowerCase()).toContain('retry-after');
  });

  it('keeps its counters in the database', async () => {
    await sendCode(t, { email: 'counted@example.com' });
    const rows = await t.db.selectFrom('rate_limit_events').selectAll().where('key', '=', 'otp-address:email:counted@example.com').execute();
    expect(rows).toHaveLength(1);
  });
});

describe('tokens and logout', () => {
  it('logout answers 204 and the token stops working at once', async () => {
    const { token } = await signInByEmail(t, 'leaving@example.com');
    const other = await signInByEmail(t, 'leaving@example.com');
    expect((await call(t, 'POST', '/api/authenticate/me', { token })).status).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { 'x-access-token': token } });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const me = await call(t, 'POST', '/api/authenticate/me', { token });
    expect(me.status).toBe(401);
    expect(me.body.error).toBe('unauthorized');
    expect((await call(t, 'POST', '/api/auth/logout', { token })).status).toBe(401);
    // Another session of the same user is untouched.
    expect((await call(t, 'POST', '/api/authenticate/me', { token: other.token })).status).toBe(200);
  });

  it('logout without a token is 401', async () => {
    const res = await call(t, 'POST', '/api/auth/logout');
    expect(res.status).toBe(401);
  });

  it('tokens are opaque, 256-bit, and stored hashed', async () => {
    const { token } = await signInByEmail(t, 'opaque@example.com');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await t.db.selectFrom('auth_tokens').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
  });

  it('GET /api/auth/config lists no identity provider when none is configured', async () => {
    const res = await call(t, 'GET', '/api/auth/config');
    expect(res).toMatchObject({ status: 200, body: { providers: [] } });
  });
});

describe('GET /api/dev/outbox', () => {
  it('lists messages to an address newest first, phone given in any form', async () => {
    await sendCode(t, { phone: '7000000010' });
    advance(20 * 1000);
    await sendCode(t, { phone: '7000000010' });
    const messages = await outbox(t, '+91 70000-00010');
    expect(messages).toHaveLength(2);
    expect(messages[0]).toEqual({ _id: expect.any(String), to: '+917000000010', channel: 'sms', subject: 'Your MediaMart sign-in code', text: expect.any(String), createdAt: expect.any(String) });
    expect(messages[0].createdAt > messages[1].createdAt).toBe(true);
    expect(await outbox(t, 'never@example.com')).toEqual([]);
  });

  it('needs ?to=', async () => {
    expect((await call(t, 'GET', '/api/dev/outbox', { ip: '127.0.0.1' })).status).toBe(400);
  });

  it('answers only requests from this machine: another address, or a request a proxy forwarded, gets 404', async () => {
    await sendCode(t, { email: 'local.only@example.com' });
    const read = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=local.only@example.com', remoteAddress, headers });
    expect((await read('127.0.0.1')).statusCode).toBe(200);
    expect((await read('::1')).statusCode).toBe(200);
    for (const [address, headers] of [['10.1.2.3', {}], ['203.0.113.9', {}], ['127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }], ['127.0.0.1', { forwarded: 'for=203.0.113.9' }]] as const) {
      const res = await read(address, headers);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('code is');
    }
  });
});
