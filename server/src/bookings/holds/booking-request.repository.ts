/**
 * What a new request carries and tells: its amounts, priced by shared-domain from the bag line or
 * the campaign line it came from (else from the option's default rates), and the e-mail to the
 * option's seller account (none for the marketplace's own catalogue: staff read the inbox).
 */
import { newBagLine, priceOption, type BagMediaOption, type BookingAmounts } from 'shared-domain';
import type { Db, Executor } from '../../db/database';
import type { OutgoingMessage } from '../../delivery/message';
import type { OptionFacts } from '../availability/option-facts.repository';

/** The priced line as a request stores it. */
export function amountsOf(line: Readonly<BagMediaOption>, facts: OptionFacts): BookingAmounts {
  const priced = priceOption(line, { serviceTaxPercentage: facts.option.serviceTaxPercentage ?? 18 });
  return {
    unitLabel: line.display?.unitLabel ?? facts.option.unitLabel ?? 'per unit',
    rate: priced.discountedRate,
    quantity: priced.quantity,
    subTotal: priced.subTotal,
    gstPercent: priced.serviceTaxPercentage,
    gst: priced.serviceTax,
    total: priced.totalPrice,
  };
}

/** The option at its default units and rates, as a fresh bag line would price it. */
export function defaultLineOf(facts: OptionFacts): BagMediaOption {
  return newBagLine(facts.option, { _id: facts.mediaId, name: facts.mediaName, category: facts.category, slug: facts.slug, city: facts.city });
}

const rupees = (n: number) => `Rs. ${n.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

/** The e-mail to the seller account of a new request, or null when the option has no seller account. */
export async function sellerMail(ex: Executor | Db, facts: OptionFacts, request: {
  buyerName: string; from: string; to: string; units: number; amounts: BookingAmounts; respondBy: string;
}): Promise<OutgoingMessage | null> {
  if (facts.sellerId === null) return null;
  const account = await ex.selectFrom('seller_accounts').select(['name', 'contact_email']).where('id', '=', facts.sellerId).executeTakeFirst();
  if (!account?.contact_email) return null;
  const a = request.amounts;
  return {
    to: account.contact_email,
    channel: 'email',
    subject: `New booking request: ${facts.mediaName}, ${facts.optionName} (${request.from} to ${request.to})`,
    text: [
      `Hello ${account.name},`,
      '',
      `${request.buyerName} asks to book ${facts.optionName} of ${facts.mediaName} (${facts.city}).`,
      `Dates: ${request.from} to ${request.to}`,
      `Units: ${request.units}`,
      `Rate: ${rupees(a.rate)} ${a.unitLabel}; quantity ${a.quantity}`,
      `Amount: ${rupees(a.subTotal)} + GST ${a.gstPercent}% ${rupees(a.gst)} = ${rupees(a.total)}`,
      '',
      `Please answer by ${request.respondBy.slice(0, 16).replace('T', ' ')} UTC: accept, decline with a reason, or counter.`,
      'Open "Bookings" in your seller studio to answer.',
    ].join('\n'),
  };
}
