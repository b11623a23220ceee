/**
 * What a new request carries: its amounts, priced by shared-domain from the bag line or the
 * campaign line it came from (else from the option's default rates). Its e-mail to the seller
 * is requests/booking-mail.ts's `sellerRequestMail`.
 */
import { newBagLine, priceOption, type BagMediaOption, type BookingAmounts } from 'shared-domain';
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
