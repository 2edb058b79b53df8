import type { TAlternate, TAlternateApprovalItems } from '@n5/shared/contracts/alternate-approval';
import { ALTERNATE_TEXTS } from '@n5/shared/contracts/alternates';
import { clientContractTotal, sumMoney } from '@n5/shared/contracts/totals';
import {
  closedProjectMessage,
  isClosedForPublicDecisions,
} from '@n5/shared/project/public-decisions';
import type { TDbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { TAlternateApprovalDeps } from './deps';
import {
  alternateConditions,
  alternateContracts,
  alternateProjectHeader,
  type TAlternateConditionRow,
  type TAlternateContractRow,
} from './queries';

/** The Base, and the alternates still open or already answered (dropped ones are hidden). */
export const shown = (rows: TAlternateContractRow[]) =>
  rows.filter(
    (r) => r.contractType === 'Base' || r.stage !== 'Inactive' || r.alternateSelectedInd !== null,
  );

/** One contract type's table: categories, their sub-categories' conditions, and its prices. */
function alternateOf(
  contract: TAlternateContractRow,
  projectId: number,
  format: TAlternate['proposalFormatType'],
  lines: TAlternateConditionRow[],
): TAlternate {
  const categories = new Map<string, TAlternate['category'][number]>();
  for (const l of lines) {
    let category = categories.get(l.categoryCode);
    if (!category) {
      category = { categoryCode: l.categoryCode, categoryName: l.categoryName, inclusion: [] };
      categories.set(l.categoryCode, category);
    }
    category.inclusion.push({
      subcategoryCode: l.subcategoryCode,
      subcategoryName: l.subcategoryName,
      summaryDescription: l.summaryDescription ?? '',
      conditionName: l.conditionName,
      internalComments: l.internalComments,
      preTax: l.preTax,
    });
  }
  return {
    ContractType: contract.contractType,
    ProjectID: projectId,
    AlternateSelectedInd:
      contract.contractType === 'Base' || contract.alternateSelectedInd === 1 ? 1 : 0,
    proposalFormatType: format,
    Total: sumMoney(lines.map((l) => l.preTax)),
    KansasRemodelTax: sumMoney(lines.map((l) => l.tax)),
    GrandTotal: clientContractTotal(lines),
    category: [...categories.values()],
  };
}

/** The page: the project's header, its PM, and the Base and alternates with their prices. */
export async function readAlternates(
  deps: TAlternateApprovalDeps,
  tx: TDbOrTx,
  projectId: number,
): Promise<TAlternateApprovalItems> {
  const header = await alternateProjectHeader(tx, projectId);
  if (!header) throw notFound(ALTERNATE_TEXTS.notFound);
  const contracts = shown(await alternateContracts(tx, projectId));
  const lines = await alternateConditions(
    tx,
    contracts.map((c) => c.contractId),
  );
  const format = header.proposalFormatType;
  return {
    project: {
      ProjectID: header.projectId,
      ProjectName: header.projectName,
      ProjectDescription: header.projectDescription ?? '',
      ProposalFormatType: format,
      AlternatesSelectedInd: contracts.some((c) => c.alternateSelectedInd !== null) ? 1 : 0,
      contactName: header.contactName ?? '',
      CompanyName: header.companyName ?? '',
      contactPhone: header.contactPhone ?? '',
      contactEmail: header.contactEmail ?? '',
      PMDisplayName: header.pmName ?? '',
      PMCompanyName: deps.config?.CONTRACTOR_NAME ?? '',
      PMEmail: header.pmEmail ?? '',
      // Users carry no phone number in this system: the page shows it empty (spec: else empty).
      PMPhone: '',
      closedMessage: isClosedForPublicDecisions(header.stageType)
        ? closedProjectMessage(header.stageType, header.pmName)
        : null,
    },
    alternates: contracts.map((c) =>
      alternateOf(
        c,
        projectId,
        format,
        lines.filter((l) => l.contractId === c.contractId),
      ),
    ),
  };
}
