import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { INCLUSIONS_TEXT } from '@n5/shared/inclusions/constants';
import { subCategoryEditorPath } from '@n5/shared/inclusions/rules';
import { stickyScope } from './summary-table';

/**
 * A sub-category's scope cell: an optional control before it (the chevron), its code linking to
 * the editor at that sub-category, its name, and the "Subs" label when subcontractors price it.
 */
export function SubCategoryScopeCell(props: {
  projectId: number;
  row: { category_id: number; sub_category_code: string; sub_category_name: string };
  hasSubs: boolean;
  before?: ReactNode;
  after?: ReactNode;
  /** Leaves room for a chevron the row does not have, so the codes line up (stage tables). */
  alignWithChevron?: boolean;
}) {
  const { row } = props;
  return (
    <TableCell component="th" scope="row" sx={stickyScope}>
      <Stack
        direction="row"
        spacing={0.5}
        sx={{
          alignItems: 'center',
          minWidth: 0,
          pl: props.alignWithChevron && !props.before ? 4.5 : 0,
        }}
      >
        {props.before}
        <Link
          component={RouterLink}
          to={subCategoryEditorPath(props.projectId, row.category_id, row.sub_category_code)}
          sx={{ fontWeight: 600, flexShrink: 0 }}
        >
          {row.sub_category_code}
        </Link>
        <Typography
          component="span"
          variant="body2"
          sx={{
            fontSize: 'inherit',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            minWidth: 0,
          }}
          title={row.sub_category_name}
        >
          {row.sub_category_name}
        </Typography>
        {props.hasSubs && (
          <Chip label={INCLUSIONS_TEXT.subs} size="small" color="info" variant="outlined" />
        )}
        {props.after}
      </Stack>
    </TableCell>
  );
}

/** A category code's group row with its subtotal figures after it. */
export function CategoryScopeCell(props: { code: string; name: string }) {
  return (
    <TableCell
      component="th"
      scope="rowgroup"
      sx={{ ...stickyScope, fontWeight: 600 }}
      title={`${props.code} ${props.name}`}
    >
      {props.code} {props.name}
    </TableCell>
  );
}
