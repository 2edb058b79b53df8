import { toCsv } from '@n5/shared/core/csv';
import {
  fromNumeric,
  mul,
  ONE,
  PLACES,
  round,
  sum,
  toNumeric,
  toPercent,
} from '@n5/shared/core/decimal';
import { browserForecastColumns, forecastCellValue } from '@n5/shared/forecast/rules';
import { SOLD_LIVE_STAGES } from '@n5/shared/browser/flags';
import { stageLabel } from '@n5/shared/project/stages';
import type { TBrowserProject } from '@n5/shared/browser/schemas';

/** A stored fraction as the percent a reader expects in a spreadsheet: "0.1495" -> "14.95". */
const percentCell = (fraction: string) => toNumeric(round(toPercent(fromNumeric(fraction)), 2), 2);

/**
 * The pipeline report (permission 8): one line per active project with its monthly pipeline
 * revenue over the browser's twelve months, in calendar order. Revenue of a month = contract x
 * forecast fraction, weighted by Probability until the project is sold (DOMAIN.md "Forecast and
 * pipeline"); exact decimals, each month rounded half away from zero to cents and the total their
 * sum. Probability and Est Margin are written as percents with two decimals (14.95, not 0.1495).
 */
export function pipelineReportCsv(
  rows: readonly TBrowserProject[],
  probabilities: ReadonlyMap<number, string>,
  today: Date,
): string {
  const columns = browserForecastColumns(today);
  const header: string[] = [
    'Project ID',
    'Project',
    'Client',
    'Stage',
    'Division',
    'Project Manager',
    'Contract',
    'Probability %',
    'Est Margin %',
    ...columns.map((c) => `${c.label} Revenue`),
    'Total Revenue',
  ];
  const lines = rows.map((row) => {
    const contract = fromNumeric(row.ContractAmount);
    const isSold = SOLD_LIVE_STAGES.includes(row.StageType);
    const probability = isSold ? ONE : fromNumeric(probabilities.get(row.ProjectID) ?? '0');
    const months = columns.map((c) =>
      round(mul(mul(contract, forecastCellValue(row[c.key])), probability), PLACES.money),
    );
    return [
      row.ProjectID,
      row.ProjectName,
      row.ClientCompanyName,
      stageLabel(row.StageType),
      row.Division,
      row.ProjectManager,
      row.ContractAmount,
      percentCell(probabilities.get(row.ProjectID) ?? '0'),
      percentCell(row.EstMarginPercent),
      ...months.map((month) => toNumeric(month, PLACES.money)),
      toNumeric(sum(months), PLACES.money),
    ];
  });
  // One writer for every CSV (quoting, and no formulas from a project or client name).
  return (
    toCsv(
      lines,
      header.map((title, index) => ({ header: title, value: (line) => line[index] })),
    ) + '\r\n'
  );
}
