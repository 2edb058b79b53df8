import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { money } from '@n5/shared/contract-page/rules';
import type { TContractDocument } from '@n5/shared/contract-page/schemas';
import { strong } from './document-parts';

type TCategory = TContractDocument['inclusions']['categories'][number];

/** A category's row, then each sub-category with its conditions. */
function CategoryRows({
  category,
  withDescription,
}: {
  category: TCategory;
  withDescription: boolean;
}) {
  const columns = withDescription ? 3 : 2;
  return (
    <>
      <TableRow sx={{ bgcolor: '#e8edf3' }}>
        <TableCell colSpan={columns - 1} sx={strong}>
          {category.code} {category.name}
        </TableCell>
        <TableCell align="right" sx={strong}>
          {money(category.total)}
        </TableCell>
      </TableRow>
      {category.subCategories.map((sub) => [
        <TableRow key={`${category.code}-${sub.code}`} sx={{ bgcolor: '#f5f5f5' }}>
          <TableCell colSpan={columns - 1} sx={{ pl: 3 }}>
            {sub.code} {sub.name}
          </TableCell>
          <TableCell align="right">{money(sub.total)}</TableCell>
        </TableRow>,
        ...sub.lines.map((line) => (
          <TableRow key={line.conditionId}>
            <TableCell sx={{ pl: 5 }}>
              {line.conditionName}
              {line.internalComments && (
                <Typography variant="body2" component="span" color="text.secondary">
                  {' '}
                  - {line.internalComments}
                </Typography>
              )}
            </TableCell>
            {withDescription && <TableCell>{line.description}</TableCell>}
            <TableCell align="right">{line.price === null ? '' : money(line.price)}</TableCell>
          </TableRow>
        )),
      ])}
    </>
  );
}

/** The inclusions by category and sub-category, then 'Proposed Total Price'. */
export function InclusionsTable({ document: d }: { document: TContractDocument }) {
  const withDescription = d.inclusions.showDescription;
  const columns = withDescription ? 3 : 2;
  return (
    <Table size="small" aria-label="Inclusions">
      <TableHead>
        <TableRow>
          <TableCell>Scope</TableCell>
          {withDescription && <TableCell>Description</TableCell>}
          <TableCell align="right">Price</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {d.inclusions.categories.map((category) => (
          <CategoryRows key={category.code} category={category} withDescription={withDescription} />
        ))}
        <TableRow>
          <TableCell colSpan={columns - 1} sx={strong}>
            Proposed Total Price
          </TableCell>
          <TableCell align="right" sx={strong}>
            {money(d.proposedTotalPrice)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
