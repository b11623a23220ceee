/** shared-domain/planning: the planning tools' calculations (issue 18), pure functions the pages use. */
export * from './roas';
export * from './creative-sizes';
export * from './creative-layout';
export * from './creative-input';
export * from './plan-units';
export * from './recommend';
export * from './recommend-request';
export * from './budget-estimate';
export * from './ipl-budget';
export * from './recommend-query';
export * from './ad-copy';
