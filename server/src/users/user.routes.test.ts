import { createTestApp, type TestApp } from '../../test/support/test-app';
import { call, latestCode, nextIp, otherCode, sendCode, signInByEmail, verifyCode, type SignInAnswer } from '../../test/support/otp-test-helpers';
import type { User } from 'shared-domain';

let t: TestApp;
let clock = Date.parse('2025-04-01T08:00:00.000Z');
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  clock += 60 * 60 * 1000;
  t.setNow(new Date(clock));
});

type PhoneSend = { requestId: string; expiresIn: number };
const phoneSend = (token: string | undefined, phone: unknown, ip?: string) => call<PhoneSend>(t, 'POST', '/api/user/phone/send', { token, body: { phone }, ip });
const phoneVerify = (token: string | undefined, requestId: string, code: string) => call<{ user: User }>(t, 'POST', '/api/user/phone/verify', { token, body: { requestId, code } });

describe('phone verification for signed-in users', () => {
  let me: SignInAnswer;
  beforeAll(async () => {
    me = await signInByEmail(t, 'verifier@example.com');
  });

  it('needs a token', async () => {
    expect((await phoneSend(undefined, '9876543210')).status).toBe(401);
    expect((await phoneVerify(undefined, 'x', '123456')).status).toBe(401);
  });

  it('sends a verification code and sets the phone', async () => {
    const sent = await phoneSend(me.token, '+91 99887 76655');
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ requestId: expect.any(String), expiresIn: 300 });
    const code = await latestCode(t, '+919988776655');
    const wrong = await phoneVerify(me.token, sent.body.requestId, otherCode(code));
    expect(wrong.body).toEqual({ error: 'invalid_code', message: 'That code is not right. 4 tries left.' });
    const res = await phoneVerify(me.token, sent.body.requestId, code);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ _id: me.user._id, email: 'verifier@example.com', phone: '+919988776655' });
    expect((await call<{ user: User }>(t, 'POST', '/api/authenticate/me', { token: me.token })).body.user.phone).toBe('+919988776655');
    const replay = await phoneVerify(me.token, sent.body.requestId, code);
    expect(replay.body.error).toBe('code_expired');
  });

  it('uses the verification wording', async () => {
    await phoneSend(me.token, '9988776600');
    const [message] = (await call<{ messages: Array<{ text: string }> }>(t, 'GET', '/api/dev/outbox?to=9988776600', { ip: '127.0.0.1' })).body.messages;
    expect(message.text).toMatch(/^Your MediaMart verification code is \d{6}\. It expires in 5 minutes\./);
  });

  it('refuses a bad phone in words', async () => {
    const res = await phoneSend(me.token, '12345');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'bad_request', message: 'Enter a valid 10-digit Indian mobile number' });
  });

  it('answers 409 when another account has the phone, and changes nothing', async () => {
    const other = await signInByEmail(t, 'phone.owner@example.com');
    const ownSend = await phoneSend(other.token, '9000000001');
    await phoneVerify(other.token, ownSend.body.requestId, await latestCode(t, '+919000000001'));

    const sent = await phoneSend(me.token, '9000000001');
    expect(sent.status).toBe(200); // the send does not tell who has the number
    const res = await phoneVerify(me.token, sent.body.requestId, await latestCode(t, '+919000000001'));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'conflict', message: 'This phone number is already used by another account' });
    expect((await call<{ user: User }>(t, 'POST', '/api/authenticate/me', { token: me.token })).body.user.phone).toBe('+919988776655');
  });

  it("another user's request is not usable, nor is a login request", async () => {
    const other = await signInByEmail(t, 'someone.else@example.com');
    const sent = await phoneSend(other.token, '9000000002');
    const code = await latestCode(t, '+919000000002');
    expect((await phoneVerify(me.token, sent.body.requestId, code)).body.error).toBe('code_expired');

    const login = await sendCode(t, { phone: '9000000003' });
    expect((await phoneVerify(me.token, login.body.requestId, await latestCode(t, '+919000000003'))).body.error).toBe('code_expired');
    // and a phone request does not sign in
    const phoneReq = await phoneSend(me.token, '9000000004');
    expect((await verifyCode(t, { requestId: phoneReq.body.requestId, phoneCode: await latestCode(t, '+919000000004') })).body.error).toBe('code_expired');
  });

  it('is throttled like sign-in codes, with Retry-After', async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i += 1) expect((await phoneSend(me.token, '9000000005', ip)).status).toBe(200);
    const res = await phoneSend(me.token, '9000000005', ip);
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBe(String(15 * 60));
  });
});

