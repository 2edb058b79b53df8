import type { TContractStageAction } from '@n5/shared/contracts/rules';
import type { TUser } from '@n5/shared/session/schemas';
import type { TDbOrTx } from '../../db/client';
import { UUID, type TContractParty, type TContractsDeps } from './deps';
import { findClientContract, findSubContract } from './queries';
import { addClientContract } from './use-cases/add-client-contract';
import { addSubContract } from './use-cases/add-sub-contract';
import { approveContract, type TApproval } from './use-cases/approve-contract';
import { changeContractStage } from './use-cases/change-contract-stage';
import { checkClientReady } from './use-cases/check-client-ready';
import { checkSubReady } from './use-cases/check-sub-ready';
import { editContract } from './use-cases/edit-contract';
import { findContractRow } from './use-cases/find-contract-row';
import { forceResync } from './use-cases/force-resync';
import { getAlternateTypes } from './use-cases/get-alternate-types';
import { getClientDetail } from './use-cases/get-client-detail';
import { getClientTotals } from './use-cases/get-client-totals';
import { getFileUri } from './use-cases/get-file-uri';
import { getSubDetail } from './use-cases/get-sub-detail';
import { getSubEmail } from './use-cases/get-sub-email';
import { getSubTotals } from './use-cases/get-sub-totals';
import { getV2Project } from './use-cases/get-v2-project';
import { listClientContracts } from './use-cases/list-client-contracts';
import { listContractOptions } from './use-cases/list-contract-options';
import { listSubContracts } from './use-cases/list-sub-contracts';
import { listV2Contracts } from './use-cases/list-v2-contracts';
import { pushWithoutSignature } from './use-cases/push-without-signature';
import { sendAlternateSelection } from './use-cases/send-alternate-selection';
import { sendClientContract, sendSubContract, type TSendInput } from './use-cases/send-contract';
import { setSignedPdf } from './use-cases/set-signed-pdf';
import { uploadBid } from './use-cases/upload-bid';
import { uploadContract } from './use-cases/upload-contract';
import { pushApproved, runAccountingPush } from './accounting';

type TInput<F extends (...args: never[]) => unknown> = Parameters<F>[1];
type TUpload = Omit<TInput<typeof uploadContract>, 'party'>;
type TClientField = 'description' | 'workDays' | 'retention';
type TValue = string | number | null;

/**
 * Client and sub contracts (issue 14): creation, the tables and detail, edits (read-only once
 * sent), readiness and sending through the outbox, uploads, the one stage use case per kind, and
 * pushes to accounting as jobs. The service only composes the use cases
 * (`use-cases/<verb-noun>.ts`); `approve`, `contractRow` and `setSignedPdf` serve the contract
 * page, `findClientContract` / `findSubContract` the condition card, `runAccountingPush` the job.
 */
export function createContractsService(deps: TContractsDeps) {
  const project = (projectId: number) => ({ projectId });
  return {
    options: (projectId: number) => listContractOptions(deps, project(projectId)),
    contractRow: findContractRow,
    setSignedPdf: (party: TContractParty, guid: string, fileKey: string) =>
      setSignedPdf(deps, { party, guid, fileKey }),
    /** A client contract of the project, or null (also for text that is not a UUID). */
    findClientContract: (tx: TDbOrTx, projectId: number, contractId: string) =>
      UUID.test(contractId) ? findClientContract(tx, projectId, contractId) : null,
    findSubContract: (tx: TDbOrTx, projectId: number, contractId: string) =>
      UUID.test(contractId) ? findSubContract(tx, projectId, contractId) : null,
    clientContracts: (projectId: number) => listClientContracts(deps, project(projectId)),
    subContracts: (projectId: number) => listSubContracts(deps, project(projectId)),
    clientTotals: (projectId: number) => getClientTotals(deps, project(projectId)),
    subTotals: (projectId: number) => getSubTotals(deps, project(projectId)),
    clientDetail: (projectId: number) => getClientDetail(deps, project(projectId)),
    subDetail: (projectId: number) => getSubDetail(deps, project(projectId)),
    alternateTypes: (projectId: number) => getAlternateTypes(deps, project(projectId)),
    addClient: (user: TUser, projectId: number, kind: 'next' | 'alternate') =>
      addClientContract(deps, { projectId, kind }, user),
    addSub: (user: TUser, projectId: number, companyId: number) =>
      addSubContract(deps, { projectId, companyId }, user),
    editClient: (user: TUser, guid: string, field: TClientField, value: TValue) =>
      editContract(deps, { party: 'client', guid, field, value }, user),
    editSub: (user: TUser, guid: string, field: 'workDays' | 'retention', value: TValue) =>
      editContract(deps, { party: 'sub', guid, field, value }, user),
    checkClientReady: (guid: string) => checkClientReady(deps, { guid }),
    checkSubReady: (guid: string) => checkSubReady(deps, { guid }),
    subEmail: (guid: string) => getSubEmail(deps, { guid }),
    sendClient: (user: TUser, input: TSendInput) => sendClientContract(deps, input, user),
    sendSub: (user: TUser, input: TSendInput) => sendSubContract(deps, input, user),
    sendAlternateSelection: (user: TUser, input: TInput<typeof sendAlternateSelection>) =>
      sendAlternateSelection(deps, input, user),
    uploadContract: (user: TUser, party: TContractParty, input: TUpload) =>
      uploadContract(deps, { ...input, party }, user),
    /** The approval rule of upload and signature, in the caller's transaction. */
    approve: (tx: TDbOrTx, input: TApproval) => approveContract(tx, input, deps.billing),
    /** The push an approval makes: call it after the approval's transaction has committed. */
    pushApproved: (party: TContractParty, guid: string) => pushApproved(deps, party, guid),
    uploadBid: (user: TUser, input: TInput<typeof uploadBid>) => uploadBid(deps, input, user),
    fileUri: (fileName: string) => getFileUri(deps, { fileName }),
    changeClientStage: (user: TUser, guid: string, action: TContractStageAction) =>
      changeContractStage(deps, { party: 'client', guid, action }, user),
    changeSubStage: (user: TUser, guid: string, action: TContractStageAction) =>
      changeContractStage(deps, { party: 'sub', guid, action }, user),
    setToPending: (user: TUser, guid: string, type: 'c' | 's') =>
      changeContractStage(
        deps,
        { party: type === 'c' ? 'client' : 'sub', guid, action: 'returnToPending' },
        user,
      ),
    pushWithoutSignature: (user: TUser, party: TContractParty, guid: string) =>
      pushWithoutSignature(deps, { party, guid }, user),
    forceResync: (user: TUser, projectId: number, guid: string) =>
      forceResync(deps, { projectId, guid }, user),
    runAccountingPush: (job: Parameters<typeof runAccountingPush>[1]) =>
      runAccountingPush(deps, job),
    v2Project: (projectId: number) => getV2Project(deps, project(projectId)),
    v2Contracts: (projectId: number) => listV2Contracts(deps, project(projectId)),
  };
}
export type TContractsService = ReturnType<typeof createContractsService>;
