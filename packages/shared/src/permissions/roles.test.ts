import { describe, expect, it } from 'vitest';
import { needsPermissions } from './roles';

describe('permissions in words', () => {
  it('names the permissions a refusal needs, never their numbers', () => {
    expect(needsPermissions([3, 1], 'and')).toBe('the Billing and Billing manager permissions');
    expect(needsPermissions([5, 1], 'or')).toBe(
      'the Office app access or Billing manager permissions',
    );
    expect(needsPermissions([7], 'or')).toBe('the Vendor management permission');
  });
});
