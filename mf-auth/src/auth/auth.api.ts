import type { AxiosInstance, AxiosResponse } from 'axios';
import { ApiError, type User } from 'shared-domain';
import type { Channel } from './auth-stages';

/** POST /auth/otp/send: one of phone or e-mail, or both for a multi-channel code. */
export type OtpSendBody = { phone?: string; email?: string };
export type OtpSendResponse = { requestId: string; channels?: Channel[]; expiresIn?: number };

/** POST /auth/otp/verify: the code for each channel the request went to. */
export type OtpVerifyBody = { requestId: string; phoneCode?: string; emailCode?: string };
export type SignInResponse = { token: string; user: User; isNewUser?: boolean };

/** A 429: the server said when to try again (`Retry-After`, seconds). */
export class RateLimitedError extends ApiError {
  constructor(message: string, readonly retryAfterSeconds: number | null) {
    super(429, 'rate_limited', message);
  }
}

// A 429 is let through as an answer, so its Retry-After header survives (the shared client's
// error mapping keeps only status and body), and turned into a RateLimitedError here.
const keep429 = { validateStatus: (s: number) => (s >= 200 && s < 300) || s === 429 };

function rejectIfLimited<T>(res: AxiosResponse<T>): T {
  if (res.status !== 429) return res.data;
  const body = (res.data ?? {}) as { message?: unknown };
  const raw = Number(res.headers?.['retry-after']);
  return Promise.reject(
    new RateLimitedError(typeof body.message === 'string' ? body.message : 'Too many attempts', Number.isFinite(raw) ? raw : null),
  ) as never;
}

/** Sends one-time codes; rejects with ApiError (RateLimitedError on 429). */
export async function sendOtp(api: AxiosInstance, body: OtpSendBody): Promise<OtpSendResponse> {
  return rejectIfLimited(await api.post<OtpSendResponse>('/auth/otp/send', body, keep429));
}

/** Trades the codes for a session token and the user. */
export async function verifyOtp(api: AxiosInstance, body: OtpVerifyBody): Promise<SignInResponse> {
  return rejectIfLimited(await api.post<SignInResponse>('/auth/otp/verify', body, keep429));
}

/** An OpenID provider the server signs in with (SPEC.md 7.22): its id in the start URL, its name on the button. */
export type AuthProvider = { id: string; name: string };

function isProvider(p: unknown): p is AuthProvider {
  const o = p as { id?: unknown; name?: unknown } | null;
  return !!o && typeof o.id === 'string' && o.id !== '' && typeof o.name === 'string' && o.name !== '';
}

/** The OpenID providers the server offers (GET /auth/config); none when it offers none. */
export async function fetchAuthProviders(api: AxiosInstance): Promise<AuthProvider[]> {
  const { providers } = (await api.get<{ providers?: unknown }>('/auth/config')).data ?? {};
  return Array.isArray(providers) ? providers.filter(isProvider) : [];
}

/** How long an opening of the sign-in waits for the providers before it shows without them. */
export const PROVIDERS_WAIT_MS = 1500;

const providersOf = new WeakMap<AxiosInstance, Promise<AuthProvider[]>>();

/**
 * The providers for the sign-in dialog: asked once per client (again after a failure, which
 * offers none), waited for at most `waitMs`, so the dialog opens whole instead of growing a
 * button under the visitor's finger.
 */
export function authProviders(api: AxiosInstance, waitMs = PROVIDERS_WAIT_MS): Promise<AuthProvider[]> {
  let asked = providersOf.get(api);
  if (!asked) {
    asked = fetchAuthProviders(api);
    providersOf.set(api, asked);
    asked.catch(() => providersOf.delete(api));
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<AuthProvider[]>((resolve) => (timer = setTimeout(() => resolve([]), waitMs)));
  return Promise.race([asked.catch((): AuthProvider[] => []), late]).finally(() => clearTimeout(timer));
}

/**
 * Where the browser goes to sign in with `provider` (a full-page navigation): service A's
 * start, which sends it to the provider and back to `returnTo` (the page's path and search).
 */
export function oidcStartUrl(apiBase: string, provider: string, returnTo: string): string {
  const query = new URLSearchParams({ provider, returnTo });
  return `${apiBase.replace(/\/+$/, '')}/auth/oidc/start?${query.toString()}`;
}

/** Sends a code to the signed-in user's new phone. */
export async function sendPhoneCode(api: AxiosInstance, phone: string): Promise<{ requestId: string }> {
  return rejectIfLimited(await api.post<{ requestId: string }>('/user/phone/send', { phone }, keep429));
}

/** Verifies the phone code; the answer is the user with the phone set. */
export async function verifyPhoneCode(api: AxiosInstance, requestId: string, code: string): Promise<{ user: User }> {
  return rejectIfLimited(await api.post<{ user: User }>('/user/phone/verify', { requestId, code }, keep429));
}

/** Ends the session on the server; the token is passed explicitly as it is dropped locally at once. */
export async function logout(api: AxiosInstance, token: string): Promise<void> {
  await api.post('/auth/logout', undefined, { headers: { 'x-access-token': token } });
}
