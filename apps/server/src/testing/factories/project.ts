import { parseInteger } from '@n5/shared/core/integer';
import { browserContract } from '@n5/shared/browser/contract';
import { notesContract } from '@n5/shared/notes/contract';
import { FORECAST_MONTHS, type TForecastKey } from '@n5/shared/project/constants';
import { projectContract } from '@n5/shared/project/contract';
import type { TProject } from '@n5/shared/project/schemas';
import { stagePath } from '@n5/shared/project/stages';
import { type TApiCall, uniqueName } from './api-call';

/** The Project Info fields a test may set (the ones POST /api/project/setprojectinfo takes). */
type TProjectFields = Omit<
  TProject,
  | 'ProjectID'
  | 'project_id'
  | 'created_date'
  | 'api_version'
  | 'ProposalFormatType'
  | 'ClientContactEmail'
>;

export type TProjectOverrides = Partial<TProjectFields> & {
  /** Forecast months as fractions, e.g. `{ jan2: '0.5000' }` (at most 100% in all). */
  forecast?: Partial<Record<TForecastKey, string>>;
  /** Users who get the project's notes by email. */
  recipients?: number[];
};

/** Month (1-12) and slot (1-3) of a forecast key such as "dec2". */
function monthAndSlot(key: TForecastKey) {
  const month = FORECAST_MONTHS.indexOf(key.slice(0, 3) as (typeof FORECAST_MONTHS)[number]);
  return { forecastMonth: month + 1, forecastYear: parseInteger(key.slice(3))! };
}

/**
 * A new project made as the user does it: New Project (a proposal, the caller as estimator),
 * then one Project Info save per field given, the forecast months and the notification
 * recipients, and the stage last, one allowed change at a time (the Kansas tax, for one, may
 * change only in a proposal).
 * Returns the project as GET /api/project/project shows it.
 */
export async function buildProject(
  call: TApiCall,
  overrides: TProjectOverrides = {},
): Promise<TProject> {
  const {
    ProjectName = uniqueName('Factory project'),
    StageType,
    forecast = {},
    recipients = [],
    ...fields
  } = overrides;
  const added = await call(browserContract.addProject, { body: { projectName: ProjectName } });
  const projectID = added.project[0]!.ProjectID;
  const setField = (field: string, value: string | number | null) =>
    call(projectContract.setProjectInfo, { body: { projectID, field, value } });

  for (const [field, value] of Object.entries(fields)) {
    await setField(field, value as string | number | null);
  }
  for (const [key, fraction] of Object.entries(forecast)) {
    await call(projectContract.setForecast, {
      body: { projectID, ...monthAndSlot(key as TForecastKey), forecastPercent: fraction },
    });
  }
  for (const userID of recipients) {
    await call(notesContract.addNotification, { body: { projectID, userID } });
  }
  // A stage is reached as users reach it: one allowed change at a time (project/stages.ts).
  const path = stagePath('Preparing Proposal', StageType ?? 'Preparing Proposal');
  if (!path) throw new Error(`No stage changes lead from Preparing Proposal to ${StageType}.`);
  for (const stage of path) await setField('StageType', stage);
  const { projects } = await call(projectContract.getProject, { query: { projectID } });
  return projects[0]!;
}
