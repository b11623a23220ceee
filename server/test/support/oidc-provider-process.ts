import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** The test OpenID provider (test/support/oidc-test-provider.mjs) running in a child process. */
export type OidcTestProvider = {
  /** `http://127.0.0.1:<port>`, its issuer and base URL. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** POSTs a test control: `/__test/account`, `/__test/rotate-keys`, `/__test/tamper`. */
  control(controlPath: string, body?: Record<string, unknown>): Promise<void>;
  stop(): Promise<void>;
};

export type OidcTestProviderOptions = {
  /** The redirect URIs the test client may use, e.g. `http://localhost/api/auth/oidc/callback`. */
  redirectUris: string[];
  clientId?: string;
  clientSecret?: string;
};

const SCRIPT = path.join(__dirname, 'oidc-test-provider.mjs');
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

function stopChild(child: ChildProcess): Promise<void> {
  running.delete(child);
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Starts the provider on a free port; resolves once it prints its issuer (rejects after 15 s or on exit). */
export async function startOidcTestProvider(options: OidcTestProviderOptions): Promise<OidcTestProvider> {
  const clientId = options.clientId ?? 'mediamart-test';
  const clientSecret = options.clientSecret ?? 'test-secret';
  const child = spawn(process.execPath, [SCRIPT], {
    env: {
      ...process.env,
      OIDC_TEST_PORT: '0',
      OIDC_TEST_REDIRECT_URIS: options.redirectUris.join(','),
      OIDC_TEST_CLIENT_ID: clientId,
      OIDC_TEST_CLIENT_SECRET: clientSecret,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const issuer = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`The test OpenID provider did not start:\n${stderr}`)), 15_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (!line) return;
      clearTimeout(timer);
      resolve((JSON.parse(line) as { issuer: string }).issuer);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The test OpenID provider exited (${code}):\n${stderr}`));
    });
  }).catch(async (err: unknown) => {
    await stopChild(child);
    throw err;
  });
  return {
    issuer,
    clientId,
    clientSecret,
    async control(controlPath, body = {}) {
      const res = await fetch(`${issuer}${controlPath}`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${controlPath} answered ${res.status}: ${await res.text()}`);
    },
    stop: () => stopChild(child),
  };
}

/** A cookie jar for one origin, enough for the provider's session and interaction cookies. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq > 0) this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Follows redirects from `url` through the provider as a browser would (carrying its cookies,
 * completing the interaction with `?auto=1`) until one leads to `until`; answers that URL.
 */
export async function followProviderRedirects(url: string, until: string, jar = new CookieJar()): Promise<string> {
  let next = url;
  for (let hop = 0; hop < 10; hop += 1) {
    if (next.startsWith(until)) return next;
    const target = new URL(next);
    if (/^\/interaction\/[^/]+$/.test(target.pathname)) target.searchParams.set('auto', '1');
    const res = await fetch(target, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(res.headers);
    const location = res.headers.get('location');
    if (res.status < 300 || res.status >= 400 || !location) {
      throw new Error(`${target} answered ${res.status} without a redirect: ${(await res.text()).slice(0, 500)}`);
    }
    next = new URL(location, target).toString();
  }
  throw new Error(`Too many redirects from ${url}`);
}

export type SignInStart = {
  /** Our start route's answer: its status and Location. */
  start: { statusCode: number; location: string | undefined };
  /** Path and query of our callback as the provider sent the browser to it. */
  callbackPath: string;
};

/**
 * Calls our `GET /api/auth/oidc/start<query>` on `host` and follows the browser's way through the
 * provider to our callback; answers the callback's path and query (not yet called).
 */
export async function startSignIn(app: FastifyInstance, query: string, host = 'localhost'): Promise<SignInStart> {
  const res = await app.inject({ method: 'GET', url: `/api/auth/oidc/start${query}`, headers: { host } });
  const location = typeof res.headers.location === 'string' ? res.headers.location : undefined;
  if (res.statusCode !== 302 || !location) throw new Error(`start answered ${res.statusCode}: ${res.body.slice(0, 500)}`);
  const callback = await followProviderRedirects(location, `http://${host}/api/auth/oidc/callback`);
  const parsed = new URL(callback);
  return { start: { statusCode: res.statusCode, location }, callbackPath: `${parsed.pathname}${parsed.search}` };
}

/** The app settings for one provider: the test provider as "Test ID". */
export function oidcTestEnv(idp: OidcTestProvider): Record<string, string> {
  return { OIDC_ISSUER: idp.issuer, OIDC_CLIENT_ID: idp.clientId, OIDC_CLIENT_SECRET: idp.clientSecret, OIDC_NAME: 'Test ID' };
}

/** The hand-off code of a callback's Location (`<returnTo>#oidc=<code>`), or null. */
export function handoffCodeOf(location: unknown): string | null {
  const match = typeof location === 'string' ? /#oidc=([A-Za-z0-9_-]+)$/.exec(location) : null;
  return match ? match[1] : null;
}
