import { quoteInput } from '@n5/shared/core/errors';
import { refusalMessage } from '@n5/shared/core/field-rules';
import { changesVendorFlags, ZContactRules } from '@n5/shared/crm/rules';
import type { TContactInputParsed } from '@n5/shared/crm/schemas';
import { can, PERMISSION } from '@n5/shared/permissions/can';
import { needsPermissions } from '@n5/shared/permissions/roles';
import type { TUser } from '@n5/shared/session/schemas';
import { isUniqueViolation, type TDbOrTx } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors';
import { keyedTransaction } from '../../../lib/idempotency/keyed-transaction';
import type { TCrmDeps } from '../deps';
import {
  findCompanyIdByName,
  findCompanyRow,
  findContactRow,
  findIndustryId,
  listContacts,
  saveCompany,
  saveContact,
  userExists,
} from '../queries';

export const VENDOR_FLAGS_REFUSAL = `Only users with ${needsPermissions([PERMISSION.VENDOR_MANAGEMENT], 'or')} may change the Vendor and Subcontractor flags.`;

type TCompanyRow = NonNullable<Awaited<ReturnType<typeof findCompanyRow>>>;
type TContactRow = NonNullable<Awaited<ReturnType<typeof findContactRow>>>;

/**
 * Writes a company or contact with its audit entry in the caller's transaction: an update when
 * `before` exists, else an insert.
 */
const auditedWrites =
  (tx: TDbOrTx, user: TUser) =>
  async <TRow extends Record<string, unknown>>(
    entity: 'company' | 'contact',
    before: TRow | null,
    idOf: (row: TRow) => number,
    write: () => Promise<TRow>,
  ): Promise<TRow> => {
    const after = await write();
    await recordAudit(tx, {
      userId: user.UserID,
      entity,
      entityId: idOf(after),
      action: before ? 'update' : 'insert',
      before,
      after,
    });
    return after;
  };

/** The unique index that keeps one company per name, whatever its case (schema/crm.ts). */
const COMPANY_NAME_KEY = 'companies_name_lower_key';

