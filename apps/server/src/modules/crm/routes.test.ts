import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCompany, TContact, TContactInput } from '@n5/shared/crm/schemas';
import { auditLog, companies, roles, userRoles, users } from '../../db/schema/index';
import { asUser, buildTestApp, loginAs, type TTestApp } from '../../testing/build-test-app';

let t: TTestApp;
let pm: ReturnType<typeof asUser>;
let admin: ReturnType<typeof asUser>;
let purchasing: ReturnType<typeof asUser>;
let pmUserId: number;

beforeAll(async () => {
  t = await buildTestApp();
  pm = asUser(t.app, await loginAs(t.app, 'pm@n5.local'));
  admin = asUser(t.app, await loginAs(t.app, 'admin@n5.local'));
  // A seeded Office + Purchasing user: permission 7 without being an admin.
  const [buyer] = await t.database.db
    .select({ email: users.emailAddress })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.userId))
    .innerJoin(roles, eq(roles.roleId, userRoles.roleId))
    .where(eq(roles.role, 'Purchasing'))
    .limit(1);
  purchasing = asUser(t.app, await loginAs(t.app, buyer!.email));
  const [me] = await t.database.db
    .select({ id: users.userId })
    .from(users)
    .where(eq(users.emailAddress, 'pm@n5.local'));
  pmUserId = me!.id;
});
afterAll(async () => {
  await t.close();
});

