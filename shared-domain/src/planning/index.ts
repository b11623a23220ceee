/** shared-domain/planning: the planning tools' calculations (issue 18), pure functions the pages use. */
export * from './roas';
export * from './plan-units';
export * from './budget-estimate';
export * from './ipl-budget';
