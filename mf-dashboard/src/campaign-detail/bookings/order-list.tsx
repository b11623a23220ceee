import styled from 'styled-components';
import type { InsertionOrder } from 'shared-domain/booking';
import { color } from 'shared-ui';
import { fullDayRange, ORDER_STATUS_LABELS, OrderSignatures, ShaLine, unitsText } from 'shared-ui/booking';
import { Facts } from 'shared-ui/states';
import { formatRupeesExact } from '../../app/format';
import { ActionError } from '../../ui/dialog';
import { Actions, Button, Card, Muted, SectionTitle, SubTitle } from '../../ui/primitives';
import type { Bookings } from './use-bookings';

const Item = styled.article`
  border-top: 1px solid ${color.line};
  padding: 12px 0;
  overflow-wrap: anywhere;
`;

function OrderItem({ order, bookings, viewerId }: { order: InsertionOrder; bookings: Bookings; viewerId: string | null }) {
  const c = order.content;
  const { sign, withdraw, download } = bookings;
  return (
    <Item aria-label={`Insertion order ${c.number}`}>
      <SubTitle>
        Insertion order {c.number} (version {order.version})
      </SubTitle>
      <p>
        <strong>{ORDER_STATUS_LABELS[order.status]}</strong>
      </p>
      <Facts>
        <dt>Media</dt>
        <dd>
          {c.option.mediaName}, {c.option.name} ({c.option.city})
        </dd>
        <dt>Seller</dt>
        <dd>{c.seller.company ?? c.seller.name}</dd>
        <dt>Buyer</dt>
        <dd>{c.buyer.company ?? c.buyer.name}</dd>
        <dt>Dates</dt>
        <dd>{fullDayRange(c.from, c.to)}</dd>
        <dt>Units</dt>
        <dd>{unitsText(c.units)}</dd>
        <dt>Rate</dt>
        <dd>
          {formatRupeesExact(c.amounts.rate)} {c.amounts.unitLabel}
        </dd>
        <dt>GST ({c.amounts.gstPercent}%)</dt>
        <dd>{formatRupeesExact(c.amounts.gst)}</dd>
        <dt>Total</dt>
        <dd>{formatRupeesExact(c.amounts.total)}</dd>
      </Facts>
      <Actions>
        <Button
          type="button"
          $variant="outline"
          aria-label={`Download PDF of ${c.number}`}
          aria-disabled={download.pending || undefined}
          onClick={() => void download.run(order._id, c.number)}
        >
          Download PDF
        </Button>
      </Actions>
      <ShaLine sha256={order.sha256} />
      <Muted>Each signature records the SHA-256 of the PDF signed. A changed order is a new version and needs new signatures.</Muted>
      <OrderSignatures
        order={order}
        viewerId={viewerId}
        pending={sign.pending || withdraw.pending}
        onSign={async (side, name) => (await sign.run(order._id, side, name)) !== undefined}
        onWithdraw={async (signatureId) => (await withdraw.run(order._id, signatureId)) !== undefined}
      />
    </Item>
  );
}

/** The campaign's current insertion orders: the PDF, its SHA-256 and the signatures. */
export function OrderList({ bookings, viewerId }: { bookings: Bookings; viewerId: string | null }) {
  const orders = bookings.data?.orders ?? [];
  if (orders.length === 0) return null;
  return (
    <Card aria-labelledby="booking-orders-title">
      <SectionTitle id="booking-orders-title">Insertion orders</SectionTitle>
      <ActionError error={bookings.sign.error ?? bookings.withdraw.error ?? bookings.download.error} />
      {orders.map((o) => (
        <OrderItem key={o._id} order={o} bookings={bookings} viewerId={viewerId} />
      ))}
    </Card>
  );
}
