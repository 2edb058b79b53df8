import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import HistoryIcon from '@mui/icons-material/History';
import SendIcon from '@mui/icons-material/Send';
import type { TCondition } from '@n5/shared/estimating/schemas';

export type TCardDialog = 'delete' | 'history' | 'template';

/** The card's title, its stage chips and its actions. */
export function ConditionCardHeader(props: {
  condition: TCondition;
  titleId: string;
  canDelete: boolean;
  onOpen: (dialog: TCardDialog) => void;
}) {
  const { condition, onOpen } = props;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography
        id={props.titleId}
        component="h3"
        variant="subtitle1"
        sx={{ fontWeight: 700, mr: 1 }}
      >
        {condition.ConditionName}
      </Typography>
      <Chip size="small" label={condition.Stage} />
      {condition.ClientApprovedInd === 1 && (
        <Chip size="small" color="success" label="Client approved" />
      )}
      {condition.SubContractApprovedInd === 1 && (
        <Chip size="small" color="info" label="Sub approved" />
      )}
      {condition.OverwriteCostInd === 1 && <Chip size="small" label="Cost overwrite" />}
      <Box sx={{ ml: 'auto', display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
        <Button
          size="small"
          startIcon={<HistoryIcon />}
          onClick={() => onOpen('history')}
          disabled={!condition.MeasurementType}
        >
          Bid history
        </Button>
        <Button size="small" startIcon={<SendIcon />} onClick={() => onOpen('template')}>
          Request template
        </Button>
        {props.canDelete && (
          <Tooltip title="Delete condition">
            <IconButton
              size="small"
              aria-label={`Delete condition ${condition.ConditionName}`}
              onClick={() => onOpen('delete')}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Box>
    </Box>
  );
}
