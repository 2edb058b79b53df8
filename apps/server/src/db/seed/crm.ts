import type { TDbOrTx } from '../client';
import { companies, contacts, industries } from '../schema/index';
import { insertInBatches } from './batch';
import { addDays, atOfficeHour } from './dates';
import {
  BILLING_TITLES,
  CITIES,
  CLIENT_KINDS,
  COMPANY_STEMS,
  CONTACT_TITLES,
  FIRST_NAMES,
  INDUSTRIES,
  LAST_NAMES,
  SUB_TRADES,
  TRADE_TITLES,
  VENDOR_KINDS,
  type TCity,
  type TClientKind,
} from './names';
import type { TRng } from './rng';
import { resetSequences } from './sequences';

const COMPANY_COUNT = 150;
const CONTACT_COUNT = 300;
const CLIENT_COUNT = 75;
const SUBCONTRACTOR_COUNT = 45;

/** The cities whose own buildings (city hall, fire stations) are clients. */
const PUBLIC_CLIENT_CITIES = [
  'Lenexa',
  'Olathe',
  'Overland Park',
  "Lee's Summit",
  'Shawnee',
  'Independence',
];

export interface TSeededCompany {
  companyId: number;
  name: string;
  kind: 'client' | 'public' | 'subcontractor' | 'vendor' | 'placeholder';
  /** For clients: what they are and which buildings they own. */
  clientKind: TClientKind | null;
  stem: string;
  city: TCity;
  address: string;
  zip: string;
}
export interface TSeededContact {
  contactId: number;
  companyId: number;
  isBilling: boolean;
  email: string;
}
export interface TCrmOwners {
  /** Who owns client relationships: estimators, project managers, executives. */
  sales: readonly number[];
  /** Who owns subcontractor and vendor relationships: purchasing and project engineers. */
  trades: readonly number[];
}

const phone = (rng: TRng, area: string) =>
  `${area}-${rng.int(201, 989)}-${String(rng.int(0, 9999)).padStart(4, '0')}`;
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '');

function planCompanies(rng: TRng): Array<Omit<TSeededCompany, 'companyId'>> {
  const placeholderCity = CITIES[0]!;
  const planned: Array<Omit<TSeededCompany, 'companyId'>> = [
    // Sub contracts name it until a real subcontractor is chosen (spec 1 §3).
    {
      name: 'Placeholder',
      kind: 'placeholder',
      clientKind: null,
      stem: '',
      city: placeholderCity,
      address: '',
      zip: '',
    },
  ];
  const names = new Set(['Placeholder']);
  const located = (city: TCity) => ({
    city,
    zip: rng.pick(city.zips),
    address: `${rng.int(100, 19999)} ${rng.pick(city.streets)}`,
  });
  for (const cityName of PUBLIC_CLIENT_CITIES) {
    const city = CITIES.find((c) => c.city === cityName)!;
    planned.push({
      name: `City of ${cityName}`,
      kind: 'public',
      clientKind: null,
      stem: cityName,
      ...located(city),
    });
    names.add(`City of ${cityName}`);
  }
  while (planned.length < COMPANY_COUNT) {
    const n = planned.length;
    const kind =
      n <= CLIENT_COUNT
        ? 'client'
        : n <= CLIENT_COUNT + SUBCONTRACTOR_COUNT
          ? 'subcontractor'
          : 'vendor';
    const stem = rng.pick(COMPANY_STEMS);
    const clientKind = kind === 'client' ? rng.pick(CLIENT_KINDS) : null;
    const name =
      kind === 'client'
        ? `${stem} ${clientKind!.suffix}`
        : kind === 'subcontractor'
          ? `${stem} ${rng.pick(SUB_TRADES)} ${rng.pick(['LLC', 'Inc.', 'Co.'])}`
          : `${stem} ${rng.pick(VENDOR_KINDS)}`;
    if (names.has(name)) continue;
    names.add(name);
    planned.push({ name, kind, clientKind, stem, ...located(rng.pick(CITIES)) });
  }
  return planned;
}

function industryOf(company: Omit<TSeededCompany, 'companyId'>) {
  if (company.kind === 'placeholder' || company.kind === 'vendor') return null;
  const industry =
    company.kind === 'public'
      ? 'Government'
      : company.kind === 'subcontractor'
        ? 'Construction Trades'
        : company.clientKind!.industry;
  return INDUSTRIES.indexOf(industry) + 1;
}

/** The demo companies mapped to Acumatica: the first public client and the first subcontractor. */
function demoAccountingIds(seeded: TSeededCompany[]) {
  return {
    customer: seeded.find((c) => c.kind === 'public')?.companyId,
    vendor: seeded.find((c) => c.kind === 'subcontractor')?.companyId,
  };
}

