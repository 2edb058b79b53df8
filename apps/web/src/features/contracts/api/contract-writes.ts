import { contractsContract as c } from '@n5/shared/contracts/contract';
import { callApi } from '../../../lib/api-client';
import { uploadTo } from '../../../lib/upload';
import { useContractMutation } from './contracts-queries';

/*
 * The Client and Sub Contract tabs' writes: one typed mutation per endpoint (a client/sub pair
 * of endpoints is one hook that takes the tab's kind). Each refreshes the contract tables.
 */

type TKind = 'client' | 'sub';
export type TConfirmedAction =
  'deactivate' | 'reactivate' | 'returnToPending' | 'pushWithoutSignature' | 'resync';

export const useAddClientContract = (projectId: number) =>
  useContractMutation(projectId, () =>
    callApi(c.addClientContract, { body: { projectID: projectId } }),
  );

export const useAddAlternate = (projectId: number) =>
  useContractMutation(projectId, () => callApi(c.addAlternate, { body: { projectID: projectId } }));

export const useAddSubContract = (projectId: number) =>
  useContractMutation(projectId, (subCompanyID: number) =>
    callApi(c.addSubContract, { body: { projectID: projectId, subCompanyID } }),
  );

/** Days of a client or sub contract; empty clears them. */
export const useSetContractDays = (projectId: number, kind: TKind) =>
  useContractMutation(projectId, async (input: { guid: string; days: string | null }) => {
    if (kind === 'client')
      await callApi(c.setClientWorkDays, {
        body: { guid: input.guid, clientWorkDays: input.days },
      });
    else await callApi(c.setSubWorkDays, { body: { guid: input.guid, subWorkDays: input.days } });
  });

export const useSetContractRetention = (projectId: number, kind: TKind) =>
  useContractMutation(projectId, (body: { guid: string; retention: string }) =>
    callApi(kind === 'client' ? c.setClientRetention : c.setSubRetention, { body }),
  );

/** The signed contract's PDF, uploaded: the contract is approved (spec 1 §5). */
export const useUploadSignedContract = (projectId: number, kind: TKind) =>
  useContractMutation(projectId, (input: { guid: string; file: File }) =>
    uploadTo(kind === 'client' ? c.uploadClientContract : c.uploadSubContract, input.file, {
      contractGUID: input.guid,
    }),
  );

export const useSendContract = (projectId: number, kind: TKind) =>
  useContractMutation(projectId, (input: { guid: string; recipients: string[]; message: string }) =>
    callApi(kind === 'client' ? c.sendClientContract : c.sendSubContract, {
      body: { ...input, projectID: projectId },
    }),
  );

/** The alternates form sent to the client (spec 1 §7). */
export const useSendAlternateSelection = (projectId: number) =>
  useContractMutation(projectId, (input: { guid: string; recipients: string[]; text: string }) =>
    callApi(c.sendAlternateSelection, {
      body: { guid: input.guid, recipients: input.recipients.join(';'), text: input.text },
    }),
  );

export const useSetClientDescription = (projectId: number) =>
  useContractMutation(projectId, (body: { guid: string; contractDescription: string }) =>
    callApi(c.setClientDescription, { body }),
  );

export const useUploadBid = (projectId: number) =>
  useContractMutation(projectId, (input: { guid: string; bidDate: string; file: File }) =>
    uploadTo(c.uploadBid, input.file, { bidGUID: input.guid, bidDate: input.bidDate }),
  );

/** A push's reply: a failed accounting push is this write's failure, with its reason. */
function pushed<T extends { Accounting: { status: string; error?: string | null } }>(
  reply: T,
  fallback: string,
) {
  if (reply.Accounting.status === 'failed') throw new Error(reply.Accounting.error ?? fallback);
  return reply;
}

/** A row's confirmed action: deactivate, reactivate, return to pending, re-sync or push. */
export const useConfirmedContractAction = (projectId: number, kind: TKind) =>
  useContractMutation(
    projectId,
    async (input: { action: TConfirmedAction; guid: string; companyId: number | null }) => {
      const { action, guid } = input;
      if (action === 'deactivate')
        return callApi(kind === 'client' ? c.clientInactive : c.subInactive, { body: { guid } });
      if (action === 'reactivate')
        return callApi(kind === 'client' ? c.clientPending : c.subPending, { body: { guid } });
      if (action === 'returnToPending')
        return callApi(c.setToPending, { body: { guid, type: kind === 'client' ? 'c' : 's' } });
      if (action === 'resync') {
        const params = { projectId: String(projectId), guid };
        return pushed(await callApi(c.v2SyncAcumatica, { params }), 'The re-sync failed.');
      }
      const recipient = kind === 'client' ? ('c' as const) : ('s' as const);
      const body = { recipient, guid, companyID: input.companyId };
      const route = kind === 'client' ? c.noSignatureClient : c.noSignatureSub;
      return pushed(await callApi(route, { body }), 'The push failed.');
    },
  );
