import { defineRoute } from '../core/contract';
import { ACCESS } from '../permissions/access';
import { ZContractOptionsQuery, ZContractOptionsReply } from './schemas';

/** Client and sub contracts (issue 13 adds the read the condition card needs; issue 14 the rest). */
export const contractsContract = {
  contractOptions: defineRoute({
    method: 'GET',
    path: '/api/contract/contractoptions',
    access: ACCESS.office,
    summary: "The project's client and sub contracts (condition dropdowns)",
    query: ZContractOptionsQuery,
    reply: ZContractOptionsReply,
  }),
} as const;
