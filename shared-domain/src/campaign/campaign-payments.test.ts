import {
  checkPaymentAmount, countsTowardPaid, normalizePaymentReference, paymentAmountProblem, paymentPosition, paymentReferenceProblem, paymentState,
  paymentSummary, readPaymentReview, readRupees, recordedPaymentVerification, reviewPayment, statusAfterPaymentRecorded, statusAfterPaymentReview, toPaise,
} from './campaign-payments';

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
  it('sums verified payments in paise', () => {
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(paymentSummary([{ amount: 0.1 }, { amount: 0.2 }], 1)).toEqual({ amountPaid: 0.3, balanceDue: 0.7 });
    expect(paymentSummary([{ amount: 600 }, { amount: 500 }], 1000)).toEqual({ amountPaid: 1100, balanceDue: 0 });
  });

  it.each<[string, string, number]>([
    ['plain digits', '25000', 25000],
    ['Indian grouping', '1,00,000', 100000],
    ['Indian grouping, crores', '1,23,45,678', 12345678],
    ['international grouping', '100,000', 100000],
    ['one thousand', '1,000', 1000],
    ['paise', '1,250.5', 1250.5],
    ['two decimals and spaces around', '  999.99 ', 999.99],
  ])('reads %s', (_label, text, amount) => {
    expect(readRupees(text)).toEqual({ ok: true, amount });
  });

  it.each<[string, string]>([
    ['letters', 'abc'],
    ['exponent', '1e3'],
    ['three decimals', '10.555'],
    ['bad grouping', '1,0000'],
    ['mixed grouping', '10,00,000,000'],
    ['a rupee sign', '₹500'],
    ['a trailing dot', '25000.'],
    ['hex', '0x10'],
    ['infinity', 'Infinity'],
  ])('refuses %s with the format', (_label, text) => {
    expect(readRupees(text)).toEqual({ ok: false, message: 'Enter the amount in rupees, such as 25000 or 1,00,000' });
  });

  it('refuses zero, negative and blank amounts, typed or as numbers', () => {
    for (const input of ['0', '0.00', '-500', '-1,000', 0, -5]) {
      expect(readRupees(input)).toEqual({ ok: false, message: 'The amount must be more than ₹0' });
    }
    expect(readRupees('  ')).toEqual({ ok: false, message: 'Enter the amount paid' });
    expect(readRupees(Number.NaN)).toEqual({ ok: false, message: 'Enter the amount in rupees, such as 25000 or 1,00,000' });
    expect(readRupees(10.005)).toEqual({ ok: false, message: 'The amount must be in rupees with at most two decimals' });
  });

  it('refuses more than ₹1,000 crore, typed or as a number', () => {
    for (const input of [1e14, '1,00,00,00,00,00,000', 1.7976931348623157e308]) {
      expect(readRupees(input)).toEqual({ ok: false, message: 'The amount can be at most ₹10,00,00,00,000' });
    }
    expect(readRupees(10_000_000_000)).toEqual({ ok: true, amount: 10_000_000_000 });
  });

  it('checks the amount against the balance, naming it in rupees', () => {
    expect(paymentAmountProblem(0, 100)).toBe('The amount must be more than ₹0');
    expect(paymentAmountProblem(10.005, 100)).toBe('The amount must be in rupees with at most two decimals');
    expect(paymentAmountProblem(616130.01, 616130)).toBe('The amount is more than the balance due (₹6,16,130)');
    expect(paymentAmountProblem(5, 0)).toBe('Nothing is due on this campaign');
    expect(paymentAmountProblem(100, 100)).toBeNull();
    expect(paymentAmountProblem(1234.56, 5000)).toBeNull();
    expect(paymentAmountProblem(99_999_999.99, 1e9)).toBeNull();
    expect(checkPaymentAmount('6,16,131', 616130)).toEqual({ ok: false, message: 'The amount is more than the balance due (₹6,16,130)' });
    expect(checkPaymentAmount('1,00,000', 616130)).toEqual({ ok: true, amount: 100000 });
    expect(checkPaymentAmount(100000, 616130)).toEqual({ ok: true, amount: 100000 });
    expect(checkPaymentAmount('abc', 616130)).toEqual({ ok: false, message: 'Enter the amount in rupees, such as 25000 or 1,00,000' });
  });

  it('leaves room only for what is not already awaiting verification', () => {
    expect(checkPaymentAmount('6,000', 10000, 5000)).toEqual({
      ok: false, message: '₹5,000 of the balance is awaiting verification; you can pay up to ₹5,000 now',
    });
    expect(checkPaymentAmount('5,000', 10000, 5000)).toEqual({ ok: true, amount: 5000 });
    expect(paymentAmountProblem(1, 10000, 10000)).toBe('The balance due is covered by payments awaiting verification');
  });
});

