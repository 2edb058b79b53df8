import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { companies } from '../../db/schema/index';

/** A company's accounting ids (issue 38 item 1); null when there is no such company. */
export async function findCompanyAccounting(db: TDbOrTx, companyId: number) {
  const [row] = await db
    .select({
      CompanyID: companies.companyId,
      CompanyName: companies.companyName,
      AccountingCustomerID: companies.accountingCustomerId,
      AccountingVendorID: companies.accountingVendorId,
    })
    .from(companies)
    .where(eq(companies.companyId, companyId))
    .limit(1);
  return row ?? null;
}

export async function updateCompanyAccounting(
  db: TDbOrTx,
  companyId: number,
  ids: { customerId: string | null; vendorId: string | null },
) {
  await db
    .update(companies)
    .set({ accountingCustomerId: ids.customerId, accountingVendorId: ids.vendorId })
    .where(eq(companies.companyId, companyId));
}
