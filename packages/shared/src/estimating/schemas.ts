import { z } from 'zod';
import { ZDecimalText } from '../core/money';
import { CONTRACT_STAGES } from '../contracts/constants';
import { ZIdInput } from '../core/ids';
import { MONEY_MAX } from '../core/column-ranges';
import { decimalInput } from '../core/strict-inputs';
import { CONDITION_MAX_MARKUP } from './fields';
import { INCLUSION_STAGES, UNIT_CODES } from './constants';

/** A sub-category code as the cost-code tree writes it (09-2900). */
export const ZSubCategoryCode = z
  .string()
  .regex(/^[0-9]{2}-[0-9]{4}$/, 'must be a sub-category code such as 09-2900');
const ZFlagOut = z.union([z.literal(0), z.literal(1)]);
/** Numeric text as the columns hold it ("1200.0000", "62.50"). */
const ZNum = ZDecimalText;

/** A subcontractor bid slot (spec 1 §3 "Condition subcontractor bids"). */
export const ZSubBid = z.object({
  Precedence: z.number().int(),
  CompanyID: z.number().int(),
  CompanyName: z.string(),
  BidAmount: ZNum,
  Markup: ZNum,
  Total: ZNum,
  BidDate: z.string().nullable(),
});
export type TSubBid = z.infer<typeof ZSubBid>;

/** A condition as the card shows it (spec 1 §3 "Condition"), with its bids and stage. */
export const ZCondition = z.object({
  ConditionID: z.number().int(),
  ConditionName: z.string(),
  ProjectID: z.number().int(),
  MainCategory: z.string(),
  SubCategory: z.string(),
  ClientContractID: z.string().nullable(),
  SubContractID: z.string().nullable(),
  TotalQuantities: ZNum,
  MeasurementType: z.enum(UNIT_CODES).nullable(),
  InternalComments: z.string(),
  SubcontractorScope: z.string(),
  LaborHours: ZNum,
  LaborRate: ZNum,
  LaborCost: ZNum,
  LaborMarkup: ZNum,
  LaborTotal: ZNum,
  MaterialCost: ZNum,
  MaterialMarkup: ZNum,
  MaterialTotal: ZNum,
  EquipmentCost: ZNum,
  EquipmentMarkup: ZNum,
  EquipmentTotal: ZNum,
  OtherCostsCost: ZNum,
  OtherCostsMarkup: ZNum,
  OtherCostsTotal: ZNum,
  LaborHoursTotal: ZNum,
  LaborCostTotal: ZNum,
  LaborGrandTotal: ZNum,
  MaterialCostTotal: ZNum,
  MaterialGrandTotal: ZNum,
  EquipmentCostTotal: ZNum,
  EquipmentGrandTotal: ZNum,
  OtherCostsCostTotal: ZNum,
  OtherCostsGrandTotal: ZNum,
  SubCost: ZNum,
  SubMarkup: ZNum,
  SubTotal: ZNum,
  TotalCost: ZNum,
  TotalMarkup: ZNum,
  PreTax: ZNum,
  UnitPrice: ZNum.nullable(),
  TaxableTotal: ZNum,
  Tax: ZNum,
  GrandTotal: ZNum,
  ClientApprovedInd: ZFlagOut,
  SubContractApprovedInd: ZFlagOut,
  OverwriteCostInd: ZFlagOut,
  N5SelectedAtSigning: ZFlagOut,
  SelectedSubcontractor: z.number().int().nullable(),
  ProposalFormatType: z.string(),
  Stage: z.enum(INCLUSION_STAGES),
  Bids: z.array(ZSubBid),
});
export type TCondition = z.infer<typeof ZCondition>;

export const ZConditionListQuery = z.object({
  projectID: ZIdInput,
  subCategoryCode: ZSubCategoryCode,
});
export const ZSubcontractorOption = z.object({
  CompanyID: z.number().int(),
  CompanyName: z.string(),
});
/** The conditions, and the subcontractor companies their bid slots offer (one list for all). */
export const ZConditionListReply = z.object({
  conditionList: z.array(ZCondition),
  subcontractorOptions: z.array(ZSubcontractorOption),
  /** The project's tax, so the card can show derived totals while typing. */
  tax: z.object({ ksRemodelingTaxInd: z.number().int(), taxRate: ZDecimalText }),
});
export const ZConditionReply = z.object({ condition: ZCondition });

