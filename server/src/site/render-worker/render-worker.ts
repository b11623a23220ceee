/**
 * A render worker: the host's server renderer in a process of its own, started by the render
 * pool (render-pool.ts) inside the sandbox (sandbox.ts). A release's server container runs
 * here, never in the server: this process has no database, no secrets in its environment,
 * no file it may write, and (in the sandbox) no network. Everything it needs comes over the
 * IPC channel from the server, which decides what it may have: the page's API calls (GET
 * only, without credentials), the files of the remotes the site serves, and the files of a
 * remote on another origin that the live map names.
 *
 * Run as `node render-worker.js <host-shell/dist/server/render.js>`; it exits when the server
 * goes away (the channel closes).
 */
import { LOCAL_ORIGIN, type FetchAnswer, type InjectRequest, type InjectResponse, type ParentMessage, type RenderRequest, type RenderResult, type WorkerMessage } from './render-protocol';

type HostRenderer = {
  configureRenderer(options: {
    inject: (request: InjectRequest) => Promise<InjectResponse>;
    files: { origin: string; read: (pathname: string) => Promise<string | null> };
  }): Promise<void>;
  renderPage(request: RenderRequest): Promise<RenderResult | null>;
};

const send = (message: WorkerMessage): void => {
  process.send?.(message);
};

/** What the worker may ask the server: an API call, a file of the site's, a remote's file elsewhere. */
type Question = { type: 'inject'; request: InjectRequest } | { type: 'file'; pathname: string } | { type: 'fetch'; url: string };

let next = 0;
const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

/** Asks the server for something and waits for its answer (or its refusal). */
function ask<T>(message: Question): Promise<T> {
  const id = ++next;
  return new Promise<T>((resolve, reject) => {
    waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
    send({ ...message, id } as WorkerMessage);
  });
}

// A remote on another origin is fetched by the server, which checks the address first: this process has no network of its own.
globalThis.fetch = (async (input: string | URL | Request) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const answer = await ask<FetchAnswer>({ type: 'fetch', url });
  return new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.contentType } });
}) as typeof fetch;

const rss = (): number => process.memoryUsage().rss;

async function start(): Promise<HostRenderer> {
  const file = process.argv[2];
  if (!file) throw new Error('render-worker: the host renderer\'s file is missing from the command line');
  // The host's build is found at run time, so it is required, not imported.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const renderer = require(file) as HostRenderer;
  await renderer.configureRenderer({
    inject: (request) => ask<InjectResponse>({ type: 'inject', request }),
    files: { origin: LOCAL_ORIGIN, read: (pathname) => ask<string | null>({ type: 'file', pathname }) },
  });
  return renderer;
}

const renderer = start();

process.on('message', (message: ParentMessage) => {
  if (message.type === 'answer' || message.type === 'refuse') {
    const waiter = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.type === 'answer') waiter?.resolve(message.value);
    else waiter?.reject(new Error(message.message));
    return;
  }
  if (message.type === 'render') {
    renderer
      .then((r) => r.renderPage(message.request))
      .then((result) => send({ type: 'rendered', id: message.id, result, rss: rss() }))
      .catch((error: unknown) => send({ type: 'failed', id: message.id, message: String(error instanceof Error ? error.message : error).slice(0, 2000), rss: rss() }));
  }
});

// The server went away: so does the worker.
process.on('disconnect', () => process.exit(0));

renderer.then(() => send({ type: 'ready' }), (error: unknown) => {
  process.stderr.write(`render-worker: the host renderer did not start: ${String(error)}\n`);
  process.exit(1);
});
