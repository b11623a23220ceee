/** `shared-domain/analytics`: the event contract, the batch rule, the time-spent steps and the funnel. */
export * from './steps';
export * from './events';
export * from './funnel';
