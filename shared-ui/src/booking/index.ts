/**
 * `shared-ui/booking`: the pieces of booking with the seller (issue 37) that the campaign page and
 * the seller studio both show: a request's status line, an insertion order's SHA-256 and its
 * signatures with the typed-name signing form.
 */
export * from './request-status';
export * from './sha-line';
export * from './order-signatures';
