import { fromUnits, PLACES, toNumeric } from '@n5/shared/core/decimal';
import {
  BID_TYPES,
  DEFAULT_EXCLUSIONS,
  divisionOf,
  STAGE_TYPES,
  type TBidType,
  type TStageType,
} from '@n5/shared/project/constants';
import type { TDbOrTx } from '../client';
import { forecasts, projectNotes, projectNotificationRecipients, projects } from '../schema/index';
import { insertInBatches } from './batch';
import type { TBudgetedProject } from './budget-lines';
import type { TSeededCompany, TSeededContact } from './crm';
import { addDays, atOfficeHour, isoDate, minDate } from './dates';
import { CITIES, PUBLIC_SITES } from './names';
import { notesFor, recipientsFor, type TProjectTeam } from './project-notes';
import { forecastFor, timelineFor } from './project-timeline';
import type { TRng } from './rng';
import { EXTRA_EXCLUSIONS, SCOPES, TM_MAX_DOLLARS } from './scopes';
import { DEMO_USER_ID, ROLE, type TSeededUser } from './security';
import { resetSequences } from './sequences';

/** Share of projects per stage: most are live, about a third archived. */
const STAGE_WEIGHTS: ReadonlyArray<readonly [TStageType, number]> = [
  ['Preparing Proposal', 16],
  ['Awaiting Approval', 14],
  ['Approved', 10],
  ['In Progress', 24],
  ['Completed', 24],
  ['Rejected', 6],
  ['Canceled', 6],
];

const BID_TYPE_WEIGHTS: ReadonlyArray<readonly [TBidType, number]> = [
  ['Construction -> Project', 28],
  ['Construction -> T&M', 10],
  ['Mechanical -> Project', 24],
  ['Mechanical -> T&M', 10],
  ['Service -> Flat Rate', 11],
  ['Service -> Project', 8],
  ['Service -> T&M', 9],
];

/** Contract size ranges in dollars by bid type: service calls are small, projects large. */
const AMOUNT_RANGES: Record<TBidType, readonly [number, number]> = {
  'Construction -> Project': [40_000, 2_500_000],
  'Construction -> T&M': [5_000, 150_000],
  'Mechanical -> Project': [30_000, 1_500_000],
  'Mechanical -> T&M': [4_000, 120_000],
  'Service -> Flat Rate': [1_200, 25_000],
  'Service -> Project': [5_000, 90_000],
  'Service -> T&M': [800, 15_000],
};

/** Estimated margin ranges in basis points by division. */
const MARGIN_BP = {
  Construction: [800, 2200],
  Mechanical: [1500, 3200],
  Service: [2500, 4500],
} as const;

/** The seed draws whole basis points and cents; the columns take numeric text. */
const fraction = (bp: number) => toNumeric(fromUnits(BigInt(bp), PLACES.fraction), PLACES.fraction);
const money = (cents: number) => toNumeric(fromUnits(BigInt(cents), PLACES.money), PLACES.money);

interface TSeedStaff {
  pms: number[];
  pes: number[];
  sis: number[];
  estimators: number[];
  executives: number[];
  office: number[];
}

function staffOf(users: readonly TSeededUser[]): TSeedStaff {
  const withRole = (roleId: number) =>
    users.filter((u) => u.roles.includes(roleId)).map((u) => u.userId);
  return {
    pms: withRole(ROLE['Project Manager']),
    pes: withRole(ROLE['Project Engineer']),
    sis: withRole(ROLE.Superintendent),
    estimators: withRole(ROLE.Estimator),
    executives: withRole(ROLE.Executive),
    office: withRole(ROLE.Office),
  };
}

/** The building the work is in: "Lenexa City Hall", "Prairie Medical Plaza", ... */
function siteOf(rng: TRng, client: TSeededCompany) {
  const city = client.kind === 'public' || rng.chance(0.6) ? client.city : rng.pick(CITIES);
  const template =
    client.kind === 'public' ? rng.pick(PUBLIC_SITES) : rng.pick(client.clientKind!.sites);
  const name = template.replace('{stem}', client.stem).replace('{city}', city.city);
  const atHeadquarters = city === client.city && rng.chance(0.4);
  const street = atHeadquarters
    ? client.address
    : `${rng.int(100, 19999)} ${rng.pick(city.streets)}`;
  const zip = atHeadquarters ? client.zip : rng.pick(city.zips);
  return { name, city, address: `${street}, ${city.city}, ${city.state} ${zip}` };
}

