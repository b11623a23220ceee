import { fireEvent, render, screen } from '@testing-library/react';

import { MemoryRouter } from 'react-router-dom';
import { LANDING_ROUTES } from 'shared-domain';
import { LANDING_PAGES, categoryLinkWithTracking, landingPageFor } from '../content/landing-content';
import LandingRoutes from '../routes';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <LandingRoutes />
    </MemoryRouter>,
  );
}

describe('landing pages', () => {
  it('has content for each of the five landing routes', () => {
    expect(LANDING_PAGES.map((p) => p.url)).toEqual(LANDING_ROUTES.map((r) => r.path));
  });

  it('shows the newspaper headline statistics of the SPEC, its FAQ and meta tags', () => {
    renderAt('/lp/newspaper-advertising');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Newspaper Advertising in India');
    for (const [n, label] of [['200+', 'Publications'], ['500+', 'Locations'], ['20+', 'Languages']]) {
      expect(screen.getByText(n!)).toBeInTheDocument();
      expect(screen.getByText(label!)).toBeInTheDocument();
    }
    fireEvent.click(screen.getByText('How do I book a newspaper ad?'));
    expect(screen.getByText('Choose the publication dates.')).toBeInTheDocument();
    expect(document.title).toBe('Newspaper Advertising in India – Rates & Booking | MediaMart');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/200\+ publications/);
  });

  it.each([
    ['/lp/outdoor-advertising', ['5+', '100+'], '/outdoor', 'outdoor-advertising'],
    ['/lp/btl-advertising', ['100+', '500+'], '/nontraditional', 'btl-advertising'],
    ['/lp/influencer-marketing', ['500+', '1000+', '10+'], '/influencer-marketing', 'influencer-marketing'],
    ['/lp/radio-advertising', ['50+', '35+', '30+'], '/radio', 'radio-advertising'],
  ] as const)('%s shows its statistics and links to %s with tracking parameters', (path, stats, category, campaign) => {
    renderAt(path);
    for (const s of stats) expect(screen.getByText(s)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /browse/i });
    const href = new URL(link.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe(category);
    expect(href.searchParams.get('utm_source')).toBe('google');
    expect(href.searchParams.get('utm_medium')).toBe('cpc');
    expect(href.searchParams.get('utm_campaign')).toBe(campaign);
  });

  it('says not found for an unknown landing address', () => {
    renderAt('/lp/television-advertising');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(landingPageFor('/lp/television-advertising')).toBeUndefined();
  });

  it('builds the tracked category link', () => {
    const radio = landingPageFor('/lp/radio-advertising')!;
    expect(categoryLinkWithTracking(radio)).toBe('/radio?utm_source=google&utm_medium=cpc&utm_campaign=radio-advertising');
  });
});
