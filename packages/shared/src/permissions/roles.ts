/** Role ids the spec names; the ids of other roles come from the roles table. */
export const ROLE_ID = {
  SUPERUSER: 1,
  ADMIN: 2,
} as const;

/** Role names the rules check by name (compared case-insensitively, spec 1 §6). */
export const ROLE_NAME = {
  SUPERUSER: 'Superuser',
  ADMIN: 'Admin',
  OFFICE: 'Office',
  ACCOUNTING: 'Accounting',
  PROJECT_STAGE_MANAGER: 'PROJECT STAGE MANAGER',
  ACUMATICA_ERRORS: 'Acumatica Errors',
} as const;

/** Permission numbers of the spec with the meaning DOMAIN.md gives them. */
export const PERMISSION = {
  BILLING_MANAGER: 1,
  BILLING: 3,
  OFFICE_APP: 5,
  VENDOR_MANAGEMENT: 7,
  PIPELINE_REPORT: 8,
  COST_MANAGEMENT: 9,
  PUSH_WITHOUT_SIGNATURE: 10,
} as const;
export type TPermissionId = (typeof PERMISSION)[keyof typeof PERMISSION];

export const PERMISSION_NAMES: Record<TPermissionId, string> = {
  1: 'Billing manager',
  3: 'Billing',
  5: 'Office app access',
  7: 'Vendor management',
  8: 'Pipeline report',
  9: 'Cost management',
  10: 'Push contracts without signature',
};

/**
 * Who holds permissions, in words for a refusal (never the internal numbers, issue 40 item 19):
 * `needsPermissions([3, 1], 'and')` → "the Billing and Billing manager permissions".
 */
export function needsPermissions(ids: readonly TPermissionId[], join: 'and' | 'or'): string {
  const names = ids.map((id) => PERMISSION_NAMES[id]);
  const list =
    names.length <= 1
      ? (names[0] ?? '')
      : `${names.slice(0, -1).join(', ')} ${join} ${names[names.length - 1]}`;
  return `the ${list} permission${names.length > 1 ? 's' : ''}`;
}
