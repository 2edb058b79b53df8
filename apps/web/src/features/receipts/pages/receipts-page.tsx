import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { receiptListQuery, type TReceiptFilter } from '../api/receipt-list-queries';
import { ReceiptFilters } from '../components/receipt-filters';
import { ReceiptsTable } from '../components/receipts-table';

/** /receipts: the receipts field staff submitted, for the accounting team. */
export function ReceiptsPage() {
  const [filter, setFilter] = useState<TReceiptFilter>({ status: 'Received' });
  const query = useQuery(receiptListQuery(filter));
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, md: 3 } }}>
      <Typography variant="h1" sx={{ fontSize: '1.6rem' }}>
        Receipts
      </Typography>
      <SectionCard title="Submitted receipts">
        <Stack spacing={2}>
          <ReceiptFilters filter={filter} onChange={setFilter} />
          <QueryState
            query={query}
            loadingLabel="Loading receipts"
            errorText="The receipts could not be loaded."
            empty={{ when: (data) => data.receipts.length === 0, text: 'No receipts match.' }}
          >
            {(data) => <ReceiptsTable receipts={data.receipts} />}
          </QueryState>
        </Stack>
      </SectionCard>
    </Stack>
  );
}