export interface TSeedProjectsInput {
  count: number;
  today: Date;
  users: readonly TSeededUser[];
  companies: readonly TSeededCompany[];
  contacts: readonly TSeededContact[];
}

export async function seedProjects(db: TDbOrTx, rng: TRng, input: TSeedProjectsInput) {
  const { today } = input;
  const staff = staffOf(input.users);
  const clients = input.companies.filter((c) => c.kind === 'client' || c.kind === 'public');
  const contactsOf = new Map<number, TSeededContact[]>();
  for (const c of input.contacts)
    contactsOf.set(c.companyId, [...(contactsOf.get(c.companyId) ?? []), c]);

  const projectRows: Array<typeof projects.$inferInsert> = [];
  const forecastRows: Array<typeof forecasts.$inferInsert> = [];
  const noteRows: Array<typeof projectNotes.$inferInsert> = [];
  const recipientRows: Array<typeof projectNotificationRecipients.$inferInsert> = [];
  const budgeted: TBudgetedProject[] = [];

  for (let i = 0; i < input.count; i++) {
    const projectId = i + 1;
    // The first 14 projects walk every stage and every bid type, so even a small seed has them all.
    const stage = i < 14 ? STAGE_TYPES[i % 7]! : rng.weighted(STAGE_WEIGHTS);
    const bidType: TBidType | null =
      i < 14
        ? BID_TYPES[(3 * i) % 7]!
        : stage === 'Preparing Proposal' && rng.chance(0.1)
          ? null
          : rng.weighted(BID_TYPE_WEIGHTS);
    // A proposal still being prepared may have no bid type yet; price it as construction work.
    const priceAs = bidType ?? 'Construction -> Project';
    const division = divisionOf(priceAs)!;
    const isTm = priceAs.endsWith('T&M');
    const scope = rng.pick(
      isTm ? SCOPES[division].filter((sc) => sc.maxDollars <= TM_MAX_DOLLARS) : SCOPES[division],
    );

    const client = rng.pick(clients);
    const people = contactsOf.get(client.companyId) ?? [];
    const clientContact = rng.pick(
      people.filter((c) => !c.isBilling).length ? people.filter((c) => !c.isBilling) : people,
    );
    const billingContact = people.find((c) => c.isBilling) ?? clientContact;
    const site = siteOf(rng, client);

    const [minAmount, maxAmount] = AMOUNT_RANGES[priceAs];
    const dollars = rng.logInt(
      Math.min(minAmount, scope.maxDollars / 4),
      Math.min(maxAmount, scope.maxDollars),
    );
    const cents =
      (dollars >= 10_000 ? Math.round(dollars / 50) * 50 : dollars) * 100 +
      (rng.chance(0.3) ? rng.int(1, 99) : 0);
    const days =
      division === 'Service'
        ? rng.int(1, 10)
        : isTm
          ? rng.int(3, 30)
          : Math.min(240, Math.round(dollars / 12_000) + rng.int(10, 25));
    const timeline = timelineFor(rng, stage, today, days);
    const sold = stage === 'Approved' || stage === 'In Progress' || stage === 'Completed';
    const beforeSale = stage === 'Preparing Proposal' || stage === 'Awaiting Approval';

    // The demo PM, estimator and superintendent each have a share of the projects.
    const pm = i % 6 === 2 ? DEMO_USER_ID.pm : rng.pick(staff.pms);
    const estimator = i % 5 === 0 ? DEMO_USER_ID.estimator : rng.pick(staff.estimators);
    const si =
      i % 7 === 3 ? DEMO_USER_ID.field : beforeSale && rng.chance(0.5) ? null : rng.pick(staff.sis);
    const pe =
      division === 'Service' || (dollars < 75_000 && rng.chance(0.6)) ? null : rng.pick(staff.pes);
    const managedBy = rng.chance(0.85) ? pm : rng.pick(staff.pms);
    const soldBy = rng.chance(0.6) ? estimator : rng.pick(staff.executives);

    const taxExempt = client.kind === 'public' || client.clientKind!.taxExempt;
    const ksTax = site.city.state !== 'KS' ? 0 : taxExempt ? -1 : scope.remodel ? 1 : 0;
    const signedStartUp =
      (stage === 'In Progress' && rng.chance(0.8)) ||
      (stage === 'Completed' && rng.chance(0.95)) ||
      (stage === 'Approved' && rng.chance(0.2));
    const recent = timeline.created.getTime() > addDays(today, -180).getTime();

    projectRows.push({
      projectId,
      projectName: `${site.name} ${scope.scope}`,
      projectDescription: scope.description,
      exclusions: rng.chance(0.15)
        ? `${DEFAULT_EXCLUSIONS} ${rng.pick(EXTRA_EXCLUSIONS)}`
        : DEFAULT_EXCLUSIONS,
      clientContactId: clientContact?.contactId ?? null,
      clientCompanyId: client.companyId,
      workLocationName: site.name,
      workLocationAddress: site.address,
      billingContactId: billingContact?.contactId ?? null,
      billingAddress: `${client.address}, ${client.city.city}, ${client.city.state} ${client.zip}`,
      bidType,
      days,
      stageType: stage,
      ksRemodelingTaxInd: ksTax,
      submittedDate: timeline.submitted ? isoDate(timeline.submitted) : null,
      retention: fraction(
        division === 'Service'
          ? rng.weighted([
              [0, 70],
              [500, 15],
              [1000, 15],
            ] as const)
          : rng.weighted([
              [1000, 50],
              [500, 35],
              [0, 15],
            ] as const),
      ),
      budgetInd: rng.chance(division === 'Service' ? 0.05 : 0.35) ? 1 : 0,
      projectManagerId: pm,
      superintendentId: si,
      projectEngineerId: pe,
      probability: fraction(
        sold
          ? 10_000
          : stage === 'Preparing Proposal'
            ? rng.int(2, 12) * 500
            : stage === 'Awaiting Approval'
              ? rng.int(5, 18) * 500
              : 0,
      ),
      proposalFormatType: rng.chance(0.25) ? 'Summary' : 'Detail',
      contractSentDate: timeline.submitted
        ? isoDate(minDate(addDays(timeline.submitted, rng.int(0, 2)), today))
        : null,
      clientApprovalDate: timeline.approved ? isoDate(timeline.approved) : null,
      completedInd: timeline.completed ? 1 : 0,
      completedDate: timeline.completed ? isoDate(timeline.completed) : null,
      estimatedBy: estimator,
      soldBy,
      managedBy,
      apiVersion: rng.chance(recent ? 0.4 : 0.1) ? 'v2' : 'v1',
      contractAmount: money(cents),
      estMarginPercent: fraction(
        rng.int(MARGIN_BP[division][0], MARGIN_BP[division][1]) + (isTm ? 300 : 0),
      ),
      jobStartupSignedAt:
        signedStartUp && timeline.approved
          ? atOfficeHour(
              minDate(addDays(timeline.approved, rng.int(2, 15)), today),
              rng.int(0, 539),
            )
          : null,
      createdDate: atOfficeHour(timeline.created, rng.int(0, 539)),
    });
    forecastRows.push({ projectId, ...forecastFor(rng, stage, timeline, days, today) });
    if (sold) budgeted.push({ projectId, stage, division, contractCents: cents });

    const team: TProjectTeam = {
      projectId,
      members: [
        ...new Set([pm, estimator, managedBy, pe, si].filter((id): id is number => id !== null)),
      ],
    };
    noteRows.push(...notesFor(rng, team, stage, timeline, today));
    recipientRows.push(...recipientsFor(rng, team, staff.office));
  }

  await insertInBatches(projectRows, (batch) => db.insert(projects).values(batch));
  await insertInBatches(forecastRows, (batch) => db.insert(forecasts).values(batch));
  await insertInBatches(noteRows, (batch) => db.insert(projectNotes).values(batch));
  await insertInBatches(recipientRows, (batch) =>
    db.insert(projectNotificationRecipients).values(batch),
  );
  await resetSequences(db, [['projects', 'project_id']]);
  return {
    projects: projectRows.length,
    notes: noteRows.length,
    notificationRecipients: recipientRows.length,
    /** The sold projects, for their task budget lines (budget-lines.ts). */
    budgeted,
  };
}
