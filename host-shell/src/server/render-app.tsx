import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { BehaviorSubject } from 'rxjs';
import { ServerStyleSheet } from 'styled-components';
import { serverStyleTags } from '../theme/server-styles';
import { ApiError, createMemoryStorage, isPublicRoute, matchRoute, type SiteOrganisation, type User } from 'shared-domain';
import { createSearchIndexClient } from 'shared-domain/search';
import { createRuntime, preloadedData, type PreloadedEntry } from 'shared-ui';
import { App } from '../app/app';
import { routeRemoteId, SERVER_RENDERED_REMOTES } from '../app/route-remote';
import type { RemoteLoader } from '../remotes/remote-loader';
import type { ShellSession } from '../session/session-context';
import { installedInjectAdapter } from './inject-adapter';
import { loadServerModule, registerServerRemotes, type ServerRemote } from './server-remotes';

export type RenderRequest = {
  /** The page's path and query. */
  url: string;
  /** remotes.json as the server resolves it (absolute entries, deployed versions). */
  remotes: readonly ServerRemote[];
  /** "Today" (the dated logo, the copyright year): the same instant the browser is told. */
  now: number;
  /** The white-label organisation of the request's host (its look, footer and name); null or absent: the product's site. */
  organisation?: SiteOrganisation | null;
  /** How long the page's data may take before the page renders without it (its loading state). */
  dataTimeoutMs?: number;
};

export type RenderResult = {
  /** The markup of `#root`. */
  html: string;
  /** styled-components' `<style>` tags for that markup. */
  styles: string;
  /** The data the render used, by resource key (the document's data block). */
  data: Record<string, PreloadedEntry>;
  /** The remote module the page's route rendered (its code is what the browser preloads). */
  remoteId: string;
};

/** Rendering passes at most: each may ask for data the one before could not know it needed. */
const MAX_PASSES = 3;

const guest: ShellSession = { user$: new BehaviorSubject<User | null>(null), getUser: () => null, logout: async () => undefined };

/** React's streaming render of `element`, collected once everything (lazy pages included) is ready. */
function renderToHtml(element: ReactNode, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
    });
    sink.on('finish', () => {
      clearTimeout(timer);
      resolve(html);
    });
    let failure: unknown;
    const stream = renderToPipeableStream(element, {
      // The whole page is ready when it is sent: every boundary inline, none revealed by a script.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => (failure ? reject(failure) : stream.pipe(sink)),
      onShellError: reject,
      onError: (error) => {
        failure ??= error;
      },
    });
    // The sink finishes only after onAllReady pipes into it, which is after this line.
    const timer = setTimeout(() => stream.abort(new Error(`the render took over ${timeoutMs} ms`)), timeoutMs);
    timer.unref();
  });
}

/**
 * Renders the page (null: a page that is not public by its route's access level, or whose remote
 * renders in the browser only): a pass collects the data its resources ask for, the data is
 * loaded, and the page renders again with it, until nothing new is asked (at most MAX_PASSES).
 * The page's runtime is a guest's: its calls go through shared-domain's server transport.
 */
export async function renderApp(request: RenderRequest): Promise<RenderResult | null> {
  const pathname = new URL(request.url, 'http://page.invalid').pathname;
  const entry = matchRoute(pathname)?.entry;
  if (entry && !isPublicRoute(entry)) return null;
  const remoteId = routeRemoteId(pathname);
  if (!SERVER_RENDERED_REMOTES.includes(remoteId)) return null;
  registerServerRemotes(request.remotes);
  const mod = await loadServerModule(remoteId);
  const peek = (id: string) => (id === remoteId ? mod : undefined);
  const loader = ((id: string) => (id === remoteId ? Promise.resolve(mod) : new Promise(() => undefined))) as RemoteLoader;
  const timeoutMs = request.dataTimeoutMs ?? 5_000;
  const data: Record<string, PreloadedEntry> = {};
  for (let pass = 1; ; pass += 1) {
    const asked = new Map<string, Promise<unknown>>();
    const store = preloadedData(data, (key, load) => {
      if (asked.has(key)) return;
      const loading = load();
      // A load the last pass leaves unread must not surface as an unhandled rejection.
      loading.catch(() => undefined);
      asked.set(key, loading);
    });
    const sheet = new ServerStyleSheet();
    // The search index's client is not an API client (no server transport of its own): it answers in process too.
    const searchIndex = createSearchIndexClient({ adapter: installedInjectAdapter() });
    const runtime = createRuntime({ storage: createMemoryStorage(), token: null, events: null, searchIndex });
    try {
      const html = await renderToHtml(
        sheet.collectStyles(
          <MemoryRouter initialEntries={[request.url]}>
            <App runtime={runtime} loader={loader} peek={peek} preloaded={store} organisation={request.organisation ?? null} session={guest} now={new Date(request.now)} />
          </MemoryRouter>,
        ),
        timeoutMs,
      );
      if (asked.size === 0 || pass === MAX_PASSES) return { html, styles: serverStyleTags(sheet.getStyleTags()), data, remoteId };
    } finally {
      sheet.seal();
      runtime.dispose();
    }
    await loadAll(asked, data, timeoutMs);
  }
}

/**
 * Waits for each load (at most `timeoutMs`); what arrived goes into `data`, with the server's
 * verdicts on the request (4xx: not found, bad input) that the page shows as it is; any other
 * failure is left to the browser to retry.
 */
async function loadAll(asked: Map<string, Promise<unknown>>, data: Record<string, PreloadedEntry>, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  const settled = Promise.all([...asked].map(async ([key, load]) => {
    try {
      data[key] = { value: await load };
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) data[key] = { error: { status: error.status, code: error.code, message: error.message } };
      // Otherwise the page shows its loading state; the browser loads it and shows the error with Retry if it fails again.
    }
  }));
  await Promise.race([settled, late]);
  clearTimeout(timer);
}
