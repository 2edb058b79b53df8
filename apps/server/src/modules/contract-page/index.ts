import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TContractPageDeps } from './deps';
import type { TPdfJob } from './pdf-jobs';
import { registerContractPageRoutes } from './routes';
import { createContractPageService, type TContractPageService } from './service';

export type { TContractPageService, TPdfJob };

/**
 * The signing evidence of a signature on a public link, for every module that takes one (lien
 * waivers): the checks of the name and drawing, the evidence kept, and the PDF's signature
 * block with its signing certificate.
 */
export {
  drawSignatureAndCertificate,
  readSignature,
  signatureEvidenceOf,
  type TPdfSignature,
  type TSigningClient,
} from './signing';
export { parseEvidence, type TSignatureEvidence } from './evidence';

declare module 'fastify' {
  interface FastifyInstance {
    contractPage: TContractPageService;
  }
}

/** The public contract pages and e-signature (issue 15). */
export const contractPageModule = fp(
  async (
    app: FastifyInstance,
    deps: Omit<TContractPageDeps, 'jobs' | 'now'> & { jobs?: TContractPageDeps['jobs'] },
  ) => {
    const page = createContractPageService({ ...deps, jobs: deps.jobs ?? null });
    app.decorate('contractPage', page);
    registerContractPageRoutes(app, page);
  },
  { name: 'contract-page', dependencies: ['contracts'] },
);
