/**
 * `shared-ui/booking`: the pieces of booking with the seller (issue 37) that several remotes
 * show: the availability badge and the hook that reads GET /availability for many options at
 * once (detail page, bag), the words for ranges of days and holds, a request's status line, an
 * insertion order's SHA-256 and its signatures with the typed-name signing form (campaign page,
 * seller studio).
 */
export * from './booking-text';
export * from './availability-api';
export * from './use-availability';
export * from './availability-badge';
export * from './request-status';
export * from './sha-line';
export * from './order-signatures';
export * from './field-error';
export * from './order-api';
export * from './use-now';
