import type { TAlternateInclusions } from '@n5/shared/inclusions/schemas';
import type { TInclusionsDeps } from '../deps';
import { EMPTY_SUMS, subCategoryRow, sumsOf } from '../present';
import { listAlternateSums } from '../queries';
import { listAlternateContractTypes } from './list-alternate-contract-types';

/** Each alternate contract with its sub-category rows and footer. */
export async function listAlternateInclusions(deps: TInclusionsDeps, input: { projectId: number }) {
  const { projectId } = input;
  const { alternateContractTypes } = await listAlternateContractTypes(deps, input);
  const rows = await listAlternateSums(deps.db, projectId);
  const alternates = alternateContractTypes.map((alt): TAlternateInclusions => {
    const own = rows.filter((r) => r.client_contract_id === alt.contractID);
    const total = own.find((r) => r.g_cat === 1);
    return {
      ...alt,
      inclusions: own.filter((r) => r.g_sub === 0).map((r) => subCategoryRow(projectId, r)),
      // An alternate without conditions sums to 0: the empty block of the same statement.
      footer: total ? sumsOf(total) : EMPTY_SUMS,
    };
  });
  return { alternates };
}
