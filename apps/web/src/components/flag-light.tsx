import Box from '@mui/material/Box';
import type { TFlagColor } from '@n5/shared/browser/flags';

/** DOMAIN.md traffic lights' colours, one palette for the browser, the project and the phone. */
export const FLAG_HEX: Record<TFlagColor, string> = {
  green: '#2e7d32',
  yellow: '#ed9c00',
  red: '#d32f2f',
  grey: '#9e9e9e',
};

const NAMES: Record<TFlagColor, string> = {
  green: 'Green',
  yellow: 'Yellow',
  red: 'Red',
  grey: 'Grey (not applicable)',
};

/** One flag's light, named for screen readers "Forecast: Green" (desktop and phone alike). */
export function FlagLight(props: { color: TFlagColor; label: string; size?: number }) {
  const size = props.size ?? 18;
  return (
    <Box
      role="img"
      aria-label={`${props.label}: ${NAMES[props.color]}`}
      sx={{
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: FLAG_HEX[props.color],
        boxShadow: 'inset 0 0 0 2px rgba(0,0,0,0.12)',
        flexShrink: 0,
      }}
    />
  );
}