describe('verification', () => {
  const at = '2025-03-07T10:00:00.000Z';
  const pending = { _id: 'p1', amount: 400, state: 'pending' as const };
  const verified = { _id: 'p2', amount: 300, state: 'verified' as const };
  const rejected = { _id: 'p3', amount: 200, state: 'rejected' as const, note: 'No such UTR' };
  const legacy = { _id: 'p4', amount: 100 };

  it('counts verified payments and old payments without a state; pending and rejected never count', () => {
    expect([pending, verified, rejected, legacy].map(paymentState)).toEqual(['pending', 'verified', 'rejected', 'verified']);
    expect([pending, verified, rejected, legacy].map(countsTowardPaid)).toEqual([false, true, false, true]);
    expect(paymentState({ amount: 1, state: 'mystery' })).toBe('pending');
    expect(paymentPosition([pending, verified, rejected, legacy], 1000)).toEqual({ amountPaid: 400, balanceDue: 600, awaitingVerification: 400, payableNow: 200 });
    expect(paymentSummary([pending, verified, rejected, legacy], 1000)).toEqual({ amountPaid: 400, balanceDue: 600 });
  });

  it('card payments and payments staff record are verified at once; an advertiser\'s offline payment waits', () => {
    expect(recordedPaymentVerification('upi', false, 'u-1', at)).toEqual({ state: 'pending' });
    expect(recordedPaymentVerification('bank', false, 'u-1', at)).toEqual({ state: 'pending' });
    expect(recordedPaymentVerification('bank', true, 'u-staff', at)).toEqual({ state: 'verified', verifiedAt: at, verifiedBy: 'u-staff' });
    expect(recordedPaymentVerification('card', false, 'u-1', at)).toEqual({ state: 'verified', verifiedAt: at, verifiedBy: 'gateway' });
  });

  it('an offline payment moves an approved campaign to Payment Pending, not Paid; verified payments covering the total make it Paid', () => {
    const full = { amount: 1000, state: 'pending' as const };
    expect(statusAfterPaymentRecorded('Approved', [full], 1000)).toEqual({ ok: true, status: 'Payment Pending' });
    expect(statusAfterPaymentRecorded('Approved', [{ ...full, state: 'verified' }], 1000)).toEqual({ ok: true, status: 'Paid' });
    expect(statusAfterPaymentRecorded('Ended', [full], 1000)).toEqual({ ok: true, status: 'Ended' });
    expect(statusAfterPaymentRecorded('Plan Shared', [full], 1000)).toEqual({ ok: false, message: 'Payments are taken once a plan is approved.' });
    expect(statusAfterPaymentReview('Payment Pending', [{ ...full, state: 'verified' }], 1000)).toEqual({ ok: true, status: 'Paid' });
    expect(statusAfterPaymentReview('Payment Pending', [{ ...full, state: 'rejected' }], 1000)).toEqual({ ok: true, status: 'Payment Pending' });
  });

  it('staff verify or reject a pending payment once', () => {
    const list = [verified, pending];
    const ok = reviewPayment(list, 'p1', { approved: true }, 'u-staff', at);
    expect(ok).toEqual({ ok: true, payment: { ...pending, state: 'verified', verifiedAt: at, verifiedBy: 'u-staff' }, payments: [verified, { ...pending, state: 'verified', verifiedAt: at, verifiedBy: 'u-staff' }] });
    const no = reviewPayment(list, 'p1', { approved: false, note: '  UTR not in our statement  ' }, 'u-staff', at);
    expect(no).toMatchObject({ ok: true, payment: { state: 'rejected', rejectedAt: at, rejectedBy: 'u-staff', note: 'UTR not in our statement' } });
    expect(list).toEqual([verified, pending]);

    expect(reviewPayment(list, 'p2', { approved: true }, 'u-staff', at)).toEqual({ ok: false, reason: 'conflict', message: 'This payment was already verified' });
    expect(reviewPayment([rejected], 'p3', { approved: true }, 'u-staff', at)).toEqual({ ok: false, reason: 'conflict', message: 'This payment was already rejected' });
    expect(reviewPayment([legacy], 'p4', { approved: false, note: 'x' }, 'u-staff', at)).toMatchObject({ ok: false, reason: 'conflict' });
    expect(reviewPayment(list, 'nope', { approved: true }, 'u-staff', at)).toEqual({ ok: false, reason: 'not-found', message: 'Payment not found' });
  });

  it('a rejection needs a reason of at most 500 characters', () => {
    expect(readPaymentReview({ approved: false })).toEqual({ ok: false, message: 'Enter the reason for rejecting this payment' });
    expect(readPaymentReview({ approved: false, note: '   ' })).toEqual({ ok: false, message: 'Enter the reason for rejecting this payment' });
    expect(readPaymentReview({ approved: false, note: 'x'.repeat(501) })).toEqual({ ok: false, message: 'The note can be at most 500 characters' });
    expect(readPaymentReview({ approved: false, note: ` ${'x'.repeat(500)} ` })).toEqual({ ok: true, approved: false, note: 'x'.repeat(500) });
    expect(readPaymentReview({ approved: true, note: ' ' })).toEqual({ ok: true, approved: true });
    expect(reviewPayment([pending], 'p1', { approved: false }, 'u', at)).toEqual({ ok: false, reason: 'invalid', message: 'Enter the reason for rejecting this payment' });
  });
});
