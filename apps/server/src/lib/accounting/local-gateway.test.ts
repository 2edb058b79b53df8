import { describe, expect, it } from 'vitest';
import type { TActualCostRow, TDispatchAssignment } from './gateway';
import { createLocalAccountingGateway } from './local-gateway';

const costs: TActualCostRow[] = [
  {
    subCategoryCode: '09-2900',
    laborHours: '12.5',
    labor: '812.50',
    material: '240.00',
    equipment: '0.00',
    other: '0.00',
    sub: '0.00',
    total: '1052.50',
  },
];

describe('local accounting gateway', () => {
  it('answers every question with an empty list until a store function is plugged in', async () => {
    const gateway = createLocalAccountingGateway();
    expect(gateway.kind).toBe('local');
    expect(await gateway.getActualCosts(101)).toEqual([]);
    expect(await gateway.getProjectAssignments()).toEqual([]);
    expect(await gateway.listStockItems()).toEqual([]);
    expect(await gateway.getDispatch('2026-11-24')).toEqual([]);
    expect(await gateway.exportProjectBudget(101)).toEqual([]);
    expect(await gateway.exportProjectBudgets()).toEqual([]);
  });

  it('accepts pushes without sending anything anywhere', async () => {
    const gateway = createLocalAccountingGateway();
    const result = await gateway.pushProject({
      projectId: 101,
      name: 'Annex remodel',
      description: null,
      stage: 'Approved',
      customerId: null,
      projectManager: null,
      tasks: [],
    });
    expect(result).toEqual({ reference: null });
    await expect(
      gateway.pushContract(
        {
          guid: 'g-1',
          party: 'sub',
          contractType: 'Base',
          projectId: 101,
          counterpartyId: '7',
          date: '2026-11-20',
          description: null,
          retention: null,
          lines: [],
        },
        { withSignature: false },
      ),
    ).resolves.toEqual({ reference: null });
    await expect(gateway.close()).resolves.toBeUndefined();
  });

  it('returns what the store gives, passing the question through', async () => {
    const asked: unknown[] = [];
    const dispatch: TDispatchAssignment[] = [
      {
        date: '2026-11-24',
        projectId: 101,
        subCategoryCode: null,
        person: { userId: 6, email: 'field@n5.local', employeeId: null, name: 'Field User' },
        reference: null,
      },
    ];
    const gateway = createLocalAccountingGateway({
      listActualCosts: async (projectId) => {
        asked.push(projectId);
        return costs;
      },
      listDispatch: async (date) => {
        asked.push(date);
        return dispatch;
      },
    });
    expect(await gateway.getActualCosts(101)).toEqual(costs);
    expect(await gateway.getDispatch('2026-11-24')).toEqual(dispatch);
    expect(asked).toEqual([101, '2026-11-24']);
    expect(await gateway.listStockItems()).toEqual([]);
  });
});
