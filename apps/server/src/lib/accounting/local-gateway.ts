import type {
  AccountingGateway,
  TAccountingInvoice,
  TActualCostRow,
  TBudgetRow,
  TDateRange,
  TDispatchAssignment,
  TIsoDate,
  TProjectAssignment,
  TPushResult,
  TStockItem,
} from './gateway';

/**
 * Where the embedded gateway reads from: one function per question, each a query over our own
 * tables. Our tables do not hold actual costs, assignments, stock or dispatch yet; the issue that
 * adds a table supplies its function here, and until then the gateway answers with an empty list
 * rather than made-up figures.
 */
export interface LocalAccountingStore {
  listActualCosts(projectId: number): Promise<TActualCostRow[]>;
  listProjectAssignments(): Promise<TProjectAssignment[]>;
  listStockItems(): Promise<TStockItem[]>;
  listDispatch(date: TIsoDate): Promise<TDispatchAssignment[]>;
  listProjectBudget(projectId: number): Promise<TBudgetRow[]>;
  listProjectBudgets(): Promise<TBudgetRow[]>;
  listInvoices(range: TDateRange): Promise<TAccountingInvoice[]>;
  lastInvoiceDates(day: TIsoDate): Promise<Map<number, TIsoDate>>;
}

const none = async () => [];

export const EMPTY_LOCAL_STORE: LocalAccountingStore = {
  listActualCosts: none,
  listProjectAssignments: none,
  listStockItems: none,
  listDispatch: none,
  listProjectBudget: none,
  listProjectBudgets: none,
  listInvoices: none,
  lastInvoiceDates: async () => new Map(),
};

/** Our own tables are the books: a push has nowhere else to go, so it succeeds without effect. */
const pushed = async (): Promise<TPushResult> => ({ reference: null });

export function createLocalAccountingGateway(
  store: Partial<LocalAccountingStore> = {},
): AccountingGateway {
  const source: LocalAccountingStore = { ...EMPTY_LOCAL_STORE, ...store };
  return {
    kind: 'local',
    pushProject: pushed,
    pushContract: pushed,
    pushProFormaInvoice: pushed,
    pushRetainageRelease: pushed,
    getActualCosts: (projectId) => source.listActualCosts(projectId),
    getProjectAssignments: () => source.listProjectAssignments(),
    listStockItems: () => source.listStockItems(),
    getDispatch: (date) => source.listDispatch(date),
    exportProjectBudget: (projectId) => source.listProjectBudget(projectId),
    exportProjectBudgets: () => source.listProjectBudgets(),
    listInvoices: (range) => source.listInvoices(range),
    lastInvoiceDates: (day) => source.lastInvoiceDates(day),
    // Our books hold no customer or vendor list of their own: ids are typed on the CRM company.
    listCounterparties: async () => null,
    close: async () => {},
  };
}
