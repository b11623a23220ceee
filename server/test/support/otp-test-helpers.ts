/** Helpers for the sign-in tests (not a test file itself). */
import type { User } from 'shared-domain';
import type { TestApp } from './test-app';

let ipCounter = 0;
/**
 * A fresh client IP per call, so the per-IP limits only bite where a test wants them. It is
 * the socket's address (inject's remoteAddress): without TRUST_PROXY, X-Forwarded-For is not believed.
 */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export type Answer<T = Record<string, unknown>> = { status: number; body: T & { error?: string; message?: string }; headers: Record<string, unknown> };

export async function call<T = Record<string, unknown>>(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { body?: unknown; token?: string; ip?: string } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers['x-access-token'] = options.token;
  const res = await t.app.inject({
    method, url, headers, remoteAddress: options.ip ?? nextIp(), ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
  return { status: res.statusCode, body: (res.body ? res.json() : {}) as Answer<T>['body'], headers: res.headers };
}

export type SendAnswer = { requestId: string; channels: string[]; expiresIn: number };
export type SignInAnswer = { token: string; user: User; isNewUser: boolean };

export function sendCode(t: TestApp, body: { phone?: string | null; email?: string | null }, ip?: string): Promise<Answer<SendAnswer>> {
  return call<SendAnswer>(t, 'POST', '/api/auth/otp/send', { body, ip });
}

export function verifyCode(t: TestApp, body: { requestId: string; phoneCode?: string; emailCode?: string }): Promise<Answer<SignInAnswer>> {
  return call<SignInAnswer>(t, 'POST', '/api/auth/otp/verify', { body });
}

type OutboxMessage = { _id: string; to: string; channel: string; subject: string; text: string; createdAt: string };

export async function outbox(t: TestApp, to: string): Promise<OutboxMessage[]> {
  // The outbox answers requests from this machine only.
  const res = await call<{ messages: OutboxMessage[] }>(t, 'GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`, { ip: '127.0.0.1' });
  if (res.status !== 200) throw new Error(`outbox answered ${res.status}`);
  return res.body.messages;
}

/**
 * The 6-digit code in the newest outbox message to `to`: the one after "code is" (the site's
 * name before it may hold six digits of its own, as a test organisation's random name can).
 */
export async function latestCode(t: TestApp, to: string): Promise<string> {
  const [newest] = await outbox(t, to);
  const match = newest ? /\bcode is (\d{6})\b/.exec(newest.text) : null;
  if (!match) throw new Error(`no code in the outbox for ${to}`);
  return match[1];
}

/** A code of 6 digits other than `code`. */
export function otherCode(code: string): string {
  return ((Number(code) + 1) % 1_000_000).toString().padStart(6, '0');
}

/** Signs in by e-mail code through the outbox; the token and user. */
export async function signInByEmail(t: TestApp, email: string): Promise<SignInAnswer> {
  const sent = await sendCode(t, { email });
  if (sent.status !== 200) throw new Error(`send answered ${sent.status}: ${JSON.stringify(sent.body)}`);
  const res = await verifyCode(t, { requestId: sent.body.requestId, emailCode: await latestCode(t, email) });
  if (res.status !== 200) throw new Error(`verify answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}
