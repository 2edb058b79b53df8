import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { timesheetContract as c } from '@n5/shared/timesheet/contract';
import type { TTimesheetReply } from '@n5/shared/timesheet/schemas';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const timesheetQuery = (periodStart: string) =>
  queryOptions({
    queryKey: queryKeys.timesheet.week(periodStart),
    queryFn: ({ signal }) =>
      callApi(c.timesheet, { query: { periodStartDate: periodStart } }, { signal }),
    placeholderData: keepPreviousData,
  });

export const fetchTimeActivities = (periodStart: string) =>
  callApi(c.timeActivities, { query: { periodStartDate: periodStart } });

/** Approves or un-approves a person's week; the week's sheet takes the row the server returns. */
export function useSetApproval(periodStart: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { userID: number; checked: 0 | 1 }) =>
      callApi(c.setApproval, { body: { ...input, periodStartDate: periodStart } }),
    // A reload of the week already under way would answer the row as it was before the click
    // and overwrite the saved one: it is cancelled first (the row the server returns is newer).
    onMutate: () => queryClient.cancelQueries({ queryKey: timesheetQuery(periodStart).queryKey }),
    onSuccess: ({ row }) => {
      queryClient.setQueryData(
        timesheetQuery(periodStart).queryKey,
        (sheet: TTimesheetReply | undefined) =>
          sheet && {
            ...sheet,
            rows: sheet.rows.map((r) => (r.userid === row.userid ? row : r)),
          },
      );
    },
  });
}
