import React from 'react';
import { bus, recordSingleton, type MountFn } from 'shared-domain';
import { mountRemote } from 'shared-ui/runtime';
import { BagPage } from './bag/bag-page';

recordSingleton('react', React);
recordSingleton('bus', bus);

/**
 * `mf_bag/mount`: renders the full bag into any element, e.g. an agency's page, in the embed's
 * runtime (shared-ui's mountRemote: both services' clients over `apiBase`, `campaignApiBase`
 * and `token`). `theme` (and `update({ theme })`) writes the theme's CSS custom properties on
 * `element`: the bag reads only those (shared-ui's tokens), so it shows in the embedder's colours.
 */
export const mount: MountFn = (element, options) => mountRemote(element, options, 'mf-bag', () => <BagPage />);

export default mount;
