import { describe, expect, it } from 'vitest';
import {
  addAgings,
  agingBucket,
  paidStatusRefusal,
  paymentRefusal,
  receivables,
  receivedOf,
  statusFromPayments,
  type TReceivableApp,
} from './payments';

const app = (over: Partial<TReceivableApp>): TReceivableApp => ({
  number: 1,
  status: 'Approved',
  applicationDate: '2026-10-25',
  amountDue: '9000.00',
  retainage: '1000.00',
  payments: [],
  ...over,
});

describe('payments received (issue 31 item 5)', () => {
  it('worked example: line 8 $9,000.00 paid in two parts becomes Paid; a deletion reopens it', () => {
    const first = app({ payments: ['4000.00'] });
    expect(paymentRefusal(first, '5000.00')).toBeNull();
    expect(statusFromPayments(first)).toBe('Approved');
    const both = app({ payments: ['4000.00', '5000.00'] });
    expect(statusFromPayments(both)).toBe('Paid');
    expect(statusFromPayments(app({ status: 'Invoiced', payments: ['9000.00'] }))).toBe('Paid');
    // The second payment deleted: back to Invoiced, $5,000.00 open.
    expect(statusFromPayments(app({ status: 'Paid', payments: ['4000.00'] }))).toBe('Invoiced');
    expect(statusFromPayments(app({ status: 'Paid', payments: [] }))).toBe('Invoiced');
  });

  it('refuses an overpayment (the cent past what is owed) and a pay app that is not certified', () => {
    expect(paymentRefusal(app({ payments: ['4000.00'] }), '5000.01')).toEqual({
      kind: 'invalid',
      message:
        'A payment of $5,000.01 is more than the $5,000.00 still owed on pay app 1 (line 8 $9,000.00 less $4,000.00 received).',
    });
    expect(paymentRefusal(app({ status: 'Preparing' }), '1.00')?.kind).toBe('conflict');
    expect(paymentRefusal(app({ status: 'Pending' }), '1.00')?.kind).toBe('conflict');
    // Nothing due (an application that bills nothing, or a credit): no payment fits.
    expect(paymentRefusal(app({ amountDue: '0.00' }), '0.01')?.kind).toBe('invalid');
    expect(paymentRefusal(app({ amountDue: '-50.00' }), '0.01')?.kind).toBe('invalid');
    expect(statusFromPayments(app({ amountDue: '0.00' }))).toBe('Approved');
  });

  it('counts line 8 as received for a pay app marked Paid before payments existed', () => {
    const legacy = app({ status: 'Paid' });
    expect(receivedOf(legacy)).toEqual(receivedOf(app({ payments: ['9000.00'] })));
    expect(paymentRefusal(legacy, '0.01')?.kind).toBe('invalid');
  });

  it('ages from the application date: 0–30 current, 31–60, 61–90, over 90', () => {
    const today = '2026-11-27';
    expect(agingBucket('2026-11-27', today)).toBe('current');
    expect(agingBucket('2026-10-28', today)).toBe('current'); // 30 days
    expect(agingBucket('2026-10-27', today)).toBe('days30'); // 31
    expect(agingBucket('2026-09-28', today)).toBe('days30'); // 60
    expect(agingBucket('2026-09-27', today)).toBe('days60'); // 61
    expect(agingBucket('2026-08-29', today)).toBe('days60'); // 90
    expect(agingBucket('2026-08-28', today)).toBe('days90'); // 91
  });

  it('worked example: a project’s aging sums to the last line 6 less the cash received', () => {
    // Base $100,000 at 10%: pay app 1 bills $10,000 (line 6 $9,000), pay app 2 $25,000 (line 6
    // $31,500, line 8 $22,500), pay app 3 $30,000 (line 6 $58,500, line 8 $27,000, open).
    const apps = [
      app({ number: 1, status: 'Paid', applicationDate: '2026-08-01', payments: ['9000.00'] }),
      app({
        number: 2,
        status: 'Invoiced',
        applicationDate: '2026-09-15',
        amountDue: '22500.00',
        retainage: '3500.00',
        payments: ['10000.00'],
      }),
      app({
        number: 3,
        applicationDate: '2026-11-20',
        amountDue: '27000.00',
        retainage: '6500.00',
      }),
      app({ number: 4, status: 'Preparing', amountDue: '1.00', applicationDate: '2026-11-27' }),
    ];
    const r = receivables(apps, '2026-11-27');
    expect(r.open).toEqual([
      { number: 2, open: '12500.00', bucket: 'days60' },
      { number: 3, open: '27000.00', bucket: 'current' },
    ]);
    expect(r.aging).toEqual({
      current: '27000.00',
      days30: '0.00',
      days60: '12500.00',
      days90: '0.00',
      total: '39500.00', // 58,500 − 9,000 − 10,000
    });
    expect(r.retainageReceivable).toBe('6500.00');
    expect(receivables([], '2026-11-27').aging.total).toBe('0.00');
    expect(addAgings([r.aging, r.aging]).total).toBe('79000.00');
  });

  it('keeps Paid to the payments: never set by hand, left only by deleting a payment', () => {
    expect(paidStatusRefusal(2, 'Invoiced', 'Paid', 0)).toMatch(/record a payment instead/);
    expect(paidStatusRefusal(2, 'Paid', 'Invoiced', 1)).toMatch(/delete a payment/);
    expect(paidStatusRefusal(2, 'Paid', 'Invoiced', 0)).toBeNull();
    expect(paidStatusRefusal(2, 'Approved', 'Invoiced', 0)).toBeNull();
    expect(paidStatusRefusal(2, 'Paid', 'Paid', 1)).toBeNull();
  });
});
