import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { call, sendCode, verifyCode } from '../../test/support/otp-test-helpers';
import { makeOrganization } from '../../test/support/organization.fixtures';
import { createHttpSmsDelivery, createSmtpDelivery, fromFor } from './delivery';

type Mail = { from: string; to: string[]; data: string; user?: string };

/** A real SMTP server on loopback (no TLS), collecting what it receives. */
async function startSmtp(): Promise<{ port: number; mails: Mail[]; close(): Promise<void> }> {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
          user: session.user as string | undefined,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

type SmsCall = { headers: http.IncomingHttpHeaders; body: { to: string; text: string } };

/** A stand-in SMS provider: records calls, answers `status()`. */
async function startSmsApi(status: () => number = () => 200): Promise<{ url: string; calls: SmsCall[]; close(): Promise<void> }> {
  const calls: SmsCall[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      calls.push({ headers: req.headers, body: JSON.parse(raw) as SmsCall['body'] });
      const code = status();
      res.writeHead(code, { 'content-type': 'application/json' }).end(JSON.stringify(code < 300 ? { id: 'sms-1' } : { error: 'down' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1/messages`, calls, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

describe('SMTP delivery (real smtp-server on loopback)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({
      env: { OTP_DELIVERY: 'smtp', SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`, SMTP_FROM: 'MediaMart <codes@mediamart.test>' },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('e-mails the code, and that code signs in', async () => {
    const sent = await sendCode(t, { email: 'Mail.User@Example.com' });
    expect(sent.status).toBe(200);
    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0];
    expect(mail).toMatchObject({ from: 'codes@mediamart.test', to: ['mail.user@example.com'], user: 'mailer' });
    expect(mail.data).toMatch(/^Subject: Your MediaMart sign-in code\r?$/m);
    expect(mail.data).toMatch(/Your MediaMart sign-in code is \d{6}\. It expires in 5 minutes\./);
    const res = await verifyCode(t, { requestId: sent.body.requestId, emailCode: codeIn(mail.data) });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: 'mail.user@example.com', name: 'Mail User' });
  });

  it("on an organisation's host: its name as the sender's name (same address) and in the subject", async () => {
    await makeOrganization(t.db, { name: 'Acme Media', hostnames: ['media.acme-smtp.in'] });
    const before = smtp.mails.length;
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/otp/send', headers: { host: 'media.acme-smtp.in' }, remoteAddress: '10.200.0.1', payload: { email: 'org.user@example.com' } });
    expect(res.statusCode).toBe(200);
    const mail = smtp.mails[before]!;
    expect(mail).toMatchObject({ from: 'codes@mediamart.test', to: ['org.user@example.com'] });
    expect(mail.data).toMatch(/^From: "?Acme Media"? <codes@mediamart\.test>\r?$/m);
    expect(mail.data).toMatch(/^Subject: Your Acme Media sign-in code\r?$/m);
    expect(mail.data).not.toContain('MediaMart <');
  });

  it("builds the From of a message: the configured one, or its address under the message's cleaned name", () => {
    expect(fromFor('MediaMart <codes@mediamart.test>', undefined)).toBe('MediaMart <codes@mediamart.test>');
    expect(fromFor('codes@mediamart.test', 'Acme Media')).toEqual({ name: 'Acme Media', address: 'codes@mediamart.test' });
    expect(fromFor('MediaMart <codes@mediamart.test>', 'Evil\r\nBcc: victim@example.com')).toEqual({ name: 'Evil Bcc victim example.com', address: 'codes@mediamart.test' });
  });

  it('has no outbox route and no SMS channel', async () => {
    expect((await call(t, 'GET', '/api/dev/outbox?to=a@b.co', { ip: '127.0.0.1' })).status).toBe(404);
    const res = await sendCode(t, { phone: '9876543210' });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: 'channel_unavailable', message: 'Codes by SMS are not available right now. Use your e-mail address.' });
  });

  it('the adapter rejects when the SMTP server refuses the login', async () => {
    const bad = createSmtpDelivery(`smtp://mailer:wrong@127.0.0.1:${smtp.port}`, 'x@y.test');
    await expect(bad.send({ to: 'a@b.co', channel: 'email', subject: 's', text: 't' })).rejects.toThrow();
    await bad.close?.();
  });
});

