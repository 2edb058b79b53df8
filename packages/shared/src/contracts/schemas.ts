import { z } from 'zod';
import { ZIdInput } from '../core/ids';
import { CONTRACT_STAGES } from './constants';

export const ZContractOptionsQuery = z.object({ projectID: ZIdInput });
/** The condition card's dropdowns: the project's client and sub contracts. */
export const ZContractOptionsReply = z.object({
  clientContracts: z.array(
    z.object({
      ContractID: z.string(),
      ContractType: z.string(),
      ContractStageCategory: z.enum(CONTRACT_STAGES),
    }),
  ),
  subContracts: z.array(
    z.object({
      ContractID: z.string(),
      CompanyID: z.number().int().nullable(),
      /** "Placeholder" when no subcontractor is chosen yet. */
      CompanyName: z.string(),
      SubContractType: z.string(),
      ContractStageCategory: z.enum(CONTRACT_STAGES),
    }),
  ),
});
export type TContractOptions = z.infer<typeof ZContractOptionsReply>;
