import React from 'react';
import { bus, singletonCount } from 'shared-domain';
import './routes';

it('records its React and bus for the singleton check', () => {
  const registry = (globalThis as { __mfSingletons?: Record<string, unknown[]> }).__mfSingletons;
  expect(registry?.react).toContain(React);
  expect(registry?.bus).toContain(bus);
  expect(singletonCount('react')).toBe(1);
  expect(singletonCount('bus')).toBe(1);
});
