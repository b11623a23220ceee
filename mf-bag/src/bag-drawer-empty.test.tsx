import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LOCAL_BAG_KEY, toLocalBagItem } from 'shared-domain';
import BagDrawer from './bag-drawer';
import { TestRuntime } from './test/test-runtime';
import { resetBagStores } from './bag/state/use-bag';
import { createFakeApi, NEWSPAPER } from './test/fake-bag-api';
import { createTestBus, memoryStorage } from './test/fixtures';

beforeEach(() => resetBagStores());

it.each([['a guest', null], ['a signed-in user', 'token-1']])('closes when %s deletes the last line (SPEC.md section 4)', async (_who, token) => {
  const api = createFakeApi({ lines: [NEWSPAPER] });
  const storage = memoryStorage({ [LOCAL_BAG_KEY]: JSON.stringify([toLocalBagItem(NEWSPAPER)]) });
  const onClose = jest.fn();
  render(
    <MemoryRouter>
      <TestRuntime storage={storage} bus={createTestBus()} adapter={api.adapter} token={token}>
        <BagDrawer open onClose={onClose} />
      </TestRuntime>
    </MemoryRouter>,
  );
  const line = await screen.findByTestId('bag-line');
  expect(onClose).not.toHaveBeenCalled();
  fireEvent.click(within(line).getByRole('button', { name: /^Delete / }));
  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
});
