import { createContext, useCallback, useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { accessNeedsRole, accessVerdict, type Access, type User } from 'shared-domain';
import { useRuntime, useSessionState } from 'shared-ui';
import { Button } from '../forms/button';
import { EmptyState, ErrorState, LoadingState, SkeletonBlock, StateBox } from '../states/states';

/** What the forbidden state says, and its way on (a link to somewhere the viewer may go). */
export type Refusal = { message: ReactNode; action?: ReactNode };

/** Why the sign-in prompt shows: never signed in here, or a 401 ended the session. */
export type SignedOutReason = 'signed-out' | 'expired';

/** A page's own words in the gate's states. */
export type GateTexts = {
  /** The sign-in prompt's text (a sentence, or paragraphs). */
  signedOut?: ReactNode | ((reason: SignedOutReason) => ReactNode);
  /** The forbidden state's text and way on, perhaps by who the viewer is. */
  forbidden?: Refusal | ((viewer: User | null) => Refusal);
  /** The prompt's button (`Sign in`). */
  signInLabel?: string;
};

export type AccessGateProps = GateTexts & {
  /** Who may see what is inside: a route's access level (definePages passes the route table's). */
  access: Access;
  /** Puts a state in the page's layout, under its heading; none: the state alone (a panel). */
  frame?: (state: ReactNode) => ReactNode;
  children: ReactNode;
};

const Prompt = styled.div`
  margin: 0 0 16px;
  font-size: 1.125rem;
  p {
    margin: 0 0 8px;
  }
`;

/** Signed out: what the page is for, and a button that opens the sign-in dialog. */
export function SignedOutState({ children, label = 'Sign in', onSignIn }: { children: ReactNode; label?: string; onSignIn: () => void }) {
  return (
    <StateBox>
      <Prompt>{typeof children === 'string' ? <p>{children}</p> : children}</Prompt>
      <Button type="button" onClick={onSignIn}>
        {label}
      </Button>
    </StateBox>
  );
}

/** Signed in as someone this page is not for. */
export function ForbiddenState({ message, action }: Refusal) {
  return <EmptyState action={action}>{message}</EmptyState>;
}

/** While the gate learns who the viewer is (a staff page needs their role). */
function CheckingState() {
  return (
    <div aria-busy="true">
      <LoadingState label="Checking your account…" />
      <SkeletonBlock $height={120} aria-hidden="true" />
    </div>
  );
}

/** Tells the gate that the server refused what is inside (a 403): it shows the forbidden state instead. */
export const DenyContext = createContext<() => void>(() => undefined);

const DEFAULT_REFUSAL: Refusal = { message: 'This page is not available to your account.' };

/**
 * The one access gate: from an access level and the session, the sign-in prompt (signed out,
 * or the session ended by a 401), the forbidden state (a viewer the level is not for, or a
 * 403 from what is inside), while the viewer's role is learnt a loading state, and an error
 * with Retry if the server cannot be asked; otherwise what is inside, which then loads its data.
 */
export function AccessGate({ access, frame = (state) => state, children, signedOut, forbidden, signInLabel }: AccessGateProps) {
  const { session } = useRuntime();
  const state = useSessionState();
  const needsRole = accessNeedsRole(access);
  useEffect(() => {
    if (needsRole && state.lookup === 'unknown') session.lookUpUser();
  }, [needsRole, state.lookup, session]);
  // A 403 counts for the session it came in: a sign-in as someone else asks again.
  const current = `${state.token}#${state.revision}`;
  const [denied, setDenied] = useState<string | null>(null);
  const deny = useCallback(() => setDenied(current), [current]);

  if (access === 'public') return <>{children}</>;
  if (!state.token) {
    const text = typeof signedOut === 'function' ? signedOut(state.expired ? 'expired' : 'signed-out') : signedOut;
    return <>{frame(<SignedOutState label={signInLabel} onSignIn={session.signIn}>{text ?? 'Sign in to see this page'}</SignedOutState>)}</>;
  }
  // A refused lookup (4xx) leaves it to the server's answer to the page (a 403 is the forbidden state); an unreachable one asks to retry.
  const unreachable = state.lookup === 'failed' && !!state.lookupError && (state.lookupError.status === 0 || state.lookupError.status >= 500);
  if (needsRole && !state.user && state.lookup !== 'failed') return <>{frame(<CheckingState />)}</>;
  if (needsRole && unreachable) {
    return <>{frame(<ErrorState title="Could not check your account" message={state.lookupError!.message} onRetry={session.lookUpUser} />)}</>;
  }
  if (denied === current || (state.user && accessVerdict(access, true, state.user) === 'forbidden')) {
    const refusal = typeof forbidden === 'function' ? forbidden(state.user) : forbidden ?? DEFAULT_REFUSAL;
    return <>{frame(<ForbiddenState {...refusal} />)}</>;
  }
  return <DenyContext.Provider value={deny}>{children}</DenyContext.Provider>;
}
