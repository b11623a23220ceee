/**
 * The render worker pool: pages whose code came with a release are rendered in separate,
 * least-privileged processes (sandbox.ts, render-worker.ts). A render that takes longer than
 * its time limit kills its worker; a worker that crashes or outgrows its memory is replaced;
 * either way the page's render reports a failure and the page is left to the browser.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { FastifyBaseLogger } from 'fastify';
import { workerMessageOf, type FetchAnswer, type InjectRequest, type InjectResponse, type ParentMessage, type RenderRequest, type RenderResult } from './render-protocol';
import type { Isolation, WorkerLaunch } from './sandbox';

/** Why a render in a worker gave no page. */
export type RenderFailureReason = 'timeout' | 'crash' | 'error' | 'unavailable';

export type PoolOutcome = { ok: true; result: RenderResult | null } | { ok: false; reason: RenderFailureReason; message: string };

/** What the server answers a worker with: each call checks what it is asked (the worker is not trusted). */
export type WorkerServices = {
  inject(request: InjectRequest): Promise<InjectResponse>;
  file(pathname: string): Promise<string | null>;
  fetch(url: string): Promise<FetchAnswer>;
};

export type RenderPoolOptions = {
  /** How a worker is started (sandbox.ts). */
  launch: () => WorkerLaunch;
  /** Workers at most. */
  size: number;
  /** A render's time limit (ms): past it the worker is killed and replaced. */
  timeoutMs: number;
  /** A worker whose resident memory passes this (MiB) after a render is retired and replaced. */
  maxRssMb: number;
  /** How long a new worker may take to start (ms). */
  startTimeoutMs?: number;
  services: WorkerServices;
  log: FastifyBaseLogger;
};

export type RenderPool = {
  render(request: RenderRequest): Promise<PoolOutcome>;
  /** Workers started so far, and how the last one is isolated. */
  stats(): { started: number; alive: number; isolation: Isolation | null };
  close(): Promise<void>;
};

/** Questions a worker may have open at once; more is a worker gone wrong. */
const MAX_OPEN_QUESTIONS = 256;
/** Output a worker may write to the log per line and in all (a hostile release could flood it). */
const LOG_LINE = 500;
const LOG_BUDGET = 64 * 1024;

type Pending = { resolve: (outcome: PoolOutcome) => void; timer: NodeJS.Timeout };

class Worker {
  readonly child: ChildProcess;
  readonly ready: Promise<boolean>;
  readonly pending = new Map<number, Pending>();
  retired = false;
  dead = false;
  private questions = 0;
  private logged = 0;
  /** What the worker wrote before it was ready: told as an error when it never gets there. */
  private startOutput = '';
  private isReady = false;

  constructor(private readonly pool: { options: RenderPoolOptions; onGone: (w: Worker) => void }, launch: WorkerLaunch) {
    const { log } = pool.options;
    this.child = spawn(launch.command, launch.args, launch.options);
    for (const stream of [this.child.stdout, this.child.stderr]) {
      stream?.setEncoding('utf8');
      stream?.on('data', (text: string) => {
        if (!this.isReady) this.startOutput = (this.startOutput + text).slice(0, 2000);
        if (this.logged >= LOG_BUDGET) return;
        this.logged += text.length;
        log.info({ worker: this.child.pid, output: text.slice(0, LOG_LINE) }, 'render worker output');
      });
    }
    let started: (ok: boolean) => void = () => undefined;
    this.ready = new Promise<boolean>((resolve) => {
      started = resolve;
    });
    const startTimer = setTimeout(() => {
      log.error({ worker: this.child.pid }, 'a render worker did not start in time; it is stopped');
      this.kill();
    }, pool.options.startTimeoutMs ?? 15_000);
    startTimer.unref();
    this.child.on('message', (raw: unknown) => {
      const message = workerMessageOf(raw);
      if (!message) {
        log.error({ worker: this.child.pid }, 'a render worker sent a message of no known shape; it is stopped');
        this.kill();
        return;
      }
      switch (message.type) {
        case 'ready':
          clearTimeout(startTimer);
          this.isReady = true;
          started(true);
          return;
        case 'rendered':
        case 'failed':
          this.settle(message.id, message.type === 'rendered'
            ? { ok: true, result: message.result }
            : { ok: false, reason: 'error', message: message.message });
          if (message.rss > pool.options.maxRssMb * 1024 * 1024) {
            log.warn({ worker: this.child.pid, rssMb: Math.round(message.rss / 1048576) }, 'a render worker outgrew its memory; it is replaced');
            this.retire();
          }
          return;
        default:
          void this.answer(message);
      }
    });
    this.child.on('error', (err) => {
      log.error({ err }, 'a render worker could not be started');
      this.gone('crash', `the worker could not start: ${err.message}`);
    });
    this.child.on('exit', (code, signal) => {
      clearTimeout(startTimer);
      if (!this.isReady) log.error({ worker: this.child.pid, code, signal, output: this.startOutput }, 'a render worker stopped before it was ready');
      started(false);
      this.gone('crash', `the worker stopped (${signal ?? `exit code ${code}`})`);
    });
    this.child.on('disconnect', () => this.kill());
  }

