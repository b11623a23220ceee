import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUTH_TOKEN_KEY, type DomainEvent } from 'shared-domain';
import { createMockApi, fail, ok, type MockHandler, type MockReply, type MockRequest } from '../test/mock-api';
import { renderWithProviders } from '../test/render';
import { BriefPage } from './brief-page';

const TODAY = '2025-03-05';

afterEach(() => window.localStorage.clear());

function renderBrief(handler: MockHandler, route = '/ad-campaign-brief') {
  const { api, requests } = createMockApi(handler);
  const view = renderWithProviders(<BriefPage today={TODAY} />, { api, route });
  const published = () => (view.bus as unknown as { published: DomainEvent[] }).published;
  return { ...view, requests, published };
}

const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The three required answers the defaults leave empty. */
function fillRequired() {
  type(/^Brand name/, 'Chai Point');
  type(/^Category/, 'Food & Beverage');
  fireEvent.change(screen.getByLabelText(/^Objective/), { target: { value: 'Brand awareness' } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit brief' }));

const created = (id = 'c-new') => ({ method: 'POST', path: '/campaigns/brief', reply: ok({ _id: id }) });

describe('BriefPage', () => {
  it('starts with the SPEC defaults: age 20–35, income 10,000–1,00,000, budget 2,00,000, start +2 and end +3 months', () => {
    renderBrief(() => ok({}));
    expect(screen.getByRole('heading', { level: 1, name: 'Campaign brief' })).toBeInTheDocument();
    expect(screen.getByLabelText('Age from')).toHaveValue(20);
    expect(screen.getByLabelText('Age to')).toHaveValue(35);
    expect(screen.getByRole('textbox', { name: 'Monthly income from (₹)' })).toHaveValue('10000');
    expect(screen.getByRole('textbox', { name: 'Monthly income to (₹)' })).toHaveValue('100000');
    expect(screen.getByRole('textbox', { name: /^Budget/ })).toHaveValue('200000');
    expect(screen.getByRole('textbox', { name: /^Budget/ })).toHaveAccessibleDescription('Whole rupees, such as 2,00,000');
    expect(screen.getByLabelText(/^Start date/)).toHaveValue('2025-05-05');
    expect(screen.getByLabelText(/^End date/)).toHaveValue('2025-06-05');
    expect(screen.getByLabelText(/^Brand name/)).toHaveValue('');
    expect(screen.getByRole('group', { name: 'Gender' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Media you would like to use' })).getByLabelText('BTL')).not.toBeChecked();
  });

  it('/plan starts the same flow', () => {
    renderBrief(() => ok({}), '/plan');
    expect(screen.getByRole('heading', { level: 1, name: 'Plan your campaign' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit brief' })).toBeInTheDocument();
  });

  it('refuses to send an incomplete brief and says why, in a focused summary and by each field', async () => {
    const { requests, published } = renderBrief(() => ok({ _id: 'x' }));
    type('Age from', '40');
    type(/^End date/, '2025-03-01');
    submit();

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('There are 5 problems with the brief');
    expect(within(summary).getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Enter the brand name',
      'Enter the brand’s category, like FMCG or Real Estate',
      'The upper age must be at least the lower age',
      'Choose the campaign objective',
      'The end date must be on or after the start date',
    ]);
    await waitFor(() => expect(summary).toHaveFocus());
    const name = screen.getByLabelText(/^Brand name/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter the brand name');
    expect(screen.getByLabelText('Age to')).toHaveAccessibleDescription('The upper age must be at least the lower age');

    fireEvent.click(within(summary).getByRole('link', { name: 'Choose the campaign objective' }));
    expect(screen.getByLabelText(/^Objective/)).toHaveFocus();

    // Messages follow the answers once shown.
    type(/^Brand name/, 'Chai Point');
    expect(screen.getByRole('alert')).toHaveTextContent('There are 4 problems with the brief');
    expect(requests).toHaveLength(0);
    expect(published().some((e) => e.type === 'auth/login-requested')).toBe(false);
  });

  it('the summary of problems is scrolled to the top below the host’s fixed header', async () => {
    // jsdom does not scroll: record what the page asks to be scrolled into view.
    const scrolled: { el: Element; options: unknown }[] = [];
    Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
      scrolled.push({ el: this, options });
    };
    try {
      renderBrief(() => ok({}));
      submit();
      const summary = await screen.findByRole('alert');
      await waitFor(() => expect(summary).toHaveFocus());
      expect(scrolled).toEqual([{ el: summary, options: { block: 'start' } }]);
      expect(summary).toHaveStyle({ scrollMarginTop: '96px' });
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('takes the budget and income with Indian or international grouping', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const { requests, location } = renderBrief(({ method, path }) => (method === 'POST' && path === '/campaigns/brief' ? created().reply : fail(404)));
    fillRequired();
    type(/^Budget/, '5,00,000');
    type('Monthly income from (₹)', '15,000');
    type('Monthly income to (₹)', '150,000');
    submit();
    await waitFor(() => expect(location()).toBe('/dashboard/c-new'));
    const sent = requests[0]!.body as { campaignDetails: { budget: number }; targetGroup: { income: unknown } };
    expect(sent.campaignDetails.budget).toBe(500000);
    expect(sent.targetGroup.income).toEqual({ from: 15000, to: 150000 });
  });

  it('SPEC.md 3.11: sends the client, request a callback and execute with TMA (our own team, said in plain words) with the brief', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const { requests, location } = renderBrief(({ method, path }) => (method === 'POST' && path === '/campaigns/brief' ? created().reply : fail(404)));
    fillRequired();
    expect(screen.getByRole('checkbox', { name: 'Request a callback' })).not.toBeChecked();
    expect(screen.getByText(/TMA is our own media team/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Client' })).toHaveAccessibleDescription('If you are an agency, the client you are planning this campaign for');
    type('Client', '  Acme Foods ');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Request a callback' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Execute with TMA' }));
    submit();
    await waitFor(() => expect(location()).toBe('/dashboard/c-new'));
    expect(requests[0]!.body).toMatchObject({ client: 'Acme Foods', requestCallback: true, executeWithTma: true, brand: { name: 'Chai Point' } });
  });

  it('refuses a budget that is not rupees, or not whole rupees, and sends nothing', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const { requests } = renderBrief(() => created().reply);
    fillRequired();
    type(/^Budget/, '5,00,00');
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the budget in rupees, such as 2,00,000');
    expect(screen.getByRole('textbox', { name: /^Budget/ })).toHaveAccessibleDescription('Whole rupees, such as 2,00,000 Enter the budget in rupees, such as 2,00,000');
    type(/^Budget/, '2,00,000.50');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a budget of at least ₹1, in whole rupees');
    expect(requests).toHaveLength(0);
  });

  it('signed in: sends the brief, then shows "Brief submitted" and opens the new campaign', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const { requests, published, location } = renderBrief(({ method, path }) =>
      method === 'POST' && path === '/campaigns/brief' ? created().reply : fail(404));
    fillRequired();
    type('Website', 'chaipoint.com');
    type('Locations', 'Mumbai, Pune, mumbai');
    fireEvent.click(within(screen.getByRole('group', { name: 'Gender' })).getByLabelText('Female'));
    fireEvent.click(within(screen.getByRole('group', { name: 'Media you would like to use' })).getByLabelText('Radio'));
    submit();

    await waitFor(() => expect(location()).toBe('/dashboard/c-new'));
    expect(requests).toHaveLength(1);
    expect(requests[0]!.headers.Authorization).toBe('Bearer tok-1');
    expect(requests[0]!.headers['Idempotency-Key']).toEqual(expect.any(String));
    expect(requests[0]!.body).toEqual({
      brand: { name: 'Chai Point', url: 'https://chaipoint.com/', salesChannel: [], category: 'Food & Beverage' },
      targetGroup: { age: { from: 20, to: 35 }, gender: ['Female'], income: { from: 10000, to: 100000 }, geos: ['Mumbai', 'Pune'] },
      campaignDetails: {
        objective: 'Brand awareness', budget: 200000, duration: { startDate: '2025-05-05', endDate: '2025-06-05' }, expectedOutcome: [],
      },
      mediaPreference: ['radio'],
    });
    expect(published()).toEqual(expect.arrayContaining([
      { type: 'snackbar/shown', message: 'Brief submitted', tone: 'info' },
      { type: 'campaign/saved', campaignId: 'c-new' },
    ]));
  });

  it('a guest is asked to sign in on submit; the brief is sent once they have', async () => {
    const { requests, bus, published, location } = renderBrief(({ path }) => (path === '/campaigns/brief' ? created('c-guest').reply : fail(404)));
    fillRequired();
    submit();

    await waitFor(() => expect(published()).toContainEqual({ type: 'auth/login-requested' }));
    expect(requests).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Sign in to send the brief…');

    act(() => {
      window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-new');
      bus.publish({ type: 'auth/login-completed', user: { _id: 'u1', name: 'Asha', role: '' } });
    });
    await waitFor(() => expect(location()).toBe('/dashboard/c-guest'));
    expect(requests.map((r) => [r.method, r.path, r.headers.Authorization])).toEqual([['POST', '/campaigns/brief', 'Bearer tok-new']]);
  });

  it('a guest who closes the sign-in keeps the answers and nothing is sent', async () => {
    const { requests, bus, published } = renderBrief(() => created().reply);
    fillRequired();
    submit();
    await waitFor(() => expect(published()).toContainEqual({ type: 'auth/login-requested' }));
    act(() => bus.publish({ type: 'auth/login-cancelled' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign in to send the brief. Your answers are still here.');
    expect(screen.getByLabelText(/^Brand name/)).toHaveValue('Chai Point');
    expect(requests).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Submit brief' })).toBeEnabled();
  });

  it('a failed send is said in words and the brief can be sent again', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const replies: MockReply[] = [fail(500, 'Server Error!'), ok({ _id: 'c-2' })];
    const { requests, location } = renderBrief(() => replies.shift()!);
    fillRequired();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not send the brief. Server Error!');
    submit();
    await waitFor(() => expect(location()).toBe('/dashboard/c-2'));
    // The same key: had the first answer been lost, the server would not make a second campaign.
    expect(requests[1]!.headers['Idempotency-Key']).toBe(requests[0]!.headers['Idempotency-Key']);
  });

  it('uploads the chosen files to the new campaign with progress, then opens it', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    let release: (r: MockReply) => void = () => {};
    let uploadReq: MockRequest | null = null;
    const { requests, location } = renderBrief((req) => {
      if (req.path === '/campaigns/brief') return created('c-files').reply;
      uploadReq = req;
      return new Promise<MockReply>((resolve) => {
        release = resolve;
      });
    });
    fillRequired();
    const deck = new File(['%PDF-1.7 deck'], 'deck.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Attach files (optional)'), { target: { files: [deck] } });
    expect(within(screen.getByRole('list', { name: 'Chosen files' })).getByText('deck.pdf')).toBeInTheDocument();
    submit();

    await waitFor(() => expect(uploadReq).not.toBeNull());
    act(() => uploadReq!.progress(5, 10));
    const uploadsList = screen.getByRole('list', { name: 'Uploads' });
    expect(within(uploadsList).getByText('Uploading 50%')).toBeInTheDocument();
    expect(within(uploadsList).getByRole('progressbar', { name: 'Upload of deck.pdf' })).toHaveAttribute('value', '50');
    expect(location()).toBe('/ad-campaign-brief');

    await act(async () => release(ok({ _id: 'up-1', name: 'deck.pdf' })));
    await waitFor(() => expect(location()).toBe('/dashboard/c-files'));
    expect(requests.map((r) => [r.method, r.path])).toEqual([['POST', '/campaigns/brief'], ['POST', '/campaigns/c-files/uploads']]);
    expect(requests[1]!.body).toBe(deck);
  });

  it('a failed upload can be retried without making the campaign again', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const uploadReplies: MockReply[] = [fail(415, 'The file is not a PDF'), ok({ _id: 'up-1', name: 'deck.pdf' })];
    const { requests, location, published } = renderBrief(({ path }) => (path === '/campaigns/brief' ? created('c-up').reply : uploadReplies.shift()!));
    fillRequired();
    fireEvent.change(screen.getByLabelText('Attach files (optional)'), {
      target: { files: [new File(['x'], 'deck.pdf', { type: 'application/pdf' })] },
    });
    submit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Your brief was sent and the campaign was created, but a file was not uploaded.');
    expect(screen.getByText('Not uploaded: The file is not a PDF')).toBeInTheDocument();
    expect(published().some((e) => e.type === 'snackbar/shown')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Retry failed uploads' }));
    await waitFor(() => expect(location()).toBe('/dashboard/c-up'));
    expect(requests.filter((r) => r.path === '/campaigns/brief')).toHaveLength(1);
    expect(requests.filter((r) => r.path === '/campaigns/c-up/uploads')).toHaveLength(2);
    expect(published()).toContainEqual({ type: 'snackbar/shown', message: 'Brief submitted', tone: 'info' });
  });

  it('or the user goes on to the campaign without the file', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const { location, published } = renderBrief(({ path }) => (path === '/campaigns/brief' ? created('c-skip').reply : fail(500)));
    fillRequired();
    fireEvent.change(screen.getByLabelText('Attach files (optional)'), { target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] } });
    submit();
    fireEvent.click(await screen.findByRole('button', { name: 'Go to the campaign' }));
    expect(location()).toBe('/dashboard/c-skip');
    expect(published()).toContainEqual({ type: 'campaign/saved', campaignId: 'c-skip' });
  });

  it('checks the chosen files before sending and lets one be removed', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const { requests } = renderBrief(() => created().reply);
    fillRequired();
    fireEvent.change(screen.getByLabelText('Attach files (optional)'), {
      target: { files: [new File(['MZ'], 'setup.exe'), new File(['ok'], 'notes.txt', { type: 'text/plain' })] },
    });
    submit();
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('There is a problem with the brief');
    expect(summary).toHaveTextContent('setup.exe: choose a PDF, document, spreadsheet, presentation or image');
    expect(requests).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove setup.exe' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Chosen files' })).getAllByRole('listitem')).toHaveLength(1);
  });
});
