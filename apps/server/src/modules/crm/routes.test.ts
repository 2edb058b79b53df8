import { and, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { crmContract as c } from '@n5/shared/crm/contract';
import type { TContact, TContactInput } from '@n5/shared/crm/schemas';
import { auditLog, companies, contacts } from '../../db/schema/index';
import { useTestApp } from '../../testing/build-test-app';
import { addStaff } from '../../testing/staff';
import { companyFieldsOf, newContactInput } from '../../testing/factories/crm';
import { replyOf, type TCaller } from '../../testing/test-client';

const { t, callAs, refusedAs, requestAs, userOf, buildCompany, buildContact } = useTestApp();
let purchasing: TCaller;
let pmUserId: number;

beforeAll(async () => {
  // An Office + Purchasing user: permission 7 without being an admin.
  purchasing = (await addStaff(t.database.db, ['Office', 'Purchasing'])).EmailAddress;
  pmUserId = (await userOf('pm')).UserID;
});

const getContacts = async (caller: TCaller = 'pm', contactID?: number) =>
  (await callAs(caller, c.listContacts, { query: { contactID } })).contacts;
const getContact = async (id: number) => (await getContacts('pm', id))[0]!;
const getCompany = async (companyID: number) =>
  (await callAs('pm', c.getCompany, { query: { companyID } })).company;
const companyNames = async () =>
  (await callAs('pm', c.listCompanies)).companies.map((company) => company.CompanyName);
/** Saves as the editor does; the reply is the stored contact. */
const save = async (caller: TCaller, contact: TContactInput) =>
  (await callAs(caller, c.setContact, { body: { params: contact } })).contact;
/** A save that must be refused, whatever shape its fields have. */
const refusedSave = (caller: TCaller, contact: Record<string, unknown>) =>
  refusedAs(caller, c.setContact, { body: { params: contact } });

/** A contact as the editor sends it back: the stored one minus the display-only names. */
const inputOf = (contact: TContact): TContactInput => {
  const { ReferredByName: _r, OwnerName: _o, ...input } = contact;
  return input as TContactInput;
};

/** The contact and company the tests write about: the factory's, with the names they check. */
const NEW_CONTACT: TContactInput = {
  ...newContactInput(),
  ContactName: 'Dana Whitfield',
  ContactCellPhone: '816-555-0199',
  ContactState: 'ks',
  CompanyName: 'Whitfield Dental Group',
};

const auditOf = (entity: string, id: number) =>
  t.database.db
    .select({
      action: auditLog.action,
      field: auditLog.field,
      old: auditLog.oldValue,
      new: auditLog.newValue,
      userId: auditLog.userId,
    })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))));

const countOf = async (table: typeof contacts | typeof companies) =>
  (await t.database.db.select({ n: count() }).from(table))[0]!.n;

describe('access to /api/crm', () => {
  const reads = (caller: TCaller) =>
    Promise.all([
      refusedAs(caller, c.listContacts),
      refusedAs(caller, c.listIndustries),
      refusedAs(caller, c.listUsers),
      refusedAs(caller, c.listCompanies),
      // Refused before any lookup, so the id needs no company behind it.
      refusedAs(caller, c.getCompany, { query: { companyID: 2 } }),
    ]);

  it('answers 401 without a session', async () => {
    for (const refusal of await reads('anonymous')) expect(refusal.status).toBe(401);
    expect((await refusedSave('anonymous', NEW_CONTACT)).status).toBe(401);
  });

  it('answers 403 to a user without office access', async () => {
    for (const refusal of await reads('field')) {
      expect(refusal.status).toBe(403);
      expect(refusal.error.message).toMatch(/office/);
    }
    expect((await refusedSave('field', NEW_CONTACT)).status).toBe(403);
  });
});

