/** `shared-domain/analytics`: the event contract, the batch rule, the time-spent steps, the funnel and the consent to third-party scripts. */
export * from './steps';
export * from './events';
export * from './funnel';
export * from './consent';
