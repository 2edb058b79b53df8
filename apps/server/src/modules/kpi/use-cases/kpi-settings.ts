import type { z } from 'zod';
import { compare, fromNumeric } from '@n5/shared/core/decimal';
import { KPI_DEFINITIONS, type TKpiUid, kpiDefinition } from '@n5/shared/kpi/rules';
import type { ZSaveKpiSettingBody } from '@n5/shared/kpi/schemas';
import type { TUser } from '@n5/shared/session/schemas';
import type { TDbOrTx } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import { badRequest } from '../../../lib/errors';
import type { TKpiDeps } from '../deps';
import { listSettings, upsertSetting } from '../queries/settings';

/** Every KPI's settings: the stored row, or the KPI's defaults. */
export async function readSettings(db: TDbOrTx) {
  const stored = new Map((await listSettings(db)).map((r) => [r.uid, r]));
  return KPI_DEFINITIONS.map((d) => {
    const row = stored.get(d.uid);
    return {
      uid: d.uid,
      kpi: d.label,
      threshold: row?.threshold ?? d.threshold,
      goal: row?.goal ?? d.goal,
      payoutPercent: row?.payout_percent ?? d.payoutPercent,
      description: d.description,
    };
  });
}

export async function getSettings(deps: Pick<TKpiDeps, 'db'>) {
  return { settings: await readSettings(deps.db) };
}

const padded = (v: string) => {
  const [whole, part = ''] = v.split('.');
  return `${whole}.${part.padEnd(4, '0')}`;
};

/** An admin sets a KPI's threshold, goal and payout percent (the route is admin-only). */
export async function saveSetting(
  deps: Pick<TKpiDeps, 'db'>,
  input: z.infer<typeof ZSaveKpiSettingBody>,
  user: TUser,
) {
  const uid: TKpiUid = input.uid;
  const threshold = padded(input.threshold);
  const goal = padded(input.goal);
  if (compare(fromNumeric(goal), fromNumeric(threshold)) < 0)
    throw badRequest('The goal must be at least the threshold.');
  await deps.db.transaction(async (tx) => {
    const before = (await readSettings(tx)).find((s) => s.uid === uid)!;
    const after = { threshold, goal, payoutPercent: padded(input.payoutPercent) };
    await upsertSetting(tx, {
      uid,
      ...after,
      description: kpiDefinition(uid).description,
      updatedBy: user.UserID,
    });
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'kpi_setting',
      entityId: uid,
      action: 'update',
      before: {
        threshold: before.threshold,
        goal: before.goal,
        payoutPercent: before.payoutPercent,
      },
      after,
    });
  });
  return getSettings(deps);
}
