import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { Channel } from '../auth/auth-stages';
import type { GoogleIdentity } from '../google/google-identity';
import { Button } from 'shared-ui/forms';
import { Stack } from '../ui/primitives';

type Props = {
  onChoose: (channel: Channel) => void;
  /** From GET /auth/config: null hides Google; undefined while asking. */
  googleClientId: string | null | undefined;
  google: GoogleIdentity;
  onIdToken: (idToken: string) => void;
  onGoogleFailed: () => void;
};

const GoogleSlot = styled.div`
  display: flex;
  justify-content: center;
  min-height: 44px;
`;

/** DefaultStage: how to sign in — phone, e-mail, or Google when the server accepts it. */
export function DefaultStage({ onChoose, googleClientId, google, onIdToken, onGoogleFailed }: Props) {
  return (
    <Stack>
      <Button type="button" $block autoFocus data-autofocus onClick={() => onChoose('phone')}>
        Continue with phone
      </Button>
      <Button type="button" $block $variant="secondary" onClick={() => onChoose('email')}>
        Continue with e-mail
      </Button>
      {googleClientId ? (
        <GoogleButton clientId={googleClientId} google={google} onIdToken={onIdToken} onFailed={onGoogleFailed} />
      ) : null}
    </Stack>
  );
}

function GoogleButton({ clientId, google, onIdToken, onFailed }: {
  clientId: string;
  google: GoogleIdentity;
  onIdToken: (idToken: string) => void;
  onFailed: () => void;
}) {
  const el = useRef<HTMLDivElement>(null);
  // Refs: the script keeps the first callback it was given.
  const latest = useRef({ onIdToken, onFailed });
  latest.current = { onIdToken, onFailed };
  useEffect(() => {
    if (!el.current) return;
    google.renderButton(el.current, clientId, (t) => latest.current.onIdToken(t)).catch(() => latest.current.onFailed());
  }, [google, clientId]);
  return <GoogleSlot ref={el} data-testid="google-sign-in" aria-label="Continue with Google" role="group" />;
}
