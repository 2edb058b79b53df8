import type { TContractPageDeps } from './deps';
import type { TSigningClient } from './signature';
import { checkContractExists } from './use-cases/check-contract-exists';
import { getSignedPdf } from './use-cases/get-signed-pdf';
import { queueMissingPdfs } from './use-cases/queue-missing-pdfs';
import { readClientContract } from './use-cases/read-client-contract';
import { readContractByLink } from './use-cases/read-contract-by-link';
import { renderSignedPdf } from './use-cases/render-signed-pdf';
import { signClientContract } from './use-cases/sign-client-contract';
import { signContractByLink } from './use-cases/sign-contract-by-link';

/** A use case's input: its second parameter. */
type TInput<F extends (...args: never[]) => unknown> = Parameters<F>[1];

/**
 * The public contract pages (issue 15): the one document model per contract, the signature
 * (through the contracts module's approval use case), its evidence, and the signed PDF. The
 * service only composes the use cases (`use-cases/<verb-noun>.ts`); a page has no signed-in
 * user, so the third argument of a signature is the signing client (address, browser).
 */
export function createContractPageService(
  given: Omit<TContractPageDeps, 'now'> & { now?: () => Date },
) {
  const deps: TContractPageDeps = { ...given, now: given.now ?? (() => new Date()) };
  return {
    readContractByLink: (input: TInput<typeof readContractByLink>) =>
      readContractByLink(deps, input),
    readClientContract: (input: TInput<typeof readClientContract>) =>
      readClientContract(deps, input),
    signContractByLink: (input: TInput<typeof signContractByLink>, client: TSigningClient) =>
      signContractByLink(deps, input, client),
    signClientContract: (input: TInput<typeof signClientContract>, client: TSigningClient) =>
      signClientContract(deps, input, client),
    checkContractExists: (input: TInput<typeof checkContractExists>) =>
      checkContractExists(deps, input),
    getSignedPdf: (input: TInput<typeof getSignedPdf>) => getSignedPdf(deps, input),
    renderSignedPdf: (input: TInput<typeof renderSignedPdf>) => renderSignedPdf(deps, input),
    queueMissingPdfs: () => queueMissingPdfs(deps),
  };
}
export type TContractPageService = ReturnType<typeof createContractPageService>;
