/**
 * `shared-ui/booking`: what the catalogue's detail page and the bag both show of booking with
 * the seller (issue 37): the availability badge, the hook that reads GET /availability for many
 * options at once, and the words for ranges of days and holds.
 */
export * from './booking-text';
export * from './availability-api';
export * from './use-availability';
export * from './availability-badge';
