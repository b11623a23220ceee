import React from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { bus, mountIdPrefix, recordSingleton, type MountFn, type MountOptions } from 'shared-domain';
import { BagPage } from './bag/bag-page';
import { BagConfigProvider, configFromMount } from './config/bag-config';
import { mergeTheme } from './config/theme';

recordSingleton('react', React);
recordSingleton('bus', bus);

function BagApp({ options }: { options: MountOptions }) {
  return (
    <ThemeProvider theme={mergeTheme(options.theme)}>
      <BagConfigProvider value={configFromMount(options)}>
        <BagPage />
      </BagConfigProvider>
    </ThemeProvider>
  );
}

/** `mf_bag/mount`: renders the full bag into any element, e.g. an agency's page. */
export const mount: MountFn = (element, options) => {
  const root = createRoot(element, { identifierPrefix: mountIdPrefix('mf-bag') });
  let current: MountOptions = options;
  root.render(<BagApp options={current} />);
  return {
    update(next) {
      current = { ...current, ...next };
      root.render(<BagApp options={current} />);
    },
    unmount() {
      root.unmount();
    },
  };
};

export default mount;
