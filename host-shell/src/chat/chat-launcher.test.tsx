import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { whiteLabel } from 'shared-domain';
import { App } from '../app/app';
import { fakeLoader, testRuntime, testSession } from '../test/render-with-providers';
import { ORG } from '../test/organisation';
import { installMatchMedia } from '../test/viewport';
import type { ChatThreadView } from './chat-api';

const opened: ChatThreadView = {
  threadId: 't-1', messages: [{ role: 'assistant', content: "What is your brand's name?" }], fieldName: 'brand.name', suggestions: [], brief: null,
};
const send = jest.fn(async () => opened);
// The panel's default API is the site's; here it answers at once.
jest.mock('./chat-api', () => ({
  ...jest.requireActual('./chat-api'),
  createChatApi: () => ({ send, load: jest.fn(), saveBrief: jest.fn() }),
}));

const page = (name: string) => ({ default: () => <h1>{name}</h1> });
const sessions: { dispose(): void }[] = [];
function renderApp(route: string, organisation: typeof ORG | null = null) {
  const { session } = testSession();
  sessions.push(session);
  return render(
    <MemoryRouter initialEntries={[route]}>
      <App
        runtime={testRuntime()}
        loader={fakeLoader({ 'mf_catalog/routes': page('Catalog'), 'mf_landing/routes': page('Landing') })}
        now={new Date(2026, 10, 26)}
        session={session}
        organisation={organisation}
      />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  installMatchMedia(1280);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  sessions.splice(0).forEach((s) => s.dispose());
  jest.restoreAllMocks();
});

describe('ChatLauncher in the shell', () => {
  it('opens the assistant from "Chat with us", and Escape closes it with focus back on the button', async () => {
    renderApp('/');
    const launcher = await screen.findByRole('button', { name: 'Chat with us' });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(launcher);
    const panel = await screen.findByRole('dialog', { name: 'Campaign brief assistant' });
    expect(launcher).toHaveAttribute('aria-expanded', 'true');
    expect(launcher).toHaveAttribute('aria-controls', panel.id);
    await waitFor(() => expect(panel).toHaveTextContent("What is your brand's name?"));
    expect(send).toHaveBeenCalledWith('', null);
    await act(async () => {
      fireEvent.keyDown(screen.getByLabelText('Your message'), { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog', { name: 'Campaign brief assistant' })).toBeNull();
    expect(launcher).toHaveFocus();
  });

  it('is not on landing pages, nor on a white-label host that has not turned it on', async () => {
    renderApp('/lp/newspaper-advertising');
    await screen.findByRole('heading', { name: 'Landing' });
    expect(screen.queryByRole('button', { name: 'Chat with us' })).toBeNull();
  });

  it('is on a white-label host only when the organisation asks for it', async () => {
    try {
      whiteLabel.set(ORG);
      const { unmount } = renderApp('/', ORG);
      await screen.findByRole('heading', { name: 'Catalog' });
      expect(screen.queryByRole('button', { name: 'Chat with us' })).toBeNull();
      unmount();
      const asks = { ...ORG, showChat: true };
      whiteLabel.set(asks);
      renderApp('/', asks);
      expect(await screen.findByRole('button', { name: 'Chat with us' })).toBeInTheDocument();
    } finally {
      whiteLabel.set(null);
    }
  });
});
