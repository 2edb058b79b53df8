import { describe, expect, it } from 'vitest';
import { toNumeric } from '../core/decimal';
import { applicationSummary, type TPayAppEntries, type TScheduleLine } from './pay-app-math';
import { heldOnWork, releaseByLine, workRetainageByLine } from './retainage';
import { fromNumeric } from '../core/decimal';

const line = (code: string, base: string): TScheduleLine => ({
  mainCategoryId: 1,
  mainCategoryName: 'Mechanical',
  categoryCode: '23',
  subCategoryCode: code,
  description: code,
  base,
  approvedChanges: '0',
});
const schedule = [line('A', '100000.00'), line('B', '100000.00')];
const codes = ['A', 'B'];
const text = (m: Map<string, { units: bigint; scale: number }>) =>
  Object.fromEntries([...m].map(([k, v]) => [k, toNumeric(v, 2)]));

/** Pay app 1: 10% on $30,000 (A) and $20,000 (B): $5,000 held. */
const app1: TPayAppEntries = {
  number: 1,
  retainageRate: '0.1',
  storedRetainageRate: null,
  lines: { A: { work: '30000.00', stored: '0' }, B: { work: '20000.00', stored: '0' } },
};
/** Pay app 2: the rate reduced to 5% at half complete, $15,000 more on each line. */
const app2 = (convention: 'whole' | 'new'): TPayAppEntries => ({
  number: 2,
  retainageRate: '0.05',
  storedRetainageRate: null,
  convention,
  lines: { A: { work: '15000.00', stored: '0' }, B: { work: '15000.00', stored: '0' } },
});

describe('retainage control (issue 31 item 2)', () => {
  it('a rate per line overrides the application rate on its work and stored materials (Column I)', () => {
    const app: TPayAppEntries = {
      number: 1,
      retainageRate: '0.1',
      storedRetainageRate: null,
      lines: {
        A: { work: '10000.00', stored: '0' },
        B: { work: '20000.00', stored: '2000.00', retainageRate: '0.05' },
      },
    };
    // A: 10% x 10,000 = 1,000; B: 5% x 20,000 = 1,000 on work, 5% x 2,000 = 100 on stored.
    const { g702, g703 } = applicationSummary(schedule, [app], 1, null);
    expect(g703.groups[0]!.rows.map((r) => r.retainage)).toEqual(['1000.00', '1100.00']);
    expect(g702).toMatchObject({
      retainageOnWork: '2000.00',
      retainageOnStored: '100.00',
      retainage: '2100.00',
    });
  });

  it('a reduction on the whole balance: 5% of all $80,000 of work, line 5 drops $1,000', () => {
    // Pay app 1 held 10% x 50,000 = 5,000 (line 6 45,000). Pay app 2, 5% on the whole balance:
    // 5% x 80,000 = 4,000; line 6 = 80,000 − 4,000 = 76,000; line 8 = 76,000 − 45,000 = 31,000.
    const apps = [app1, app2('whole')];
    expect(text(workRetainageByLine(codes, apps, 2))).toEqual({ A: '2250.00', B: '1750.00' });
    const { g702 } = applicationSummary(schedule, apps, 2, '45000.00');
    expect(g702).toMatchObject({
      retainage: '4000.00',
      totalEarnedLessRetainage: '76000.00',
      currentPaymentDue: '31000.00',
    });
  });

  it('a reduction on new work only: earlier work keeps its 10%, the $30,000 new holds 5%', () => {
    // 5,000 held + 5% x 30,000 = 1,500: 6,500; line 6 = 80,000 − 6,500 = 73,500;
    // line 8 = 73,500 − 45,000 = 28,500.
    const apps = [app1, app2('new')];
    expect(text(workRetainageByLine(codes, apps, 2))).toEqual({ A: '3750.00', B: '2750.00' });
    const { g702 } = applicationSummary(schedule, apps, 2, '45000.00');
    expect(g702).toMatchObject({
      retainage: '6500.00',
      totalEarnedLessRetainage: '73500.00',
      currentPaymentDue: '28500.00',
    });
  });

  it('a partial release bills only retainage, split over the lines by what they hold', () => {
    // After pay app 2 (new work only) A holds 3,750 and B 2,750 (6,500). Pay app 3 releases
    // 3,250: A 3,250 x 3,750 / 6,500 = 1,875.00, B 1,375.00. No work is billed (line 4 stays
    // 80,000); line 5 = 3,250; line 6 = 76,750; line 8 = 76,750 − 73,500 = 3,250 = the release.
    const release: TPayAppEntries = {
      number: 3,
      retainageRate: '0.05',
      storedRetainageRate: null,
      kind: 'release',
      releaseAmount: '3250.00',
      lines: {},
    };
    const apps = [app1, app2('new'), release];
    expect(text(workRetainageByLine(codes, apps, 3))).toEqual({ A: '1875.00', B: '1375.00' });
    const { g702, g703 } = applicationSummary(schedule, apps, 3, '73500.00');
    expect(g703.grandTotals.thisPeriod).toBe('0.00');
    expect(g702).toMatchObject({
      totalCompletedAndStored: '80000.00',
      retainage: '3250.00',
      totalEarnedLessRetainage: '76750.00',
      currentPaymentDue: '3250.00',
    });
  });

  it('a full release (no amount) releases everything held: line 5 is zero, line 8 what was held', () => {
    const release: TPayAppEntries = {
      number: 3,
      retainageRate: '0',
      storedRetainageRate: null,
      kind: 'release',
      releaseAmount: null,
      lines: {},
    };
    const apps = [app1, app2('whole'), release];
    expect(toNumeric(heldOnWork(codes, apps, 2), 2)).toBe('4000.00');
    const { g702 } = applicationSummary(schedule, apps, 3, '76000.00');
    expect(g702).toMatchObject({ retainage: '0.00', currentPaymentDue: '4000.00' });
  });

  it('never releases more than is held, and splits to the cent', () => {
    const held = new Map([
      ['A', fromNumeric('1.00')],
      ['B', fromNumeric('2.00')],
    ]);
    expect(text(releaseByLine(held, '1.00'))).toEqual({ A: '0.33', B: '0.67' });
    expect(text(releaseByLine(held, '10.00'))).toEqual({ A: '1.00', B: '2.00' });
  });
});
