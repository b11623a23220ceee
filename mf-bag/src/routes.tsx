import React from 'react';
import { bus, recordSingleton } from 'shared-domain';
import { definePages } from 'shared-ui/runtime';
import { BagPage } from './bag/bag-page';
import { EmbedSignInPage } from './embed-sign-in/embed-sign-in-page';

recordSingleton('react', React);
recordSingleton('bus', bus);

/** The bag's pages (`/bag`, and the sign-in window of its agency embed), by the route table's names; any other path shows nothing of the bag. */
const pages = definePages('mf_bag', { bag: { component: BagPage }, 'embed-sign-in': { component: EmbedSignInPage } }, { fallback: null, notFound: { component: () => null } });

/** Nothing to wait for: the bag page is in this module's chunk. */
export const preloadPage = pages.preloadPage;

/** `mf_bag/routes`: renders the bag's route (mount it under a `path="*"` route). */
export default pages.Routes;
