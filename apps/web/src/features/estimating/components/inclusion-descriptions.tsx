import { useQuery } from '@tanstack/react-query';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ESTIMATING_TEXT } from '@n5/shared/estimating/constants';
import type { TInclusionDescription } from '@n5/shared/estimating/schemas';
import { asText, useInlineSave } from '../../../components/inline-save';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { descriptionsQuery, useSetDescription } from '../api/estimating-queries';

function DescriptionCell(props: {
  row: TInclusionDescription;
  projectId: number;
  subCategoryCode: string;
}) {
  const save = useSetDescription(props.projectId, props.subCategoryCode);
  const readOnly = props.row.ReadOnlyInd === 1;
  const cell = useInlineSave({
    saved: props.row.Description,
    parse: asText,
    isChanged: (text, saved) => text.trim() !== saved,
    save: (description) => save.mutateAsync({ contractID: props.row.ContractID, description }),
    multiline: true,
  });
  const missing = !readOnly && cell.text.trim() === '';
  return (
    <TextField
      value={cell.text}
      onChange={(event) => cell.edit(event.target.value)}
      onBlur={cell.commit}
      onKeyDown={cell.onKeyDown}
      multiline
      minRows={1}
      fullWidth
      size="small"
      disabled={readOnly}
      error={missing || cell.error !== null}
      helperText={cell.error ?? (missing ? 'The inclusion description is missing.' : undefined)}
      slotProps={{ htmlInput: { 'aria-label': `Description, ${props.row.ContractType}` } }}
    />
  );
}

/**
 * The Summary-format description grid (spec 1 §2): one row per client contract; hidden
 * ReadOnlyInd and ContractID; a sent or approved contract's row is read-only.
 */
export function InclusionDescriptions(props: { projectId: number; subCategoryCode: string }) {
  const query = useQuery(descriptionsQuery(props.projectId, props.subCategoryCode));
  return (
    <SectionCard title="Inclusion descriptions">
      <Typography sx={{ mb: 1.5 }}>{ESTIMATING_TEXT.summaryInstruction}</Typography>
      <QueryState
        query={query}
        loadingLabel="Loading descriptions"
        errorText="The descriptions could not be loaded."
        empty={{
          when: (rows) => rows.length === 0,
          text: 'No client contract is chosen on these conditions yet.',
        }}
        size="section"
      >
        {(rows) => (
          <Table size="small" aria-label="Inclusion descriptions">
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 140 }}>Contract</TableCell>
                <TableCell>Description</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.ContractID}>
                  <TableCell>{row.ContractType}</TableCell>
                  <TableCell>
                    <DescriptionCell
                      key={`${row.ContractID}:${row.Description}`}
                      row={row}
                      projectId={props.projectId}
                      subCategoryCode={props.subCategoryCode}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryState>
    </SectionCard>
  );
}
