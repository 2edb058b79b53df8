import type { TAlternate, TAlternateApprovalItems } from '@n5/shared/contracts/alternate-approval';
import {
  ALTERNATE_TEXTS,
  alternateSelectedEmail,
  alternateSelectionTotals,
} from '@n5/shared/contracts/alternates';
import { clientContractTotal, sumMoney } from '@n5/shared/contracts/rules';
import {
  closedProjectMessage,
  isClosedForPublicDecisions,
} from '@n5/shared/project/public-decisions';
import type { TConfig } from '../../config/env';
import type { TDb, TDbOrTx } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { TEmailService } from '../email/service';
import {
  alternateConditions,
  alternateContracts,
  alternateProjectHeader,
  projectOfAlternateLink,
  type TAlternateConditionRow,
  type TAlternateContractRow,
} from './alternate-approval-queries';
import { setConditionsClientApproved, updateClientContract } from './queries';

/** How a chosen alternate was approved (client_contracts.approval_source). */
export const ALTERNATE_SELECTION_SOURCE = 'Alternate selection';

/**
 * The public alternate-approval page (spec 3 §2.5, issue 15 item 5). The link's GUID opens only
 * its own project. The submission saves every alternate's answer, makes the chosen ones approved
 * changes (stage Approved, conditions client-approved) and the others Inactive, and queues the
 * project manager's email, all in one transaction; the totals are recomputed here, never taken
 * from the browser. A second submission is a 409.
 */
