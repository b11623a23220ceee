/**
 * The score of a document for a query plan (query-plan.ts), computed in JavaScript the same
 * on both databases: BM25's length normalisation without IDF, dis_max over fields, constant
 * scores for multi-term leaves, similarity-scaled typo matches.
 */
import type { KeywordField, Leaf, Plan, SearchField } from './query-plan-types';
import type { Correction } from './typo-index';

/** A document's tokens per field. */
export type DocTokens = Readonly<Record<SearchField, readonly string[]>>;
/** A document's keyword field values. */
export type DocColumns = Readonly<Record<KeywordField, string>>;
/** Mean token count per field over the documents being scored (BM25's avgdl). */
export type FieldLengths = Readonly<Record<SearchField, number>>;

const K1 = 1.2;
const B = 0.75;

/** Multi-term leaves (prefix, wildcard) score a constant, as in Elasticsearch. */
function constantScore(leaf: Leaf): boolean {
  if (leaf.type === 'fuzzy') return leaf.base !== null && constantScore(leaf.base);
  return leaf.type === 'prefix' || leaf.type === 'terms' || (leaf.type === 'phrase' && leaf.lastIsPrefix);
}

/**
 * How a leaf matches one field's tokens: occurrences, and the similarity of the match (1 as
 * typed; for a typo, 1 - edits / the shorter word's length, as Elasticsearch scales fuzzy terms).
 */
function leafMatch(leaf: Leaf, tokens: readonly string[]): { tf: number; similarity: number } {
  if (leaf.type !== 'fuzzy') return { tf: occurrences(leaf, tokens), similarity: 1 };
  const asTyped = leaf.base ? occurrences(leaf.base, tokens) : 0;
  if (asTyped) return { tf: asTyped, similarity: 1 };
  const present = new Set(tokens);
  const best = leaf.corrections.find((c) => present.has(c.term));
  if (!best) return { tf: 0, similarity: 0 };
  const shorter = Math.min(Array.from(leaf.word).length, Array.from(best.term).length);
  return { tf: 1, similarity: Math.max(0, 1 - best.edits / Math.max(shorter, 1)) };
}

/** Occurrences of a leaf in one field's tokens. */
function occurrences(leaf: Exclude<Leaf, { type: 'fuzzy' }>, tokens: readonly string[]): number {
  switch (leaf.type) {
    case 'token': return tokens.reduce((n, t) => n + (t === leaf.token ? 1 : 0), 0);
    case 'prefix': return tokens.some((t) => t.startsWith(leaf.prefix)) ? 1 : 0;
    case 'terms': {
      const set = new Set(leaf.terms);
      return tokens.some((t) => set.has(t)) ? 1 : 0;
    }
    case 'phrase': {
      let n = 0;
      const last = leaf.tokens.length - 1;
      for (let i = 0; i + last < tokens.length; i += 1) {
        let ok = true;
        for (let j = 0; j <= last && ok; j += 1) {
          const t = tokens[i + j];
          ok = leaf.lastIsPrefix && j === last ? t.startsWith(leaf.tokens[j]) : t === leaf.tokens[j];
        }
        if (ok) n += 1;
      }
      return n;
    }
  }
}

/** The score of a plan for one document, or null when it does not match. */
export function scoreDocument(plan: Plan, doc: DocTokens, lengths: FieldLengths, columns?: DocColumns): number | null {
  switch (plan.kind) {
    case 'all': return plan.boost;
    case 'none': return null;
    case 'column': return columns && plan.values.includes(columns[plan.field]) ? plan.boost : null;
    case 'leaf': {
      let best: number | null = null;
      const constant = constantScore(plan.leaf);
      for (const { field, boost } of plan.fields) {
        const tokens = doc[field];
        const { tf, similarity } = leafMatch(plan.leaf, tokens);
        if (!tf) continue;
        const norm = constant ? 1 : (tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * tokens.length) / Math.max(lengths[field], 1)));
        const score = boost * norm * similarity;
        if (best === null || score > best) best = score;
      }
      return best === null ? null : best * plan.boost;
    }
    case 'bool': {
      let total = 0;
      for (const p of plan.mustNot) if (scoreDocument(p, doc, lengths, columns) !== null) return null;
      for (const p of plan.filter) if (scoreDocument(p, doc, lengths, columns) === null) return null;
      for (const p of plan.must) {
        const s = scoreDocument(p, doc, lengths, columns);
        if (s === null) return null;
        total += s;
      }
      let matchedShould = 0;
      for (const p of plan.should) {
        const s = scoreDocument(p, doc, lengths, columns);
        if (s !== null) {
          matchedShould += 1;
          total += s;
        }
      }
      if (plan.should.length && matchedShould < plan.minimumShouldMatch) return null;
      return total * plan.boost;
    }
  }
}

// ---------------------------------------------------------------- name ranking

/** A word the query looks for (as typed) and the indexed words it may be a typo of. */
export type QueryWord = { word: string; prefix: boolean; corrections: readonly Correction[] };

/**
 * The words a query looks for, in order, each once: what ranks names. Prohibited clauses do
 * not count; neither do wildcards inside a word (`r?dio`), which say no word.
 */
export function queryWords(plan: Plan): QueryWord[] {
  const out = new Map<string, QueryWord>();
  const add = (word: string, prefix: boolean, corrections: readonly Correction[] = []) => {
    const seen = out.get(word);
    if (!seen) out.set(word, { word, prefix, corrections });
    else out.set(word, { word, prefix: seen.prefix || prefix, corrections: seen.corrections.length ? seen.corrections : corrections });
  };
  const leafWords = (leaf: Leaf, corrections: readonly Correction[] = []): void => {
    if (leaf.type === 'token') add(leaf.token, false, corrections);
    else if (leaf.type === 'prefix') add(leaf.prefix, true, corrections);
    else if (leaf.type === 'phrase') leaf.tokens.forEach((t, i) => add(t, leaf.lastIsPrefix && i === leaf.tokens.length - 1));
    else if (leaf.type === 'terms') {
      // A word typed with wildcards at its ends (`*mirchi`, `*of*`); a list of exact terms says no word.
      const core = leaf.pattern.replace(/^\*+|\*+$/g, '');
      if (core !== leaf.pattern && core && !/[*?]/.test(core)) add(core, leaf.pattern.endsWith('*'), corrections);
    } else if (leaf.base) leafWords(leaf.base, leaf.corrections);
    else add(leaf.word, false, leaf.corrections);
  };
  const visit = (p: Plan): void => {
    if (p.kind === 'leaf') leafWords(p.leaf);
    else if (p.kind === 'bool') [...p.must, ...p.filter, ...p.should].forEach(visit);
  };
  visit(plan);
  return [...out.values()];
}

/** How a name matches the query words, best first: 4 exact, 3 starts with them, 2 and 1 the same with typos, 0 otherwise. */
export function nameRank(nameTokens: readonly string[], words: readonly QueryWord[]): 0 | 1 | 2 | 3 | 4 {
  if (!words.length || nameTokens.length < words.length) return 0;
  let typos = false;
  for (let i = 0; i < words.length; i += 1) {
    const { word, prefix, corrections } = words[i];
    const token = nameTokens[i];
    // The last word may be half typed.
    const last = i === words.length - 1;
    if (token === word || ((prefix || last) && token.startsWith(word))) continue;
    if (!corrections.some((c) => c.term === token)) return 0;
    typos = true;
  }
  const exact = nameTokens.length === words.length;
  return typos ? (exact ? 2 : 1) : exact ? 4 : 3;
}
