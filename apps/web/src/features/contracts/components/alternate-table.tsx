import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TAlternate } from '@n5/shared/contracts/alternate-approval';
import { selectLabel } from '@n5/shared/contracts/alternates';
import { sumMoney } from '@n5/shared/contracts/totals';
import { formatUsd } from '../../../lib/format';

type TInclusion = TAlternate['category'][number]['inclusion'][number];

/** A category's conditions grouped by sub-category, in the order the server sent them. */
function bySubcategory(inclusions: readonly TInclusion[]) {
  const groups = new Map<string, TInclusion[]>();
  for (const i of inclusions)
    groups.set(i.subcategoryCode, [...(groups.get(i.subcategoryCode) ?? []), i]);
  return [...groups.values()];
}

/** The contract type's title: the Base always included, an alternate with its checkbox. */
function AlternateHeading(props: {
  titleId: string;
  contractType: string;
  isSelected: boolean;
  isLocked: boolean;
  onToggle: (selected: boolean) => void;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 0.5 }}>
      <Typography id={props.titleId} variant="h6" component="h2">
        {props.contractType}
      </Typography>
      {props.contractType === 'Base' ? (
        <Typography variant="body2" color="text.secondary">
          Always included
        </Typography>
      ) : (
        <FormControlLabel
          control={
            <Checkbox
              checked={props.isSelected}
              disabled={props.isLocked}
              onChange={(e) => props.onToggle(e.target.checked)}
            />
          }
          label={selectLabel(props.contractType)}
        />
      )}
    </Box>
  );
}

/**
 * A sub-category's rows: one row with its price and conditions (Summary), or its scope and then
 * each condition with its pre-tax price.
 */
function SubcategoryRows({ items, isSummary }: { items: TInclusion[]; isSummary: boolean }) {
  const first = items[0]!;
  const scope = (
    <>
      {first.subcategoryCode} {first.subcategoryName}
      {first.summaryDescription ? (
        <Typography variant="body2" color="text.secondary">
          {first.summaryDescription}
        </Typography>
      ) : null}
    </>
  );
  if (isSummary)
    return (
      <TableRow>
        <TableCell sx={{ pl: 3 }}>{scope}</TableCell>
        <TableCell align="right">{formatUsd(sumMoney(items.map((i) => i.preTax)))}</TableCell>
        <TableCell>{items.map((i) => i.conditionName).join(', ')}</TableCell>
      </TableRow>
    );
  return (
    <>
      <TableRow>
        <TableCell colSpan={2} sx={{ pl: 3 }}>
          {scope}
        </TableCell>
      </TableRow>
      {items.map((i, n) => (
        <TableRow key={`${first.subcategoryCode}-${n}`}>
          <TableCell sx={{ pl: 6 }}>
            {i.conditionName}
            {i.internalComments ? (
              <Typography variant="body2" color="text.secondary">
                {i.internalComments}
              </Typography>
            ) : null}
          </TableCell>
          <TableCell align="right">{formatUsd(i.preTax)}</TableCell>
        </TableRow>
      ))}
    </>
  );
}

/**
 * One contract type's table (spec 3 §2.5): Summary proposals show Scope, Price and Conditions per
 * sub-category; other proposals show Scope and Price with each condition's pre-tax price. The
 * Base is always included; an alternate has its 'Select {type}' checkbox.
 */
export function AlternateTable(props: {
  alternate: TAlternate;
  isSelected: boolean;
  isLocked: boolean;
  onToggle: (selected: boolean) => void;
}) {
  const { alternate: a } = props;
  const isSummary = a.proposalFormatType === 'Summary';
  const titleId = `alternate-${a.ContractType.replace(/\s+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mb: 3 }}>
      <AlternateHeading
        titleId={titleId}
        contractType={a.ContractType}
        isSelected={props.isSelected}
        isLocked={props.isLocked}
        onToggle={props.onToggle}
      />
      {/* Fixed columns, so every contract type's table lines up under the one before. */}
      <Table size="small" aria-labelledby={titleId} sx={{ tableLayout: 'fixed' }}>
        <TableHead>
          <TableRow>
            <TableCell>Scope</TableCell>
            <TableCell align="right" sx={{ width: 140 }}>
              Price
            </TableCell>
            {isSummary ? <TableCell sx={{ width: '35%' }}>Conditions</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {a.category.length === 0 ? (
            <TableRow>
              <TableCell colSpan={isSummary ? 3 : 2}>No inclusions</TableCell>
            </TableRow>
          ) : null}
          {a.category.map((category) => [
            <TableRow key={category.categoryCode} sx={{ bgcolor: 'action.hover' }}>
              <TableCell colSpan={isSummary ? 3 : 2} sx={{ fontWeight: 600 }}>
                {category.categoryCode} {category.categoryName}
              </TableCell>
            </TableRow>,
            ...bySubcategory(category.inclusion).map((items) => (
              <SubcategoryRows
                key={items[0]!.subcategoryCode}
                items={items}
                isSummary={isSummary}
              />
            )),
          ])}
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>{a.ContractType} price</TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {formatUsd(a.Total)}
            </TableCell>
            {isSummary ? <TableCell /> : null}
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}
