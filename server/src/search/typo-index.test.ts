import { typoEdits } from 'shared-domain';
import { deletionVariants, termVariants, typedVariants } from './typo-index';

describe('deletion variants', () => {
  it('lists the word and what is left after deleting up to n letters, by code point', () => {
    expect(deletionVariants('tims', 1).sort()).toEqual(['ims', 'tim', 'tims', 'tis', 'tms']);
    expect(deletionVariants('aab', 1).sort()).toEqual(['aa', 'aab', 'ab']);
    // Six code points (vowel sign and virama included): six deletions and the word.
    expect(deletionVariants('भास्कर', 1)).toHaveLength(7);
    expect(deletionVariants('abc', 2).sort()).toEqual(['a', 'ab', 'abc', 'ac', 'b', 'bc', 'c']);
  });

  it('stores indexed words 1 deletion deep from 4 letters, 2 from 8; looks typed words up as deep as their typos allow', () => {
    expect(termVariants('tim')).toEqual(['tim']);
    expect(termVariants('time')).toHaveLength(5);
    expect(termVariants('hindustan').length).toBeGreaterThan(30);
    expect(typedVariants('tim')).toEqual([]);
    expect(typedVariants('98fm')).toEqual([]);
    expect(typedVariants('tims')).toHaveLength(5);
  });

  it('makes every pair the typo rule accepts meet in a variant (no typo is missed by the lookup)', () => {
    const words = ['radio', 'raido', 'ratio', 'mirchi', 'mirchy', 'mirch', 'mirchii', 'times', 'tims', 'time', 'tmies', 'india', 'inda', 'indian',
      'hindustan', 'hindutsn', 'hindustn', 'hinudstan', 'hindostan', 'hindustani', 'kolkata', 'kolkatta', 'klokata', 'economic', 'econmic', 'ecoomnic'];
    for (const typed of words) {
      for (const term of words) {
        if (typoEdits(typed, term) === null) continue;
        const stored = new Set(termVariants(term));
        expect([typed, term, typedVariants(typed).some((v) => stored.has(v))]).toEqual([typed, term, true]);
      }
    }
  });
});
