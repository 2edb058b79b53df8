import { describe, expect, it } from 'vitest';
import { voidRefusal } from './rules';

describe('void and revise (issue 31 item 3)', () => {
  const certified = { number: 2, status: 'Approved' as const, paymentCount: 0 };
  it('voids the latest certified pay app, or one whose later pay app is still open', () => {
    expect(voidRefusal(certified, null)).toBeNull();
    expect(voidRefusal({ ...certified, status: 'Invoiced' }, null)).toBeNull();
  });
  it('refuses an open pay app, one under a later certified one, one with payments or marked Paid', () => {
    expect(voidRefusal({ ...certified, status: 'Preparing' }, null)).toBe(
      'Pay app 2 is Preparing: only a certified pay app is voided; change this one directly.',
    );
    expect(voidRefusal(certified, 3)).toBe(
      "Pay app 3 is certified and its line 7 is pay app 2's line 6: void pay app 3 first.",
    );
    expect(voidRefusal({ ...certified, paymentCount: 1 }, null)).toMatch(/delete them before/);
    expect(voidRefusal({ ...certified, status: 'Paid' }, null)).toMatch(/marked Paid/);
    expect(voidRefusal({ ...certified, accountingStatus: 'queued' }, null)).toMatch(
      /being sent to accounting/,
    );
    expect(voidRefusal({ ...certified, accountingStatus: 'synced' }, null)).toBeNull();
  });
});
