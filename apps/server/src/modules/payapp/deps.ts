import type { TChangeOrderSummary } from '@n5/shared/billing/deductions';
import type { TGrandTotals, TSubtotal } from '@n5/shared/payapp/schemas';
import {
  closedProjectMessage,
  isClosedForPayAppDecisions,
} from '@n5/shared/project/public-decisions';
import type { TConfig } from '../../config/env';
import type { TDb } from '../../db/client';
import { notFound } from '../../lib/errors';
import {
  changeOrdersOf,
  figuresHash,
  figuresOf,
  projectBilling,
  type TPayAppFigures,
} from '../billing/index';
import type { TEmailService } from '../email/index';
import type { TFilesService } from '../files/index';
import { documentBlocksOf, type TDocumentBlocks } from './document-blocks';
import { toAmounts } from './figures';
import * as q from './queries';

/** What the pay app page's use cases are handed (email and files optional for tools). */
export interface TPayappDeps {
  db: TDb;
  config?: TConfig;
  email?: TEmailService;
  files?: TFilesService;
}

export const NOT_FOUND = 'There is no such payment application.';

export const publicUrlOf = (deps: TPayappDeps) => deps.config?.publicUrl ?? '';

export async function payAppOr404(deps: TPayappDeps, guid: string) {
  const row = await q.payAppByGuid(deps.db, guid);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** The header, the G702 and the G703 of one pay app: the only project it reads. */
export async function sheetOf(deps: TPayappDeps, guid: string) {
  const row = await payAppOr404(deps, guid);
  const billing = await projectBilling(deps.db, row.projectId);
  const figures = figuresOf(billing, row.number);
  const entry = billing.entries.find((e) => e.number === row.number) ?? null;
  return { row, figures, entry };
}
export type TPayAppSheet = Awaited<ReturnType<typeof sheetOf>>;

/** A pay app of a canceled or rejected project is no longer decided online (issue 30 item 12). */
export const closedMessageOf = (row: q.TPayAppRow) =>
  isClosedForPayAppDecisions(row.projectStage)
    ? closedProjectMessage(row.projectStage, row.pmName)
    : null;

/** The header as certified (frozen with the figures), else as the project is now. */
function headerOf(row: q.TPayAppRow, figures: TPayAppFigures) {
  const frozen = figures.header;
  return {
    projectName: frozen?.projectName ?? row.projectName,
    workLocationName: frozen?.workLocationName ?? row.workLocationName ?? '',
    projectDescription: frozen?.projectDescription ?? row.projectDescription ?? '',
    PMName: frozen?.pmName ?? row.pmName ?? '',
    PMEmail: frozen?.pmEmail ?? row.pmEmail ?? '',
    periodTo: frozen?.periodTo ?? row.periodTo,
    // Frozen since issue 31; older certified pay apps' application date is their period's.
    applicationDate: frozen ? (frozen.applicationDate ?? frozen.periodTo) : row.applicationDate,
  };
}

function grandTotalsOf(
  row: q.TPayAppRow,
  figures: TPayAppFigures,
  changeOrders: TChangeOrderSummary,
  document: TDocumentBlocks,
): TGrandTotals {
  return {
    ...document,
    Status: row.status,
    projectID: row.projectId,
    paymentApplicationType: row.number,
    revision: row.revision,
    ...headerOf(row, figures),
    certifiedBy: (row.certifiedBy as 'client' | 'accounting' | null) ?? null,
    certifiedAt: row.certifiedAt?.toISOString() ?? null,
    ...toAmounts(figures.g703.grandTotals),
    g702: figures.g702,
    changeOrders,
    figuresHash: figuresHash(figures),
    closedMessage: row.status === 'Pending' ? closedMessageOf(row) : null,
  };
}

/**
 * The page's header and G702 with the change order summary, the To / From blocks and the
 * retainage terms (frozen once certified): what the page and the PDF both show.
 */
export async function headerWithChanges(deps: TPayappDeps, sheet: TPayAppSheet) {
  const { row, figures } = sheet;
  const changes = await changeOrdersOf(deps.db, row.projectId, figures, !!row.certifiedAt);
  const document = await documentBlocksOf(deps.db, sheet, deps.config?.CONTRACTOR_NAME ?? '');
  return grandTotalsOf(row, figures, changes, document);
}

/** The G703 groups with their category codes (the frozen figures keep ids and names only). */
export async function groupsOf(deps: TPayappDeps, figures: TPayAppFigures): Promise<TSubtotal[]> {
  const codes = await q.categoryCodes(
    deps.db,
    figures.g703.groups.map((g) => g.mainCategoryId),
  );
  return figures.g703.groups.map((group) => ({
    mainCategoryID: group.mainCategoryId,
    categoryCode: codes.get(group.mainCategoryId) ?? '',
    mainCategoryName: group.mainCategoryName,
    ...toAmounts(group),
    subCategories: group.rows.map((r) => ({
      subCategoryCode: r.subCategoryCode,
      description: r.description,
      ...toAmounts(r),
    })),
  }));
}
