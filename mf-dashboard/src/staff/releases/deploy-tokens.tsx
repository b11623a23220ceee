import { useState } from 'react';
import styled from 'styled-components';
import type { RemoteName } from 'shared-domain';
import type { CreatedDeployToken, DeployToken } from 'shared-domain/releases';
import { Dialog } from 'shared-ui/dialog';
import { CheckboxLabel, TextField } from 'shared-ui/forms';
import { EmptyState, ErrorState, LoadingState, SkeletonBlock } from 'shared-ui/states';
import { color } from 'shared-ui';
import { useDashboardServices } from '../../app/dashboard-services';
import { errorText } from '../../app/error-text';
import { useAction, type Action } from '../../app/use-action';
import { useResource } from '../../app/use-resource';
import { useSession } from '../../app/use-session';
import { ConfirmAction } from '../../ui/confirm-action';
import { FormDialog } from '../../ui/dialog';
import { Actions, Button, Muted, SubTitle, SpreadRow } from '../../ui/primitives';
import { RowList } from '../../ui/row-list';
import { CopyText } from '../../ui/copy-text';
import { createToken, fetchTokens, revokeToken } from './releases.api';
import { releaseCommandLine, when } from './release-rules';

/** The longest label the server accepts for a token (release.routes.ts). */
const LABEL_MAX = 80;

const Head = styled(SpreadRow)`
  margin: 20px 0 8px;
`;

const Meta = styled.span`
  display: block;
  color: ${color.muted};
  font-size: 0.875rem;
`;

const Warning = styled.p`
  margin: 0 0 8px;
  padding: 8px 12px;
  border-radius: 6px;
  border-left: 4px solid ${color.warning};
  background: ${color.canvas};
`;

/**
 * A remote's deploy tokens: listed (never their secrets); a release manager creates one with a
 * label and whether it may switch live (the secret shown once) and revokes one after asking.
 */
export function DeployTokens({ remote, folder, manager }: { remote: RemoteName; folder: string; manager: boolean }) {
  const { mainApi } = useDashboardServices();
  const { token, revision } = useSession();
  const [reload, setReload] = useState(0);
  const [result, retry] = useResource(token ? `${token}#${revision}#${remote}#tokens#${reload}` : null, () => fetchTokens(mainApi, remote));
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedDeployToken | null>(null);
  const [revoking, setRevoking] = useState<DeployToken | null>(null);
  const create = useAction((label: string, mayGoLive: boolean) => createToken(mainApi, remote, label, mayGoLive), { failure: 'Could not create the token' });
  const revoke = useAction((id: string) => revokeToken(mainApi, remote, id), {
    success: 'The token is revoked', failure: 'Could not revoke the token',
  });
  const titleId = `tokens-${remote}`;

  return (
    <section aria-labelledby={titleId}>
      <Head>
        <SubTitle id={titleId}>Deploy tokens</SubTitle>
        {manager ? (
          <Button type="button" $variant="secondary" onClick={() => { create.reset(); setCreating(true); }} aria-label={`New token for ${remote}`}>
            New token
          </Button>
        ) : null}
      </Head>
      <Muted>
        A token lets a team&apos;s CI register, check and preview releases of {remote} — and switch them live if its release manager allowed it — and nothing else.
      </Muted>
      {result.status === 'loading' || result.status === 'idle' ? (
        <div aria-busy="true">
          <LoadingState label={`Loading the deploy tokens of ${remote}…`} />
          <SkeletonBlock $height={44} aria-hidden="true" />
        </div>
      ) : result.status === 'error' ? (
        <ErrorState title={`Could not load the deploy tokens of ${remote}`} message={errorText(result.error)} onRetry={retry} />
      ) : result.data.length === 0 ? (
        <EmptyState>No deploy tokens for {remote} yet.</EmptyState>
      ) : (
        <RowList aria-label={`Deploy tokens of ${remote}`}>
          {result.data.map((t) => (
            <li key={t.id}>
              <span>
                <strong>{t.label}</strong>
                <Meta>{t.mayGoLive ? 'May switch releases live' : 'Registers and previews only'}</Meta>
                <Meta>
                  Created {when(t.createdAt)} by {t.createdBy} · {t.lastUsedAt ? `last used ${when(t.lastUsedAt)}` : 'never used'}
                </Meta>
              </span>
              {manager ? (
                <Button type="button" $variant="danger" onClick={() => { revoke.reset(); setRevoking(t); }} aria-label={`Revoke the token ${t.label}`}>
                  Revoke
                </Button>
              ) : null}
            </li>
          ))}
        </RowList>
      )}
      {creating ? (
        <CreateTokenDialog
          remote={remote}
          action={create}
          onCreated={(t) => { setCreating(false); setCreated(t); setReload((n) => n + 1); }}
          onClose={() => setCreating(false)}
        />
      ) : null}
      {created ? <CreatedTokenDialog created={created} folder={folder} onClose={() => setCreated(null)} /> : null}
      {revoking ? (
        <ConfirmAction
          danger
          action={revoke}
          args={[revoking.id]}
          title={`Revoke the token “${revoking.label}”?`}
          message={`CI jobs using it can no longer release ${remote}. This cannot be undone.`}
          confirmLabel="Revoke token"
          onDone={() => { setRevoking(null); setReload((n) => n + 1); }}
          onClose={() => setRevoking(null)}
        />
      ) : null}
    </section>
  );
}

function CreateTokenDialog({ remote, action, onCreated, onClose }: {
  remote: RemoteName;
  action: Action<[string, boolean], CreatedDeployToken>;
  onCreated: (t: CreatedDeployToken) => void;
  onClose: () => void;
}) {
  const [label, setLabel] = useState('');
  const [mayGoLive, setMayGoLive] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async () => {
    const trimmed = label.trim();
    if (!trimmed) {
      setProblem('Enter a label, such as the CI that will use the token');
      return;
    }
    setProblem(null);
    const made = await action.run(trimmed, mayGoLive);
    if (made) onCreated(made);
  };
  return (
    <FormDialog
      title={`New deploy token for ${remote}`}
      submitLabel="Create token"
      pendingLabel="Creating…"
      pending={action.pending}
      error={action.error}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField
        label="Label"
        hint="Who uses it, e.g. “GitHub Actions, bag team”"
        value={label}
        maxLength={LABEL_MAX}
        error={problem}
        onChange={(e) => setLabel(e.target.value)}
        autoFocus
        required
      />
      <CheckboxLabel>
        <input type="checkbox" checked={mayGoLive} onChange={(e) => setMayGoLive(e.target.checked)} />
        May switch releases live (the release command&apos;s --live)
      </CheckboxLabel>
    </FormDialog>
  );
}

/** The secret, this one time, and the command line that uses it. */
function CreatedTokenDialog({ created, folder, onClose }: { created: CreatedDeployToken; folder: string; onClose: () => void }) {
  return (
    <Dialog title={`Deploy token “${created.label}” for ${created.remote}`} onClose={onClose} width={640}>
      <Warning>Copy it now: the token is not shown again. Keep it in your CI&apos;s secrets.</Warning>
      <CopyText label="Token" text={created.token} copyLabel="Copy the token" />
      <CopyText
        label="Release command"
        text={releaseCommandLine(folder, window.location.origin, created.token, created.mayGoLive)}
        copyLabel="Copy the release command"
      />
      <Actions style={{ justifyContent: 'flex-end', marginTop: 16 }}>
        <Button type="button" onClick={onClose}>Done</Button>
      </Actions>
    </Dialog>
  );
}
