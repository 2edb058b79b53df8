import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  linkExpiresAt,
  waiverFiguresOf,
  type TWaiverDirection,
  type TWaiverKind,
} from '@n5/shared/waivers/rules';
import { rowsOf, type TTx } from '../client';
import { lienWaivers, lienWaiverTemplates } from '../schema/index';
import { documentHashOf, waiverDocumentOf } from '../../modules/waivers/index';
import type { TPayAppFigures } from '../../modules/billing/index';
import { addDays } from './dates';

/** The default CONTRACTOR_NAME (the seed has no configuration). */
const CONTRACTOR = 'N5 Mechanical & Construction, Inc.';

const guidOf = (key: string) => {
  const hex = createHash('md5').update(`seed-lien-waiver-${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

interface TCertified {
  payAppId: number;
  projectId: number;
  number: number;
  periodTo: string;
  certified: TPayAppFigures;
  projectName: string;
  clientName: string;
}

/** The first project (by id) with two certified pay apps of work, with their figures. */
async function demoPayApps(tx: TTx) {
  const rows = rowsOf<TCertified>(
    await tx.execute(sql`
      select a.pay_app_id as "payAppId", a.project_id as "projectId", a.number,
             a.period_to::text as "periodTo", a.certified, p.project_name as "projectName",
             coalesce(c.company_name, p.project_name) as "clientName"
        from pay_apps a
        join projects p on p.project_id = a.project_id
        left join companies c on c.company_id = p.client_company_id
       where a.certified is not null and a.kind = 'progress'
         and (a.certified #>> '{g702,currentPaymentDue}')::numeric > 0
       order by a.project_id, a.number`),
  );
  const byProject = new Map<number, TCertified[]>();
  for (const row of rows)
    byProject.set(row.projectId, [...(byProject.get(row.projectId) ?? []), row]);
  return [...byProject.values()].find((apps) => apps.length >= 2) ?? [];
}

async function subOf(tx: TTx, projectId: number) {
  const [sub] = rowsOf<{ id: string; name: string }>(
    await tx.execute(sql`
      select s.contract_id::text as id, c.company_name as name
        from sub_contracts s join companies c on c.company_id = s.company_id
       where s.project_id = ${projectId} and s.stage = 'Approved'
       order by s.contract_id limit 1`),
  );
  return sub ?? null;
}

interface TPlan {
  app: TCertified;
  kind: TWaiverKind;
  direction: TWaiverDirection;
  sub?: { id: string; name: string } | null;
  requestedDaysAgo: number;
  received?: { via: 'signature' | 'upload'; daysAgo: number; name?: string };
}

async function insertPlanned(tx: TTx, plan: TPlan, today: Date, userId: number) {
  const { app } = plan;
  const figures = waiverFiguresOf(
    plan.kind,
    plan.direction,
    { ...app.certified.g702, periodTo: app.certified.header?.periodTo ?? app.periodTo },
    // A subcontractor's waiver states the amount entered: a fixed demo figure.
    plan.sub ? '1250.00' : null,
  );
  if (!figures.ok) return 0;
  const [template] = await tx
    .select()
    .from(lienWaiverTemplates)
    .where(sql`${lienWaiverTemplates.kind} = ${plan.kind}`);
  const fromSub = plan.direction === 'from-sub' && plan.sub;
  const document = waiverDocumentOf(plan.kind, template!, {
    claimant: fromSub ? plan.sub!.name : CONTRACTOR,
    customer: fromSub ? CONTRACTOR : app.clientName,
    owner: app.clientName,
    project: `#${app.projectId} ${app.projectName}`,
    payApp: `Application ${app.number}`,
    amount: figures.amount,
    throughDate: figures.throughDate,
  });
  const requestedAt = addDays(today, -plan.requestedDaysAgo);
  const receivedAt = plan.received ? addDays(today, -plan.received.daysAgo) : null;
  const guid = guidOf(`${app.payAppId}-${plan.kind}-${plan.sub?.id ?? 'client'}`);
  const hash = documentHashOf(document);
  await tx.insert(lienWaivers).values({
    guid,
    payAppId: app.payAppId,
    projectId: app.projectId,
    kind: plan.kind,
    direction: fromSub ? 'from-sub' : 'to-client',
    subContractId: fromSub ? plan.sub!.id : null,
    partyKey: fromSub ? plan.sub!.id : 'client',
    amount: figures.amount,
    throughDate: figures.throughDate,
    document,
    documentHash: hash,
    requestedTo: fromSub ? 'subcontractor@example.com' : 'accounting@example.com',
    requestedBy: userId,
    requestedAt,
    expiresAt: linkExpiresAt(requestedAt),
    receivedVia: plan.received?.via ?? null,
    receivedAt,
    receivedBy: plan.received?.via === 'upload' ? userId : null,
    signedName: plan.received?.name ?? null,
    signatureEvidence:
      plan.received?.via === 'signature'
        ? {
            ip: '203.0.113.10',
            userAgent: 'Seeded demo signature',
            sha256: hash,
            linkTokenId: `/waiver?i=${guid}`,
            signedAtUtc: receivedAt!.toISOString(),
          }
        : null,
  });
  return 1;
}

/**
 * Lien waivers in every state on the first project with two certified pay apps (issue 31 item
 * 4): on the earlier one, our unconditional progress waiver signed on its link and a
 * subcontractor's received on paper; on the later one, our conditional progress waiver requested
 * (its link open) and a conditional final one whose link has expired. No random stream, fixed
 * GUIDs and days; the signed one has no drawn image (its PDF prints the name and evidence).
 */
export async function seedLienWaivers(tx: TTx, input: { today: Date; userId: number }) {
  const apps = await demoPayApps(tx);
  if (apps.length < 2) return { lienWaivers: 0 };
  const [first, last] = [apps.at(-2)!, apps.at(-1)!];
  const sub = await subOf(tx, first.projectId);
  const plans: TPlan[] = [
    {
      app: first,
      kind: 'unconditional-progress',
      direction: 'to-client',
      requestedDaysAgo: 20,
      received: { via: 'signature', daysAgo: 18, name: 'Avery Accounting' },
    },
    ...(sub
      ? [
          {
            app: first,
            kind: 'conditional-progress' as const,
            direction: 'from-sub' as const,
            sub,
            requestedDaysAgo: 19,
            received: { via: 'upload' as const, daysAgo: 12 },
          },
        ]
      : []),
    { app: last, kind: 'conditional-progress', direction: 'to-client', requestedDaysAgo: 2 },
    { app: last, kind: 'conditional-final', direction: 'to-client', requestedDaysAgo: 45 },
  ];
  let count = 0;
  for (const plan of plans) count += await insertPlanned(tx, plan, input.today, input.userId);
  return { lienWaivers: count };
}
