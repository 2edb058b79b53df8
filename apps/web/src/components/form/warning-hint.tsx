import Box from '@mui/material/Box';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';

/**
 * A field's helper text that warns (something still missing, though what was typed is saved):
 * amber with its sign, so it does not read as a grey note beside the green saved tick.
 */
export function WarningHint(props: { children: string }) {
  return (
    <Box
      component="span"
      sx={{ color: 'warning.dark', display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <WarningAmberIcon sx={{ fontSize: 14 }} aria-hidden />
      {props.children}
    </Box>
  );
}

/** The hint when `text` is given, else nothing. */
export const warningHint = (text: string | null | undefined) =>
  text ? <WarningHint>{text}</WarningHint> : undefined;
