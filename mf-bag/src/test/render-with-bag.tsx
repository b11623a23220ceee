import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createTestBus } from 'shared-domain';
import { BagConfigProvider, type BagConfig } from '../config/bag-config';

/** Renders inside a router and a bag config with a recording test bus. */
export function renderWithBag(ui: ReactElement, config: Partial<BagConfig> = {}) {
  const bus = createTestBus();
  const utils = render(
    <MemoryRouter>
      <BagConfigProvider value={{ bus, ...config }}>{ui}</BagConfigProvider>
    </MemoryRouter>,
  );
  return { ...utils, bus };
}

export const item = (id: string, rate: number) => ({ _id: id, _media: { _id: `m-${id}`, discountedRate: rate }, tobeLoaded: true });
