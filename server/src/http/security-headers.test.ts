import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { loadConfig } from '../config';
import { makeOrganization } from '../../test/support/organization.fixtures';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import {
  HSTS, RAZORPAY_CHECKOUT_ORIGIN, RAZORPAY_FRAME_ORIGIN, registerSecurityHeaders, sourceOf,
} from './security-headers';
import { parseFrameAncestors } from './frame-ancestors';

const INDEX = '<!doctype html><html><head><title>MediaMart</title><script defer src="/main.1a2b3c.js"></script></head><body><div id="root"></div></body></html>';

/** The built site as far as these tests need it: the host page and the bag's embed demo. */
function makeWebRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-web-'));
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  };
  write('host-shell/dist/index.html', INDEX);
  write('host-shell/dist/main.1a2b3c.js', 'console.log(1);');
  write('mf-bag/dist/embed-demo.html', INDEX);
  write('mf-bag/dist/remoteEntry.js', 'var mf_bag;');
  return root;
}

/** `name` → its sources, from a Content-Security-Policy header. */
function directives(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  const out = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out.set(name, sources);
  }
  return out;
}

const webRoots: string[] = [];
afterAll(() => webRoots.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

async function appWith(env: Record<string, string> = {}): Promise<TestApp> {
  const webRoot = makeWebRoot();
  webRoots.push(webRoot);
  return createTestApp({ env: { WEB_ROOT: webRoot, ...env } });
}

describe('the host page’s own inline first script', () => {
  const BOOT = 'document.documentElement.dataset.boot="1"';
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = makeWebRoot();
    webRoots.push(webRoot);
    fs.writeFileSync(path.join(webRoot, 'host-shell/dist/index.html'), INDEX.replace('</body>', `<script>${BOOT}</script></body>`));
    fs.writeFileSync(path.join(webRoot, 'mf-bag/dist/embed-demo.html'), INDEX.replace('</body>', '<script>alert(1)</script></body>'));
    t = await createTestApp({ env: { WEB_ROOT: webRoot } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is allowed by its hash, and no other inline script is', async () => {
    const hash = `'sha256-${crypto.createHash('sha256').update(BOOT).digest('base64')}'`;
    for (const url of ['/', '/mf/mf-bag/embed-demo.html']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      const scripts = directives(res.headers['content-security-policy']).get('script-src');
      expect(scripts).toEqual(["'self'", hash]);
      expect(scripts).not.toContain("'unsafe-inline'");
    }
    expect((await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).body).toContain(`<script>${BOOT}</script>`);
  });
});

describe('security headers with the default settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(['/', '/dashboard/665000a10000000000000085', '/mf/mf-bag/embed-demo.html'])(
    'the page %s carries a strict policy: scripts from the site only, no inline script or eval, framed only by the site',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(String(res.headers['content-security-policy'])).not.toMatch(/unsafe-eval|\*/);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // Plain HTTP: no HSTS (it would be ignored, and must not be sent where HTTPS is not served).
      expect(res.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it.each([
    ['GET', '/api/health', 200],
    ['GET', '/campaign-api/health', 200],
    ['GET', '/api/bag', 401],
    ['GET', '/api/no-such-route', 404],
    ['GET', '/mf/mf-bag/remoteEntry.js', 200],
    ['OPTIONS', '/api/bag', 204],
  ] as const)('%s %s (%i) carries nosniff and the Referrer-Policy, and no page policy', async (method, url, status) => {
    const res = await t.app.inject({
      method,
      url,
      headers: method === 'OPTIONS' ? { origin: 'https://agency.example', 'access-control-request-method': 'PATCH' } : {},
    });
    expect(res.statusCode).toBe(status);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers follow the settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({
      REMOTE_URL_MF_BAG: 'https://cdn.example.com/mf-bag/mf-manifest.json',
      REMOTE_URL_MF_CATALOG: '/elsewhere/mf-catalog/mf-manifest.json',
      OIDC_ISSUER: 'https://accounts.google.com', OIDC_NAME: 'Google', OIDC_CLIENT_ID: 'client-id.apps.googleusercontent.com', OIDC_CLIENT_SECRET: 'secret',
      FRAME_ANCESTORS: 'https://agency.example, https://*.partner.example',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets pages load remotes from their configured origins; an identity provider adds nothing (its sign-in is a top-level navigation)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://cdn.example.com']);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'", 'https://cdn.example.com']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://cdn.example.com']);
    expect(csp.get('frame-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });

  it('lets the FRAME_ANCESTORS origins frame the pages, with no X-Frame-Options to contradict it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/mf/mf-bag/embed-demo.html' });
    expect(directives(res.headers['content-security-policy']).get('frame-ancestors')).toEqual([
      "'self'", 'https://agency.example', 'https://*.partner.example',
    ]);
    expect(res.headers['x-frame-options']).toBeUndefined();
  });
});

describe("frame-ancestors: an organisation's embed origins frame its own hostnames' pages only", () => {
  let t: TestApp;
  const AGENCY = 'https://agency.example';
  const OTHER = 'https://other-agency.example';
  const PAGES = ['/', '/dashboard/665000a10000000000000085', '/mf/mf-bag/embed-demo.html'];
  const ancestors = async (url: string, host: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } });
    expect({ url, host, status: res.statusCode }).toEqual({ url, host, status: 200 });
    return { sources: directives(res.headers['content-security-policy']).get('frame-ancestors'), xFrameOptions: res.headers['x-frame-options'] };
  };

  beforeAll(async () => {
    t = await appWith({ PRODUCT_HOSTS: 'localhost,shop.mediamart.test' });
    await makeOrganization(t.db, { hostnames: ['media.agency-site.in'], embedOrigins: [AGENCY] });
    await makeOrganization(t.db, { hostnames: ['media.other-site.in'], embedOrigins: [OTHER] });
    // A hostname claimed but not verified is not the organisation's yet.
    await makeOrganization(t.db, { hostnames: ['media.claimed-site.in'], embedOrigins: ['https://claimer.example'] }, { hostnames: 'pending' });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(['localhost', 'shop.mediamart.test'])("on the product's host %s, no organisation's origin frames any page (/dashboard and / included)", async (host) => {
    for (const url of PAGES) {
      expect(await ancestors(url, host)).toEqual({ sources: ["'self'"], xFrameOptions: 'SAMEORIGIN' });
    }
  });

  it("on the organisation's own hostname, its embed origins frame its pages, and only its", async () => {
    for (const url of PAGES) {
      expect(await ancestors(url, 'media.agency-site.in')).toEqual({ sources: ["'self'", AGENCY], xFrameOptions: undefined });
      expect(await ancestors(url, 'MEDIA.agency-site.in:8080')).toEqual({ sources: ["'self'", AGENCY], xFrameOptions: undefined });
      expect(await ancestors(url, 'media.other-site.in')).toEqual({ sources: ["'self'", OTHER], xFrameOptions: undefined });
    }
  });

  it('a hostname no organisation has verified, and one nobody has, keep the site alone', async () => {
    for (const host of ['media.claimed-site.in', 'unknown.example.in']) {
      expect(await ancestors('/', host)).toEqual({ sources: ["'self'"], xFrameOptions: 'SAMEORIGIN' });
    }
  });

  it("adds the organisation's origins to FRAME_ANCESTORS on its hostname; the product's hosts keep FRAME_ANCESTORS alone", async () => {
    const configured = await appWith({ PRODUCT_HOSTS: 'localhost', FRAME_ANCESTORS: 'https://partner.example' });
    try {
      await makeOrganization(configured.db, { hostnames: ['media.agency-two.in'], embedOrigins: [AGENCY] });
      const policy = async (host: string) => directives((await configured.app.inject({ method: 'GET', url: '/dashboard/665000a10000000000000085', headers: { host } }))
        .headers['content-security-policy']).get('frame-ancestors');
      expect(await policy('localhost')).toEqual(["'self'", 'https://partner.example']);
      expect(await policy('media.agency-two.in')).toEqual(["'self'", 'https://partner.example', AGENCY]);
    } finally {
      await configured.close();
    }
  });
});

describe("the card gateway's checkout", () => {
  it.each([
    ['the built-in test gateway (the default here)', {}],
    ['card payments off', { PAYMENT_GATEWAY: 'none' }],
  ])('with %s, pages let in no payment origin', async (_what, env) => {
    const t = await appWith(env);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/dashboard/665000a10000000000000085' });
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('frame-src')).toEqual(["'self'"]);
    } finally {
      await t.close();
    }
  });

  it("with PAYMENT_GATEWAY=razorpay, pages load Razorpay's checkout script and its frame, and nothing else of it", async () => {
    const t = await appWith({ PAYMENT_GATEWAY: 'razorpay', PAYMENT_KEY_ID: 'rzp_test_abc', PAYMENT_KEY_SECRET: 'secret' });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/dashboard/665000a10000000000000085' });
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('script-src')).toEqual(["'self'", RAZORPAY_CHECKOUT_ORIGIN]);
      expect(csp.get('frame-src')).toEqual(["'self'", RAZORPAY_FRAME_ORIGIN]);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
    } finally {
      await t.close();
    }
  });
});

