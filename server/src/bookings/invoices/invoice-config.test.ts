import { DEMO_SUPPLIER, loadInvoiceConfig, parseInvoiceSupplier } from './invoice-config';

const SUPPLIER = {
  legalName: 'Media Market Pvt Ltd', address: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', stateCode: '29',
  pincode: '560001', gstin: '29AABCM1234C1ZZ', email: 'billing@example.com', phone: '+91 80 4000 1234',
};

describe('issue 37: INVOICE_SUPPLIER and INVOICE_PREFIX', () => {
  it('reads a supplier and a prefix', () => {
    const config = loadInvoiceConfig({ INVOICE_SUPPLIER: JSON.stringify(SUPPLIER), INVOICE_PREFIX: 'MMX1' }, 'production');
    expect(config).toEqual({ supplier: { ...SUPPLIER, demo: false }, prefix: 'MMX1' });
  });

  it('without a supplier: the demo one in development and tests, none in production', () => {
    expect(loadInvoiceConfig({}, 'development')).toEqual({ supplier: DEMO_SUPPLIER, prefix: 'MM' });
    expect(loadInvoiceConfig({}, 'test').supplier?.demo).toBe(true);
    expect(loadInvoiceConfig({}, 'production').supplier).toBeNull();
    expect(parseInvoiceSupplier(JSON.stringify({ ...DEMO_SUPPLIER, demo: undefined })).gstin).toBe(DEMO_SUPPLIER.gstin);
  });

  it.each([
    ['not json', /JSON object/],
    ['[1]', /JSON object/],
    [JSON.stringify({ ...SUPPLIER, legalName: '' }), /legalName is required/],
    [JSON.stringify({ ...SUPPLIER, stateCode: '99' }), /stateCode must be a GST state code/],
    [JSON.stringify({ ...SUPPLIER, state: 'Kerala' }), /not the code of state Kerala/],
    [JSON.stringify({ ...SUPPLIER, pincode: '5600' }), /pincode must be 6 digits/],
    [JSON.stringify({ ...SUPPLIER, gstin: '29AABCM1234C1Z0' }), /gstin: .*check digit/],
    [JSON.stringify({ ...SUPPLIER, gstin: '27AABCM1234C1Z3' }), /gstin must start with the stateCode/],
    [JSON.stringify({ ...SUPPLIER, email: 'nope' }), /email must be an e-mail/],
    [JSON.stringify({ ...SUPPLIER, city: 5 }), /city must be text/],
  ])('refuses a bad supplier at start: %s', (json, message) => {
    expect(() => loadInvoiceConfig({ INVOICE_SUPPLIER: json }, 'development')).toThrow(message);
  });

  it('refuses a bad prefix', () => {
    expect(() => loadInvoiceConfig({ INVOICE_PREFIX: 'media' }, 'development')).toThrow(/INVOICE_PREFIX/);
    expect(() => loadInvoiceConfig({ INVOICE_PREFIX: 'M/M' }, 'development')).toThrow(/INVOICE_PREFIX/);
  });
});
