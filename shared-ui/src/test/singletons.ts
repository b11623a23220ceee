import React from 'react';
import { bus, singletonCount } from 'shared-domain';

/**
 * After a remote's module that records them ran (its routes): it recorded the page's one React
 * and one bus, and no second of either (a browser test checks the host and every remote share them).
 */
export function expectOneReactAndBus(): void {
  const registry = (globalThis as { __mfSingletons?: Record<string, unknown[]> }).__mfSingletons;
  expect(registry?.react).toContain(React);
  expect(registry?.bus).toContain(bus);
  expect(singletonCount('react')).toBe(1);
  expect(singletonCount('bus')).toBe(1);
}
