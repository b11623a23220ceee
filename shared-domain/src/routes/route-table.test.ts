import {
  CATEGORY_TABS, TABS_HIDDEN_ROUTES, activeTab, isLandingRoute, remoteForPath, showCategoryTabs,
} from './route-table';

describe('activeTab', () => {
  it.each(CATEGORY_TABS.map((t) => [t.path, t.label]))('%s activates %s', (path, label) => {
    expect(activeTab(path)?.label).toBe(label);
  });

  it('follows detail pages below a category', () => {
    expect(activeTab('/radio/radio-mirchi-mumbai')?.label).toBe('Radio');
    expect(activeTab('/nontraditional/metro-ads?x=1')?.label).toBe('BTL');
  });

  it('does not confuse a prefix of another word', () => {
    expect(activeTab('/radio-automation')).toBeUndefined();
    expect(activeTab('/')).toBeUndefined();
    expect(activeTab('/airport')).toBeUndefined();
  });
});

describe('showCategoryTabs', () => {
  it.each([...TABS_HIDDEN_ROUTES])('hides tabs on %s', (path) => {
    expect(showCategoryTabs(path)).toBe(false);
    expect(showCategoryTabs(`${path}/`)).toBe(false);
  });

  it('shows tabs elsewhere, including below a hidden route', () => {
    expect(showCategoryTabs('/')).toBe(true);
    expect(showCategoryTabs('/newspaper')).toBe(true);
    expect(showCategoryTabs('/plan-b')).toBe(true);
  });

  it('hides tabs on landing pages', () => {
    expect(isLandingRoute('/lp/radio-advertising')).toBe(true);
    expect(showCategoryTabs('/lp/radio-advertising')).toBe(false);
    expect(isLandingRoute('/radio')).toBe(false);
  });
});

describe('remoteForPath', () => {
  it('routes each path to its remote', () => {
    expect(remoteForPath('/')).toBe('mf_catalog');
    expect(remoteForPath('/newspaper/times-of-india-delhi')).toBe('mf_catalog');
    expect(remoteForPath('/bag')).toBe('mf_bag');
    expect(remoteForPath('/dashboard/abc')).toBe('mf_dashboard');
    expect(remoteForPath('/lp/outdoor-advertising')).toBe('mf_landing');
  });

  it('the brief form and /plan belong to the dashboard; /plan still hides the tabs', () => {
    expect(remoteForPath('/ad-campaign-brief')).toBe('mf_dashboard');
    expect(remoteForPath('/plan')).toBe('mf_dashboard');
    expect(remoteForPath('/plan/')).toBe('mf_dashboard');
    expect(remoteForPath('/plan?utm_source=x')).toBe('mf_dashboard');
    expect(remoteForPath('/plan-b')).toBe('mf_catalog');
    expect(showCategoryTabs('/plan')).toBe(false);
  });
});
