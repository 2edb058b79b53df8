import {
  contractKind,
  PUSHED_WITHOUT_SIGNATURE,
  type TContractStage,
} from '@n5/shared/contracts/constants';
import {
  canForceResync,
  canPushWithoutSignature,
  canReturnToPending,
  canSend,
  clientContractSubject,
  clientContractTotal,
  clientReadiness,
  contractDetail,
  contractLinks,
  contractNumberOf,
  alternateSelectionSubject,
  displayedRetention,
  invalidRecipient,
  isContractReadOnly,
  nextAlternateType,
  nextClientContractType,
  refusedStageAction,
  splitRecipients,
  STAGE_ACTIONS,
  subContractLink,
  subContractSubject,
  subContractTotal,
  subReadiness,
  sumMoney,
  totalsByStage,
  type TContractStageAction,
} from '@n5/shared/contracts/rules';
import { alternateApprovalLink } from '@n5/shared/contracts/alternates';
import type { TClientContract, TSubContract } from '@n5/shared/contracts/schemas';
import { fromPercent, parseDecimal, toNumeric, compare, fromUnits } from '@n5/shared/core/decimal';
import type { TUser } from '@n5/shared/session/schemas';
import type { TConfig } from '../../config/env';
import type { TDb, TDbOrTx, TTx } from '../../db/client';
import type { TJobs } from '../../jobs/boss';
import { QUEUES } from '../../jobs/queues';
import { AccountingError, type AccountingGateway } from '../../lib/accounting/gateway';
import { recordAudit } from '../../lib/audit';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { keyedTransaction } from '../../lib/idempotency/keyed-transaction';
import type { TEmailService } from '../email/service';
import type { TFilesService } from '../files/service';
import {
  clientContractRows,
  companyEmail,
  findClientContract,
  findCompany,
  findProject,
  findSubContract,
  insertClientContract,
  insertSubContract,
  listClientContracts,
  listSubContracts,
  lockClientContract,
  lockProjectContractTypes,
  lockSubContract,
  approvePendingContract,
  projectConditionAmounts,
  projectExists,
  setConditionsClientApproved,
  setConditionsSubApproved,
  storedFileByKey,
  subContractExists,
  subContractRows,
  updateClientContract,
  updateSubContract,
  type TClientContractRow,
  type TConditionAmount,
  type TSubContractRow,
} from './queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const fileUrl = (key: string | null) => (key ? `/api/files/${key}` : null);
const MANUAL_UPLOAD = 'Manual contract upload';
const NO_SIGNATURE = PUSHED_WITHOUT_SIGNATURE;

export type TContractParty = 'client' | 'sub';
export interface TAccountingJob {
  party: TContractParty;
  guid: string;
  withSignature: boolean;
}

