import { fireEvent, screen, within } from '@testing-library/react';
import { CLIENTS_PAGE, contentAdapter, renderAt } from '../test/content-fixtures';

describe('content pages from the API', () => {
  it('renders title, subtitle, ordered sections, listed entries with the examples note, and FAQs', async () => {
    renderAt('/clients');
    expect(screen.getByRole('status')).toHaveTextContent('Loading page…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our clients' })).toBeInTheDocument();
    expect(screen.getByText('Brands that plan with us')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Who we work with', 'Second section', 'Frequently asked questions']);
    expect(screen.getByRole('note')).toHaveTextContent('These are examples until our team replaces them');
    const entries = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(entries.map((li) => li.textContent)).toEqual(['Example Foods Pvt LtdFMCG, PuneExample', '“Planned in a day.”Real CoRetail']);
    expect(document.querySelector('script')).toBeNull();
    expect(document.title).toBe('Clients | MediaMart');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Brands that plan media with MediaMart.');
  });

  it('has no examples note when no entry is an example', async () => {
    renderAt('/clients', contentAdapter([{ ...CLIENTS_PAGE, items: CLIENTS_PAGE.items.filter((i) => !i.example) }]));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('opens sign-up through the bus from a #sign-up link', async () => {
    const { bus } = renderAt('/clients');
    fireEvent.click(await screen.findByRole('link', { name: 'sign up' }));
    expect(bus.published).toEqual([{ type: 'auth/login-requested', reason: 'Create your account to list your media' }]);
  });

  it('follows a site link in content HTML with the router', async () => {
    const adapter = contentAdapter([CLIENTS_PAGE]);
    renderAt('/clients', adapter);
    const link = await screen.findByRole('link', { name: 'about us' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    // The router went to /about and asked the API for it (this fake has no /about page).
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(adapter.calls).toEqual(['/clients', '/about']);
  });

  it('shows an error with Retry, and the page after a retry', async () => {
    let failing = true;
    const adapter = contentAdapter([CLIENTS_PAGE], () => failing);
    renderAt('/clients', adapter);
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Our clients' })).toBeInTheDocument();
    expect(adapter.calls).toEqual(['/clients', '/clients']);
  });

  it('is not found for a content address without a stored page, and for a tool or unknown address', async () => {
    renderAt('/careers');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    const adapter = contentAdapter([]);
    renderAt('/roas-calculator', adapter);
    expect(adapter.calls).toEqual([]);
  });
});
