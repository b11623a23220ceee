import type { ReactNode } from 'react';
import { isStaff } from 'shared-domain';
import type { OptionalResource } from 'shared-ui/states';
import { SignInPrompt, StaffOnly } from './seller-ui';
import type { SellerSession } from './use-seller-session';

/** May a staff screen ask the API yet: signed in, and the user known to be staff (or not known at all). */
export const staffMayLoad = (s: SellerSession): boolean => !!s.token && s.settled && (s.user === null || isStaff(s.user));

/**
 * What a staff screen shows instead of its content: the sign-in prompt when signed out (or
 * the API said 401), the refusal for a user who is not staff (or the API said 403); null
 * when the screen may show what it loaded.
 */
export function staffBlock(session: SellerSession, result: OptionalResource<unknown>): ReactNode {
  const status = result.status === 'error' ? result.error.status : 0;
  if (!session.token || status === 401) {
    return (
      <SignInPrompt onSignIn={session.signIn}>
        <p>Sign in with your MediaMart staff account to review the listings sellers submit.</p>
      </SignInPrompt>
    );
  }
  if ((session.user && !isStaff(session.user)) || status === 403) return <StaffOnly />;
  return null;
}
