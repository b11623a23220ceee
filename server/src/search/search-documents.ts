/** The documents and suggestions of the embedded search index (search-index.repository.ts writes them). */
import { categoryInfo, type CategoryInfo, type MediaSummary } from 'shared-domain';
import { codePointPrefix, searchKey, tokenize } from './search-text';

/** `type` of a hit: a media profile or a category page. */
export const DOC_TYPE_MEDIA = 'media';
export const DOC_TYPE_CATEGORY = 'category';

/** Weight of category suggestions: above any media popularity (0–100), so "Radio" leads "radio…". */
export const CATEGORY_WEIGHT = 100;
/** Word starts indexed per suggestion, and the longest key kept per start. */
const MAX_WORD_STARTS = 10;
const MAX_KEY_LENGTH = 120;
/** Keyword tokens kept per document (PostgreSQL keeps at most 256 positions per lexeme). */
const MAX_KEYWORD_TOKENS = 400;
/** Gap between fields in tsvector positions, so a phrase cannot run from one field into the next. */
const FIELD_GAP = 100;

/** Words of a category beyond its key and label that people search for. */
export const CATEGORY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  nontraditional: ['Nontraditional', 'Below the Line'],
  outdoor: ['Out of Home', 'OOH'],
  television: ['TV'],
  'influencer-marketing': ['Influencers'],
};

/** The toolKeywords field of a category: its key, label, tab label and aliases. */
export function toolTokens(category: CategoryInfo): string[] {
  const words = [category.key, category.label, category.tabLabel ?? '', ...(CATEGORY_ALIASES[category.key] ?? [])];
  return [...new Set(tokenize(words.join(' ')))];
}

/** The display fields and tokens of one hit document. */
export type SearchDocument = {
  id: string;
  mediaId: string | null;
  name: string;
  toolName: string;
  urlSlug: string;
  type: string;
  url: string;
  subTitle: string;
  popularity: number;
  toolTokens: string[];
  nameTokens: string[];
  keywordTokens: string[];
};

/** What a media profile contributes, read from `media` (its summary fields, any category) and its options. */
export type MediaSource = Pick<MediaSummary, 'slug' | 'name' | 'city' | 'language' | 'subTitle' | 'popularity'> & {
  id: string;
  category: string;
  options: ReadonlyArray<{ name: string; type: string }>;
};

/** The hit document of a media profile (null for a category the site does not have). */
export function mediaDocument(media: MediaSource): SearchDocument | null {
  const category = categoryInfo(media.category);
  if (!category) return null;
  const keywordValues = [...new Set([
    media.city, media.language, media.subTitle,
    ...media.options.map((o) => o.type), ...media.options.map((o) => o.name),
  ].filter((v) => v.trim() !== ''))];
  return {
    id: media.id,
    mediaId: media.id,
    name: media.name,
    toolName: category.key,
    urlSlug: media.slug,
    type: DOC_TYPE_MEDIA,
    url: `${category.path}/${media.slug}`,
    subTitle: media.subTitle,
    popularity: media.popularity,
    toolTokens: toolTokens(category),
    nameTokens: tokenize(media.name),
    keywordTokens: tokenize(keywordValues.join(' ')).slice(0, MAX_KEYWORD_TOKENS),
  };
}

