import { PAY_APP_NOTIFICATION_GROUP } from '@n5/shared/billing/constants';
import type { TChangeOrderSummary } from '@n5/shared/billing/deductions';
import type { TGrandTotals, TSubtotal } from '@n5/shared/payapp/schemas';
import {
  closedProjectMessage,
  isClosedForPayAppDecisions,
} from '@n5/shared/project/public-decisions';
import type { TConfig } from '../../config/env';
import type { TDb } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import {
  changeOrdersOf,
  certifyPayApp,
  FIGURES_CHANGED,
  figuresHash,
  figuresOf,
  projectBilling,
  type TPayAppFigures,
} from '../billing/pay-app-sheet';
import type { TEmailService } from '../email/service';
import type { TFilesService } from '../files/service';
import { toAmounts } from './figures';
import { decisionEmail } from './decision-email';
import { renderPayAppPdf } from './pay-app-pdf';
import * as q from './queries';

const NOT_FOUND = 'There is no such payment application.';

/** Who decided, as the request shows it (kept with the decision). */
export interface TRequester {
  ip: string | null;
  userAgent: string | null;
}

/**
 * The client's pay app page (spec 3 §2.4): figures by GUID (frozen once certified), the PDF,
 * and the approve / reject decisions, each in one transaction with its audit rows and the
 * project manager's email.
 */
/** A pay app of a canceled or rejected project is no longer decided online (issue 30 item 12). */
const closedMessageOf = (row: q.TPayAppRow) =>
  isClosedForPayAppDecisions(row.projectStage)
    ? closedProjectMessage(row.projectStage, row.pmName)
    : null;

