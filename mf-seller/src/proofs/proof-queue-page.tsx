import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatDate, pageTitle } from 'shared-domain/format';
import { PROOF_STATES, type Proof, type ProofQueueItem, type ProofState } from 'shared-domain/proof';
import { useRuntime } from 'shared-ui';
import { DoneNote, SelectField } from 'shared-ui/forms';
import { PROOF_STATE_LABELS } from 'shared-ui/proof';
import { Page, PageTitle, usePageMeta, usePageResource } from 'shared-ui/runtime';
import { EmptyState, ErrorState } from 'shared-ui/states';
import { problemText } from '../shared/seller-format';
import { Loading, Note } from '../shared/seller-ui';
import { fetchProofQueue } from './proof-api';
import { QueueItem } from './queue-item';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
`;

const Filter = styled.div`
  max-width: 280px;
`;

const EMPTY: Record<ProofState, string> = {
  submitted: 'No proofs are waiting for a check.',
  verified: 'No verified proofs yet.',
  rejected: 'No rejected proofs.',
};

const stateOf = (value: string | null): ProofState => PROOF_STATES.find((s) => s === value) ?? 'submitted';

/** The items as the page shows them now: decided ones replaced, those that left the filter's state gone. */
function current(items: readonly ProofQueueItem[], changed: Readonly<Record<string, Proof>>, state: ProofState): ProofQueueItem[] {
  return items
    .map((i) => (changed[i.proof._id] ? { ...i, proof: changed[i.proof._id]! } : i))
    .filter((i) => i.proof.state === state);
}

/**
 * `/staff/proof-queue`: proofs by state (waiting first), riskiest first as the server sorts
 * them; each with its checks, its preview beside the earlier proof a reused one matches, and
 * Verify or Reject with a reason. A decided proof leaves the list of its old state.
 */
export function ProofQueuePage() {
  usePageMeta(pageTitle('Proof queue'), undefined, 'noindex');
  const api = useRuntime().api.serviceB;
  const [params, setParams] = useSearchParams();
  const state = stateOf(params.get('state'));
  const [loaded, retry] = usePageResource(`proof-queue:${state}`, () => fetchProofQueue(api, state));
  const [changed, setChanged] = useState<Record<string, Proof>>({});
  const [done, setDone] = useState<string | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  // The decided item leaves the list with the button that had the focus: the outcome takes it.
  useEffect(() => {
    if (done) status.current?.focus();
  }, [done]);
  const decided = useCallback((item: ProofQueueItem, proof: Proof) => {
    setChanged((c) => ({ ...c, [proof._id]: proof }));
    const what = `${item.mediaName} — ${item.optionName}, ${formatDate(proof.day)}`;
    setDone(`${proof.state === 'verified' ? 'Verified' : 'Rejected'}: ${proof.fileName} (${what}).`);
  }, []);

  let body;
  if (loaded.status === 'success') {
    const items = current(loaded.data, changed, state);
    body = items.length > 0
      ? <List aria-label={`${PROOF_STATE_LABELS[state]} proofs`}>{items.map((i) => <QueueItem key={i.proof._id} item={i} onDone={(p) => decided(i, p)} />)}</List>
      : <EmptyState>{EMPTY[state]}</EmptyState>;
  } else if (loaded.status === 'error') body = <ErrorState title="Could not load the proof queue" message={problemText(loaded.error)} onRetry={retry} />;
  else body = <Loading label="Loading the proof queue…" />;
  return (
    <Page>
      <PageTitle>Proof queue</PageTitle>
      <Note>Riskiest first: a photo that matches an earlier proof, taken away from the site or outside the booked days comes before the rest.</Note>
      <Filter>
        <SelectField label="Show proofs" value={state} onChange={(e) => {
          setDone(null);
          setParams((prev) => {
            const next = new URLSearchParams(prev);
            next.set('state', e.target.value);
            return next;
          }, { replace: true });
        }}>
          {PROOF_STATES.map((s) => <option key={s} value={s}>{PROOF_STATE_LABELS[s]}</option>)}
        </SelectField>
      </Filter>
      <p role="status" tabIndex={-1} ref={status}>{done ? <DoneNote>{done}</DoneNote> : null}</p>
      {body}
    </Page>
  );
}
