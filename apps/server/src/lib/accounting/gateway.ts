import type { TStageType } from '@n5/shared/project/constants';

/**
 * What the app asks of the accounting system. Two implementations: the embedded `local` one
 * (our own tables) and `acumatica` (its contract-based REST API); `create-gateway.ts` picks one
 * from config. Money crosses this boundary as decimal strings, never floats.
 */

/** Money in dollars with exactly two places: "1234.50", "-12.00". */
export type TMoney = string;
/** A quantity, rate or unit cost as a decimal string: "12.5", "0.0325". */
export type TDecimalText = string;
/** A calendar day: "2026-11-24". */
export type TIsoDate = string;

/** Someone as the source knows them: our tables give a user id, Acumatica an employee id. */
export interface TPersonRef {
  userId: number | null;
  email: string | null;
  /** The accounting system's employee id (Acumatica's EP0000012). */
  employeeId: string | null;
  name: string | null;
}

/** One accounting task per sub-category the project has scope in; its id is the code. */
export interface TAccountingTask {
  subCategoryCode: string;
  description: string;
}

export interface TAccountingProject {
  projectId: number;
  name: string;
  description: string | null;
  stage: TStageType;
  /** The client's customer id in the accounting system; null while the client is not mapped. */
  customerId: string | null;
  /** The client company's name: matched by name when not mapped (ACUMATICA_MATCH_COMPANIES). */
  customerName?: string | null;
  projectManager: TPersonRef | null;
  tasks: TAccountingTask[];
}

export interface TAccountingContractLine {
  subCategoryCode: string;
  description: string;
  amount: TMoney;
}

export interface TAccountingContract {
  guid: string;
  /** Who signs it: our client, or a subcontractor. */
  party: 'client' | 'sub';
  /** "Base", "CO 1", "Alt 1"... */
  contractType: string;
  projectId: number;
  /**
   * The customer id (client contract) or vendor id (sub contract) in the accounting system, from
   * the CRM company; null while not mapped.
   */
  counterpartyId: string | null;
  /** The company's name: matched by name when not mapped (ACUMATICA_MATCH_COMPANIES). */
  counterpartyName?: string | null;
  date: TIsoDate;
  description: string | null;
  /** Retainage as a fraction ("0.1000"); sub contracts only, null for none. */
  retention: TDecimalText | null;
  lines: TAccountingContractLine[];
}

/** One sub-category of a pay app as billed this period (AIA G703 columns E and F). */
export interface TProFormaLine {
  subCategoryCode: string;
  description: string;
  /** Work completed this period. */
  amount: TMoney;
  /**
   * The change in materials presently stored this period (G703 F less the previous
   * application's F): carried materials are billed once, installed ones net to nothing.
   */
  stored: TMoney;
}

/**
 * A certified pay app as the pro forma invoice the accounting system bills from: the frozen
 * figures, never recomputed. Pushing the same guid again replaces its lines.
 */
export interface TAccountingProFormaInvoice {
  guid: string;
  projectId: number;
  /** The pay app's number (1, 2, ...). */
  number: number;
  /** The client's customer id in the accounting system, when mapped. */
  customerId: string | null;
  customerName?: string | null;
  date: TIsoDate;
  description: string;
  /** Retainage on work as a fraction ("0.1000"). */
  retainageRate: TDecimalText;
  /** G702 line 8, current payment due. */
  currentPaymentDue: TMoney;
  lines: TProFormaLine[];
}

/**
 * A certified retainage release application (no work, only retainage billed): what it releases
 * in all and per sub-category, from its frozen figures.
 */
export interface TAccountingRetainageRelease {
  guid: string;
  projectId: number;
  number: number;
  customerId: string | null;
  customerName?: string | null;
  date: TIsoDate;
  /** Retainage this application releases (G702 line 5 of the previous one less its own). */
  amount: TMoney;
  lines: Array<{ subCategoryCode: string; amount: TMoney }>;
}

export interface TPushOptions {
  /** False for "push without signature" (permission 10): the document goes over on hold. */
  withSignature: boolean;
}

export interface TPushResult {
  /** What the accounting system calls the record (ProjectID, SubcontractNbr...); null for local. */
  reference: string | null;
}

/** Actual cost of one sub-category, as recorded in the accounting system. */
export interface TActualCostRow {
  subCategoryCode: string;
  laborHours: TDecimalText;
  labor: TMoney;
  material: TMoney;
  equipment: TMoney;
  other: TMoney;
  sub: TMoney;
  total: TMoney;
}

export interface TProjectAssignment {
  projectId: number;
  projectManager: TPersonRef | null;
  projectEngineer: TPersonRef | null;
  superintendent: TPersonRef | null;
}

export interface TStockItem {
  inventoryId: string;
  description: string;
  baseUom: string | null;
  unitCost: TDecimalText;
}

/** One person sent to one project on one day (the mobile dispatch board). */
export interface TDispatchAssignment {
  date: TIsoDate;
  projectId: number;
  subCategoryCode: string | null;
  person: TPersonRef;
  /** The source document, e.g. an Acumatica appointment number. */
  reference: string | null;
}

