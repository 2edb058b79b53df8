import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { INSPECTION_TYPES, type TInspectionType } from '@n5/shared/inspections/rules';
import { INSPECTION_SCREENS } from '../components/inspection-config';
import { InspectionsPage } from './inspections-page';

const isType = (value: string | null): value is TInspectionType =>
  (INSPECTION_TYPES as readonly string[]).includes(value ?? '');

/**
 * /kpi-entry (spec 3 §2.1, the Office route set): the entry screens of the KPI inspections —
 * Safety Inspection, Fleet, Uniform and Presentation, Warehouse — as tabs (query t), each the
 * same screen as its own route (docs/decisions/admin.md).
 */
export function KpiEntryPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('t');
  const type: TInspectionType = isType(requested) ? requested : 'Safety';
  const order: TInspectionType[] = ['Safety', 'Fleet', 'Uniform', 'Warehouse'];
  return (
    <Box>
      <Tabs
        value={type}
        onChange={(_, next: TInspectionType) => setParams({ t: next }, { replace: true })}
        aria-label="KPI entry screens"
        sx={{ px: { xs: 1, md: 3 }, borderBottom: 1, borderColor: 'divider' }}
        variant="scrollable"
      >
        {order.map((t) => (
          <Tab key={t} value={t} label={INSPECTION_SCREENS[t].heading} />
        ))}
      </Tabs>
      <InspectionsPage key={type} type={type} />
    </Box>
  );
}
