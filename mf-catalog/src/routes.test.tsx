import React from 'react';
import { bus, singletonCount } from 'shared-domain';
import { preloadPage } from './routes';

it('records its React and bus for the singleton check', () => {
  const registry = (globalThis as { __mfSingletons?: Record<string, unknown[]> }).__mfSingletons;
  expect(registry?.react).toContain(React);
  expect(registry?.bus).toContain(bus);
  expect(singletonCount('react')).toBe(1);
  expect(singletonCount('bus')).toBe(1);
});

it('preloads a category page’s own code; once loaded it is there', async () => {
  const loading = preloadPage('/newspaper');
  expect(loading).toBeInstanceOf(Promise);
  await loading;
  expect(preloadPage('/newspaper')).toBeUndefined();
});
