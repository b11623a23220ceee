import { Button, SecondaryButton, Stack } from '../ui/primitives';
import type { Channel } from '../auth/auth-stages';

type Props = { onChoose: (channel: Channel) => void; onGoogle: () => void };

/** DefaultStage: how to sign in. */
export function DefaultStage({ onChoose, onGoogle }: Props) {
  return (
    <Stack>
      <Button type="button" autoFocus data-autofocus onClick={() => onChoose('phone')}>
        Continue with phone
      </Button>
      <SecondaryButton type="button" onClick={() => onChoose('email')}>
        Continue with e-mail
      </SecondaryButton>
      <SecondaryButton type="button" onClick={onGoogle}>
        Continue with Google
      </SecondaryButton>
    </Stack>
  );
}
