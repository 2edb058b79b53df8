import { contractDetail, sumMoney } from '@n5/shared/contracts/rules';
import type { TUser } from '@n5/shared/session/schemas';
import {
  addFigures,
  costDetailRow,
  costManagementRow,
  costManagementTotals,
  costTracking,
  NO_COST,
  parseAdditionalCost,
  refusedPurchaseDeletion,
  splitSubCategories,
  type TCostFigures,
} from '@n5/shared/tracking/rules';
import type { TDb, TDbOrTx } from '../../db/client';
import type { AccountingGateway, TActualCostRow } from '../../lib/accounting/gateway';
import { recordAudit } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/errors';
import * as q from './queries';

interface TSubCategoryKey {
  categoryCode: string;
  subCategoryCode: string;
  subCategoryName: string;
}

/** A condition, or conditions summed (conditionSums): what the rows are computed from. */
type TFigureRow = Omit<q.TConditionFigures, 'conditionId' | 'conditionName'>;

const isApproved = (c: TFigureRow) => c.contractStage === 'Approved';

/** The in-house cost of a condition (no subcontractor selected), else nothing. */
function inHouse(c: TFigureRow): TCostFigures {
  if (c.subSelected) return NO_COST;
  return {
    hours: c.hours,
    labor: c.labor,
    material: c.material,
    equipment: c.equipment,
    other: c.other,
    sub: '0',
  };
}

/**
 * Cost tracking and cost management (DOMAIN "Cost tracking"). Contract amounts come from the
 * conditions and their client contracts (the contracts rules: Base, approved changes, adjusted);
 * committed cost from the conditions on approved client work (in-house cost, or the bid once the
 * sub contract is approved); actual cost from the accounting gateway. A fixed number of statements
 * per call, whatever the number of conditions.
 */
