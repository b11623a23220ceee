import React from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { bus, recordSingleton } from 'shared-domain';
import { BagPage } from './bag/bag-page';

recordSingleton('react', React);
recordSingleton('bus', bus);

/** Route objects of mf-bag, for a host that builds its own router. */
export const bagRoutes: RouteObject[] = [{ path: '/bag', element: <BagPage /> }];

/** `mf_bag/routes`: renders the matching bag route (mount it under a `path="*"` route). */
export default function BagRoutes() {
  return useRoutes(bagRoutes);
}
