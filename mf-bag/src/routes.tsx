import React from 'react';
import { bus, recordSingleton } from 'shared-domain';
import { definePages } from 'shared-ui/runtime';
import { BagPage } from './bag/bag-page';

recordSingleton('react', React);
recordSingleton('bus', bus);

/** The bag's one page (`/bag`), by the route table's name; any other path shows nothing of the bag. */
const pages = definePages('mf_bag', { bag: { component: BagPage } }, { fallback: null, notFound: { component: () => null } });

/** Nothing to wait for: the bag page is in this module's chunk. */
export const preloadPage = pages.preloadPage;

/** `mf_bag/routes`: renders the bag's route (mount it under a `path="*"` route). */
export default pages.Routes;
