import { needsPermissions } from '@n5/shared/permissions/roles';
import { refusalMessage } from '@n5/shared/core/field-rules';
import { quoteInput } from '@n5/shared/core/errors';
import { changesVendorFlags, ZContactRules } from '@n5/shared/crm/rules';
import type { TContactInputParsed } from '@n5/shared/crm/schemas';
import { can, PERMISSION } from '@n5/shared/permissions/can';
import type { TUser } from '@n5/shared/session/schemas';
import { isUniqueViolation, type TDb, type TDbOrTx } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { keyedTransaction } from '../../lib/idempotency/keyed-transaction';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import {
  findCompany,
  findCompanyIdByName,
  findCompanyRow,
  findContactRow,
  findIndustryId,
  listActiveUsers,
  listCompanyNames,
  listContacts,
  listIndustries,
  saveCompany,
  saveContact,
  userExists,
} from './queries';

export const VENDOR_FLAGS_REFUSAL = `Only users with ${needsPermissions([PERMISSION.VENDOR_MANAGEMENT], 'or')} may change the Vendor and Subcontractor flags.`;

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

export async function getContacts(db: TDb, contactId?: number) {
  const contacts = await listContacts(db, { contactId });
  if (contactId !== undefined && contacts.length === 0) {
    throw notFound(`There is no contact #${contactId}.`);
  }
  return contacts;
}

export async function getCompany(db: TDb, companyId: number) {
  const company = await findCompany(db, companyId);
  if (!company) throw notFound(`There is no company #${companyId}.`);
  return company;
}

async function industryIdOf(tx: TDbOrTx, industryType: string | null) {
  if (!industryType) return null;
  const id = await findIndustryId(tx, industryType);
  if (id === null)
    throw badRequest(`Industry "${quoteInput(industryType)}" is not one of the industries.`);
  return id;
}

/**
 * POST /api/crm/setcontact: creates (ContactID 0) or updates the contact, and creates
 * (CompanyID 0) or updates its company, in one transaction with their audit rows. Refuses input
 * that breaks the editor's rules (400), unknown ids (404), a new company named like an existing
 * one (409) and Vendor/Subcontractor flag changes without permission 7 (403).
 */
export async function setContact(db: TDb, input: TContactInputParsed, user: TUser) {
  const rules = ZContactRules.safeParse(input);
  if (!rules.success) throw badRequest(refusalMessage(rules.error));

  // The reply is read inside the transaction: it is stored with the Idempotency-Key.
  return keyedTransaction(db, async (tx) => {
    const audited = auditedWrites(tx, user);
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
    const company = await audited(
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
      companyId: company.companyId,
      status: input.Status,
    };
    const contact = await audited(
      'contact',
      contactBefore,
      (c) => c.contactId,
      () => saveContact(tx, contactBefore?.contactId ?? null, contactValues),
    );
    const [saved] = await listContacts(tx, { contactId: contact.contactId });
    return { contact: saved! };
  });
}

/** The CRM directory and editor (spec 2 §2.6): contacts with their companies. */
export function createCrmService(deps: { db: TDb }) {
  const { db } = deps;
  return {
    listIndustries: () => listIndustries(db),
    getContacts: (contactId?: number) => getContacts(db, contactId),
    getCompany: (companyId: number) => getCompany(db, companyId),
    listCompanyNames: () => listCompanyNames(db),
    listActiveUsers: () => listActiveUsers(db),
    setContact: (input: TContactInputParsed, user: TUser) => setContact(db, input, user),
  };
}
export type TCrmService = ReturnType<typeof createCrmService>;
