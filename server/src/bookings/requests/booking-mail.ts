/**
 * The e-mails of booking requests (issue 37): to the seller account of a new request (none for
 * the marketplace's own catalogue: staff read the inbox), to the buyer when the seller answers
 * (accepted, declined with the reason, or a counter-offer with its terms and deadline), and to
 * the seller account when the buyer answers a counter-offer. Sent after the answer is stored; a
 * failed e-mail is logged and the answer stands (the pages show it either way).
 */
import { formatDate, formatRate, formatRupeesExact, type BookingRequest } from 'shared-domain';
import type { OtpDelivery } from '../../delivery/delivery';

export type BuyerMailKind = 'accepted' | 'declined' | 'countered';

const unitsText = (n: number) => (n === 1 ? '1 unit' : `${n} units`);
const times = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** A time as India reads it: "24 Feb 2030, 11:30 am India time". */
export function indiaTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : `${times.format(d)} India time`;
}

/** The subject and text of the buyer's e-mail. */
export function buyerMail(kind: BuyerMailKind, request: BookingRequest, orderNumber: string | null): { subject: string; text: string } {
  const what = `${request.optionName} (${request.mediaName}${request.city ? `, ${request.city}` : ''})`;
  const terms = `from ${formatDate(request.from)} to ${formatDate(request.to)}, ${unitsText(request.units)} at ${formatRate(request.rate)} ${request.amounts.unitLabel}`.trim();
  const where = request.campaignId ? "Open the campaign's Bookings tab to see it." : 'Open your bookings to see it.';
  if (kind === 'accepted') {
    return {
      subject: `Booking accepted: ${request.mediaName}`,
      text: `${request.sellerName} accepted your booking request for ${what}, ${terms}.\n\n`
        + `Insertion order ${orderNumber ?? ''} is ready for both sides to sign. ${where}`,
    };
  }
  if (kind === 'declined') {
    return {
      subject: `Booking declined: ${request.mediaName}`,
      text: `${request.sellerName} declined your booking request for ${what}, ${terms}.\n\nReason: ${request.declineReason ?? ''}\n\nThe units you held are free again. ${where}`,
    };
  }
  const counter = request.counter;
  const offered = [
    counter?.rate !== undefined ? `rate ${formatRate(counter.rate)} ${request.amounts.unitLabel}` : null,
    counter?.from !== undefined || counter?.to !== undefined ? `dates ${formatDate(counter?.from ?? request.from)} to ${formatDate(counter?.to ?? request.to)}` : null,
    counter?.units !== undefined ? unitsText(counter.units) : null,
  ].filter((p): p is string => p !== null).join(', ');
  return {
    subject: `Counter-offer: ${request.mediaName}`,
    text: `${request.sellerName} answered your booking request for ${what}, ${terms}, with a counter-offer: ${offered}.`
      + `${counter?.note ? `\n\nNote from the seller: ${counter.note}` : ''}\n\nAccept or decline it by ${indiaTime(counter?.respondBy ?? request.respondBy)}; `
      + `your hold lasts until then. ${where}`,
  };
}

/** The subject and text of the seller's e-mail when the buyer answers a counter-offer (`orderNumber`: the order a yes issued). */
export function sellerCounterAnswerMail(request: BookingRequest, accepted: boolean, orderNumber: string | null): { subject: string; text: string } {
  const what = `${request.optionName} (${request.mediaName}${request.city ? `, ${request.city}` : ''})`;
  const buyer = request.buyer.company ? `${request.buyer.name} (${request.buyer.company})` : request.buyer.name;
  if (accepted) {
    const terms = `from ${formatDate(request.from)} to ${formatDate(request.to)}, ${unitsText(request.units)} at ${formatRate(request.rate)} ${request.amounts.unitLabel}`.trim();
    return {
      subject: `Counter-offer accepted: ${request.mediaName}`,
      text: `${buyer} accepted your counter-offer for ${what}: ${terms}. The units are booked.\n\n`
        + `Insertion order ${orderNumber ?? ''} is ready for both sides to sign. Open "Bookings" in your seller studio to sign it.`,
    };
  }
  return {
    subject: `Counter-offer declined: ${request.mediaName}`,
    text: `${buyer} declined your counter-offer for ${what}. The request is closed and the units they held are free again.\n\n`
      + 'Open "Bookings" in your seller studio to see it.',
  };
}

/** The subject and text of the seller's e-mail of a new request (a hold, or a campaign's plan line). */
export function sellerRequestMail(request: BookingRequest): { subject: string; text: string } {
  const a = request.amounts;
  const buyer = request.buyer.company ? `${request.buyer.name} (${request.buyer.company})` : request.buyer.name;
  return {
    subject: `New booking request: ${request.mediaName}, ${request.optionName} (${formatDate(request.from)} to ${formatDate(request.to)})`,
    text: [
      `${buyer} asks to book ${request.optionName} of ${request.mediaName}${request.city ? ` (${request.city})` : ''}.`,
      `Dates: ${formatDate(request.from)} to ${formatDate(request.to)}`,
      `Units: ${request.units}`,
      `Rate: ${formatRate(a.rate)} ${a.unitLabel}; quantity ${a.quantity}`,
      `Amount: ${formatRupeesExact(a.subTotal)} + GST ${a.gstPercent}% ${formatRupeesExact(a.gst)} = ${formatRupeesExact(a.total)}`,
      '',
      `Please answer by ${indiaTime(request.respondBy)}: accept, decline with a reason, or counter.`,
      'Open "Bookings" in your seller studio to answer.',
    ].join('\n'),
  };
}

/** Where a failed e-mail is told (the request's logger). */
export type MailLog = { error(obj: unknown, msg: string): void };

/** Sends a booking e-mail when there is an address; a failure is logged and the change stands (never throws). */
export async function sendBookingMail(
  delivery: OtpDelivery, log: MailLog | undefined, email: string | null, mail: { subject: string; text: string }, requestId: string,
): Promise<void> {
  if (!email) return;
  try {
    await delivery.send({ to: email, channel: 'email', ...mail });
  } catch (err) {
    log?.error({ err, requestId }, 'a booking e-mail could not be sent');
  }
}

/** Sends the buyer's e-mail when the buyer has an address; never throws. */
export async function mailBuyer(
  delivery: OtpDelivery, log: MailLog, email: string | null, kind: BuyerMailKind, request: BookingRequest, orderNumber: string | null,
): Promise<void> {
  await sendBookingMail(delivery, log, email, buyerMail(kind, request, orderNumber), request._id);
}
