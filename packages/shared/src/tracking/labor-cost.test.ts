import { describe, expect, it } from 'vitest';
import { fieldLaborCost } from './labor-cost';

describe('fieldLaborCost', () => {
  it('is regular x rate + overtime x rate x factor, to the cent', () => {
    expect(
      fieldLaborCost(
        { regularHours: '10', overtimeHours: '2' },
        { hourlyRate: '60.00', overtimeFactor: '1.5' },
      ),
    ).toBe('780.00');
    expect(
      fieldLaborCost(
        { regularHours: '0.33', overtimeHours: '0' },
        { hourlyRate: '10.01', overtimeFactor: '2' },
      ),
    ).toBe('3.30');
  });
  it('uses the default rate and time and a half for someone without a labor rate', () => {
    expect(fieldLaborCost({ regularHours: '8', overtimeHours: '2' }, null)).toBe('715.00');
  });
});
