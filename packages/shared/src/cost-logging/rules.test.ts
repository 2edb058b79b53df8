import { describe, expect, it } from 'vitest';
import {
  AMOUNT_RULES,
  amountProblem,
  canLogForOthers,
  inventoryTotal,
  isDigitsAndPoint,
  isLoggingDisabled,
  keepDigitsAndPoint,
  latestToday,
  logDateProblem,
  remaining,
} from './rules';

const user = (UserID: number, roles: string[] = []) => ({
  UserID,
  Roles: roles.map((Role, i) => ({ RoleID: 100 + i, Role })),
  Permissions: [],
});

describe('amounts', () => {
  it('takes digits and one decimal point only', () => {
    expect(['1', '1.5', '.5', '10.', '007'].every(isDigitsAndPoint)).toBe(true);
    expect(['', '.', '1.2.3', '-1', '1e3', '12,50', '8h', ' '].some(isDigitsAndPoint)).toBe(false);
    expect(keepDigitsAndPoint('1a2.3.4$')).toBe('12.34');
  });

  it('holds an amount to its column and refuses a zero quantity', () => {
    expect(amountProblem('Amount', '120.50', AMOUNT_RULES.money)).toBeNull();
    expect(amountProblem('Amount', '1.234', AMOUNT_RULES.money)).toBe(
      'Amount takes at most 2 decimal places.',
    );
    expect(amountProblem('Amount', '1000000000000', AMOUNT_RULES.money)).toBe(
      'Amount must be at most 999999999999.99.',
    );
    expect(amountProblem('Reg hours', '24.5', AMOUNT_RULES.hours)).toBe(
      'Reg hours must be at most 24.',
    );
    expect(amountProblem('Quantity', '0.000', AMOUNT_RULES.quantity)).toBe(
      'Quantity cannot be zero.',
    );
    expect(amountProblem('Quantity', 'x', AMOUNT_RULES.quantity)).toBe(
      'Quantity must be digits and one decimal point.',
    );
  });
});

describe('dates', () => {
  it('refuses a day after today and a non-date', () => {
    expect(logDateProblem('2026-11-27', '2026-11-27')).toBeNull();
    expect(logDateProblem('2026-11-28', '2026-11-27')).toBe('The log date cannot be after today.');
    expect(logDateProblem('2026-02-30', '2026-11-27')).toBe('Date must be a date (YYYY-MM-DD).');
  });

  it('takes the latest calendar day on earth as the server’s today', () => {
    expect(latestToday(new Date('2026-11-27T09:59:00Z'))).toBe('2026-11-27');
    expect(latestToday(new Date('2026-11-27T10:00:00Z'))).toBe('2026-11-28');
  });
});

describe('figures', () => {
  it('totals inventory to the cent and computes what remains', () => {
    expect(inventoryTotal('4', '6.9800')).toBe('27.92');
    expect(inventoryTotal('3.5', '2.345')).toBe('8.21');
    expect(inventoryTotal('', '2')).toBe('0.00');
    expect(remaining('100.00', '30.25')).toBe('69.75');
    expect(remaining('10.00', '12.00')).toBe('-2.00');
  });
});

describe('who may log', () => {
  const crew = { ProjectManagerID: 3, ProjectEngineerID: null, SuperintendentID: 6 };
  it('turns logging off on subcontracted conditions and finished projects', () => {
    expect(isLoggingDisabled({ stage: 'In Progress', subcontracted: false })).toBe(false);
    expect(isLoggingDisabled({ stage: 'In Progress', subcontracted: true })).toBe(true);
    expect(isLoggingDisabled({ stage: 'Canceled', subcontracted: false })).toBe(true);
  });

  it('lets Office, Superuser and the crew log for others; nobody else', () => {
    expect(canLogForOthers(user(6), crew)).toBe(true);
    expect(canLogForOthers(user(3), crew)).toBe(true);
    expect(canLogForOthers(user(9, ['Office']), crew)).toBe(true);
    expect(canLogForOthers(user(9, ['Superuser']), crew)).toBe(true);
    expect(canLogForOthers(user(9, ['Field']), crew)).toBe(false);
    expect(canLogForOthers(null, crew)).toBe(false);
  });
});
