import { typoReadings } from './suggestions.repository';

describe('typoReadings', () => {
  it('reads the text with each typo corrected, fewest edits first, words without corrections as typed', () => {
    const corrections = new Map([
      ['tims', [{ term: 'time', edits: 1 }, { term: 'times', edits: 1 }]],
      ['inda', [{ term: 'india', edits: 1 }, { term: 'indo', edits: 1 }, { term: 'inka', edits: 2 }]],
    ]);
    expect(typoReadings(['tims', 'of', 'inda'], corrections)).toEqual(['time of india', 'time of indo', 'times of india', 'times of indo']);
  });

  it('gives nothing when no word has a correction', () => {
    expect(typoReadings(['radio', 'mirchi'], new Map())).toEqual([]);
  });
});
