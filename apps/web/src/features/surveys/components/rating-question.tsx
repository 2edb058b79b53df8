import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  FIVE_POINT,
  FIVE_POINT_LABELS,
  ZERO_TO_TEN_LABELS,
  scaleMax,
  type TSurveyScale,
} from '@n5/shared/surveys/rules';

/**
 * One rating question (spec 3 §9 scales): 5 points labelled Strongly Disagree to Strongly Agree,
 * or 0 to 10 from Not at all likely to Extremely likely. Choosing a value saves it; choosing the
 * chosen one again clears it.
 */
export function RatingQuestion(props: {
  number: number;
  criteria: string;
  options: string;
  value: number | null;
  disabled: boolean;
  onChange: (value: number | null) => void;
}) {
  const scale = props.options as TSurveyScale;
  const fivePoint = scale === FIVE_POINT;
  const values = Array.from({ length: scaleMax(scale) + 1 }, (_, i) => i);
  const labelId = `survey-question-${props.number}`;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography id={labelId} component="legend" fontWeight={600} sx={{ mb: 1 }}>
        {props.number}. {props.criteria}
      </Typography>
      <ToggleButtonGroup
        exclusive
        value={props.value}
        onChange={(_e, value: number | null) => props.onChange(value)}
        aria-labelledby={labelId}
        disabled={props.disabled}
        size="small"
        sx={{ flexWrap: 'wrap' }}
      >
        {values.map((v) => (
          <ToggleButton
            key={v}
            value={v}
            aria-label={fivePoint ? FIVE_POINT_LABELS[v] : String(v)}
            sx={{ minWidth: fivePoint ? 96 : 40, textTransform: 'none' }}
          >
            {fivePoint ? FIVE_POINT_LABELS[v] : v}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {!fivePoint && (
        <Box
          sx={{ display: 'flex', justifyContent: 'space-between', maxWidth: 480, mt: 0.5 }}
          aria-hidden
        >
          <Typography variant="caption">{ZERO_TO_TEN_LABELS.low}</Typography>
          <Typography variant="caption">{ZERO_TO_TEN_LABELS.high}</Typography>
        </Box>
      )}
    </Box>
  );
}