describe('HSTS', () => {
  // A bare app behind a trusted proxy: request.protocol is what decides, however it is learnt.
  const bare = async () => {
    const app = Fastify({ trustProxy: true });
    registerSecurityHeaders(app, { remoteUrls: [], frameAncestors: [], razorpayCheckout: false, productHosts: [] });
    app.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<!doctype html><p>hi</p>'));
    app.get('/file', async (_request, reply) =>
      reply.type('text/html').header('content-security-policy', "default-src 'none'; sandbox").send('<p>uploaded</p>'));
    await app.ready();
    return app;
  };

  it('is sent only on answers to requests that came over HTTPS', async () => {
    const app = await bare();
    try {
      const secure = await app.inject({ method: 'GET', url: '/page', headers: { 'x-forwarded-proto': 'https' } });
      expect(secure.headers['strict-transport-security']).toBe(HSTS);
      const plain = await app.inject({ method: 'GET', url: '/page' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      expect(plain.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    } finally {
      await app.close();
    }
  });

  it("leaves an answer's own policy alone (uploaded files are sandboxed)", async () => {
    const app = await bare();
    try {
      const res = await app.inject({ method: 'GET', url: '/file' });
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await app.close();
    }
  });
});

describe('FRAME_ANCESTORS', () => {
  it('reads origins separated by spaces or commas', () => {
    expect(parseFrameAncestors(undefined)).toEqual([]);
    expect(parseFrameAncestors('  ')).toEqual([]);
    expect(parseFrameAncestors('https://Agency.example/, http://localhost:3000 https://*.partner.example')).toEqual([
      'https://agency.example', 'http://localhost:3000', 'https://*.partner.example',
    ]);
    expect(loadConfig({ FRAME_ANCESTORS: 'https://agency.example' }).frameAncestors).toEqual(['https://agency.example']);
    expect(loadConfig({}).frameAncestors).toEqual([]);
  });

  it.each(["'none'", '*', 'https://agency.example;script-src', 'agency.example', 'https://agency.example/embed', 'javascript:alert(1)'])(
    'stops the start for %s, which is not a plain origin',
    (value) => {
      expect(() => loadConfig({ FRAME_ANCESTORS: value })).toThrow(/FRAME_ANCESTORS must list origins/);
    },
  );
});

describe('sourceOf', () => {
  it('answers the origin of an absolute remote URL and null for a path on the site', () => {
    expect(sourceOf('https://cdn.example.com/mf-bag/mf-manifest.json')).toBe('https://cdn.example.com');
    expect(sourceOf('http://localhost:3002/mf-manifest.json')).toBe('http://localhost:3002');
    expect(sourceOf('//cdn.example.com/mf-bag/mf-manifest.json')).toBe('cdn.example.com');
    expect(sourceOf('/mf/mf-bag/mf-manifest.json')).toBeNull();
    expect(sourceOf('ftp://cdn.example.com/x')).toBeNull();
  });
});

describe('SPEC.md 7.24: third-party scripts after consent in the page policy', () => {
  const PIXEL = { name: 'Meta Pixel', scriptUrl: 'https://connect.facebook.net/en_US/fbevents.js', connectOrigins: ['https://www.facebook.com'], imgOrigins: ['https://www.facebook.com'] };
  const RECORDER = {
    name: 'Microsoft Clarity', scriptUrl: 'https://www.clarity.ms/tag/abc123', scriptOrigins: ['https://scripts.clarity.ms'], connectOrigins: ['https://*.clarity.ms'],
  };
  const policyWith = async (env: Record<string, string>) => {
    const t = await appWith(env);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/' });
      return { csp: directives(res.headers['content-security-policy']), body: res.body };
    } finally {
      await t.close();
    }
  };

  it('SPEC.md 7.24: with none configured, the policy lets in no third party and the page names none', async () => {
    const { csp, body } = await policyWith({});
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(csp.get('frame-src')).toEqual(["'self'"]);
    expect(body).not.toContain('mm-third-parties');
  });

  it('SPEC.md 7.24: one pixel adds exactly its script origin and the origins it lists, and the page names it', async () => {
    const { csp, body } = await policyWith({ AD_PIXELS: JSON.stringify([PIXEL]) });
    expect(csp.get('script-src')).toEqual(["'self'", 'https://connect.facebook.net']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://www.facebook.com']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:', 'https://www.facebook.com']);
    expect(csp.get('frame-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(body).toContain('<script type="application/json" id="mm-third-parties">[{"kind":"ad-pixel","name":"Meta Pixel","scriptUrl":"https://connect.facebook.net/en_US/fbevents.js"}]</script>');
  });

  it('SPEC.md 7.24: a pixel and a session recorder add the origins of both, each once, and nothing else', async () => {
    const framed = { ...PIXEL, frameOrigins: ['https://www.facebook.com'] };
    const { csp } = await policyWith({ AD_PIXELS: JSON.stringify([framed, PIXEL]), SESSION_RECORDING: JSON.stringify([RECORDER]) });
    expect(csp.get('script-src')).toEqual(["'self'", 'https://connect.facebook.net', 'https://www.clarity.ms', 'https://scripts.clarity.ms']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://www.facebook.com', 'https://*.clarity.ms']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:', 'https://www.facebook.com']);
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://www.facebook.com']);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('font-src')).toEqual(["'self'", 'data:']);
  });
});