/** The bid date of Upload Bid: MM/DD/YYYY, a real day. */
export function parseBidDate(text: string | undefined): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text ?? '');
  if (!m) return null;
  const iso = `${m[3]}-${m[1]}-${m[2]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || isoDay(d) !== iso ? null : iso;
}

/**
 * Client and sub contracts (issue 14): creation, the tables and detail, edits (read-only once
 * sent), readiness and sending through the outbox, uploads, the one stage use case per kind, and
 * pushes to accounting as jobs. The condition card's look-ups (issue 13) stay as they were.
 */
export function createContractsService(deps: {
  db: TDb;
  config?: TConfig;
  email?: TEmailService;
  files?: TFilesService;
  accounting?: AccountingGateway;
  jobs?: TJobs | null;
  /** Pay apps (issue 16): the project's invoiced and received work. */
  billing?: {
    invoicedWork(tx: TDbOrTx, projectId: number): Promise<{ invoiced: string; received: string }>;
    certifiedNumbers(tx: TDbOrTx, projectId: number): Promise<number[]>;
  };
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const need = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`The contracts module needs ${name}.`);
    return value;
  };
  const publicUrl = () => deps.config?.publicUrl ?? '';

  async function options(projectId: number) {
    if (!(await projectExists(db, projectId))) throw notFound(`There is no project ${projectId}.`);
    const [clientContracts, subContracts] = await Promise.all([
      listClientContracts(db, projectId),
      listSubContracts(db, projectId),
    ]);
    return { clientContracts, subContracts };
  }

  async function projectOr404(tx: TDbOrTx, projectId: number) {
    const project = await findProject(tx, projectId);
    if (!project) throw notFound(`There is no project ${projectId}.`);
    return project;
  }

  // ---- Reading ---------------------------------------------------------------------------------

  type TProjectInfo = NonNullable<Awaited<ReturnType<typeof findProject>>>;

  function inclusionsOf(
    amounts: TConditionAmount[],
    pick: (a: TConditionAmount) => string | null,
    guid: string,
  ) {
    const seen = new Map<string, number>();
    for (const a of amounts) if (pick(a) === guid) seen.set(a.subCategoryCode, a.mainCategoryId);
    return [...seen]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([text, categoryid]) => ({ text, categoryid }));
  }

  function toClient(
    row: TClientContractRow,
    project: TProjectInfo,
    amounts: TConditionAmount[],
  ): TClientContract {
    const mine = amounts.filter((a) => a.clientContractId === row.contractId);
    return {
      GUID: row.contractId,
      ProjectID: row.projectId,
      CompanyID: row.companyId,
      CompanyName: row.companyName ?? 'No client',
      ContractType: row.contractType,
      ContractDescription: row.description,
      ContractStageCategory: row.stage,
      ContractSentInd: row.sentInd,
      AlternatesInd: contractKind(row.contractType) === 'Alt' ? 1 : 0,
      AlternateSentInd: row.alternateSentInd,
      ClientWorkDays: row.workDays,
      Retention: displayedRetention(row.retention, row.stage),
      GrandTotal: clientContractTotal(mine),
      // Filled per contract only where exact (clientContracts below): issue 16.
      InvoicedTotal: '0.00',
      ReceivedTotal: '0.00',
      BidDate: project.submittedDate,
      ContractSentDate: row.sentDate,
      ClientApprovalDate: row.approvalDate,
      ApprovalSource: row.approvalSource,
      ContractFileUrl: fileUrl(row.contractFileKey),
      Inclusions: inclusionsOf(amounts, (a) => a.clientContractId, row.contractId),
      Accounting: {
        status: row.accountingStatus as TClientContract['Accounting']['status'],
        error: row.accountingError,
        at: row.accountingAt?.toISOString() ?? null,
      },
      displayType: 'data',
      projectName: project.projectName,
      workLocationName: project.workLocationName,
    };
  }

  function toSub(
    row: TSubContractRow,
    project: TProjectInfo,
    amounts: TConditionAmount[],
  ): TSubContract {
    const mine = amounts.filter((a) => a.subContractId === row.contractId);
    return {
      GUID: row.contractId,
      ProjectID: row.projectId,
      CompanyID: row.companyId,
      CompanyName: row.companyName ?? 'Placeholder',
      SubContractType: row.subContractType,
      ContractStageCategory: row.stage,
      SubContractSentInd: row.sentInd,
      SubWorkDays: row.workDays,
      Retention: displayedRetention(row.retention, row.stage),
      Total: subContractTotal(mine),
      Invoiced: '0.00',
      Received: '0.00',
      SubBidDate: row.bidDate,
      BidFileUrl: fileUrl(row.bidFileKey),
      SubContractSentDate: row.sentDate,
      SubApprovalDate: row.approvalDate,
      ApprovalSource: row.approvalSource,
      ContractFileUrl: fileUrl(row.contractFileKey),
      Inclusions: inclusionsOf(amounts, (a) => a.subContractId, row.contractId),
      Accounting: {
        status: row.accountingStatus as TSubContract['Accounting']['status'],
        error: row.accountingError,
        at: row.accountingAt?.toISOString() ?? null,
      },
      displayType: 'data',
      projectName: project.projectName,
    };
  }

  async function clientContracts(projectId: number, tx: TDbOrTx = db) {
    const project = await projectOr404(tx, projectId);
    const [rows, amounts, billed] = await Promise.all([
      clientContractRows(tx, { projectId }),
      projectConditionAmounts(tx, projectId),
      invoicedWork(tx, projectId),
    ]);
    const approved = rows.filter((r) => r.stage === 'Approved');
    return rows.map((r) => {
      const row = toClient(r, project, amounts);
      // Pay apps bill sub-categories, not contracts: a contract's share is exact only when it
      // is the project's one approved contract (docs/rules.md "Billing").
      return approved.length === 1 && approved[0] === r
        ? { ...row, InvoicedTotal: billed.invoiced, ReceivedTotal: billed.received }
        : row;
    });
  }

  /** The project's invoiced and received work on pay apps (0 without the billing module). */
  function invoicedWork(tx: TDbOrTx, projectId: number) {
    return deps.billing?.invoicedWork(tx, projectId) ?? { invoiced: '0.00', received: '0.00' };
  }

  async function subContracts(projectId: number, tx: TDbOrTx = db) {
    const project = await projectOr404(tx, projectId);
    const [rows, amounts] = await Promise.all([
      subContractRows(tx, { projectId }),
      projectConditionAmounts(tx, projectId),
    ]);
    return rows.map((r) => toSub(r, project, amounts));
  }

  async function clientTotals(projectId: number) {
    const [rows, billed] = await Promise.all([
      clientContracts(projectId),
      invoicedWork(db, projectId),
    ]);
    const { Approved, Pending, Inactive } = totalsByStage(
      rows.map((r) => ({ ...r, stage: r.ContractStageCategory })),
      (r) => ({ total: r.GrandTotal, invoiced: r.InvoicedTotal, received: r.ReceivedTotal }),
    );
    // Pay apps bill the approved schedule: the Approved footer holds the project's figures.
    return {
      totals: {
        Approved: { ...Approved, InvoicedTotal: billed.invoiced, ReceivedTotal: billed.received },
        Pending,
        Inactive,
      },
    };
  }

  async function subTotals(projectId: number) {
    const rows = await subContracts(projectId);
    return {
      totals: totalsByStage(
        rows.map((r) => ({ ...r, stage: r.ContractStageCategory })),
        (r) => ({ total: r.Total, invoiced: r.Invoiced, received: r.Received }),
      ),
    };
  }

  async function clientDetail(projectId: number) {
    await projectOr404(db, projectId);
    const [rows, amounts] = await Promise.all([
      clientContractRows(db, { projectId }),
      projectConditionAmounts(db, projectId),
    ]);
    const byId = new Map(rows.map((r) => [r.contractId, r]));
    const detail = contractDetail(
      amounts.flatMap((a) => {
        const c = a.clientContractId ? byId.get(a.clientContractId) : undefined;
        if (!c) return [];
        return [
          {
            categoryCode: a.categoryCode,
            mainCategoryID: a.mainCategoryId,
            subCategoryCode: a.subCategoryCode,
            contractType: c.contractType,
            stage: c.stage,
            amount: sumMoney([a.preTax, a.tax]),
          },
        ];
      }),
    );
    return {
      ...detail,
      coqty: detail.coTypes.length,
      approvedContractTypes: rows.filter((r) => r.stage === 'Approved').map((r) => r.contractType),
    };
  }

  async function subDetail(projectId: number) {
    await projectOr404(db, projectId);
    const [rows, amounts] = await Promise.all([
      subContractRows(db, { projectId }),
      projectConditionAmounts(db, projectId),
    ]);
    const byId = new Map(rows.map((r) => [r.contractId, r]));
    // A sub contract's changes: its alternates approved (Approved changes) or pending.
    const detail = contractDetail(
      amounts.flatMap((a) => {
        const c = a.subContractId ? byId.get(a.subContractId) : undefined;
        if (!c) return [];
        const type = c.subContractType;
        return [
          {
            categoryCode: a.categoryCode,
            mainCategoryID: a.mainCategoryId,
            subCategoryCode: a.subCategoryCode,
            companyName: c.companyName ?? 'Placeholder',
            // Sub alternates count as change orders on the sub detail.
            contractType: type === 'Base' ? 'Base' : `CO ${contractNumberOf(type)}`,
            stage: c.stage,
            amount: a.bidAmount,
          },
        ];
      }),
    );
    return {
      rows: detail.rows,
      totals: detail.totals,
      coTypes: [],
      coqty: 0,
      approvedContractTypes: rows
        .filter((r) => r.stage === 'Approved')
        .map((r) => r.subContractType),
    };
  }

  async function alternateTypes(projectId: number) {
    const rows = await clientContracts(projectId);
    return {
      alternateContractTypes: rows
        .filter((r) => r.AlternatesInd === 1)
        .map((r) => r.ContractType)
        .join(','),
    };
  }

  // ---- Creating --------------------------------------------------------------------------------

  async function addClient(user: TUser, projectId: number, kind: 'next' | 'alternate') {
    return keyedTransaction(db, async (tx) => {
      const locked = await lockProjectContractTypes(tx, projectId);
      if (!locked) throw notFound(`There is no project ${projectId}.`);
      const type =
        kind === 'alternate'
          ? nextAlternateType(locked.types)
          : nextClientContractType(locked.types);
      const values = {
        projectId,
        companyId: locked.clientCompanyId,
        contractType: type,
        contractNumber: contractNumberOf(type),
      };
      const id = await insertClientContract(tx, values);
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'client_contract',
        entityId: id,
        action: 'insert',
        after: values,
      });
      return {
        ClientContractOptions: await listClientContracts(tx, projectId),
        ClientContractID: id,
        ContractType: type,
      };
    });
  }

  async function addSub(user: TUser, projectId: number, companyId: number) {
    return keyedTransaction(db, async (tx) => {
      const locked = await lockProjectContractTypes(tx, projectId);
      if (!locked) throw notFound(`There is no project ${projectId}.`);
      const company = await findCompany(tx, companyId);
      if (!company) throw badRequest(`There is no company ${companyId}.`);
      if (company.subcontractorInd !== 1) {
        throw badRequest(`${company.companyName} is not marked as a subcontractor.`);
      }
      if (await subContractExists(tx, projectId, companyId, 'Base')) {
        throw conflict(`${company.companyName} already has a sub contract on this project.`);
      }
      const values = { projectId, companyId, subContractType: 'Base' };
      const id = await insertSubContract(tx, values);
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'sub_contract',
        entityId: id,
        action: 'insert',
        after: values,
      });
      return { SubContractID: id, SubContractOptions: await listSubContracts(tx, projectId) };
    });
  }

  // ---- Editing ---------------------------------------------------------------------------------

  async function lockClient(tx: TDbOrTx, guid: string) {
    const row = await lockClientContract(tx, guid);
    if (!row) throw notFound('There is no such client contract.');
    return row;
  }
  async function lockSub(tx: TDbOrTx, guid: string) {
    const row = await lockSubContract(tx, guid);
    if (!row) throw notFound('There is no such sub contract.');
    return row;
  }
  const refuseReadOnly = (row: { sentInd: number; stage: TContractStage }, what: string) => {
    if (isContractReadOnly(row)) {
      throw conflict(
        `The ${what} of a contract that has been ${row.stage === 'Approved' ? 'approved' : 'sent'} cannot be changed.`,
      );
    }
  };

  const retentionFraction = (percent: string | number) => {
    const value = parseDecimal(percent)!;
    if (compare(value, fromUnits(0n)) < 0 || compare(value, fromUnits(100n)) > 0) {
      throw badRequest('Retention must be a percent from 0 to 100.');
    }
    return toNumeric(fromPercent(value), 4);
  };

  async function editClient(
    user: TUser,
    guid: string,
    field: 'description' | 'workDays' | 'retention',
    value: string | number | null,
  ) {
    return db.transaction(async (tx) => {
      const row = await lockClient(tx, guid);
      const label = { description: 'description', workDays: 'work days', retention: 'retention' }[
        field
      ];
      refuseReadOnly(row, label);
      const after =
        field === 'retention'
          ? { retention: retentionFraction(value as string) }
          : field === 'workDays'
            ? { workDays: value as number | null }
            : { description: (value as string).trim() };
      await updateClientContract(tx, guid, after);
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'client_contract',
        entityId: guid,
        action: 'update',
        before: { [field]: row[field] },
        after,
      });
      const [contract] = (await clientContracts(row.projectId, tx)).filter((c) => c.GUID === guid);
      return { contract: contract! };
    });
  }

  async function editSub(
    user: TUser,
    guid: string,
    field: 'workDays' | 'retention',
    value: string | number | null,
  ) {
    return db.transaction(async (tx) => {
      const row = await lockSub(tx, guid);
      refuseReadOnly(row, field === 'workDays' ? 'work days' : 'retention');
      const after =
        field === 'retention'
          ? { retention: retentionFraction(value as string) }
          : { workDays: value as number | null };
      await updateSubContract(tx, guid, after);
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'sub_contract',
        entityId: guid,
        action: 'update',
        before: { [field]: row[field] },
        after,
      });
      const [contract] = (await subContracts(row.projectId, tx)).filter((c) => c.GUID === guid);
      return { contract: contract! };
    });
  }

  // ---- Readiness -------------------------------------------------------------------------------

  async function clientReadinessOf(tx: TDbOrTx, row: TClientContractRow) {
    const [all, amounts] = await Promise.all([
      clientContractRows(tx, { projectId: row.projectId }),
      projectConditionAmounts(tx, row.projectId),
    ]);
    const subs = await subContractRows(tx, { projectId: row.projectId });
    const placeholderSubs = new Set(
      subs.filter((s) => s.companyId === null).map((s) => s.contractId),
    );
    const baseApproved = all.some((c) => c.contractType === 'Base' && c.stage === 'Approved');
    const pendingAlternates = new Set(
      all
        .filter((c) => contractKind(c.contractType) === 'Alt' && c.stage === 'Pending')
        .map((c) => c.contractId),
    );
    return clientReadiness({
      contractType: row.contractType,
      description: row.description,
      workDays: row.workDays,
      baseApproved,
      unresolvedAlternateConditions: baseApproved
        ? amounts.filter((a) => a.clientContractId && pendingAlternates.has(a.clientContractId))
            .length
        : 0,
      placeholderConditions: amounts.filter(
        (a) =>
          a.clientContractId === row.contractId &&
          a.subContractId &&
          placeholderSubs.has(a.subContractId),
      ).length,
    });
  }

  async function checkClientReady(guid: string) {
    const [row] = await clientContractRows(db, { contractId: guid });
    if (!row) throw notFound('There is no such client contract.');
    return clientReadinessOf(db, row);
  }

  async function subReadinessOf(tx: TDbOrTx, row: TSubContractRow) {
    const [clients, amounts] = await Promise.all([
      clientContractRows(tx, { projectId: row.projectId }),
      projectConditionAmounts(tx, row.projectId),
    ]);
    return subReadiness({
      baseApproved: clients.some((c) => c.contractType === 'Base' && c.stage === 'Approved'),
      companyId: row.companyId,
      conditionCount: amounts.filter((a) => a.subContractId === row.contractId).length,
      workDays: row.workDays,
    });
  }

  async function checkSubReady(guid: string) {
    const [row] = await subContractRows(db, { contractId: guid });
    if (!row) throw notFound('There is no such sub contract.');
    return { subContractReady: await subReadinessOf(db, row) };
  }

  async function subEmail(guid: string) {
    const [row] = await subContractRows(db, { contractId: guid });
    if (!row) throw notFound('There is no such sub contract.');
    return { email: row.companyId ? ((await companyEmail(db, row.companyId)) ?? '') : '' };
  }

  // ---- Sending ---------------------------------------------------------------------------------

  function recipientsOr400(input: string | readonly string[], message: string) {
    const recipients = splitRecipients(input);
    if (!canSend(recipients, message)) {
      throw badRequest(
        recipients.length === 0
          ? 'Add at least one recipient.'
          : 'Write a message to send with the contract.',
      );
    }
    const bad = invalidRecipient(recipients);
    if (bad) throw badRequest(`"${bad}" is not an email address.`);
    return recipients;
  }

  /** A contract about to be sent, whatever its kind: what the send needs of it. */
  interface TSendable {
    contractId: string;
    projectId: number;
    stage: TContractStage;
    sentInd: number;
    sentDate: string | null;
    /** The §8 readiness message(s) that refuse the send, or null when it is ready. */
    refusal(): Promise<string | null>;
    /** The email's subject and its call to sign with the link (spec 1 §9). */
    email(project: TProjectInfo): { subject: string; call: string };
  }

  /** What differs between the two kinds when a contract is sent. */
  const SEND_KIND = {
    client: {
      entity: 'client_contract',
      notFound: 'There is no such client contract on this project.',
      update: updateClientContract,
      async lock(tx: TTx, guid: string): Promise<TSendable> {
        const row = await lockClient(tx, guid);
        return {
          ...row,
          async refusal() {
            const { messages } = await clientReadinessOf(tx, row);
            return messages.length > 0 ? messages.join(' ') : null;
          },
          email(project) {
            const links = contractLinks(publicUrl(), row.contractId, row.companyId);
            const what = row.contractType === 'Base' ? 'proposal' : row.contractType;
            return {
              subject: clientContractSubject({
                contractType: row.contractType,
                projectId: project.projectId,
                projectName: project.projectName,
                workLocationName: project.workLocationName,
              }),
              call: `Review and sign the ${what}: ${links.newStyle}`,
            };
          },
        };
      },
    },
    sub: {
      entity: 'sub_contract',
      notFound: 'There is no such sub contract on this project.',
      update: updateSubContract,
      async lock(tx: TTx, guid: string): Promise<TSendable> {
        const row = await lockSub(tx, guid);
        return {
          ...row,
          async refusal() {
            const readiness = await subReadinessOf(tx, row);
            const ready =
              readiness.clientContractApprovedInd === 1 && readiness.subContractReadyInd === 1;
            return ready ? null : readiness.message;
          },
          email(project) {
            const link = subContractLink(publicUrl(), row.contractId, row.companyId);
            return {
              subject: subContractSubject({
                subContractType: row.subContractType,
                projectId: project.projectId,
                projectName: project.projectName,
              }),
              call: `Review and sign the subcontract: ${link}`,
            };
          },
        };
      },
    },
  } as const;

  type TSendInput = { guid: string; projectID: number; recipients: string[]; message: string };

  /**
   * Sends a pending contract of either kind for signature: the recipients and message checked,
   * then in one transaction its readiness (400 with the §8 messages), the email through the
   * outbox with the kind's subject and link, the sent flag and date, and the audit row. Sub
   * contract recipients travel as one message, joined by semicolons (spec 1 §9).
   */
  async function sendContract(kind: keyof typeof SEND_KIND, user: TUser, input: TSendInput) {
    const email = need(deps.email, 'the email service');
    const recipients = recipientsOr400(input.recipients, input.message);
    const part = SEND_KIND[kind];
    const sent = await db.transaction(async (tx) => {
      const row = await part.lock(tx, input.guid);
      if (row.projectId !== input.projectID) throw notFound(part.notFound);
      if (row.stage !== 'Pending')
        throw conflict(`Only a pending contract can be sent; this one is ${row.stage}.`);
      const refused = await row.refusal();
      if (refused) throw badRequest(refused);
      const { subject, call } = row.email(await projectOr404(tx, row.projectId));
      const emailId = await email.queue(tx, {
        to: recipients,
        subject,
        text: `${input.message.trim()}\n\n${call}\n`,
        relatedEntity: part.entity,
        relatedId: row.contractId,
        isContractEmail: true,
        createdBy: user.UserID,
      });
      const after = { sentInd: 1, sentDate: isoDay(now()) };
      await part.update(tx, row.contractId, after);
      await recordAudit(tx, {
        userId: user.UserID,
        entity: part.entity,
        entityId: row.contractId,
        action: 'update',
        before: { sentInd: row.sentInd, sentDate: row.sentDate },
        after: { ...after, sentTo: recipients.join('; ') },
      });
      return { emailId, projectId: row.projectId };
    });
    await email.wake([sent.emailId]);
    return { projectId: sent.projectId, emailedTo: recipients };
  }
  async function sendClient(user: TUser, input: TSendInput) {
    const { projectId, emailedTo } = await sendContract('client', user, input);
    return { contracts: await clientContracts(projectId), emailedTo };
  }
  async function sendSub(user: TUser, input: TSendInput) {
    const { projectId, emailedTo } = await sendContract('sub', user, input);
    return { contracts: await subContracts(projectId), emailedTo };
  }

  async function sendAlternateSelection(
    user: TUser,
    input: { guid: string; recipients: string; text: string },
  ) {
    const email = need(deps.email, 'the email service');
    const recipients = recipientsOr400(input.recipients, input.text);
    const result = await db.transaction(async (tx) => {
      const row = await lockClient(tx, input.guid);
      if (contractKind(row.contractType) !== 'Alt')
        throw badRequest('The alternates form is sent for an alternate contract.');
      const project = await projectOr404(tx, row.projectId);
      const link = alternateApprovalLink(publicUrl(), row.contractId);
      const emailId = await email.queue(tx, {
        to: recipients,
        subject: alternateSelectionSubject({
          projectId: project.projectId,
          projectName: project.projectName,
        }),
        text: `${input.text.trim()}\n\nChoose your alternates: ${link}\n`,
        relatedEntity: 'client_contract',
        relatedId: row.contractId,
        isContractEmail: true,
        createdBy: user.UserID,
      });
      await updateClientContract(tx, row.contractId, { alternateSentInd: 1 });
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'client_contract',
        entityId: row.contractId,
        action: 'update',
        before: { alternateSentInd: row.alternateSentInd },
        after: { alternateSentInd: 1 },
      });
      const [contract] = (await clientContracts(row.projectId, tx)).filter(
        (c) => c.GUID === row.contractId,
      );
      return { emailId, contract: contract! };
    });
    await email.wake([result.emailId]);
    return { contract: result.contract, emailedTo: recipients };
  }

  // ---- Approval: the one rule for upload and signature -----------------------------------------

  /**
   * Approves a pending contract, whatever approves it (a manual upload on the tab, a signature
   * on the public page): one conditional UPDATE (a second approval, even a concurrent one, finds
   * it no longer pending: 409), its conditions become approved for that kind (ClientApprovedInd
   * or SubContractApprovedInd), which locks them, and an audit row. Runs in the caller's
   * transaction.
   */
  async function approve(
    tx: TDbOrTx,
    input: {
      party: TContractParty;
      guid: string;
      userId: number | null;
      values: {
        approvalDate: string;
        approvalSource: string;
        contractFileKey?: string | null;
        signedName?: string;
        signedAt?: Date;
        signatureEvidence?: string;
      };
      audit?: Record<string, unknown>;
    },
  ) {
    const approved = await approvePendingContract(tx, input.party, input.guid, input.values);
    if (!approved) throw conflict('This contract has already been approved or is not pending.');
    if (input.party === 'client') await setConditionsClientApproved(tx, input.guid, 1);
    else await setConditionsSubApproved(tx, input.guid, 1);
    await recordAudit(tx, {
      userId: input.userId,
      entity: `${input.party}_contract`,
      entityId: input.guid,
      action: 'update',
      before: { stage: 'Pending' },
      after: { stage: 'Approved', ...input.values, ...input.audit },
    });
  }

  // ---- Uploads ---------------------------------------------------------------------------------

  async function uploadContract(
    user: TUser,
    party: TContractParty,
    input: { guid: string | undefined; data: Buffer; fileName?: string },
  ) {
    const files = need(deps.files, 'the files service');
    if (!input.guid || !UUID.test(input.guid))
      throw badRequest('contractGUID must be a contract GUID.');
    const guid = input.guid.toLowerCase();
    const [row] =
      party === 'client'
        ? await clientContractRows(db, { contractId: guid })
        : await subContractRows(db, { contractId: guid });
    if (!row) throw notFound(`There is no such ${party} contract.`);
    if (row.stage !== 'Pending')
      throw conflict(
        `Only a pending contract can be approved by upload; this one is ${row.stage}.`,
      );
    if (party === 'client') {
      // The same readiness as a send (spec 1 §5: "before sending or uploading an approved pdf").
      const readiness = await clientReadinessOf(db, row as TClientContractRow);
      if (readiness.messages.length > 0) throw badRequest(readiness.messages.join(' '));
    }
    const upload = {
      data: input.data,
      fileName: input.fileName,
      accept: ['application/pdf'] as const,
      relatedEntity: 'project',
      relatedId: String(row.projectId),
      userId: user.UserID,
    };
    // The PDF is stored in the approval's commit, so a losing upload leaves no file (issue 30).
    const stored = await files.storeWith(upload, async (tx, file) => {
      const locked = party === 'client' ? await lockClient(tx, guid) : await lockSub(tx, guid);
      if (locked.stage !== 'Pending')
        throw conflict('The contract changed meanwhile; it is no longer pending.');
      await approve(tx, {
        party,
        guid,
        userId: user.UserID,
        values: {
          approvalDate: isoDay(now()),
          approvalSource: MANUAL_UPLOAD,
          contractFileKey: file.fileKey,
        },
      });
      return file;
    });
    return { guid, fileUrl: stored.url };
  }

  async function uploadBid(
    user: TUser,
    input: {
      guid: string | undefined;
      bidDate: string | undefined;
      data: Buffer;
      fileName?: string;
    },
  ) {
    const files = need(deps.files, 'the files service');
    if (!input.guid || !UUID.test(input.guid))
      throw badRequest('bidGUID must be a sub contract GUID.');
    const bidDate = parseBidDate(input.bidDate);
    if (!bidDate) throw badRequest('The bid date must be a date written MM/DD/YYYY.');
    const guid = input.guid.toLowerCase();
    const [row] = await subContractRows(db, { contractId: guid });
    if (!row) throw notFound('There is no such sub contract.');
    const stored = await files.storeUpload({
      data: input.data,
      fileName: input.fileName,
      accept: ['application/pdf'],
      relatedEntity: 'project',
      relatedId: String(row.projectId),
      userId: user.UserID,
    });
    await db.transaction(async (tx) => {
      const locked = await lockSub(tx, guid);
      const after = { bidDate, bidFileKey: stored.fileKey };
      await updateSubContract(tx, guid, after);
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'sub_contract',
        entityId: guid,
        action: 'update',
        before: { bidDate: locked.bidDate, bidFileKey: locked.bidFileKey },
        after,
      });
    });
    return { guid, fileUrl: stored.url };
  }

  async function fileUri(fileName: string) {
    const key = fileName.replace(/^\/api\/files\//, '').replace(/\.pdf$/i, '');
    if (!UUID.test(key) || !(await storedFileByKey(db, key)))
      throw notFound('There is no such file.');
    return { uri: `/api/files/${key.toLowerCase()}` };
  }

  // ---- Stage changes: one use case per kind ----------------------------------------------------

  /** What differs between the two kinds in a stage change: the table and the approval flag. */
  const STAGE_STORE = {
    client: {
      lock: lockClient,
      update: updateClientContract,
      setConditionsApproved: setConditionsClientApproved,
      entity: 'client_contract',
    },
    sub: {
      lock: lockSub,
      update: updateSubContract,
      setConditionsApproved: setConditionsSubApproved,
      entity: 'sub_contract',
    },
  } as const;

  /**
   * The one stage change of a contract, whatever screen asks: the allowed change (400
   * otherwise), the admin gate on return to pending (403), and in one transaction the stage, its
   * side effects (return to pending erases the signature and clears the conditions' approval of
   * that kind; the evidence goes to the audit log) and the audit rows.
   */
  async function changeStage(
    kind: keyof typeof STAGE_STORE,
    user: TUser,
    guid: string,
    action: TContractStageAction,
  ) {
    if (action === 'returnToPending' && !canReturnToPending(user)) {
      throw forbidden('Only an admin can return an approved contract to pending.');
    }
    const store = STAGE_STORE[kind];
    return db.transaction(async (tx) => {
      const row = await store.lock(tx, guid);
      const refused = refusedStageAction(action, row.stage);
      if (refused) throw badRequest(refused);
      if (kind === 'client' && action === 'returnToPending') {
        // Certified pay apps billed this signed contract (issue 28 item 3): it stays signed.
        const certified = (await deps.billing?.certifiedNumbers(tx, row.projectId)) ?? [];
        if (certified.length > 0)
          throw conflict(
            `Pay app${certified.length > 1 ? 's' : ''} ${certified.join(', ')} of this project ${certified.length > 1 ? 'were' : 'was'} certified against the approved client contracts, so this contract cannot return to pending: change its amount with a change order.`,
          );
      }
      const to = STAGE_ACTIONS[action].to;
      const after =
        action === 'returnToPending'
          ? {
              stage: to,
              approvalDate: null,
              approvalSource: null,
              signedName: null,
              signedAt: null,
              signatureEvidence: null,
              // The signed (or uploaded) PDF belongs to the erased approval (issue 15).
              contractFileKey: null,
              sentInd: 0,
            }
          : { stage: to };
      await store.update(tx, guid, after);
      if (action === 'returnToPending') await store.setConditionsApproved(tx, guid, 0);
      await recordAudit(tx, {
        userId: user.UserID,
        entity: store.entity,
        entityId: guid,
        action: 'update',
        before: {
          stage: row.stage,
          approvalDate: row.approvalDate,
          approvalSource: row.approvalSource,
          signedName: row.signedName,
          signedAt: row.signedAt,
          signatureEvidence: row.signatureEvidence,
          contractFileKey: row.contractFileKey,
          sentInd: row.sentInd,
        },
        after,
      });
      return { guid, ContractStageCategory: to };
    });
  }
  const changeClientStage = (user: TUser, guid: string, action: TContractStageAction) =>
    changeStage('client', user, guid, action);
  const changeSubStage = (user: TUser, guid: string, action: TContractStageAction) =>
    changeStage('sub', user, guid, action);

  async function setToPending(user: TUser, guid: string, type: 'c' | 's') {
    return type === 'c'
      ? changeClientStage(user, guid, 'returnToPending')
      : changeSubStage(user, guid, 'returnToPending');
  }

  // ---- Accounting ------------------------------------------------------------------------------

  async function markAccounting(
    party: TContractParty,
    guid: string,
    status: 'queued' | 'synced' | 'failed',
    error: string | null,
  ) {
    const values = { accountingStatus: status, accountingError: error, accountingAt: now() };
    if (party === 'client') await updateClientContract(db, guid, values);
    else await updateSubContract(db, guid, values);
  }

  /** The job's work: the contract as the gateway wants it, pushed; the outcome kept on the row. */
  async function runAccountingPush(job: TAccountingJob) {
    const accounting = need(deps.accounting, 'the accounting gateway');
    const [row] =
      job.party === 'client'
        ? await clientContractRows(db, { contractId: job.guid })
        : await subContractRows(db, { contractId: job.guid });
    if (!row) return;
    const amounts = await projectConditionAmounts(db, row.projectId);
    const mine = amounts.filter(
      (a) => (job.party === 'client' ? a.clientContractId : a.subContractId) === job.guid,
    );
    const lines = new Map<string, string[]>();
    for (const a of mine) {
      const amount = job.party === 'client' ? sumMoney([a.preTax, a.tax]) : a.bidAmount;
      lines.set(a.subCategoryCode, [...(lines.get(a.subCategoryCode) ?? []), amount]);
    }
    try {
      await accounting.pushContract(
        {
          guid: job.guid,
          party: job.party,
          contractType: 'contractType' in row ? row.contractType : row.subContractType,
          projectId: row.projectId,
          counterpartyId: String(row.companyId ?? ''),
          date: isoDay(now()),
          description: 'description' in row ? row.description || null : null,
          retention: job.party === 'sub' ? row.retention : null,
          lines: [...lines].map(([code, amountsOf]) => ({
            subCategoryCode: code,
            description: code,
            amount: sumMoney(amountsOf),
          })),
        },
        { withSignature: job.withSignature },
      );
      await markAccounting(job.party, job.guid, 'synced', null);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await markAccounting(job.party, job.guid, 'failed', message);
      if (error instanceof AccountingError && error.retryable) throw error;
    }
  }

  /** Queues the push (jobs), or runs it now where no jobs run (tests, one-off tools). */
  async function enqueuePush(job: TAccountingJob) {
    await markAccounting(job.party, job.guid, 'queued', null);
    if (deps.jobs) {
      await deps.jobs.send(QUEUES.accounting, { kind: 'contract', ...job });
    } else {
      await runAccountingPush(job).catch(() => undefined);
    }
  }

  async function accountingReply(party: TContractParty, guid: string) {
    const [row] =
      party === 'client'
        ? await clientContractRows(db, { contractId: guid })
        : await subContractRows(db, { contractId: guid });
    return {
      guid,
      Accounting: {
        status: row!.accountingStatus as 'none' | 'queued' | 'synced' | 'failed',
        error: row!.accountingError,
        at: row!.accountingAt?.toISOString() ?? null,
      },
    };
  }

  /** A push without signature runs once: queued or done, a repeat is the forced re-sync's job. */
  function refuseRepeatedPush(row: { approvalSource: string | null; accountingStatus: string }) {
    if (row.approvalSource !== NO_SIGNATURE) return;
    if (row.accountingStatus !== 'queued' && row.accountingStatus !== 'synced') return;
    throw conflict(
      `This contract was already pushed to accounting without signature (${row.accountingStatus}). ` +
        'To send it again, force a re-sync (role Acumatica Errors).',
    );
  }

  async function pushWithoutSignature(user: TUser, party: TContractParty, guid: string) {
    if (!canPushWithoutSignature(user)) {
      throw forbidden(
        'Pushing a contract without signature needs permission 10 (Push contracts without signature).',
      );
    }
    await db.transaction(async (tx) => {
      const row = party === 'client' ? await lockClient(tx, guid) : await lockSub(tx, guid);
      if (row.stage !== 'Pending')
        throw conflict(
          `Only a pending contract can be pushed without signature; this one is ${row.stage}.`,
        );
      if (row.companyId === null)
        throw badRequest('Choose the company of this contract before pushing it.');
      refuseRepeatedPush(row);
      await recordAudit(tx, {
        userId: user.UserID,
        entity: `${party}_contract`,
        entityId: guid,
        action: 'update',
        before: { approvalSource: row.approvalSource, accountingStatus: row.accountingStatus },
        after: { approvalSource: NO_SIGNATURE, accountingStatus: 'queued' },
      });
      // Queued in the same commit as the row lock's check: a second call waits for this commit
      // and then finds the push queued (issue 30 item 3).
      const values = {
        approvalSource: NO_SIGNATURE,
        accountingStatus: 'queued' as const,
        accountingError: null,
        accountingAt: now(),
      };
      if (party === 'client') await updateClientContract(tx, guid, values);
      else await updateSubContract(tx, guid, values);
    });
    await enqueuePush({ party, guid, withSignature: false });
    return accountingReply(party, guid);
  }

  async function forceResync(user: TUser, projectId: number, guid: string) {
    if (!canForceResync(user))
      throw forbidden('Forcing a re-sync needs the role Acumatica Errors.');
    const [client] = await clientContractRows(db, { contractId: guid });
    const [sub] = client ? [undefined] : await subContractRows(db, { contractId: guid });
    const row = client ?? sub;
    if (!row || row.projectId !== projectId)
      throw notFound('There is no such contract on this project.');
    const pushedUnsigned = row.stage === 'Pending' && row.approvalSource === NO_SIGNATURE;
    if (row.stage !== 'Approved' && !pushedUnsigned)
      throw conflict(
        `Only an approved contract, or one pushed without signature, can be re-synced; this one is ${row.stage}.`,
      );
    const party: TContractParty = client ? 'client' : 'sub';
    await db.transaction((tx) =>
      recordAudit(tx, {
        userId: user.UserID,
        entity: `${party}_contract`,
        entityId: guid,
        action: 'update',
        before: { accountingStatus: row.accountingStatus },
        after: { accountingStatus: 'queued', resync: 'forced' },
      }),
    );
    await enqueuePush({ party, guid, withSignature: row.approvalSource !== NO_SIGNATURE });
    return accountingReply(party, guid);
  }

  // ---- v2 --------------------------------------------------------------------------------------

  async function v2Project(projectId: number) {
    const p = await projectOr404(db, projectId);
    return {
      project: {
        id: p.projectId,
        name: p.projectName,
        api_version: p.apiVersion,
        work_location_name: p.workLocationName,
      },
    };
  }

  async function v2Contracts(projectId: number) {
    const rows = await clientContracts(projectId);
    return {
      contracts: rows.map((r) => ({
        type: r.ContractType,
        guid: r.GUID,
        grand_total: r.GrandTotal,
        stage: r.ContractStageCategory,
        sent: r.ContractSentInd === 1,
      })),
      totals: rows
        .filter((r) => r.ContractStageCategory !== 'Inactive')
        .map((r) => ({ type: r.ContractType, guid: r.GUID, grand_total: r.GrandTotal })),
    };
  }

  /** One contract row by GUID, of either kind, for the public contract page (issue 15). */
  async function contractRow(tx: TDbOrTx, party: TContractParty, guid: string) {
    if (party === 'client') {
      const [row] = await clientContractRows(tx, { contractId: guid });
      return row ? { ...row, typeName: row.contractType } : null;
    }
    const [row] = await subContractRows(tx, { contractId: guid });
    return row ? { ...row, typeName: row.subContractType, description: '' } : null;
  }

  /** Keeps the signed PDF rendered after a signature on the contract, with its audit row. */
  async function setSignedPdf(party: TContractParty, guid: string, fileKey: string) {
    await db.transaction(async (tx) => {
      if (party === 'client') await updateClientContract(tx, guid, { contractFileKey: fileKey });
      else await updateSubContract(tx, guid, { contractFileKey: fileKey });
      await recordAudit(tx, {
        userId: null,
        entity: `${party}_contract`,
        entityId: guid,
        action: 'update',
        before: { contractFileKey: null },
        after: { contractFileKey: fileKey, signedPdf: true },
      });
    });
  }

  return {
    options,
    contractRow,
    setSignedPdf,
    /** A client contract of the project, or null (also for text that is not a UUID). */
    findClientContract: (tx: TDbOrTx, projectId: number, contractId: string) =>
      UUID.test(contractId) ? findClientContract(tx, projectId, contractId) : null,
    findSubContract: (tx: TDbOrTx, projectId: number, contractId: string) =>
      UUID.test(contractId) ? findSubContract(tx, projectId, contractId) : null,
    clientContracts: async (projectId: number) => ({ contracts: await clientContracts(projectId) }),
    subContracts: async (projectId: number) => ({ contracts: await subContracts(projectId) }),
    clientTotals,
    subTotals,
    clientDetail,
    subDetail,
    alternateTypes,
    addClient,
    addSub,
    editClient,
    editSub,
    checkClientReady,
    checkSubReady,
    subEmail,
    sendClient,
    sendSub,
    sendAlternateSelection,
    uploadContract,
    approve,
    uploadBid,
    fileUri,
    changeClientStage,
    changeSubStage,
    setToPending,
    pushWithoutSignature,
    forceResync,
    runAccountingPush,
    v2Project,
    v2Contracts,
  };
}
export type TContractsService = ReturnType<typeof createContractsService>;
