import { refusalMessage } from '@n5/shared/core/field-rules';
import {
  ACCOUNTING_ID_LABELS,
  ZCompanyAccountingRules,
  type TCompanyAccountingInput,
} from '@n5/shared/crm/accounting';
import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { badRequest, notFound } from '../../../lib/errors';
import { accountingSourceOf, type TCrmDeps } from '../deps';
import { findCompanyAccounting, updateCompanyAccounting } from '../queries-accounting';

/** With Acumatica connected, an id it does not hold is refused (a push naming it would fail). */
async function checkExists(
  deps: TCrmDeps,
  kind: 'customer' | 'vendor',
  id: string | null,
  before: string | null,
) {
  if (!id || id === before || !deps.accounting || accountingSourceOf(deps) === 'none') return;
  const found = await deps.accounting.listCounterparties(kind, { id, skip: 0, top: 1 });
  if (found && found.parties.length === 0) {
    const label =
      kind === 'customer'
        ? ACCOUNTING_ID_LABELS.AccountingCustomerID
        : ACCOUNTING_ID_LABELS.AccountingVendorID;
    throw badRequest(`${label} "${id}" is not one of Acumatica's ${kind}s.`);
  }
}

/**
 * Sets or clears a company's Acumatica customer and vendor ids (admin or role Accounting; the
 * route's access). 400 for an id the rules or Acumatica refuse, 404 for an unknown company;
 * audited field by field.
 */
export async function setCompanyAccounting(
  deps: TCrmDeps,
  input: TCompanyAccountingInput,
  user: TUser,
) {
  const companyId = input.CompanyID;
  const rules = ZCompanyAccountingRules.safeParse(input);
  if (!rules.success) throw badRequest(refusalMessage(rules.error));
  const before = await findCompanyAccounting(deps.db, companyId);
  if (!before) throw notFound(`There is no company #${companyId}.`);
  const customerId = rules.data.AccountingCustomerID;
  const vendorId = rules.data.AccountingVendorID;
  await checkExists(deps, 'customer', customerId, before.AccountingCustomerID);
  await checkExists(deps, 'vendor', vendorId, before.AccountingVendorID);
  await deps.db.transaction(async (tx) => {
    await updateCompanyAccounting(tx, companyId, { customerId, vendorId });
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'company',
      entityId: companyId,
      action: 'update',
      before: {
        accountingCustomerId: before.AccountingCustomerID,
        accountingVendorId: before.AccountingVendorID,
      },
      after: { accountingCustomerId: customerId, accountingVendorId: vendorId },
    });
  });
  return {
    ...before,
    AccountingCustomerID: customerId,
    AccountingVendorID: vendorId,
    source: accountingSourceOf(deps),
  };
}
