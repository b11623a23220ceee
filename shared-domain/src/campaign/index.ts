/**
 * `shared-domain/campaign`: the campaign's life-cycle, access, payment, report and brief rules.
 * Only the dashboard uses them in the browser, so it imports them from this subpath and the
 * host's first route does not carry them (Node's `shared-domain` exports them too).
 */
export * from './campaign-status';
export * from './campaign-lifecycle';
export * from './campaign-access';
export * from './campaign-payments';
export * from './campaign-view';
export type { PaymentState, PaymentVerification } from '../entities/entities';
export * from './report';
export * from './brief';
export * from './brief-submission';
export * from './proof';
export * from './campaign-name';
export * from './campaign-default-name';
export * from './campaign-dates';
export * from './campaign-extras';
