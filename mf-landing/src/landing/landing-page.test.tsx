import { fireEvent, screen } from '@testing-library/react';
import { LANDING_ROUTES } from 'shared-domain';
import { categoryLinkWithTracking, LANDING_LINKS, landingPageFrom } from '../content/landing-content';
import { NEWSPAPER_LP, renderAt } from '../test/content-fixtures';

describe('landing pages', () => {
  it('has the category, campaign and call to action of each of the five landing routes', () => {
    expect(LANDING_LINKS.map((p) => p.url)).toEqual(LANDING_ROUTES.map((r) => r.path));
    for (const route of LANDING_ROUTES) {
      const page = landingPageFrom({ ...NEWSPAPER_LP, url: route.path });
      expect(page).toMatchObject({ category: route.category, campaign: route.path.replace('/lp/', ''), cta: expect.stringMatching(/^Browse /) });
    }
    expect(landingPageFrom({ ...NEWSPAPER_LP, url: '/lp/television-advertising' })).toBeUndefined();
  });

  it('shows the stored page: heading, figures, FAQ (sanitised again), meta tags and the tracked category link', async () => {
    renderAt('/lp/newspaper-advertising');
    expect(await screen.findByRole('heading', { level: 1, name: 'Newspaper ads test title' })).toBeInTheDocument();
    expect(screen.getByText('200+')).toBeInTheDocument();
    expect(screen.getByText('Publications')).toBeInTheDocument();
    // Issue 36: the figures are the network's, not counts of the listed catalogue.
    expect(screen.getByText('200+').closest('dl')).toHaveAccessibleName(/^Our media network at a glance: .*not a count of the profiles listed in this catalogue\.$/);
    fireEvent.click(screen.getByText('How do I book?'));
    expect(screen.getByText('Choose the dates.')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(document.title).toBe('Newspaper LP meta title');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Newspaper LP description');
    const href = new URL(screen.getByRole('link', { name: 'Browse newspaper ad rates' }).getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/newspaper');
    expect(Object.fromEntries(href.searchParams)).toEqual({ utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'newspaper-advertising' });
    expect(screen.getByRole('link', { name: 'Plan a campaign' })).toHaveAttribute('href', '/ad-campaign-brief');
  });

  it('says not found for an unknown landing address without asking the API', async () => {
    renderAt('/lp/television-advertising');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Radio advertising' })).toHaveAttribute('href', '/lp/radio-advertising');
  });

  it('builds the tracked category link', () => {
    const radio = landingPageFrom({ ...NEWSPAPER_LP, url: '/lp/radio-advertising' })!;
    expect(categoryLinkWithTracking(radio)).toBe('/radio?utm_source=google&utm_medium=cpc&utm_campaign=radio-advertising');
  });
});
