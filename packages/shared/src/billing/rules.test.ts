import { describe, expect, it } from 'vitest';
import {
  addPayAppRefusal,
  amountsLock,
  canCertifyPayApp,
  canChangePayAppStatus,
  certifyOrderRefusal,
  lockedAmountsMessage,
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
    // Sent to the client: locked until it returns to Preparing (issue 28 item 10).
    expect(amountsLock(user(), 'Pending')).toBe('sent');
    expect(amountsLock(user(1, 3), 'Pending')).toBe('sent');
    expect(lockedAmountsMessage(4, 'Pending')).toMatch(/return it to Preparing/);
    expect(amountsLock(user(), 'Invoiced')).toBe('forbidden');
    expect(amountsLock(user(3), 'Paid')).toBe('forbidden');
    expect(amountsLock(user(1, 3), 'Invoiced')).toBe('frozen');
    expect(amountsLock(user(), 'Approved')).toBe('frozen');
  });

  it('certifies in number order: a new pay app only after the last is certified', () => {
    // Issue 28 item 1: app 2 open while app 3 was certified over-billed the client.
    expect(addPayAppRefusal(undefined)).toBeNull();
    expect(addPayAppRefusal({ number: 1, status: 'Approved' })).toBeNull();
    expect(addPayAppRefusal({ number: 1, status: 'Paid' })).toBeNull();
    expect(addPayAppRefusal({ number: 2, status: 'Preparing' })).toBe(
      'Pay app 2 is Preparing: it must be certified (approved by the client or sent to accounting) before pay app 3 is added.',
    );
    expect(addPayAppRefusal({ number: 2, status: 'Pending' })).toMatch(/^Pay app 2 is Pending/);
    expect(certifyOrderRefusal(1, undefined)).toBeNull();
    expect(certifyOrderRefusal(3, { status: 'Invoiced' })).toBeNull();
    expect(certifyOrderRefusal(3, { status: 'Preparing' })).toBe(
      'Pay app 2 must be certified before pay app 3: pay apps are certified in number order.',
    );
  });

  it('certifies only with permission 3 or 1, on every path', () => {
    expect(canCertifyPayApp(user())).toBe(false);
    expect(canCertifyPayApp(user(3))).toBe(true);
    expect(canCertifyPayApp(user(1))).toBe(true);
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
