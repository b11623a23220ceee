import styled from 'styled-components';
import type { ApiError, RemoteName } from 'shared-domain';
import type { PreviewLink } from 'shared-domain/releases';
import { Dialog } from 'shared-ui/dialog';
import { errorText } from '../../app/error-text';
import type { Action } from '../../app/use-action';
import { ErrorBox, FormDialog } from '../../ui/dialog';
import { Actions, Button, Muted } from '../../ui/primitives';
import { CopyText } from '../../ui/copy-text';
import { absoluteUrl, refusedParts, versionLabel, when } from './release-rules';

const Refusal = styled(ErrorBox).attrs({ as: 'div' })`
  overflow-wrap: anywhere;
  p { margin: 0; }
  ul { margin: 6px 0 0; padding-left: 18px; }
`;

/** A refused write in the dialog that tried it: the server's message and, for a failed check, each failed part. */
export function ReleaseRefusal({ error }: { error: ApiError | null }) {
  if (!error) return null;
  const parts = refusedParts(error);
  return (
    <Refusal role="alert" tabIndex={-1}>
      <p>{errorText(error)}</p>
      {parts.length ? (
        <ul aria-label="Failed parts of the check">
          {parts.map((p) => (
            <li key={p.part}>
              <strong>{p.part}</strong>: {p.message}
            </li>
          ))}
        </ul>
      ) : null}
    </Refusal>
  );
}

export type SwitchPlan = { remote: RemoteName; version: string; live: string; rollback: boolean };

/** "Switch live" and "Roll back" ask first: what buyers get and what they have now. */
export function SwitchDialog({ plan, action, onDone, onClose }: {
  plan: SwitchPlan;
  action: Action<[RemoteName, string], string>;
  onDone: () => void;
  onClose: () => void;
}) {
  const verb = plan.rollback ? 'Roll back' : 'Switch';
  return (
    <FormDialog
      title={`${verb} ${plan.remote} to ${plan.version}?`}
      submitLabel={plan.rollback ? `Roll back to ${plan.version}` : 'Switch live'}
      pendingLabel={plan.rollback ? 'Rolling back…' : 'Switching…'}
      pending={action.pending}
      error={null}
      onClose={onClose}
      onSubmit={async () => {
        if (await action.run(plan.remote, plan.version)) onDone();
      }}
    >
      <p style={{ margin: 0 }}>
        Buyers get {plan.remote} {versionLabel(plan.version)} from their next page load, on every server at once, without a
        restart. The live release now is {versionLabel(plan.live)}.
      </p>
      <ReleaseRefusal error={action.error} />
    </FormDialog>
  );
}

const Expiry = styled(Muted)`
  margin: 8px 0 0;
`;

const Footer = styled(Actions)`
  justify-content: flex-end;
  margin-top: 16px;
`;

/** A preview link made: the whole URL to copy, when it stops working, and what opening it does. */
export function PreviewDialog({ link, onClose }: { link: PreviewLink; onClose: () => void }) {
  const url = absoluteUrl(link.url, window.location.origin);
  return (
    <Dialog title={`Preview link for ${link.remote} ${link.version}`} onClose={onClose} width={600}>
      <Muted>
        Whoever opens it sees the live site with {link.remote} {link.version} and a banner saying so, until they leave the preview or
        the link expires. Buyers keep the live release.
      </Muted>
      <CopyText label="Link" text={url} copyLabel={`Copy the preview link for ${link.remote} ${link.version}`} />
      <Expiry>Expires {when(link.expiresAt)}</Expiry>
      <Footer>
        <Button type="button" $variant="secondary" onClick={onClose}>Close</Button>
      </Footer>
    </Dialog>
  );
}
