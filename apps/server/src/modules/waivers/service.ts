import type { TUser } from '@n5/shared/session/schemas';
import type { TSigningClient } from '../contract-page/index';
import type { TWaiversDeps } from './deps';
import { getPublicWaiverPdf, getWaiverPdf } from './use-cases/get-waiver-pdf';
import { listWaivers } from './use-cases/list-waivers';
import { markWaiverReceived } from './use-cases/mark-waiver-received';
import { readWaiverPage } from './use-cases/read-waiver-page';
import { requestWaiver } from './use-cases/request-waiver';
import { signWaiver, type TWaiverSignatureInput } from './use-cases/sign-waiver';

type TInput<F extends (...args: never[]) => unknown> = Parameters<F>[1];

/** Lien waivers (issue 31 item 4): composes the use cases. */
export function createWaiversService(deps: TWaiversDeps) {
  return {
    list: (input: TInput<typeof listWaivers>, user: TUser) => listWaivers(deps, input, user),
    request: (input: TInput<typeof requestWaiver>, user: TUser) => requestWaiver(deps, input, user),
    pdf: (input: TInput<typeof getWaiverPdf>, user: TUser) => getWaiverPdf(deps, input, user),
    markReceived: (input: TInput<typeof markWaiverReceived>, user: TUser) =>
      markWaiverReceived(deps, input, user),
    page: (input: { guid: string }) => readWaiverPage(deps, input),
    sign: (input: TWaiverSignatureInput, client: TSigningClient) => signWaiver(deps, input, client),
    publicPdf: (input: { guid: string }) => getPublicWaiverPdf(deps, input),
  };
}
export type TWaiversService = ReturnType<typeof createWaiversService>;
