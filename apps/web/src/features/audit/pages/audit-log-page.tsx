import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import { QueryState } from '../../../components/query-state';
import { auditLogQuery, type TAuditFilters } from '../api/audit-queries';
import { AuditFilterBar } from '../components/audit-filter-bar';
import { AuditTable } from '../components/audit-table';

const NO_FILTERS: TAuditFilters = { userId: '', entity: '', entityId: '', from: '', to: '' };

/**
 * /admin/audit (issue 34 item 5, beyond the spec; admins): the audit log newest first — who,
 * when, which record, each field's old and new value — filtered, 50 rows a page ('Load more').
 */
export function AuditLogPage() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const log = useInfiniteQuery(auditLogQuery(filters));
  return (
    <Box sx={{ p: { xs: 1, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        Audit Trail
      </Typography>
      <AuditFilterBar value={filters} onChange={setFilters} />
      <QueryState
        query={log}
        size="page"
        loadingLabel="Loading the audit trail"
        errorText="The audit trail could not be loaded"
        empty={{
          when: (data) => data.pages[0]?.entries.length === 0,
          title: 'No changes',
          text: 'No changes match these filters.',
        }}
      >
        {(data) => (
          <>
            <TableContainer component={Paper} variant="outlined">
              <AuditTable
                label="Audit trail"
                showRecord
                rows={data.pages.flatMap((page) => page.entries)}
              />
            </TableContainer>
            {log.hasNextPage && (
              <Box>
                <Button
                  variant="outlined"
                  disabled={log.isFetchingNextPage}
                  onClick={() => void log.fetchNextPage()}
                >
                  {log.isFetchingNextPage ? 'Loading...' : 'Load more'}
                </Button>
              </Box>
            )}
          </>
        )}
      </QueryState>
    </Box>
  );
}
