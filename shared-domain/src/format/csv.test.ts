import { csvCell, csvRow, unguardCsvText } from './csv';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    ['a,b', '"a,b"'],
    ['a;b', '"a;b"'],
    ['a\tb', '"a\tb"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['two\r\nlines', '"two\r\nlines"'],
    ["it's", "it's"],
  ])('quotes a separator of any locale, a quote or a line break: %j → %j', (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  it.each([
    ['=cmd', "'=cmd"],
    ['+919876543210', "'+919876543210"],
    ['-5', "'-5"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', '"\'\tcmd"'],
    ['\r=cmd', '"\'\r\'=cmd"'],
    ['  =1+1', "  '=1+1"],
    ['=HYPERLINK("x","y")', '"\'=HYPERLINK(""x"",""y"")"'],
  ])('neutralises a formula start at the start of the cell: %j → %j', (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  it.each([
    ['ok;=HYPERLINK("http://x","y")', '"ok;\'=HYPERLINK(""http://x"",""y"")"'],
    ['a\t=1+1', '"a\t\'=1+1"'],
    ['a,=1+1', '"a,\'=1+1"'],
    ['a, @SUM(A1)', '"a, \'@SUM(A1)"'],
    ['note\n+91 98765', '"note\n\'+91 98765"'],
    ['a\r\n-1', '"a\r\n\'-1"'],
    ['a\t\t=1', '"a\t\'\t\'=1"'],
    ['x;y=1', '"x;y=1"'],
    ['5-3=2', '5-3=2'],
  ])('neutralises a formula start after any separator inside the cell: %j → %j', (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  it('writes a number of a numeric column as a number, never guarded; no value and NaN or ±Infinity as an empty cell', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(250000)).toBe('250000');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(-Infinity)).toBe('');
  });

  it('joins a row with commas', () => {
    expect(csvRow(['a', 1, undefined, 'b;c', '=x'])).toBe('a,1,,"b;c",\'=x');
  });
});

describe('unguardCsvText', () => {
  it.each(['=cmd', '-5', '\r=cmd', 'ok;=HYPERLINK("http://x","y")', 'a\t\t=1', 'a, @SUM(A1)', '  =1+1', 'plain', "it's", '5-3=2'])(
    'reads back the text csvCell guarded: %j',
    (text) => {
      const cell = csvCell(text);
      const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
      expect(unguardCsvText(unquoted)).toBe(text);
    },
  );
});
