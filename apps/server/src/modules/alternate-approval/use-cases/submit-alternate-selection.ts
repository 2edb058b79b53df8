import type { TAlternateApprovalItems } from '@n5/shared/contracts/alternate-approval';
import { alternateSelectedEmail, alternateSelectionTotals } from '@n5/shared/contracts/alternates';
import type { TDbOrTx } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import { badRequest, conflict } from '../../../lib/errors';
import { ALTERNATE_SELECTION_SOURCE, linkProjectOr404, type TAlternateApprovalDeps } from '../deps';
import { readAlternates, shown } from '../present';
import {
  alternateContracts,
  approveAlternateConditions,
  saveAlternateAnswer,
  type TAlternateContractRow,
} from '../queries';

type TInput = { guid: string; selectedTypes: string[] };

/** The alternates still to answer, and the chosen ones checked against them (409, 400). */
function chosenOr4xx(contracts: TAlternateContractRow[], input: TInput) {
  const alternates = contracts.filter((c) => c.contractType !== 'Base');
  if (alternates.some((a) => a.alternateSelectedInd !== null))
    throw conflict('This selection was already submitted. Please contact the Project Manager.');
  // Nothing to answer (every alternate dropped by the office): nothing is saved or sent.
  if (alternates.length === 0)
    throw conflict('This project has no alternates to choose. Please contact the Project Manager.');
  const offered = new Set(alternates.map((a) => a.contractType));
  const unknown = input.selectedTypes.find((t) => !offered.has(t));
  if (unknown !== undefined)
    throw badRequest(`"${unknown.slice(0, 20)}" is not an alternate of this project.`);
  return { alternates, chosen: new Set(input.selectedTypes) };
}

/** Saves every alternate's answer: the chosen open ones approved, the other open ones inactive. */
async function saveAnswers(
  tx: TDbOrTx,
  alternates: TAlternateContractRow[],
  chosen: Set<string>,
  at: Date,
  ip: string | null,
) {
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
    await saveAlternateAnswer(tx, a.contractId, after);
    if (isChosen && a.stage === 'Pending') await approveAlternateConditions(tx, a.contractId);
    await recordAudit(tx, {
      userId: null,
      entity: 'client_contract',
      entityId: a.contractId,
      action: 'update',
      before: { alternateSelectedInd: null, stage: a.stage },
      after: { ...after, submittedFrom: ip },
    });
  }
}

/** Queues the project manager's email of the choice (null without a PM email or email service). */
async function queuePmEmail(
  deps: TAlternateApprovalDeps,
  tx: TDbOrTx,
  input: {
    project: TAlternateApprovalItems['project'];
    chosenTypes: string[];
    totals: ReturnType<typeof alternateSelectionTotals>;
  },
) {
  const { project } = input;
  if (!deps.email || !project.PMEmail) return null;
  const message = alternateSelectedEmail({
    projectId: project.ProjectID,
    projectName: project.ProjectName,
    clientName: project.contactName || project.CompanyName,
    chosenTypes: input.chosenTypes,
    totals: input.totals,
  });
  return deps.email.queue(tx, {
    to: [project.PMEmail],
    ...message,
    relatedEntity: 'project',
    relatedId: project.ProjectID,
    isContractEmail: true,
    createdBy: null,
  });
}

/**
 * The client's submission on the public alternate-approval page (spec 3 §2.5, issue 15 item 5):
 * every alternate's answer saved, the chosen ones approved changes (stage Approved, conditions
 * client-approved) and the others Inactive, and the project manager's email queued, all in one
 * transaction; the totals are recomputed here, never taken from the browser. A second
 * submission is a 409; a closed project takes none (issue 30 item 12). The caller is the link's
 * holder, known by address only.
 */
export async function submitAlternateSelection(
  deps: TAlternateApprovalDeps,
  input: TInput,
  caller: { ip: string | null },
) {
  const result = await deps.db.transaction(async (tx) => {
    const projectId = await linkProjectOr404(tx, input.guid);
    const contracts = shown(await alternateContracts(tx, projectId, true));
    const { alternates, chosen } = chosenOr4xx(contracts, input);
    const before = await readAlternates(deps, tx, projectId);
    if (before.project.closedMessage) throw conflict(before.project.closedMessage);
    const totals = alternateSelectionTotals(
      before.alternates.map((a) => ({
        contractType: a.ContractType,
        total: a.Total,
        kansasRemodelTax: a.KansasRemodelTax,
      })),
      chosen,
    );
    await saveAnswers(tx, alternates, chosen, (deps.now ?? (() => new Date()))(), caller.ip);
    const emailId = await queuePmEmail(deps, tx, {
      project: before.project,
      chosenTypes: alternates.map((a) => a.contractType).filter((t) => chosen.has(t)),
      totals,
    });
    return { emailId, reply: { ...(await readAlternates(deps, tx, projectId)), totals } };
  });
  if (deps.email && result.emailId !== null) await deps.email.wake([result.emailId]);
  return result.reply;
}
