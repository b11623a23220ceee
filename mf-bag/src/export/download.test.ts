import { mediaPlanFileName } from './download';
import * as api from './index';

describe('mediaPlanFileName', () => {
  it.each([
    ['Diwali Blast 2026', 'xlsx', 'Diwali-Blast-2026.xlsx'],
    ['Diwali Blast: Delhi/NCR', 'pdf', 'Diwali-Blast-Delhi-NCR.pdf'],
    ['  a <b> c?*|"\\ ', 'pdf', 'a-b-c.pdf'],
    ['tab\there\nnewline', 'xlsx', 'tab-here-newline.xlsx'],
    ['...hidden.', 'pdf', 'hidden.pdf'],
    ['bell\u0007', 'pdf', 'bell.pdf'],
    ['', 'xlsx', 'media-plan.xlsx'],
    ['???', 'pdf', 'media-plan.pdf'],
    ['CON', 'pdf', 'CON-media-plan.pdf'],
    ['दैनिक जागरण प्लान', 'pdf', 'दैनिक-जागरण-प्लान.pdf'],
    ['untitled-campaign', 'xlsx', 'untitled-campaign.xlsx'],
  ] as const)('%j → %s', (name, ext, expected) => {
    expect(mediaPlanFileName(name, ext)).toBe(expected);
  });

  it('keeps at most 80 characters before the extension', () => {
    const name = mediaPlanFileName('x'.repeat(200), 'xlsx');
    expect(name).toBe(`${'x'.repeat(80)}.xlsx`);
  });
});

describe('the module', () => {
  it('exports the API the bag UI calls', () => {
    expect(Object.keys(api).sort()).toEqual(expect.arrayContaining([
      'downloadBlob', 'mediaPlanFileName', 'mediaPlanPdf', 'mediaPlanRows', 'mediaPlanXlsx',
    ]));
    for (const fn of ['downloadBlob', 'mediaPlanFileName', 'mediaPlanPdf', 'mediaPlanRows', 'mediaPlanXlsx'] as const) {
      expect(typeof api[fn]).toBe('function');
    }
  });
});

describe('a build without the libraries', () => {
  afterEach(() => jest.resetModules());

  it('mediaPlanXlsx / mediaPlanPdf reject with a clear error when exceljs or jsPDF is aliased away', async () => {
    jest.doMock('exceljs', () => ({}));
    jest.doMock('jspdf', () => ({}));
    const { mediaPlanXlsx, mediaPlanPdf } = await import('./index');
    const { pricedBag } = await import('./test/fixtures');
    const input = { name: 'x', priced: pricedBag() };
    await expect(mediaPlanXlsx(input)).rejects.toThrow('The XLSX export is not available in this build.');
    await expect(mediaPlanPdf(input)).rejects.toThrow('The PDF export is not available in this build.');
  });
});
