import { describe, expect, it } from 'vitest';
import { diffRows } from './audit';

describe('diffRows', () => {
  it('lists only the fields that changed, as text', () => {
    expect(
      diffRows(
        { name: 'Annex', retention: '0.1000', days: 10 },
        { name: 'Annex', retention: '0.0500', days: 10 },
      ),
    ).toEqual([{ field: 'retention', oldValue: '0.1000', newValue: '0.0500' }]);
  });
  it('records every field of an insert and of a delete', () => {
    expect(diffRows(null, { a: 1, b: null })).toEqual([
      { field: 'a', oldValue: null, newValue: '1' },
    ]);
    expect(diffRows({ a: 1 }, null)).toEqual([{ field: 'a', oldValue: '1', newValue: null }]);
  });
});
