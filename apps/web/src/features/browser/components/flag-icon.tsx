import type { SvgIconProps } from '@mui/material/SvgIcon';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import WarningIcon from '@mui/icons-material/Warning';
import type { TFlagColor } from '@n5/shared/browser/flags';

import { FLAG_HEX } from '../../../components/flag-light';

/** A flag's icon says the same as its colour, for people who do not see the colour. */
export function FlagIcon({ color, ...props }: { color: TFlagColor } & Omit<SvgIconProps, 'color'>) {
  const Icon =
    color === 'green'
      ? CheckCircleIcon
      : color === 'yellow'
        ? WarningIcon
        : color === 'red'
          ? ErrorIcon
          : RemoveCircleOutlineIcon;
  return <Icon {...props} sx={{ color: FLAG_HEX[color], ...props.sx }} />;
}
