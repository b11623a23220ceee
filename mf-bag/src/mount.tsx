import React from 'react';
import { createRoot } from 'react-dom/client';
import { bus, mountIdPrefix, recordSingleton, type MountFn, type MountOptions } from 'shared-domain';
import { BagPage } from './bag/bag-page';
import { BagConfigProvider, configFromMount } from './config/bag-config';
import { themedMount } from 'shared-ui';

recordSingleton('react', React);
recordSingleton('bus', bus);

function BagApp({ options }: { options: MountOptions }) {
  return (
    <BagConfigProvider value={configFromMount(options)}>
      <BagPage />
    </BagConfigProvider>
  );
}

/**
 * `mf_bag/mount`: renders the full bag into any element, e.g. an agency's page. `theme` (and
 * `update({ theme })`) writes the theme's CSS custom properties on `element`: the bag reads
 * only those (shared-ui's tokens), so it shows in the embedder's colours.
 */
export const mount: MountFn = (element, options) =>
  themedMount(element, createRoot(element, { identifierPrefix: mountIdPrefix('mf-bag') }), options, (current) => <BagApp options={current} />);

export default mount;
