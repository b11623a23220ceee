import type { Channel } from '../auth/auth-stages';
import type { AuthProvider } from '../auth/auth.api';
import { Button } from 'shared-ui/forms';
import { Stack } from '../ui/primitives';

type Props = {
  onChoose: (channel: Channel) => void;
  /** The OpenID providers of GET /auth/config (none: no button, no gap). */
  providers: readonly AuthProvider[];
  /** Leaves for the provider's sign-in (SPEC.md 7.22). */
  onProvider: (provider: AuthProvider) => void;
};

/** DefaultStage: how to sign in — phone, e-mail, or each OpenID provider the server offers. */
export function DefaultStage({ onChoose, providers, onProvider }: Props) {
  return (
    <Stack>
      <Button type="button" $block autoFocus data-autofocus onClick={() => onChoose('phone')}>
        Continue with phone
      </Button>
      <Button type="button" $block $variant="secondary" onClick={() => onChoose('email')}>
        Continue with e-mail
      </Button>
      {providers.map((p) => (
        <Button key={p.id} type="button" $block $variant="secondary" data-provider={p.id} onClick={() => onProvider(p)}>
          Continue with {p.name}
        </Button>
      ))}
    </Stack>
  );
}
