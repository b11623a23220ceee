import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { color, useRuntime } from 'shared-ui';
import { usePageResource } from 'shared-ui/runtime';
import { ErrorState, Facts, PlainList } from 'shared-ui/states';
import { Button, DoneNote, RefusedNote, TextField } from 'shared-ui/forms';
import { saveBlob } from 'shared-ui/download';
import { formatRupees } from 'shared-domain';
import type { InsertionOrder, InsertionOrderStatus, OrderSignature } from 'shared-domain/booking';
import { formatWhen, problemText } from '../shared/seller-format';
import { ActionRow, Loading, Panel } from '../shared/seller-ui';
import { useSend } from '../shared/use-send';
import { fetchOrder, fetchOrderPdf, signOrder, withdrawSignature } from './booking-api';
import { dayRange, errorText } from './booking-format';
import { unitsText } from './booking-parts';

const NAME_MIN = 2;
const NAME_MAX = 120;

const ORDER_STATUS: Record<InsertionOrderStatus, string> = {
  'awaiting-signatures': 'Waiting for signatures',
  signed: 'Signed by both sides',
  superseded: 'Replaced by a newer version',
};

const Hash = styled.code`
  display: block;
  overflow-wrap: anywhere;
  font-size: 0.8125rem;
  color: ${color.ink};
`;

const SideName = { buyer: 'Buyer', seller: 'Seller' } as const;

/** The live (not withdrawn) signature of a side, if any. */
const signatureOf = (order: InsertionOrder, side: 'buyer' | 'seller'): OrderSignature | undefined =>
  order.signatures.find((s) => s.side === side && !s.withdrawnAt);

function Signatures({ order }: { order: InsertionOrder }) {
  return (
    <PlainList aria-label="Signatures">
      {(['seller', 'buyer'] as const).map((side) => {
        const signed = signatureOf(order, side);
        return (
          <li key={side}>
            <strong>{SideName[side]}:</strong> {signed ? `Signed by ${signed.name} on ${formatWhen(signed.signedAt)}` : 'Not signed yet'}
          </li>
        );
      })}
      {order.signatures.filter((s) => s.withdrawnAt).map((s) => (
        <li key={s._id}>{SideName[s.side]}: {s.name} withdrew the signature on {formatWhen(s.withdrawnAt)}</li>
      ))}
    </PlainList>
  );
}

/** "Sign as seller" by the typed full name; "Withdraw signature" while the buyer has not signed. */
function SellerSignature({ order, onChanged }: { order: InsertionOrder; onChanged: (order: InsertionOrder) => void }) {
  const api = useRuntime().api.serviceB;
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const sign = useSend((typed: string) => signOrder(api, order._id, typed));
  const withdraw = useSend((id: string) => withdrawSignature(api, order._id, id));
  const mine = signatureOf(order, 'seller');
  const buyerSigned = Boolean(signatureOf(order, 'buyer'));
  if (order.status === 'superseded' || !order.canSignAs.includes('seller')) return null;
  if (mine) {
    if (buyerSigned) return null;
    return (
      <ActionRow>
        <Button type="button" $variant="secondary" disabled={withdraw.sending} onClick={async () => {
          const answer = await withdraw.run(mine._id);
          if (answer) onChanged(answer);
        }}>
          {withdraw.sending ? 'Withdrawing…' : 'Withdraw signature'}
        </Button>
        {withdraw.error ? <RefusedNote role="alert">{errorText(withdraw.error)}</RefusedNote> : null}
      </ActionRow>
    );
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const typed = name.trim().replace(/\s+/g, ' ');
    if (typed.length < NAME_MIN) return setProblem('Type your full name to sign');
    if (typed.length > NAME_MAX) return setProblem(`Keep the name to ${NAME_MAX} characters`);
    setProblem(null);
    const answer = await sign.run(typed);
    if (answer) {
      setName('');
      onChanged(answer);
    }
  };
  return (
    <form noValidate onSubmit={submit}>
      <TextField label="Type your full name to sign" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)}
        hint="Typing your name is your signature on this version of the order." error={problem ?? (sign.error ? errorText(sign.error) : null)} />
      <Button type="submit" disabled={sign.sending}>{sign.sending ? 'Signing…' : 'Sign as seller'}</Button>
    </form>
  );
}

/** "Download PDF": asks for the file with the session's token and hands it to the browser. */
function PdfLink({ order }: { order: InsertionOrder }) {
  const api = useRuntime().api.serviceB;
  const download = useSend(() => fetchOrderPdf(api, order._id));
  return (
    <ActionRow>
      <Button type="button" $variant="link" disabled={download.sending} onClick={async () => {
        const blob = await download.run();
        if (blob) saveBlob(blob, `${order.content.number}.pdf`);
      }}>
        {download.sending ? 'Downloading…' : 'Download PDF'}
      </Button>
      {download.error ? <RefusedNote role="alert">Could not download the PDF: {problemText(download.error)}</RefusedNote> : null}
    </ActionRow>
  );
}

function OrderBody({ order, onChanged }: { order: InsertionOrder; onChanged: (order: InsertionOrder) => void }) {
  const c = order.content;
  return (
    <>
      <Facts>
        <dt>Order</dt>
        <dd>{c.number} (version {order.version})</dd>
        <dt>Status</dt>
        <dd>{ORDER_STATUS[order.status]}</dd>
        <dt>Dates</dt>
        <dd>{dayRange(c.from, c.to)}, {unitsText(c.units)}</dd>
        <dt>Total</dt>
        <dd>{formatRupees(c.amounts.total)} with GST</dd>
        <dt>SHA-256</dt>
        <dd><Hash aria-label="SHA-256 of the PDF">{order.sha256}</Hash></dd>
      </Facts>
      <PdfLink order={order} />
      <Signatures order={order} />
      {order.status === 'signed' ? <DoneNote role="status">Both sides have signed this order.</DoneNote> : null}
      <SellerSignature order={order} onChanged={onChanged} />
    </>
  );
}

/** The insertion order of an accepted request: its facts, SHA-256, PDF, signatures and the seller's signing. */
export function InsertionOrderPanel({ orderId, first }: { orderId: string; first: InsertionOrder | null }) {
  const api = useRuntime().api.serviceB;
  const [changed, setChanged] = useState<InsertionOrder | null>(first);
  const [loaded, retry] = usePageResource(first ? null : `insertion-order:${orderId}`, () => fetchOrder(api, orderId), { forbidden: 'page' });
  const order = changed ?? (loaded.status === 'success' ? loaded.data : null);
  let body;
  if (order) body = <OrderBody order={order} onChanged={setChanged} />;
  else if (loaded.status === 'error') body = <ErrorState title="Could not load the insertion order" message={problemText(loaded.error)} onRetry={retry} />;
  else body = <Loading label="Loading the insertion order…" heights={[120]} />;
  return (
    <Panel aria-labelledby="insertion-order">
      <h2 id="insertion-order">Insertion order</h2>
      {body}
    </Panel>
  );
}
