/** Contract stages of spec 1 §3 (ContractStageCategory), for client and sub contracts. */
export const CONTRACT_STAGES = ['Approved', 'Pending', 'Inactive'] as const;
export type TContractStage = (typeof CONTRACT_STAGES)[number];

/** Client contract types: 'Base', change orders 'CO n', alternates 'Alt n' (n from 1). */
export const CLIENT_CONTRACT_TYPE_PATTERN = /^(Base|CO [1-9][0-9]*|Alt [1-9][0-9]*)$/;
/** Sub contract types: 'Base' or an alternate 'Alt n'. */
export const SUB_CONTRACT_TYPE_PATTERN = /^(Base|Alt [1-9][0-9]*)$/;
export const CLIENT_CONTRACT_TYPE_SQL = '^(Base|CO [1-9][0-9]*|Alt [1-9][0-9]*)$';
export const SUB_CONTRACT_TYPE_SQL = '^(Base|Alt [1-9][0-9]*)$';

/** The kind of a client contract type. */
export function contractKind(type: string): 'Base' | 'CO' | 'Alt' {
  return type === 'Base' ? 'Base' : type.startsWith('CO ') ? 'CO' : 'Alt';
}

/** How a contract was approved (client_contracts / sub_contracts.approval_source): */
/** signed on its public page, */
export const SIGNATURE_SOURCE = 'Signature';
/** approved with a PDF the PM uploaded (no signature image on the page), */
export const MANUAL_UPLOAD = 'Manual contract upload';
/** or pushed to accounting without signature (still Pending). */
export const PUSHED_WITHOUT_SIGNATURE = 'Pushed without signature';
