import { useEffect, useReducer, useRef } from 'react';
import styled from 'styled-components';
import { toApiError } from 'shared-domain';
import { useAuthServices } from '../app/auth-services';
import { completeSignIn } from '../session/session';
import { ContactStage, type Contacts } from '../stages/contact-stage';
import { DefaultStage } from '../stages/default-stage';
import { OtpStage, type OtpCodes, type OtpTarget } from '../stages/otp-stage';
import { color } from 'shared-ui';
import { oidcStartUrl, sendOtp, verifyOtp, type AuthProvider, type SignInResponse } from './auth.api';
import { authErrorText } from './auth-errors';
import { STAGES, authReducer, initialAuthState, type AuthState, type Notice } from './auth-stages';

export const NoticeBox = styled.p<{ $error: boolean }>`
  margin: 16px 0 0;
  padding: 10px 12px;
  border-radius: 6px;
  border: 1px solid ${(p) => (p.$error ? color.danger : color.line)};
  color: ${(p) => (p.$error ? color.danger : color.ink)};
`;

/** An error (alert) or information (status) line under the stage. */
export function NoticeLine({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <NoticeBox $error={notice.tone === 'error'} role={notice.tone === 'error' ? 'alert' : 'status'}>
      {notice.text}
    </NoticeBox>
  );
}

function otpTargets(s: AuthState): OtpTarget[] {
  const targets: OtpTarget[] = [];
  if (s.phone) targets.push({ key: 'phoneCode', label: `Code sent to ${s.phone}` });
  if (s.email) targets.push({ key: 'emailCode', label: `Code sent to ${s.email}` });
  return targets;
}

/** Calls `fn` only while the component is mounted: answers after a close are dropped. */
export function useLive() {
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  return live;
}

/**
 * The dialog's body: the stage machine of auth-stages.ts and the calls each stage makes.
 * `providers`: the OpenID providers to offer (AuthRoot waited for them; none in an embed).
 */
export function AuthDialog({ onSignedIn, providers = [] }: { onSignedIn: () => void; providers?: readonly AuthProvider[] }) {
  const services = useAuthServices();
  const [state, dispatch] = useReducer(authReducer, initialAuthState);
  const live = useLive();

  const fail = (err: unknown) => live.current && dispatch({ type: 'failed', message: authErrorText(toApiError(err)) });
  const finish = ({ token, user }: SignInResponse) => {
    completeSignIn(services, token, user);
    if (live.current) onSignedIn();
  };

  const sendCode = (contacts: Contacts) => {
    if (state.busy) return;
    dispatch({ type: 'submitting' });
    sendOtp(services.api, contacts).then(
      (res) => live.current && dispatch({ type: 'code-sent', requestId: res.requestId, ...contacts }),
      fail,
    );
  };

  const resend = () =>
    sendCode({ ...(state.phone ? { phone: state.phone } : {}), ...(state.email ? { email: state.email } : {}) });

  const verify = (codes: OtpCodes) => {
    if (state.busy || !state.requestId) return;
    dispatch({ type: 'submitting' });
    verifyOtp(services.api, { requestId: state.requestId, ...codes }).then(finish, fail);
  };

  // A full-page navigation to service A's start (wherever the site is served), back to this page.
  const signInWith = (provider: AuthProvider) => {
    const returnTo = `${window.location.pathname}${window.location.search}`;
    services.navigate(oidcStartUrl(services.api.defaults.baseURL ?? '/api', provider.id, returnTo));
  };

  const back = () => dispatch({ type: 'back' });
  const inputStage = state.stage === STAGES.PHONE_INPUT || state.stage === STAGES.EMAIL_INPUT;

  return (
    <div data-stage={state.stage}>
      {state.stage === STAGES.DEFAULT ? (
        <DefaultStage
          onChoose={(channel) => dispatch({ type: 'choose', channel })}
          providers={providers}
          onProvider={signInWith}
        />
      ) : inputStage ? (
        <ContactStage
          key={state.stage}
          channel={state.stage === STAGES.PHONE_INPUT ? 'phone' : 'email'}
          offerEmail
          busy={state.busy}
          onSubmit={sendCode}
          onBack={back}
        />
      ) : (
        <OtpStage
          key={state.requestId}
          targets={otpTargets(state)}
          busy={state.busy}
          onSubmit={verify}
          onResend={resend}
          onBack={back}
        />
      )}
      <NoticeLine notice={state.notice} />
    </div>
  );
}