/** One budget line of a project task: a row of the project-task spreadsheet. */
export interface TBudgetRow {
  projectId: number;
  subCategoryCode: string;
  description: string;
  type: 'Income' | 'Expense';
  accountGroup: string | null;
  costCode: string | null;
  uom: string | null;
  originalBudgetedQty: TDecimalText;
  originalBudgetedAmount: TMoney;
  revisedBudgetedAmount: TMoney;
  committedAmount: TMoney;
  actualQty: TDecimalText;
  actualAmount: TMoney;
}

/**
 * One client invoice of a project as the accounting system holds it (Invoice Log, Unbilled
 * Projects): our certified pay apps in the local books; Acumatica's AR invoices of projects.
 */
export interface TAccountingInvoice {
  projectId: number;
  /** The accounting system's number (Acumatica's ReferenceNbr); "PA-{n}" for a local pay app. */
  reference: string;
  /** Our pay app's number when the invoice is one; null for one billed in accounting directly. */
  payAppNumber: number | null;
  date: TIsoDate;
  status: string;
  /** G702 line 4 and line 5 when known (our frozen pay app); null for other invoices. */
  completedAndStored: TMoney | null;
  retainage: TMoney | null;
  /** What the invoice asks the client to pay (G702 line 8; Acumatica's Amount). */
  amountDue: TMoney;
}

/** A customer or vendor of the accounting system, for mapping a CRM company to it. */
export interface TCounterparty {
  /** Acumatica's CustomerID / VendorID. */
  id: string;
  name: string;
  status: string | null;
}

export interface TCounterpartyQuery {
  /** Part of the name (case as the system compares it). */
  search?: string;
  /** Exactly this id (to check a typed one exists). */
  id?: string;
  skip: number;
  top: number;
}

/** Days [from, to): from inclusive, to exclusive, in the company's time zone. */
export interface TDateRange {
  from: TIsoDate;
  to: TIsoDate;
}

export interface AccountingGateway {
  readonly kind: 'local' | 'acumatica';
  /** Creates or updates the project and one task per sub-category. */
  pushProject(project: TAccountingProject): Promise<TPushResult>;
  /** Creates or updates a client or sub contract; pushing the same guid again replaces its lines. */
  pushContract(contract: TAccountingContract, options: TPushOptions): Promise<TPushResult>;
  /** Creates or updates the pro forma invoice of a certified pay app (issue 16). */
  pushProFormaInvoice(invoice: TAccountingProFormaInvoice): Promise<TPushResult>;
  /** Releases retainage held on the project's invoices (a certified retainage release). */
  pushRetainageRelease(release: TAccountingRetainageRelease): Promise<TPushResult>;
  getActualCosts(projectId: number): Promise<TActualCostRow[]>;
  getProjectAssignments(): Promise<TProjectAssignment[]>;
  listStockItems(): Promise<TStockItem[]>;
  getDispatch(date: TIsoDate): Promise<TDispatchAssignment[]>;
  exportProjectBudget(projectId: number): Promise<TBudgetRow[]>;
  /** Every project's budget lines (Accounting Reports, "Project Budgets"). */
  exportProjectBudgets(): Promise<TBudgetRow[]>;
  /** The projects' client invoices dated in the range, oldest first. */
  listInvoices(range: TDateRange): Promise<TAccountingInvoice[]>;
  /** Each project's last client invoice dated before `day` (Unbilled Projects' "Last Billed"). */
  lastInvoiceDates(day: TIsoDate): Promise<Map<number, TIsoDate>>;
  /**
   * A page of the accounting system's customers or vendors (the CRM company's mapping); null when
   * there is no such list (the local books: ids are typed).
   */
  listCounterparties(
    kind: 'customer' | 'vendor',
    query: TCounterpartyQuery,
  ): Promise<{ parties: TCounterparty[]; more: boolean } | null>;
  /** Ends the session with the accounting system, if any; never throws. */
  close(): Promise<void>;
}

export type TAccountingFailure =
  'unreachable' | 'timeout' | 'sign-in' | 'session' | 'rejected' | 'server';

/**
 * The accounting system could not do what was asked. The message is for people (it names the
 * call and what the system said, never credentials); `retryable` tells a job whether trying
 * again later may help.
 */
export class AccountingError extends Error {
  readonly failure: TAccountingFailure;
  readonly status: number | null;
  readonly retryable: boolean;
  /** The call that failed ("PUT Subcontract"), the record it was about and the fields refused. */
  readonly call: string | null;
  readonly record: string | null;
  readonly fields: string[];
  constructor(
    failure: TAccountingFailure,
    message: string,
    options: {
      status?: number | null;
      retryable: boolean;
      cause?: unknown;
      call?: string;
      record?: string | null;
      fields?: string[];
    },
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AccountingError';
    this.failure = failure;
    this.status = options.status ?? null;
    this.retryable = options.retryable;
    this.call = options.call ?? null;
    this.record = options.record ?? null;
    this.fields = options.fields ?? [];
  }
}
