/** Units of measure of spec 1 §9 (code: label), in the spec's order. */
export const UNITS_OF_MEASURE = [
  ['EA', 'Each'],
  ['LS', 'Lump Sum'],
  ['SQFT', 'Sq. Ft'],
  ['SQYD', 'Sq. Yd'],
  ['LINFT', 'L. Ft'],
  ['LINYD', 'L. Yd'],
  ['FT', 'B. Ft'],
  ['CUBFT', 'Cubic Feet'],
  ['CUBYD', 'C. Yd'],
  ['GAL', 'Gallon'],
  ['MINUTE', 'Minute'],
  ['MANHR', 'Man Hr'],
  ['HR', 'Hour'],
  ['WK', 'Week'],
  ['MO', 'Month'],
  ['YR', 'Year'],
  ['LB', 'Pounds'],
  ['MILE', 'Miles'],
  ['OZ', 'Ounce'],
  ['PA', 'Pair'],
  ['QT', 'Quart'],
  ['SACK', 'Sack'],
  ['IN', 'Inch'],
] as const;
export type TUnitOfMeasure = (typeof UNITS_OF_MEASURE)[number][0];
export const UNIT_CODES = UNITS_OF_MEASURE.map(([code]) => code) as unknown as readonly [
  TUnitOfMeasure,
  ...TUnitOfMeasure[],
];
export const UNIT_LABEL: Record<TUnitOfMeasure, string> = Object.fromEntries(
  UNITS_OF_MEASURE,
) as Record<TUnitOfMeasure, string>;

/** Up to 3 subcontractor bids per condition (spec 1 §9), by precedence 1 to 3. */
export const MAX_SUB_BIDS = 3;
export const BID_PRECEDENCES = [1, 2, 3] as const;
export type TBidPrecedence = (typeof BID_PRECEDENCES)[number];

/** Inclusion stages (spec 1 §4): groupings of conditions by their client contract. */
export const INCLUSION_STAGES = ['Approved', 'Pending', 'Potential CO', 'Inactive'] as const;
export type TInclusionStage = (typeof INCLUSION_STAGES)[number];

/**
 * Template states: requested templates wait for the approver; only active ones are offered.
 * Inactive: rejected or deactivated (spec 2 §4). Overwritten: an approved overwrite request whose
 * values went into its target (kept for the history, listed nowhere).
 */
export const TEMPLATE_STATUSES = [
  'Active',
  'Awaiting Approval',
  'Inactive',
  'Overwritten',
] as const;
export type TTemplateStatus = (typeof TEMPLATE_STATUSES)[number];

/** Spec texts of the inclusion editor (spec 1 §2, §4), quoted exactly. */
export const ESTIMATING_TEXT = {
  summaryInstruction:
    'Summarize all of the conditions below. These are the only descriptions that will show on the customer summary.',
  leavePrompt:
    'There are missing inclusion, internal, or subcontractor descriptions. Are you sure you want to go to leave this page?',
  jobBuyoutTitle: 'Job buyout',
  jobBuyout:
    'Please confirm that the company will be completing this condition in-house. This will overwrite the existing markups and allow you to edit job costs.',
  templateSent: 'The template has been sent for approval',
  costLocked: 'Cost estimates are locked because the in-house option was selected at signing.',
  markupLocked: 'Markups are read-only once the client has approved the condition.',
  subApprovedLocked:
    'The sub contract is approved: quantity, unit of measure and bids are read-only.',
  signedLocked:
    "The client signed this condition's contract: its quantity and contract cannot change. Change the amount with a change order.",
  approvedContractClosed:
    'That contract is approved: conditions cannot be added to it. Put the new scope on a change order.',
} as const;
