/** `shared-domain/analytics`: the event contract, the batch rule and the time-spent steps. */
export * from './events';
export * from './funnel';
