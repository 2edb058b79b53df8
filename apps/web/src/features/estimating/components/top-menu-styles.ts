/** The inclusion editor's top bar: white controls on the navy bar. */
export const selectSx = {
  color: 'inherit',
  fontSize: 14,
  // As wide as the chosen name needs (up to a long one), shrinking only when the bar is full.
  flex: '0 1 auto',
  minWidth: 110,
  maxWidth: 360,
  '& select': { py: 0.5, pl: 1 },
  '& svg': { color: 'inherit' },
  '&::before, &::after': { borderColor: 'rgba(255,255,255,0.6) !important' },
  '& option': { color: '#1d2733' },
} as const;
export const barButtonSx = {
  color: 'inherit',
  borderColor: 'rgba(255,255,255,0.5)',
  whiteSpace: 'nowrap',
  flexShrink: 0,
} as const;
export const barSx = {
  display: 'flex',
  alignItems: 'center',
  gap: 1.5,
  flex: 1,
  minWidth: 0,
  flexWrap: { xs: 'wrap', md: 'nowrap' },
  py: 0.5,
} as const;
