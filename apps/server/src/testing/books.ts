import { eq } from 'drizzle-orm';
import type { API_VERSIONS, TProposalFormatType } from '@n5/shared/project/constants';
import type { TPurchaseStatus } from '@n5/shared/tracking/constants';
import type { TDbOrTx } from '../db/client';
import {
  dashboardFacts,
  fieldAssignments,
  materialPurchases,
  projectBudgetLines,
  projects,
} from '../db/schema/index';
import { uniqueName } from './factories/api-call';
import { subCategoryIdOf } from './sub-category';

/**
 * Rows no call of the app writes, written where their owner would: the books (the accounting
 * system: open orders, task budgets, dispatch and hours) and the old system (a project's API
 * version, its proposal format). The API tests and the end-to-end `books` fixture both use them
 * (docs/decisions/testing.md "Tests that say what they test").
 */

/** A material purchase order of a project's sub-category, Pending (an open order) by default. */
export async function addMaterialPurchase(
  db: TDbOrTx,
  input: {
    projectId: number;
    subCategoryCode: string;
    status?: TPurchaseStatus;
    amount?: string;
    userId?: number;
    purchaseDate?: string;
    /** The condition the order was logged against, when one. */
    conditionId?: number;
    purchaseOrderNumber?: string;
  },
) {
  const purchaseOrderNumber = input.purchaseOrderNumber ?? uniqueName('PO').replace(' ', '-');
  const [row] = await db
    .insert(materialPurchases)
    .values({
      projectId: input.projectId,
      purchaseDate: input.purchaseDate ?? new Date().toISOString().slice(0, 10),
      userId: input.userId,
      subCategoryId: await subCategoryIdOf(db, input.subCategoryCode),
      conditionId: input.conditionId,
      vendorName: 'ABC Supply',
      amount: input.amount ?? '300.00',
      purchaseOrderNumber,
      status: input.status ?? 'Pending',
    })
    .returning({ id: materialPurchases.purchaseOrderId });
  return { purchaseOrderId: row!.id, purchaseOrderNumber };
}

export interface TBudgetLine {
  subCategoryCode: string;
  description: string;
  type: 'Income' | 'Expense';
  uom?: string;
  originalBudgetedQty?: string;
  originalBudgetedAmount?: string;
  revisedBudgetedAmount?: string;
}

/** The task budget lines the books hold for a project (the export, the phone's cost codes). */
export async function addBudgetLines(db: TDbOrTx, projectId: number, lines: TBudgetLine[]) {
  await db.insert(projectBudgetLines).values(lines.map((line) => ({ projectId, ...line })));
}

export interface TFieldDay {
  date: string;
  projectId: number;
  userId: number;
  regularHours?: string;
  overtimeHours?: string;
  /** The task the dispatcher named, when one. */
  subCategoryCode?: string;
}

/** Dispatch days: a person sent to a project on a day, with the hours the books hold for it. */
export async function addFieldDays(db: TDbOrTx, days: TFieldDay[]) {
  await db.insert(fieldAssignments).values(
    days.map((d) => ({
      assignmentDate: d.date,
      projectId: d.projectId,
      userId: d.userId,
      regularHours: d.regularHours ?? '0.00',
      overtimeHours: d.overtimeHours ?? '0.00',
      subCategoryCode: d.subCategoryCode,
    })),
  );
}

/**
 * A project's month as the dashboards store it (Recalculate computes it from the books for the
 * current year): revenue and cost make the division's gross profit the incentive pools share.
 */
export async function addMonthFacts(
  db: TDbOrTx,
  input: {
    projectId: number;
    year: number;
    month: number;
    division: 'Construction' | 'Mechanical' | 'Service';
    actualRevenue: string;
    actualCost: string;
  },
) {
  await db.insert(dashboardFacts).values(input);
}

/** Marks a project as the old system's v2 (no call sets api_version). */
export async function setApiVersion(
  db: TDbOrTx,
  projectId: number,
  version: (typeof API_VERSIONS)[number],
) {
  await db.update(projects).set({ apiVersion: version }).where(eq(projects.projectId, projectId));
}

/** A project's proposal layout, Detail or Summary (the old system set it; no call does). */
export async function setProposalFormat(
  db: TDbOrTx,
  projectId: number,
  format: TProposalFormatType,
) {
  await db
    .update(projects)
    .set({ proposalFormatType: format })
    .where(eq(projects.projectId, projectId));
}
