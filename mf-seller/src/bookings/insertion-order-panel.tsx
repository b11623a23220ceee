import { useState } from 'react';
import { useRuntime, useViewer } from 'shared-ui';
import {
  fetchInsertionOrder, fetchInsertionOrderPdf, ORDER_STATUS_LABELS, orderPdfName, OrderSignatures, ShaLine, signInsertionOrder, unitsText,
  withdrawOrderSignature,
} from 'shared-ui/booking';
import { usePageResource } from 'shared-ui/runtime';
import { ErrorState, Facts } from 'shared-ui/states';
import { Button, RefusedNote } from 'shared-ui/forms';
import { saveBlob } from 'shared-ui/download';
import { formatRupees } from 'shared-domain';
import type { InsertionOrder, SignatureSide } from 'shared-domain/booking';
import { problemText } from '../shared/seller-format';
import { ActionRow, Loading, Panel } from '../shared/seller-ui';
import { useSend } from '../shared/use-send';
import { dayRange, errorText } from './booking-format';

/** "Download PDF": asks for the file with the session's token and hands it to the browser. */
function PdfLink({ order }: { order: InsertionOrder }) {
  const api = useRuntime().api.serviceB;
  const download = useSend(() => fetchInsertionOrderPdf(api, order._id));
  return (
    <ActionRow>
      <Button type="button" $variant="link" disabled={download.sending} onClick={async () => {
        const blob = await download.run();
        if (blob) saveBlob(blob, orderPdfName(order));
      }}>
        {download.sending ? 'Downloading…' : 'Download PDF'}
      </Button>
      {download.error ? <RefusedNote role="alert">Could not download the PDF: {problemText(download.error)}</RefusedNote> : null}
    </ActionRow>
  );
}

/** The signatures (shared with the campaign page): "Sign as seller" by the typed name, "Withdraw signature" while the buyer has not signed. */
function Signing({ order, onChanged }: { order: InsertionOrder; onChanged: (order: InsertionOrder) => void }) {
  const api = useRuntime().api.serviceB;
  const viewer = useViewer();
  const sign = useSend((side: SignatureSide, name: string) => signInsertionOrder(api, order._id, side, name));
  const withdraw = useSend((signatureId: string) => withdrawOrderSignature(api, order._id, signatureId));
  const done = (answer: InsertionOrder | undefined) => {
    if (answer) onChanged(answer);
    return answer !== undefined;
  };
  const refused = sign.error ?? withdraw.error;
  return (
    <>
      <OrderSignatures
        order={order}
        viewerId={viewer?._id ?? null}
        pending={sign.sending || withdraw.sending}
        onSign={async (side, name) => done(await sign.run(side, name))}
        onWithdraw={async (signatureId) => done(await withdraw.run(signatureId))}
      />
      {refused ? <RefusedNote role="alert">{errorText(refused)}</RefusedNote> : null}
    </>
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
        <dd>{ORDER_STATUS_LABELS[order.status]}</dd>
        <dt>Dates</dt>
        <dd>{dayRange(c.from, c.to)}, {unitsText(c.units)}</dd>
        <dt>Total</dt>
        <dd>{formatRupees(c.amounts.total)} with GST</dd>
      </Facts>
      <ShaLine sha256={order.sha256} />
      <PdfLink order={order} />
      <Signing order={order} onChanged={onChanged} />
    </>
  );
}

/** The insertion order of an accepted request: its facts, SHA-256, PDF, signatures and the seller's signing. */
export function InsertionOrderPanel({ orderId, first }: { orderId: string; first: InsertionOrder | null }) {
  const api = useRuntime().api.serviceB;
  const [changed, setChanged] = useState<InsertionOrder | null>(first);
  const [loaded, retry] = usePageResource(first ? null : `insertion-order:${orderId}`, () => fetchInsertionOrder(api, orderId), { forbidden: 'page' });
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
