import { themeQuartz } from 'ag-grid-community';

/**
 * The look of the app's list grids (contacts, training history, inspections): our font, bold
 * header on the shell's grey, navy accent. The project browser keeps its denser theme.
 */
export const listGridTheme = themeQuartz.withParams({
  fontFamily: 'inherit',
  fontSize: 14,
  headerFontWeight: 700,
  headerBackgroundColor: '#eef2f6',
  accentColor: '#1b2a3a',
  borderColor: '#dde3ea',
  rowHoverColor: '#f5f8fb',
  selectedRowBackgroundColor: '#dbe7f3',
  wrapperBorderRadius: 8,
});
