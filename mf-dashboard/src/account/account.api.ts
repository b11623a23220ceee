import type { AxiosInstance } from 'axios';
import type { AgencyDetails, User } from 'shared-domain';


/** Service A's POST /authenticate/me: the signed-in user as stored now. */
export async function fetchAccount(api: AxiosInstance): Promise<User> {
  const res = await api.post<{ user: User }>('/authenticate/me');
  return res.data.user;
}

/** PUT /user/profile: the user's own name. */
export async function saveProfile(api: AxiosInstance, name: string): Promise<User> {
  const res = await api.put<{ user: User }>('/user/profile', { name });
  return res.data.user;
}

/** PUT /user/agency-details: replaces the agency details wholesale. */
export async function saveAgencyDetails(api: AxiosInstance, details: AgencyDetails): Promise<User> {
  const res = await api.put<{ updatedUser: User }>('/user/agency-details', details);
  return res.data.updatedUser;
}
