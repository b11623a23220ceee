import { sql, type RawBuilder } from 'kysely';
import { dialectOf, type Db } from '../db/database';
import { codePointLength, codePointPrefix, escapeLike, successor } from './search-text';

/** A suggestion row as the steps read it. */
export type SuggestionRow = { id: number; text: string; key: string; tool_name: string; weight: number | string };

/** Mid-word matches look through at most this many words of the vocabulary. */
const MAX_MID_WORD_TERMS = 20;

/** The index seeks of suggestions.repository.ts, each answering at most `n` rows in rank order. */
export function createSuggestionSteps(db: Db) {
  const postgres = dialectOf(db) === 'postgres';
  const RANK = sql`k.start desc, k.weight desc, k.len, k.suggestion_id`;
  const BY_WEIGHT = sql`k.weight desc, k.len, k.suggestion_id`;

  /**
   * The best `n` key rows by `order` (an index walk in that order for equality on p1..p3),
   * and only then their suggestions: joining first would read every matching row's suggestion.
   */
  const top = async (where: RawBuilder<boolean>, order: RawBuilder<unknown>, n: number): Promise<SuggestionRow[]> => {
    const result = await sql<SuggestionRow>`select s.id, s.text, s."key", s.tool_name, s.weight
      from (select k.suggestion_id from search_suggestion_keys k where ${where} order by ${order} limit ${n}) t
      join search_suggestions s on s.id = t.suggestion_id`.execute(db);
    return result.rows;
  };

  /**
   * `k.key` starts with the prefix. Up to 3 code points: equality on p1..p3, whose indexes are
   * in rank order, so LIMIT stops the walk early. Longer: a range on the key; SQLite also
   * pins p3 so it walks the p3 index in rank order and filters (fast unless the prefix is
   * rare), PostgreSQL sorts the range from its covering index (its planner misjudges the pair).
   */
  const startsWith = (prefix: string, ranked = true): RawBuilder<boolean> => {
    const length = codePointLength(prefix);
    if (length <= 3) return sql<boolean>`${sql.ref(`k.p${length}`)} = ${prefix}`;
    const range = sql<boolean>`k."key" >= ${prefix} and k."key" < ${successor(prefix)}`;
    // The p3 walk only pays where the rows are wanted in rank order (it carries the key, 0029).
    return postgres || !ranked ? range : sql<boolean>`k.p3 = ${codePointPrefix(prefix, 3)} and ${range}`;
  };

  const steps = {
    /** The whole suggestion equals the text (fetched apart: it may weigh little). */
    exact: (text: string, n: number) => top(sql<boolean>`k."key" = ${text} and k.start = 1`, RANK, n),
    /** Whole-key prefixes first, then later word starts, by weight. */
    prefix: (text: string, n: number) => top(startsWith(text), RANK, n),
    /**
     * Every word starts some word of the suggestion: the longest word's key rows, each other
     * word checked on the suggestion's key with LIKE. Checking there, not by probing the key
     * table, keeps PostgreSQL from a plan built on its (poor) estimate of narrow text ranges.
     */
    allWords: async (words: readonly string[], n: number) => steps.allOf(words.map((w) => [w]), n),
    /**
     * Every word, or one of its alternatives (its typo corrections), starts some word of the
     * suggestion: the longest word's alternatives seek the key rows, the other words are
     * checked on the suggestion's key with LIKE. Checking there, not by probing the key table,
     * keeps PostgreSQL from a plan built on its (poor) estimate of narrow text ranges.
     */
    allOf: async (alternatives: ReadonlyArray<readonly string[]>, n: number) => {
      const [anchor, ...others] = [...alternatives].sort((a, b) => codePointLength(b[0]) - codePointLength(a[0]));
      const any = (parts: RawBuilder<boolean>[]) => (parts.length === 1 ? parts[0] : sql<boolean>`(${sql.join(parts, sql` or `)})`);
      const checks = others.map((alts) => any(alts.map((word) => sql<boolean>`(' ' || s."key") like ${`% ${escapeLike(word)}%`} escape '\\'`)));
      const result = await sql<SuggestionRow>`select s.id, s.text, s."key", s.tool_name, s.weight
        from search_suggestion_keys k join search_suggestions s on s.id = k.suggestion_id
        where ${sql.join([any(anchor.map((word) => startsWith(word, false))), ...checks], sql` and `)}
        order by ${BY_WEIGHT} limit ${n}`.execute(db);
      return result.rows;
    },
    /**
     * The word inside a longer word ("irchi" → mirchi): the few words of the vocabulary that
     * contain it (a scan of distinct words, not of suggestions), then their suggestions.
     */
    midWord: async (word: string, n: number) => {
      const contains = postgres ? sql<boolean>`strpos(term, ${word}) > 1` : sql<boolean>`instr(term, ${word}) > 1`;
      const terms = (await db.selectFrom('search_vocab').select('term').where(contains).orderBy('term').limit(MAX_MID_WORD_TERMS).execute()).map((r) => r.term);
      if (!terms.length) return [];
      const ranges = terms.map((t) => sql<boolean>`(k."key" >= ${t} and k."key" < ${successor(t)})`);
      return top(sql<boolean>`(${sql.join(ranges, sql` or `)})`, BY_WEIGHT, n);
    },
  };

  return steps;
}
