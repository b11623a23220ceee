/**
 * Edits of one bag's lines that arrive while an earlier one is being written wait, then are
 * written together: one transaction, one lock of the bag and one commit (on PostgreSQL, one
 * WAL flush) for all of them, instead of a queue of transactions each holding the bag's row
 * lock through its round trips and its commit. Each edit still settles on its own: a refused
 * edit (or a line not in the bag) fails alone, and the others are applied in arrival order,
 * each to the line as the edits before it left it — the order a serial run would give.
 *
 * Per process: a second instance's edits of the same bag are serialised by the bag's lock.
 */

/** One outcome per edit of a batch, in the batch's order. */
export type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

/** Writes a batch of one key's edits (one transaction); throwing fails every edit of it. */
export type BatchWriter<E, R> = (key: string, batch: readonly E[]) => Promise<Outcome<R>[]>;

/** At most this many edits in one transaction (the rest wait for the next). */
export const MAX_LINE_BATCH = 64;

type Pending<E, R> = { edit: E; resolve: (value: R) => void; reject: (error: unknown) => void };

/**
 * `submit(key, edit)` settles with the edit's own outcome. The first edit of a key starts
 * writing at once (no added wait); those submitted while it runs form the next batch.
 */
export function batchedWrites<E, R>(write: BatchWriter<E, R>, maxBatch: number = MAX_LINE_BATCH) {
  const queues = new Map<string, Pending<E, R>[]>();

  async function drain(key: string, queue: Pending<E, R>[]): Promise<void> {
    while (queue.length) {
      const batch = queue.splice(0, maxBatch);
      try {
        const outcomes = await write(key, batch.map((p) => p.edit));
        batch.forEach((p, i) => {
          const outcome = outcomes[i];
          if (outcome.ok) p.resolve(outcome.value);
          else p.reject(outcome.error);
        });
      } catch (error) {
        for (const p of batch) p.reject(error);
      }
    }
    queues.delete(key);
  }

  return function submit(key: string, edit: E): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      const queued = queues.get(key);
      if (queued) {
        queued.push({ edit, resolve, reject });
        return;
      }
      const queue: Pending<E, R>[] = [{ edit, resolve, reject }];
      queues.set(key, queue);
      void drain(key, queue);
    });
  };
}
