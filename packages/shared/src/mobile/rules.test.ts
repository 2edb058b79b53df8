import { describe, expect, it } from 'vitest';
import { costManagementRow, costManagementTotals, NO_COST } from '../tracking/rules';
import {
  addDays,
  canEditNoteRecipients,
  canViewOthersHours,
  remainingBudgetOf,
  matchesMobileFilter,
  matchesMobileSearch,
  parseMobileProjectId,
  payPeriodDays,
  payPeriodStart,
  quarterOf,
} from './rules';

const role = (RoleID: number, Role: string) => ({ RoleID, Role });

describe('mobile project filters (spec 3 §4)', () => {
  const p = (stageType: never, myProjectInd: 0 | 1 = 0) => ({ stageType, myProjectInd });
  it('groups Completed, Canceled and Rejected as Archived and the rest as Active', () => {
    for (const stage of ['Completed', 'Canceled', 'Rejected'] as never[]) {
      expect(matchesMobileFilter(p(stage), 'Archived')).toBe(true);
      expect(matchesMobileFilter(p(stage), 'Active')).toBe(false);
    }
    for (const stage of [
      'Preparing Proposal',
      'Awaiting Approval',
      'Approved',
      'In Progress',
    ] as never[]) {
      expect(matchesMobileFilter(p(stage), 'Active')).toBe(true);
    }
  });
  it('maps WIP, APRVD, CLIENT and PREP to one stage each, ME to the user’s active projects', () => {
    expect(matchesMobileFilter(p('In Progress' as never), 'WIP')).toBe(true);
    expect(matchesMobileFilter(p('Approved' as never), 'APRVD')).toBe(true);
    expect(matchesMobileFilter(p('Awaiting Approval' as never), 'CLIENT')).toBe(true);
    expect(matchesMobileFilter(p('Preparing Proposal' as never), 'PREP')).toBe(true);
    expect(matchesMobileFilter(p('Approved' as never), 'WIP')).toBe(false);
    expect(matchesMobileFilter(p('Approved' as never, 1), 'ME')).toBe(true);
    expect(matchesMobileFilter(p('Completed' as never, 1), 'ME')).toBe(false);
    expect(matchesMobileFilter(p('Approved' as never, 0), 'ME')).toBe(false);
  });
  it('searches every typed word in any order, ignoring case', () => {
    const project = { searchText: '1042 Lenexa City Hall Acme Builders' };
    expect(matchesMobileSearch(project, 'hall 1042')).toBe(true);
    expect(matchesMobileSearch(project, '  ACME  ')).toBe(true);
    expect(matchesMobileSearch(project, 'acme olathe')).toBe(false);
  });
});

describe('project id in the address (spec 3 §5)', () => {
  it('takes digits only', () => {
    expect(parseMobileProjectId('42')).toBe(42);
    for (const bad of ['abc', '1.5', '-1', '0', '', undefined, '99999999999', '4e2']) {
      expect(parseMobileProjectId(bad), String(bad)).toBeNull();
    }
  });
});

describe('days, pay periods and quarters', () => {
  it('steps days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
  it('runs a pay period Saturday to Friday', () => {
    expect(payPeriodStart('2026-11-24')).toBe('2026-11-21'); // a Tuesday
    expect(payPeriodStart('2026-11-21')).toBe('2026-11-21'); // the Saturday itself
    expect(payPeriodStart('2026-11-27')).toBe('2026-11-21'); // the Friday
    expect(payPeriodStart('2026-11-28')).toBe('2026-11-28');
    expect(payPeriodDays('2026-12-30')).toEqual([
      '2026-12-26',
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
  });
  it('gives the quarter and year of a day', () => {
    expect(quarterOf('2026-11-24')).toEqual({ q: 4, y: 2026 });
    expect(quarterOf('2027-01-01')).toEqual({ q: 1, y: 2027 });
    expect(quarterOf('2027-06-30')).toEqual({ q: 2, y: 2027 });
  });
});

describe('who may (spec 3 §6)', () => {
  const user = (roles: Array<{ RoleID: number; Role: string }>, Permissions: number[] = []) => ({
    UserID: 7,
    Roles: roles,
    Permissions,
  });
  it('shows the proxy-user dropdown for permission 5 or 1', () => {
    expect(canViewOthersHours(user([role(3, 'Office')], [5]))).toBe(true);
    expect(canViewOthersHours(user([role(4, 'Accounting')], [1]))).toBe(true);
    expect(canViewOthersHours(user([role(9, 'Superintendent')]))).toBe(false);
    expect(canViewOthersHours(user([role(2, 'Admin')]))).toBe(true);
  });
  it('lets office staff and the project’s PM, PE or SI change note recipients', () => {
    const crew = { ProjectManagerID: 1, ProjectEngineerID: null, SuperintendentID: 7 };
    expect(canEditNoteRecipients(user([role(9, 'Superintendent')]), crew)).toBe(true);
    expect(
      canEditNoteRecipients(user([role(9, 'Superintendent')]), { ...crew, SuperintendentID: 2 }),
    ).toBe(false);
    expect(
      canEditNoteRecipients(user([role(3, 'Office')], [5]), { ...crew, SuperintendentID: 2 }),
    ).toBe(true);
  });
});

describe('remainingBudgetOf', () => {
  it("is the Cost Management totals' original minus actual (issue 40 item 3)", () => {
    const key = { categoryCode: '09', subCategoryCode: '09-2900' };
    const totals = costManagementTotals([
      costManagementRow(
        key,
        { ...NO_COST, hours: '1376.6100', material: '5000.00', equipment: '50.00' },
        { ...NO_COST, hours: '16.5', material: '120.10', equipment: '60.00' },
      ),
    ]);
    expect(remainingBudgetOf(totals)).toEqual({
      laborHoursTotal: '1376.61',
      remainingLaborHoursTotal: '1360.11',
      materialCostTotal: '5000.00',
      remainingMaterialsTotal: '4879.90',
      equipmentCostTotal: '50.00',
      remainingEquipmentTotal: '-10.00',
    });
  });
});
