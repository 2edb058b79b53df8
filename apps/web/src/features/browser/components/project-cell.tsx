import type { CustomCellRendererProps } from 'ag-grid-react';
import Box from '@mui/material/Box';
import type { TBrowserProject } from '@n5/shared/projects/schemas';

const line = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** Project column: client company, work location, id-name. */
export function ProjectCell(props: CustomCellRendererProps<TBrowserProject>) {
  const row = props.data;
  if (!row) return null;
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        height: '100%',
        lineHeight: 1.35,
      }}
    >
      <Box sx={{ ...line, fontWeight: 600 }}>{row.ClientCompanyName ?? '—'}</Box>
      <Box sx={{ ...line, color: 'text.secondary', fontSize: 12 }}>
        {row.WorkLocationName ?? ''}
      </Box>
      <Box sx={line}>
        {row.ProjectID}-{row.ProjectName}
      </Box>
    </Box>
  );
}

export const projectQuickFilterText = (row: TBrowserProject | undefined) =>
  row
    ? `${row.ClientCompanyName ?? ''} ${row.WorkLocationName ?? ''} ${row.ProjectID}-${row.ProjectName}`
    : '';
