import { describe, expect, it } from 'vitest';
import {
  alternateApprovalLink,
  alternateSelectedEmail,
  alternateSelectionTotals,
  publicPhone,
  selectLabel,
} from './alternates';

const prices = [
  { contractType: 'Base', total: '1000.10', kansasRemodelTax: '65.01' },
  { contractType: 'Alt 1', total: '0.10', kansasRemodelTax: '0.20' },
  { contractType: 'Alt 2', total: '250.55', kansasRemodelTax: '16.29' },
];

describe('alternateSelectionTotals', () => {
  it('is the Base alone when nothing is ticked (the Base is always included)', () => {
    expect(alternateSelectionTotals(prices, [])).toEqual({
      subtotal: '1000.10',
      kansasRemodelTax: '65.01',
      total: '1065.11',
    });
  });

  it('adds each ticked alternate exactly (0.1 + 0.2 is not 0.30000000000000004 here)', () => {
    expect(alternateSelectionTotals(prices, ['Alt 1'])).toEqual({
      subtotal: '1000.20',
      kansasRemodelTax: '65.21',
      total: '1065.41',
    });
    expect(alternateSelectionTotals(prices, ['Alt 1', 'Alt 2'])).toEqual({
      subtotal: '1250.75',
      kansasRemodelTax: '81.50',
      total: '1332.25',
    });
  });

  it('ignores a type that is not on the page, and "Base" ticked or not', () => {
    expect(alternateSelectionTotals(prices, ['Alt 9', 'Base'])).toEqual(
      alternateSelectionTotals(prices, []),
    );
  });

  it('is zero without a Base', () => {
    expect(alternateSelectionTotals([], ['Alt 1'])).toEqual({
      subtotal: '0.00',
      kansasRemodelTax: '0.00',
      total: '0.00',
    });
  });
});

describe('alternateSelectedEmail', () => {
  const totals = { subtotal: '1250.75', kansasRemodelTax: '81.50', total: '1332.25' };
  it('names the chosen alternates and gives subtotal, taxes and grand total', () => {
    const m = alternateSelectedEmail({
      projectId: 12,
      projectName: 'Clinic',
      clientName: 'Dana Client',
      chosenTypes: ['Alt 1', 'Alt 2'],
      totals,
    });
    expect(m.subject).toBe('Alternates selected: #12 Clinic');
    expect(m.text).toContain(
      'Dana Client selected the Base and Alt 1, Alt 2 for project #12 Clinic.',
    );
    expect(m.text).toContain('Subtotal: $1,250.75');
    expect(m.text).toContain('Total taxes (KS Remodeling Tax): $81.50');
    expect(m.text).toContain('Grand total: $1,332.25');
  });
  it('says only the Base when none is chosen', () => {
    const m = alternateSelectedEmail({
      projectId: 12,
      projectName: 'Clinic',
      clientName: null,
      chosenTypes: [],
      totals,
    });
    expect(m.text).toContain('The client selected only the Base (no alternates)');
  });
});

describe('page helpers', () => {
  it('formats ten-digit phones as ddd-ddd-dddd and anything else as empty', () => {
    expect(publicPhone('(316) 555-0142')).toBe('316-555-0142');
    expect(publicPhone('+1 316.555.0142')).toBe('316-555-0142');
    expect(publicPhone('555-0142')).toBe('');
    expect(publicPhone(null)).toBe('');
  });
  it('labels checkboxes and builds the link', () => {
    expect(selectLabel('Alt 2')).toBe('Select Alt 2');
    expect(alternateApprovalLink('https://n5.example', 'abc')).toBe(
      'https://n5.example/alternate-approval/abc',
    );
  });
});