export function createPayappService(deps: {
  db: TDb;
  config?: TConfig;
  email?: TEmailService;
  files?: TFilesService;
}) {
  const { db } = deps;
  const publicUrl = () => deps.config?.publicUrl ?? '';
  const contractorName = () => deps.config?.CONTRACTOR_NAME ?? '';

  async function payAppOr404(guid: string) {
    const row = await q.payAppByGuid(db, guid);
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  /** The header, the G702 and the G703 of one pay app: the only project it reads. */
  async function sheet(guid: string) {
    const row = await payAppOr404(guid);
    const figures = figuresOf(await projectBilling(db, row.projectId), row.number);
    return { row, figures };
  }

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
  ): TGrandTotals {
    return {
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

  async function headerWithChanges(row: q.TPayAppRow, figures: TPayAppFigures) {
    const changes = await changeOrdersOf(db, row.projectId, figures, !!row.certifiedAt);
    return grandTotalsOf(row, figures, changes);
  }

  async function grandTotals(guid: string): Promise<TGrandTotals> {
    const { row, figures } = await sheet(guid);
    return headerWithChanges(row, figures);
  }

  async function subtotals(guid: string) {
    const { figures } = await sheet(guid);
    return { figuresHash: figuresHash(figures), groups: await groupsOf(figures) };
  }

  async function groupsOf(figures: TPayAppFigures): Promise<TSubtotal[]> {
    const codes = await q.categoryCodes(
      db,
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

  /**
   * The G702/G703 PDF. A certified pay app's is rendered once, from its frozen figures and
   * header, and stored in the file store like a signed contract: later downloads serve those
   * bytes, whatever changed on the project since (issue 28 item 7). An open one is drawn now.
   */
  async function pdf(guid: string) {
    const { row, figures } = await sheet(guid);
    const header = await headerWithChanges(row, figures);
    const fileName = `payment-application-${header.projectID}-${header.paymentApplicationType}.pdf`;
    if (!row.certifiedAt) return { fileName, bytes: await render(header, figures) };
    return { fileName, bytes: await storedPdf(row, header, figures) };
  }

  async function render(header: TGrandTotals, figures: TPayAppFigures) {
    return renderPayAppPdf(header, await groupsOf(figures), contractorName());
  }

  async function storedPdf(row: q.TPayAppRow, header: TGrandTotals, figures: TPayAppFigures) {
    const files = deps.files;
    if (row.pdfFileKey && files) {
      const stored = await files.readFile(row.pdfFileKey);
      if (stored) return stored.data;
    }
    const bytes = await render(header, figures);
    if (!files) return bytes;
    const saved = await files.storeUpload({
      data: bytes,
      fileName: `payment-application-${row.projectId}-${row.number}.pdf`,
      accept: ['application/pdf'],
      relatedEntity: 'project',
      relatedId: String(row.projectId),
      userId: null,
    });
    const key = await q.setPdfFileKey(db, row.payAppId, saved.fileKey);
    if (key && key !== saved.fileKey) return (await files.readFile(key))?.data ?? bytes;
    return bytes;
  }

  /** Renders and stores a certified pay app's PDF now (right after certification). */
  async function storeCertifiedPdf(payAppId: number) {
    const guid = await q.guidOf(db, payAppId);
    if (!guid) return;
    const { row, figures } = await sheet(guid);
    if (!row.certifiedAt || row.pdfFileKey) return;
    await storedPdf(row, await headerWithChanges(row, figures), figures);
  }

  /** The PM, copied to the Pay App Notifications group; nobody when neither has an address. */
  async function recipients(row: q.TPayAppRow) {
    const groups = deps.email ? await deps.email.listGroups() : [];
    const group = groups.find(
      (g) => g.name.toLowerCase() === PAY_APP_NOTIFICATION_GROUP.toLowerCase(),
    );
    const copied = group?.members ?? [];
    return row.pmEmail
      ? { to: [row.pmEmail], cc: copied.filter((m) => m !== row.pmEmail) }
      : { to: copied, cc: [] };
  }

  /**
   * The client's approval or rejection of the figures the page showed (`shownHash`): a change
   * since (the PM returned it to Preparing and edited it, a change order moved the schedule) is
   * a 409, and the page reloads the current figures (issue 28 item 10).
   */
  async function decide(
    guid: string,
    decision: 'approved' | 'rejected',
    reason: string | null,
    shownHash: string,
    requester: TRequester,
  ) {
    const row = await payAppOr404(guid);
    const mail = await recipients(row);
    const result = await db.transaction(async (tx) => {
      const locked = await q.lockPayApp(tx, row.payAppId);
      if (!locked) throw notFound(NOT_FOUND);
      const refusal = conflict(
        `This payment application is ${locked.status}; only a pending one can be ${decision}.`,
      );
      if (locked.status !== 'Pending') throw refusal;
      const closed = closedMessageOf(row);
      if (closed) throw conflict(closed);
      if (decision === 'rejected') {
        const now = figuresOf(await projectBilling(tx, row.projectId), row.number);
        if (figuresHash(now) !== shownHash) throw conflict(FIGURES_CHANGED);
      }
      const client = { kind: 'client', userId: null } as const;
      const changed =
        decision === 'approved'
          ? await certifyPayApp(tx, row, client, ['Pending'], shownHash)
          : await q.returnToPreparing(tx, row.payAppId);
      if (!changed) throw refusal;
      const after = decision === 'approved' ? 'Approved' : 'Preparing';
      const saved = await q.insertDecision(tx, {
        payAppId: row.payAppId,
        decision,
        reason,
        ipAddress: requester.ip,
        userAgent: requester.userAgent?.slice(0, 500) ?? null,
      });
      await recordAudit(tx, {
        userId: null,
        entity: 'pay_app',
        entityId: row.payAppId,
        action: 'update',
        before: { status: 'Pending' },
        after: { status: after, decision, reason },
      });
      await recordAudit(tx, {
        userId: null,
        entity: 'pay_app_decision',
        entityId: saved.decisionId,
        action: 'insert',
        after: { payAppId: row.payAppId, decision, reason, ipAddress: requester.ip },
      });
      let emailId: number | null = null;
      if (deps.email && mail.to.length > 0) {
        emailId = await deps.email.queue(tx, {
          ...mail,
          ...decisionEmail(row, decision, reason, `${publicUrl()}/payapp?i=${row.guid}`),
          relatedEntity: 'pay_app',
          relatedId: row.guid,
        });
      }
      return { emailId, status: after as 'Approved' | 'Preparing' };
    });
    if (result.emailId !== null) await deps.email!.wake([result.emailId]);
    if (result.status === 'Approved') await storeCertifiedPdf(row.payAppId).catch(() => undefined);
    // The client is told who got it (issue 40 item 10): the PM by name, else the group.
    const notified =
      result.emailId === null
        ? null
        : row.pmEmail
          ? (row.pmName ?? row.pmEmail)
          : `the ${PAY_APP_NOTIFICATION_GROUP} group`;
    return { Status: result.status, NotifiedName: notified };
  }

  return { grandTotals, subtotals, pdf, decide, storeCertifiedPdf };
}
export type TPayappService = ReturnType<typeof createPayappService>;
