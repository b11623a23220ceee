import { useState } from 'react';
import { toApiError, type User } from 'shared-domain';
import { useAuthServices } from '../app/auth-services';
import { ContactStage } from '../stages/contact-stage';
import { OtpStage, type OtpCodes } from '../stages/otp-stage';
import { sendPhoneCode, verifyPhoneCode } from './auth.api';
import { authErrorText } from './auth-errors';
import { NoticeLine, useLive } from './auth-dialog';
import type { Notice } from './auth-stages';

type Sent = { phone: string; requestId: string };

/**
 * The phone verification modal's body for a signed-in user: a number, then its code
 * (POST /user/phone/send and /user/phone/verify). `onVerified` gets the updated user.
 */
export function PhoneVerifyDialog({ onVerified }: { onVerified: (user: User) => void }) {
  const { api } = useAuthServices();
  const live = useLive();
  const [sent, setSent] = useState<Sent | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const fail = (err: unknown) => {
    if (!live.current) return;
    setBusy(false);
    setNotice({ tone: 'error', text: authErrorText(toApiError(err)) });
  };

  const send = (phone: string) => {
    if (busy) return;
    setBusy(true);
    setNotice(null);
    sendPhoneCode(api, phone).then((r) => {
      if (!live.current) return;
      setBusy(false);
      setSent({ phone, requestId: r.requestId });
    }, fail);
  };

  const verify = (codes: OtpCodes) => {
    if (busy || !sent || !codes.phoneCode) return;
    setBusy(true);
    setNotice(null);
    verifyPhoneCode(api, sent.requestId, codes.phoneCode).then((r) => live.current && onVerified(r.user), fail);
  };

  return (
    <div data-stage={sent ? 'PhoneOtpVerifyStage' : 'PhoneInputStage'}>
      {sent ? (
        <OtpStage
          key={sent.requestId}
          targets={[{ key: 'phoneCode', label: `Code sent to ${sent.phone}` }]}
          busy={busy}
          submitLabel="Verify phone"
          onSubmit={verify}
          onResend={() => send(sent.phone)}
          onBack={() => {
            setSent(null);
            setNotice(null);
          }}
        />
      ) : (
        <ContactStage
          channel="phone"
          busy={busy}
          onSubmit={(c) => c.phone && send(c.phone)}
          onBack={() => undefined}
          backLabel=""
        />
      )}
      <NoticeLine notice={notice} />
    </div>
  );
}