describe('reading', () => {
  it('lists every contact with its company, sorted by name', async () => {
    const referrer = await buildContact();
    const built = await buildContact({
      ReferredByContactID: referrer.ContactID,
      ContactRelationshipOwner: pmUserId,
    });
    const all = await getContacts();
    expect(all).toHaveLength(await countOf(contacts));
    const names = all.map((contact) => contact.ContactName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const withReferrer = all.find((contact) => contact.ContactID === built.ContactID)!;
    expect(withReferrer.ReferredByName).toBe(
      all.find((contact) => contact.ContactID === withReferrer.ReferredByContactID)!.ContactName,
    );
    expect(withReferrer.ReferredByName).toBe(referrer.ContactName);
    expect(withReferrer.OwnerName).not.toBeNull();
    expect(withReferrer.CompanyName).toBeTruthy();
    expect([0, 1]).toContain(withReferrer.VendorInd);
  });

  it('returns one contact by contactID, 404 when unknown, 400 when not a number', async () => {
    const built = await buildContact();
    const [contact] = await getContacts('pm', built.ContactID);
    expect(contact!.ContactID).toBe(built.ContactID);
    const missing = await refusedAs('pm', c.listContacts, { query: { contactID: 999999 } });
    expect(missing.status).toBe(404);
    expect(missing.error.message).toBe('There is no contact #999999.');
    const bad = await refusedAs('pm', c.listContacts, { query: { contactID: 'abc' } });
    expect(bad.status).toBe(400);
    expect(bad.error.message).toMatch(/contactID/);
  });

  it('returns a company by companyID, 404 when unknown, 400 without an id', async () => {
    const built = await buildCompany({ ClientInd: 1 });
    const company = await getCompany(built.CompanyID);
    expect(company).toMatchObject({
      CompanyID: built.CompanyID,
      CompanyName: built.CompanyName,
      ClientInd: 1,
    });
    expect(company.CorporateState).toMatch(/^[A-Z]{2}$/);
    expect((await refusedAs('pm', c.getCompany, { query: { companyID: 99999 } })).status).toBe(404);
    const bad = await refusedAs('pm', c.getCompany);
    expect(bad.status).toBe(400);
    expect(bad.error.message).toMatch(/companyID/);
  });

  it('lists industries, company names and active users', async () => {
    const { industries } = await callAs('pm', c.listIndustries);
    expect(industries.map((i) => i.IndustryType)).toContain('Healthcare');
    const built = await buildCompany();
    const names = await companyNames();
    expect(names).toHaveLength(await countOf(companies));
    expect(names).toContain(built.CompanyName);
    const { users: crmUsers } = await callAs('pm', c.listUsers);
    expect(crmUsers.find((u) => u.UserID === pmUserId)).toBeTruthy();
  });
});

describe('POST /api/crm/setcontact', () => {
  it('creates a new contact and a new company in one transaction, with audit rows', async () => {
    const referrer = await buildContact();
    const contactsBefore = (await getContacts()).map((contact) => contact.ContactID);
    const companiesBefore = (await callAs('pm', c.listCompanies)).companies.map(
      (company) => company.CompanyID,
    );
    const contact = await save('pm', {
      ...NEW_CONTACT,
      ContactRelationshipOwner: pmUserId,
      ReferredByContactID: referrer.ContactID,
    });
    expect(contactsBefore).not.toContain(contact.ContactID);
    expect(companiesBefore).not.toContain(contact.CompanyID);
    expect(contact).toMatchObject({
      ContactName: 'Dana Whitfield',
      CompanyName: 'Whitfield Dental Group',
      IndustryType: 'Healthcare',
      ContactState: 'KS',
      ClientInd: 1,
      OwnerName: expect.any(String),
      ReferredByName: referrer.ContactName,
    });
    expect(await getContact(contact.ContactID)).toEqual(contact);

    const contactAudit = await auditOf('contact', contact.ContactID);
    expect(contactAudit.every((a) => a.action === 'insert' && a.userId === pmUserId)).toBe(true);
    expect(contactAudit).toContainEqual(
      expect.objectContaining({ field: 'contactName', new: 'Dana Whitfield' }),
    );
    const companyAudit = await auditOf('company', contact.CompanyID!);
    expect(companyAudit).toContainEqual(
      expect.objectContaining({
        action: 'insert',
        field: 'companyName',
        new: 'Whitfield Dental Group',
      }),
    );
  });

  it('edits a contact and its company, auditing only the changed fields', async () => {
    const before = await buildContact({ Status: 'Active', CorporateCity: 'Olathe' });
    const after = await save('pm', {
      ...inputOf(before),
      ContactTitle: 'Director of Facilities',
      Status: 'Inactive',
      CorporateCity: 'Lenexa',
    });
    expect(after).toMatchObject({
      ContactID: before.ContactID,
      ContactTitle: 'Director of Facilities',
      Status: 'Inactive',
    });
    expect((await getCompany(before.CompanyID!)).CorporateCity).toBe('Lenexa');

    const contactUpdates = (await auditOf('contact', before.ContactID)).filter(
      (a) => a.action === 'update',
    );
    expect(contactUpdates).toContainEqual(
      expect.objectContaining({ field: 'status', old: 'Active', new: 'Inactive' }),
    );
    expect(contactUpdates.map((a) => a.field).sort()).toEqual(['contactTitle', 'status']);
    const companyUpdates = (await auditOf('company', before.CompanyID!)).filter(
      (a) => a.action === 'update',
    );
    expect(companyUpdates).toEqual([
      expect.objectContaining({ field: 'corporateCity', old: 'Olathe', new: 'Lenexa' }),
    ]);
  });

  it('moves a contact to an existing company chosen by id', async () => {
    const contact = await buildContact();
    const target = await buildCompany();
    const moved = await save('pm', {
      ...inputOf(contact),
      ...companyFieldsOf(target),
      CompanyID: target.CompanyID,
    });
    expect(moved).toMatchObject({
      ContactID: contact.ContactID,
      CompanyID: target.CompanyID,
      CompanyName: target.CompanyName,
    });
  });

  it('refuses to create a second company with an existing name (409)', async () => {
    const existing = await buildCompany();
    const refused = await refusedSave('pm', {
      ...NEW_CONTACT,
      CompanyName: existing.CompanyName.toLowerCase(),
    });
    expect(refused.status).toBe(409);
    expect(refused.error.message).toMatch(/already exists/);
  });

  it('ten simultaneous saves of one new company name make one company, and nine 409s', async () => {
    const name = `Race ${Date.now()} Mechanical`;
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        requestAs('pm', c.setContact, {
          body: {
            params: {
              ...NEW_CONTACT,
              ContactName: `Racer ${i}`,
              CompanyName: i % 2 ? name : name.toUpperCase(),
            },
          },
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(409)]);
    const made = (await companyNames()).filter((n) => n.toLowerCase() === name.toLowerCase());
    expect(made).toHaveLength(1);
  });
});

describe('permission 7: Vendor and Subcontractor flags', () => {
  // The factories act as the superuser, who holds permission 7.
  const subcontractor = () => buildContact({ SubcontractorInd: 1 });

  it('refuses a user without permission 7 who sets or clears a flag, and saves nothing', async () => {
    const created = await refusedSave('pm', {
      ...NEW_CONTACT,
      CompanyName: 'Flagged Supply',
      VendorInd: 1,
    });
    expect(created.status).toBe(403);
    expect(created.error.message).toMatch(/the Vendor management permission/);
    expect(await companyNames()).not.toContain('Flagged Supply');

    const sub = await subcontractor();
    const cleared = await refusedSave('pm', { ...inputOf(sub), SubcontractorInd: 0 });
    expect(cleared.status).toBe(403);
    expect((await getContact(sub.ContactID)).SubcontractorInd).toBe(1);
  });

  it('lets a user without permission 7 edit a flagged company that keeps its flags', async () => {
    const sub = await subcontractor();
    const saved = await save('pm', { ...inputOf(sub), ContactTitle: 'Estimator' });
    expect(saved.ContactTitle).toBe('Estimator');
  });

  it('lets permission 7 (Purchasing) and admins change the flags', async () => {
    const sub = await subcontractor();
    const toggled = await save(purchasing, {
      ...inputOf(sub),
      VendorInd: sub.VendorInd === 1 ? 0 : 1,
    });
    expect(toggled.VendorInd).toBe(sub.VendorInd === 1 ? 0 : 1);
    const created = await save('admin', {
      ...NEW_CONTACT,
      CompanyName: 'Prairie Steel Erectors',
      SubcontractorInd: 1,
    });
    expect(created.SubcontractorInd).toBe(1);
  });
});

describe('bad input', () => {
  it('refuses missing required fields with a message naming each', async () => {
    const refused = await refusedSave('pm', {
      ...NEW_CONTACT,
      ContactEmail: '',
      CorporateZip: ' ',
    });
    expect(refused.status).toBe(400);
    expect(refused.error.message).toBe('Contact email is required. Corporate zip is required.');
  });

  it('refuses malformed email, phone, zip and state', async () => {
    const cases: Array<[Partial<TContactInput>, string]> = [
      [{ ContactEmail: 'dana@' }, 'Contact email must be an address like name@example.com.'],
      [
        { ContactOfficePhone: '113-555-0142' },
        'Office phone must be ###-###-#### with an area code starting 2-9.',
      ],
      [
        { ContactCellPhone: '9135550142' },
        'Cell phone must be ###-###-#### with an area code starting 2-9.',
      ],
      [{ CorporateZip: '6606' }, 'Corporate zip must be 5 digits.'],
      [
        { CorporateState: 'PR' },
        'Corporate state must be a US state or DC, as its 2-letter code (e.g. KS).',
      ],
    ];
    for (const [change, message] of cases) {
      const refused = await refusedSave('pm', { ...NEW_CONTACT, ...change });
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(refused.error.message).toBe(message);
    }
  });

  it('refuses a body of the wrong shape, naming the field', async () => {
    const type = await refusedSave('pm', { ...NEW_CONTACT, ContactType: 'Boss' });
    expect(type.status).toBe(400);
    expect(type.error.message).toMatch(/ContactType/);
    const flags = await refusedSave('pm', { ...NEW_CONTACT, VendorInd: 2 });
    expect(flags.status).toBe(400);
    expect(flags.error.message).toMatch(/VendorInd/);
  });

  it('refuses unknown ids, industries, owners and referrers', async () => {
    expect((await refusedSave('pm', { ...NEW_CONTACT, ContactID: 999999 })).status).toBe(404);
    expect((await refusedSave('pm', { ...NEW_CONTACT, CompanyID: 999999 })).status).toBe(404);
    const industry = await refusedSave('pm', {
      ...NEW_CONTACT,
      CompanyName: 'Stargazer Partners',
      IndustryType: 'Astrology',
    });
    expect(industry.status).toBe(400);
    expect(industry.error.message).toBe('Industry "Astrology" is not one of the industries.');
    const owner = await refusedSave('pm', {
      ...NEW_CONTACT,
      CompanyName: 'Ownerless LLC',
      ContactRelationshipOwner: 999999,
    });
    expect(owner.status).toBe(400);
    expect(owner.error.message).toMatch(/Relationship owner/);
    const referrer = await refusedSave('pm', {
      ...NEW_CONTACT,
      CompanyName: 'Nobody Inc.',
      ReferredByContactID: 999999,
    });
    expect(referrer.status).toBe(400);
    expect(referrer.error.message).toMatch(/Referrer/);
    // A refused request leaves nothing behind: the company of the refused contact was not created.
    expect(await companyNames()).not.toContain('Nobody Inc.');
    const contact = await buildContact();
    const self = await refusedSave('pm', {
      ...inputOf(contact),
      ReferredByContactID: contact.ContactID,
    });
    expect(self.status).toBe(400);
  });
});

describe('scale', () => {
  it('lists 10,000 contacts in one call', async () => {
    const referrer = await buildContact();
    const existing = (await getContacts()).length;
    // Spread over every company there is, one in seven referred, as a real directory would be.
    await t.database.db.execute(sql`
      insert into contacts (contact_name, contact_email, contact_office_phone, company_id,
        contact_relationship_owner, referred_by_contact_id, contact_type, status)
      select 'Scale Contact ' || lpad(n::text, 5, '0'), 'scale' || n || '@example.com',
        '913-555-' || lpad((n % 10000)::text, 4, '0'), ids.list[1 + n % array_length(ids.list, 1)],
        ${pmUserId}, case when n % 7 = 0 then ${referrer.ContactID}::int end, 'Client',
        case when n % 9 = 0 then 'Inactive' else 'Active' end
      from generate_series(1, ${10_000 - existing}) as n,
        (select array_agg(company_id) as list from companies) as ids`);
    // Its time is a budget of bench:overhead ("contact list"), not a threshold here.
    const response = await requestAs('pm', c.listContacts);
    const all = replyOf(c.listContacts, response).contacts;
    expect(all).toHaveLength(10_000);
  });
});
