import { normalizePaymentReference, paymentAmountProblem, paymentReferenceProblem, paymentSummary, toPaise } from './campaign-payments';

describe('payment references', () => {
  it.each<[string, 'bank' | 'upi' | 'card', string, boolean]>([
    ['NEFT UTR', 'bank', 'HDFCN52022062412345678', true],
    ['IMPS reference', 'bank', '123456789012', true],
    ['bank ref with spaces and dashes', 'bank', 'sbin 0000-1234-5678', true],
    ['too short', 'bank', 'ABC123', false],
    ['symbols', 'bank', 'HDFC/2022/123456', false],
    ['UPI 12 digits', 'upi', '4123 4567 8901', true],
    ['UPI with letters', 'upi', '41234567890A', false],
    ['UPI 11 digits', 'upi', '41234567890', false],
    ['gateway payment id', 'card', 'pay_29QQoUBi66xm2f', true],
    ['not a payment id', 'card', 'order_29QQoUBi66xm2f', false],
  ])('%s', (_label, mode, raw, valid) => {
    expect(paymentReferenceProblem(mode, normalizePaymentReference(mode, raw)) === null).toBe(valid);
  });

  it('keeps references in one stored form', () => {
    expect(normalizePaymentReference('bank', ' hdfc-n520 2206 ')).toBe('HDFCN5202206');
    expect(normalizePaymentReference('card', ' pay_AbC12345 ')).toBe('pay_AbC12345');
  });
});

describe('payment amounts', () => {
  it('sums in paise', () => {
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(paymentSummary([{ amount: 0.1 }, { amount: 0.2 }], 1)).toEqual({ amountPaid: 0.3, balanceDue: 0.7 });
    expect(paymentSummary([{ amount: 600 }, { amount: 500 }], 1000)).toEqual({ amountPaid: 1100, balanceDue: 0 });
  });

  it('refuses zero, fractions of a paisa and more than the balance', () => {
    expect(paymentAmountProblem(0, 100)).toBe('The amount must be more than 0');
    expect(paymentAmountProblem(10.005, 100)).toBe('The amount must be in rupees with at most two decimals');
    expect(paymentAmountProblem(100.01, 100)).toBe('The amount is more than the balance due (100)');
    expect(paymentAmountProblem(5, 0)).toBe('Nothing is due on this campaign');
    expect(paymentAmountProblem(100, 100)).toBeNull();
    expect(paymentAmountProblem(1234.56, 5000)).toBeNull();
    expect(paymentAmountProblem(99_999_999.99, 1e9)).toBeNull();
  });
});
