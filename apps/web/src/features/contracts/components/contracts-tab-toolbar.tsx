import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { callApi } from '../../../lib/api-client';
import { companyNamesQuery } from '../../../lib/reference-data';
import { contractsApi as c } from '../api/contracts-queries';
import { AlternatesFormButton } from './alternates-form-button';
import type { TContractRow } from './contract-table';

type TRun = (work: () => Promise<unknown>) => void;

/** Add contract, Add alternate and the alternates form (client tab). */
function ClientToolbar(props: {
  projectId: number;
  rows: TContractRow[] | undefined;
  run: TRun;
  onAlternatesForm: (row: TContractRow) => void;
}) {
  const body = { projectID: props.projectId };
  return (
    <>
      <Button
        variant="contained"
        onClick={() => props.run(() => callApi(c.addClientContract, { body }))}
      >
        Add contract
      </Button>
      <Button variant="outlined" onClick={() => props.run(() => callApi(c.addAlternate, { body }))}>
        Add alternate
      </Button>
      <AlternatesFormButton rows={props.rows} onSend={props.onAlternatesForm} />
    </>
  );
}

/** A subcontractor to add a sub contract for (sub tab). */
function SubToolbar({ projectId, run }: { projectId: number; run: TRun }) {
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
        onClick={() =>
          newSub &&
          run(() =>
            callApi(c.addSubContract, {
              body: { projectID: projectId, subCompanyID: newSub.id },
            }),
          )
        }
      >
        Add sub contract
      </Button>
    </>
  );
}

/** The buttons above the Client or Sub Contract tables. */
export function ContractsTabToolbar(props: {
  kind: 'client' | 'sub';
  projectId: number;
  rows: TContractRow[] | undefined;
  run: TRun;
  onAlternatesForm: (row: TContractRow) => void;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      {props.kind === 'client' ? (
        <ClientToolbar
          projectId={props.projectId}
          rows={props.rows}
          run={props.run}
          onAlternatesForm={props.onAlternatesForm}
        />
      ) : (
        <SubToolbar projectId={props.projectId} run={props.run} />
      )}
    </Stack>
  );
}
