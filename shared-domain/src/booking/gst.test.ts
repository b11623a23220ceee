import {
  amountInWords, financialYearOf, financialYearOfDay, formatInvoiceNumber, gstStateCode, invoiceFileName, invoiceNumberProblem,
  invoicePrefixProblem, invoiceTotals, placeOfSupply, roundRupees, sacOfCategory, splitTax, taxInvoiceLine,
} from './gst';

describe('issue 37: the financial year of an invoice (April–March, India time)', () => {
  it('turns on 1 April in India, not in UTC', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27'); // 23:59:59 IST, 31 March
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28'); // 00:00 IST, 1 April
    expect(financialYearOfDay('2026-04-01')).toBe('2026-27');
    expect(financialYearOfDay('2027-01-15')).toBe('2026-27');
    expect(financialYearOfDay('2099-12-31')).toBe('2099-00');
  });
});

describe('issue 37: invoice numbers', () => {
  it('reads <prefix>/<yy-yy>/<5 digits> and is at most 16 characters', () => {
    expect(formatInvoiceNumber('MM', '2026-27', 1)).toBe('MM/26-27/00001');
    const longest = formatInvoiceNumber('ABCD', '2026-27', 99999);
    expect(longest).toBe('ABCD/26-27/99999');
    expect(longest.length).toBe(16);
    expect(invoiceNumberProblem(longest)).toBeNull();
    expect(() => formatInvoiceNumber('MM', '2026-27', 100000)).toThrow(/1 to 99999/);
    expect(() => formatInvoiceNumber('MM', '2026-27', 0)).toThrow();
    expect(() => formatInvoiceNumber('mm', '2026-27', 1)).toThrow(/capital letters/);
  });

  it('refuses numbers of another form, too long, with a wrong year or sequence 0', () => {
    expect(invoiceNumberProblem('ABCDE/26-27/00001')).toMatch(/at most 16/);
    expect(invoiceNumberProblem('MM-26-27-00001')).toMatch(/reads like/);
    expect(invoiceNumberProblem('MM/26-28/00001')).toMatch(/consecutive/);
    expect(invoiceNumberProblem('MM/99-00/00001')).toBeNull();
    expect(invoiceNumberProblem('MM/26-27/00000')).toMatch(/starts at 00001/);
    expect(invoicePrefixProblem('')).not.toBeNull();
    expect(invoicePrefixProblem('AB12')).toBeNull();
    expect(invoiceFileName('MM/26-27/00001', 'pdf')).toBe('MM-26-27-00001.pdf');
  });
});

describe('issue 37: GST split and rounding to paise', () => {
  it('within one state: CGST + SGST, half each, adding up to the tax to the paisa', () => {
    expect(splitTax(100000, 18, true)).toEqual({ cgst: 9000, sgst: 9000, igst: 0, tax: 18000 });
    // 18 % of 100.05 = 18.009 → 18.01; halves 9.01 + 9.00
    expect(splitTax(100.05, 18, true)).toEqual({ cgst: 9.01, sgst: 9, igst: 0, tax: 18.01 });
    for (const taxable of [0.01, 0.03, 1.11, 333.33, 12345.67, 99999.99]) {
      for (const rate of [5, 18]) {
        const s = splitTax(taxable, rate, true);
        expect(Math.round(s.cgst * 100) + Math.round(s.sgst * 100)).toBe(Math.round(s.tax * 100));
        expect(Math.abs(s.cgst - s.sgst)).toBeLessThanOrEqual(0.01 + 1e-9);
        expect(s.tax).toBe(roundRupees((taxable * rate) / 100));
      }
    }
  });

  it('between states: IGST only', () => {
    expect(splitTax(2500, 5, false)).toEqual({ cgst: 0, sgst: 0, igst: 125, tax: 125 });
  });

  it('rounds half away from zero without binary drift', () => {
    expect(roundRupees(1.005)).toBe(1.01);
    expect(roundRupees(0.1 + 0.2)).toBe(0.3);
    expect(roundRupees(-2.345)).toBe(-2.35);
  });

  it('a line and the totals: sums in paise, total in words', () => {
    const base = { orderId: 'o', description: 'Hoarding', from: '2026-03-01', to: '2026-03-31', quantity: 1, unit: 'per month', rate: 205200 };
    const a = taxInvoiceLine({ ...base, category: 'outdoor', taxable: 205200, gstRate: 18 }, true);
    expect(a).toMatchObject({ sac: '998366', cgst: 18468, sgst: 18468, igst: 0, total: 242136 });
    const totals = invoiceTotals([a]);
    expect(totals).toEqual({ taxable: 205200, cgst: 18468, sgst: 18468, igst: 0, tax: 36936, total: 242136, totalInWords: 'Rupees Two Lakh Forty-Two Thousand One Hundred Thirty-Six Only' });
    const b = taxInvoiceLine({ ...base, category: 'newspaper', taxable: 1000.1, gstRate: 5 }, false);
    expect(b).toMatchObject({ sac: '998363', igst: 50.01, total: 1050.11 });
    expect(invoiceTotals([a, b]).total).toBe(243186.11);
  });
});

describe('issue 37: amounts in words, Indian system', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [1, 'Rupees One Only'],
    [100000, 'Rupees One Lakh Only'],
    [10000000, 'Rupees One Crore Only'],
    [242136.5, 'Rupees Two Lakh Forty-Two Thousand One Hundred Thirty-Six and Paise Fifty Only'],
    [0.05, 'Rupees Zero and Paise Five Only'],
    [19.99, 'Rupees Nineteen and Paise Ninety-Nine Only'],
    [1010101, 'Rupees Ten Lakh Ten Thousand One Hundred One Only'],
    [1234567890.12, 'Rupees One Hundred Twenty-Three Crore Forty-Five Lakh Sixty-Seven Thousand Eight Hundred Ninety and Paise Twelve Only'],
  ])('%p → %s', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  it('refuses a negative amount', () => {
    expect(() => amountInWords(-1)).toThrow();
  });
});

describe('issue 37: SAC and place of supply', () => {
  it('SAC by medium', () => {
    expect(['newspaper', 'magazine', 'radio', 'television', 'digital', 'influencer', 'outdoor', 'airport', 'cinema', 'btl', 'sports', 'other'].map(sacOfCategory))
      .toEqual(['998363', '998363', '998364', '998364', '998365', '998365', '998366', '998366', '998366', '998366', '998366', '998366']);
  });

  it('the recipient GSTIN decides the state, else the agency details state', () => {
    expect(gstStateCode(' karnataka ')).toBe('29');
    expect(gstStateCode('NCT of Delhi')).toBe('07');
    expect(gstStateCode('Atlantis')).toBeNull();
    expect(placeOfSupply({ gstin: '27AAPFU0939F1ZV', state: 'Karnataka' })).toEqual({ state: 'Maharashtra', stateCode: '27' });
    expect(placeOfSupply({ gstin: null, state: 'Tamil Nadu' })).toEqual({ state: 'Tamil Nadu', stateCode: '33' });
    expect(placeOfSupply({ gstin: null, state: 'Atlantis' })).toBeNull();
  });
});
