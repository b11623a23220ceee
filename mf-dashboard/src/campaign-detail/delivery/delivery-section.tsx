import type { CampaignDetail } from '../../api/campaigns.api';
import { errorText } from '../../app/error-text';
import { formatRupees } from '../../app/format';
import { Card, Muted, SectionTitle } from '../../ui/primitives';
import { EmptyState, ErrorState, LoadingState, SkeletonBlock } from 'shared-ui/states';
import { LineLedgerCard } from './line-ledger';
import { ProofGallery } from './proof-gallery';
import { OFFER_CHANGED, useDelivery } from './use-delivery';

/**
 * The campaign's "Proof & delivery" tab: the proof gallery (previews with state and checks) and
 * each line's ledger (days bought against verified proof, short days, make-good days) with the
 * current make-good offer, which the owner accepts or declines.
 */
export function DeliverySection({ campaign, canAnswer }: { campaign: CampaignDetail; canAnswer: boolean }) {
  const delivery = useDelivery(campaign._id);
  const { resource, data } = delivery;
  if (!data) {
    if (resource.status === 'error') return <ErrorState title="Could not load the proof and delivery" message={errorText(resource.error)} onRetry={delivery.reload} />;
    return (
      <div aria-busy="true">
        <LoadingState label="Loading the proof and delivery…" />
        <SkeletonBlock $height={160} aria-hidden="true" />
      </div>
    );
  }
  const { proofs, ledger } = data;
  if (proofs.length === 0 && ledger.lines.length === 0) return <EmptyState>No proof yet. Sellers upload it once their bookings run.</EmptyState>;
  const answer = { canAnswer, pending: delivery.pending, error: delivery.error, changed: delivery.changed, onAnswer: (a: Parameters<typeof delivery.answer>[0]) => void delivery.answer(a) };
  return (
    <>
      <Card aria-labelledby="proof-gallery-title">
        <SectionTitle id="proof-gallery-title">Proof gallery</SectionTitle>
        {proofs.length > 0 ? <ProofGallery proofs={proofs} lines={ledger.lines} /> : <Muted>No proof yet.</Muted>}
      </Card>
      <Card aria-labelledby="ledger-title">
        <SectionTitle id="ledger-title">Delivery ledger</SectionTitle>
        <Muted>What each line bought, day by day, against the proof staff verified.</Muted>
        {delivery.changed ? <p role="alert">{OFFER_CHANGED}</p> : null}
        {ledger.credits > 0 ? <p>Credits accepted: <strong>{formatRupees(ledger.credits)}</strong></p> : null}
        {ledger.lines.length === 0 ? <Muted>No line has days to deliver yet.</Muted> : null}
      </Card>
      {ledger.lines.map((line) => <LineLedgerCard key={line.lineId} line={line} answer={answer} />)}
    </>
  );
}
