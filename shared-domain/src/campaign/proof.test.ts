import { checkProof, isHttpUrl, PROOF_MESSAGES, PROOF_NOTE_MAX, proofNoteProblem, proofProblem } from './proof';

describe('proofProblem', () => {
  it.each([
    [{ url: 'https://photos.example.in/album/42' }],
    [{ url: '  http://example.com/a.jpg  ', note: 'Front page, 3 Dec' }],
    [{ uploadId: 'a'.repeat(24), note: '' }],
  ])('accepts %j', (input) => {
    expect(proofProblem(input)).toBeNull();
  });

  it.each([
    [{}, PROOF_MESSAGES.fileOrLink],
    [{ note: 'only a note' }, PROOF_MESSAGES.fileOrLink],
    [{ url: '   ' }, PROOF_MESSAGES.fileOrLink],
    [{ uploadId: 'f1', url: 'https://example.com' }, PROOF_MESSAGES.fileOrLink],
    [{ url: 'javascript:alert(1)' }, PROOF_MESSAGES.link],
    [{ url: 'example.com/photo.jpg' }, PROOF_MESSAGES.link],
    [{ url: 'ftp://example.com/a' }, PROOF_MESSAGES.link],
    [{ url: `https://example.com/${'a'.repeat(2000)}` }, PROOF_MESSAGES.linkTooLong],
    [{ url: 'https://example.com', note: 'x'.repeat(PROOF_NOTE_MAX + 1) }, PROOF_MESSAGES.noteTooLong],
  ])('refuses %j', (input, message) => {
    expect(proofProblem(input)).toBe(message);
  });

  it('isHttpUrl wants a host', () => {
    expect(isHttpUrl('https://')).toBe(false);
    expect(isHttpUrl('https://a.in')).toBe(true);
  });

  it('checkProof names the part the problem is about', () => {
    expect(checkProof({ note: 'x' })).toEqual({ field: 'source', message: PROOF_MESSAGES.fileOrLink });
    expect(checkProof({ url: 'example.com' })).toEqual({ field: 'url', message: PROOF_MESSAGES.link });
    expect(checkProof({ uploadId: 'f1', note: 'x'.repeat(PROOF_NOTE_MAX + 1) })).toEqual({ field: 'note', message: PROOF_MESSAGES.noteTooLong });
    expect(proofNoteProblem(`  ${'x'.repeat(PROOF_NOTE_MAX)}  `)).toBeNull();
  });
});

