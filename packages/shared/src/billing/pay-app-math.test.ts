import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, compare, fromNumeric, fromUnits, sub, sum, toNumeric, ZERO } from '../core/decimal';
import {
  amountFromPercent,
  applicationSummary,
  billsPastSchedule,
  columnFromPercent,
  isOverBilled,
  continuationSheet,
  invoicingTable,
  type TPayAppEntries,
  type TScheduleLine,
} from './pay-app-math';
import { carriedForwardStored } from './carry-forward';

const line = (
  code: string,
  base: string,
  approvedChanges = '0.00',
  main: [number, string] = [1, 'Mechanical'],
): TScheduleLine => ({
  mainCategoryId: main[0],
  mainCategoryName: main[1],
  categoryCode: 'C',
  subCategoryCode: code,
  description: `Work ${code}`,
  base,
  approvedChanges,
});

const schedule = [
  line('A', '10000.00', '500.00'),
  line('B', '2500.00', '0.00'),
  line('C', '4000.00', '-250.00', [2, 'Electrical']),
];
const apps: TPayAppEntries[] = [
  {
    number: 1,
    retainageRate: '0.1',
    storedRetainageRate: null,
    lines: { A: { work: '3000.00', stored: '0.00' }, C: { work: '1000.00', stored: '0.00' } },
  },
  {
    number: 2,
    retainageRate: '0.05',
    storedRetainageRate: '0',
    lines: { A: { work: '2000.00', stored: '800.00' }, B: { work: '125.55', stored: '0.00' } },
  },
];

describe('continuationSheet', () => {
  it('computes a G703 row from earlier work, this period and stored materials', () => {
    const sheet = continuationSheet(schedule, apps, 2);
    const a = sheet.groups[0]!.rows[0]!;
    expect(a).toMatchObject({
      original: '10000.00',
      changeOrders: '500.00',
      revised: '10500.00',
      previous: '3000.00',
      thisPeriod: '2000.00',
      stored: '800.00',
      totalCompleted: '5800.00',
      percent: '0.5524',
      balanceToFinish: '4700.00',
      retainage: '250.00', // 5% of 5000 work, stored at 0%
    });
    expect(sheet.groups.map((g) => g.mainCategoryName)).toEqual(['Mechanical', 'Electrical']);
    expect(sheet.grandTotals.revised).toBe('16750.00');
  });

  it('rounds retainage per row, half up, and sums the rows', () => {
    const sheet = continuationSheet(schedule, apps, 2);
    expect(sheet.groups[0]!.rows[1]!.retainage).toBe('6.28'); // 5% of 125.55 = 6.2775
  });
});

describe('applicationSummary', () => {
  it('fills G702 lines 1–9, line 7 from the previous certificate as certified', () => {
    const { g702 } = applicationSummary(schedule, apps, 2, '3600.00');
    expect(g702).toMatchObject({
      originalContractSum: '16500.00',
      netChangeByChangeOrders: '250.00',
      contractSumToDate: '16750.00',
      totalCompletedAndStored: '6925.55',
      retainage: '306.28',
      retainageOnWork: '306.28',
      retainageOnStored: '0.00',
      totalEarnedLessRetainage: '6619.27',
      lessPreviousCertificates: '3600.00',
      currentPaymentDue: '3019.27',
      balanceToFinishIncludingRetainage: '10130.73',
    });
  });
});

