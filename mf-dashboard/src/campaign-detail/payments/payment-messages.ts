/** How a payment mode is named on screen (an older server's `bank-transfer` too). */
export const MODE_LABELS: Record<string, string> = {
  bank: 'Bank transfer',
  'bank-transfer': 'Bank transfer',
  upi: 'UPI',
  card: 'Card',
};

/** The mode's name on screen, or the mode as sent when it has none. */
export const modeLabel = (mode: string): string => MODE_LABELS[mode] ?? mode;

/** Shown when the server takes no card payments (PAYMENT_GATEWAY=none). */
export const CARD_UNAVAILABLE =
  'Card payments are not available on this site. Pay by bank transfer or UPI and enter its reference here.';

/** Said (as news, not as an error) when the checkout was closed without paying. */
export const CARD_CANCELLED = 'Card payment cancelled. Nothing was charged.';

/** Said once an advertiser's bank transfer or UPI payment is recorded: it counts when staff have verified it. */
export const AWAITING_VERIFICATION_NOTICE = 'Payment recorded. Our team will verify it shortly.';
