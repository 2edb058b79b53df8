import { useSearchParams } from 'react-router';
import { parseInteger } from '@n5/shared/core/integer';
import { quarterOf } from '@n5/shared/kpi/quarters';
import { DEFAULT_SURVEY_STATUS } from '@n5/shared/surveys/rules';
import type { TSurveyFilters } from '../api/surveys-queries';

/**
 * The survey list's filters live in the address (?y&q&u&st), defaulting to this quarter, all
 * team members and Invited: the top menu writes them, the page reads them.
 */
export function useSurveyFilters(): [TSurveyFilters, (patch: Partial<TSurveyFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const now = quarterOf(new Date().toISOString().slice(0, 10));
  const filters: TSurveyFilters = {
    year: parseInteger(params.get('y')) ?? now.year,
    quarter: parseInteger(params.get('q')) ?? now.quarter,
    userID: parseInteger(params.get('u')),
    surveyStatus: parseInteger(params.get('st')) ?? DEFAULT_SURVEY_STATUS,
  };
  const update = (patch: Partial<TSurveyFilters>) => {
    const next = { ...filters, ...patch };
    const search = new URLSearchParams({
      y: String(next.year),
      q: String(next.quarter),
      st: String(next.surveyStatus),
      ...(next.userID === null ? {} : { u: String(next.userID) }),
    });
    setParams(search, { replace: true });
  };
  return [filters, update];
}
