import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, bus, type DomainEvent } from 'shared-domain';
import { renderInRuntime as render } from '../test/test-runtime';
import { LeadForm } from './lead-form';

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillGood() {
  fill(/^Name/, 'Asha Rao');
  fill(/^E-mail/, 'asha@example.com');
  fill(/^Mobile number/, '98765 43210');
  fill(/^Budget/, '2,50,000');
  fireEvent.change(screen.getByLabelText(/^When to start/), { target: { value: 'Within a month' } });
  fill(/^Requirements/, 'Radio in Pune');
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/contact-us?utm_source=google&utm_medium=cpc');
});

describe('LeadForm', () => {
  it('sends the checked lead with its source and utm, confirms on screen and publishes lead/created', async () => {
    const send = jest.fn().mockResolvedValue('lead-1');
    const events: DomainEvent[] = [];
    const sub = bus.on('lead/created').subscribe((e) => events.push(e));
    render(<LeadForm source="/contact-us" send={send} />);
    fillGood();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, Asha Rao. We have your request.');
    expect(send).toHaveBeenCalledWith({
      name: 'Asha Rao', email: 'asha@example.com', phone: '+919876543210', budget: 250000, adTimeLine: 'Within a month',
      requirements: 'Radio in Pune', source: '/contact-us', utm_source: 'google', utm_medium: 'cpc', utm_campaign: '',
    });
    expect(events).toEqual([{ type: 'lead/created', leadId: 'lead-1', source: '/contact-us' }]);
    sub.unsubscribe();
  });

  it('puts the confirmation where the eye is: focused and scrolled into view', async () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    render(<LeadForm source="/contact-us" send={jest.fn().mockResolvedValue('lead-2')} />);
    fillGood();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveFocus();
    expect(scrolled).toHaveBeenCalledWith({ block: 'center', behavior: 'auto' });
    expect(scrolled.mock.contexts[0]).toBe(status);
  });

  it('posts to the server route without script: method post, the lead form action and its source', () => {
    const { container } = render(<LeadForm source="/contact-us" send={jest.fn()} />);
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/leads/form');
    expect(form.querySelector('input[type="hidden"][name="source"]')).toHaveValue('/contact-us');
    expect(Array.from(form.elements).map((e) => e.getAttribute('name')).filter(Boolean)).toEqual(['source', 'name', 'email', 'phone', 'budget', 'adTimeLine', 'requirements']);
  });

  it('shows each problem beside its field, focuses the first and sends nothing', async () => {
    const send = jest.fn();
    render(<LeadForm source="/contact-us" send={send} />);
    fillGood();
    fill(/^Mobile number/, '12345');
    fill(/^Budget/, '0');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const phone = screen.getByLabelText(/^Mobile number/);
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('Enter a valid 10-digit Indian mobile number'));
    expect(document.activeElement).toBe(phone);
    expect(screen.getByLabelText(/^Budget/)).toHaveAccessibleDescription(expect.stringContaining('Budget must be at least 1'));
    expect(screen.getByLabelText(/^Name/)).not.toHaveAttribute('aria-invalid');
    expect(send).not.toHaveBeenCalled();
    fill(/^Mobile number/, '+91 98765 43210');
    expect(screen.getByLabelText(/^Mobile number/)).not.toHaveAttribute('aria-invalid');
  });

  it('checks a field when it is left', () => {
    render(<LeadForm source="/contact-us" send={jest.fn()} />);
    fill(/^E-mail/, 'nope');
    fireEvent.blur(screen.getByLabelText(/^E-mail/));
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.queryByText('Enter your name')).toBeNull();
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    const send = jest.fn().mockRejectedValue(new ApiError(429, 'too_many_requests', 'Too many leads sent from this address; try again in 60 minutes'));
    render(<LeadForm source="/contact-us" send={send} />);
    fillGood();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many leads sent from this address');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Asha Rao');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
  });

  it('starts with the given requirements (the lead magnet’s rate card)', () => {
    render(<LeadForm source="lead-magnet:radio" initialRequirements="Please e-mail me the Radio rate card." send={jest.fn()} />);
    expect(screen.getByLabelText(/^Requirements/)).toHaveValue('Please e-mail me the Radio rate card.');
  });
});