const getContacts = async (call = pm, query = '') => {
  const response = await call({ method: 'GET', url: `/api/crm/contactbrowser${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { contacts: TContact[] }).contacts;
};
const getContact = async (id: number) => (await getContacts(pm, `?contactID=${id}`))[0]!;
const save = (call: ReturnType<typeof asUser>, contact: Partial<TContactInput>) =>
  call({ method: 'POST', url: '/api/crm/setcontact', payload: { params: contact } });

/** A contact as the editor sends it back: the stored one minus the display-only names. */
const inputOf = (c: TContact): TContactInput => {
  const { ReferredByName: _r, OwnerName: _o, ...input } = c;
  return input as TContactInput;
};

const NEW_CONTACT: TContactInput = {
  ContactID: 0,
  ContactName: 'Dana Whitfield',
  ContactTitle: 'Practice Manager',
  ContactEmail: 'dana@whitfielddental.com',
  ContactOfficePhone: '913-555-0142',
  ContactCellPhone: '816-555-0199',
  ContactRelationshipOwner: null,
  ReferredByContactID: null,
  ContactType: 'Client',
  ContactAddress: '1200 W 119th St',
  ContactCity: 'Olathe',
  ContactState: 'ks',
  ContactZip: '66061',
  CompanyID: 0,
  CompanyName: 'Whitfield Dental Group',
  IndustryType: 'Healthcare',
  CorporateAddress: '1200 W 119th St',
  CorporateCity: 'Olathe',
  CorporateState: 'KS',
  CorporateZip: '66061',
  CorporatePhone: '913-555-0100',
  CorporateEmail: 'info@whitfielddental.com',
  VendorInd: 0,
  ClientInd: 1,
  SubcontractorInd: 0,
  Status: 'Active',
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

describe('access to /api/crm', () => {
  const urls = [
    '/api/crm/contactbrowser',
    '/api/crm/industries',
    '/api/crm/users',
    '/api/crm/companies',
    '/api/crm/company?companyID=2',
  ];

  it('answers 401 without a session', async () => {
    for (const url of urls) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/crm/setcontact',
      headers: { origin: 'http://localhost:3000' },
      payload: { params: NEW_CONTACT },
    });
    expect(post.statusCode).toBe(401);
  });

  it('answers 403 to a user without office access', async () => {
    const field = asUser(t.app, await loginAs(t.app, 'field@n5.local'));
    for (const url of urls) {
      const response = await field({ method: 'GET', url });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error.message).toMatch(/office/);
    }
    expect((await save(field, NEW_CONTACT)).statusCode).toBe(403);
  });
});

describe('reading', () => {
  it('lists every seeded contact with its company, sorted by name', async () => {
    const contacts = await getContacts();
    expect(contacts).toHaveLength(300);
    const names = contacts.map((c) => c.ContactName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const withReferrer = contacts.find((c) => c.ReferredByContactID !== null)!;
    expect(withReferrer.ReferredByName).toBe(
      contacts.find((c) => c.ContactID === withReferrer.ReferredByContactID)!.ContactName,
    );
    const one = contacts.find((c) => c.CompanyID !== null && c.OwnerName !== null)!;
    expect(one.CompanyName).toBeTruthy();
    expect([0, 1]).toContain(one.VendorInd);
  });

  it('returns one contact by contactID, 404 when unknown, 400 when not a number', async () => {
    const [contact] = await getContacts(pm, '?contactID=1');
    expect(contact!.ContactID).toBe(1);
    const missing = await pm({ method: 'GET', url: '/api/crm/contactbrowser?contactID=999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('There is no contact #999999.');
    const bad = await pm({ method: 'GET', url: '/api/crm/contactbrowser?contactID=abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/contactID/);
  });

  it('returns a company by companyID, 404 when unknown, 400 without an id', async () => {
    const response = await pm({ method: 'GET', url: '/api/crm/company?companyID=2' });
    expect(response.statusCode).toBe(200);
    const { company } = response.json() as { company: TCompany };
    expect(company).toMatchObject({ CompanyID: 2, CompanyName: 'City of Lenexa', ClientInd: 1 });
    expect(company.CorporateState).toMatch(/^[A-Z]{2}$/);
    expect((await pm({ method: 'GET', url: '/api/crm/company?companyID=99999' })).statusCode).toBe(
      404,
    );
    const bad = await pm({ method: 'GET', url: '/api/crm/company' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/companyID/);
  });

  it('lists industries, company names and active users', async () => {
    const industries = (await pm({ method: 'GET', url: '/api/crm/industries' })).json().industries;
    expect(industries.map((i: { IndustryType: string }) => i.IndustryType)).toContain('Healthcare');
    const companyNames = (await pm({ method: 'GET', url: '/api/crm/companies' })).json().companies;
    expect(companyNames).toHaveLength(150);
    const crmUsers = (await pm({ method: 'GET', url: '/api/crm/users' })).json().users;
    expect(crmUsers.find((u: { UserID: number }) => u.UserID === pmUserId)).toBeTruthy();
  });
});

describe('POST /api/crm/setcontact', () => {
  it('creates a new contact and a new company in one transaction, with audit rows', async () => {
    const response = await save(pm, {
      ...NEW_CONTACT,
      ContactRelationshipOwner: pmUserId,
      ReferredByContactID: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { contact } = response.json() as { contact: TContact };
    expect(contact.ContactID).toBeGreaterThan(300);
    expect(contact.CompanyID).toBeGreaterThan(150);
    expect(contact).toMatchObject({
      ContactName: 'Dana Whitfield',
      CompanyName: 'Whitfield Dental Group',
      IndustryType: 'Healthcare',
      ContactState: 'KS',
      ClientInd: 1,
      OwnerName: expect.any(String),
      ReferredByName: (await getContact(1)).ContactName,
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
    const before = await getContact(5);
    const response = await save(pm, {
      ...inputOf(before),
      ContactTitle: 'Director of Facilities',
      Status: 'Inactive',
      CorporateCity: 'Lenexa',
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = (response.json() as { contact: TContact }).contact;
    expect(after).toMatchObject({
      ContactID: 5,
      ContactTitle: 'Director of Facilities',
      Status: 'Inactive',
    });
    const company = (
      await pm({ method: 'GET', url: `/api/crm/company?companyID=${before.CompanyID}` })
    ).json().company;
    expect(company.CorporateCity).toBe('Lenexa');

    const contactAudit = await auditOf('contact', 5);
    expect(contactAudit).toContainEqual(
      expect.objectContaining({
        action: 'update',
        field: 'status',
        old: before.Status,
        new: 'Inactive',
      }),
    );
    expect(contactAudit.map((a) => a.field).sort()).toEqual(
      before.Status === 'Inactive' ? ['contactTitle'] : ['contactTitle', 'status'],
    );
    if (before.CorporateCity !== 'Lenexa') {
      expect(await auditOf('company', before.CompanyID!)).toEqual([
        expect.objectContaining({
          field: 'corporateCity',
          old: before.CorporateCity,
          new: 'Lenexa',
        }),
      ]);
    }
  });

  it('moves a contact to an existing company chosen by id', async () => {
    const contact = await getContact(7);
    const target = (await pm({ method: 'GET', url: '/api/crm/company?companyID=3' })).json()
      .company as TCompany;
    // Company 3 is a complete seeded company, so its fields pass the editor's rules.
    const { CompanyID: _id, ...companyFields } = target as TCompany & Partial<TContactInput>;
    const response = await save(pm, {
      ...inputOf(contact),
      ...(companyFields as Partial<TContactInput>),
      CompanyID: 3,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().contact).toMatchObject({
      ContactID: 7,
      CompanyID: 3,
      CompanyName: target.CompanyName,
    });
  });

  it('refuses to create a second company with an existing name (409)', async () => {
    const response = await save(pm, { ...NEW_CONTACT, CompanyName: 'city of lenexa' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toMatch(/already exists/);
  });
});

describe('permission 7: Vendor and Subcontractor flags', () => {
  const subcontractor = async () => {
    const [row] = await t.database.db
      .select({ id: companies.companyId })
      .from(companies)
      .where(and(eq(companies.subcontractorInd, 1), sql`${companies.companyName} <> 'Placeholder'`))
      .limit(1);
    return (await getContacts()).find((c) => c.CompanyID === row!.id)!;
  };

  it('refuses a user without permission 7 who sets or clears a flag, and saves nothing', async () => {
    const created = await save(pm, { ...NEW_CONTACT, CompanyName: 'Flagged Supply', VendorInd: 1 });
    expect(created.statusCode).toBe(403);
    expect(created.json().error.message).toMatch(/permission 7/);
    const names = (await pm({ method: 'GET', url: '/api/crm/companies' })).json().companies;
    expect(names.map((c: { CompanyName: string }) => c.CompanyName)).not.toContain(
      'Flagged Supply',
    );

    const sub = await subcontractor();
    const cleared = await save(pm, { ...inputOf(sub), SubcontractorInd: 0 });
    expect(cleared.statusCode).toBe(403);
    expect((await getContact(sub.ContactID)).SubcontractorInd).toBe(1);
  });

  it('lets a user without permission 7 edit a flagged company that keeps its flags', async () => {
    const sub = await subcontractor();
    const response = await save(pm, { ...inputOf(sub), ContactTitle: 'Estimator' });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('lets permission 7 (Purchasing) and admins change the flags', async () => {
    const sub = await subcontractor();
    const response = await save(purchasing, {
      ...inputOf(sub),
      VendorInd: sub.VendorInd === 1 ? 0 : 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().contact.VendorInd).toBe(sub.VendorInd === 1 ? 0 : 1);
    const created = await save(admin, {
      ...NEW_CONTACT,
      CompanyName: 'Prairie Steel Erectors',
      SubcontractorInd: 1,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().contact.SubcontractorInd).toBe(1);
  });
});

describe('bad input', () => {
  it('refuses missing required fields with a message naming each', async () => {
    const response = await save(pm, { ...NEW_CONTACT, ContactEmail: '', CorporateZip: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'Contact email is required. Corporate zip is required.',
    );
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
      const response = await save(pm, { ...NEW_CONTACT, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
  });

  it('refuses a body of the wrong shape, naming the field', async () => {
    const response = await save(pm, { ...NEW_CONTACT, ContactType: 'Boss' as 'Client' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/ContactType/);
    const flags = await save(pm, { ...NEW_CONTACT, VendorInd: 2 as 0 });
    expect(flags.statusCode).toBe(400);
    expect(flags.json().error.message).toMatch(/VendorInd/);
  });

  it('refuses unknown ids, industries, owners and referrers', async () => {
    expect((await save(pm, { ...NEW_CONTACT, ContactID: 999999 })).statusCode).toBe(404);
    expect((await save(pm, { ...NEW_CONTACT, CompanyID: 999999 })).statusCode).toBe(404);
    const industry = await save(pm, {
      ...NEW_CONTACT,
      CompanyName: 'Stargazer Partners',
      IndustryType: 'Astrology',
    });
    expect(industry.statusCode).toBe(400);
    expect(industry.json().error.message).toBe(
      'Industry "Astrology" is not one of the industries.',
    );
    const owner = await save(pm, {
      ...NEW_CONTACT,
      CompanyName: 'Ownerless LLC',
      ContactRelationshipOwner: 999999,
    });
    expect(owner.statusCode).toBe(400);
    expect(owner.json().error.message).toMatch(/Relationship owner/);
    const referrer = await save(pm, {
      ...NEW_CONTACT,
      CompanyName: 'Nobody Inc.',
      ReferredByContactID: 999999,
    });
    expect(referrer.statusCode).toBe(400);
    expect(referrer.json().error.message).toMatch(/Referrer/);
    // A refused request leaves nothing behind: the company of the refused contact was not created.
    const names = (await pm({ method: 'GET', url: '/api/crm/companies' })).json().companies;
    expect(names.map((c: { CompanyName: string }) => c.CompanyName)).not.toContain('Nobody Inc.');
    const self = await save(pm, { ...inputOf(await getContact(9)), ReferredByContactID: 9 });
    expect(self.statusCode).toBe(400);
  });
});

describe('scale', () => {
  it('lists 10,000 contacts in one call', async () => {
    const existing = (await getContacts()).length;
    await t.database.db.execute(sql`
      insert into contacts (contact_name, contact_email, contact_office_phone, company_id,
        contact_relationship_owner, referred_by_contact_id, contact_type, status)
      select 'Scale Contact ' || lpad(n::text, 5, '0'), 'scale' || n || '@example.com',
        '913-555-' || lpad((n % 10000)::text, 4, '0'), 1 + (n % 150), ${pmUserId},
        case when n % 7 = 0 then 1 end, 'Client', case when n % 9 = 0 then 'Inactive' else 'Active' end
      from generate_series(1, ${10_000 - existing}) as n`);
    await getContacts(); // warm up
    const started = performance.now();
    const contacts = await getContacts();
    const ms = performance.now() - started;
    console.warn(
      `GET /api/crm/contactbrowser with ${contacts.length} contacts: ${ms.toFixed(0)} ms`,
    );
    expect(contacts).toHaveLength(10_000);
    expect(ms).toBeLessThan(5_000);
  });
});
