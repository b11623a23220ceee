import { fireEvent, screen } from '@testing-library/react';
import { CategoryTabs } from './category-tabs';
import { installMatchMedia, resizeTo } from '../test/viewport';
import { renderWithProviders } from '../test/render-with-providers';

const tabsNav = () => screen.queryByRole('navigation', { name: 'Media categories' });

describe('CategoryTabs', () => {
  it('shows the nine tabs at 960 px and wider, and marks the active one', () => {
    installMatchMedia(960);
    renderWithProviders(<CategoryTabs />, { route: '/radio/radio-mirchi-mumbai' });
    expect(screen.getAllByRole('link')).toHaveLength(9);
    expect(screen.getByRole('link', { name: 'Radio' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Cinema' })).not.toHaveAttribute('aria-current');
  });

  it('hides under 960 px and follows resizes', () => {
    installMatchMedia(959);
    renderWithProviders(<CategoryTabs />, { route: '/' });
    expect(tabsNav()).not.toBeInTheDocument();
    resizeTo(1200);
    expect(tabsNav()).toBeInTheDocument();
    resizeTo(700);
    expect(tabsNav()).not.toBeInTheDocument();
  });

  it.each(['/plan', '/programs', '/agency-partner/trial', '/competition-benchmarking', '/lp/radio-advertising'])(
    'is hidden on %s',
    (route) => {
      installMatchMedia(1280);
      renderWithProviders(<CategoryTabs />, { route });
      expect(tabsNav()).not.toBeInTheDocument();
    },
  );

  it('moves aria-current when a tab is clicked', () => {
    installMatchMedia(1280);
    renderWithProviders(<CategoryTabs />, { route: '/cinema' });
    expect(screen.getByRole('link', { name: 'Cinema' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(screen.getByRole('link', { name: 'BTL' }));
    expect(screen.getByRole('link', { name: 'BTL' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Cinema' })).not.toHaveAttribute('aria-current');
    expect(screen.getByTestId('location')).toHaveTextContent('/nontraditional');
  });

  it('marks no tab on the home page', () => {
    installMatchMedia(1280);
    renderWithProviders(<CategoryTabs />, { route: '/' });
    expect(screen.queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  });
});
