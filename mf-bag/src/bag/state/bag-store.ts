/**
 * The bag's state machine, framework-free. Edits show at once: the view is the confirmed
 * bag (the server's last answer) with the pending edits replayed on top. Writes go out one
 * at a time, in order; each answer replaces what it covers in the confirmed bag and the
 * rest is replayed again, so the screen always ends on the server's figures.
 *
 * A write the server refused (an answer about the request: 4xx) is dropped, reported, and
 * the bag is read back. A write that got no answer (timeout, network, 5xx, 429) is kept with
 * every edit after it: the screen goes on showing them, `writeError` says why they are not
 * saved, and `retry()` sends them again (as does the next edit) or `discard()` drops them.
 */
import { BagEditError } from 'shared-domain/pricing';
import { applyOp, emptyDoc, type BagDoc, type BagOp } from './bag-doc';
import type { BagTransport } from './bag-transport';
import { createWriteQueue, messageOf, type BagStoreState } from './bag-write-queue';

export type BagStatus = 'loading' | 'ready' | 'error';

export type BagSnapshot = {
  status: BagStatus;
  /** What the screen shows: confirmed plus pending edits. */
  doc: BagDoc;
  /** Line id → selected; lines not in it use their own `select` (default true). */
  selection: ReadonlyMap<string, boolean>;
  /** Writes on their way to the server. */
  syncing: boolean;
  /**
   * Why the pending edits could not be saved (no answer from the server); they stay on screen
   * and in the queue until `retry()` saves them or `discard()` drops them. Null otherwise.
   */
  writeError: string | null;
  /** Edits made here that the server has not confirmed (in flight or held after a failure). */
  unsaved: number;
  /** Why the bag could not be read. */
  loadError: string | null;
};

export type DispatchResult = { ok: true } | { ok: false; message: string };

export type BagStoreOptions = {
  /** A write the server refused or could not take (SPEC.md: 'Server Error!'). */
  onWriteError(error: unknown, op: BagOp): void;
  /** The number of lines changed (the header's badge follows it). */
  onCountChange?(count: number): void;
};

export type BagStore = {
  getSnapshot(): BagSnapshot;
  subscribe(listener: () => void): () => void;
  load(): Promise<void>;
  /** Applies `op` on screen at once and queues the write; bad input changes nothing. */
  dispatch(op: BagOp): DispatchResult;
  toggle(lineId: string): void;
  selectAll(selected: boolean): void;
  /** Resolves when every queued write has been answered, or the queue is held by a failure. */
  idle(): Promise<void>;
  /** Sends the held edits again; resolves like `idle()`. */
  retry(): Promise<void>;
  /** Drops the held edits and reads the bag back from the server. */
  discard(): Promise<void>;
};

const replay = (confirmed: BagDoc, pending: readonly BagOp[]): BagDoc =>
  pending.reduce((doc, op) => {
    try {
      return applyOp(doc, op);
    } catch {
      return doc; // an edit the new server state no longer allows (e.g. its line was deleted)
    }
  }, confirmed);

export function createBagStore(transport: BagTransport, options: BagStoreOptions): BagStore {
  const state: BagStoreState = { confirmed: emptyDoc(), pending: [], selection: new Map(), writeError: null };
  let snapshot: BagSnapshot = {
    status: 'loading', doc: state.confirmed, selection: state.selection, syncing: false, loadError: null, writeError: null, unsaved: 0,
  };
  let lastCount: number | null = null;
  let loadSeq = 0;
  const listeners = new Set<() => void>();

  const emit = (patch: Partial<BagSnapshot> = {}) => {
    const { confirmed, pending, selection, writeError } = state;
    snapshot = {
      ...snapshot, doc: replay(confirmed, pending), selection, syncing: pending.length > 0 && writeError === null,
      writeError, unsaved: pending.length, ...patch,
    };
    if (snapshot.status === 'ready' && confirmed.lines.length !== lastCount) {
      lastCount = confirmed.lines.length;
      options.onCountChange?.(lastCount);
    }
    listeners.forEach((l) => l());
  };

  const load = async () => {
    const seq = ++loadSeq;
    try {
      const doc = await transport.load();
      if (seq !== loadSeq) return;
      state.confirmed = doc;
      emit({ status: 'ready', loadError: null });
    } catch (err) {
      if (seq !== loadSeq) return;
      emit({ status: snapshot.status === 'ready' ? 'ready' : 'error', loadError: messageOf(err) });
    }
  };

  const queue = createWriteQueue(transport, state, { emit: () => emit(), reload: load, onWriteError: options.onWriteError });

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load,
    dispatch(op) {
      if (snapshot.status !== 'ready') return { ok: false, message: 'The bag is still loading' };
      try {
        applyOp(snapshot.doc, op);
      } catch (err) {
        if (err instanceof BagEditError) return { ok: false, message: err.message };
        throw err;
      }
      const refused = transport.refusal(op);
      if (refused) return { ok: false, message: refused };
      state.pending = [...state.pending, op];
      emit();
      void queue.pump();
      return { ok: true };
    },
    toggle(lineId) {
      const line = snapshot.doc.lines.find((l) => l._id === lineId);
      if (!line) return;
      state.selection = new Map(state.selection);
      state.selection.set(lineId, !isSelected(line, state.selection));
      emit();
    },
    selectAll(selected) {
      state.selection = new Map(snapshot.doc.lines.map((l) => [l._id, selected]));
      emit();
    },
    idle: queue.idle,
    retry: () => (state.pending.length > 0 ? queue.pump() : Promise.resolve()),
    async discard() {
      await queue.idle();
      state.pending = [];
      state.writeError = null;
      emit();
      await load();
    },
  };
}

/** Whether a line is selected: the user's choice, else the line's own flag (new lines are selected). */
export function isSelected(line: { _id: string; select?: boolean }, selection: ReadonlyMap<string, boolean>): boolean {
  return selection.get(line._id) ?? line.select ?? true;
}

/** Select-all checkbox state (SPEC.md bag flags isSelectAll, isIndeterminate, isDeleteAll). */
export function selectionFlags(lines: readonly { _id: string; select?: boolean }[], selection: ReadonlyMap<string, boolean>) {
  const selectedCount = lines.filter((l) => isSelected(l, selection)).length;
  const isSelectAll = lines.length > 0 && selectedCount === lines.length;
  return {
    selectedCount,
    isSelectAll,
    isIndeterminate: selectedCount > 0 && selectedCount < lines.length,
    isDeleteAll: isSelectAll,
  };
}
