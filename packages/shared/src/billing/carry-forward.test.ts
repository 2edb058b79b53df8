import { describe, expect, it } from 'vitest';
import { carriedForwardRates, carriedForwardStored, storedChange } from './carry-forward';
import type { TPayAppEntries } from './pay-app-math';

const app = (lines: TPayAppEntries['lines'], retainageRate = '0.1'): TPayAppEntries => ({
  number: 1,
  retainageRate,
  storedRetainageRate: null,
  lines,
});

describe('what a new pay app carries forward', () => {
  it('carries column F, not the work', () => {
    expect(
      carriedForwardStored(
        app({ '09-2900': { work: '400', stored: '0' }, '26-5100': { work: '0', stored: '500' } }),
      ),
    ).toEqual({ '26-5100': '500.00' });
    expect(carriedForwardStored(undefined)).toEqual({});
  });

  it('starts a change order line written at 5% under a 10% Base at its 5%', () => {
    const rates = carriedForwardRates(
      undefined,
      { '09-2900': '0.1', '23-0500': '0.05' },
      { base: '0.1', payApp: '0.1' },
    );
    expect(rates).toEqual({ '23-0500': '0.05' });
  });

  it('never undoes a reduction: Base lines follow the reduced pay app rate', () => {
    // Pay app 3 was reduced to 5%; 26-5100 is all on the 10% Base: pay app 4 holds it at 5%.
    const previous = app(
      { '09-2900': { work: '400', stored: '0' }, '26-5100': { work: '500', stored: '0' } },
      '0.05',
    );
    expect(
      carriedForwardRates(previous, { '26-5100': '0.1' }, { base: '0.1', payApp: '0.05' }),
    ).toEqual({});
  });

  it("keeps the previous application's own line rates, and a line's contract rate only until it was billed", () => {
    const previous = app({
      '26-5100': { work: '1000', stored: '0', retainageRate: '0.025' },
      '23-0500': { work: '100', stored: '0', retainageRate: null },
    });
    expect(
      carriedForwardRates(
        previous,
        { '23-0500': '0.05', '22-1100': '0.05' },
        { base: '0.1', payApp: '0.1' },
      ),
    ).toEqual({ '26-5100': '0.025', '22-1100': '0.05' });
  });
});

describe('what a pay app bills this period on stored materials', () => {
  it('bills a stored amount once: stored on app 1, carried on app 2, installed on app 3', () => {
    expect(storedChange('500.00', undefined)).toBe('500.00'); // app 1: E 0 + 500
    expect(storedChange('500.00', '500.00')).toBe('0.00'); // app 2: carried, nothing new
    // App 3: the $500 installed is E $500 and F −$500: the period nets to $0 for it.
    expect(storedChange('0.00', '500.00')).toBe('-500.00');
  });
});