export const ZCategoryOptionsReply = z.object({
  categories: z.array(
    z.object({ categoryid: z.number().int(), categoryCode: z.string(), name: z.string() }),
  ),
  subCategories: z.array(
    z.object({
      subcategoryid: z.number().int(),
      categoryid: z.number().int(),
      subCategoryCode: z.string(),
      name: z.string(),
    }),
  ),
});

/** An Add Condition option: an active template of the sub-category (conditionID = its id). */
export const ZConditionOption = z.object({
  conditionID: z.number().int(),
  projectID: z.number().int(),
  subCategoryCode: z.string(),
  ConditionName: z.string(),
  MeasurementType: z.string().nullable(),
});
export const ZConditionOptionsReply = z.object({ options: z.array(ZConditionOption) });

export const ZAddConditionBody = z.object({
  conditionID: ZIdInput,
  projectID: ZIdInput,
  subCategoryCode: ZSubCategoryCode,
});

/** The whitelisted field and its value; the service validates the value per field. */
export const ZSetConditionBody = z.object({
  conditionID: ZIdInput,
  projectID: ZIdInput,
  subCategoryCode: ZSubCategoryCode,
  field: z.string().min(1).max(60),
  value: z.union([z.string().max(4000), z.number(), z.null()]),
});
export const ZDelConditionBody = z.object({
  conditionID: ZIdInput,
  projectID: ZIdInput,
  subCategoryCode: ZSubCategoryCode,
});

export const ZSubcontractorsQuery = z.object({ conditionID: ZIdInput });
export const ZSubcontractorsReply = z.object({
  sub1: ZSubBid.nullable(),
  sub2: ZSubBid.nullable(),
  sub3: ZSubBid.nullable(),
  subcontractorOptions: z.array(ZSubcontractorOption),
  selectedSubcontractor: z.number().int().nullable(),
});

/** A bid slot: companyID null empties the slot. */
export const ZSubBidBody = z.object({
  conditionID: ZIdInput,
  companyID: ZIdInput.nullable(),
  bidAmount: decimalInput({ places: 2, min: '0', max: MONEY_MAX }),
  markup: decimalInput({ places: 4, min: '0', max: CONDITION_MAX_MARKUP }),
  precedence: z.union([z.literal(1), z.literal(2), z.literal(3)]),
});
export const ZSubBidReply = z.object({
  subcontractors: ZSubcontractorsReply,
  condition: ZCondition,
});

/** companyID null = the in-house option (a job buyout when a sub was selected). */
export const ZSelectSubBody = z.object({
  projectID: ZIdInput,
  conditionID: ZIdInput,
  companyID: ZIdInput.nullable(),
});

export const ZBidHistoryQuery = z.object({
  conditionName: z.string().min(1).max(200),
  measurementType: z.enum(UNIT_CODES),
});
export const ZBidHistoryReply = z.object({
  history: z.array(
    z.object({
      Vendor: z.string(),
      UnitPrice: ZNum,
      MeasurementType: z.string(),
      BidDate: z.string(),
    }),
  ),
});

export const ZInclusionDescription = z.object({
  ContractType: z.string(),
  ReadOnlyInd: ZFlagOut,
  ContractID: z.string(),
  Description: z.string(),
});
export type TInclusionDescription = z.infer<typeof ZInclusionDescription>;
export const ZDescriptionsQuery = ZConditionListQuery;
export const ZDescriptionsReply = z.object({ descriptions: z.array(ZInclusionDescription) });
export const ZSetDescriptionBody = z.object({
  projectID: ZIdInput,
  contractID: z.uuid(),
  subCategoryCode: ZSubCategoryCode,
  description: z.string().max(4000),
});

export const ZTemplateOptionsQuery = z.object({
  /** The main category's code (09) or id. */
  mainCategory: z.string().regex(/^[0-9]{1,10}$/, 'must be a main category code or id'),
  subCategory: ZSubCategoryCode,
});
export const ZTemplateOptionsReply = z.object({
  options: z.array(
    z.object({
      templateID: z.number().int(),
      ConditionName: z.string(),
      MeasurementType: z.string().nullable(),
    }),
  ),
});
export const ZTemplateNewBody = z.object({ sourceConditionID: ZIdInput });
export const ZTemplateOverwriteBody = z.object({
  sourceConditionID: ZIdInput,
  /** The active template to replace (the spec names it a condition: its option's conditionID). */
  targetConditionID: ZIdInput,
});
export const ZTemplateReply = z.object({ templateName: z.string(), templateID: z.number().int() });

export const ZContractStage = z.enum(CONTRACT_STAGES);
