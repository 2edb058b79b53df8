import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, fromNumeric, fromUnits, sum, toNumeric, ZERO } from '../core/decimal';
import {
  bidTotal,
  computeCondition,
  DERIVED_FIELDS,
  holdSignedPrice,
  summarizeConditions,
  type TConditionDerived,
  type TConditionInputs,
  type TSelectedBid,
  type TSummaryInput,
} from './math';

const NO_TAX = { ksRemodelingTaxInd: 0, taxRate: '0.0865' };
const KS_TAX = { ksRemodelingTaxInd: 1, taxRate: '0.0865' };

const drywall: TConditionInputs = {
  totalQuantities: '1200',
  laborHours: '0.0200',
  laborRate: '62.50',
  laborMarkup: '0.2000',
  materialCost: '0.4500',
  materialMarkup: '0.1500',
  equipmentCost: '0.0500',
  equipmentMarkup: '0.1000',
  otherCostsCost: '0',
  otherCostsMarkup: '0',
};

describe('computeCondition (worked examples)', () => {
  it('prices an in-house condition per unit and over the quantity', () => {
    const c = computeCondition(drywall, null, NO_TAX);
    // Labor: 0.02 h x $62.50 = $1.25 a sq ft; x 1.2 = $1.50; over 1,200 sq ft.
    expect(c.laborCost).toBe('1.2500');
    expect(c.laborTotal).toBe('1.5000');
    expect(c.laborHoursTotal).toBe('24.0000');
    expect(c.laborCostTotal).toBe('1500.00');
    expect(c.laborGrandTotal).toBe('1800.00');
    // Material: $0.45 x 1,200 = $540; x 1.15 = $621.
    expect(c.materialCostTotal).toBe('540.00');
    expect(c.materialGrandTotal).toBe('621.00');
    // Equipment: $0.05 x 1,200 = $60; x 1.1 = $66.
    expect(c.equipmentCostTotal).toBe('60.00');
    expect(c.equipmentGrandTotal).toBe('66.00');
    expect(c.totalCost).toBe('2100.00');
    expect(c.preTax).toBe('2487.00');
    expect(c.totalMarkup).toBe('387.00');
    expect(c.unitPrice).toBe('2.0725');
    expect(c.tax).toBe('0.00');
    expect(c.taxableTotal).toBe('0.00');
    expect(c.grandTotal).toBe('2487.00');
  });

  it('prices a selected subcontractor bid for the whole condition', () => {
    const c = computeCondition(drywall, { bidAmount: '2000.00', markup: '0.1000' }, NO_TAX);
    expect(c.totalCost).toBe('2000.00');
    expect(c.subCost).toBe('2000.00');
    expect(c.subTotal).toBe('2200.00');
    expect(c.preTax).toBe('2200.00');
    expect(c.totalMarkup).toBe('200.00');
    // The in-house figures stay for the card, but are not the price.
    expect(c.laborGrandTotal).toBe('1800.00');
  });

  it('taxes Kansas remodel work at the company rate, rounded to the cent', () => {
    const c = computeCondition(drywall, null, KS_TAX);
    expect(c.taxableTotal).toBe('2487.00');
    // 2,487 x 0.0865 = 215.1255 -> 215.13
    expect(c.tax).toBe('215.13');
    expect(c.grandTotal).toBe('2702.13');
    expect(computeCondition(drywall, null, { ...KS_TAX, ksRemodelingTaxInd: -1 }).tax).toBe('0.00');
  });

  it('has no unit price without a quantity, and rounds half away from zero', () => {
    expect(computeCondition({ ...drywall, totalQuantities: '0' }, null, NO_TAX).unitPrice).toBe(
      null,
    );
    // 3 x 0.335 = 1.005 -> 1.01
    const c = computeCondition(
      {
        ...drywall,
        totalQuantities: '3',
        laborHours: '0',
        materialCost: '0.335',
        materialMarkup: '0',
        equipmentCost: '0',
      },
      null,
      NO_TAX,
    );
    expect(c.materialCostTotal).toBe('1.01');
  });

  it('totals a bid as amount x (1 + markup)', () => {
    expect(bidTotal('1234.56', '0.1250')).toBe('1388.88');
  });
});

describe('summarizeConditions', () => {
  it('computes rate = cost / hours and markup = (total - cost) / cost', () => {
    const a = computeCondition(drywall, null, NO_TAX);
    const s = summarizeConditions([{ ...a, hasSelectedSub: false }]);
    expect(s.labor_rate).toBe('62.50');
    expect(s.labor_markup).toBe('0.2000');
    expect(s.material_markup).toBe('0.1500');
    expect(s.other_markup).toBe(null);
    expect(s.total).toBe('2487.00');
    expect(s.has_subcontractor).toBe(false);
  });
  it('counts in-house columns only for in-house conditions', () => {
    const a = computeCondition(drywall, null, NO_TAX);
    const b = computeCondition(drywall, { bidAmount: '2000', markup: '0.1' }, NO_TAX);
    const s = summarizeConditions([
      { ...a, hasSelectedSub: false },
      { ...b, hasSelectedSub: true },
    ]);
    expect(s.labor_cost).toBe('1500.00');
    expect(s.subcontractor_cost).toBe('2000.00');
    expect(s.subcontractor_total).toBe('2200.00');
    expect(s.subcontractor_markup).toBe('0.1000');
    expect(s.total).toBe('4687.00');
    expect(s.has_subcontractor).toBe(true);
  });
});

