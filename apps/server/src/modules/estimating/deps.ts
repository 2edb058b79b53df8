import { fromNumeric } from '@n5/shared/core/decimal';
import { derivedOverflow } from '@n5/shared/estimating/limits';
import type { TConfig } from '../../config/env';
import type { TDb, TDbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import type { TContractsService } from '../contracts/index';
import type { TEmailService } from '../email/index';
import { findConditionRow, findProject, findSubCategory } from './queries';

/**
 * What every estimating use case is handed. Contracts answers whether a contract is the
 * project's (the condition card's contract choices).
 */
export interface TEstimatingDeps {
  db: TDb;
  email: TEmailService;
  config: TConfig;
  contracts: Pick<TContractsService, 'findClientContract' | 'findSubContract'>;
}

export const MAX_BID = fromNumeric('999999999999.99');
export const MAX_MARKUP = fromNumeric('9.9999');

/** A 400 when a derived value would not fit its column (issue 30 item 1: it was a 500). */
export function refuseOverflow(derived: Parameters<typeof derivedOverflow>[0], what: string) {
  const overflow = derivedOverflow(derived);
  if (overflow) throw badRequest(`${what} is too large: ${overflow}.`);
}

export type TProjectInfo = NonNullable<Awaited<ReturnType<typeof findProject>>>;

export async function projectOr404(tx: TDbOrTx, projectId: number) {
  const project = await findProject(tx, projectId);
  if (!project) throw notFound(`There is no project ${projectId}.`);
  return project;
}

export async function subCategoryOr404(tx: TDbOrTx, code: string) {
  const sub = await findSubCategory(tx, code);
  if (!sub) throw notFound(`There is no sub-category ${code}.`);
  return sub;
}

/** The condition of the body, checked against its project and sub-category (404 otherwise). */
export async function conditionOr404(
  tx: TDbOrTx,
  input: { conditionID: number; projectID?: number; subCategoryCode?: string },
) {
  const j = await findConditionRow(tx, input.conditionID);
  if (
    !j ||
    (input.projectID !== undefined && j.row.projectId !== input.projectID) ||
    (input.subCategoryCode !== undefined && j.subCategory !== input.subCategoryCode)
  )
    throw notFound(
      `There is no condition ${input.conditionID}${input.projectID ? ` in ${input.subCategoryCode ?? 'project'} of project ${input.projectID}` : ''}.`,
    );
  return j;
}
