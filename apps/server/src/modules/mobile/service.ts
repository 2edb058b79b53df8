import { needsPermissions, PERMISSION } from '@n5/shared/permissions/roles';
import { createHash } from 'node:crypto';
import { add, fromNumeric, toNumeric, ZERO, type TDecimal } from '@n5/shared/core/decimal';
import {
  canSignJobStartup,
  canViewOthersHours,
  isAwaitingJobStartup,
  jobStartupClosedMessage,
  MOBILE_TEXTS,
  payPeriodDays,
  PNG_DATA_URL_PREFIX,
  remainingBudgetOf,
  ZJobStartupFields,
} from '@n5/shared/mobile/rules';
import { refusalMessage } from '@n5/shared/core/field-rules';
import type { TUser } from '@n5/shared/session/schemas';
import type { TConfig } from '../../config/env';
import type { TDb, TDbOrTx } from '../../db/client';
import type { AccountingGateway, TPersonRef } from '../../lib/accounting/gateway';
import { recordAudit } from '../../lib/audit';
import { keyedTransaction } from '../../lib/idempotency/keyed-transaction';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { decodePngDataUrl } from '../../lib/png-data-url';
import type { TBrowserService } from '../browser/service';
import type { TTrackingService } from '../tracking/index';
import {
  findMobileProject,
  findUserName,
  insertJobStartupSignature,
  listJobStartupSignatures,
  listMobileProjects,
  listProjectLabels,
  listUserAssignments,
  lockProject,
  markJobStartupSigned,
} from './queries';

const personKey = (p: TPersonRef) =>
  p.userId !== null ? `u${p.userId}` : (p.employeeId ?? p.email ?? p.name ?? 'unknown');
const personName = (p: TPersonRef) => p.name ?? p.email ?? p.employeeId ?? 'Unknown person';