export function createTrackingService(deps: { db: TDb; accounting: AccountingGateway }) {
  const { db, accounting } = deps;

  async function projectOr404(tx: TDbOrTx, projectId: number) {
    const project = await q.findProject(tx, projectId);
    if (!project) throw notFound(`There is no project ${projectId}.`);
    return project;
  }

  /** Everything the cost tracking rows are made of, read in parallel. */
  async function figures(projectId: number) {
    const [project, conds, additional, actuals] = await Promise.all([
      projectOr404(db, projectId),
      q.conditionSums(db, projectId),
      q.additionalCosts(db, projectId),
      accounting.getActualCosts(projectId),
    ]);
    const keys = new Map<string, TSubCategoryKey>();
    for (const c of [...conds, ...additional]) {
      if (!keys.has(c.subCategoryCode)) keys.set(c.subCategoryCode, c);
    }
    const unknown = actuals.map((a) => a.subCategoryCode).filter((code) => !keys.has(code));
    for (const s of await q.subCategoriesByCode(db, unknown)) keys.set(s.subCategoryCode, s);
    return { project, conds, additional, actuals, keys };
  }

  async function tracking(projectId: number) {
    const { project, conds, additional, actuals, keys } = await figures(projectId);
    const detail = contractDetail(
      conds.flatMap((c) =>
        c.contractType && c.contractStage
          ? [
              {
                categoryCode: c.categoryCode,
                mainCategoryID: c.mainCategoryId,
                subCategoryCode: c.subCategoryCode,
                contractType: c.contractType,
                stage: c.contractStage,
                amount: sumMoney([c.preTax, c.tax]),
              },
            ]
          : [],
      ),
    );
    const contractBy = new Map(detail.rows.map((r) => [r.subCategoryCode, r]));
    const committedBy = new Map<string, string[]>();
    for (const c of conds) {
      if (!isApproved(c)) continue;
      const parts = committedBy.get(c.subCategoryCode) ?? [];
      if (!c.subSelected) parts.push(c.labor, c.material, c.equipment, c.other);
      else if (c.subApproved === 1) parts.push(c.subCost);
      committedBy.set(c.subCategoryCode, parts);
    }
    const actualBy = new Map(actuals.map((a) => [a.subCategoryCode, a.total]));
    const additionalBy = new Map(additional.map((a) => [a.subCategoryCode, a.additionalCost]));
    const result = costTracking(
      [...keys.values()].map((k) => ({
        categoryCode: k.categoryCode,
        subCategoryCode: k.subCategoryCode,
        base: contractBy.get(k.subCategoryCode)?.base ?? '0',
        approvedChanges: contractBy.get(k.subCategoryCode)?.approvedChanges ?? '0',
        committedCost: sumMoney(committedBy.get(k.subCategoryCode) ?? []),
        actualCost: actualBy.get(k.subCategoryCode) ?? '0',
        additionalCost: additionalBy.get(k.subCategoryCode) ?? null,
      })),
    );
    const names = new Map([...keys.values()].map((k) => [k.subCategoryCode, k.subCategoryName]));
    return {
      project,
      rows: result.rows.map((r) => ({ ...r, subCategoryName: names.get(r.subCategoryCode) ?? '' })),
      totals: result.totals,
    };
  }

  async function v2Tracking(projectId: number) {
    const { project, rows, totals } = await tracking(projectId);
    const v2 = (r: typeof totals) => ({
      base_total: r.base,
      change_orders_total: r.approvedChanges,
      adjusted_total: r.adjusted,
      committed_cost: r.committedCost,
      committed_profit: r.committedProfit,
      actual_cost_total: r.actualCost,
      balance_total: r.balance,
    });
    return {
      project,
      rows: rows.map((r) => ({
        category_code: r.categoryCode,
        sub_category_code: r.subCategoryCode,
        sub_category_name: r.subCategoryName,
        ...v2(r),
      })),
      totals: v2(totals),
    };
  }

  async function costManagement(projectId: number) {
    const { conds, actuals, keys } = await figures(projectId);
    const original = new Map<string, TCostFigures>();
    for (const c of conds) {
      if (!isApproved(c)) continue;
      const sub = c.subSelected ? c.subCost : '0';
      original.set(
        c.subCategoryCode,
        addFigures(addFigures(original.get(c.subCategoryCode) ?? NO_COST, inHouse(c)), { sub }),
      );
    }
    const actualBy = new Map<string, TActualCostRow>(actuals.map((a) => [a.subCategoryCode, a]));
    const rows = [...keys.values()]
      .sort(
        (a, b) =>
          a.categoryCode.localeCompare(b.categoryCode) ||
          a.subCategoryCode.localeCompare(b.subCategoryCode),
      )
      .map((k) => {
        const a = actualBy.get(k.subCategoryCode);
        return {
          ...costManagementRow(k, original.get(k.subCategoryCode) ?? NO_COST, {
            hours: a?.laborHours ?? '0',
            labor: a?.labor ?? '0',
            material: a?.material ?? '0',
            equipment: a?.equipment ?? '0',
            other: a?.other ?? '0',
            sub: a?.sub ?? '0',
          }),
          subCategoryName: k.subCategoryName,
        };
      });
    return { rows, totals: costManagementTotals(rows) };
  }

  /** Task rows of the named sub-categories: each condition, then costs on no condition. */
  async function costManagementDetail(projectId: number, joined: string) {
    const codes = splitSubCategories(joined);
    if (codes.length === 0)
      throw badRequest("Name at least one sub-category (codes joined by '|').");
    const [, conds, actuals] = await Promise.all([
      projectOr404(db, projectId),
      q.conditionFigures(db, projectId),
      q.detailActuals(db, projectId, codes),
    ]);
    const wanted = new Set(codes);
    const actualBy = new Map(
      actuals.map((a) => [`${a.subCategoryCode}|${a.conditionId ?? ''}`, a]),
    );
    const figuresOf = (a: (typeof actuals)[number] | undefined): TCostFigures =>
      a
        ? {
            hours: a.hours,
            labor: a.labor,
            material: a.material,
            equipment: a.equipment,
            other: a.other,
            sub: a.sub,
          }
        : NO_COST;
    const byCode = new Map<string, q.TConditionFigures[]>();
    for (const c of conds) {
      if (!wanted.has(c.subCategoryCode)) continue;
      const list = byCode.get(c.subCategoryCode) ?? [];
      list.push(c);
      byCode.set(c.subCategoryCode, list);
    }
    // Costs on a condition the project no longer has, and field labor, land on "no condition".
    const known = new Set(conds.map((c) => c.conditionId));
    const looseBy = new Map<string, typeof actuals>();
    for (const a of actuals) {
      if (a.conditionId !== null && known.has(a.conditionId)) continue;
      const list = looseBy.get(a.subCategoryCode) ?? [];
      list.push(a);
      looseBy.set(a.subCategoryCode, list);
    }
    const rows = [];
    for (const code of codes) {
      for (const c of byCode.get(code) ?? []) {
        const a = actualBy.get(`${code}|${c.conditionId}`);
        const budgeted = isApproved(c)
          ? addFigures(inHouse(c), { sub: c.subSelected ? c.subCost : '0' })
          : NO_COST;
        rows.push(
          costDetailRow({
            conditionId: c.conditionId,
            conditionName: c.conditionName,
            subCategoryCode: code,
            budgeted,
            pending: a?.pending ?? '0',
            actual: figuresOf(a),
          }),
        );
      }
      const loose = looseBy.get(code) ?? [];
      if (loose.length > 0) {
        const total = loose.reduce((acc, a) => addFigures(acc, figuresOf(a)), NO_COST);
        rows.push(
          costDetailRow({
            conditionId: null,
            conditionName: null,
            subCategoryCode: code,
            budgeted: NO_COST,
            pending: sumMoney(loose.map((a) => a.pending)),
            actual: total,
          }),
        );
      }
    }
    return { rows };
  }

  async function purchases(projectId: number) {
    const [, rows] = await Promise.all([
      projectOr404(db, projectId),
      q.listPurchases(db, projectId),
    ]);
    return { rows };
  }

  async function inventory(projectId: number) {
    const [, rows] = await Promise.all([
      projectOr404(db, projectId),
      q.listInventory(db, projectId),
    ]);
    return { rows };
  }

  /** Deletes a Pending purchase (permission 9 is checked by the route): 404, 409 otherwise. */
  async function deletePurchase(user: TUser, purchaseOrderId: number, projectId: number) {
    return db.transaction(async (tx) => {
      const row = await q.lockPurchase(tx, purchaseOrderId, projectId);
      if (!row) {
        throw notFound(`Project ${projectId} has no material purchase ${purchaseOrderId}.`);
      }
      const refused = refusedPurchaseDeletion(row.status);
      if (refused) throw conflict(refused);
      await q.deletePurchase(tx, purchaseOrderId);
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'material_purchase',
        entityId: purchaseOrderId,
        action: 'delete',
        before: row,
      });
      return { deleted: { purchaseOrderID: purchaseOrderId } };
    });
  }

  async function deleteInventoryItem(user: TUser, id: number, projectId: number) {
    return db.transaction(async (tx) => {
      const row = await q.lockInventoryItem(tx, id, projectId);
      if (!row) throw notFound(`Project ${projectId} has no inventory item ${id}.`);
      await q.deleteInventoryItem(tx, id);
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'inventory_issue',
        entityId: id,
        action: 'delete',
        before: row,
      });
      return { deleted: { id } };
    });
  }

  /** Sets (or clears, with empty) a sub-category's additional cost; audited when it changes. */
  async function setAdditionalCost(
    user: TUser,
    projectId: number,
    subCategoryCode: string,
    entered: unknown,
  ) {
    const parsed = parseAdditionalCost(entered);
    if (!parsed.ok) throw badRequest(parsed.message);
    return db.transaction(async (tx) => {
      await projectOr404(tx, projectId);
      const [sub] = await q.subCategoriesByCode(tx, [subCategoryCode]);
      if (!sub) throw badRequest(`There is no sub-category ${subCategoryCode}.`);
      const key = { projectId, subCategoryId: sub.subCategoryId };
      const before = await q.additionalCostOf(tx, key);
      if (before !== parsed.value) {
        if (parsed.value === null) await q.deleteAdditionalCost(tx, key);
        else await q.upsertAdditionalCost(tx, key, parsed.value, user.UserID);
        await recordAudit(tx, {
          userId: user.UserID,
          entity: 'project_additional_cost',
          entityId: `${projectId}:${subCategoryCode}`,
          action: before === null ? 'insert' : parsed.value === null ? 'delete' : 'update',
          before: before === null ? null : { additionalCost: before },
          after: parsed.value === null ? null : { additionalCost: parsed.value },
        });
      }
      return { projectID: projectId, subCategoryCode, additionalCost: parsed.value };
    });
  }

  return {
    tracking,
    v2Tracking,
    costManagement,
    costManagementDetail,
    purchases,
    inventory,
    deletePurchase,
    deleteInventoryItem,
    setAdditionalCost,
  };
}
export type TTrackingService = ReturnType<typeof createTrackingService>;
