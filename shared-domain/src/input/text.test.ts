import { checkText, hasVisibleText, normaliseText, textLength, textProblem } from './text';

describe('normaliseText', () => {
  it('composes to NFC and trims', () => {
    expect(normaliseText('  Cafe\u0301 ')).toBe('Caf\u00e9');
  });
});

describe('hasVisibleText', () => {
  it.each(['a', 'दीवाली', '😀', '₹'])('sees %j', (value) => expect(hasVisibleText(value)).toBe(true));
  it.each(['', '   ', '\u200B', '\u200C\u200D', '\uFEFF', '\u00A0\u2003', '\u3164', '\u2800'])('sees nothing in %j', (value) => {
    expect(hasVisibleText(value)).toBe(false);
  });
});

describe('textProblem', () => {
  it('allows ordinary text, joiners inside words and, in several-line text, line breaks and tabs', () => {
    expect(textProblem('Name', 'क्‍ष Ltd.')).toBeNull();
    expect(textProblem('Note', 'line one\nline two\ttab\r\n', { multiline: true })).toBeNull();
  });

  it.each([
    ['a\u0000b', 'Name must be one line, without tabs, line breaks or control characters'],
    ['a\nb', 'Name must be one line, without tabs, line breaks or control characters'],
    ['a\u0085b', 'Name must be one line, without tabs, line breaks or control characters'],
    ['abc\u202Efdp.exe', 'Name holds a text-direction control character'],
    ['a\u2066b', 'Name holds a text-direction control character'],
    ['a\uD83D', 'Name holds a broken character; type it again'],
    ['\uDE00a', 'Name holds a broken character; type it again'],
  ])('refuses %j', (value, message) => {
    expect(textProblem('Name', value)).toBe(message);
  });

  it('refuses NUL in several-line text too', () => {
    expect(textProblem('Note', 'a\u0000b', { multiline: true })).toBe('Note holds a control character');
  });
});

describe('checkText', () => {
  it('answers the text to store', () => {
    expect(checkText('Brand name', '  Amul  ', { required: true, max: 10 })).toEqual({ ok: true, value: 'Amul' });
    expect(checkText('Remarks', '', { max: 10 })).toEqual({ ok: true, value: '' });
  });

  it('requires something visible in required text', () => {
    expect(checkText('Brand name', '\u200B\u200B', { required: true, max: 10 })).toEqual({ ok: false, message: 'Enter brand name' });
    expect(checkText('Brand name', ' ', { required: true, max: 10, emptyMessage: 'Enter the brand' })).toEqual({ ok: false, message: 'Enter the brand' });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(textLength('😀😀')).toBe(2);
    expect(checkText('Name', '😀'.repeat(3), { max: 3 }).ok).toBe(true);
    expect(checkText('Name', 'abcd', { max: 3 })).toEqual({ ok: false, message: 'Name can be at most 3 characters; this one has 4' });
  });
});
