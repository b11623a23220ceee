/** The bag view tests' harness: the view rendered at /bag with a fake API, and the lines and total it shows. */
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { CampaignTarget } from 'shared-domain';
import { TestRuntime } from '../test/test-runtime';
import { createTestBus, memoryStorage } from '../test/fixtures';
import { createFakeApi, type FakeApi } from '../test/fake-bag-api';
import { BagView } from './bag-view';

/** The router's path, on screen. */
function Where() {
  const { pathname } = useLocation();
  return <output aria-label="path">{pathname}</output>;
}

/** The bag view at /bag with a fake API, a storage and a test bus; answers them. */
export function renderBag({
  api = createFakeApi(), token = 'token-1' as string | null, storage = memoryStorage(), bus = createTestBus(),
  campaign = undefined as CampaignTarget | null | undefined, onLeaveCampaign = undefined as (() => void) | undefined,
  /** Follow the site's session (the stored token) instead of an embedder's token. */
  siteSession = false,
} = {}) {
  render(
    <MemoryRouter initialEntries={['/bag']}>
      <TestRuntime storage={storage} bus={bus} adapter={api.adapter} token={siteSession ? undefined : token}>
        <Routes>
          <Route path="/bag" element={<BagView campaign={campaign} onLeaveCampaign={onLeaveCampaign} />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </TestRuntime>
    </MemoryRouter>,
  );
  return { api, bus, storage };
}

/** A line of the bag, by its name. */
export const line = (name: RegExp) => screen.getByRole('listitem', { name });
/** The bag's total as shown. */
export const total = () => screen.getByTestId('bag-total').textContent;
/** Resolves once the view has asked the API something. */
export const settle = (api: FakeApi) => waitFor(() => expect(api.requests.length).toBeGreaterThan(0));
