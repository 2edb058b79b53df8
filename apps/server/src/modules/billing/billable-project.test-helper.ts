import { eq } from 'drizzle-orm';
import { clientContracts, conditions } from '../../db/schema/index';
import type { TTestApp } from '../../testing/build-test-app';
import type { TFactories } from '../../testing/factories/factories';

/**
 * A project whose approved Base contract (10% retention) schedules two sub-categories at
 * $1,000.00 (09-2900) and $3,000.00 (26-5100): conditions made through the API, the contract
 * approved in the database (client approval by link is the contracts module's, not billing's).
 */
export async function buildBillableProject(
  deps: { t: TTestApp } & Pick<TFactories, 'buildProject' | 'buildCondition'>,
  name = 'Billing test',
) {
  const project = await deps.buildProject({ ProjectName: name, StageType: 'In Progress' });
  const projectID = project.ProjectID;
  const a = await deps.buildCondition({ projectID, subCategoryCode: '09-2900' });
  const b = await deps.buildCondition({ projectID, subCategoryCode: '26-5100' });
  const { db } = deps.t.database;
  const [contract] = await db
    .insert(clientContracts)
    .values({ projectId: projectID, contractType: 'Base', stage: 'Approved', retention: '0.1000' })
    .returning({ id: clientContracts.contractId });
  for (const [condition, preTax] of [
    [a, '1000.00'],
    [b, '3000.00'],
  ] as const) {
    await db
      .update(conditions)
      .set({ clientContractId: contract!.id, preTax, tax: '0.00' })
      .where(eq(conditions.conditionId, condition.ConditionID));
  }
  return projectID;
}
