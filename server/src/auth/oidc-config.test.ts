import { loadConfig } from '../config';
import { loadOidcConfig, slugOf } from './oidc-config';

const GOOGLE = { OIDC_ISSUER: 'https://accounts.google.com', OIDC_NAME: 'Google', OIDC_CLIENT_ID: 'abc.apps.googleusercontent.com', OIDC_CLIENT_SECRET: 'shh' };
const list = (providers: unknown) => ({ OIDC_PROVIDERS: JSON.stringify(providers) });

describe('SPEC.md 7.22 OpenID Connect settings', () => {
  it('SPEC.md 7.22 none configured: no providers', () => {
    expect(loadOidcConfig({}, 'production')).toEqual({ providers: [] });
  });

  it('SPEC.md 7.22 one provider from OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_NAME and extra OIDC_SCOPE', () => {
    expect(loadOidcConfig({ ...GOOGLE, OIDC_SCOPE: 'openid https://www.googleapis.com/auth/calendar.readonly' }, 'production')).toEqual({
      providers: [{
        id: 'google', name: 'Google', issuer: 'https://accounts.google.com', clientId: 'abc.apps.googleusercontent.com', clientSecret: 'shh',
        scope: 'openid profile email https://www.googleapis.com/auth/calendar.readonly',
      }],
    });
  });

  it("SPEC.md 7.22 the one provider's name defaults to the issuer's host", () => {
    const { providers } = loadOidcConfig({ OIDC_ISSUER: 'https://login.example.in/realms/media', OIDC_CLIENT_ID: 'c', OIDC_CLIENT_SECRET: 's' }, 'production');
    expect(providers[0]).toMatchObject({ id: 'login-example-in', name: 'login.example.in', issuer: 'https://login.example.in/realms/media' });
  });

  it('SPEC.md 7.22 several providers from OIDC_PROVIDERS: ids from the names unless given, extra scopes', () => {
    const config = loadOidcConfig(list([
      { name: 'Google', issuer: 'https://accounts.google.com', clientId: 'g', clientSecret: 'gs' },
      { id: 'ms', name: 'Microsoft Entra ID', issuer: 'https://login.microsoftonline.com/tenant/v2.0', clientId: 'm', clientSecret: 'ms', scope: 'offline_access' },
    ]), 'production');
    expect(config.providers).toEqual([
      { id: 'google', name: 'Google', issuer: 'https://accounts.google.com', clientId: 'g', clientSecret: 'gs', scope: 'openid profile email' },
      { id: 'ms', name: 'Microsoft Entra ID', issuer: 'https://login.microsoftonline.com/tenant/v2.0', clientId: 'm', clientSecret: 'ms', scope: 'openid profile email offline_access' },
    ]);
    expect(slugOf('Microsoft Entra ID')).toBe('microsoft-entra-id');
  });

  it('SPEC.md 7.22 an http:// issuer only outside production', () => {
    const local = { ...GOOGLE, OIDC_ISSUER: 'http://127.0.0.1:4000' };
    expect(loadOidcConfig(local, 'development').providers[0].issuer).toBe('http://127.0.0.1:4000');
    expect(loadOidcConfig(local, 'test').providers[0].issuer).toBe('http://127.0.0.1:4000');
    expect(() => loadOidcConfig(local, 'production')).toThrow('OIDC_ISSUER must be an https:// URL in production, got "http://127.0.0.1:4000"');
    expect(() => loadOidcConfig(list([{ name: 'Local', issuer: 'http://idp.local', clientId: 'c', clientSecret: 's' }]), 'production'))
      .toThrow('OIDC_PROVIDERS[0].issuer must be an https:// URL in production, got "http://idp.local"');
    // loadConfig reads NODE_ENV: unset is production.
    expect(() => loadConfig(local)).toThrow('OIDC_ISSUER must be an https:// URL in production');
  });

  it.each([
    ['bad JSON', { OIDC_PROVIDERS: '[{name:' }, /^OIDC_PROVIDERS must be a JSON list of \{ id\?, name, issuer, clientId, clientSecret, scope\? \}: /],
    ['not a list', { OIDC_PROVIDERS: '{"name":"Google"}' }, 'OIDC_PROVIDERS must be a JSON list'],
    ['an entry that is not an object', list(['google']), 'OIDC_PROVIDERS[0] must be an object'],
    ['a missing client secret', list([{ name: 'G', issuer: 'https://g.example', clientId: 'c' }]), 'OIDC_PROVIDERS[0]: "clientSecret" is required'],
    ['a client id that is not text', list([{ name: 'G', issuer: 'https://g.example', clientId: 7, clientSecret: 's' }]), 'OIDC_PROVIDERS[0]: "clientId" must be a string'],
    ['an issuer that is not a URL', list([{ name: 'G', issuer: 'accounts.google.com', clientId: 'c', clientSecret: 's' }]), 'OIDC_PROVIDERS[0].issuer must be a URL, got "accounts.google.com"'],
    ['an id twice', list([
      { name: 'Google', issuer: 'https://a.example', clientId: 'c', clientSecret: 's' }, { name: 'google', issuer: 'https://b.example', clientId: 'c', clientSecret: 's' },
    ]), 'OIDC_PROVIDERS: the id "google" is used twice'],
    ['a bad id', list([{ id: 'Not OK', name: 'G', issuer: 'https://g.example', clientId: 'c', clientSecret: 's' }]), 'OIDC_PROVIDERS[0]: "id" must be lower-case letters'],
    ['one provider without its secret', { OIDC_ISSUER: 'https://g.example', OIDC_CLIENT_ID: 'c' }, 'OpenID Connect sign-in needs OIDC_CLIENT_SECRET (or OIDC_PROVIDERS)'],
    ['both ways at once', { ...GOOGLE, ...list([]) }, 'Set either OIDC_PROVIDERS or OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_NAME, not both'],
    ['an issuer with a query', { ...GOOGLE, OIDC_ISSUER: 'https://g.example/?x=1' }, 'OIDC_ISSUER must be a plain issuer URL'],
  ])('SPEC.md 7.22 refuses at start: %s', (_what, env, message) => {
    expect(() => loadOidcConfig(env, 'development')).toThrow(message);
  });
});