/** The hit document of a category page (`/newspaper`). */
export function categoryDocument(category: CategoryInfo): SearchDocument {
  const subTitle = `${category.label} advertising in India`;
  return {
    id: `category:${category.key}`,
    mediaId: null,
    name: category.label,
    toolName: category.key,
    urlSlug: category.path.replace(/^\//, ''),
    type: DOC_TYPE_CATEGORY,
    url: category.path,
    subTitle,
    popularity: CATEGORY_WEIGHT,
    toolTokens: toolTokens(category),
    nameTokens: tokenize(category.label),
    keywordTokens: tokenize(subTitle),
  };
}

/** A tsvector literal: every token with its position and the weight letter of its field. */
export function tsvectorLiteral(doc: Pick<SearchDocument, 'toolTokens' | 'nameTokens' | 'keywordTokens'>): string {
  const positions = new Map<string, string[]>();
  let position = 1;
  const add = (tokens: readonly string[], weight: 'A' | 'B' | 'C') => {
    for (const token of tokens) {
      const list = positions.get(token) ?? [];
      // tsvector keeps at most 256 positions per lexeme and positions up to 16383.
      if (list.length < 255) list.push(`${Math.min(position, 16_383)}${weight}`);
      positions.set(token, list);
      position += 1;
    }
    position += FIELD_GAP;
  };
  add(doc.toolTokens, 'A');
  add(doc.nameTokens, 'B');
  add(doc.keywordTokens, 'C');
  return [...positions].map(([token, list]) => `'${token.replace(/\\/g, '\\\\').replace(/'/g, "''")}':${list.join(',')}`).join(' ');
}

/** One suggestion before it gets an id. */
export type SuggestionSource = { text: string; toolName: string; kind: 'name' | 'category' | 'city' | 'keyword'; mediaId: string | null; weight: number };

/** The key rows of a suggestion: one per word start (at most 10), each with its 1–3 code-point heads. */
export function suggestionKeys(key: string): Array<{ key: string; start: number; p1: string; p2: string; p3: string }> {
  const tokens = key.split(' ').filter(Boolean);
  const rows: Array<{ key: string; start: number; p1: string; p2: string; p3: string }> = [];
  for (let i = 0; i < Math.min(tokens.length, MAX_WORD_STARTS); i += 1) {
    const suffix = codePointPrefix(tokens.slice(i).join(' '), MAX_KEY_LENGTH);
    rows.push({ key: suffix, start: i === 0 ? 1 : 0, p1: codePointPrefix(suffix, 1), p2: codePointPrefix(suffix, 2), p3: codePointPrefix(suffix, 3) });
  }
  return rows;
}

/** Sub-title parts worth suggesting: "Mumbai · Beauty · Micro" → Beauty, Micro (no figures). */
export function subTitleParts(subTitle: string): string[] {
  return subTitle.split(/\s*[·|•,]\s*/).map((p) => p.trim()).filter((p) => p !== '' && !/\d/.test(p));
}

/** The media of a category grouped by city, language and sub-title, each with its most popular media's popularity. */
export type CategoryMediaGroup = { city: string; language: string; subTitle: string; weight: number };
/** The options of a category grouped by name and type, each with its most popular media's popularity. */
export type CategoryOptionGroup = { name: string; type: string; weight: number };

/**
 * The category-level suggestions of a category: the category itself (label and aliases),
 * then one per distinct key among its cities, then its languages, sub-title words, option
 * types and option names, each weighted by its most popular media.
 */
export function categorySuggestions(category: CategoryInfo, media: readonly CategoryMediaGroup[], options: readonly CategoryOptionGroup[]): SuggestionSource[] {
  const key = category.key;
  const own = [category.label, ...(CATEGORY_ALIASES[key] ?? [])];
  const seen = new Map<string, SuggestionSource>();
  const add = (text: string, kind: 'city' | 'keyword', weight: number) => {
    const k = searchKey(text);
    if (!k) return;
    const existing = seen.get(k);
    if (existing) existing.weight = Math.max(existing.weight, weight);
    else seen.set(k, { text: text.trim(), toolName: key, kind, mediaId: null, weight });
  };
  for (const row of media) add(row.city, 'city', row.weight);
  for (const row of media) {
    add(row.language, 'keyword', row.weight);
    for (const part of subTitleParts(row.subTitle)) add(part, 'keyword', row.weight);
  }
  for (const row of options) {
    add(row.type, 'keyword', row.weight);
    add(row.name, 'keyword', row.weight);
  }
  // The category's own names are suggested already.
  for (const text of own) seen.delete(searchKey(text));
  return [
    ...own.map((text): SuggestionSource => ({ text, toolName: key, kind: 'category', mediaId: null, weight: CATEGORY_WEIGHT })),
    ...seen.values(),
  ];
}