describe('invoicing table', () => {
  it('gives the tab its balances and footer', () => {
    const table = invoicingTable(schedule, apps);
    // Work on both pay apps (5,000) and the latest one's stored materials (800): its column G.
    expect(table.rows[0]).toMatchObject({
      adjusted: '10500.00',
      storedToDate: '800.00',
      totalInvoiced: '5800.00',
      balanceToInvoice: '4700.00',
      pctLeftToInvoice: '0.4476',
      overBilled: false,
    });
    expect(table.rows[0]!.apps[1]).toEqual({ amount: '3000.00', pct: '0.2857' });
    expect(table.totals.apps[2]!.amount).toBe('2125.55');
  });

  it("reconciles with the G702: the footer's Total Invoiced is the latest app's line 4", () => {
    const table = invoicingTable(schedule, apps);
    const { g702 } = applicationSummary(schedule, apps, 2, '3600.00');
    expect(table.totals.totalInvoiced).toBe('6925.55');
    expect(table.totals.totalInvoiced).toBe(g702.totalCompletedAndStored);
    expect(table.totals.balanceToInvoice).toBe(
      toNumeric(sub(fromNumeric(g702.contractSumToDate), fromNumeric('6925.55')), 2),
    );
  });

  it('flags a row billed past its Adjusted', () => {
    const over: TPayAppEntries[] = [
      { ...apps[0]!, lines: { B: { work: '2500.00', stored: '0.00' } } },
      { ...apps[1]!, lines: { B: { work: '0.00', stored: '0.01' } } },
    ];
    const table = invoicingTable(schedule, over);
    expect(table.rows.find((r) => r.subCategoryCode === 'B')!.overBilled).toBe(true);
    expect(table.rows.find((r) => r.subCategoryCode === 'A')!.overBilled).toBe(false);
    expect(isOverBilled({ revised: '100.00', totalCompleted: '100.00' })).toBe(false);
    expect(isOverBilled({ revised: '100.00', totalCompleted: '100.01' })).toBe(true);
    expect(isOverBilled({ revised: '-50.00', totalCompleted: '0.00' })).toBe(false);
  });

  it('carries the stored materials forward, so an untouched next app bills nothing', () => {
    expect(carriedForwardStored(undefined)).toEqual({});
    const carried = carriedForwardStored(apps[1]);
    expect(carried).toEqual({ A: '800.00' });
    const certified2 = applicationSummary(schedule, apps, 2, '3600.00').g702;
    const next: TPayAppEntries = {
      number: 3,
      retainageRate: apps[1]!.retainageRate,
      storedRetainageRate: apps[1]!.storedRetainageRate,
      lines: Object.fromEntries(
        Object.entries(carried).map(([code, stored]) => [code, { work: '0.00', stored }]),
      ),
    };
    const { g702 } = applicationSummary(
      schedule,
      [...apps, next],
      3,
      certified2.totalEarnedLessRetainage,
    );
    expect(g702.totalCompletedAndStored).toBe(certified2.totalCompletedAndStored);
    expect(g702.currentPaymentDue).toBe('0.00');
  });

  it('turns percents into amounts', () => {
    expect(amountFromPercent('10500.00', '12.5')).toBe('1312.50');
    expect(amountFromPercent('333.33', '33.3')).toBe('111.00');
    const column = columnFromPercent(['100.00', '100.00', '100.00'], '33.33');
    expect(column).toEqual(['33.33', '33.33', '33.33']);
  });

  it('knows a row that bills past its schedule', () => {
    expect(
      billsPastSchedule({ revised: '100.00', previous: '60.00', thisPeriod: '40.00', stored: '0' }),
    ).toBe(false);
    expect(
      billsPastSchedule({
        revised: '100.00',
        previous: '60.00',
        thisPeriod: '40.00',
        stored: '0.01',
      }),
    ).toBe(true);
    expect(
      billsPastSchedule({ revised: '-50.00', previous: '0', thisPeriod: '0', stored: '0' }),
    ).toBe(false);
  });
});

// ---- Properties (issue 16 item 6) --------------------------------------------------------------

const cents = (max: number) =>
  fc.integer({ min: 0, max }).map((c) => toNumeric(fromUnits(BigInt(c), 2), 2));
const signedCents = (max: number) =>
  fc.integer({ min: -max, max }).map((c) => toNumeric(fromUnits(BigInt(c), 2), 2));
const rate = fc.integer({ min: 0, max: 2000 }).map((r) => toNumeric(fromUnits(BigInt(r), 4), 4));

const scenario = fc
  .record({
    lineCount: fc.integer({ min: 1, max: 8 }),
    appCount: fc.integer({ min: 1, max: 5 }),
  })
  .chain(({ lineCount, appCount }) =>
    fc.record({
      schedule: fc.tuple(
        ...Array.from({ length: lineCount }, (_, i) =>
          fc
            .record({
              base: cents(5_000_000),
              changes: signedCents(500_000),
              main: fc.integer({ min: 1, max: 3 }),
            })
            .map((r) => line(`S${i}`, r.base, r.changes, [r.main, `Main ${r.main}`])),
        ),
      ),
      apps: fc.tuple(
        ...Array.from({ length: appCount }, (_, n) =>
          fc
            .record({
              retainageRate: rate,
              storedRate: fc.option(rate, { nil: null }),
              work: fc.array(cents(1_000_000), { minLength: lineCount, maxLength: lineCount }),
              stored: fc.array(cents(200_000), { minLength: lineCount, maxLength: lineCount }),
            })
            .map((a): TPayAppEntries => ({
              number: n + 1,
              retainageRate: a.retainageRate,
              storedRetainageRate: a.storedRate,
              lines: Object.fromEntries(
                a.work.map((w, i) => [`S${i}`, { work: w, stored: a.stored[i]! }]),
              ),
            })),
        ),
      ),
    }),
  );

const d = fromNumeric;
const sumOf = (values: string[]) => toNumeric(sum(values.map(d)), 2);

