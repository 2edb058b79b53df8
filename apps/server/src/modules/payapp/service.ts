import { PAY_APP_NOTIFICATION_GROUP } from '@n5/shared/billing/constants';
import type { TGrandTotals, TSubtotal } from '@n5/shared/payapp/schemas';
import type { TConfig } from '../../config/env';
import type { TDb } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { figuresOf, projectBilling, certifyPayApp } from '../billing/pay-app-sheet';
import type { TEmailService } from '../email/service';
import { toAmounts } from './figures';
import { decisionEmail } from './decision-email';
import { renderPayAppPdf } from './pay-app-pdf';
import * as q from './queries';

const NOT_FOUND = 'There is no such payment application.';
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

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
export function createPayappService(deps: { db: TDb; config?: TConfig; email?: TEmailService }) {
  const { db } = deps;
  const publicUrl = () => deps.config?.publicUrl ?? '';

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

  async function grandTotals(guid: string): Promise<TGrandTotals> {
    const { row, figures } = await sheet(guid);
    return {
      Status: row.status,
      projectID: row.projectId,
      paymentApplicationType: row.number,
      projectName: row.projectName,
      workLocationName: row.workLocationName ?? '',
      projectDescription: row.projectDescription ?? '',
      PMName: row.pmName ?? '',
      PMEmail: row.pmEmail ?? '',
      periodTo: isoDay(row.certifiedAt ?? row.sentAt ?? row.createdAt),
      certifiedBy: (row.certifiedBy as 'client' | 'accounting' | null) ?? null,
      certifiedAt: row.certifiedAt?.toISOString() ?? null,
      ...toAmounts(figures.g703.grandTotals),
      g702: figures.g702,
    };
  }

  async function subtotals(guid: string): Promise<TSubtotal[]> {
    const { figures } = await sheet(guid);
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

  async function pdf(guid: string) {
    const [header, groups] = await Promise.all([grandTotals(guid), subtotals(guid)]);
    return {
      fileName: `payment-application-${header.projectID}-${header.paymentApplicationType}.pdf`,
      bytes: await renderPayAppPdf(header, groups),
    };
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

  async function decide(
    guid: string,
    decision: 'approved' | 'rejected',
    reason: string | null,
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
      const changed =
        decision === 'approved'
          ? await certifyPayApp(tx, row, 'client', ['Pending'])
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
    return { Status: result.status };
  }

  return { grandTotals, subtotals, pdf, decide };
}
export type TPayappService = ReturnType<typeof createPayappService>;
