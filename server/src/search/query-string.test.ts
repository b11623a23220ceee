import { InputError } from '../errors';
import { nameRank, parseFields, planQuery, queryWords, scoreDocument, toFilter, toFts5, toTsquery, type DocTokens, type Plan } from './query-plan';
import { parseQueryString, type QueryNode } from './query-string';
import { codePointPrefix, searchKey, successor, tokenize } from './search-text';
import { siteQueryString } from './search-backend';

/** A compact picture of a parse: +must -mustNot plain should, boosts as ^n. */
function show(node: QueryNode): string {
  const boost = node.boost !== 1 ? `^${node.boost}` : '';
  const field = 'field' in node && node.field ? `${node.field}:` : '';
  if (node.kind === 'matchAll') return `*:*${boost}`;
  if (node.kind === 'term') return `${field}${node.phrase ? `"${node.text}"` : node.text}${boost}`;
  const inner = node.clauses.map((c) => `${c.occur === 'must' ? '+' : c.occur === 'mustNot' ? '-' : ''}${show(c.node)}`).join(' ');
  return `${field}(${inner})${boost}`;
}

const parse = (q: string, op: 'OR' | 'AND' = 'OR') => show(parseQueryString(q, op));

describe('parseQueryString (Lucene classic rules)', () => {
  it('reads the query the site sends: the group optional and boosted, both wildcard terms required', () => {
    expect(parse('(radio mirchi)^4 OR radio* AND *mirchi')).toBe('((radio mirchi)^4 +radio* +*mirchi)');
    expect(parse('(times of india)^4 OR times* AND *of* AND *india')).toBe('((times of india)^4 +times* +*of* +*india)');
  });

  it('gives AND no precedence over OR, as Lucene does', () => {
    expect(parse('a OR b AND c')).toBe('(a +b +c)');
    expect(parse('a AND b OR c')).toBe('(+a +b c)');
    expect(parse('a b')).toBe('(a b)');
    expect(parse('a b', 'AND')).toBe('(+a +b)');
    expect(parse('a OR b', 'AND')).toBe('(a b)');
  });

  it('reads modifiers, NOT, && / || / !, fields, phrases, boosts, escapes and ~', () => {
    expect(parse('+radio -mirchi NOT city !fm')).toBe('(+radio -mirchi -city -fm)');
    expect(parse('radio && mirchi || city')).toBe('(+radio +mirchi city)');
    expect(parse('name:"radio mirchi"^2 keywords:(delhi OR mumbai)')).toBe('(name:"radio mirchi"^2 keywords:(delhi mumbai))');
    expect(parse('fc-road c++ mid\\-day 98.3 \\(x\\)')).toBe('(fc-road c++ mid-day 98.3 (x))');
    expect(parse('radio~ "a b"~2 city^1.5')).toBe('(radio "a b" city^1.5)');
    expect(parse('* *:*')).toBe('(*:* *:*)');
    expect(parse('दैनिक* भास्कर')).toBe('(दैनिक* भास्कर)');
  });

  it.each([
    ['(radio mirchi', /unclosed parenthesis at position 1$/],
    ['radio)', /unbalanced closing parenthesis at position 6$/],
    ['"radio mirchi', /unclosed quote at position 1$/],
    ['radio AND', /the query ends where a term was expected at position 10$/],
    ['AND radio', /AND needs a clause before it at position 1$/],
    ['name:[a TO b]', /ranges .* are not supported at position 6$/],
    ['^4 radio', /a boost must follow a term, phrase or group at position 1$/],
    ['radio^x', /\^ must be followed by a number/],
    ['()', /empty parentheses at position 2$/],
    ['radio \\', /a trailing \\ escapes nothing/],
    ['name:', /nothing after "name:"/],
  ])('refuses %j with a clear message', (query, message) => {
    let error: unknown;
    try {
      parseQueryString(query);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(InputError);
    expect((error as Error).message).toMatch(/^query_string: /);
    expect((error as Error).message).toMatch(message);
  });

  it('refuses a query longer than 1,000 characters and nesting deeper than 20', () => {
    expect(() => parseQueryString('a '.repeat(501))).toThrow('at most 1000 are allowed');
    expect(() => parseQueryString(`${'('.repeat(25)}a${')'.repeat(25)}`)).toThrow('nest deeper than 20');
  });
});

describe('planQuery, filters and scores', () => {
  const vocab = ['mirchi', 'radiomirchi', 'radio', 'city', 'delhi', 'दैनिक'];
  const expand = async (pattern: string) => {
    const re = new RegExp(`^${pattern.replace(/\*/g, '.*').replace(/\?/g, '.')}$`, 'u');
    return vocab.filter((t) => re.test(t));
  };
  const plan = (q: string, fields?: string[]) => planQuery(parseQueryString(q), { fields, expand });

  it('reads field boosts; unknown fields match nothing; * is every field', () => {
    expect(parseFields(['toolKeywords^4', 'name^3', 'keywords'])).toEqual([
      { field: 'toolKeywords', boost: 4 }, { field: 'name', boost: 3 }, { field: 'keywords', boost: 1 },
    ]);
    expect(parseFields(['*^2', 'nope'])).toEqual([{ field: 'toolKeywords', boost: 2 }, { field: 'name', boost: 2 }, { field: 'keywords', boost: 2 }]);
    expect(parseFields(undefined)).toHaveLength(3);
    expect(() => parseFields(['name^'])).toThrow('is not a field name with an optional ^boost');
  });

  it('analyses terms like the index: phrases from punctuation, prefixes, wildcards expanded against the vocabulary', async () => {
    const p = await plan('(radio mirchi)^4 OR radio* AND *mirchi', ['toolKeywords^4', 'name^3', 'keywords']);
    const filter = toFilter(p);
    expect(toFts5(filter)).toBe('(({tool_tokens name_tokens keyword_tokens} : "radio"*) AND ({tool_tokens name_tokens keyword_tokens} : ("mirchi" OR "radiomirchi")))');
    expect(toTsquery(filter)).toBe("('radio':* & ('mirchi' | 'radiomirchi'))");
    const phrase = toFilter(await plan('name:98.3* OR keywords:"FC-Road"'));
    expect(toFts5(phrase)).toBe('(({name_tokens} : "98 3"*) OR ({keyword_tokens} : "fc road"))');
    expect(toTsquery(phrase)).toBe("(('98':B <-> '3':*B) | ('fc':C <-> 'road':C))");
  });

  it('makes a purely negative group match everything else, and drops terms the analyzer empties', async () => {
    expect(toFilter(await plan('-radio'))).toEqual({ op: 'andNot', pos: { op: 'all' }, neg: expect.objectContaining({ op: 'leaf' }) });
    expect(toFilter(await plan('– radio'))).toEqual(expect.objectContaining({ op: 'leaf' }));
    expect(toFilter(await plan('*zzz'))).toEqual({ op: 'none' });
    expect(toFilter(await plan('* -radio')).op).toBe('andNot');
  });

  it('refuses a wildcard that expands to more than 1,024 terms', async () => {
    const many = async () => Array.from({ length: 1_025 }, (_, i) => `t${i}`);
    await expect(planQuery(parseQueryString('*t'), { expand: many })).rejects.toThrow('matches more than 1024 indexed terms');
    const some = async () => Array.from({ length: 1_000 }, (_, i) => `t${i}`);
    await expect(planQuery(parseQueryString('*a *b *c *d'), { expand: some })).resolves.toBeTruthy();
    await expect(planQuery(parseQueryString('*a *b *c *d *e'), { expand: some })).rejects.toThrow('the wildcards expand to more than 4096 indexed terms in all');
  });

  it('scores the best field times its boost, adds clauses, and leaves out what must not match', async () => {
    const p: Plan = await plan('(radio mirchi)^4 OR radio* AND *mirchi', ['toolKeywords^4', 'name^3', 'keywords']);
    const lengths = { toolKeywords: 1, name: 2, keywords: 3 };
    const doc = (tool: string, name: string, keywords = ''): DocTokens => ({ toolKeywords: tokenize(tool), name: tokenize(name), keywords: tokenize(keywords) });
    const exact = scoreDocument(p, doc('radio', 'Radio Mirchi'), lengths);
    const longer = scoreDocument(p, doc('radio', 'Radio Mirchi Mumbai Drive Time Package'), lengths);
    const onlyName = scoreDocument(p, doc('newspaper', 'Mirchi Radio Times'), lengths);
    expect(exact).not.toBeNull();
    expect(exact!).toBeGreaterThan(longer!);
    expect(longer!).toBeGreaterThan(onlyName!);
    expect(scoreDocument(p, doc('radio', 'Radio City'), lengths)).toBeNull();
  });
});

describe('name ranking', () => {
  const vocab = ['mirchi', 'radio', 'times', 'india', 'of'];
  const expand = async (pattern: string) => {
    const re = new RegExp(`^${pattern.replace(/\*/g, '.*').replace(/\?/g, '.')}$`, 'u');
    return vocab.filter((t) => re.test(t));
  };
  const correct = async (word: string) => (word === 'tims' ? [{ term: 'times', edits: 1 }] : word === 'inda' ? [{ term: 'india', edits: 1 }] : []);

  it('reads the words a query looks for, in order, once each; prohibited clauses and term lists say none', async () => {
    const words = async (q: string) => queryWords(await planQuery(parseQueryString(q), { expand, correct })).map((w) => w.word);
    expect(await words('(radio mirchi)^4 OR radio* AND *mirchi')).toEqual(['radio', 'mirchi']);
    expect(await words('(tims of inda)^4 OR tims* AND *of* AND *inda')).toEqual(['tims', 'of', 'inda']);
    expect(await words('radio -mirchi')).toEqual(['radio']);
    expect(queryWords({ kind: 'leaf', leaf: { type: 'terms', pattern: 'radio,tv', terms: ['radio', 'tv'] }, fields: [{ field: 'name', boost: 1 }], boost: 1 })).toEqual([]);
  });

  it('ranks the name that is the text, then names starting with it, then the same through typos', async () => {
    const words = queryWords(await planQuery(parseQueryString('(tims of inda)^4 OR tims* AND *of* AND *inda'), { expand, correct }));
    const exact = queryWords(await planQuery(parseQueryString('times of india'), { expand }));
    expect(nameRank(['times', 'of', 'india'], exact)).toBe(4);
    expect(nameRank(['times', 'of', 'india', 'delhi'], exact)).toBe(3);
    expect(nameRank(['times', 'of', 'india'], words)).toBe(2);
    expect(nameRank(['times', 'of', 'india', 'delhi'], words)).toBe(1);
    expect(nameRank(['economic', 'times'], exact)).toBe(0);
    expect(nameRank(['times'], exact)).toBe(0);
    expect(nameRank(['radio', 'mirchi'], [])).toBe(0);
  });
});

describe('search text', () => {
  it('keeps Devanagari vowel signs inside words and folds case, width and Latin accents', () => {
    expect(tokenize('दैनिक भास्कर – Bhopal')).toEqual(['दैनिक', 'भास्कर', 'bhopal']);
    expect(searchKey('Café  Coffee-Day, ＲＡＤＩＯ Women\'s Era 98.3')).toBe('cafe coffee day radio womens era 98 3');
  });

  it('gives the successor of a prefix in code-point order and prefixes by code point', () => {
    expect(successor('radio')).toBe('radip');
    expect(successor('दैनि')).toBe('दैनी');
    expect(successor('a\ud7ff')).toBe('a\ue000');
    expect(codePointPrefix('😀ab', 2)).toBe('😀a');
  });

  it('builds the site query from typed text, escaping query_string syntax', () => {
    expect(siteQueryString('radio mirchi')).toBe('(radio mirchi)^4 OR radio* AND mirchi*');
    expect(siteQueryString('C++ (delhi)')).toBe('(C\\+\\+ \\(delhi\\))^4 OR C\\+\\+* AND \\(delhi\\)*');
    expect(siteQueryString('   ')).toBe('');
  });
});
