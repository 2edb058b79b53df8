import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import {
  kpiQuery,
  npsByBidTypeQuery,
  npsByDivisionQuery,
  npsTotalQuery,
  type TPicked,
} from '../api/kpi-queries';
import { AuditResults, CustomerFulfillmentTable } from '../components/audit-tables';
import { BonusEligibleChart } from '../components/bonus-eligible-chart';
import { DataTable } from '../components/data-tables';
import { KpiGauges } from '../components/kpi-gauges';
import { NpsBars, NpsTotal } from '../components/nps-charts';
import {
  pickedOf,
  pickedValue,
  quarterOptions,
  usePickedQuarter,
} from '../components/picked-quarter';
import { TimelyInvoicingTable } from '../components/timely-invoicing-table';

/** The in-page quarter picker, where no top bar holds it (the phone's /m/kpi). */
function QuarterPicker(props: { picked: TPicked; onChange: (p: TPicked) => void }) {
  return (
    <TextField
      select
      size="small"
      label="Quarter"
      value={pickedValue(props.picked)}
      onChange={(e) => props.onChange(pickedOf(e.target.value))}
      sx={{ minWidth: 140 }}
    >
      {quarterOptions().map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function IncentiveKpis({ picked }: { picked: TPicked }) {
  const query = useQuery(kpiQuery(picked));
  return (
    <QueryState
      query={query}
      loadingLabel="Loading the KPIs"
      errorText="The KPIs could not be loaded"
    >
      {(data) => (
        <Stack spacing={2}>
          <SectionCard title="Incentive KPIs">
            <Typography variant="subtitle2" component="h3">
              Bonus Eligible %
            </Typography>
            <BonusEligibleChart items={data.kpi} />
          </SectionCard>
          <SectionCard title="KPIs">
            <KpiGauges items={data.kpi} positionPayout={data.positionPayout} />
          </SectionCard>
        </Stack>
      )}
    </QueryState>
  );
}

function NpsPanels({ picked }: { picked: TPicked }) {
  const division = useQuery(npsByDivisionQuery(picked));
  const bidType = useQuery(npsByBidTypeQuery(picked));
  const total = useQuery(npsTotalQuery(picked));
  const errorText = 'NPS could not be loaded';
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { md: '1fr 1fr 1fr' }, gap: 2 }}>
      <SectionCard title="NPS By Division">
        <QueryState query={division} loadingLabel="Loading NPS by division" errorText={errorText}>
          {(rows) => (
            <NpsBars
              title="NPS By Division"
              rows={rows.map((r) => ({ ...r, label: r.Division }))}
            />
          )}
        </QueryState>
      </SectionCard>
      <SectionCard title="NPS By Work Type">
        <QueryState query={bidType} loadingLabel="Loading NPS by work type" errorText={errorText}>
          {(rows) => (
            <NpsBars
              title="NPS By Work Type"
              rows={rows.map((r) => ({ ...r, label: r.bidtype }))}
            />
          )}
        </QueryState>
      </SectionCard>
      <SectionCard title="Total NPS">
        <QueryState query={total} loadingLabel="Loading total NPS" errorText={errorText}>
          {(rows) => <NpsTotal nps={rows[0]?.NPS ?? null} responses={rows[0]?.responses ?? 0} />}
        </QueryState>
      </SectionCard>
    </Box>
  );
}

/** The collapsible tables of spec 2 §2.5: one open or none (spec 2 §4). */
function Tables({ picked }: { picked: TPicked }) {
  const [open, setOpen] = useState<string | null>(null);
  const panels: Array<[string, ReactNode]> = [
    ['Timely Invoicing', <TimelyInvoicingTable picked={picked} />],
    ['Job Startup', <DataTable picked={picked} table="jobStartup" label="Job Startup" />],
    ['Customer Fulfillment Survey Results', <CustomerFulfillmentTable picked={picked} />],
    [
      'Fleet Survey Results',
      <AuditResults picked={picked} type="Fleet" label="Fleet Survey Results" />,
    ],
    [
      'Warehouse Survey Results',
      <AuditResults picked={picked} type="Warehouse" label="Warehouse Survey Results" />,
    ],
    [
      'Uniform Survey Results',
      <AuditResults picked={picked} type="Uniform" label="Uniform Survey Results" />,
    ],
    [
      'Safety Survey Results',
      <AuditResults picked={picked} type="Safety" label="Safety Survey Results" />,
    ],
    [
      'Timely Timesheets',
      <DataTable picked={picked} table="timelyTimesheets" label="Timely Timesheets" />,
    ],
    ['Project Notes', <DataTable picked={picked} table="projectNotes" label="Project Notes" />],
    ['Call Back', <DataTable picked={picked} table="callbacks" label="Call Back" />],
    ['Missed Cost', <DataTable picked={picked} table="missedCosts" label="Missed Cost" />],
    [
      'Plus/Minus Estimated Profit',
      <DataTable
        picked={picked}
        table="plusMinusEstimatedProfit"
        label="Plus/Minus Estimated Profit"
      />,
    ],
  ];
  return (
    <Box>
      {panels.map(([title, body]) => (
        <Accordion
          key={title}
          expanded={open === title}
          onChange={(_e, expanded) => setOpen(expanded ? title : null)}
          slotProps={{ transition: { unmountOnExit: true } }}
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography component="h3" fontWeight={600}>
              {title}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>{open === title && body}</AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}

/**
 * /dashboard/kpi?y&q: the KPI dashboard of a quarter (spec 2 §2.5). The quarter picker is the top
 * menu's (KpiTopMenu); `quarterPicker` puts it in the page where there is no top bar (/m/kpi).
 */
export function KpiDashboardPage(props: { quarterPicker?: boolean }) {
  const [picked, setPicked] = usePickedQuarter();
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, md: 3 } }}>
      <Stack direction="row" spacing={2} alignItems="center">
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flex: 1 }}>
          KPI Dashboard
        </Typography>
        {props.quarterPicker && <QuarterPicker picked={picked} onChange={setPicked} />}
      </Stack>
      <IncentiveKpis picked={picked} />
      <NpsPanels picked={picked} />
      <Tables picked={picked} />
    </Stack>
  );
}
