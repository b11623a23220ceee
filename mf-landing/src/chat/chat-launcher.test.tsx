import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createRuntime, RuntimeProvider } from 'shared-ui';
import type { ChatThreadView } from './chat-api';
import ChatWidget from './chat-widget';

const opened: ChatThreadView = {
  threadId: 't-1', messages: [{ role: 'assistant', content: "What is your brand's name?" }], fieldName: 'brand.name', suggestions: [], brief: null,
};
const send = jest.fn(async () => opened);
// The panel's default API is the site's; here it answers at once.
jest.mock('./chat-api', () => ({
  ...jest.requireActual('./chat-api'),
  createChatApi: () => ({ send, load: jest.fn(async () => opened) }),
}));

/** As the host renders mf_landing/ChatWidget: no props, inside its router and the page's runtime. */
function renderWidget() {
  const runtime = createRuntime({ events: null });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <RuntimeProvider runtime={runtime}>{children}</RuntimeProvider>
    </MemoryRouter>
  );
  return render(<ChatWidget />, { wrapper });
}

beforeEach(() => {
  sessionStorage.clear();
  send.mockClear();
});

describe('ChatWidget (mf_landing/ChatWidget)', () => {
  it('opens the assistant from "Chat with us", and Escape closes it with focus back on the button', async () => {
    renderWidget();
    const launcher = screen.getByRole('button', { name: 'Chat with us' });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(send).not.toHaveBeenCalled();
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

  it('closes from its Close button too, and the launcher toggles it', async () => {
    renderWidget();
    const launcher = screen.getByRole('button', { name: 'Chat with us' });
    fireEvent.click(launcher);
    await screen.findByRole('dialog', { name: 'Campaign brief assistant' });
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog', { name: 'Campaign brief assistant' })).toBeNull();
    expect(launcher).toHaveFocus();
    fireEvent.click(launcher);
    expect(await screen.findByRole('dialog', { name: 'Campaign brief assistant' })).toBeInTheDocument();
    fireEvent.click(launcher);
    expect(screen.queryByRole('dialog', { name: 'Campaign brief assistant' })).toBeNull();
  });
});
