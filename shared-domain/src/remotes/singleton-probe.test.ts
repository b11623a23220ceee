import { recordSingleton, singletonCount } from './singleton-probe';

it('counts distinct instances only', () => {
  const a = {};
  recordSingleton('probe-test', a);
  recordSingleton('probe-test', a);
  expect(singletonCount('probe-test')).toBe(1);
  recordSingleton('probe-test', {});
  expect(singletonCount('probe-test')).toBe(2);
  expect(singletonCount('never')).toBe(0);
});
