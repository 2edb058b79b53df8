import {
  compare,
  div,
  fromNumeric,
  isZero,
  parseDecimal,
  PLACES,
  toNumeric,
} from '@n5/shared/core/decimal';
import { ESTIMATING_TEXT } from '@n5/shared/estimating/constants';
import {
  bidTotal,
  computeCondition,
  holdSignedPrice,
  type TConditionInputs,
} from '@n5/shared/estimating/math';
import {
  bidsLockReason,
  canDeleteCondition,
  conditionStage,
  fieldLockReason,
  needsJobBuyout,
} from '@n5/shared/estimating/rules';
import type { TCondition } from '@n5/shared/estimating/schemas';
import { derivedOverflow } from '@n5/shared/estimating/limits';
import { COLUMN, fitsColumn, numericMax } from '@n5/shared/core/column-ranges';
import { quoteInput } from '@n5/shared/core/errors';
import { isAdmin } from '@n5/shared/permissions/can';
import type { TUser } from '@n5/shared/session/schemas';
import type { TConfig } from '../../config/env';
import type { TDb, TDbOrTx } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { renderEmail } from '../../lib/email/templates';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { keyedTransaction } from '../../lib/idempotency/keyed-transaction';
import type { TContractsService } from '../contracts/index';
import type { TEmailService } from '../email/service';
import { fieldSpec, parseFieldValue } from './fields';
import {
  deleteBid,
  deleteCondition,
  findBidSlot,
  findConditionRow,
  findProject,
  findSubCategory,
  findSubcontractorCompany,
  findTemplate,
  insertBidHistory,
  insertCondition,
  insertTemplate,
  listActiveTemplates,
  listBidHistory,
  listBids,
  listCategoryOptions,
  listConditionRows,
  listDescriptions,
  listSubcontractorCompanies,
  lockCondition,
  lockConditionForSave,
  nextSortOrder,
  retaxProject,
  type TConditionJoined,
  type TConditionRow,
  updateCondition,
  upsertBid,
  upsertDescription,
} from './queries';

const MAX_BID = fromNumeric('999999999999.99');

/** A 400 when a derived value would not fit its column (issue 30 item 1: it was a 500). */
function refuseOverflow(derived: Parameters<typeof derivedOverflow>[0], what: string) {
  const overflow = derivedOverflow(derived);
  if (overflow) throw badRequest(`${what} is too large: ${overflow}.`);
}
const MAX_MARKUP = fromNumeric('9.9999');

type TProjectInfo = NonNullable<Awaited<ReturnType<typeof findProject>>>;
type TBidRow = Awaited<ReturnType<typeof listBids>>[number];

const inputsOf = (r: TConditionInputs): TConditionInputs => ({
  totalQuantities: r.totalQuantities,
  laborHours: r.laborHours,
  laborRate: r.laborRate,
  laborMarkup: r.laborMarkup,
  materialCost: r.materialCost,
  materialMarkup: r.materialMarkup,
  equipmentCost: r.equipmentCost,
  equipmentMarkup: r.equipmentMarkup,
  otherCostsCost: r.otherCostsCost,
  otherCostsMarkup: r.otherCostsMarkup,
});

/** The per-unit inputs a template keeps (no quantity). */
function templateInputsOf(r: TConditionInputs) {
  const { totalQuantities: _, ...rest } = inputsOf(r);
  return rest;
}

