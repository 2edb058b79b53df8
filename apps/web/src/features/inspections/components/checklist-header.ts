import { surveyDateText, type TInspectionType } from '@n5/shared/inspections/rules';
import type { TInspection } from '@n5/shared/inspections/schemas';

/** A checklist's header as the dialog edits it. */
export interface THeader {
  userID: number | null;
  van: number | null;
  location: string;
  projectID: number | null;
  surveyDate: string;
  comments: string;
}

export const EMPTY_HEADER: THeader = {
  userID: null,
  van: null,
  location: '',
  projectID: null,
  surveyDate: '',
  comments: '',
};

export const headerOf = (event: TInspection): THeader => ({
  userID: event.UserID,
  van: event.VanID,
  location: event.Location ?? '',
  projectID: event.ProjectID,
  surveyDate: event.SurveyDate,
  comments: event.Comments ?? '',
});

/** A checklist type's header fields asks for a team member (fleet and uniform). */
export const needsTeamMember = (type: TInspectionType) => type === 'Fleet' || type === 'Uniform';

/** The viewed inspection's header as label and value pairs, the type's fields only. */
export function viewedHeaderRows(
  type: TInspectionType,
  viewed: TInspection,
  header: THeader,
): Array<[string, string]> {
  type TRows = Array<[string, string]>;
  return [
    ...(needsTeamMember(type) ? ([['Team member', viewed.name ?? '']] as TRows) : []),
    ...(type === 'Fleet' ? ([['Vehicle', viewed.Van ?? '']] as TRows) : []),
    ...(type === 'Safety' ? ([['Project', viewed.ProjectName ?? '']] as TRows) : []),
    ...(type === 'Uniform' || type === 'Safety'
      ? ([[type === 'Safety' ? 'Area' : 'Location', header.location]] as TRows)
      : []),
    ['Survey date', header.surveyDate ? surveyDateText(header.surveyDate) : ''],
    ...(type === 'Safety' ? ([['Comments', header.comments]] as TRows) : []),
  ];
}
