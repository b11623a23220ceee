/**
 * The bag store's writes: sent one at a time, in order. Each answer replaces what it covers
 * in the confirmed bag; a refused write (4xx) is dropped and reported and the bag read back;
 * a write that got no answer is held, with every edit after it, until it is sent again.
 */
import { ApiError, bagErrorMessage } from 'shared-domain';
import { BagEditError } from 'shared-domain/pricing';
import { remapLineId, type BagDoc, type BagOp } from './bag-doc';
import type { BagTransport } from './bag-transport';

/** What the store and its write queue share: the server's bag and the edits it has not confirmed. */
export type BagStoreState = {
  confirmed: BagDoc;
  pending: BagOp[];
  /** Line id → selected (a line's new id takes its old id's choice). */
  selection: Map<string, boolean>;
  /** Why the held edits were not saved; null while nothing is held. */
  writeError: string | null;
};

/**
 * A failure said in words: an edit the rules refused in its own words; any failed call to the
 * bag as SPEC.md section 8 says it, 'Server Error!' and the answer's detail (shared-domain `bagErrorMessage`).
 */
export const messageOf = (err: unknown): string => (err instanceof BagEditError ? err.message : bagErrorMessage(err));

/** No answer, or "not now": the edit itself may be fine, so it is kept to send again. */
const worthRetrying = (err: unknown): boolean => err instanceof ApiError && err.isTransient;

/** Moves the answered write's new line id into the pending edits and the selection. */
function remapPending(state: BagStoreState, remap: { from: string; to: string }): void {
  state.pending = state.pending.map((p) => remapLineId(p, remap.from, remap.to));
  if (state.selection.has(remap.from)) {
    state.selection = new Map(state.selection);
    state.selection.set(remap.to, state.selection.get(remap.from) ?? true);
    state.selection.delete(remap.from);
  }
}

/**
 * The queue over `state.pending`: `pump` sends until it is empty or held by a failure (one
 * run at a time; `emit` after each answer), `idle` resolves when the run ends.
 */
export function createWriteQueue(transport: BagTransport, state: BagStoreState, hooks: {
  emit(): void;
  reload(): Promise<void>;
  onWriteError(error: unknown, op: BagOp): void;
}) {
  let pumping: Promise<void> | null = null;

  const run = async () => {
    let failed = false;
    while (state.pending.length > 0) {
      const op = state.pending[0]!;
      try {
        const answer = await transport.send(op, state.confirmed);
        state.confirmed = answer.apply(state.confirmed);
        state.pending.shift();
        if (answer.remap) remapPending(state, answer.remap);
      } catch (err) {
        if (worthRetrying(err)) {
          // Kept, with everything typed after it: nothing the user did is lost.
          state.writeError = messageOf(err);
          break;
        }
        state.pending.shift();
        failed = true;
        hooks.onWriteError(err, op);
      }
      hooks.emit();
    }
    hooks.emit();
    pumping = null;
    // Whatever the server kept after a failure is the truth: read it back.
    if (failed && !transport.guest) await hooks.reload();
  };

  const pump = (): Promise<void> => {
    if (pumping) return pumping;
    if (state.writeError !== null) {
      state.writeError = null;
      hooks.emit(); // sending again: "Saving changes…" instead of the failure
    }
    pumping = run();
    return pumping;
  };
  return { pump, idle: (): Promise<void> => pumping ?? Promise.resolve() };
}
