import { useQuery } from '@tanstack/react-query';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state';
import { projectHistoryQuery } from '../api/audit-queries';
import { AuditTable } from './audit-table';

/** A project's History panel (issue 34 item 5; admins): its changes, read when opened. */
export function ProjectHistoryPanel({ projectId }: { projectId: number }) {
  const [open, setOpen] = useState(false);
  const history = useQuery({ ...projectHistoryQuery(projectId), enabled: open });
  return (
    <Accordion expanded={open} onChange={(_, next) => setOpen(next)} variant="outlined">
      <AccordionSummary
        expandIcon={<ExpandMore />}
        aria-controls="project-history"
        id="project-history-header"
      >
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          History
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="project-history">
        {open && (
          <QueryState
            query={history}
            loadingLabel="Loading the history"
            errorText="The history could not be loaded"
            empty={{
              when: (rows) => rows.length === 0,
              title: 'No changes',
              text: 'No changes of this project are recorded.',
            }}
          >
            {(rows) => (
              <Box
                sx={{ maxHeight: 400, overflow: 'auto' }}
                tabIndex={0}
                role="region"
                aria-label="Project history"
              >
                <AuditTable label="Project history" showRecord={false} rows={rows} />
              </Box>
            )}
          </QueryState>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
