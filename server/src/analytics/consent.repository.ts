import { randomUUID } from 'node:crypto';
import type { ConsentChoice } from 'shared-domain';
import type { Db } from '../db/database';

/** An answer to the third-party scripts notice, as kept. */
export type ConsentRecord = { choice: ConsentChoice; policyVersion: number; userId: string | null; at: Date };

export interface ConsentRepository {
  /** Keeps one answer (each change of mind is a new row: the history is the record). */
  record(entry: ConsentRecord): Promise<void>;
}

export function createConsentRepository(db: Db): ConsentRepository {
  return {
    async record({ choice, policyVersion, userId, at }) {
      await db.insertInto('consent_choices').values({ id: randomUUID(), choice, policy_version: policyVersion, user_id: userId, at: at.toISOString() }).execute();
    },
  };
}
