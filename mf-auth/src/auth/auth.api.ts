import type { AxiosInstance } from 'axios';
import type { User } from 'shared-domain';
import type { Channel } from './auth-stages';

/** POST /auth/otp/send: one of phone or e-mail, or both for a multi-channel code. */
export type OtpSendBody = { phone?: string; email?: string };
export type OtpSendResponse = { requestId: string; channels?: Channel[]; expiresIn?: number };

/** POST /auth/otp/verify: the code for each channel the request went to. */
export type OtpVerifyBody = { requestId: string; phoneCode?: string; emailCode?: string };
export type SignInResponse = { token: string; user: User; isNewUser?: boolean };

/** Sends one-time codes; rejects with ApiError (404 until the server has the route, 429 when rate-limited). */
export async function sendOtp(api: AxiosInstance, body: OtpSendBody): Promise<OtpSendResponse> {
  return (await api.post<OtpSendResponse>('/auth/otp/send', body)).data;
}

/** Trades the codes for a session token and the user. */
export async function verifyOtp(api: AxiosInstance, body: OtpVerifyBody): Promise<SignInResponse> {
  return (await api.post<SignInResponse>('/auth/otp/verify', body)).data;
}

/** The user a stored token belongs to; 401 when the token is no longer valid. */
export async function fetchMe(api: AxiosInstance): Promise<{ user: User }> {
  return (await api.post<{ user: User }>('/authenticate/me')).data;
}

/** Ends the session on the server; the token is passed explicitly as it is dropped locally at once. */
export async function logout(api: AxiosInstance, token: string): Promise<void> {
  await api.post('/auth/logout', undefined, { headers: { 'x-access-token': token } });
}
