import { describe, expect, it } from 'vitest';
import { toBudgetCsv } from './budget-csv';

describe('toBudgetCsv', () => {
  it('writes a header and quotes commas, quotes and line breaks', () => {
    const csv = toBudgetCsv([
      {
        projectId: 12,
        subCategoryCode: '09-2900',
        description: 'Gypsum board, "level 5"',
        type: 'Expense',
        accountGroup: 'LABOR',
        costCode: null,
        uom: 'HR',
        originalBudgetedQty: '10.0000',
        originalBudgetedAmount: '1200.00',
        revisedBudgetedAmount: '1250.00',
        committedAmount: '0.00',
        actualQty: '2.5000',
        actualAmount: '300.00',
      },
    ]);
    const [header, line] = csv.split('\r\n');
    expect(header).toMatch(/^Project ID,Project Task,Description,Type,/);
    expect(line).toBe(
      '12,09-2900,"Gypsum board, ""level 5""",Expense,LABOR,,HR,10.0000,1200.00,1250.00,0.00,2.5000,300.00',
    );
  });
  it('guards a formula-like description and keeps negative amounts as numbers', () => {
    const [, line] = toBudgetCsv([
      {
        projectId: 12,
        subCategoryCode: '01-0000',
        description: '=HYPERLINK("http://example.com","Open")',
        type: 'Expense',
        accountGroup: 'LABOR',
        costCode: '@1',
        uom: 'HR',
        originalBudgetedQty: '1.0000',
        originalBudgetedAmount: '-50.00',
        revisedBudgetedAmount: '0.00',
        committedAmount: '0.00',
        actualQty: '0.0000',
        actualAmount: '-12.50',
      },
    ]).split('\r\n');
    expect(line).toBe(
      `12,01-0000,"'=HYPERLINK(""http://example.com"",""Open"")",Expense,LABOR,"'@1",HR,1.0000,-50.00,0.00,0.00,0.0000,-12.50`,
    );
  });
  it('is only the header without rows', () => {
    expect(toBudgetCsv([]).split('\r\n')).toHaveLength(1);
  });
});
