import { BUILT_IN_RELEASE, mayGoLive, parsePreviewBanner, REMOTE_NAMES } from './release-api';

describe('mayGoLive', () => {
  it('lets the deployed build go live always, any other release only with a passed check', () => {
    expect(mayGoLive({ version: BUILT_IN_RELEASE, check: null })).toBe(true);
    expect(mayGoLive({ version: '1.3.0', check: { ok: true } })).toBe(true);
    expect(mayGoLive({ version: '1.3.0', check: { ok: false } })).toBe(false);
    expect(mayGoLive({ version: '1.3.0', check: null })).toBe(false);
  });
});

describe('parsePreviewBanner', () => {
  it('reads remote@version for every remote, nothing else', () => {
    for (const remote of REMOTE_NAMES) expect(parsePreviewBanner(`${remote}@1.3.0-rc.1`)).toEqual({ remote, version: '1.3.0-rc.1' });
    for (const bad of ['mf_shop@1.0.0', 'mf_bag@', 'mf_bag@1.0.0<script>', '', null, undefined]) expect(parsePreviewBanner(bad)).toBeNull();
  });
});