/** The reply shape of a stored condition (never the row). */
function present(j: TConditionJoined, project: TProjectInfo, bids: TBidRow[]): TCondition {
  const r = j.row;
  return {
    ConditionID: r.conditionId,
    ConditionName: r.conditionName,
    ProjectID: r.projectId,
    MainCategory: j.mainCategory,
    SubCategory: j.subCategory,
    ClientContractID: r.clientContractId,
    SubContractID: r.subContractId,
    TotalQuantities: r.totalQuantities,
    MeasurementType: r.measurementType,
    InternalComments: r.internalComments,
    SubcontractorScope: r.subcontractorScope,
    LaborHours: r.laborHours,
    LaborRate: r.laborRate,
    LaborCost: r.laborCost,
    LaborMarkup: r.laborMarkup,
    LaborTotal: r.laborTotal,
    MaterialCost: r.materialCost,
    MaterialMarkup: r.materialMarkup,
    MaterialTotal: r.materialTotal,
    EquipmentCost: r.equipmentCost,
    EquipmentMarkup: r.equipmentMarkup,
    EquipmentTotal: r.equipmentTotal,
    OtherCostsCost: r.otherCostsCost,
    OtherCostsMarkup: r.otherCostsMarkup,
    OtherCostsTotal: r.otherCostsTotal,
    LaborHoursTotal: r.laborHoursTotal,
    LaborCostTotal: r.laborCostTotal,
    LaborGrandTotal: r.laborGrandTotal,
    MaterialCostTotal: r.materialCostTotal,
    MaterialGrandTotal: r.materialGrandTotal,
    EquipmentCostTotal: r.equipmentCostTotal,
    EquipmentGrandTotal: r.equipmentGrandTotal,
    OtherCostsCostTotal: r.otherCostsCostTotal,
    OtherCostsGrandTotal: r.otherCostsGrandTotal,
    SubCost: r.subCost,
    SubMarkup: r.subMarkup,
    SubTotal: r.subTotal,
    TotalCost: r.totalCost,
    TotalMarkup: r.totalMarkup,
    PreTax: r.preTax,
    UnitPrice: r.unitPrice,
    TaxableTotal: r.taxableTotal,
    Tax: r.tax,
    GrandTotal: r.grandTotal,
    ClientApprovedInd: r.clientApprovedInd === 1 ? 1 : 0,
    SubContractApprovedInd: r.subContractApprovedInd === 1 ? 1 : 0,
    OverwriteCostInd: r.overwriteCostInd === 1 ? 1 : 0,
    N5SelectedAtSigning: r.n5SelectedAtSigning === 1 ? 1 : 0,
    SelectedSubcontractor: r.selectedSubcontractorId,
    ProposalFormatType: project.proposalFormatType,
    Stage: conditionStage(j.contractStage, project.baseApproved),
    Bids: bids.filter((b) => b.conditionId === r.conditionId).map(({ conditionId: _, ...b }) => b),
  };
}

/** The audited fields of a condition (inputs and state, not the derived totals). */
const auditView = (r: TConditionRow) => ({
  conditionName: r.conditionName,
  clientContractId: r.clientContractId,
  subContractId: r.subContractId,
  totalQuantities: r.totalQuantities,
  measurementType: r.measurementType,
  internalComments: r.internalComments,
  subcontractorScope: r.subcontractorScope,
  laborHours: r.laborHours,
  laborRate: r.laborRate,
  laborMarkup: r.laborMarkup,
  materialCost: r.materialCost,
  materialMarkup: r.materialMarkup,
  equipmentCost: r.equipmentCost,
  equipmentMarkup: r.equipmentMarkup,
  otherCostsCost: r.otherCostsCost,
  otherCostsMarkup: r.otherCostsMarkup,
  overwriteCostInd: r.overwriteCostInd,
  selectedSubcontractorId: r.selectedSubcontractorId,
  preTax: r.preTax,
});

/**
 * Conditions, bids, descriptions and templates (spec 1 §4-§7, DOMAIN "Condition math"). Every
 * lock the card shows is enforced here; every save recomputes the derived totals with the
 * shared math and stores them in the same transaction.
 */
