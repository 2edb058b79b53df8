import { describe, expect, it } from 'vitest';
import { columnJ, columnNote, retainageLineNames, type TRetainageTerms } from './retainage-terms';

const progress: TRetainageTerms = {
  kind: 'progress',
  convention: 'whole',
  work: '0.1',
  stored: '0.05',
  lineRates: {},
};

describe('retainage terms as the G702 and G703 print them', () => {
  it('names 5a and 5b with the application rates', () => {
    expect(retainageLineNames(progress)).toEqual({
      a: '10.00% of Completed Work (D + E on G703)',
      b: '5.00% of Stored Material (F on G703)',
    });
  });

  it('sends 5a and 5b to Column J when lines have their own rate', () => {
    const names = retainageLineNames({ ...progress, lineRates: { '01-100': '0' } });
    expect(names.a).toBe(
      "10.00% of Completed Work (D + E on G703); lines with their own rate at Column J's",
    );
    expect(names.b).toBe(
      "5.00% of Stored Material (F on G703); lines with their own rate at Column J's",
    );
  });

  it("says the new-work convention applies the rate to this period's work", () => {
    expect(retainageLineNames({ ...progress, convention: 'new' }).a).toBe(
      "10.00% of this period's Completed Work (E on G703); earlier work keeps what it held",
    );
    expect(columnNote({ ...progress, convention: 'new' })).toContain("this period's work");
  });

  it("prints a line's own rate in Column J, else the application's", () => {
    const terms = { ...progress, lineRates: { '01-100': '0.025' } };
    expect(columnJ(terms, { code: '01-100', retainage: '25', totalCompleted: '1000' })).toBe(
      '2.50%',
    );
    expect(columnJ(terms, { code: '01-200', retainage: '100', totalCompleted: '1000' })).toBe(
      '10.00%',
    );
  });

  it('prints what a release leaves held as a share of Column G, not a rate', () => {
    const release = { ...progress, kind: 'release' as const };
    // $10,000 completed held $1,000; half released leaves $500: 5.00%.
    expect(columnJ(release, { code: '01-100', retainage: '500', totalCompleted: '10000' })).toBe(
      '5.00%',
    );
    expect(columnJ(release, { code: '01-100', retainage: '0', totalCompleted: '0' })).toBe('');
    expect(retainageLineNames(release).a).toBe(
      'Retainage on Completed Work still held after this release',
    );
    expect(columnNote(release)).toMatch(/^A retainage release/);
  });
});
