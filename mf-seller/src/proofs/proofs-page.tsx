import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { pageTitle } from 'shared-domain/format';
import type { Proof, ProvableLine } from 'shared-domain/proof';
import { useRuntime } from 'shared-ui';
import { Page, PageTitle, usePageMeta, usePageResource } from 'shared-ui/runtime';
import { EmptyState, ErrorState } from 'shared-ui/states';
import { problemText } from '../shared/seller-format';
import { AppLink, Loading, Note } from '../shared/seller-ui';
import { fetchProofLines } from './proof-api';
import { LineBlock } from './proof-lines';

/** The lines with the proofs uploaded here since they were read, each in its day (a proof once). */
export function withAdded(lines: readonly ProvableLine[], added: readonly Proof[]): ProvableLine[] {
  if (added.length === 0) return [...lines];
  return lines.map((line) => ({
    ...line,
    days: line.days.map((d) => {
      const mine = added.filter((p) => p.lineId === line.lineId && p.day === d.day && !d.proofs.some((q) => q._id === p._id));
      return mine.length > 0 ? { ...d, proofs: [...d.proofs, ...mine] } : d;
    }),
  }));
}

function Links({ campaignId }: { campaignId: string | undefined }) {
  if (campaignId) {
    return (
      <p>
        <AppLink to="/staff/proof-queue">Proof queue</AppLink> · <AppLink to={`/dashboard/${encodeURIComponent(campaignId)}?tab=delivery`}>The campaign’s delivery</AppLink>
      </p>
    );
  }
  return (
    <p>
      <AppLink to="/seller">Back to the seller studio</AppLink> · <AppLink to="/seller/bookings">Booking requests</AppLink>
    </p>
  );
}

/**
 * `/seller/proofs` (and `/staff/proofs/campaign/:campaignId` for staff): the lines of accepted
 * bookings to prove, each day with the units bought and its proofs (state and checks), and an
 * "Add proof" form per day that uploads the file as it is.
 */
export function ProofsPage() {
  usePageMeta(pageTitle('Proof of execution'), undefined, 'noindex');
  const api = useRuntime().api.serviceB;
  const { campaignId } = useParams();
  const [loaded, retry] = usePageResource(`proof-lines:${campaignId ?? ''}`, () => fetchProofLines(api, campaignId));
  const [added, setAdded] = useState<Proof[]>([]);
  const add = useCallback((proof: Proof) => setAdded((a) => [...a, proof]), []);
  const lines = useMemo(() => (loaded.status === 'success' ? withAdded(loaded.data, added) : null), [loaded, added]);

  let body;
  if (lines && lines.length > 0) body = lines.map((line) => <LineBlock key={`${line.campaignId}:${line.lineId}`} line={line} onAdded={add} />);
  else if (lines) {
    body = campaignId
      ? <EmptyState action={<AppLink to="/staff/bookings">Booking requests</AppLink>}>This campaign has no accepted bookings to prove yet.</EmptyState>
      : <EmptyState action={<AppLink to="/seller/bookings">Go to Bookings</AppLink>}>No accepted bookings to prove yet.</EmptyState>;
  } else if (loaded.status === 'error') body = <ErrorState title="Could not load the lines to prove" message={problemText(loaded.error)} onRetry={retry} />;
  else body = <Loading label="Loading the lines to prove…" />;
  return (
    <Page>
      <PageTitle>Proof of execution</PageTitle>
      <Links campaignId={campaignId} />
      <Note>Upload proof for each day you ran: photos straight from the camera keep their time and place, which the checks use.</Note>
      {body}
    </Page>
  );
}
