import { sql } from 'drizzle-orm';
import { add, compare, fromNumeric, mul, round, sum, toNumeric } from '@n5/shared/core/decimal';
import { bidTotal, computeCondition, type TConditionInputs } from '@n5/shared/estimating/math';
import type { TDbOrTx } from '../client';
import {
  clientContracts,
  conditionBidHistory,
  conditionSubBids,
  conditions,
  conditionTemplates,
  inclusionDescriptions,
  subContracts,
} from '../schema/index';
import { insertInBatches } from './batch';
import type { TSeededCompany } from './crm';
import { addDays, isoDate } from './dates';
import { CATALOG, MARKUPS, TRADES_BY_DIVISION, type TCatalogLine } from './estimating-catalog';
import type { TRng } from './rng';
import { resetSequences } from './sequences';

/** The company's Kansas remodel tax rate as the default config has it (KS_REMODEL_TAX_RATE). */
export const SEED_TAX_RATE = '0.0865';

/** A deterministic version-4-shaped UUID from the seeded stream. */
function uuidFrom(rng: TRng): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(rng.next() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '8';
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const fixed = (value: number, places: number) => value.toFixed(places);
/** A factor from `low` to `low + spread`, 2 places. */
const factor = (rng: TRng, low: number, spread: number) =>
  fromNumeric((low + rng.next() * spread).toFixed(2));
const MIN_BID = fromNumeric('250');
const MIN_UNIT = fromNumeric('0.05');

interface TProjectRow {
  project_id: number;
  stage_type: string;
  bid_type: string | null;
  ks_remodeling_tax_ind: number;
  client_company_id: number | null;
  contract_sent_date: string | null;
  client_approval_date: string | null;
  proposal_format_type: string;
}

const SOLD = new Set(['Approved', 'In Progress', 'Completed']);
/** The stages whose conditions are client-approved in the demo (issue 13 item 8). */
const APPROVED_WORK = new Set(['Approved', 'In Progress', 'Completed']);

/**
 * Conditions, contracts, sub bids, bid history, templates and inclusion descriptions for the
 * seeded projects. Every condition's derived totals come from the shared math, like a save.
 */
export async function seedEstimating(
  db: TDbOrTx,
  rng: TRng,
  input: { today: Date; companies: readonly TSeededCompany[] },
) {
  const { today } = input;
  const subs = input.companies.filter((c) => c.kind === 'subcontractor');
  const subCats = (
    (await db.execute(
      sql`select sub_category_id, sub_category_code, name from sub_categories order by sub_category_id`,
    )) as unknown as {
      rows: Array<{ sub_category_id: number; sub_category_code: string; name: string }>;
    }
  ).rows;
  const subCatId = new Map(subCats.map((s) => [s.sub_category_code, s.sub_category_id]));
  const projectRows = (
    (await db.execute(
      sql`select project_id, stage_type, bid_type, ks_remodeling_tax_ind, client_company_id,
                 contract_sent_date::text, client_approval_date::text, proposal_format_type
          from projects order by project_id`,
    )) as unknown as { rows: TProjectRow[] }
  ).rows;

  // Templates: the catalog's lines, and one general line for sub-categories it does not name.
  const templateRows: Array<typeof conditionTemplates.$inferInsert> = [];
  const linesOf = new Map<string, TCatalogLine[]>();
  for (const s of subCats) {
    const lines: TCatalogLine[] = [
      ...(CATALOG[s.sub_category_code] ?? [
        [`${s.name} - allowance`, 'LS', '8', '62.00', '500', '0', '0', [1, 1]] as const,
      ]),
    ];
    linesOf.set(s.sub_category_code, lines);
    for (const [name, unit, hours, rate, material, equipment, other] of lines)
      templateRows.push({
        templateId: templateRows.length + 1,
        subCategoryId: s.sub_category_id,
        conditionName: name,
        measurementType: unit,
        internalComments: `Furnish and install ${name.toLowerCase()} per plans and specifications.`,
        subcontractorScope: `Complete ${name.toLowerCase()} including labor, material and cleanup.`,
        laborHours: hours,
        laborRate: rate,
        laborMarkup: '0.2000',
        materialCost: material,
        materialMarkup: '0.1500',
        equipmentCost: equipment,
        equipmentMarkup: '0.1000',
        otherCostsCost: other,
        otherCostsMarkup: '0.1000',
        status: 'Active',
      });
  }

  const clientRows: Array<typeof clientContracts.$inferInsert> = [];
  const subContractRows: Array<typeof subContracts.$inferInsert> = [];
  const conditionRows: Array<typeof conditions.$inferInsert> = [];
  const bidRows: Array<typeof conditionSubBids.$inferInsert> = [];
  const historyRows: Array<typeof conditionBidHistory.$inferInsert> = [];
  const descriptionRows: Array<typeof inclusionDescriptions.$inferInsert> = [];

  for (const p of projectRows) {
    const division = (p.bid_type?.split(' -> ')[0] ??
      'Construction') as keyof typeof TRADES_BY_DIVISION;
    const sold = SOLD.has(p.stage_type);
    const dead = p.stage_type === 'Rejected' || p.stage_type === 'Canceled';
    const baseId = uuidFrom(rng);
    clientRows.push({
      contractId: baseId,
      projectId: p.project_id,
      companyId: p.client_company_id,
      contractType: 'Base',
      contractNumber: 0,
      stage: sold ? 'Approved' : dead ? 'Inactive' : 'Pending',
      sentInd: p.contract_sent_date ? 1 : 0,
      sentDate: p.contract_sent_date,
      approvalDate: sold ? p.client_approval_date : null,
    });
    const extra: Array<{ id: string; stage: 'Approved' | 'Pending' }> = [];
    if (sold && rng.chance(0.5)) {
      const id = uuidFrom(rng);
      const approved = rng.chance(0.6);
      extra.push({ id, stage: approved ? 'Approved' : 'Pending' });
      clientRows.push({
        contractId: id,
        projectId: p.project_id,
        companyId: p.client_company_id,
        contractType: 'CO 1',
        contractNumber: 1,
        stage: approved ? 'Approved' : 'Pending',
        sentInd: 1,
        sentDate: isoDate(addDays(today, -rng.int(10, 60))),
        approvalDate: approved ? isoDate(addDays(today, -rng.int(1, 9))) : null,
      });
    }
    let altId: string | null = null;
    if (!dead && rng.chance(0.2)) {
      altId = uuidFrom(rng);
      clientRows.push({
        contractId: altId,
        projectId: p.project_id,
        companyId: p.client_company_id,
        contractType: 'Alt 1',
        contractNumber: 1,
        stage: 'Pending',
        sentInd: 0,
      });
    }

    const trades = [...TRADES_BY_DIVISION[division]];
    const tradeCount = Math.min(trades.length, rng.int(3, division === 'Service' ? 3 : 7));
    const chosen: string[] = [];
    for (let t = 0; t < tradeCount; t++)
      chosen.push(trades.splice(rng.int(0, trades.length - 1), 1)[0]!);
    chosen.sort();
    const subContractOf = new Map<number, string>();
    const taxContext = { ksRemodelingTaxInd: p.ks_remodeling_tax_ind, taxRate: SEED_TAX_RATE };

    for (const code of chosen) {
      const lines = linesOf.get(code)!;
      const count = rng.int(1, Math.min(4, lines.length + 1));
      const contractsHere = new Set<string>();
      for (let k = 0; k < count; k++) {
        const [name, unit, hours, rate, material, equipment, other, [qMin, qMax]] =
          lines[k % lines.length]!;
        const quantity = qMin === qMax ? qMin : rng.logInt(qMin, qMax);
        const inputs: TConditionInputs = {
          totalQuantities: fixed(quantity, 4),
          laborHours: hours,
          laborRate: rate,
          laborMarkup: rng.pick(MARKUPS),
          materialCost: material,
          materialMarkup: rng.pick(MARKUPS),
          equipmentCost: equipment,
          equipmentMarkup: rng.pick(MARKUPS),
          otherCostsCost: other,
          otherCostsMarkup: rng.pick(MARKUPS),
        };
        // Which client contract: mostly Base; a share on the CO or the alternate; on sold
        // projects a few without one (Potential CO).
        const roll = rng.next();
        const contract =
          sold && roll < 0.08
            ? null
            : extra.length && roll < 0.25
              ? extra[0]!
              : altId && roll > 0.9
                ? { id: altId, stage: 'Pending' as const }
                : { id: baseId, stage: sold ? ('Approved' as const) : ('Pending' as const) };
        if (contract) contractsHere.add(contract.id);
        const clientApproved = contract?.stage === 'Approved' && APPROVED_WORK.has(p.stage_type);

        const conditionId = conditionRows.length + 1;
        // Bids: 40% of conditions have 1 to 3; half of those (most, once sold) select one.
        const bids: Array<{ companyId: number; bidAmount: string; markup: string }> = [];
        if (subs.length >= 3 && rng.chance(0.4)) {
          const n = rng.int(1, 3);
          const used = new Set<number>();
          const inHouse = computeCondition(inputs, null, taxContext);
          const cost = fromNumeric(inHouse.totalCost);
          for (let b = 0; b < n; b++) {
            let company = rng.pick(subs);
            while (used.has(company.companyId)) company = rng.pick(subs);
            used.add(company.companyId);
            const amount = round(mul(cost, factor(rng, 0.8, 0.5)), 0);
            bids.push({
              companyId: company.companyId,
              bidAmount: toNumeric(compare(amount, MIN_BID) < 0 ? MIN_BID : amount, 2),
              markup: rng.pick(['0.0800', '0.1000', '0.1200']),
            });
          }
        }
        const selected = bids.length && rng.chance(sold ? 0.7 : 0.4) ? bids[0]! : null;
        let subContractId: string | null = null;
        let subApproved = false;
        if (selected) {
          subContractId = subContractOf.get(selected.companyId) ?? null;
          if (!subContractId) {
            subContractId = uuidFrom(rng);
            subContractOf.set(selected.companyId, subContractId);
            const approved = clientApproved && p.stage_type === 'In Progress' && rng.chance(0.6);
            subContractRows.push({
              contractId: subContractId,
              projectId: p.project_id,
              companyId: selected.companyId,
              subContractType: 'Base',
              stage: approved ? 'Approved' : 'Pending',
              sentInd: approved || rng.chance(0.3) ? 1 : 0,
              approvalDate: approved ? isoDate(addDays(today, -rng.int(1, 60))) : null,
            });
          }
          subApproved =
            subContractRows.find((s) => s.contractId === subContractId)!.stage === 'Approved';
        }
        const derived = computeCondition(inputs, selected, taxContext);
        conditionRows.push({
          conditionId,
          projectId: p.project_id,
          subCategoryId: subCatId.get(code)!,
          clientContractId: contract?.id ?? null,
          subContractId,
          conditionName: name,
          measurementType: unit,
          internalComments:
            !sold && rng.chance(0.1)
              ? ''
              : `Furnish and install ${name.toLowerCase()} per plans and specifications.`,
          subcontractorScope: selected
            ? `Complete ${name.toLowerCase()} including labor, material and cleanup.`
            : '',
          ...inputs,
          ...derived,
          clientApprovedInd: clientApproved ? 1 : 0,
          subContractApprovedInd: subApproved ? 1 : 0,
          overwriteCostInd: clientApproved && !selected && rng.chance(0.1) ? 1 : 0,
          n5SelectedAtSigning: clientApproved && !selected ? 1 : 0,
          selectedSubcontractorId: selected?.companyId ?? null,
          sortOrder: k,
        });
        bids.forEach((b, i) =>
          bidRows.push({
            conditionId,
            precedence: i + 1,
            companyId: b.companyId,
            bidAmount: b.bidAmount,
            markup: b.markup,
            total: bidTotal(b.bidAmount, b.markup),
            bidDate: isoDate(addDays(today, -rng.int(5, 200))),
          }),
        );
      }
      if (p.proposal_format_type === 'Summary')
        for (const contractId of contractsHere)
          descriptionRows.push({
            projectId: p.project_id,
            subCategoryId: subCatId.get(code)!,
            clientContractId: contractId,
            description:
              !sold && rng.chance(0.3)
                ? ''
                : `${linesOf.get(code)![0]![0]} and related work as shown.`,
          });
    }
  }

  // Bid history: past bids by condition name and unit, from the trade companies.
  for (const [code, lines] of Object.entries(CATALOG))
    for (const [name, unit, hours, rate, material, equipment, other] of lines) {
      if (!subCatId.has(code)) continue;
      const base = sum([
        mul(fromNumeric(hours), fromNumeric(rate)),
        ...[material, equipment, other].map(fromNumeric),
      ]);
      const n = rng.int(2, 6);
      for (let i = 0; i < n; i++)
        historyRows.push({
          conditionName: name,
          measurementType: unit,
          companyId: rng.pick(subs).companyId,
          unitPrice: toNumeric(round(add(mul(base, factor(rng, 0.9, 0.5)), MIN_UNIT), 4), 4),
          bidDate: isoDate(addDays(today, -rng.int(30, 900))),
        });
    }

  await insertInBatches(templateRows, (b) => db.insert(conditionTemplates).values(b));
  await insertInBatches(clientRows, (b) => db.insert(clientContracts).values(b));
  await insertInBatches(subContractRows, (b) => db.insert(subContracts).values(b));
  await insertInBatches(conditionRows, (b) => db.insert(conditions).values(b), 200);
  await insertInBatches(bidRows, (b) => db.insert(conditionSubBids).values(b));
  await insertInBatches(historyRows, (b) => db.insert(conditionBidHistory).values(b));
  await insertInBatches(descriptionRows, (b) => db.insert(inclusionDescriptions).values(b));
  await resetSequences(db, [
    ['condition_templates', 'template_id'],
    ['conditions', 'condition_id'],
    ['condition_bid_history', 'bid_history_id'],
  ]);
  return {
    conditions: conditionRows.length,
    conditionTemplates: templateRows.length,
    clientContracts: clientRows.length,
    subContracts: subContractRows.length,
    subBids: bidRows.length,
    bidHistory: historyRows.length,
  };
}