export function createAlternateApprovalService(deps: {
  db: TDb;
  config?: TConfig;
  email?: TEmailService;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const companyName = () => deps.config?.COMPANY_NAME ?? '';

  async function projectOr404(tx: TDbOrTx, guid: string) {
    const projectId = await projectOfAlternateLink(tx, guid);
    if (projectId === null) throw notFound(ALTERNATE_TEXTS.notFound);
    return projectId;
  }

  /** The Base, and the alternates still open or already answered (dropped ones are hidden). */
  const shown = (rows: TAlternateContractRow[]) =>
    rows.filter(
      (r) => r.contractType === 'Base' || r.stage !== 'Inactive' || r.alternateSelectedInd !== null,
    );

  async function read(tx: TDbOrTx, projectId: number): Promise<TAlternateApprovalItems> {
    const header = await alternateProjectHeader(tx, projectId);
    if (!header) throw notFound(ALTERNATE_TEXTS.notFound);
    const contracts = shown(await alternateContracts(tx, projectId));
    const lines = await alternateConditions(
      tx,
      contracts.map((c) => c.contractId),
    );
    const format = header.proposalFormatType;
    const alternates = contracts.map((c) =>
      alternateOf(
        c,
        projectId,
        format,
        lines.filter((l) => l.contractId === c.contractId),
      ),
    );
    return {
      project: {
        ProjectID: header.projectId,
        ProjectName: header.projectName,
        ProjectDescription: header.projectDescription ?? '',
        ProposalFormatType: format,
        AlternatesSelectedInd: contracts.some((c) => c.alternateSelectedInd !== null) ? 1 : 0,
        contactName: header.contactName ?? '',
        CompanyName: header.companyName ?? '',
        contactPhone: header.contactPhone ?? '',
        contactEmail: header.contactEmail ?? '',
        PMDisplayName: header.pmName ?? '',
        PMCompanyName: companyName(),
        PMEmail: header.pmEmail ?? '',
        // Users carry no phone number in this system: the page shows it empty (spec: else empty).
        PMPhone: '',
        closedMessage: isClosedForPublicDecisions(header.stageType)
          ? closedProjectMessage(header.stageType, header.pmName)
          : null,
      },
      alternates,
    };
  }

  async function items(guid: string) {
    return read(db, await projectOr404(db, guid));
  }

  async function submit(input: { guid: string; selectedTypes: string[] }, ip: string | null) {
    const email = deps.email;
    const result = await db.transaction(async (tx) => {
      const projectId = await projectOr404(tx, input.guid);
      const contracts = shown(await alternateContracts(tx, projectId, true));
      const alternates = contracts.filter((c) => c.contractType !== 'Base');
      if (alternates.some((a) => a.alternateSelectedInd !== null))
        throw conflict('This selection was already submitted. Please contact the Project Manager.');
      // Nothing to answer (every alternate dropped by the office): nothing is saved or sent.
      if (alternates.length === 0)
        throw conflict(
          'This project has no alternates to choose. Please contact the Project Manager.',
        );
      const offered = new Set(alternates.map((a) => a.contractType));
      const unknown = input.selectedTypes.find((t) => !offered.has(t));
      if (unknown !== undefined)
        throw badRequest(`"${unknown.slice(0, 20)}" is not an alternate of this project.`);
      const chosen = new Set(input.selectedTypes);

      const before = await read(tx, projectId);
      // A closed project takes no selection (issue 30 item 12).
      if (before.project.closedMessage) throw conflict(before.project.closedMessage);
      const totals = alternateSelectionTotals(
        before.alternates.map((a) => ({
          contractType: a.ContractType,
          total: a.Total,
          kansasRemodelTax: a.KansasRemodelTax,
        })),
        chosen,
      );
      const at = now();
      for (const a of alternates) {
        const isChosen = chosen.has(a.contractType);
        const after = {
          alternateSelectedInd: isChosen ? 1 : 0,
          alternateSelectedAt: at,
          // Only an open alternate changes stage; one the office already settled keeps it.
          ...(a.stage === 'Pending'
            ? isChosen
              ? {
                  stage: 'Approved' as const,
                  approvalDate: at.toISOString().slice(0, 10),
                  approvalSource: ALTERNATE_SELECTION_SOURCE,
                }
              : { stage: 'Inactive' as const }
            : {}),
        };
        await updateClientContract(tx, a.contractId, after);
        if (isChosen && a.stage === 'Pending')
          await setConditionsClientApproved(tx, a.contractId, 1);
        await recordAudit(tx, {
          userId: null,
          entity: 'client_contract',
          entityId: a.contractId,
          action: 'update',
          before: { alternateSelectedInd: null, stage: a.stage },
          after: { ...after, submittedFrom: ip },
        });
      }

      const { project } = before;
      let emailId: number | null = null;
      if (email && project.PMEmail) {
        const message = alternateSelectedEmail({
          projectId,
          projectName: project.ProjectName,
          clientName: project.contactName || project.CompanyName,
          chosenTypes: alternates.map((a) => a.contractType).filter((t) => chosen.has(t)),
          totals,
        });
        emailId = await email.queue(tx, {
          to: [project.PMEmail],
          ...message,
          relatedEntity: 'project',
          relatedId: projectId,
          isContractEmail: true,
          createdBy: null,
        });
      }
      return { emailId, reply: { ...(await read(tx, projectId)), totals } };
    });
    if (email && result.emailId !== null) await email.wake([result.emailId]);
    return result.reply;
  }

  return { items, submit };
}
export type TAlternateApprovalService = ReturnType<typeof createAlternateApprovalService>;

/** One contract type's table: categories, their sub-categories' conditions, and its prices. */
function alternateOf(
  contract: TAlternateContractRow,
  projectId: number,
  format: TAlternate['proposalFormatType'],
  lines: TAlternateConditionRow[],
): TAlternate {
  const categories = new Map<string, TAlternate['category'][number]>();
  for (const l of lines) {
    let category = categories.get(l.categoryCode);
    if (!category) {
      category = { categoryCode: l.categoryCode, categoryName: l.categoryName, inclusion: [] };
      categories.set(l.categoryCode, category);
    }
    category.inclusion.push({
      subcategoryCode: l.subcategoryCode,
      subcategoryName: l.subcategoryName,
      summaryDescription: l.summaryDescription ?? '',
      conditionName: l.conditionName,
      internalComments: l.internalComments,
      preTax: l.preTax,
    });
  }
  return {
    ContractType: contract.contractType,
    ProjectID: projectId,
    AlternateSelectedInd:
      contract.contractType === 'Base' || contract.alternateSelectedInd === 1 ? 1 : 0,
    proposalFormatType: format,
    Total: sumMoney(lines.map((l) => l.preTax)),
    KansasRemodelTax: sumMoney(lines.map((l) => l.tax)),
    GrandTotal: clientContractTotal(lines),
    category: [...categories.values()],
  };
}