const companyNameTaken = (name: string, twinId?: number) =>
  conflict(
    `A company named "${quoteInput(name)}" already exists${twinId ? ` (#${twinId})` : ''}; choose it from the list instead.`,
  );

async function industryIdOf(tx: TDbOrTx, industryType: string | null) {
  if (!industryType) return null;
  const id = await findIndustryId(tx, industryType);
  if (id === null)
    throw badRequest(`Industry "${quoteInput(industryType)}" is not one of the industries.`);
  return id;
}

/** The contact and company being changed (null: a new one), or 404; the flags need permission 7. */
async function rowsBefore(tx: TDbOrTx, input: TContactInputParsed, user: TUser) {
  const contactBefore = input.ContactID > 0 ? await findContactRow(tx, input.ContactID) : null;
  if (input.ContactID > 0 && !contactBefore) {
    throw notFound(`There is no contact #${input.ContactID}.`);
  }
  const companyBefore = input.CompanyID > 0 ? await findCompanyRow(tx, input.CompanyID) : null;
  if (input.CompanyID > 0 && !companyBefore) {
    throw notFound(`There is no company #${input.CompanyID}.`);
  }
  const flagsBefore = companyBefore && {
    VendorInd: companyBefore.vendorInd,
    SubcontractorInd: companyBefore.subcontractorInd,
  };
  if (changesVendorFlags(flagsBefore, input) && !can(user, PERMISSION.VENDOR_MANAGEMENT)) {
    throw forbidden(VENDOR_FLAGS_REFUSAL);
  }
  return { contactBefore, companyBefore };
}

/** No twin company name; the relationship owner and referrer exist. */
async function checkReferences(tx: TDbOrTx, input: TContactInputParsed) {
  const twin = await findCompanyIdByName(tx, input.CompanyName, input.CompanyID);
  if (twin !== null) throw companyNameTaken(input.CompanyName, twin);
  if (input.ContactRelationshipOwner !== null) {
    if (!(await userExists(tx, input.ContactRelationshipOwner))) {
      throw badRequest(`Relationship owner #${input.ContactRelationshipOwner} is not a user.`);
    }
  }
  if (input.ReferredByContactID !== null) {
    if (input.ReferredByContactID === input.ContactID) {
      throw badRequest('A contact cannot be their own referrer.');
    }
    if (!(await findContactRow(tx, input.ReferredByContactID))) {
      throw badRequest(`Referrer #${input.ReferredByContactID} is not a contact.`);
    }
  }
}

async function writeCompany(
  tx: TDbOrTx,
  user: TUser,
  input: TContactInputParsed,
  companyBefore: TCompanyRow | null,
) {
  const companyValues = {
    companyName: input.CompanyName,
    industryId: await industryIdOf(tx, input.IndustryType),
    corporateAddress: input.CorporateAddress,
    corporateCity: input.CorporateCity,
    corporateState: input.CorporateState.toUpperCase(),
    corporateZip: input.CorporateZip,
    corporatePhone: input.CorporatePhone,
    corporateEmail: input.CorporateEmail,
    clientInd: input.ClientInd,
    vendorInd: input.VendorInd,
    subcontractorInd: input.SubcontractorInd,
  };
  return auditedWrites(tx, user)(
    'company',
    companyBefore,
    (c) => c.companyId,
    () =>
      saveCompany(tx, companyBefore?.companyId ?? null, companyValues).catch((error: unknown) => {
        // Another save of the same new name committed after the check above.
        if (isUniqueViolation(error, COMPANY_NAME_KEY)) throw companyNameTaken(input.CompanyName);
        throw error;
      }),
  );
}

async function writeContact(
  tx: TDbOrTx,
  user: TUser,
  input: TContactInputParsed,
  write: { contactBefore: TContactRow | null; companyId: number },
) {
  const { contactBefore, companyId } = write;
  const contactValues = {
    contactName: input.ContactName,
    contactTitle: input.ContactTitle,
    contactEmail: input.ContactEmail,
    contactOfficePhone: input.ContactOfficePhone,
    contactCellPhone: input.ContactCellPhone,
    contactRelationshipOwner: input.ContactRelationshipOwner,
    referredByContactId: input.ReferredByContactID,
    contactType: input.ContactType,
    contactAddress: input.ContactAddress,
    contactCity: input.ContactCity,
    contactState: input.ContactState?.toUpperCase() ?? null,
    contactZip: input.ContactZip,
    companyId,
    status: input.Status,
  };
  return auditedWrites(tx, user)(
    'contact',
    contactBefore,
    (c) => c.contactId,
    () => saveContact(tx, contactBefore?.contactId ?? null, contactValues),
  );
}

/**
 * POST /api/crm/setcontact: creates (ContactID 0) or updates the contact, and creates
 * (CompanyID 0) or updates its company, in one transaction with their audit rows. Refuses input
 * that breaks the editor's rules (400), unknown ids (404), a new company named like an existing
 * one (409) and Vendor/Subcontractor flag changes without permission 7 (403).
 */
export async function setContact(deps: TCrmDeps, input: TContactInputParsed, user: TUser) {
  const rules = ZContactRules.safeParse(input);
  if (!rules.success) throw badRequest(refusalMessage(rules.error));

  // The reply is read inside the transaction: it is stored with the Idempotency-Key.
  return keyedTransaction(deps.db, async (tx) => {
    const { contactBefore, companyBefore } = await rowsBefore(tx, input, user);
    await checkReferences(tx, input);
    const company = await writeCompany(tx, user, input, companyBefore);
    const contact = await writeContact(tx, user, input, {
      contactBefore,
      companyId: company.companyId,
    });
    const [saved] = await listContacts(tx, { contactId: contact.contactId });
    return { contact: saved! };
  });
}
