import { useState } from 'react';
import styled from 'styled-components';
import { isStaff, toApiError } from 'shared-domain';
import { HOSTNAME_STATUS_LABEL, hostnameProofRecord, type HostnameClaim, type HostnameStatus, type Organization } from 'shared-domain/organizations';
import { color, mobile, useSiteName } from 'shared-ui';
import { FieldError } from 'shared-ui/forms';
import { useDashboardServices } from '../app/dashboard-services';
import { errorText } from '../app/error-text';
import { formatDate } from '../app/format';
import { useViewer } from '../app/use-viewer';
import { Badge, type BadgeTone } from '../ui/badge';
import { Actions, Button, Muted, SubTitle } from '../ui/primitives';
import { decideHostname, verifyHostname } from './organizations.api';

const TONE: Record<HostnameStatus, BadgeTone> = { pending: 'warning', verified: 'success', refused: 'danger' };

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

const Item = styled.li`
  border: 1px solid ${color.line};
  border-radius: 8px;
  padding: 12px;
  ${mobile} {
    padding: 10px;
  }
  p { margin: 0 0 8px; }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  margin-bottom: 8px;
  strong { overflow-wrap: anywhere; }
`;

const ProofRecord = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 4px 12px;
  margin: 0 0 8px;
  dt { font-weight: 600; }
  dd { margin: 0; }
  code { overflow-wrap: anywhere; font-size: 0.875rem; }
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
    dd { margin-bottom: 6px; }
  }
`;

/** How a settled claim came to be, in words. */
function decidedText(claim: HostnameClaim, siteName: string): string {
  const when = claim.decidedAt ? ` on ${formatDate(claim.decidedAt)}` : '';
  if (claim.status === 'refused') return `Refused by ${siteName} staff${when}. It does not show your site; remove it above, or ask staff to approve it.`;
  if (claim.decidedBy === 'dns') return `Verified by its DNS record${when}. It shows your site.`;
  if (claim.decidedBy === 'staff') return `Approved by ${siteName} staff${when}. It shows your site.`;
  return 'Verified. It shows your site.';
}

type Busy = { hostname: string; action: 'verify' | 'verified' | 'refused' } | null;

/**
 * Each saved hostname with where its claim stands (Pending verification, Verified, Refused).
 * A pending one shows the DNS record that proves it and a button that checks it now; staff
 * approve or refuse any. Only a verified hostname shows the organisation's site.
 */
export function HostnameClaims({ org, unsaved, onChanged }: { org: Organization; unsaved: boolean; onChanged: (org: Organization) => void }) {
  const { mainApi } = useDashboardServices();
  const staff = isStaff(useViewer());
  const [busy, setBusy] = useState<Busy>(null);
  const [note, setNote] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const claims = org.hostnameClaims ?? [];

  const act = async (hostname: string, action: 'verify' | 'verified' | 'refused') => {
    if (!mainApi || busy) return;
    setBusy({ hostname, action });
    setNote(null);
    setProblem(null);
    try {
      const next = action === 'verify' ? await verifyHostname(mainApi, org._org, hostname) : await decideHostname(mainApi, org._org, hostname, action);
      const claim = next.hostnameClaims.find((c) => c.hostname === hostname);
      if (action === 'verify') {
        setNote(claim?.status === 'verified' ? `${hostname} is verified: it shows your site now.` : `${hostname} is not verified yet: ${claim?.lastCheck?.problem ?? 'the record was not found.'}`);
      } else {
        setNote(action === 'verified' ? `${hostname} is approved.` : `${hostname} is refused.`);
      }
      onChanged(next);
    } catch (err) {
      const what = action === 'verify' ? 'checked' : action === 'verified' ? 'approved' : 'refused';
      setProblem(`${hostname} was not ${what}: ${errorText(toApiError(err))}`);
    } finally {
      setBusy(null);
    }
  };

  const siteName = useSiteName();
  const label = (hostname: string, action: 'verify' | 'verified' | 'refused', idle: string, working: string) =>
    busy?.hostname === hostname && busy.action === action ? working : idle;

  return (
    <section aria-labelledby="org-claims-title">
      <SubTitle id="org-claims-title">Verification</SubTitle>
      <Muted>
        A hostname shows the organisation&apos;s site only once it is verified: by its DNS record, or approved by {siteName} staff.
        {unsaved ? ' Save the organisation to claim the hostnames you added.' : ''}
      </Muted>
      {claims.length === 0 ? <Muted>No saved hostname yet.</Muted> : (
        <List>
          {claims.map((claim) => {
            const record = hostnameProofRecord(claim.hostname, claim.proofToken);
            return (
              <Item key={claim.hostname} data-testid={`claim-${claim.hostname}`}>
                <Head>
                  <strong>{claim.hostname}</strong>
                  <Badge $tone={TONE[claim.status]}>{HOSTNAME_STATUS_LABEL[claim.status]}</Badge>
                </Head>
                {claim.status === 'pending' ? (
                  <>
                    <p>It does not show the organisation&apos;s site yet. To prove you control it, add this TXT record at your DNS provider, then choose Check DNS record:</p>
                    <ProofRecord aria-label={`DNS record for ${claim.hostname}`}>
                      <dt>Type</dt><dd>TXT</dd>
                      <dt>Name</dt><dd><code>{record.name}</code></dd>
                      <dt>Value</dt><dd><code>{record.value}</code></dd>
                    </ProofRecord>
                    {claim.lastCheck ? (
                      <p>
                        Last checked {formatDate(claim.lastCheck.at)}: {claim.lastCheck.problem ?? 'the record was found.'}
                      </p>
                    ) : null}
                  </>
                ) : <p>{decidedText(claim, siteName)}</p>}
                <Actions>
                  {claim.status === 'pending' ? (
                    <Button type="button" $variant="secondary" disabled={busy !== null} aria-label={`Check the DNS record of ${claim.hostname}`}
                      onClick={() => void act(claim.hostname, 'verify')}>
                      {label(claim.hostname, 'verify', 'Check DNS record', 'Checking…')}
                    </Button>
                  ) : null}
                  {staff && claim.status !== 'verified' ? (
                    <Button type="button" disabled={busy !== null} aria-label={`Approve ${claim.hostname}`} onClick={() => void act(claim.hostname, 'verified')}>
                      {label(claim.hostname, 'verified', 'Approve', 'Approving…')}
                    </Button>
                  ) : null}
                  {staff && claim.status !== 'refused' ? (
                    <Button type="button" $variant="secondary" disabled={busy !== null} aria-label={`Refuse ${claim.hostname}`} onClick={() => void act(claim.hostname, 'refused')}>
                      {label(claim.hostname, 'refused', 'Refuse', 'Refusing…')}
                    </Button>
                  ) : null}
                </Actions>
              </Item>
            );
          })}
        </List>
      )}
      <div role="status" aria-live="polite">{note ? <p>{note}</p> : null}</div>
      {problem ? <FieldError role="alert" as="p">{problem}</FieldError> : null}
    </section>
  );
}
