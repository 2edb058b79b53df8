import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './security';
import { oneOf } from './sql-checks';

const CONTACT_TYPES = ['Client', 'Referrer'] as const;
const CONTACT_STATUSES = ['Active', 'Inactive'] as const;

/** The IndustryType choices of a company (Healthcare, Education, ...). */
export const industries = pgTable('industries', {
  industryId: serial('industry_id').primaryKey(),
  industryType: text('industry_type').notNull().unique(),
});

/**
 * Clients, vendors and subcontractors in one table: a company may be several at once. The flags
 * are smallint 0/1 like every other *Ind of the spec, so the API passes them through unchanged.
 */
export const companies = pgTable(
  'companies',
  {
    companyId: serial('company_id').primaryKey(),
    companyName: text('company_name').notNull(),
    industryId: integer('industry_id').references(() => industries.industryId, {
      onDelete: 'set null',
    }),
    corporateAddress: text('corporate_address'),
    corporateCity: text('corporate_city'),
    corporateState: text('corporate_state'),
    corporateZip: text('corporate_zip'),
    corporatePhone: text('corporate_phone'),
    corporateEmail: text('corporate_email'),
    clientInd: smallint('client_ind').notNull().default(0),
    vendorInd: smallint('vendor_ind').notNull().default(0),
    subcontractorInd: smallint('subcontractor_ind').notNull().default(0),
    /**
     * The company as the accounting system knows it (issue 38 item 1): Acumatica's CustomerID
     * for a client, VendorID for a vendor or subcontractor. Null: not mapped yet (a push then
     * matches it by name where ACUMATICA_MATCH_COMPANIES=name, else refuses with a clear error).
     */
    accountingCustomerId: text('accounting_customer_id'),
    accountingVendorId: text('accounting_vendor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One company per name whatever its case, also when two saves race (issue 11).
    uniqueIndex('companies_name_lower_key').on(sql`lower(${t.companyName})`),
    check('companies_client_ind_chk', oneOf(t.clientInd, [0, 1])),
    check('companies_vendor_ind_chk', oneOf(t.vendorInd, [0, 1])),
    check('companies_subcontractor_ind_chk', oneOf(t.subcontractorInd, [0, 1])),
  ],
);

/** Every Contact field of spec 1 §3; the company's fields are joined from companies. */
export const contacts = pgTable(
  'contacts',
  {
    contactId: serial('contact_id').primaryKey(),
    contactName: text('contact_name').notNull(),
    contactTitle: text('contact_title'),
    contactEmail: text('contact_email'),
    contactOfficePhone: text('contact_office_phone'),
    contactCellPhone: text('contact_cell_phone'),
    contactRelationshipOwner: integer('contact_relationship_owner').references(() => users.userId, {
      onDelete: 'set null',
    }),
    referredByContactId: integer('referred_by_contact_id').references(
      (): AnyPgColumn => contacts.contactId,
      {
        onDelete: 'set null',
      },
    ),
    contactType: text('contact_type', { enum: CONTACT_TYPES }).notNull().default('Client'),
    contactAddress: text('contact_address'),
    contactCity: text('contact_city'),
    contactState: text('contact_state'),
    contactZip: text('contact_zip'),
    companyId: integer('company_id').references(() => companies.companyId, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: CONTACT_STATUSES }).notNull().default('Active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contacts_company_idx').on(t.companyId),
    index('contacts_name_idx').on(t.contactName),
    // The directory joins each contact to its relationship owner.
    index('contacts_owner_idx').on(t.contactRelationshipOwner),
    check('contacts_type_chk', oneOf(t.contactType, CONTACT_TYPES)),
    check('contacts_status_chk', oneOf(t.status, CONTACT_STATUSES)),
  ],
);
