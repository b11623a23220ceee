import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUTH_TOKEN_KEY, type User } from 'shared-domain';
import { createMainClient, createMockApi, fail, mockAdapter, type MockHandler, ok, type RecordedRequest } from '../test/mock-api';
import { renderWithProviders } from '../test/render';
import DashboardRoutes from '../routes';
import { AccountPage } from './account-page';
import { agencyBody, agencyErrors, agencyDraftOf, agencyFieldOfMessage } from './agency-form';

const asha: User = {
  _id: 'u1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: null,
  role: '',
  agencyDetails: { agencyName: 'Bright Ads LLP', gstin: '27AAPFU0939F1ZV', city: 'Pune' },
};

type Stored = { user: User };

/** Service A answering /authenticate/me, /user/profile and /user/agency-details from `state`. */
function setup(state: Stored, override?: MockHandler) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
  const requests: RecordedRequest[] = [];
  const mainApi = createMainClient('/api', () => window.localStorage.getItem(AUTH_TOKEN_KEY));
  const handler: MockHandler = async (req) => {
    const own = override ? await override(req) : undefined;
    if (own && own.status !== 0) return own;
    if (req.path === '/authenticate/me') return ok({ user: state.user });
    if (req.method === 'PUT' && req.path === '/user/profile') {
      state.user = { ...state.user, name: (req.body as { name: string }).name };
      return ok({ user: state.user });
    }
    if (req.method === 'PUT' && req.path === '/user/agency-details') {
      state.user = { ...state.user, agencyDetails: req.body as Record<string, unknown> };
      return ok({ updatedUser: state.user });
    }
    return fail(404, 'Not found');
  };
  mainApi.defaults.adapter = mockAdapter(handler, requests, '/api');
  const { api } = createMockApi(() => fail(500));
  const view = renderWithProviders(<AccountPage />, { route: '/account', api, services: { mainApi } });
  return { ...view, requests };
}

const agencyForm = () => screen.getByRole('form', { name: 'Agency details' });

beforeEach(() => window.localStorage.clear());

describe('agency form rules', () => {
  it('checks the GSTIN by format, state code and check digit; empty is allowed', () => {
    const draft = { ...agencyDraftOf(null), agencyName: 'Bright Ads' };
    expect(agencyErrors(draft)).toEqual({});
    expect(agencyErrors({ ...draft, gstin: '27AAPFU0939F1ZV' })).toEqual({});
    expect(agencyErrors({ ...draft, gstin: '27aapfu0939f1zv' })).toEqual({});
    expect(agencyErrors({ ...draft, gstin: '27AAPFU0939F1ZX' }).gstin).toBe('This GSTIN has a typing mistake: its last character does not match (check digit)');
    expect(agencyErrors({ ...draft, gstin: '27AAPFU0939F1Z' }).gstin).toBe('Enter a valid 15-character GSTIN, e.g. 27AAPFU0939F1ZV');
    expect(agencyErrors({ ...draft, gstin: '00AAPFU0939F1ZV' }).gstin).toMatch(/state code/);
  });

  it('needs the agency name and checks the PIN code and website', () => {
    const errors = agencyErrors({ ...agencyDraftOf(null), agencyName: '  ', pincode: '01234', website: 'brightads.example' });
    expect(errors).toEqual({
      agencyName: 'Enter the agency name (at most 120 characters)',
      pincode: 'Enter a valid 6-digit PIN code',
      website: 'Enter the website as a full address starting with http:// or https://',
    });
  });

  it('sends trimmed fields, leaves out empty ones and upper-cases the GSTIN', () => {
    expect(agencyBody({ ...agencyDraftOf(null), agencyName: ' Bright ', gstin: ' 27aapfu0939f1zv ', city: ' Pune ' }))
      .toEqual({ agencyName: 'Bright', gstin: '27AAPFU0939F1ZV', city: 'Pune' });
  });

  it("maps the server's one sentence onto its field", () => {
    expect(agencyFieldOfMessage('This GSTIN has a typing mistake: its last character does not match (check digit)')).toBe('gstin');
    expect(agencyFieldOfMessage('Enter a valid 6-digit PIN code')).toBe('pincode');
    expect(agencyFieldOfMessage('Unknown agency detail "role"')).toBeNull();
  });
});

