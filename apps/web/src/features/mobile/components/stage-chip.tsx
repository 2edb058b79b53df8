import Chip from '@mui/material/Chip';
import { STAGE_ABBR, type TStageType } from '@n5/shared/project/constants';

/** The stage as the browser abbreviates it (WIP, APRVD, ...), without its sort digit. */
export function StageChip({ stage }: { stage: TStageType }) {
  return (
    <Chip
      size="small"
      label={STAGE_ABBR[stage].replace(/^\d/, '')}
      title={stage}
      variant="outlined"
      sx={{ fontWeight: 600 }}
    />
  );
}
