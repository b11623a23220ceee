import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import LandingRoutes from '../routes';

const at = (path: string) => render(<MemoryRouter initialEntries={[path]}><LandingRoutes /></MemoryRouter>);

describe('pages with the lead form', () => {
  it('/contact-us: heading, ways to reach the team, the form, title and description', async () => {
    at('/contact-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'campaign brief' })).toHaveAttribute('href', '/ad-campaign-brief');
    expect(screen.getByRole('button', { name: 'Send to the team' })).toBeInTheDocument();
    expect(document.title).toBe('Contact Us | MediaMart');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/media planner/);
  });

  it('/agency-partner/trial: the white-label trial and its form', async () => {
    at('/agency-partner/trial');
    expect(await screen.findByRole('heading', { level: 1, name: 'White-label trial for agencies' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask for a trial' })).toBeInTheDocument();
    expect(document.title).toBe('Agency white-label trial | MediaMart');
  });

  it('a landing page carries the lead form', () => {
    at('/lp/radio-advertising');
    expect(screen.getByRole('button', { name: 'Get rates' })).toBeInTheDocument();
  });
});
