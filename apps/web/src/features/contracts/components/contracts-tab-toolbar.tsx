import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { companyNamesQuery } from '../../../lib/reference-data';
import { AlternatesFormButton } from './alternates-form-button';
import type { TContractRow } from './contract-table';

/** The toolbar's writes (the tab's inline writes: a refusal shows in the tab's alert). */
interface TToolbarWrites {
  addContract: () => void;
  addAlternate: () => void;
  addSub: (subCompanyID: number) => void;
}

/** Add contract, Add alternate and the alternates form (client tab). */
function ClientToolbar(props: {
  rows: TContractRow[] | undefined;
  writes: TToolbarWrites;
  onAlternatesForm: (row: TContractRow) => void;
}) {
  return (
    <>
      <Button variant="contained" onClick={props.writes.addContract}>
        Add contract
      </Button>
      <Button variant="outlined" onClick={props.writes.addAlternate}>
        Add alternate
      </Button>
      <AlternatesFormButton rows={props.rows} onSend={props.onAlternatesForm} />
    </>
  );
}

/** A subcontractor to add a sub contract for (sub tab). */
function SubToolbar({ writes }: { writes: TToolbarWrites }) {
  const companies = useQuery(companyNamesQuery);
  const [newSub, setNewSub] = useState<{ id: number; label: string } | null>(null);
  return (
    <>
      <Autocomplete
        sx={{ width: 320 }}
        size="small"
        // Only subcontractors: the server refuses any other company (400).
        options={(companies.data ?? [])
          .filter((x) => x.SubcontractorInd === 1)
          .map((x) => ({ id: x.CompanyID, label: x.CompanyName }))}
        value={newSub}
        onChange={(_, v) => setNewSub(v)}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderInput={(params) => <TextField {...params} label="Subcontractor" />}
      />
      <Button
        variant="contained"
        disabled={!newSub}
        onClick={() => newSub && writes.addSub(newSub.id)}
      >
        Add sub contract
      </Button>
    </>
  );
}

/** The buttons above the Client or Sub Contract tables. */
export function ContractsTabToolbar(props: {
  kind: 'client' | 'sub';
  rows: TContractRow[] | undefined;
  writes: TToolbarWrites;
  onAlternatesForm: (row: TContractRow) => void;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      {props.kind === 'client' ? (
        <ClientToolbar
          rows={props.rows}
          writes={props.writes}
          onAlternatesForm={props.onAlternatesForm}
        />
      ) : (
        <SubToolbar writes={props.writes} />
      )}
    </Stack>
  );
}