describe('pay app properties', () => {
  it('G702 line 4 is the sum of G703 total completed; retainage is the sum of the rows', () => {
    fc.assert(
      fc.property(scenario, ({ schedule: s, apps: a }) => {
        for (const app of a) {
          const { g703, g702 } = applicationSummary(s, a, app.number, null);
          const rows = g703.groups.flatMap((g) => g.rows);
          expect(g702.totalCompletedAndStored).toBe(sumOf(rows.map((r) => r.totalCompleted)));
          expect(g702.retainage).toBe(sumOf(rows.map((r) => r.retainage)));
          expect(g702.retainage).toBe(sumOf([g702.retainageOnWork, g702.retainageOnStored]));
          expect(g702.contractSumToDate).toBe(
            sumOf([g702.originalContractSum, g702.netChangeByChangeOrders]),
          );
          expect(
            sumOf([g702.balanceToFinishIncludingRetainage, g702.totalEarnedLessRetainage]),
          ).toBe(g702.contractSumToDate);
          expect(sumOf([g702.totalEarnedLessRetainage, g702.retainage])).toBe(
            g702.totalCompletedAndStored,
          );
        }
      }),
    );
  });

  it('retainage is the rate times completed work plus the stored rate times stored, per row', () => {
    fc.assert(
      fc.property(scenario, ({ schedule: s, apps: a }) => {
        const last = a.at(-1)!;
        const sheet = continuationSheet(s, a, last.number);
        for (const row of sheet.groups.flatMap((g) => g.rows)) {
          const work = add(d(row.previous), d(row.thisPeriod));
          const storedRate = d(last.storedRetainageRate ?? last.retainageRate);
          const expected = add(
            fromNumeric(toNumeric(roundHalfUp(work, d(last.retainageRate)), 2)),
            fromNumeric(toNumeric(roundHalfUp(d(row.stored), storedRate), 2)),
          );
          expect(row.retainage).toBe(toNumeric(expected, 2));
        }
      }),
    );
  });

  it('every total row equals the sum of its rows to the cent', () => {
    fc.assert(
      fc.property(scenario, ({ schedule: s, apps: a }) => {
        const sheet = continuationSheet(s, a, a.length);
        const keys = [
          'original',
          'changeOrders',
          'revised',
          'previous',
          'thisPeriod',
          'stored',
          'totalCompleted',
          'balanceToFinish',
          'retainage',
        ] as const;
        for (const group of sheet.groups) {
          for (const key of keys) expect(group[key]).toBe(sumOf(group.rows.map((r) => r[key])));
        }
        for (const key of keys) {
          expect(sheet.grandTotals[key]).toBe(sumOf(sheet.groups.map((g) => g[key])));
        }
        const table = invoicingTable(s, a);
        for (const app of a) {
          expect(table.totals.apps[app.number]!.amount).toBe(
            sumOf(table.rows.map((r) => r.apps[app.number]!.amount)),
          );
        }
        expect(table.totals.totalInvoiced).toBe(sumOf(table.rows.map((r) => r.totalInvoiced)));
      }),
    );
  });

  it('a column entered as a percent adds up to its total exactly', () => {
    fc.assert(
      fc.property(
        fc.array(signedCents(10_000_000), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 1000 }).map((p) => toNumeric(fromUnits(BigInt(p), 1), 1)),
        (adjusted, percent) => {
          const column = columnFromPercent(adjusted, percent);
          const positive = adjusted.filter((a) => compare(d(a), ZERO) > 0);
          const expected = amountFromPercent(sumOf(positive.length ? positive : ['0']), percent);
          expect(sumOf(column)).toBe(positive.length ? expected : '0.00');
        },
      ),
    );
  });

  it('an application that stays within schedule never bills past it', () => {
    fc.assert(
      fc.property(scenario, ({ schedule: s, apps: a }) => {
        const sheet = continuationSheet(s, a, a.length);
        for (const row of sheet.groups.flatMap((g) => g.rows)) {
          const past = billsPastSchedule(row);
          expect(past).toBe(
            compare(d(row.totalCompleted), ZERO) > 0 &&
              compare(d(row.totalCompleted), d(row.revised)) > 0,
          );
          if (!past)
            expect(
              compare(d(row.balanceToFinish), ZERO) >= 0 ||
                compare(d(row.totalCompleted), ZERO) === 0,
            ).toBe(true);
        }
      }),
    );
  });
});

function roundHalfUp(amount: ReturnType<typeof d>, rateValue: ReturnType<typeof d>) {
  // Independent of the module: integer cents arithmetic on bigint.
  const product = toNumeric(
    fromUnits(amount.units * rateValue.units, amount.scale + rateValue.scale),
    amount.scale + rateValue.scale,
  );
  const [whole, frac = ''] = product.split('.');
  const centsText = `${whole}${(frac + '00').slice(0, 2)}`;
  const rest = (frac + '00').slice(2);
  let units = BigInt(centsText);
  if (rest.length > 0 && rest[0]! >= '5') units += units < 0n || whole!.startsWith('-') ? -1n : 1n;
  return fromUnits(units, 2);
}
