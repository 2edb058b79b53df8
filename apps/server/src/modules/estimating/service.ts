import { ESTIMATING_TEXT } from '@n5/shared/estimating/constants';
import type { TUser } from '@n5/shared/session/schemas';
import type { TDbOrTx } from '../../db/client';
import type { TEstimatingDeps } from './deps';
import { listCategoryOptions, retaxProject } from './queries';
import { addCondition } from './use-cases/add-condition';
import { deleteCondition } from './use-cases/delete-condition';
import { listBidHistory } from './use-cases/list-bid-history';
import { listConditionOptions } from './use-cases/list-condition-options';
import { listConditions } from './use-cases/list-conditions';
import { listDescriptions } from './use-cases/list-descriptions';
import { listSubcontractors } from './use-cases/list-subcontractors';
import { listTemplateOptions } from './use-cases/list-template-options';
import { requestTemplate } from './use-cases/request-template';
import { selectSubcontractor } from './use-cases/select-subcontractor';
import { setConditionField } from './use-cases/set-condition-field';
import { setDescription } from './use-cases/set-description';
import { setSubBid } from './use-cases/set-sub-bid';

/** A use case's input: its second parameter. */
type TInput<F extends (...args: never[]) => unknown> = Parameters<F>[1];

/**
 * Conditions, bids, descriptions and templates (spec 1 §4-§7, DOMAIN "Condition math"). Every
 * lock the card shows is enforced in the use cases; every save recomputes the derived totals with
 * the shared math and stores them in the same transaction. The service only composes them.
 */
export function createEstimatingService(deps: TEstimatingDeps) {
  const where = (projectId: number, subCategoryCode: string) => ({ projectId, subCategoryCode });
  return {
    /**
     * The project's KSRemodelingTaxInd changed (project module, in its transaction): every
     * condition's stored TaxableTotal, Tax and GrandTotal follow.
     */
    retax: (tx: TDbOrTx, projectId: number, ksRemodelingTaxInd: number) =>
      retaxProject(tx, projectId, ksRemodelingTaxInd, deps.config.KS_REMODEL_TAX_RATE),
    categoryOptions: () => listCategoryOptions(deps.db),
    list: (projectId: number, code: string) => listConditions(deps, where(projectId, code)),
    options: (projectId: number, code: string) =>
      listConditionOptions(deps, where(projectId, code)),
    add: (input: TInput<typeof addCondition>, user: TUser) => addCondition(deps, input, user),
    set: (input: TInput<typeof setConditionField>, user: TUser) =>
      setConditionField(deps, input, user),
    remove: (input: TInput<typeof deleteCondition>, user: TUser) =>
      deleteCondition(deps, input, user),
    subcontractors: (conditionId: number) => listSubcontractors(deps, { conditionId }),
    setSubBid: (input: TInput<typeof setSubBid>, user: TUser) => setSubBid(deps, input, user),
    selectSubcontractor: (input: TInput<typeof selectSubcontractor>, user: TUser) =>
      selectSubcontractor(deps, input, user),
    bidHistory: (conditionName: string, measurementType: string) =>
      listBidHistory(deps, { conditionName, measurementType }),
    descriptions: (projectId: number, code: string) =>
      listDescriptions(deps, where(projectId, code)),
    setDescription: (input: TInput<typeof setDescription>, user: TUser) =>
      setDescription(deps, input, user),
    templateOptions: (mainCategory: string, subCategory: string) =>
      listTemplateOptions(deps, { mainCategory, subCategory }),
    templateNew: (sourceConditionId: number, user: TUser) =>
      requestTemplate(deps, { sourceConditionId, targetId: null }, user),
    templateOverwrite: (sourceConditionId: number, targetId: number, user: TUser) =>
      requestTemplate(deps, { sourceConditionId, targetId }, user),
    /** The spec text of the success modal (one place for the web and the tests). */
    templateSentText: ESTIMATING_TEXT.templateSent,
  };
}
export type TEstimatingService = ReturnType<typeof createEstimatingService>;
