import { describe, expect, it } from 'vitest';
import {
  fillWaiverTemplate,
  linkExpiresAt,
  longDate,
  waiverFiguresOf,
  waiverStateOf,
  type TWaiverPayAppFigures,
} from './rules';

// Worked example: a $100,000.00 contract; pay app 3 for the period to 2026-10-31 has
// $62,500.00 completed and stored to date (line 4) and $18,000.00 due this period (line 8).
const app3: TWaiverPayAppFigures = {
  totalCompletedAndStored: '62500.00',
  currentPaymentDue: '18000.00',
  periodTo: '2026-10-31',
};

describe('waiverFiguresOf', () => {
  it('a progress waiver to the client is for line 8, through the period', () => {
    expect(waiverFiguresOf('conditional-progress', 'to-client', app3)).toEqual({
      ok: true,
      amount: '18000.00',
      throughDate: '2026-10-31',
    });
    expect(waiverFiguresOf('unconditional-progress', 'to-client', app3)).toMatchObject({
      amount: '18000.00',
    });
  });

  it('a final waiver to the client is for line 4, everything completed and stored', () => {
    expect(waiverFiguresOf('conditional-final', 'to-client', app3)).toEqual({
      ok: true,
      amount: '62500.00',
      throughDate: '2026-10-31',
    });
    expect(waiverFiguresOf('unconditional-final', 'to-client', app3)).toMatchObject({
      amount: '62500.00',
    });
  });

  it("a subcontractor's waiver is for the amount entered, through the pay app's period", () => {
    expect(waiverFiguresOf('conditional-progress', 'from-sub', app3, '4250.5')).toEqual({
      ok: true,
      amount: '4250.50',
      throughDate: '2026-10-31',
    });
    expect(waiverFiguresOf('conditional-progress', 'from-sub', app3, null)).toEqual({
      ok: false,
      message: "A subcontractor's waiver needs the amount it waives.",
    });
  });

  it('refuses a waiver of nothing: a credit application or a zero amount', () => {
    const credit = { ...app3, currentPaymentDue: '-1200.00' };
    expect(waiverFiguresOf('conditional-progress', 'to-client', credit)).toEqual({
      ok: false,
      message: 'A waiver must be for more than $0.00; this one would be for -$1,200.00.',
    });
    expect(waiverFiguresOf('unconditional-final', 'from-sub', app3, '0')).toMatchObject({
      ok: false,
    });
  });
});

describe('fillWaiverTemplate', () => {
  it('prints money and the day as words; leaves unknown placeholders', () => {
    const text = fillWaiverTemplate(
      '{claimant} waives {amount} from {customer} through {throughDate} on {project} ({payApp}), owner {owner}. {other}',
      {
        claimant: 'N5 Builders',
        customer: 'Acme',
        owner: 'Acme',
        project: '#12 Tower',
        payApp: 'Application 3',
        amount: '18000',
        throughDate: '2026-10-31',
      },
    );
    expect(text).toBe(
      'N5 Builders waives $18,000.00 from Acme through October 31, 2026 on #12 Tower (Application 3), owner Acme. {other}',
    );
  });

  it('longDate reads the day as written', () => {
    expect(longDate('2026-01-01')).toBe('January 1, 2026');
    expect(longDate('2026-12-31')).toBe('December 31, 2026');
  });
});

describe('waiver state and link', () => {
  it('is Received once received, Requested before', () => {
    expect(waiverStateOf({ receivedAt: null })).toBe('Requested');
    expect(waiverStateOf({ receivedAt: '2026-11-27T10:00:00Z' })).toBe('Received');
  });

  it('the link runs 30 days from the request', () => {
    expect(linkExpiresAt(new Date('2026-11-01T12:00:00Z')).toISOString()).toBe(
      '2026-12-01T12:00:00.000Z',
    );
  });
});
