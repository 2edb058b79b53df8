import { toScaled, fromScaled } from '@n5/shared/core/decimal';
import { browserForecastColumns, fractionToBp } from '@n5/shared/projects/forecast';
import { SOLD_LIVE_STAGES } from '@n5/shared/projects/flags';
import { stageLabel } from '@n5/shared/projects/stages';
import type { TBrowserProject } from '@n5/shared/projects/schemas';
import type { TDb } from '../../db/client';
import { forecasts, projects } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import type { AccountingGateway, TPersonRef } from '../../lib/accounting/gateway';

/** New Project (spec 2 §2.3): a name, the creator as estimator, and an empty forecast row. */
export async function createProject(db: TDb, input: { projectName: string }, userId: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(projects)
      .values({ projectName: input.projectName, estimatedBy: userId })
      .returning({ projectId: projects.projectId, stageType: projects.stageType });
    await tx.insert(forecasts).values({ projectId: row!.projectId });
    await recordAudit(tx, {
      userId,
      entity: 'project',
      entityId: row!.projectId,
      action: 'insert',
      after: { projectName: input.projectName, stageType: row!.stageType, estimatedBy: userId },
    });
    return row!.projectId;
  });
}

const csvCell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * The pipeline report (permission 8): one line per active project with its monthly pipeline
 * revenue over the browser's twelve months. Revenue of a month = contract x forecast fraction,
 * weighted by Probability until the project is sold (DOMAIN.md "Forecast and pipeline"); exact
 * integer math, rounded half up to cents.
 */
export function pipelineReportCsv(
  rows: readonly TBrowserProject[],
  probabilities: ReadonlyMap<number, string>,
  today: Date,
): string {
  const columns = browserForecastColumns(today);
  const header = [
    'Project ID',
    'Project',
    'Client',
    'Stage',
    'Division',
    'Project Manager',
    'Contract',
    'Probability',
    'Est Margin %',
    ...columns.map((c) => `${c.label} Revenue`),
    'Total Revenue',
  ];
  const lines = rows.map((row) => {
    const contractCents = BigInt(toScaled(row.ContractAmount, 2) ?? 0);
    const isSold = SOLD_LIVE_STAGES.includes(row.StageType);
    const probabilityBp = BigInt(isSold ? 10_000 : fractionToBp(probabilities.get(row.ProjectID)));
    let totalCents = 0n;
    const months = columns.map((c) => {
      const scaled = contractCents * BigInt(fractionToBp(row[c.key])) * probabilityBp;
      const cents = (scaled + 50_000_000n) / 100_000_000n;
      totalCents += cents;
      return fromScaled(Number(cents), 2);
    });
    return [
      row.ProjectID,
      row.ProjectName,
      row.ClientCompanyName,
      stageLabel(row.StageType),
      row.Division,
      row.ProjectManager,
      row.ContractAmount,
      probabilities.get(row.ProjectID) ?? '0',
      row.EstMarginPercent,
      ...months,
      fromScaled(Number(totalCents), 2),
    ]
      .map(csvCell)
      .join(',');
  });
  return [header.map(csvCell).join(','), ...lines].join('\r\n') + '\r\n';
}

const personName = (person: TPersonRef | null) =>
  person ? (person.name ?? person.email ?? person.employeeId ?? String(person.userId)) : null;

/** Refresh Assignments: asks the accounting system for PM, PE and SI per project. */
export async function fetchAssignments(accounting: AccountingGateway) {
  const assignments = await accounting.getProjectAssignments();
  return {
    source: accounting.kind,
    assignments: assignments.length,
    projects: assignments.map((a) => ({
      projectId: a.projectId,
      projectManager: personName(a.projectManager),
      projectEngineer: personName(a.projectEngineer),
      superintendent: personName(a.superintendent),
    })),
  };
}
