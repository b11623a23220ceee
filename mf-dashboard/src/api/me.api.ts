import type { AxiosInstance } from 'axios';
import type { User } from 'shared-domain';

/** Service A's POST /authenticate/me: who the token belongs to (role decides staff actions). */
export async function fetchMe(api: AxiosInstance): Promise<User> {
  const res = await api.post<{ user: User }>('/authenticate/me');
  return res.data.user;
}
