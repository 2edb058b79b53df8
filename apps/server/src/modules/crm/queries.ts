import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { parseInteger } from '@n5/shared/core/integer';
import type { TContact } from '@n5/shared/crm/schemas';
import type { TDbOrTx } from '../../db/client';
import { companies, contacts, industries, users } from '../../db/schema/index';

const referrer = alias(contacts, 'referrer');

/** A company flag as the API's 0 | 1; 0 when the contact has no company. */
const flag = (column: AnyPgColumn) =>
  sql`coalesce(${column}, 0)::int`.mapWith((value): 0 | 1 =>
    parseInteger(String(value)) === 1 ? 1 : 0,
  );

/** A company's fields beside its id and name (ZCompany), with its industry joined. */
const companyDetailColumns = {
  IndustryType: industries.industryType,
  CorporateAddress: companies.corporateAddress,
  CorporateCity: companies.corporateCity,
  CorporateState: companies.corporateState,
  CorporateZip: companies.corporateZip,
  CorporatePhone: companies.corporatePhone,
  CorporateEmail: companies.corporateEmail,
  VendorInd: flag(companies.vendorInd),
  ClientInd: flag(companies.clientInd),
  SubcontractorInd: flag(companies.subcontractorInd),
};

/** The columns of a contact row as the API shows it (spec 1 §3), company fields joined in. */
const contactColumns = {
  ContactID: contacts.contactId,
  ContactName: contacts.contactName,
  ContactTitle: contacts.contactTitle,
  ContactEmail: contacts.contactEmail,
  ContactOfficePhone: contacts.contactOfficePhone,
  ContactCellPhone: contacts.contactCellPhone,
  ContactRelationshipOwner: contacts.contactRelationshipOwner,
  ReferredByContactID: contacts.referredByContactId,
  ContactType: contacts.contactType,
  ContactAddress: contacts.contactAddress,
  ContactCity: contacts.contactCity,
  ContactState: contacts.contactState,
  ContactZip: contacts.contactZip,
  CompanyID: contacts.companyId,
  CompanyName: companies.companyName,
  ...companyDetailColumns,
  Status: contacts.status,
  ReferredByName: referrer.contactName,
  OwnerName: users.displayName,
};

/** Every contact (or one), with company, industry, referrer and owner: one statement. */
export async function listContacts(
  db: TDbOrTx,
  params: { contactId?: number } = {},
): Promise<TContact[]> {
  return db
    .select(contactColumns)
    .from(contacts)
    .leftJoin(companies, eq(companies.companyId, contacts.companyId))
    .leftJoin(industries, eq(industries.industryId, companies.industryId))
    .leftJoin(referrer, eq(referrer.contactId, contacts.referredByContactId))
    .leftJoin(users, eq(users.userId, contacts.contactRelationshipOwner))
    .where(params.contactId === undefined ? undefined : eq(contacts.contactId, params.contactId))
    .orderBy(asc(contacts.contactName), asc(contacts.contactId));
}

const companyColumns = {
  CompanyID: companies.companyId,
  CompanyName: companies.companyName,
  ...companyDetailColumns,
};

export async function findCompany(db: TDbOrTx, companyId: number) {
  const [row] = await db
    .select(companyColumns)
    .from(companies)
    .leftJoin(industries, eq(industries.industryId, companies.industryId))
    .where(eq(companies.companyId, companyId))
    .limit(1);
  return row ?? null;
}

export async function listCompanyNames(db: TDbOrTx) {
  return db
    .select({
      CompanyID: companies.companyId,
      CompanyName: companies.companyName,
      SubcontractorInd: companies.subcontractorInd,
    })
    .from(companies)
    .orderBy(asc(companies.companyName), asc(companies.companyId));
}

/** Another company of that name (case-insensitive), so a typed name does not make a twin. */
export async function findCompanyIdByName(db: TDbOrTx, name: string, exceptId = 0) {
  const [row] = await db
    .select({ companyId: companies.companyId })
    .from(companies)
    .where(
      and(
        sql`lower(${companies.companyName}) = ${name.trim().toLowerCase()}`,
        ne(companies.companyId, exceptId),
      ),
    )
    .limit(1);
  return row?.companyId ?? null;
}

export async function listIndustries(db: TDbOrTx) {
  return db
    .select({ IndustryID: industries.industryId, IndustryType: industries.industryType })
    .from(industries)
    .orderBy(asc(industries.industryType));
}

export async function findIndustryId(db: TDbOrTx, industryType: string) {
  const [row] = await db
    .select({ industryId: industries.industryId })
    .from(industries)
    .where(eq(industries.industryType, industryType))
    .limit(1);
  return row?.industryId ?? null;
}

export async function listActiveUsers(db: TDbOrTx) {
  return db
    .select({ UserID: users.userId, DisplayName: users.displayName })
    .from(users)
    .where(eq(users.activeInd, true))
    .orderBy(asc(users.displayName), asc(users.userId));
}

export async function userExists(db: TDbOrTx, userId: number) {
  const [row] = await db
    .select({ userId: users.userId })
    .from(users)
    .where(eq(users.userId, userId))
    .limit(1);
  return !!row;
}

/** The stored rows, as the audit log compares them. */
export async function findContactRow(db: TDbOrTx, contactId: number) {
  const [row] = await db.select().from(contacts).where(eq(contacts.contactId, contactId)).limit(1);
  return row ?? null;
}

export async function findCompanyRow(db: TDbOrTx, companyId: number) {
  const [row] = await db
    .select()
    .from(companies)
    .where(eq(companies.companyId, companyId))
    .limit(1);
  return row ?? null;
}

export type TCompanyValues = Omit<typeof companies.$inferInsert, 'companyId' | 'createdAt'>;
export type TContactValues = Omit<typeof contacts.$inferInsert, 'contactId' | 'createdAt'>;

/** Updates the company with that id, or inserts one when the id is null. */
export async function saveCompany(db: TDbOrTx, companyId: number | null, values: TCompanyValues) {
  const write =
    companyId === null
      ? db.insert(companies).values(values)
      : db.update(companies).set(values).where(eq(companies.companyId, companyId));
  const [row] = await write.returning();
  return row!;
}

/** Updates the contact with that id, or inserts one when the id is null. */
export async function saveContact(db: TDbOrTx, contactId: number | null, values: TContactValues) {
  const write =
    contactId === null
      ? db.insert(contacts).values(values)
      : db.update(contacts).set(values).where(eq(contacts.contactId, contactId));
  const [row] = await write.returning();
  return row!;
}
