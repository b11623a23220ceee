import {
  amountsForTerms, checkCounterNote, checkDeclineReason, checkRequestAction, checkTermsChange, counteredTerms, counterOf,
  requestStatusAt, type BookingTerms,
} from './requests';
import { holdExpiresAt } from './holds';
import type { BookingAmounts } from './types';

const NOW = new Date('2026-03-01T10:00:00Z');
const sent = { status: 'sent' as const, respondBy: '2026-03-03T10:00:00Z', counter: null };

describe('booking requests: states and deadlines', () => {
  it('a request not answered by its deadline reads expired; answered ones never expire', () => {
    expect(requestStatusAt(sent, NOW)).toBe('sent');
    expect(requestStatusAt(sent, new Date('2026-03-03T10:00:00Z'))).toBe('expired');
    expect(requestStatusAt({ ...sent, status: 'viewed' }, new Date('2026-03-04T00:00:00Z'))).toBe('expired');
    expect(requestStatusAt({ ...sent, status: 'accepted' }, new Date('2027-01-01T00:00:00Z'))).toBe('accepted');
    const countered = { status: 'countered' as const, respondBy: '2026-03-02T00:00:00Z', counter: { respondBy: '2026-03-05T00:00:00Z' } };
    expect(requestStatusAt(countered, new Date('2026-03-04T00:00:00Z'))).toBe('countered');
    expect(requestStatusAt(countered, new Date('2026-03-05T00:00:01Z'))).toBe('expired');
  });

  it('the seller answers only a sent or viewed request; the buyer answers only a counter', () => {
    expect(checkRequestAction(sent, 'accept', NOW)).toEqual({ ok: true });
    expect(checkRequestAction({ ...sent, status: 'viewed' }, 'counter', NOW)).toEqual({ ok: true });
    expect(checkRequestAction(sent, 'counter-answer', NOW)).toMatchObject({ ok: false, reason: 'state' });
    expect(checkRequestAction({ ...sent, status: 'accepted' }, 'decline', NOW)).toEqual({
      ok: false, reason: 'state', message: 'This request is accepted and cannot be declined',
    });
    expect(checkRequestAction(sent, 'accept', new Date('2026-03-04T00:00:00Z'))).toMatchObject({ ok: false, reason: 'expired' });
    expect(checkRequestAction({ ...sent, status: 'declined' }, 'view', NOW)).toEqual({ ok: true });
  });

  it('a decline needs a reason of at most 500 characters', () => {
    expect(checkDeclineReason('  Booked for an election campaign ')).toEqual({ ok: true, value: 'Booked for an election campaign' });
    expect(checkDeclineReason('   ')).toMatchObject({ ok: false, field: 'reason' });
    expect(checkDeclineReason(undefined)).toMatchObject({ ok: false, field: 'reason' });
    expect(checkDeclineReason('x'.repeat(501))).toMatchObject({ ok: false, field: 'reason' });
    expect(checkDeclineReason('x'.repeat(500)).ok).toBe(true);
    expect(checkCounterNote('x'.repeat(501))).toMatchObject({ ok: false, field: 'note' });
    expect(checkCounterNote('  ')).toEqual({ ok: true, value: null });
  });
});

describe('booking requests: counter-offers', () => {
  const current: BookingTerms = { from: '2026-03-01', to: '2026-03-31', units: 1, rate: 100000 };

  it('a change names the wrong field, and must change something', () => {
    expect(checkTermsChange({ rate: 90000 }, current, '2026-02-20')).toEqual({ ok: true, value: { ...current, rate: 90000 } });
    expect(checkTermsChange({ rate: 0 }, current, '2026-02-20')).toMatchObject({ ok: false, field: 'rate' });
    expect(checkTermsChange({ units: 1.5 }, current, '2026-02-20')).toMatchObject({ ok: false, field: 'units' });
    expect(checkTermsChange({ units: 10001 }, current, '2026-02-20')).toMatchObject({ ok: false, field: 'units' });
    expect(checkTermsChange({ from: '2026-02-30' }, current, '2026-02-20')).toMatchObject({ ok: false, field: 'from' });
    expect(checkTermsChange({ from: '2026-02-10' }, current, '2026-02-20')).toMatchObject({ ok: false, field: 'from', message: 'The start date cannot be in the past' });
    expect(checkTermsChange({ to: '2026-02-28' }, current, '2026-02-20')).toMatchObject({ ok: false, field: 'to' });
    expect(checkTermsChange({ rate: 100000, units: 1 }, current, '2026-02-20')).toMatchObject({ ok: false, message: 'Change at least one of the rate, the dates or the units' });
    expect(checkTermsChange({}, current, '2026-02-20').ok).toBe(false);
  });

  it('stores only what differs, and the countered terms are read back over the request', () => {
    const counter = counterOf(current, { ...current, rate: 90000, to: '2026-03-15' }, 'Half the month', '2026-03-03T10:00:00.000Z');
    expect(counter).toEqual({ rate: 90000, to: '2026-03-15', note: 'Half the month', respondBy: '2026-03-03T10:00:00.000Z' });
    expect(counteredTerms(current, counter)).toEqual({ from: '2026-03-01', to: '2026-03-15', units: 1, rate: 90000 });
    expect(holdExpiresAt(NOW, 48)).toBe('2026-03-03T10:00:00.000Z');
  });

  it('amounts follow the rate, the units and the days (GST to the paisa)', () => {
    const amounts: BookingAmounts = { unitLabel: 'per month', rate: 100000, quantity: 1, subTotal: 100000, gstPercent: 18, gst: 18000, total: 118000 };
    expect(amountsForTerms(amounts, current, { ...current, rate: 90000 })).toEqual({ ...amounts, rate: 90000, subTotal: 90000, gst: 16200, total: 106200 });
    expect(amountsForTerms(amounts, current, { ...current, units: 2 })).toMatchObject({ quantity: 2, subTotal: 200000, total: 236000 });
    const half = amountsForTerms(amounts, current, { ...current, to: '2026-03-15' });
    expect(half).toMatchObject({ quantity: 0.48, subTotal: 48000, gst: 8640, total: 56640 });
  });

  it('a counter names days that exist (the calendar rule of availability)', () => {
    expect(checkTermsChange({ from: '2026-02-29' }, current, '2026-02-20')).toMatchObject({ ok: false, field: 'from' });
    expect(checkTermsChange({ to: '1/3/2026' }, current, '2026-02-20')).toMatchObject({ ok: false, field: 'to' });
    expect(checkTermsChange({ to: '2027-03-02' }, current, '2026-02-20')).toMatchObject({ ok: false, field: 'to', message: 'A booking can be at most 366 days long' });
  });
});
