import { useState } from 'react';
import styled from 'styled-components';
import { PlainList } from 'shared-ui/states';
import type { RemoteName } from 'shared-domain';
import type { PreviewLink, RemoteRelease, RemoteStatus, RemoteSwitch } from 'shared-domain/releases';
import { color } from 'shared-ui';
import { useDashboardServices } from '../../app/dashboard-services';
import { useAction } from '../../app/use-action';
import { ActionError } from '../../ui/dialog';
import { Actions, Button, Card, Muted, SectionTitle, SubTitle } from '../../ui/primitives';
import { DeployTokens } from './deploy-tokens';
import { PreviewDialog, SwitchDialog, type SwitchPlan } from './release-dialogs';
import { ReleaseTable } from './release-table';
import { errorRateText, REMOTE_TITLES, rollbackTarget, versionLabel, when } from './release-rules';
import { createPreview, recheckRelease, switchLive } from './releases.api';

/** Switches listed before "Show all". */
const SWITCHES_SHOWN = 5;

const Summary = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 6px 16px;
  margin: 0 0 12px;
  dt { color: ${color.muted}; font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  @media (max-width: 599px) {
    grid-template-columns: minmax(0, 1fr);
    dd { margin-bottom: 6px; }
  }
`;

const Name = styled.code`
  font-size: 0.875rem;
  font-weight: 400;
  color: ${color.muted};
  margin-left: 4px;
`;

const SwitchList = styled(PlainList).attrs({ as: 'ol' })`
  li { padding: 6px 0; border-bottom: 1px solid ${color.line}; overflow-wrap: anywhere; }
`;

const Part = styled.div`
  margin-top: 20px;
`;

/**
 * One remote: its live release and error rate, rollback, the releases with their checks, the
 * switches and the deploy tokens. Switching, rolling back and managing tokens are there for a
 * release manager (`manager`) only.
 */
export function RemoteCard({ status, manager, onChanged }: { status: RemoteStatus; manager: boolean; onChanged: () => void }) {
  const { mainApi } = useDashboardServices();
  const { remote } = status;
  const [plan, setPlan] = useState<SwitchPlan | null>(null);
  const [preview, setPreview] = useState<PreviewLink | null>(null);
  const [busy, setBusy] = useState<{ recheck: string | null; preview: string | null }>({ recheck: null, preview: null });

  const switchAction = useAction(async (name: RemoteName, version: string) => {
    await switchLive(mainApi!, name, version);
    return version;
  }, { success: (version) => `${remote} ${versionLabel(version)} is live`, failure: `Could not switch ${remote}` });
  const recheck = useAction((version: string) => recheckRelease(mainApi!, remote, version), {
    success: (r) => (r?.check ? `${remote} ${r.version} ${r.check.ok ? 'passed' : 'failed'} its check` : `${remote} was checked again`),
    failure: `Could not re-check ${remote}`,
  });
  const makePreview = useAction((version: string) => createPreview(mainApi!, remote, version), { failure: `Could not create a preview link for ${remote}` });

  const runRecheck = async (r: RemoteRelease) => {
    setBusy((b) => ({ ...b, recheck: r.version }));
    await recheck.run(r.version);
    setBusy((b) => ({ ...b, recheck: null }));
    onChanged();
  };
  const runPreview = async (r: RemoteRelease) => {
    setBusy((b) => ({ ...b, preview: r.version }));
    const link = await makePreview.run(r.version);
    setBusy((b) => ({ ...b, preview: null }));
    if (link) setPreview(link);
  };
  const openSwitch = (version: string, rollback: boolean) => {
    switchAction.reset();
    setPlan({ remote, version, live: status.live.version, rollback });
  };

  const back = manager ? rollbackTarget(status) : null;
  const titleId = `remote-${remote}`;
  const rowError = recheck.error ?? makePreview.error;
  return (
    <Card aria-labelledby={titleId}>
      <SectionTitle id={titleId}>
        {REMOTE_TITLES[remote] ?? remote} <Name>{remote}</Name>
      </SectionTitle>
      <Summary>
        <dt>Live</dt>
        <dd>
          <strong>{versionLabel(status.live.version)}</strong>
          {status.live.since ? ` since ${when(status.live.since)}` : ''}
          {status.live.by ? `, switched by ${status.live.by}` : ''}
        </dd>
        <dt>Failed page views</dt>
        <dd>{errorRateText(status.errors)}</dd>
      </Summary>
      {back ? (
        <Actions>
          <Button type="button" $variant="secondary" onClick={() => openSwitch(back.version, true)}>
            Roll back to {back.version}
          </Button>
        </Actions>
      ) : null}

      <Part>
        <SubTitle>Releases</SubTitle>
        {status.releases.length === 0 ? (
          <Muted>No releases registered yet.</Muted>
        ) : (
          <ReleaseTable
            remote={remote}
            releases={status.releases}
            actions={{
              busy,
              ...(manager ? { onSwitch: (r: RemoteRelease) => openSwitch(r.version, false) } : {}),
              onRecheck: (r) => void runRecheck(r),
              onPreview: (r) => void runPreview(r),
            }}
          />
        )}
        <ActionError error={rowError} />
      </Part>

      <Part>
        <SwitchHistory remote={remote} switches={status.switches} />
      </Part>

      <DeployTokens remote={remote} folder={status.folder} manager={manager} />

      {plan ? (
        <SwitchDialog
          plan={plan}
          action={switchAction}
          onDone={() => { setPlan(null); onChanged(); }}
          onClose={() => setPlan(null)}
        />
      ) : null}
      {preview ? <PreviewDialog link={preview} onClose={() => setPreview(null)} /> : null}
    </Card>
  );
}

/** Who switched what and when, newest first; the older ones behind "Show all". */
function SwitchHistory({ remote, switches }: { remote: RemoteName; switches: RemoteSwitch[] }) {
  const [all, setAll] = useState(false);
  const shown = all ? switches : switches.slice(0, SWITCHES_SHOWN);
  const titleId = `switches-${remote}`;
  return (
    <section aria-labelledby={titleId}>
      <SubTitle id={titleId}>Switches</SubTitle>
      {switches.length === 0 ? (
        <Muted>No switches yet: the deployed build has been live throughout.</Muted>
      ) : (
        <>
          <SwitchList aria-labelledby={titleId}>
            {shown.map((s) => (
              <li key={`${s.at}#${s.from}#${s.to}`}>
                <strong>{versionLabel(s.from)} → {versionLabel(s.to)}</strong>, by {s.by}, {when(s.at)}
              </li>
            ))}
          </SwitchList>
          {switches.length > SWITCHES_SHOWN ? (
            <Button type="button" $variant="ghost" onClick={() => setAll((v) => !v)} aria-expanded={all}>
              {all ? 'Show fewer' : `Show all ${switches.length} switches`}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
