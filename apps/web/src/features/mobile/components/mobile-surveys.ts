import type { TInspectionType } from '@n5/shared/inspections/rules';
import { mobilePaths } from './mobile-paths';

/** The /m/surveys menu of spec 3 §2.9, in its order: label, address and the checklist it opens. */
export const MOBILE_SURVEYS = [
  { slug: 'fleet', label: 'Fleet Survey', type: 'Fleet' },
  { slug: 'safety', label: 'Safety Inspection', type: 'Safety' },
  { slug: 'presentation', label: 'Uniform and Presentation Survey', type: 'Uniform' },
  { slug: 'warehouse', label: 'Warehouse Survey', type: 'Warehouse' },
] as const satisfies readonly { slug: string; label: string; type: TInspectionType }[];

export type TMobileSurvey = (typeof MOBILE_SURVEYS)[number];

export const mobileSurveyPath = (survey: TMobileSurvey) => `${mobilePaths.surveys}/${survey.slug}`;

export const mobileSurveyOf = (slug: string | undefined) =>
  MOBILE_SURVEYS.find((survey) => survey.slug === slug);
