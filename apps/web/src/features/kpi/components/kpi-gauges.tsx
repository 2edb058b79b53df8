import { useState } from 'react';
import { Gauge } from '@mui/x-charts/Gauge';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { gaugeRange } from '@n5/shared/kpi/rules';
import type { TKpiItem } from '@n5/shared/kpi/schemas';
import { isAdmin } from '@n5/shared/permissions/can';
import { DialogShell } from '../../../components/dialog-shell';
import { useCurrentUser } from '../../../lib/session';
import { formatPercent } from '../../../lib/format';
import { chartNumber } from './chart-number';
import { KpiSettingsDialog } from './kpi-settings-dialog';

const scoreText = (k: TKpiItem) =>
  k.score === null
    ? 'No data'
    : k.scale === 'profit'
      ? `${formatPercent(k.score)} margin`
      : formatPercent(k.score);

/** One gauge (spec 2 §9 scales); a click opens the KPI's description. */
function KpiGauge({ item, onOpen }: { item: TKpiItem; onOpen: () => void }) {
  const range = gaugeRange(item.scale);
  return (
    <ButtonBase
      onClick={onOpen}
      aria-label={`${item.kpi}: ${scoreText(item)}. Open the description`}
      sx={{ flexDirection: 'column', borderRadius: 1, p: 1, border: 1, borderColor: 'divider' }}
    >
      <Gauge
        width={150}
        height={110}
        startAngle={-110}
        endAngle={110}
        valueMin={chartNumber(range.min)!}
        valueMax={chartNumber(range.max)!}
        value={chartNumber(item.score)}
        text={item.score === null ? '—' : formatPercent(item.score, { maxDecimals: 0 })}
        aria-hidden
      />
      <Typography variant="body2" fontWeight={600}>
        {item.kpi}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {scoreText(item)}
      </Typography>
    </ButtonBase>
  );
}

function DescriptionDialog({ item, onClose }: { item: TKpiItem; onClose: () => void }) {
  const isAdminUser = isAdmin(useCurrentUser());
  const [editing, setEditing] = useState(false);
  if (editing) return <KpiSettingsDialog item={item} onClose={onClose} />;
  const actions = (
    <>
      {isAdminUser && <Button onClick={() => setEditing(true)}>Edit settings</Button>}
      <Button onClick={onClose}>Close</Button>
    </>
  );
  return (
    <DialogShell title={item.kpi} onClose={onClose} actions={actions}>
      <Typography>{item.KPIDescription}</Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5, mt: 2 }}
      >
        <dt>Score</dt>
        <dd>{scoreText(item)}</dd>
        <dt>Threshold</dt>
        <dd>{formatPercent(item.threshold)}</dd>
        <dt>Goal</dt>
        <dd>{formatPercent(item.goal)}</dd>
        <dt>Payout</dt>
        <dd>
          {formatPercent(item.earned)} of {formatPercent(item.payoutpercent)}
        </dd>
      </Box>
    </DialogShell>
  );
}

/** One gauge per KPI (spec 2 §2.5), the position payout gauge first (0 to 100%). */
export function KpiGauges(props: { items: TKpiItem[]; positionPayout: string }) {
  const [open, setOpen] = useState<TKpiItem | null>(null);
  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
          gap: 1.5,
        }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', p: 1 }}>
          <Gauge
            width={150}
            height={110}
            startAngle={-110}
            endAngle={110}
            valueMin={0}
            valueMax={100}
            value={chartNumber(props.positionPayout)! * 100}
            text={formatPercent(props.positionPayout, { maxDecimals: 0 })}
            aria-hidden
          />
          <Typography variant="body2" fontWeight={600}>
            Position Payout
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatPercent(props.positionPayout)} of the incentive
          </Typography>
        </Box>
        {props.items.map((item) => (
          <KpiGauge key={item.uid} item={item} onOpen={() => setOpen(item)} />
        ))}
      </Box>
      {open && <DescriptionDialog item={open} onClose={() => setOpen(null)} />}
    </>
  );
}
