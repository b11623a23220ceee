/**
 * The bag's state machine, framework-free. Edits show at once: the view is the confirmed
 * bag (the server's last answer) with the pending edits replayed on top. Writes go out one
 * at a time, in order; each answer replaces what it covers in the confirmed bag and the
 * rest is replayed again, so the screen always ends on the server's figures. A failed
 * write is dropped, reported, and the bag is read back from the server.
 */
import { BagEditError } from 'shared-domain/pricing';
import { applyOp, emptyDoc, remapLineId, type BagDoc, type BagOp } from './bag-doc';
import type { BagTransport } from './bag-transport';

export type BagStatus = 'loading' | 'ready' | 'error';

export type BagSnapshot = {
  status: BagStatus;
  /** What the screen shows: confirmed plus pending edits. */
  doc: BagDoc;
  /** Line id → selected; lines not in it use their own `select` (default true). */
  selection: ReadonlyMap<string, boolean>;
  /** Writes not yet answered. */
  syncing: boolean;
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
  /** Resolves when every queued write has been answered. */
  idle(): Promise<void>;
};

const replay = (confirmed: BagDoc, pending: readonly BagOp[]): BagDoc =>
  pending.reduce((doc, op) => {
    try {
      return applyOp(doc, op);
    } catch {
      return doc; // an edit the new server state no longer allows (e.g. its line was deleted)
    }
  }, confirmed);

const messageOf = (err: unknown): string => (err instanceof Error && err.message ? err.message : 'Could not load your bag');

export function createBagStore(transport: BagTransport, options: BagStoreOptions): BagStore {
  let confirmed = emptyDoc();
  let pending: BagOp[] = [];
  let selection = new Map<string, boolean>();
  let snapshot: BagSnapshot = { status: 'loading', doc: confirmed, selection, syncing: false, loadError: null };
  let lastCount: number | null = null;
  let pumping: Promise<void> | null = null;
  let loadSeq = 0;
  const listeners = new Set<() => void>();

  const emit = (patch: Partial<BagSnapshot> = {}) => {
    snapshot = { ...snapshot, doc: replay(confirmed, pending), selection, syncing: pending.length > 0, ...patch };
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
      confirmed = doc;
      emit({ status: 'ready', loadError: null });
    } catch (err) {
      if (seq !== loadSeq) return;
      emit({ status: snapshot.status === 'ready' ? 'ready' : 'error', loadError: messageOf(err) });
    }
  };

  const pump = (): Promise<void> => {
    if (pumping) return pumping;
    pumping = (async () => {
      let failed = false;
      while (pending.length > 0) {
        const op = pending[0];
        try {
          const answer = await transport.send(op, confirmed);
          confirmed = answer.apply(confirmed);
          pending.shift();
          const remap = answer.remap;
          if (remap) {
            pending = pending.map((p) => remapLineId(p, remap.from, remap.to));
            if (selection.has(remap.from)) {
              selection = new Map(selection);
              selection.set(remap.to, selection.get(remap.from) ?? true);
              selection.delete(remap.from);
            }
          }
        } catch (err) {
          pending.shift();
          failed = true;
          options.onWriteError(err, op);
        }
        emit();
      }
      pumping = null;
      // Whatever the server kept after a failure is the truth: read it back.
      if (failed && !transport.guest) await load();
    })();
    return pumping;
  };

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
      if (transport.guest && op.kind !== 'remove') return { ok: false, message: 'Sign in to change units, rates and discounts' };
      pending = [...pending, op];
      emit();
      void pump();
      return { ok: true };
    },
    toggle(lineId) {
      const line = snapshot.doc.lines.find((l) => l._id === lineId);
      if (!line) return;
      selection = new Map(selection);
      selection.set(lineId, !isSelected(line, selection));
      emit();
    },
    selectAll(selected) {
      selection = new Map(snapshot.doc.lines.map((l) => [l._id, selected]));
      emit();
    },
    idle: () => pumping ?? Promise.resolve(),
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