  /** One question of the worker's (an API call, a file, a remote's file), answered or refused. */
  private async answer(message: Exclude<ReturnType<typeof workerMessageOf>, null | { type: 'ready' | 'rendered' | 'failed' }>): Promise<void> {
    if (this.questions >= MAX_OPEN_QUESTIONS) {
      this.pool.options.log.error({ worker: this.child.pid }, 'a render worker asked too much at once; it is stopped');
      this.kill();
      return;
    }
    this.questions += 1;
    const { services } = this.pool.options;
    let reply: ParentMessage;
    try {
      const value = message.type === 'inject' ? await services.inject(message.request)
        : message.type === 'file' ? await services.file(message.pathname)
          : await services.fetch(message.url);
      reply = { type: 'answer', id: message.id, value };
    } catch (err) {
      reply = { type: 'refuse', id: message.id, message: err instanceof Error ? err.message : String(err) };
    } finally {
      this.questions -= 1;
    }
    if (!this.dead && this.child.connected) this.child.send(reply, () => undefined);
  }

  render(id: number, request: RenderRequest): Promise<PoolOutcome> {
    return new Promise<PoolOutcome>((resolve) => {
      const timer = setTimeout(() => {
        this.pool.options.log.warn({ worker: this.child.pid, url: request.url, timeoutMs: this.pool.options.timeoutMs }, 'a render took too long; its worker is stopped and replaced');
        this.settle(id, { ok: false, reason: 'timeout', message: `the render took over ${this.pool.options.timeoutMs} ms` });
        this.kill();
      }, this.pool.options.timeoutMs);
      this.pending.set(id, { resolve, timer });
      const message: ParentMessage = { type: 'render', id, request };
      this.child.send(message, (err) => {
        if (err) this.settle(id, { ok: false, reason: 'crash', message: `the worker could not be reached: ${err.message}` });
      });
    });
  }

  private settle(id: number, outcome: PoolOutcome): void {
    const pending = this.pending.get(id);
    if (!pending) return;
    this.pending.delete(id);
    clearTimeout(pending.timer);
    pending.resolve(outcome);
    if (this.retired && this.pending.size === 0) this.kill();
  }

  /** No new renders; stopped once those under way are done. */
  retire(): void {
    this.retired = true;
    this.pool.onGone(this);
    if (this.pending.size === 0) this.kill();
  }

  kill(): void {
    if (!this.dead && this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
    this.retired = true;
    this.pool.onGone(this);
  }

  private gone(reason: RenderFailureReason, message: string): void {
    this.dead = true;
    this.retired = true;
    for (const id of [...this.pending.keys()]) this.settle(id, { ok: false, reason, message });
    this.pool.onGone(this);
  }
}

export function createRenderPool(options: RenderPoolOptions): RenderPool {
  let workers: Worker[] = [];
  let started = 0;
  let isolation: Isolation | null = null;
  let closed = false;
  let seq = 0;
  const onGone = (w: Worker) => {
    workers = workers.filter((x) => x !== w);
  };
  const owner = { options, onGone };

  /** The least busy worker that is ready, starting a new one while there is room. */
  const pick = async (): Promise<Worker | null> => {
    const live = workers.filter((w) => !w.retired);
    const idle = live.find((w) => w.pending.size === 0);
    if (idle || live.length >= options.size) {
      const w = idle ?? live.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
      return (await w.ready) && !w.retired ? w : null;
    }
    const launch = options.launch();
    isolation = launch.isolation;
    const w = new Worker(owner, launch);
    started += 1;
    workers.push(w);
    return (await w.ready) && !w.retired ? w : null;
  };

  return {
    async render(request) {
      if (closed) return { ok: false, reason: 'unavailable', message: 'the server is stopping' };
      const worker = await pick();
      if (!worker) return { ok: false, reason: 'unavailable', message: 'no render worker could be started' };
      return worker.render(++seq, request);
    },
    stats: () => ({ started, alive: workers.length, isolation }),
    async close() {
      closed = true;
      const all = [...workers];
      await Promise.all(all.map((w) => new Promise<void>((resolve) => {
        if (w.dead) return resolve();
        w.child.once('exit', () => resolve());
        w.kill();
      })));
    },
  };
}