describe('AccountPage', () => {
  it('asks a guest to sign in', () => {
    const { bus } = renderWithProviders(<DashboardRoutes />, { route: '/account', api: createMockApi(() => ok({})).api });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(bus.published).toContainEqual({ type: 'auth/login-requested' });
  });

  it('shows loading, then the saved name, e-mail (read-only), phone and agency details', async () => {
    setup({ user: asha });
    expect(screen.getByText('Loading your account…')).toBeInTheDocument();
    expect(await screen.findByLabelText('Name')).toHaveValue('Asha Rao');
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /e-mail/i })).not.toBeInTheDocument();
    expect(screen.getByText('Not added yet')).toBeInTheDocument();
    const form = agencyForm();
    expect(within(form).getByLabelText('Company or agency name')).toHaveValue('Bright Ads LLP');
    expect(within(form).getByLabelText('GSTIN')).toHaveValue('27AAPFU0939F1ZV');
    expect(within(form).getByLabelText('City')).toHaveValue('Pune');
    expect(within(form).getByLabelText('PIN code')).toHaveValue('');
    expect(document.title).toBe('Your account | MediaMart');
  });

  it('a load failure is said, and Retry loads again', async () => {
    let calls = 0;
    setup({ user: asha }, () => (++calls === 1 ? fail(503, 'Service unavailable') : { status: 0, body: null }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your account');
    expect(screen.getByRole('alert')).toHaveTextContent('Service unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('Asha Rao');
  });

  it('refuses a GSTIN with a wrong check digit on the form, sending nothing; a right one is saved and confirmed', async () => {
    const state = { user: asha };
    const { requests } = setup(state);
    const gstin = await within(await screen.findByRole('form', { name: 'Agency details' })).findByLabelText('GSTIN');
    fireEvent.change(gstin, { target: { value: '29AAGCB7383J1Z5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save agency details' }));
    expect(await screen.findByText('This GSTIN has a typing mistake: its last character does not match (check digit)')).toBeInTheDocument();
    expect(gstin).toHaveAttribute('aria-invalid', 'true');
    expect(gstin).toHaveFocus();
    expect(gstin).toHaveAccessibleDescription(expect.stringContaining('check digit'));
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);

    // Typing clears that field's error.
    fireEvent.change(gstin, { target: { value: '29aagcb7383j1z4' } });
    expect(gstin).not.toHaveAttribute('aria-invalid');
    fireEvent.change(within(agencyForm()).getByLabelText('Billing address'), { target: { value: '12 MG Road' } });
    fireEvent.change(within(agencyForm()).getByLabelText('State'), { target: { value: 'Karnataka' } });
    fireEvent.change(within(agencyForm()).getByLabelText('PIN code'), { target: { value: '560001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save agency details' }));
    expect(await screen.findByText('Your agency details are saved. Invoices will carry them.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([
      expect.objectContaining({
        path: '/user/agency-details',
        body: { agencyName: 'Bright Ads LLP', gstin: '29AAGCB7383J1Z4', address: '12 MG Road', city: 'Pune', state: 'Karnataka', pincode: '560001' },
      }),
    ]);
    expect(gstin).toHaveValue('29AAGCB7383J1Z4');
  });

  it("puts the server's 400 on its field, and any other failure above the button", async () => {
    let answer = fail(400, 'This GSTIN has a typing mistake: its last character does not match (check digit)');
    setup({ user: asha }, (req) => (req.method === 'PUT' ? answer : { status: 0, body: null }));
    await screen.findByRole('form', { name: 'Agency details' });
    fireEvent.click(screen.getByRole('button', { name: 'Save agency details' }));
    const gstin = within(agencyForm()).getByLabelText('GSTIN');
    await waitFor(() => expect(gstin).toHaveAttribute('aria-invalid', 'true'));
    expect(gstin).toHaveAccessibleDescription(expect.stringContaining('check digit'));

    answer = fail(503, 'Service unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Save agency details' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your agency details were not saved: Service unavailable');
    expect(screen.queryByText(/are saved/)).not.toBeInTheDocument();
  });

  it('saves the name, confirms it and tells the header', async () => {
    const { requests, bus } = setup({ user: asha });
    const name = await screen.findByLabelText('Name');
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Enter your name (at most 80 characters)')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);

    fireEvent.change(name, { target: { value: ' Asha R. ' } });
    expect(screen.queryByText('Enter your name (at most 80 characters)')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Your name is saved.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([expect.objectContaining({ path: '/user/profile', body: { name: 'Asha R.' } })]);
    expect(bus.published).toContainEqual({ type: 'auth/profile-updated', user: expect.objectContaining({ _id: 'u1', name: 'Asha R.' }) });
  });

  it('asks the auth remote to verify a phone and shows the verified one', async () => {
    const { bus } = setup({ user: asha });
    fireEvent.click(await screen.findByRole('button', { name: 'Add and verify phone' }));
    expect(bus.published).toContainEqual({ type: 'auth/phone-verification-requested' });
    act(() => bus.publish({ type: 'auth/phone-verified', user: { ...asha, phone: '+919876543210' } }));
    expect(screen.getByText('+919876543210')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change and verify phone' })).toBeInTheDocument();
    // The forms keep what was typed.
    expect(within(agencyForm()).getByLabelText('Company or agency name')).toHaveValue('Bright Ads LLP');
  });
});
