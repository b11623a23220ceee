/** One answer to the third-party scripts notice (0032); `at` ISO-8601 UTC. */
export interface ConsentChoiceTable {
  id: string;
  /** accept | reject */
  choice: string;
  policy_version: number;
  user_id: string | null;
  at: string;
}