// Property tests: any inputs in the ranges the server accepts.
const dec = (maxUnits: number, scale: number) =>
  fc.integer({ min: 0, max: maxUnits }).map((n) => toNumeric(fromUnits(BigInt(n), scale), scale));
const inputs: fc.Arbitrary<TConditionInputs> = fc.record({
  totalQuantities: dec(100_000_000, 4),
  laborHours: dec(200_000, 4),
  laborRate: dec(20_000, 2),
  laborMarkup: dec(10_000, 4),
  materialCost: dec(50_000_000, 4),
  materialMarkup: dec(10_000, 4),
  equipmentCost: dec(5_000_000, 4),
  equipmentMarkup: dec(10_000, 4),
  otherCostsCost: dec(5_000_000, 4),
  otherCostsMarkup: dec(10_000, 4),
});
const bid: fc.Arbitrary<TSelectedBid | null> = fc.option(
  fc.record({ bidAmount: dec(100_000_000, 2), markup: dec(5_000, 4) }),
);
const tax = fc.record({
  ksRemodelingTaxInd: fc.constantFrom(-1, 0, 1),
  taxRate: fc.constantFrom('0.0865', '0.0700', '0'),
});
const stage = fc.constantFrom('Approved', 'Pending', 'Potential CO', 'Inactive');
const condition = fc
  .tuple(inputs, bid, stage, fc.integer({ min: 0, max: 4 }))
  .map(([i, b, st, sc]) => ({ stage: st, subCategory: sc, hasSelectedSub: b !== null, ...i, b }));

const m = (s: string) => fromNumeric(s);

describe('condition math properties', () => {
  it('PreTax is the four grand totals (in-house) or the bid total, and TotalMarkup = PreTax - TotalCost', () => {
    fc.assert(
      fc.property(inputs, bid, tax, (i, b, t) => {
        const c = computeCondition(i, b, t);
        const expected = b
          ? m(c.subTotal)
          : sum(
              [
                c.laborGrandTotal,
                c.materialGrandTotal,
                c.equipmentGrandTotal,
                c.otherCostsGrandTotal,
              ].map(m),
            );
        expect(m(c.preTax)).toEqual(expected);
        expect(add(m(c.totalCost), m(c.totalMarkup))).toEqual(m(c.preTax));
        expect(add(m(c.preTax), m(c.tax))).toEqual(m(c.grandTotal));
      }),
    );
  });

  it('summaries add up to the cent across conditions, sub-categories and stages', () => {
    fc.assert(
      fc.property(fc.array(condition, { maxLength: 25 }), tax, (list, t) => {
        const rows = list.map((c) => ({
          ...c,
          ...computeCondition(c, c.b, t),
        })) as Array<TSummaryInput & { stage: string; subCategory: number }>;
        const whole = summarizeConditions(rows);
        // The whole = the sum of its parts, by stage and by sub-category.
        for (const key of ['stage', 'subCategory'] as const) {
          const groups = new Map<unknown, typeof rows>();
          for (const r of rows) groups.set(r[key], [...(groups.get(r[key]) ?? []), r]);
          const parts = [...groups.values()].map((g) => summarizeConditions(g));
          for (const col of [
            'total',
            'tax',
            'grand_total',
            'labor_cost',
            'labor_total',
            'material_total',
            'subcontractor_total',
            'labor_hours',
          ] as const)
            expect(sum(parts.map((p) => m(p[col])))).toEqual(m(whole[col]));
        }
        // The columns add up to PreTax.
        expect(
          sum(
            [
              whole.labor_total,
              whole.material_total,
              whole.equipment_total,
              whole.other_total,
              whole.subcontractor_total,
            ].map(m),
          ),
        ).toEqual(m(whole.total));
        expect(sum(rows.map((r) => m(r.preTax)))).toEqual(list.length ? m(whole.total) : ZERO);
      }),
    );
  });
});

describe('holdSignedPrice (issue 28 item 2)', () => {
  const signed = {
    preTax: '1200.00',
    tax: '0.00',
    taxableTotal: '0.00',
    grandTotal: '1200.00',
    unitPrice: '120.0000',
  };
  it('keeps the price the client signed: costs move, the markup absorbs them', () => {
    const derived = {
      ...(Object.fromEntries(
        DERIVED_FIELDS.map((f) => [f, '0.00']),
      ) as unknown as TConditionDerived),
      totalCost: '1000.00',
      totalMarkup: '500.00',
      preTax: '1500.00',
      grandTotal: '1500.00',
      unitPrice: '150.0000',
    };
    const held = holdSignedPrice(derived, signed);
    expect(held).toMatchObject({ ...signed, totalCost: '1000.00', totalMarkup: '200.00' });
  });
  it('leaves an unsigned condition as computed', () => {
    const derived = Object.fromEntries(
      DERIVED_FIELDS.map((f) => [f, '1.00']),
    ) as unknown as TConditionDerived;
    expect(holdSignedPrice(derived, null)).toBe(derived);
  });
});