describe('PUT /api/user/agency-details', () => {
  let token: string;
  beforeAll(async () => {
    ({ token } = await signInByEmail(t, 'agency@example.com'));
  });
  const put = (body: unknown, auth: string | null = token) => call<{ updatedUser: User }>(t, 'PUT', '/api/user/agency-details', { token: auth ?? undefined, body });

  it('needs a token', async () => {
    expect((await put({ agencyName: 'X' }, null)).status).toBe(401);
  });

  it('stores the details and answers { updatedUser }', async () => {
    const details = { agencyName: 'Bright Ads LLP', gstin: '27aapfu0939f1zv', address: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001', website: 'https://brightads.example' };
    const res = await put(details);
    expect(res.status).toBe(200);
    expect(res.body.updatedUser).toMatchObject({ email: 'agency@example.com', agencyDetails: { ...details, gstin: '27AAPFU0939F1ZV' } });
    const me = await call<{ user: User }>(t, 'POST', '/api/authenticate/me', { token });
    expect(me.body.user.agencyDetails).toEqual({ ...details, gstin: '27AAPFU0939F1ZV' });
  });

  it('replaces the details wholesale: a field not sent is removed', async () => {
    await put({ agencyName: 'Old Name', gstin: '27AAPFU0939F1ZV', city: 'Pune' });
    const res = await put({ agencyName: '  New Name  ', website: 'http://new.example', city: '' });
    expect(res.status).toBe(200);
    expect(res.body.updatedUser.agencyDetails).toEqual({ agencyName: 'New Name', website: 'http://new.example' });
  });

  it.each([
    [{}, 'Enter the agency name (at most 120 characters)'],
    [{ agencyName: '' }, 'Enter the agency name (at most 120 characters)'],
    [{ agencyName: '   ' }, 'Enter the agency name (at most 120 characters)'],
    [{ agencyName: 'x'.repeat(121) }, 'Enter the agency name (at most 120 characters)'],
    [{ agencyName: 'A', gstin: '27AAPFU0939F1Z' }, 'Enter a valid 15-character GSTIN, e.g. 27AAPFU0939F1ZV'],
    [{ agencyName: 'A', gstin: '27AAPFU0939F1XV' }, 'Enter a valid 15-character GSTIN, e.g. 27AAPFU0939F1ZV'],
    [{ agencyName: 'A', gstin: '27AAPFU0939F1ZX' }, 'This GSTIN has a typing mistake: its last character does not match (check digit)'],
    [{ agencyName: 'A', gstin: '27aapfu0939f1zw' }, 'This GSTIN has a typing mistake: its last character does not match (check digit)'],
    [{ agencyName: 'A', gstin: '00AAPFU0939F1ZV' }, 'The GSTIN must start with a valid state code (01 to 38)'],
    [{ agencyName: 'A', website: 'brightads.example' }, 'Enter the website as a full address starting with http:// or https://'],
    [{ agencyName: 'A', pincode: '01234' }, 'Enter a valid 6-digit PIN code'],
    [{ agencyName: 'A', address: 'x'.repeat(501) }, 'The address can have at most 500 characters'],
  ])('refuses %j in words and changes nothing', async (body, message) => {
    await put({ agencyName: 'Kept' });
    const res = await put(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'bad_request', message });
    expect((await call<{ user: User }>(t, 'POST', '/api/authenticate/me', { token })).body.user.agencyDetails).toEqual({ agencyName: 'Kept' });
  });

  it('refuses unknown fields, naming them, and changes nothing (the schema has additionalProperties: false)', async () => {
    const res = await put({ agencyName: 'Only', role: 'admin', _id: 'someone-else' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Unknown agency detail "(role|_id)"$/);
    const me = await put({ agencyName: 'Still mine' });
    expect(me.body.updatedUser.role).toBe('');
  });

  it('refuses an agency name that shows nothing or holds a control character', async () => {
    for (const agencyName of ['\u200B\u200B', 'Bright\u0000Ads', 'Bright\u202EAds']) {
      const res = await put({ agencyName });
      expect(res.status).toBe(400);
    }
  });

  it('refuses a body that is not an object', async () => {
    const res = await put(['Bright Ads']);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('bad_request');
  });
});

describe('PUT /api/user/profile', () => {
  let token: string;
  beforeAll(async () => {
    ({ token } = await signInByEmail(t, 'profile@example.com'));
  });
  const put = (body: unknown, auth: string | null = token) => call<{ user: User }>(t, 'PUT', '/api/user/profile', { token: auth ?? undefined, body });
  const me = async () => (await call<{ user: User }>(t, 'POST', '/api/authenticate/me', { token })).body.user;

  it('needs a token', async () => {
    expect((await put({ name: 'X' }, null)).status).toBe(401);
  });

  it('sets the name, trimmed, and keeps the e-mail', async () => {
    const res = await put({ name: '  Asha Rao  ' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ name: 'Asha Rao', email: 'profile@example.com' });
    expect(await me()).toMatchObject({ name: 'Asha Rao', email: 'profile@example.com' });
    expect((await put({ name: 'x'.repeat(80) })).status).toBe(200);
  });

  it.each([
    [{}, 'Enter your name (at most 80 characters)'],
    [{ name: '' }, 'Enter your name (at most 80 characters)'],
    [{ name: '\u200B ' }, 'Enter your name (at most 80 characters)'],
    [{ name: 'x'.repeat(81) }, 'Your name can be at most 80 characters; this one has 81'],
    [{ name: 'Asha\nRao' }, 'Your name must be one line, without tabs, line breaks or control characters'],
    [{ name: 'Asha', email: 'other@example.com' }, 'Enter your name (at most 80 characters)'],
    [{ name: 42 }, 'Enter your name (at most 80 characters)'],
  ])('refuses %j in words and changes nothing', async (body, message) => {
    await put({ name: 'Kept Name' });
    const res = await put(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'bad_request', message });
    expect(await me()).toMatchObject({ name: 'Kept Name', email: 'profile@example.com' });
  });
});
