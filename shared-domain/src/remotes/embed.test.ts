import { EMBED_SESSION_MESSAGE, embedSignInUrl, isEmbedSessionMessage, readEmbedSignInQuery, siteHref, siteOriginOf } from './embed';

describe('the embed sign-in window', () => {
  it('opens on the site with the page origin, the organisation and the step, and reads them back', () => {
    const url = embedSignInUrl('https://mediamart.example/', { origin: 'https://kiteads.in', organisation: 'kite-1', step: 'phone' });
    expect(url).toBe('https://mediamart.example/embed/sign-in?origin=https%3A%2F%2Fkiteads.in&organisation=kite-1&step=phone');
    expect(readEmbedSignInQuery(new URL(url).search)).toEqual({ origin: 'https://kiteads.in', organisation: 'kite-1', step: 'phone' });
  });

  it('refuses a query without a valid origin or organisation, saying what is missing', () => {
    expect(readEmbedSignInQuery('?origin=javascript:alert(1)&organisation=x')).toEqual({ problem: expect.stringContaining('without the address') });
    expect(readEmbedSignInQuery('?origin=https://kiteads.in&organisation=<script>')).toEqual({ problem: expect.stringContaining('https://kiteads.in did not say which organisation') });
    expect(readEmbedSignInQuery('?origin=https://kiteads.in&organisation=k&step=anything')).toMatchObject({ step: 'sign-in' });
  });

  it('recognises only its own message with a token and a user', () => {
    const user = { _id: 'u1', name: 'Asha' };
    expect(isEmbedSessionMessage({ type: EMBED_SESSION_MESSAGE, step: 'sign-in', token: 't', expiresAt: 'x', user })).toBe(true);
    expect(isEmbedSessionMessage({ type: EMBED_SESSION_MESSAGE, step: 'sign-in', token: '', expiresAt: 'x', user })).toBe(false);
    expect(isEmbedSessionMessage({ type: 'other', step: 'sign-in', token: 't', expiresAt: 'x', user })).toBe(false);
    expect(isEmbedSessionMessage({ type: EMBED_SESSION_MESSAGE, step: 'sign-in', token: 't', expiresAt: 'x' })).toBe(false);
    expect(isEmbedSessionMessage(null)).toBe(false);
  });
});

describe('where an embed leads', () => {
  it('finds the site from apiBase, relative or absolute; nothing for another scheme', () => {
    expect(siteOriginOf('https://mediamart.example/api', 'https://kiteads.in/plan')).toBe('https://mediamart.example');
    expect(siteOriginOf('/api', 'https://kiteads.in/plan')).toBe('https://kiteads.in');
    expect(siteOriginOf('javascript:alert(1)', 'https://kiteads.in/')).toBeNull();
  });

  it('puts a site path on the embed site; leaves other addresses alone', () => {
    expect(siteHref('https://media.kiteads.in/', '/newspaper/the-hindu')).toBe('https://media.kiteads.in/newspaper/the-hindu');
    expect(siteHref('https://media.kiteads.in', 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(siteHref('https://media.kiteads.in', '//evil.example/x')).toBe('//evil.example/x');
    expect(siteHref('https://media.kiteads.in', '#rates')).toBe('#rates');
  });
});
