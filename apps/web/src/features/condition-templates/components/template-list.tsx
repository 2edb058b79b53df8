import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { TTemplateListSlug } from '@n5/shared/condition-templates/rules';
import type { TConditionTemplate } from '@n5/shared/condition-templates/schemas';
import { QueryState } from '../../../components/query-state';
import {
  templateListQuery,
  useDecideTemplate,
  useUpdateTemplate,
  type TRequestType,
} from '../api/condition-templates-queries';
import { TemplateGrid, type TDecision } from './template-grid';

/**
 * One list of templates in the editable grid. Approve of an overwrite request opens the
 * comparison (`onOverwrite`) instead of approving directly (spec 2 §4).
 */
export function TemplateList(props: {
  status: TTemplateListSlug;
  type?: TRequestType;
  emptyText: string;
  filter?: string;
  onOverwrite: (id: number) => void;
}) {
  const query = templateListQuery(props.status, props.type);
  const list = useQuery(query);
  const decide = useDecideTemplate();
  const update = useUpdateTemplate(query.queryKey);
  const { onOverwrite } = props;
  const { mutate } = decide;
  const onDecide = useCallback(
    (row: TConditionTemplate, decision: TDecision) => {
      if (decision === 'approve' && row.ApprovalType === 'Overwrite' && row.Status !== 'Active')
        onOverwrite(row.ConditionID);
      else mutate({ decision, conditionID: row.ConditionID });
    },
    [onOverwrite, mutate],
  );
  const error = decide.error ?? update.error;
  return (
    <>
      {error && <Alert severity="error">{error.message}</Alert>}
      <QueryState
        query={list}
        size="page"
        loadingLabel="Loading the condition templates"
        errorText="The condition templates could not be loaded"
        empty={{ when: (rows) => rows.length === 0, title: 'No templates', text: props.emptyText }}
      >
        {(rows) => (
          <Box sx={{ height: 620 }} data-testid="template-grid">
            <TemplateGrid
              rows={rows}
              quickFilterText={props.filter}
              busy={decide.isPending}
              onDecide={onDecide}
              onEdit={(row, field, value) =>
                update.mutate({ conditionID: row.ConditionID, field, value })
              }
            />
          </Box>
        )}
      </QueryState>
    </>
  );
}
