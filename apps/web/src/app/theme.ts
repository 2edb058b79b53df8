import { createTheme } from '@mui/material/styles';

/**
 * Navy and safety amber: the colors of a contractor's trucks and signs, calm enough for a long
 * day of grids. System fonts, so no web font is downloaded before the first screen.
 */
export const theme = createTheme({
  palette: {
    primary: { main: '#1b2a3a', light: '#2f4459', dark: '#101b26', contrastText: '#ffffff' },
    secondary: { main: '#f59e0b', light: '#fbbf24', dark: '#b45309', contrastText: '#1b2a3a' },
    // Darker than MUI's info and warning, so white text on them (chips, buttons) keeps 4.5:1.
    info: { main: '#0369a1' },
    warning: { main: '#b45309' },
    background: { default: '#f3f5f8', paper: '#ffffff' },
    text: { primary: '#1c2733', secondary: '#536271' },
    divider: '#dde3ea',
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h1: { fontSize: '2rem', fontWeight: 700 },
    h2: { fontSize: '1.6rem', fontWeight: 700 },
    h3: { fontSize: '1.35rem', fontWeight: 700 },
    h4: { fontSize: '1.2rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiIconButton: {
      styleOverrides: {
        // MUI marks a keyboard-focused icon button with a faint ripple only; a ring in the icon's
        // own colour shows on the navy bar and on white alike (WCAG 2.4.7).
        root: { '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: 0 } },
      },
    },
    MuiToggleButton: {
      styleOverrides: {
        // MUI marks the chosen button with an 8% tint only: a Yes/No answer must read at a glance
        // (issue 40 item 27), so the chosen one is filled navy with white text.
        root: {
          '&.Mui-selected, &.Mui-selected:hover': { backgroundColor: '#1b2a3a', color: '#ffffff' },
        },
      },
    },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiPaper: { styleOverrides: { outlined: { borderColor: '#dde3ea' } } },
    MuiFormHelperText: {
      styleOverrides: {
        // Under a disabled field the helper text says why it is disabled: it must stay readable
        // (MUI greys it to 38% black, under WCAG's 4.5:1).
        root: { '&.Mui-disabled': { color: '#536271' } },
      },
    },
    MuiOutlinedInput: {
      styleOverrides: {
        // The outline's notch repeats the label, hidden from readers (aria-hidden) but visible to
        // the keyboard: a link in a label (Client Contact) would be a second, invisible tab stop.
        notchedOutline: { '& legend > span': { visibility: 'hidden' } },
      },
    },
  },
});
