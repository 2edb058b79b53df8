import { scheduleReductionRefusal, withChangeOrder } from '@n5/shared/billing/deductions';
import type { TContractStage } from '@n5/shared/contracts/constants';
import { add, fromNumeric, PLACES, toNumeric } from '@n5/shared/core/decimal';
import {
  canSend,
  clientContractSubject,
  contractLinks,
  invalidRecipient,
  splitRecipients,
  subContractLink,
  subContractSubject,
} from '@n5/shared/contracts/rules';
import type { TTx } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { lockClient, lockSub, publicUrlOf, type TContractsDeps, type TProjectInfo } from './deps';
import { projectConditionAmounts, updateClientContract, updateSubContract } from './queries';
import { clientReadinessOf, subReadinessOf } from './readiness';

/** The recipients of a send, split and checked, with its message (400 otherwise). */
export function recipientsOr400(input: string | readonly string[], message: string) {
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
export interface TSendable {
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

/**
 * A change order that would take a line below what is billed on it, once approved, is not sent
 * (the client would sign what the approval then refuses; issue 31 item 1).
 */
async function deductionSendRefusal(
  deps: TContractsDeps,
  tx: TTx,
  row: { contractId: string; projectId: number; contractType: string },
) {
  if (!deps.billing || row.contractType === 'Base') return null;
  const lines = await deps.billing.lineValues(tx, row.projectId);
  const changes = (await projectConditionAmounts(tx, row.projectId))
    .filter((a) => a.clientContractId === row.contractId)
    .map((a) => ({
      subCategoryCode: a.subCategoryCode,
      description: a.subCategoryName,
      amount: toNumeric(add(fromNumeric(a.preTax), fromNumeric(a.tax)), PLACES.money),
    }));
  return scheduleReductionRefusal(
    lines,
    withChangeOrder(lines, changes),
    `${row.contractType} cannot be sent`,
  );
}

async function lockClientSendable(deps: TContractsDeps, tx: TTx, guid: string) {
  const row = await lockClient(tx, guid);
  return {
    ...row,
    async refusal() {
      const { messages } = await clientReadinessOf(tx, row);
      if (messages.length > 0) return messages.join(' ');
      return deductionSendRefusal(deps, tx, row);
    },
    email(project: TProjectInfo) {
      const links = contractLinks(publicUrlOf(deps), row.contractId, row.companyId);
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
  } satisfies TSendable;
}

async function lockSubSendable(deps: TContractsDeps, tx: TTx, guid: string) {
  const row = await lockSub(tx, guid);
  return {
    ...row,
    async refusal() {
      const readiness = await subReadinessOf(tx, row);
      const ready =
        readiness.clientContractApprovedInd === 1 && readiness.subContractReadyInd === 1;
      return ready ? null : readiness.message;
    },
    email(project: TProjectInfo) {
      const link = subContractLink(publicUrlOf(deps), row.contractId, row.companyId);
      return {
        subject: subContractSubject({
          subContractType: row.subContractType,
          projectId: project.projectId,
          projectName: project.projectName,
        }),
        call: `Review and sign the subcontract: ${link}`,
      };
    },
  } satisfies TSendable;
}

/** What differs between the two kinds when a contract is sent. */
export const SEND_KIND = {
  client: {
    entity: 'client_contract',
    notFound: 'There is no such client contract on this project.',
    update: updateClientContract,
    lock: lockClientSendable as (d: TContractsDeps, tx: TTx, guid: string) => Promise<TSendable>,
  },
  sub: {
    entity: 'sub_contract',
    notFound: 'There is no such sub contract on this project.',
    update: updateSubContract,
    lock: lockSubSendable as (d: TContractsDeps, tx: TTx, guid: string) => Promise<TSendable>,
  },
} as const;
