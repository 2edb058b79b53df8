import { describe, expect, it } from 'vitest';
import {
  amountsLock,
  canChangePayAppStatus,
  canUnlockPayAppAmounts,
  payAppPercentText,
  statusChangeRefusal,
} from './rules';

const user = (...permissions: number[]) => ({
  Roles: [{ RoleID: 3, Role: 'Office' }],
  Permissions: permissions,
});

describe('pay app rules', () => {
  it('gives the status dropdown to permission 3 or 1, and unlocks amounts with both', () => {
    expect(canChangePayAppStatus(user())).toBe(false);
    expect(canChangePayAppStatus(user(3))).toBe(true);
    expect(canChangePayAppStatus(user(1))).toBe(true);
    expect(canUnlockPayAppAmounts(user(3))).toBe(false);
    expect(canUnlockPayAppAmounts(user(1, 3))).toBe(true);
  });

  it('locks amounts of invoiced pay apps without 3 and 1, and freezes certified ones', () => {
    expect(amountsLock(user(), 'Preparing')).toBeNull();
    expect(amountsLock(user(), 'Pending')).toBeNull();
    expect(amountsLock(user(), 'Invoiced')).toBe('forbidden');
    expect(amountsLock(user(3), 'Paid')).toBe('forbidden');
    expect(amountsLock(user(1, 3), 'Invoiced')).toBe('frozen');
    expect(amountsLock(user(), 'Approved')).toBe('frozen');
  });

  it('never moves a certified pay app back to Preparing or Pending', () => {
    expect(statusChangeRefusal('Preparing', 'Pending')).toBeNull();
    expect(statusChangeRefusal('Pending', 'Preparing')).toBeNull();
    expect(statusChangeRefusal('Pending', 'Approved')).toBeNull();
    expect(statusChangeRefusal('Paid', 'Invoiced')).toBeNull();
    expect(statusChangeRefusal('Approved', 'Preparing')).toMatch(/certified/);
    expect(statusChangeRefusal('Invoiced', 'Pending')).toMatch(/certified/);
  });

  it('shows percents with 0 to 1 decimals', () => {
    expect(payAppPercentText('0.1250')).toBe('12.5');
    expect(payAppPercentText('0.3333')).toBe('33.3');
    expect(payAppPercentText('1.0000')).toBe('100');
    expect(payAppPercentText('0.0000')).toBe('0');
  });
});
