/**
 * The boolean filter of a query plan (query-plan.ts): what the index answers, as an SQLite
 * FTS5 MATCH expression or a PostgreSQL tsquery.
 */
import { SEARCH_FIELDS, type KeywordField, type Leaf, type Plan, type SearchField } from './query-plan-types';

/** What documents match, independent of scores. */
export type Filter =
  | { op: 'all' }
  | { op: 'none' }
  | { op: 'leaf'; leaf: Exclude<Leaf, { type: 'fuzzy' }>; fields: SearchField[] }
  | { op: 'column'; field: KeywordField; values: string[] }
  | { op: 'and'; items: Filter[] }
  | { op: 'or'; items: Filter[] }
  | { op: 'andNot'; pos: Filter; neg: Filter };

const ALL: Filter = { op: 'all' };
const NONE: Filter = { op: 'none' };

function and(items: Filter[]): Filter {
  const kept: Filter[] = [];
  for (const f of items) {
    if (f.op === 'none') return NONE;
    if (f.op === 'all') continue;
    if (f.op === 'and') kept.push(...f.items);
    else kept.push(f);
  }
  if (!kept.length) return ALL;
  return kept.length === 1 ? kept[0] : { op: 'and', items: kept };
}

function or(items: Filter[]): Filter {
  const kept: Filter[] = [];
  for (const f of items) {
    if (f.op === 'all') return ALL;
    if (f.op === 'none') continue;
    if (f.op === 'or') kept.push(...f.items);
    else kept.push(f);
  }
  if (!kept.length) return NONE;
  return kept.length === 1 ? kept[0] : { op: 'or', items: kept };
}

function andNot(pos: Filter, neg: Filter): Filter {
  if (pos.op === 'none' || neg.op === 'all') return NONE;
  if (neg.op === 'none') return pos;
  return { op: 'andNot', pos, neg };
}

/**
 * The documents a plan matches, with Lucene's rules: required clauses must all match and
 * optional ones then only score; without required clauses one optional must match;
 * prohibited ones exclude. A group of only prohibited clauses matches everything else
 * (Elasticsearch's query_string fixes such negative queries).
 */
export function toFilter(plan: Plan): Filter {
  switch (plan.kind) {
    case 'all': return ALL;
    case 'none': return NONE;
    case 'column': return plan.values.length ? { op: 'column', field: plan.field, values: plan.values } : NONE;
    case 'leaf': {
      const fields = plan.fields.map((f) => f.field);
      const leaf = plan.leaf;
      if (leaf.type !== 'fuzzy') return { op: 'leaf', leaf, fields };
      const typos: Filter = { op: 'leaf', leaf: { type: 'terms', pattern: `${leaf.word}~`, terms: leaf.corrections.map((c) => c.term) }, fields };
      return leaf.base ? or([{ op: 'leaf', leaf: leaf.base, fields }, typos]) : typos;
    }
    case 'bool': {
      const required = [...plan.must, ...plan.filter].map(toFilter);
      const anyShould = plan.minimumShouldMatch > 0 && plan.should.length ? [or(plan.should.map(toFilter))] : [];
      const positive = required.length || anyShould.length ? and([...required, ...anyShould]) : ALL;
      return andNot(positive, or(plan.mustNot.map(toFilter)));
    }
  }
}

/** True when a filter has no `all` inside (so one index expression can say it). */
export function isIndexable(filter: Filter): boolean {
  switch (filter.op) {
    case 'all': return false;
    case 'none': return false;
    case 'leaf': return true;
    case 'column': return false;
    case 'and': case 'or': return filter.items.every(isIndexable);
    case 'andNot': return isIndexable(filter.pos) && isIndexable(filter.neg);
  }
}

const FTS_COLUMN: Readonly<Record<SearchField, string>> = { toolKeywords: 'tool_tokens', name: 'name_tokens', keywords: 'keyword_tokens' };
const TS_WEIGHT: Readonly<Record<SearchField, string>> = { toolKeywords: 'A', name: 'B', keywords: 'C' };

const ftsString = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** An SQLite FTS5 MATCH expression for an indexable filter. */
export function toFts5(filter: Filter): string {
  switch (filter.op) {
    case 'leaf': {
      const columns = `{${filter.fields.map((f) => FTS_COLUMN[f]).join(' ')}}`;
      const leaf = filter.leaf;
      const body = leaf.type === 'token' ? ftsString(leaf.token)
        : leaf.type === 'prefix' ? `${ftsString(leaf.prefix)}*`
          : leaf.type === 'phrase' ? `${ftsString(leaf.tokens.join(' '))}${leaf.lastIsPrefix ? '*' : ''}`
            : `(${leaf.terms.map(ftsString).join(' OR ')})`;
      return `(${columns} : ${body})`;
    }
    case 'and': return `(${filter.items.map(toFts5).join(' AND ')})`;
    case 'or': return `(${filter.items.map(toFts5).join(' OR ')})`;
    case 'andNot': return `(${toFts5(filter.pos)} NOT ${toFts5(filter.neg)})`;
    default: throw new Error(`toFts5: "${filter.op}" has no FTS5 form`);
  }
}

const tsLexeme = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** A PostgreSQL tsquery (input syntax, not parsed again) for an indexable filter. */
export function toTsquery(filter: Filter): string {
  switch (filter.op) {
    case 'leaf': {
      // No weight letters when every field may match.
      const weights = filter.fields.length === SEARCH_FIELDS.length ? '' : filter.fields.map((f) => TS_WEIGHT[f]).sort().join('');
      const lexeme = (token: string, prefix: boolean) => `${tsLexeme(token)}${prefix || weights ? ':' : ''}${prefix ? '*' : ''}${weights}`;
      const leaf = filter.leaf;
      if (leaf.type === 'token') return lexeme(leaf.token, false);
      if (leaf.type === 'prefix') return lexeme(leaf.prefix, true);
      if (leaf.type === 'phrase') return `(${leaf.tokens.map((t, i) => lexeme(t, leaf.lastIsPrefix && i === leaf.tokens.length - 1)).join(' <-> ')})`;
      return `(${leaf.terms.map((t) => lexeme(t, false)).join(' | ')})`;
    }
    case 'and': return `(${filter.items.map(toTsquery).join(' & ')})`;
    case 'or': return `(${filter.items.map(toTsquery).join(' | ')})`;
    case 'andNot': return `(${toTsquery(filter.pos)} & !${toTsquery(filter.neg)})`;
    default: throw new Error(`toTsquery: "${filter.op}" has no tsquery form`);
  }
}
