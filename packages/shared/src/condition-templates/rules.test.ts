import { describe, expect, it } from 'vitest';
import {
  isEditableTemplateField,
  parseTemplateValue,
  templateActions,
  templateTotals,
} from './rules';

describe('condition template rules', () => {
  it('edits only the fields of spec 2 §5', () => {
    expect(isEditableTemplateField('MaterialCost')).toBe(true);
    expect(isEditableTemplateField('LaborMarkup')).toBe(false);
    expect(isEditableTemplateField('LaborTotal')).toBe(false);
    expect(isEditableTemplateField('toString')).toBe(false);
  });

  it('stores values with the column scale and refuses what the column cannot hold', () => {
    expect(parseTemplateValue('LaborRate', '55.5')).toEqual({ ok: true, value: '55.50' });
    expect(parseTemplateValue('MaterialMarkup', 0.15)).toEqual({ ok: true, value: '0.1500' });
    expect(parseTemplateValue('TotalQuantities', '')).toEqual({ ok: true, value: '0.0000' });
    expect(parseTemplateValue('MaterialMarkup', '10')).toMatchObject({ ok: false });
    expect(parseTemplateValue('LaborRate', '1.005')).toMatchObject({ ok: false });
    expect(parseTemplateValue('MaterialCost', '-1')).toMatchObject({ ok: false });
    expect(parseTemplateValue('ConditionName', '  ')).toMatchObject({ ok: false });
    expect(parseTemplateValue('MeasurementType', 'SQFT')).toEqual({ ok: true, value: 'SQFT' });
    expect(parseTemplateValue('MeasurementType', 'BOX')).toMatchObject({ ok: false });
  });

  it('computes the per-unit totals with the markups', () => {
    expect(
      templateTotals({
        LaborHours: '0.5000',
        LaborRate: '60.00',
        LaborMarkup: '0.1000',
        MaterialCost: '10.0000',
        MaterialMarkup: '0.2500',
        EquipmentCost: '0',
        EquipmentMarkup: '0',
        OtherCostsCost: '3.3333',
        OtherCostsMarkup: '0.1500',
      }),
    ).toEqual({
      LaborTotal: '33.0000',
      MaterialTotal: '12.5000',
      EquipmentTotal: '0.0000',
      OtherCostsTotal: '3.8333',
    });
  });

  it('offers approve and reject by status', () => {
    expect(templateActions('Awaiting Approval')).toEqual(['approve', 'reject']);
    expect(templateActions('Active')).toEqual(['reject']);
    expect(templateActions('Inactive')).toEqual(['approve']);
    expect(templateActions('Overwritten')).toEqual([]);
  });
});
