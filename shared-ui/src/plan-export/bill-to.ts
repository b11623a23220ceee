import type { AxiosInstance } from 'axios';
import type { User } from 'shared-domain';
import type { BillTo } from 'shared-domain/plan-export';

/** The agency details of a user (the account page's PUT /user/agency-details) as a billing block, or null. */
export function billToOf(user: Pick<User, 'agencyDetails'> | null | undefined): BillTo | null {
  const d = (user?.agencyDetails ?? null) as Record<string, unknown> | null;
  const text = (key: string) => (typeof d?.[key] === 'string' && (d[key] as string).trim() ? (d[key] as string).trim() : undefined);
  const agencyName = text('agencyName');
  if (!agencyName) return null;
  const out: BillTo = { agencyName };
  for (const key of ['gstin', 'address', 'city', 'state', 'pincode'] as const) {
    const value = text(key);
    if (value) out[key] = value;
  }
  return out;
}

/**
 * Whom a signed-in user's media plan is billed to: their saved agency details, asked of
 * service A (POST /authenticate/me) when the file is made. A failure leaves the block out
 * rather than stopping the download.
 */
export async function fetchBillTo(serviceA: AxiosInstance): Promise<BillTo | null> {
  try {
    const res = await serviceA.post<{ user: User }>('/authenticate/me');
    return billToOf(res.data.user);
  } catch {
    return null;
  }
}
