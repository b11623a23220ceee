import { useEffect, useReducer, useRef } from 'react';
import styled from 'styled-components';
import { toApiError } from 'shared-domain';
import { hasGoogleClient, useAuthServices } from '../app/auth-services';
import { completeSignIn } from '../session/session';
import { ContactStage } from '../stages/contact-stage';
import { DefaultStage } from '../stages/default-stage';
import { OtpStage, type OtpCodes, type OtpTarget } from '../stages/otp-stage';
import { color } from '../ui/tokens';
import { sendOtp, verifyOtp, type SignInResponse } from './auth.api';
import { GOOGLE_NOT_CONFIGURED_MESSAGE, authErrorText } from './auth-errors';
import { STAGES, authReducer, initialAuthState, type AuthState, type Channel } from './auth-stages';

const NoticeBox = styled.p<{ $error: boolean }>`
  margin: 16px 0 0;
  padding: 10px 12px;
  border-radius: 6px;
  border: 1px solid ${(p) => (p.$error ? color.danger : color.line)};
  color: ${(p) => (p.$error ? color.danger : color.ink)};
`;

function otpTargets(s: AuthState): OtpTarget[] {
  const targets: OtpTarget[] = [];
  if (s.phone) targets.push({ key: 'phoneCode', label: `Code sent to ${s.phone}` });
  if (s.email) targets.push({ key: 'emailCode', label: `Code sent to ${s.email}` });
  return targets;
}

/** The dialog's body: the stage machine of auth-stages.ts and the calls each stage makes. */
export function AuthDialog({ onSignedIn }: { onSignedIn: () => void }) {
  const services = useAuthServices();
  const [state, dispatch] = useReducer(authReducer, initialAuthState);
  // Answers that arrive after the dialog closed are dropped.
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const fail = (err: unknown) => live.current && dispatch({ type: 'failed', message: authErrorText(toApiError(err)) });
  const finish = ({ token, user }: SignInResponse) => {
    completeSignIn(services, token, user);
    if (live.current) onSignedIn();
  };

  const sendCode = (channel: Channel, value: string) => {
    if (state.busy) return;
    dispatch({ type: 'submitting' });
    sendOtp(services.api, { [channel]: value }).then(
      (res) => live.current && dispatch({ type: 'code-sent', requestId: res.requestId, [channel]: value }),
      fail,
    );
  };

  const verify = (codes: OtpCodes) => {
    if (state.busy || !state.requestId) return;
    dispatch({ type: 'submitting' });
    verifyOtp(services.api, { requestId: state.requestId, ...codes }).then(finish, fail);
  };

  const google = () => {
    const run = hasGoogleClient() ? services.googleSignIn : null;
    if (!run) {
      dispatch({ type: 'notice', notice: { tone: 'info', text: GOOGLE_NOT_CONFIGURED_MESSAGE } });
      return;
    }
    dispatch({ type: 'submitting' });
    run().then(finish, fail);
  };

  const back = () => dispatch({ type: 'back' });

  return (
    <div data-stage={state.stage}>
      {state.stage === STAGES.DEFAULT ? (
        <DefaultStage onChoose={(channel) => dispatch({ type: 'choose', channel })} onGoogle={google} />
      ) : state.stage === STAGES.PHONE_INPUT || state.stage === STAGES.EMAIL_INPUT ? (
        <ContactStage
          key={state.stage}
          channel={state.stage === STAGES.PHONE_INPUT ? 'phone' : 'email'}
          busy={state.busy}
          onSubmit={(v) => sendCode(state.stage === STAGES.PHONE_INPUT ? 'phone' : 'email', v)}
          onBack={back}
        />
      ) : (
        <OtpStage key={state.requestId} targets={otpTargets(state)} busy={state.busy} onSubmit={verify} onBack={back} />
      )}
      {state.notice ? (
        <NoticeBox $error={state.notice.tone === 'error'} role={state.notice.tone === 'error' ? 'alert' : 'status'}>
          {state.notice.text}
        </NoticeBox>
      ) : null}
    </div>
  );
}