/** A time zone the server's Intl knows, else UTC (the moment itself is stored in UTC anyway). */
function knownTimeZone(zone: string | undefined) {
  if (!zone) return 'UTC';
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

/**
 * The field area (spec 3 §2.9): dispatch from the accounting gateway, the project list and page,
 * job start-up signatures with their evidence, and the weekly hours of a pay period.
 */
export function createMobileService(deps: {
  db: TDb;
  accounting: AccountingGateway;
  browser: TBrowserService;
  tracking: TTrackingService;
  config: TConfig;
}) {
  const { db, accounting, browser, tracking, config } = deps;

  async function getProject(projectId: number) {
    const project = await findMobileProject(db, projectId);
    if (!project) throw notFound(`There is no project ${projectId}.`);
    return project;
  }

  async function dispatchDay(date: string) {
    const rows = await accounting.getDispatch(date);
    const labels = new Map(
      (await listProjectLabels(db, [...new Set(rows.map((r) => r.projectId))])).map((p) => [
        p.projectID,
        p,
      ]),
    );
    const labelOf = (projectId: number) =>
      labels.get(projectId) ?? {
        projectID: projectId,
        projectName: `Project ${projectId}`,
        workLocationName: null,
        companyName: null,
      };
    return { rows, labelOf };
  }

  async function dispatchByTeamMember(date: string) {
    const { rows, labelOf } = await dispatchDay(date);
    const people = new Map<
      string,
      {
        key: string;
        userID: number | null;
        displayName: string;
        projects: Array<{
          projectID: number;
          projectName: string;
          workLocationName: string | null;
          subCategoryCode: string | null;
        }>;
      }
    >();
    for (const row of rows) {
      const key = personKey(row.person);
      const person = people.get(key) ?? {
        key,
        userID: row.person.userId,
        displayName: personName(row.person),
        projects: [],
      };
      const { projectID, projectName, workLocationName } = labelOf(row.projectId);
      person.projects.push({
        projectID,
        projectName,
        workLocationName,
        subCategoryCode: row.subCategoryCode,
      });
      people.set(key, person);
    }
    const sorted = [...people.values()].sort((a, b) => a.displayName.localeCompare(b.displayName));
    return { assignmentDate: date, people: sorted };
  }

  async function dispatchByProject(date: string) {
    const { rows, labelOf } = await dispatchDay(date);
    const byProject = new Map<
      number,
      ReturnType<typeof labelOf> & {
        people: Array<{
          key: string;
          userID: number | null;
          displayName: string;
          subCategoryCode: string | null;
        }>;
      }
    >();
    for (const row of rows) {
      const project = byProject.get(row.projectId) ?? { ...labelOf(row.projectId), people: [] };
      project.people.push({
        key: personKey(row.person),
        userID: row.person.userId,
        displayName: personName(row.person),
        subCategoryCode: row.subCategoryCode,
      });
      byProject.set(row.projectId, project);
    }
    const sorted = [...byProject.values()].sort((a, b) =>
      a.projectName.localeCompare(b.projectName),
    );
    return { assignmentDate: date, projects: sorted };
  }

  async function listProjects(user: TUser) {
    const rows = await listMobileProjects(db, user.UserID);
    return {
      projects: rows.map((r) => ({
        ...r,
        searchText: [r.projectID, r.projectName, r.companyName, r.workLocationName]
          .filter((part) => part !== null && part !== '')
          .join(' '),
      })),
    };
  }

  async function projectCategories(projectId: number) {
    await getProject(projectId);
    const rows = await accounting.exportProjectBudget(projectId);
    const codes = new Map<string, string>();
    for (const row of rows)
      if (!codes.has(row.subCategoryCode)) codes.set(row.subCategoryCode, row.description);
    return {
      categories: [...codes]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([subCategoryCode, description]) => ({ subCategoryCode, description })),
    };
  }

  async function projectInfo(projectId: number) {
    const { jobStartupSignedAt, ...project } = await getProject(projectId);
    // Remaining: the Tracking tab's Cost Management figures (issue 40 item 3), not a budget of
    // its own, so the phone and the office never disagree.
    const [row, management] = await Promise.all([
      browser.getRow(projectId),
      tracking.getCostManagement({ projectId }),
    ]);
    return {
      project: {
        ...project,
        awaitingJobStartupInd: isAwaitingJobStartup(project.stageType, jobStartupSignedAt ? 1 : 0)
          ? (1 as const)
          : (0 as const),
        flags: {
          forecast: row.ForecastColor,
          JobStartup: row.ScopeAckColor,
          clientContract: row.ClientContractColor,
          bids: row.BidsColor,
          subcontractorContract: row.SubcontractorContractColor,
        },
        ...remainingBudgetOf(management.totals),
      },
    };
  }

  async function listSignatures(projectId: number) {
    await getProject(projectId);
    return signaturesReply(db, projectId);
  }

  async function signaturesReply(dbOrTx: TDbOrTx, projectId: number) {
    const rows = await listJobStartupSignatures(dbOrTx, projectId);
    return {
      signatures: rows.map(({ png, signedAt, ...rest }) => ({
        ...rest,
        signature: `${PNG_DATA_URL_PREFIX}${png.toString('base64')}`,
        signedAt: signedAt.toISOString(),
      })),
    };
  }

  /**
   * Spec 3 §5: name, company and a drawn signature are required. The PNG is kept with the
   * evidence of a contract signature: when (UTC, and the signer's zone), from which address and
   * device, who was signed in, and the image's SHA-256; the first signature turns the project's
   * Job Start Up flag green. One transaction with its audit row.
   */
  async function addSignature(
    input: {
      projectID: number;
      name: string;
      company: string;
      signature: string;
      timeZone?: string;
    },
    user: TUser,
    client: { ip: string; userAgent: string | null },
  ) {
    const fields = ZJobStartupFields.safeParse(input);
    if (!fields.success) throw badRequest(refusalMessage(fields.error));
    const { name, company } = fields.data;
    const png = decodePngDataUrl(input.signature);
    if (
      png === 'empty' ||
      (png === 'invalid' && !input.signature.startsWith(PNG_DATA_URL_PREFIX))
    ) {
      throw badRequest(
        `${MOBILE_TEXTS.missingSignatureTitle}: ${MOBILE_TEXTS.missingSignatureText}`,
      );
    }
    if (png === 'invalid') throw badRequest('The signature must be a PNG image.');
    const sha256 = createHash('sha256').update(png).digest('hex');
    const timeZone = knownTimeZone(input.timeZone);
    // Keyed (Idempotency-Key): a retried signature is stored once, and answered with the list
    // as it stood after the first one.
    return keyedTransaction(db, async (tx) => {
      const project = await lockProject(tx, input.projectID);
      if (!project) throw notFound(`There is no project ${input.projectID}.`);
      if (!canSignJobStartup(project.stageType)) {
        throw conflict(jobStartupClosedMessage(project.stageType));
      }
      const row = await insertJobStartupSignature(tx, {
        projectId: input.projectID,
        signerName: name,
        company,
        signaturePng: png,
        signatureSha256: sha256,
        timeZone,
        ipAddress: client.ip,
        userAgent: client.userAgent,
        collectedBy: user.UserID,
      });
      await markJobStartupSigned(tx, input.projectID, row.signedAt);
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'job_startup_signature',
        entityId: row.signatureId,
        action: 'insert',
        after: {
          projectId: input.projectID,
          signerName: name,
          company,
          signatureSha256: sha256,
          signedAt: row.signedAt.toISOString(),
          timeZone,
          ipAddress: client.ip,
          userAgent: client.userAgent,
        },
      });
      return signaturesReply(tx, input.projectID);
    });
  }

  async function weeklyAssignments(input: { userID?: number; payPeriodDate: string }, user: TUser) {
    const userId = input.userID ?? user.UserID;
    if (userId !== user.UserID && !canViewOthersHours(user)) {
      throw forbidden(
        `Only users with ${needsPermissions([PERMISSION.OFFICE_APP, PERMISSION.BILLING_MANAGER], 'or')} may see another person's hours.`,
      );
    }
    const person = await findUserName(db, userId);
    if (!person) throw notFound(`There is no user ${userId}.`);
    const days = payPeriodDays(input.payPeriodDate);
    const rows = await listUserAssignments(db, { userId, from: days[0]!, to: days[6]! });
    let regular: TDecimal = ZERO;
    let overtime: TDecimal = ZERO;
    for (const row of rows) {
      regular = add(regular, fromNumeric(row.regularHours));
      overtime = add(overtime, fromNumeric(row.overtimeHours));
    }
    return {
      userID: person.userId,
      displayName: person.displayName,
      payPeriodStart: days[0]!,
      payPeriodEnd: days[6]!,
      days: days.map((date) => ({
        date,
        assignments: rows.filter((r) => r.date === date).map(({ date: _date, ...rest }) => rest),
      })),
      totals: {
        regularHoursTotal: toNumeric(regular, 2),
        overtimeHoursTotal: toNumeric(overtime, 2),
      },
    };
  }

  return {
    menuLinks: () => ({
      links: {
        paylocity: config.MOBILE_PAYLOCITY_URL || null,
        profile: config.MOBILE_PROFILE_URL || null,
      },
    }),
    dispatchByTeamMember,
    dispatchByProject,
    listProjects,
    projectCategories,
    projectInfo,
    listSignatures,
    addSignature,
    weeklyAssignments,
  };
}
export type TMobileService = ReturnType<typeof createMobileService>;