export function createEstimatingService(deps: {
  db: TDb;
  email: TEmailService;
  config: TConfig;
  contracts: TContractsService;
}) {
  const { db, email, config, contracts } = deps;
  const taxRate = config.KS_REMODEL_TAX_RATE;
  const emailContext = { publicUrl: config.publicUrl, companyName: config.COMPANY_NAME };

  async function getProject(tx: TDbOrTx, projectId: number) {
    const project = await findProject(tx, projectId);
    if (!project) throw notFound(`There is no project ${projectId}.`);
    return project;
  }
  async function getSubCategory(tx: TDbOrTx, code: string) {
    const sub = await findSubCategory(tx, code);
    if (!sub) throw notFound(`There is no sub-category ${code}.`);
    return sub;
  }

  async function conditionList(tx: TDbOrTx, project: TProjectInfo, subCategoryId: number) {
    const rows = await listConditionRows(tx, project.projectId, subCategoryId);
    const bids = await listBids(
      tx,
      rows.map((r) => r.row.conditionId),
    );
    return {
      conditionList: rows.map((r) => present(r, project, bids)),
      subcontractorOptions: await listSubcontractorCompanies(tx),
      tax: { ksRemodelingTaxInd: project.ksRemodelingTaxInd, taxRate },
    };
  }

  async function presentOne(tx: TDbOrTx, conditionId: number) {
    const j = (await findConditionRow(tx, conditionId))!;
    const project = await getProject(tx, j.row.projectId);
    return present(j, project, await listBids(tx, [conditionId]));
  }

  /** The condition of the body, checked against its project and sub-category (404 otherwise). */
  async function getCondition(
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

  /** Recomputes and returns the derived columns of a (changed) row. */
  async function derive(tx: TDbOrTx, row: TConditionRow, ksRemodelingTaxInd: number) {
    let selectedBid = null;
    if (row.selectedSubcontractorId !== null) {
      const bids = await listBids(tx, [row.conditionId]);
      const bid = bids.find((b) => b.CompanyID === row.selectedSubcontractorId);
      selectedBid = bid ? { bidAmount: bid.BidAmount, markup: bid.Markup } : null;
    }
    const derived = computeCondition(inputsOf(row), selectedBid, { ksRemodelingTaxInd, taxRate });
    return holdSignedPrice(derived, signedPriceOf(row));
  }

  /** The price the client signed, held on a client-approved condition (issue 28 item 2). */
  const signedPriceOf = (row: TConditionRow) => (row.clientApprovedInd === 1 ? row : null);

  async function list(projectId: number, subCategoryCode: string) {
    const project = await getProject(db, projectId);
    const sub = await getSubCategory(db, subCategoryCode);
    return conditionList(db, project, sub.subCategoryId);
  }

  async function options(projectId: number, subCategoryCode: string) {
    await getProject(db, projectId);
    const sub = await getSubCategory(db, subCategoryCode);
    const templates = await listActiveTemplates(db, sub.subCategoryId);
    return {
      options: templates.map((t) => ({
        conditionID: t.templateId,
        projectID: projectId,
        subCategoryCode,
        ConditionName: t.conditionName,
        MeasurementType: t.measurementType,
      })),
    };
  }

  async function add(
    input: { conditionID: number; projectID: number; subCategoryCode: string },
    user: TUser,
  ) {
    const project = await getProject(db, input.projectID);
    const sub = await getSubCategory(db, input.subCategoryCode);
    const template = await findTemplate(db, input.conditionID);
    if (!template || template.status !== 'Active' || template.subCategoryId !== sub.subCategoryId)
      throw notFound(
        `There is no active template ${input.conditionID} in sub-category ${input.subCategoryCode}.`,
      );
    return keyedTransaction(db, async (tx) => {
      const inputs = inputsOf({ ...template, totalQuantities: '0.0000' });
      const derived = computeCondition(inputs, null, {
        ksRemodelingTaxInd: project.ksRemodelingTaxInd,
        taxRate,
      });
      const conditionId = await insertCondition(tx, {
        projectId: project.projectId,
        subCategoryId: sub.subCategoryId,
        conditionName: template.conditionName,
        measurementType: template.measurementType,
        internalComments: template.internalComments,
        subcontractorScope: template.subcontractorScope,
        ...inputs,
        ...derived,
        templateId: template.templateId,
        sortOrder: await nextSortOrder(tx, project.projectId, sub.subCategoryId),
      });
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'condition',
        entityId: conditionId,
        action: 'insert',
        after: {
          projectId: project.projectId,
          templateId: template.templateId,
          conditionName: template.conditionName,
        },
      });
      return conditionList(tx, project, sub.subCategoryId);
    });
  }

  async function set(
    input: {
      conditionID: number;
      projectID: number;
      subCategoryCode: string;
      field: string;
      value: string | number | null;
    },
    user: TUser,
  ) {
    const spec = fieldSpec(input.field);
    const value = parseFieldValue(spec, input.value);
    if (spec.field === 'OverwriteCostInd' && !isAdmin(user))
      throw forbidden('Only an admin may let the costs of a client-approved condition be changed.');
    // A field save is the editor's hot path (budget p95 < 50 ms): three statements (the
    // condition locked and read with its codes, project and bids; the update; the audit rows),
    // the reply built from what was written.
    return db.transaction(async (tx) => {
      const j = await lockConditionForSave(tx, input.conditionID);
      if (!j || j.row.projectId !== input.projectID || j.subCategory !== input.subCategoryCode)
        throw notFound(
          `There is no condition ${input.conditionID} in ${input.subCategoryCode} of project ${input.projectID}.`,
        );
      const row = j.row;
      const lock = fieldLockReason(spec.field, row);
      if (lock) throw conflict(`${spec.label} is locked: ${lock}`);
      let contractStage = j.contractStage;
      if (spec.kind === 'clientContract') {
        const contract =
          value === null
            ? null
            : await contracts.findClientContract(tx, row.projectId, value as string);
        if (value !== null && !contract)
          throw badRequest(`${value} is not a client contract of project ${row.projectId}.`);
        // A signed contract's amount moves only through a change order (issue 28 item 2).
        if (contract?.stage === 'Approved' && contract.contractId !== row.clientContractId)
          throw conflict(`Client Contract: ${ESTIMATING_TEXT.approvedContractClosed}`);
        contractStage = contract?.stage ?? null;
      }
      if (spec.kind === 'subContract' && value !== null) {
        const contract = await contracts.findSubContract(tx, row.projectId, value as string);
        if (!contract)
          throw badRequest(`${value} is not a sub contract of project ${row.projectId}.`);
        if (contract.stage === 'Approved' && contract.contractId !== row.subContractId)
          throw conflict(`Sub Contract: ${ESTIMATING_TEXT.approvedContractClosed}`);
      }
      const { project, bids } = j;
      const changed = { ...row, [spec.column]: value } as TConditionRow;
      const bid = bids.find((b) => b.CompanyID === changed.selectedSubcontractorId);
      const derived = holdSignedPrice(
        computeCondition(
          inputsOf(changed),
          bid ? { bidAmount: bid.BidAmount, markup: bid.Markup } : null,
          { ksRemodelingTaxInd: project.ksRemodelingTaxInd, taxRate },
        ),
        signedPriceOf(row),
      );
      refuseOverflow(derived, `${spec.label} ${quoteInput(input.value)}`);
      await updateCondition(tx, row.conditionId, { [spec.column]: value, ...derived });
      const after = { ...changed, ...derived } as TConditionRow;
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'condition',
        entityId: row.conditionId,
        action: 'update',
        before: auditView(row),
        after: auditView(after),
      });
      return { condition: present({ ...j, row: after, contractStage }, project, bids) };
    });
  }

  async function remove(
    input: { conditionID: number; projectID: number; subCategoryCode: string },
    user: TUser,
  ) {
    const j = await getCondition(db, input);
    if (!canDeleteCondition(j.row))
      throw conflict(
        'A condition approved by the client or on an approved sub contract cannot be deleted.',
      );
    return db.transaction(async (tx) => {
      await deleteCondition(tx, j.row.conditionId);
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'condition',
        entityId: j.row.conditionId,
        action: 'delete',
        before: auditView(j.row),
      });
      const project = await getProject(tx, j.row.projectId);
      return conditionList(tx, project, j.row.subCategoryId);
    });
  }

  async function subcontractorsOf(tx: TDbOrTx, conditionId: number, selected: number | null) {
    const bids = await listBids(tx, [conditionId]);
    const slot = (p: number) => {
      const b = bids.find((x) => x.Precedence === p);
      if (!b) return null;
      const { conditionId: _, ...rest } = b;
      return rest;
    };
    return {
      sub1: slot(1),
      sub2: slot(2),
      sub3: slot(3),
      subcontractorOptions: await listSubcontractorCompanies(tx),
      selectedSubcontractor: selected,
    };
  }

  async function subcontractors(conditionId: number) {
    const j = await getCondition(db, { conditionID: conditionId });
    return subcontractorsOf(db, conditionId, j.row.selectedSubcontractorId);
  }

  async function setSubBid(
    input: {
      conditionID: number;
      companyID: number | null;
      bidAmount: string | number;
      markup: string | number;
      precedence: 1 | 2 | 3;
    },
    user: TUser,
  ) {
    await getCondition(db, input);
    const amount = parseDecimal(input.bidAmount)!;
    const markup = parseDecimal(input.markup)!;
    if (amount.units < 0n || compare(amount, MAX_BID) > 0)
      throw badRequest('The bid amount must be from 0 to 999,999,999,999.99.');
    if (markup.units < 0n || compare(markup, MAX_MARKUP) > 0)
      throw badRequest('The markup must be a fraction from 0 to 9.9999.');
    if (input.companyID !== null && !(await findSubcontractorCompany(db, input.companyID)))
      throw badRequest(`Company ${input.companyID} is not a subcontractor.`);
    return db.transaction(async (tx) => {
      const row = (await lockCondition(tx, input.conditionID))!;
      const lock = bidsLockReason(row);
      if (lock) throw conflict(`The bids are locked: ${lock}`);
      const bids = await listBids(tx, [row.conditionId]);
      const before = bids.find((b) => b.Precedence === input.precedence) ?? null;
      if (
        input.companyID !== null &&
        bids.some((b) => b.CompanyID === input.companyID && b.Precedence !== input.precedence)
      )
        throw conflict('That subcontractor already has a bid on this condition in another slot.');
      let selected = row.selectedSubcontractorId;
      const bidAmount = toNumeric(amount, PLACES.money);
      const bidMarkup = toNumeric(markup, PLACES.fraction);
      const total = bidTotal(bidAmount, bidMarkup);
      if (!fitsColumn(total, COLUMN.money))
        throw badRequest(
          `The bid amount with its markup is too large: the bid total would be over ${numericMax(COLUMN.money)}.`,
        );
      if (input.companyID === null) {
        if (before) await deleteBid(tx, row.conditionId, input.precedence);
        // The selected company's bid is gone: the condition is in-house again.
        if (before && before.CompanyID === selected) selected = null;
      } else {
        if (before && before.CompanyID === selected && before.CompanyID !== input.companyID)
          selected = null;
        const existing = await findBidSlot(tx, row.conditionId, input.precedence);
        await upsertBid(tx, {
          conditionId: row.conditionId,
          precedence: input.precedence,
          companyId: input.companyID,
          bidAmount,
          markup: bidMarkup,
          total,
          bidDate: existing?.bidDate ?? new Date().toISOString().slice(0, 10),
        });
        // The bid history keeps the unit price of every bid entered for a priced quantity.
        const q = fromNumeric(row.totalQuantities);
        const unitPrice = isZero(q) ? null : div(amount, q, PLACES.unitPrice);
        if (unitPrice && !fitsColumn(unitPrice, COLUMN.unit4))
          throw badRequest(
            `The bid amount is too large for the quantity: its unit price would be over ${numericMax(COLUMN.unit4)}.`,
          );
        if (row.measurementType && unitPrice)
          await insertBidHistory(tx, {
            conditionName: row.conditionName,
            measurementType: row.measurementType,
            companyId: input.companyID,
            unitPrice: toNumeric(unitPrice, PLACES.unitPrice),
            bidDate: new Date().toISOString().slice(0, 10),
            conditionId: row.conditionId,
          });
      }
      const project = await getProject(tx, row.projectId);
      const changed = { ...row, selectedSubcontractorId: selected };
      const derived = await derive(tx, changed, project.ksRemodelingTaxInd);
      refuseOverflow(derived, 'The bid amount');
      await updateCondition(tx, row.conditionId, { selectedSubcontractorId: selected, ...derived });
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'condition_sub_bid',
        entityId: `${row.conditionId}:${input.precedence}`,
        action: input.companyID === null ? 'delete' : before ? 'update' : 'insert',
        before: before && {
          companyId: before.CompanyID,
          bidAmount: before.BidAmount,
          markup: before.Markup,
        },
        after:
          input.companyID === null
            ? null
            : { companyId: input.companyID, bidAmount, markup: bidMarkup },
      });
      return {
        subcontractors: await subcontractorsOf(tx, row.conditionId, selected),
        condition: await presentOne(tx, row.conditionId),
      };
    });
  }

  async function selectSubcontractor(
    input: { projectID: number; conditionID: number; companyID: number | null },
    user: TUser,
  ) {
    await getCondition(db, input);
    return db.transaction(async (tx) => {
      const row = (await lockCondition(tx, input.conditionID))!;
      const lock = bidsLockReason(row);
      if (lock) throw conflict(`The subcontractor selection is locked: ${lock}`);
      const update: Partial<TConditionRow> = { selectedSubcontractorId: input.companyID };
      if (input.companyID !== null) {
        const bids = await listBids(tx, [row.conditionId]);
        if (!bids.some((b) => b.CompanyID === input.companyID))
          throw badRequest('Only a subcontractor with a bid on this condition can be selected.');
      } else if (needsJobBuyout(row) && row.clientApprovedInd === 1) {
        // Job buyout of sold work: the company does it in-house, so its job costs open up.
        update.overwriteCostInd = 1;
      }
      const project = await getProject(tx, row.projectId);
      const changed = { ...row, ...update };
      const derived = await derive(tx, changed, project.ksRemodelingTaxInd);
      refuseOverflow(derived, 'The selected bid');
      await updateCondition(tx, row.conditionId, { ...update, ...derived });
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'condition',
        entityId: row.conditionId,
        action: 'update',
        before: auditView(row),
        after: auditView({ ...changed, ...derived } as TConditionRow),
      });
      return { condition: await presentOne(tx, row.conditionId) };
    });
  }

  async function bidHistory(conditionName: string, measurementType: string) {
    return { history: await listBidHistory(db, conditionName, measurementType) };
  }

  async function descriptions(projectId: number, subCategoryCode: string) {
    await getProject(db, projectId);
    const sub = await getSubCategory(db, subCategoryCode);
    return { descriptions: await listDescriptions(db, projectId, sub.subCategoryId) };
  }

  async function setDescription(
    input: { projectID: number; contractID: string; subCategoryCode: string; description: string },
    user: TUser,
  ) {
    await getProject(db, input.projectID);
    const sub = await getSubCategory(db, input.subCategoryCode);
    return db.transaction(async (tx) => {
      const current = (await listDescriptions(tx, input.projectID, sub.subCategoryId)).find(
        (d) => d.ContractID === input.contractID,
      );
      if (!current) {
        if (!(await contracts.findClientContract(tx, input.projectID, input.contractID)))
          throw notFound(
            `There is no client contract ${input.contractID} on project ${input.projectID}.`,
          );
      } else if (current.ReadOnlyInd === 1)
        throw conflict(
          `The ${current.ContractType} contract is sent or approved: its description is read-only.`,
        );
      const description = input.description.trim();
      await upsertDescription(tx, {
        projectId: input.projectID,
        subCategoryId: sub.subCategoryId,
        clientContractId: input.contractID,
        description,
      });
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'inclusion_description',
        entityId: `${input.projectID}:${sub.subCategoryCode}:${input.contractID}`,
        action: current ? 'update' : 'insert',
        before: current ? { description: current.Description } : null,
        after: { description },
      });
      return { descriptions: await listDescriptions(tx, input.projectID, sub.subCategoryId) };
    });
  }

  async function templateOptions(mainCategory: string, subCategory: string) {
    const sub = await getSubCategory(db, subCategory);
    if (mainCategory !== sub.categoryCode && mainCategory !== String(sub.mainCategoryId))
      throw notFound(`Sub-category ${subCategory} is not in main category ${mainCategory}.`);
    const templates = await listActiveTemplates(db, sub.subCategoryId);
    return {
      options: templates.map((t) => ({
        templateID: t.templateId,
        ConditionName: t.conditionName,
        MeasurementType: t.measurementType,
      })),
    };
  }

  /**
   * A template request (new or overwrite): a template Awaiting Approval copied from the
   * condition, and an email to the approver (TEMPLATE_APPROVER_EMAIL) in the same transaction.
   */
  async function requestTemplate(sourceConditionId: number, targetId: number | null, user: TUser) {
    const j = await getCondition(db, { conditionID: sourceConditionId });
    const source = j.row;
    let target = null;
    if (targetId !== null) {
      target = await findTemplate(db, targetId);
      if (!target || target.status !== 'Active')
        throw notFound(`There is no active template ${targetId}.`);
      if (target.subCategoryId !== source.subCategoryId)
        throw badRequest('A template can only be overwritten by a condition of its sub-category.');
    }
    const approver = config.TEMPLATE_APPROVER_EMAIL;
    let emailId = 0;
    const reply = await keyedTransaction(db, async (tx) => {
      const templateId = await insertTemplate(tx, {
        subCategoryId: source.subCategoryId,
        conditionName: source.conditionName,
        measurementType: source.measurementType,
        internalComments: source.internalComments,
        subcontractorScope: source.subcontractorScope,
        ...templateInputsOf(source),
        status: 'Awaiting Approval',
        requestedBy: user.UserID,
        sourceConditionId: source.conditionId,
        replacesTemplateId: target?.templateId ?? null,
      });
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'condition_template',
        entityId: templateId,
        action: 'insert',
        after: {
          conditionName: source.conditionName,
          status: 'Awaiting Approval',
          sourceConditionId: source.conditionId,
          replacesTemplateId: target?.templateId ?? null,
        },
      });
      const what = target
        ? `replace the template "${target.conditionName}" (#${target.templateId})`
        : 'add a new template';
      const content = renderEmail(
        {
          subject: `Condition template request: ${source.conditionName} (${j.subCategory})`,
          heading: 'A condition template is awaiting your approval',
          paragraphs: [
            `${user.DisplayName} asks to ${what} in sub-category ${j.subCategory} from condition "${source.conditionName}" of project #${source.projectId}.`,
            `Request #${templateId}.`,
          ],
          action: {
            label: 'Open the condition',
            path: `/browser/projects/${source.projectId}/inclusions/${j.mainCategory}/${j.subCategory}`,
          },
        },
        emailContext,
      );
      emailId = await email.queue(tx, {
        to: [approver],
        ...content,
        relatedEntity: 'condition_template',
        relatedId: templateId,
        createdBy: user.UserID,
      });
      return { templateName: source.conditionName, templateID: templateId };
    });
    // A replayed request (Idempotency-Key) ran no work and queued nothing.
    if (emailId) await email.wake([emailId]);
    return reply;
  }

  return {
    /**
     * The project's KSRemodelingTaxInd changed (project module, in its transaction): every
     * condition's stored TaxableTotal, Tax and GrandTotal follow.
     */
    retax: (tx: TDbOrTx, projectId: number, ksRemodelingTaxInd: number) =>
      retaxProject(tx, projectId, ksRemodelingTaxInd, taxRate),
    categoryOptions: () => listCategoryOptions(db),
    list,
    options,
    add,
    set,
    remove,
    subcontractors,
    setSubBid,
    selectSubcontractor,
    bidHistory,
    descriptions,
    setDescription,
    templateOptions,
    templateNew: (sourceConditionId: number, user: TUser) =>
      requestTemplate(sourceConditionId, null, user),
    templateOverwrite: (sourceConditionId: number, targetId: number, user: TUser) =>
      requestTemplate(sourceConditionId, targetId, user),
    /** The spec text of the success modal (one place for the web and the tests). */
    templateSentText: ESTIMATING_TEXT.templateSent,
  };
}
export type TEstimatingService = ReturnType<typeof createEstimatingService>;
