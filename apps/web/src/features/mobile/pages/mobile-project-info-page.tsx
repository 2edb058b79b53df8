import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toIntlValue } from '@n5/shared/core/decimal';
import type { TMobileProjectInfo } from '@n5/shared/mobile/schemas';
import { FlagLight } from '../../../components/flag-light';
import { formatUsd } from '../../../lib/format';
import { MobileProjectFrame } from '../components/mobile-project-frame';

const FLAGS: Array<[keyof TMobileProjectInfo['flags'], string]> = [
  ['forecast', 'Forecast'],
  ['JobStartup', 'Job Start Up'],
  ['clientContract', 'Client Contract'],
  ['bids', 'Sub Bids'],
  ['subcontractorContract', 'Sub Contracts'],
];

const hoursFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** "1,234.50 h": Intl formats the exact decimal text, never a float. */
const hoursText = (value: string) => `${hoursFormat.format(toIntlValue(value) ?? '0')} h`;

function Section(props: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={props.title} sx={{ p: 2 }}>
      <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {props.title}
      </Typography>
      {props.children}
    </Paper>
  );
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, py: 0.5 }}>
      <Typography
        component="dt"
        variant="body2"
        color="text.secondary"
        sx={{ width: 130, flexShrink: 0, pt: 0.25 }}
      >
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, fontWeight: 500, minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {value || '—'}
      </Typography>
    </Box>
  );
}

function Remaining(props: {
  label: string;
  total: string;
  remaining: string;
  format: (v: string) => string;
}) {
  const isOver = props.remaining.startsWith('-');
  return (
    <Box
      component="li"
      sx={{ py: 1, borderBottom: 1, borderColor: 'divider', '&:last-child': { border: 0 } }}
    >
      <Typography sx={{ fontWeight: 600 }}>{props.label}</Typography>
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          Budget {props.format(props.total)}
        </Typography>
        <Typography
          variant="body2"
          sx={{ fontWeight: 700, color: isOver ? 'error.main' : 'text.primary' }}
        >
          Remaining {props.format(props.remaining)}
        </Typography>
      </Box>
    </Box>
  );
}

/** The project's browser flags as lights, two a row. */
function FlagLights({ flags }: { flags: TMobileProjectInfo['flags'] }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gridTemplateColumns: '1fr 1fr',
        gap: 1,
      }}
    >
      {FLAGS.map(([key, label]) => {
        const color = flags[key];
        return (
          <Box
            component="li"
            key={key}
            data-flag={key}
            data-color={color}
            sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
          >
            <FlagLight color={color} label={label} size={16} />
            <Typography variant="body2">{label}</Typography>
          </Box>
        );
      })}
    </Box>
  );
}

/** /m/projects/{id}/project-info: where, who, the flags and what is left of the budget. */
export function MobileProjectInfoPage() {
  return (
    <MobileProjectFrame section="Project Info">
      {(project) => (
        <Stack spacing={1.5}>
          <Section title="Job">
            <Box component="dl" sx={{ m: 0 }}>
              <Field label="Client" value={project.companyName} />
              <Field label="Location" value={project.workLocationName} />
              <Field label="Address" value={project.workLocationAddress} />
              <Field label="Description" value={project.projectDescription} />
            </Box>
          </Section>
          <Section title="Team">
            <Box component="dl" sx={{ m: 0 }}>
              <Field label="Project Manager" value={project.PMDisplayName} />
              <Field label="Project Engineer" value={project.PEDisplayName} />
              <Field label="Superintendent" value={project.SIDisplayName} />
            </Box>
          </Section>
          <Section title="Flags">
            <FlagLights flags={project.flags} />
          </Section>
          <Section title="Remaining">
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              <Remaining
                label="Labor hours"
                total={project.laborHoursTotal}
                remaining={project.remainingLaborHoursTotal}
                format={hoursText}
              />
              <Remaining
                label="Material"
                total={project.materialCostTotal}
                remaining={project.remainingMaterialsTotal}
                format={formatUsd}
              />
              <Remaining
                label="Equipment"
                total={project.equipmentCostTotal}
                remaining={project.remainingEquipmentTotal}
                format={formatUsd}
              />
            </Box>
          </Section>
        </Stack>
      )}
    </MobileProjectFrame>
  );
}
