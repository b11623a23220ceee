import { screen, within } from '@testing-library/react';
import { Footer } from './footer';
import { renderWithProviders } from '../test/render-with-providers';

describe('Footer', () => {
  it('has the link columns, the badge and the copyright year of the given date', () => {
    renderWithProviders(<Footer now={new Date(2031, 4, 1)} />);
    const useful = screen.getByRole('navigation', { name: 'Useful links' });
    expect(within(useful).getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms-and-conditions');
    const tools = screen.getByRole('navigation', { name: 'Tools' });
    expect(within(tools).getByRole('link', { name: 'ROAS Calculator' })).toHaveAttribute('href', '/roas-calculator');
    expect(within(tools).getAllByRole('link')).toHaveLength(6);
    const industries = screen.getByRole('navigation', { name: 'Popular industries' });
    expect(within(industries).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/industry\//));
    expect(screen.getByRole('navigation', { name: 'Follow' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /certification badge/i })).toBeInTheDocument();
    expect(screen.getByText(/© 2031 MediaMart/)).toBeInTheDocument();
  });

  it('leaves the badge out when asked (white label)', () => {
    renderWithProviders(<Footer now={new Date(2025, 0, 1)} showCertification={false} />);
    expect(screen.queryByRole('img', { name: /certification badge/i })).not.toBeInTheDocument();
  });
});
