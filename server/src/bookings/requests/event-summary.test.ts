import type { BookingRequest } from 'shared-domain';
import { buyerMail } from './booking-mail';
import { compareEvents, eventSummary } from './event-summary';

describe('issue 37: the audit trail\'s sentences', () => {
  it('tells each known action with its detail, and an unknown one by name or by its own summary', () => {
    expect(eventSummary('order.signed', 'Asha Rao', { name: 'Asha Rao', side: 'buyer', sha256: '1f2e3d4c5b6a' })).toBe('Asha Rao signed the order as the buyer (SHA-256 1f2e3d4c…)');
    expect(eventSummary('request.declined', 'Skyline Media', { reason: 'Booked' })).toBe('Skyline Media declined the request: Booked');
    expect(eventSummary('request.countered', 'Vikram', { rate: 90000, from: '2030-03-01', to: '2030-03-15', units: 2, note: 'Festive' }))
      .toBe('Vikram made a counter-offer: rate ₹90,000, dates 2030-03-01 to 2030-03-15, 2 units ("Festive")');
    expect(eventSummary('signature.withdrawn', 'Asha', { name: 'Asha Rao', side: 'buyer' })).toBe('Asha Rao withdrew the buyer signature');
    expect(eventSummary('quote.sent', 'Planner', { summary: 'Planner sent quote Q-7' })).toBe('Planner sent quote Q-7');
    expect(eventSummary('plan.shared', 'Asha', {})).toBe('Asha: plan shared');
  });

  it('tells the holds\' and invoices\' entries as sentences, with their terms and times as India reads them', () => {
    const option = { optionName: 'Front face', mediaName: 'MG Road hoarding', from: '2030-03-01', to: '2030-03-31', units: 1 };
    expect(eventSummary('hold.placed', 'Asha', { ...option, expiresAt: '2030-02-24T06:00:00.000Z' }))
      .toBe('Asha held Front face (MG Road hoarding): dates 2030-03-01 to 2030-03-31, 1 unit until 24 Feb 2030, 11:30 am India time');
    expect(eventSummary('request.sent', 'Asha', { ...option, units: 2, rate: 100000, respondBy: '2030-02-24T06:00:00.000Z' }))
      .toBe('Asha sent a booking request for Front face (MG Road hoarding) to its seller: rate ₹1,00,000, dates 2030-03-01 to 2030-03-31, 2 units; '
        + 'the seller answers by 24 Feb 2030, 11:30 am India time');
    expect(eventSummary('hold.released', 'Asha', {})).toBe('Asha released the hold: the units are free again');
    expect(eventSummary('hold.expired', 'MediaMart', { expiresAt: '2030-02-24T06:00:00.000Z' })).toBe('The hold expired at 24 Feb 2030, 11:30 am India time: the units are free again');
    expect(eventSummary('invoice.issued', 'Planner', { number: 'MM/26-27/00001', total: 118000.5 })).toBe('Planner issued tax invoice MM/26-27/00001 for ₹1,18,000.50');
    for (const action of ['hold.placed', 'request.sent', 'hold.released', 'hold.expired', 'invoice.issued']) {
      expect(eventSummary(action, 'Asha', {})).not.toMatch(/: (hold|request|invoice) /);
    }
  });

  it('orders entries by time, and one change\'s entries in the order they tell it', () => {
    const at = '2030-03-01T10:00:00.000Z';
    const events = [
      { at, action: 'order.created' }, { at, action: 'hold.confirmed' }, { at: '2030-03-01T09:00:00.000Z', action: 'request.viewed' }, { at, action: 'request.accepted' },
    ];
    expect([...events].sort(compareEvents).map((e) => e.action)).toEqual(['request.viewed', 'request.accepted', 'hold.confirmed', 'order.created']);
  });
});

describe('issue 37: the buyer\'s e-mails', () => {
  const request = {
    _id: 'r1', optionName: 'Front face', mediaName: 'MG Road hoarding', city: 'Bengaluru', sellerName: 'Skyline Media', campaignId: 'c1',
    from: '2030-03-01', to: '2030-03-31', units: 1, rate: 100000, respondBy: '2030-02-22T06:00:00.000Z', declineReason: 'Booked for an election',
    amounts: { unitLabel: 'per month', rate: 100000, quantity: 1, subTotal: 100000, gstPercent: 18, gst: 18000, total: 118000 },
    counter: { rate: 90000, to: '2030-03-15', note: 'Festive rate', respondBy: '2030-02-24T06:00:00.000Z' },
  } as unknown as BookingRequest;

  it('says what was answered, with the terms, the reason or the counter and its deadline', () => {
    expect(buyerMail('accepted', request, 'IO-ABCD1234-v1')).toEqual({
      subject: 'Booking accepted: MG Road hoarding',
      text: 'Skyline Media accepted your booking request for Front face (MG Road hoarding, Bengaluru), from 1 Mar 2030 to 31 Mar 2030, 1 unit at ₹1,00,000 per month.\n\n'
        + "Insertion order IO-ABCD1234-v1 is ready for both sides to sign. Open the campaign's Bookings tab to see it.",
    });
    expect(buyerMail('declined', request, null).text).toContain('Reason: Booked for an election');
    const counter = buyerMail('countered', request, null);
    expect(counter.subject).toBe('Counter-offer: MG Road hoarding');
    expect(counter.text).toContain('with a counter-offer: rate ₹90,000 per month, dates 1 Mar 2030 to 15 Mar 2030.');
    expect(counter.text).toContain('Note from the seller: Festive rate');
    expect(counter.text).toMatch(/by 24 Feb 2030, 11:30 am India time; your hold lasts until then/i);
  });
});
