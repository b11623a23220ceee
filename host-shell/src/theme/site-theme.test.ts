import { WhiteLabelStore, type SiteOrganisation } from 'shared-domain';
import { themeVariables } from 'shared-domain/theme';
import { followWhiteLabelTheme, setSiteTheme } from './site-theme';
import { th } from './theme';

const root = () => document.documentElement.style;

afterEach(() => setSiteTheme(null));

it('writes the theme on <html>, replacing the last one, defaults for what is missing', () => {
  setSiteTheme({ primary: '#0a3d62', secondary: '#123456' });
  expect(root().getPropertyValue('--mm-primary')).toBe('#0a3d62');
  expect(root().getPropertyValue('--mm-secondary')).toBe('#123456');
  setSiteTheme({ primary: '#7a1f5c' });
  expect(root().getPropertyValue('--mm-primary')).toBe('#7a1f5c');
  expect(root().getPropertyValue('--mm-secondary')).toBe(themeVariables()['--mm-secondary']);
});

it('follows the white-label store: the default (the tokens\' fallbacks: nothing written), the organisation\'s palette, the default again', () => {
  const store = new WhiteLabelStore();
  const stop = followWhiteLabelTheme(store);
  expect(root().getPropertyValue('--mm-primary')).toBe('');
  const org = { _org: 'o1', name: 'Acme Media', settings: { theme: { palette: { primary: { main: '#0a3d62' }, secondary: { main: '#222222' } } } } } as unknown as SiteOrganisation;
  store.set(org);
  expect(root().getPropertyValue('--mm-primary')).toBe('#0a3d62');
  expect(root().getPropertyValue('--mm-secondary')).toBe('#222222');
  store.set(null);
  expect(root().getPropertyValue('--mm-primary')).toBe('');
  stop();
});

it('gives the shell no colour names of its own: its parts take shared-ui\'s tokens', () => {
  expect(Object.keys(th())).not.toContain('colors');
});
