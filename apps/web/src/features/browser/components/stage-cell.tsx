import type { CustomCellRendererProps } from 'ag-grid-react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { stageCellAction, stageLabel } from '@n5/shared/project/stages';
import type { TBrowserProject } from '@n5/shared/browser/schemas';
import type { TBrowserGridContext } from './grid-context';

/** Stage: WIP and APRVD advance, PREP and CLIENT cancel or reject (spec 2 §4); others are text. */
export function StageCell(
  props: CustomCellRendererProps<TBrowserProject, unknown, TBrowserGridContext>,
) {
  const row = props.data;
  if (!row) return null;
  const label = stageLabel(row.StageType);
  const isClickable = props.context.canChangeStage && stageCellAction(row.StageType) !== null;
  return (
    <div className="n5-stage">
      {isClickable ? (
        <Button
          size="small"
          variant="outlined"
          sx={{ minWidth: 0, px: 1, fontWeight: 700 }}
          aria-label={`Stage ${label} of project ${row.ProjectID}`}
          onClick={() => props.context.openStage(row)}
        >
          {label}
        </Button>
      ) : (
        <Box component="span" sx={{ fontWeight: 600 }}>
          {label}
        </Box>
      )}
    </div>
  );
}