describe('delivery failure', () => {
  let t: TestApp;
  let closed: { port: number; close(): Promise<void> };
  beforeAll(async () => {
    // A port that was listening and is now closed: the connection is refused.
    const smtp = await startSmtp();
    closed = smtp;
    await smtp.close();
    t = await createTestApp({ env: { OTP_DELIVERY: 'smtp', SMTP_URL: `smtp://127.0.0.1:${closed.port}`, LOG_LEVEL: 'silent' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 502 delivery_failed and the request cannot be verified', async () => {
    const res = await sendCode(t, { email: 'nobody-home@example.com' });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ error: 'delivery_failed', message: 'Could not send the code. Please try again.' });
    const row = await t.db.selectFrom('otp_requests').selectAll().where('email', '=', 'nobody-home@example.com').executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    const verify = await verifyCode(t, { requestId: row.id, emailCode: '000000' });
    expect(verify.status).toBe(400);
    expect(verify.body.error).toBe('code_expired');
  });
});

describe('HTTP SMS delivery', () => {
  let sms: Awaited<ReturnType<typeof startSmsApi>>;
  let failing = false;
  let t: TestApp;
  beforeAll(async () => {
    sms = await startSmsApi(() => (failing ? 503 : 200));
    t = await createTestApp({ env: { OTP_DELIVERY: 'http-sms,outbox', SMS_API_URL: sms.url, SMS_API_KEY: 'key-123', LOG_LEVEL: 'silent' } });
  });
  afterAll(async () => {
    await t.close();
    await sms.close();
  });

  it('POSTs { to, text } with the bearer key, and the code signs in', async () => {
    const sent = await sendCode(t, { phone: '98765 43210' });
    expect(sent.status).toBe(200);
    expect(sms.calls).toHaveLength(1);
    const [{ headers, body }] = sms.calls;
    expect(headers.authorization).toBe('Bearer key-123');
    expect(headers['content-type']).toMatch(/^application\/json/);
    expect(body).toEqual({ to: '+919876543210', text: expect.stringMatching(/^Your MediaMart sign-in code is \d{6}\. It expires in 5 minutes\./) });
    const res = await verifyCode(t, { requestId: sent.body.requestId, phoneCode: codeIn(body.text) });
    expect(res.status).toBe(200);
    expect(res.body.user.phone).toBe('+919876543210');
  });

  it('sends e-mail to the outbox named after it in OTP_DELIVERY', async () => {
    const sent = await sendCode(t, { email: 'mixed@example.com', phone: '9876500000' });
    expect(sent.status).toBe(200);
    expect(sms.calls.at(-1)?.body.to).toBe('+919876500000');
    const box = await call<{ messages: Array<{ channel: string }> }>(t, 'GET', '/api/dev/outbox?to=mixed@example.com', { ip: '127.0.0.1' });
    expect(box.body.messages).toHaveLength(1);
    expect((await call<{ messages: unknown[] }>(t, 'GET', '/api/dev/outbox?to=9876500000', { ip: '127.0.0.1' })).body.messages).toEqual([]);
  });

  it('a provider error is delivery_failed (502)', async () => {
    failing = true;
    try {
      const res = await sendCode(t, { phone: '9876511111' });
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ error: 'delivery_failed', message: 'Could not send the code. Please try again.' });
    } finally {
      failing = false;
    }
  });

  it('the adapter rejects on a non-2xx answer and on e-mail', async () => {
    failing = true;
    try {
      await expect(createHttpSmsDelivery(sms.url, null).send({ to: '+919876543210', channel: 'sms', subject: '', text: 'x' })).rejects.toThrow(/503/);
    } finally {
      failing = false;
    }
    await expect(createHttpSmsDelivery(sms.url, null).send({ to: 'a@b.co', channel: 'email', subject: '', text: 'x' })).rejects.toThrow(/email/);
  });
});

describe('outbox route in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production', LOG_LEVEL: 'silent' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is not registered when NODE_ENV=production', async () => {
    expect(t.config.auth.devRoutes).toBe(false);
    const res = await call(t, 'GET', '/api/dev/outbox?to=someone@example.com', { ip: '127.0.0.1' });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('not_found');
    // Sign-in still works; the message is stored, not readable over HTTP.
    expect((await sendCode(t, { email: 'someone@example.com' })).status).toBe(200);
  });
});
