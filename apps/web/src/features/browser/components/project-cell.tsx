import type { CustomCellRendererProps } from 'ag-grid-react';
import type { TBrowserProject } from '@n5/shared/browser/schemas';

/**
 * Project column: client company, work location, id-name. Plain elements styled by the grid
 * (`.n5-project`, browser-grid.tsx): one style rule for every row drawn.
 */
export function ProjectCell(props: CustomCellRendererProps<TBrowserProject>) {
  const row = props.data;
  if (!row) return null;
  return (
    <div className="n5-project">
      <div className="n5-project-client">{row.ClientCompanyName ?? '—'}</div>
      <div className="n5-project-location">{row.WorkLocationName ?? ''}</div>
      <div>
        {row.ProjectID}-{row.ProjectName}
      </div>
    </div>
  );
}

export const projectQuickFilterText = (row: TBrowserProject | undefined) =>
  row
    ? `${row.ClientCompanyName ?? ''} ${row.WorkLocationName ?? ''} ${row.ProjectID}-${row.ProjectName}`
    : '';
