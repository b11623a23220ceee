import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { formatDate } from 'shared-domain/format';
import { PROOF_KIND_LABELS, PROOF_REJECT_REASON_MAX, PROOF_REJECT_REASON_MIN, type Proof, type ProofQueueItem } from 'shared-domain/proof';
import { color, narrow, useRuntime } from 'shared-ui';
import { formatDayTime, unitsText } from 'shared-ui/booking';
import { Button, RefusedNote, TextAreaField } from 'shared-ui/forms';
import { isReused, ProofFlagList, ProofPreview, ProofStateBadge } from 'shared-ui/proof';
import { Facts } from 'shared-ui/states';
import { errorText } from '../bookings/booking-format';
import { ActionRow, AppLink, Note } from '../shared/seller-ui';
import { useSend } from '../shared/use-send';
import { rejectProof, verifyProof } from './proof-api';

/** What staff must write to reject a proof (the seller reads it): at least 3 characters, at most shared-domain's limit. */
export const REJECT_REASON = { min: PROOF_REJECT_REASON_MIN, max: PROOF_REJECT_REASON_MAX } as const;

const Item = styled.li`
  padding: 16px;
  border: 1px solid ${color.line};
  border-radius: 8px;
  background: ${color.surface};
  min-width: 0;
  h2 {
    font-size: 1.125rem;
    margin: 0 0 8px;
    overflow-wrap: anywhere;
  }
`;

/** The proof and, for a reused one, the earlier proof it matches: side by side, stacked on a phone. */
const Previews = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 320px));
  gap: 12px;
  margin: 0 0 12px;
  ${narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Risk = styled.p`
  margin: 0 0 4px;
  font-weight: 700;
`;

/** "Earlier proof: Diwali in Pune, 3 Mar 2026". */
export function earlierProofText(item: ProofQueueItem, matched: Proof): string {
  const campaign = item.matchedCampaignName ?? (matched.campaignId === item.proof.campaignId ? item.campaignName : 'another campaign');
  return `Earlier proof: ${campaign}, ${formatDate(matched.day)}`;
}

/** Reject: a reason of 3 to 500 characters is required. */
function RejectForm({ proof, onDone, onCancel }: { proof: Proof; onDone: (p: Proof) => void; onCancel: () => void }) {
  const api = useRuntime().api.serviceB;
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSend((text: string) => rejectProof(api, proof._id, text));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const text = reason.trim();
    if (text.length < REJECT_REASON.min || text.length > REJECT_REASON.max) {
      setProblem(`Write a reason of ${REJECT_REASON.min} to ${REJECT_REASON.max} characters`);
      return;
    }
    setProblem(null);
    const answer = await send.run(text);
    if (answer) onDone(answer);
  };
  return (
    <form aria-label={`Reject ${proof.fileName}`} noValidate onSubmit={submit}>
      <TextAreaField label="Reason for rejecting" hint="The seller reads this." value={reason} required autoFocus
        error={problem ?? (send.error ? errorText(send.error) : null)} onChange={(e) => setReason(e.target.value)} />
      <ActionRow>
        <Button type="submit" $variant="danger" disabled={send.sending}>{send.sending ? 'Rejecting…' : 'Reject proof'}</Button>
        <Button type="button" $variant="secondary" disabled={send.sending} onClick={onCancel}>Cancel</Button>
      </ActionRow>
    </form>
  );
}

/** Verify, or open the reject form; a refusal (409: someone decided first) is said under them. */
function Decide({ proof, onDone }: { proof: Proof; onDone: (p: Proof) => void }) {
  const api = useRuntime().api.serviceB;
  const verify = useSend(() => verifyProof(api, proof._id));
  const [rejecting, setRejecting] = useState(false);
  if (rejecting) return <RejectForm proof={proof} onDone={onDone} onCancel={() => setRejecting(false)} />;
  return (
    <>
      <ActionRow>
        <Button type="button" disabled={verify.sending} onClick={async () => {
          const answer = await verify.run();
          if (answer) onDone(answer);
        }}>
          {verify.sending ? 'Verifying…' : 'Verify'}
        </Button>
        <Button type="button" $variant="danger" disabled={verify.sending} onClick={() => setRejecting(true)}>Reject…</Button>
      </ActionRow>
      {verify.error ? <RefusedNote role="alert">{errorText(verify.error)}</RefusedNote> : null}
    </>
  );
}

/** A proof in the queue: what it is for, its checks and risk first, its preview beside the earlier proof it matches, and the decision. */
export function QueueItem({ item, onDone }: { item: ProofQueueItem; onDone: (p: Proof) => void }) {
  const { proof, matched } = item;
  const id = `proof-${proof._id}`;
  const campaignPath = encodeURIComponent(proof.campaignId);
  return (
    <Item aria-labelledby={id}>
      <h2 id={id}>{item.mediaName} — {item.optionName}, {formatDate(proof.day)}</h2>
      <Risk>Risk {proof.risk} / 100</Risk>
      <ProofFlagList flags={proof.flags} label={`Checks of ${proof.fileName}`} />
      {proof.flags.length === 0 ? <Note>The checks found nothing.</Note> : null}
      <Previews>
        <ProofPreview url={proof.previewUrl} alt={`Proof: ${proof.fileName}`} caption={`This proof: ${proof.fileName}`} />
        {matched && isReused(proof) ? <ProofPreview url={matched.previewUrl} alt={earlierProofText(item, matched)} caption={earlierProofText(item, matched)} /> : null}
      </Previews>
      <Facts>
        <dt>Campaign</dt>
        <dd>{item.campaignName}</dd>
        <dt>Proof</dt>
        <dd>{PROOF_KIND_LABELS[proof.kind]} · {unitsText(proof.units)}</dd>
        <dt>Uploaded</dt>
        <dd>{formatDayTime(proof.uploadedAt)} by {proof.uploadedBy.name}</dd>
        <dt>Taken</dt>
        <dd>{proof.capturedAt ? formatDayTime(proof.capturedAt) : 'Not known'}{proof.distanceM !== null ? ` · ${Math.round(proof.distanceM)} m from the site` : ''}</dd>
        {proof.note ? <><dt>Note</dt><dd>{proof.note}</dd></> : null}
      </Facts>
      <p><ProofStateBadge proof={proof} /></p>
      {proof.state === 'submitted' ? <Decide proof={proof} onDone={onDone} /> : null}
      <p>
        <AppLink to={`/staff/proofs/campaign/${campaignPath}`}>All proof for this campaign</AppLink> · <AppLink to={`/dashboard/${campaignPath}?tab=delivery`}>Campaign page</AppLink>
      </p>
    </Item>
  );
}