export async function seedCrm(db: TDbOrTx, rng: TRng, today: Date, owners: TCrmOwners) {
  await db
    .insert(industries)
    .values(INDUSTRIES.map((industryType, i) => ({ industryId: i + 1, industryType })));

  const planned = planCompanies(rng);
  const seededCompanies: TSeededCompany[] = planned.map((c, index) => ({
    ...c,
    companyId: index + 1,
  }));
  const domainOf = (c: TSeededCompany) =>
    c.kind === 'public' ? `${slug(c.stem)}.gov` : `${slug(c.name)}.com`;
  const isClient = (c: TSeededCompany) => c.kind === 'client' || c.kind === 'public';
  // Issue 38 item 1: one client and one subcontractor carry Acumatica ids (the mapped demo
  // companies); every other company is unmapped until someone chooses its ids on the CRM.
  const mapped = demoAccountingIds(seededCompanies);
  const companyRows = seededCompanies.map((c) => {
    const real = c.kind !== 'placeholder';
    return {
      companyId: c.companyId,
      companyName: c.name,
      industryId: industryOf(c),
      corporateAddress: real ? c.address : null,
      corporateCity: real ? c.city.city : null,
      corporateState: real ? c.city.state : null,
      corporateZip: real ? c.zip : null,
      corporatePhone: real ? phone(rng, c.city.area) : null,
      corporateEmail: real ? `${c.kind === 'vendor' ? 'sales' : 'info'}@${domainOf(c)}` : null,
      clientInd: isClient(c) ? 1 : 0,
      // A few trade companies also sell material (vendor and subcontractor at once).
      vendorInd: c.kind === 'vendor' || (c.kind === 'subcontractor' && rng.chance(0.2)) ? 1 : 0,
      subcontractorInd: c.kind === 'subcontractor' || c.kind === 'placeholder' ? 1 : 0,
      accountingCustomerId: mapped.customer === c.companyId ? 'C000001' : null,
      accountingVendorId: mapped.vendor === c.companyId ? 'V000001' : null,
      createdAt: atOfficeHour(addDays(today, -rng.int(60, 3000)), rng.int(0, 539)),
    };
  });
  await insertInBatches(companyRows, (batch) => db.insert(companies).values(batch));

  // Every real company has a contact; clients get most of the rest, the busiest a billing clerk.
  const real = seededCompanies.filter((c) => c.kind !== 'placeholder');
  const clients = real.filter(isClient);
  const contactCompanies = [...real];
  while (contactCompanies.length < CONTACT_COUNT)
    contactCompanies.push(rng.chance(0.85) ? rng.pick(clients) : rng.pick(real));

  const usedEmails = new Set<string>();
  const seededContacts: TSeededContact[] = [];
  const referrers: number[] = [];
  const contactRows = contactCompanies.map((company, index) => {
    const contactId = index + 1;
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const client = isClient(company);
    const isBilling = client && index >= real.length && rng.chance(0.25);
    const title = isBilling
      ? rng.pick(BILLING_TITLES)
      : rng.pick(client ? CONTACT_TITLES : TRADE_TITLES);
    const domain = domainOf(company);
    let email = `${first}.${last}@${domain}`.toLowerCase();
    if (usedEmails.has(email)) email = `${first[0]}${last}@${domain}`.toLowerCase();
    for (let n = 2; usedEmails.has(email); n++)
      email = `${first}.${last}${n}@${domain}`.toLowerCase();
    usedEmails.add(email);
    // Referrers (brokers, architects, past clients) bring in client contacts.
    const contactType = client && !isBilling && rng.chance(0.1) ? 'Referrer' : 'Client';
    const referredBy =
      client && contactType === 'Client' && referrers.length > 0 && rng.chance(0.2)
        ? rng.pick(referrers)
        : null;
    if (contactType === 'Referrer') referrers.push(contactId);
    seededContacts.push({ contactId, companyId: company.companyId, isBilling, email });
    return {
      contactId,
      contactName: `${first} ${last}`,
      contactTitle: title,
      contactEmail: email,
      contactOfficePhone: phone(rng, company.city.area),
      contactCellPhone: rng.chance(0.7) ? phone(rng, company.city.area) : null,
      contactRelationshipOwner: rng.pick(client ? owners.sales : owners.trades),
      referredByContactId: referredBy,
      contactType: contactType as 'Client' | 'Referrer',
      contactAddress: company.address,
      contactCity: company.city.city,
      contactState: company.city.state,
      contactZip: company.zip,
      companyId: company.companyId,
      status: (rng.chance(0.92) ? 'Active' : 'Inactive') as 'Active' | 'Inactive',
      createdAt: atOfficeHour(addDays(today, -rng.int(30, 2500)), rng.int(0, 539)),
    };
  });
  await insertInBatches(contactRows, (batch) => db.insert(contacts).values(batch));
  await resetSequences(db, [
    ['industries', 'industry_id'],
    ['companies', 'company_id'],
    ['contacts', 'contact_id'],
  ]);
  return { companies: seededCompanies, contacts: seededContacts };
}
