import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { computeCondition, type TConditionDerived } from '@n5/shared/estimating/math';
import type { TCondition } from '@n5/shared/estimating/schemas';
import { formatDecimalInput, parseDecimalInput } from '../../../components/form/decimal-input';
import { formatUsd, formatUsdWhole } from '../../../lib/format';
import type { TCardContext } from './condition-card';
import type { TCardField } from './condition-fields';

type TValues = Record<string, unknown>;

/** A read-only figure of the card. */
function Figure(props: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div" noWrap>
        {props.label}
      </Typography>
      <Typography
        component="div"
        sx={{ fontWeight: props.strong ? 700 : 400, fontVariantNumeric: 'tabular-nums' }}
        noWrap
      >
        {props.value}
      </Typography>
    </Box>
  );
}

/** The figures derived from what is typed, or the saved ones while a typed value is invalid. */
function useLiveFigures(condition: TCondition, tax: TCardContext['tax']) {
  const values = useWatch() as TValues;
  const derived: TConditionDerived | null = useMemo(() => {
    const num = (name: TCardField, kind: 'quantity' | 'money' | 'percent') => {
      const parsed = parseDecimalInput(kind, String(values[name] ?? ''));
      return parsed.ok ? (parsed.value ?? '0') : null;
    };
    const inputs = {
      totalQuantities: num('TotalQuantities', 'quantity'),
      laborHours: num('LaborHours', 'quantity'),
      laborRate: num('LaborRate', 'money'),
      laborMarkup: num('LaborMarkup', 'percent'),
      materialCost: num('MaterialCost', 'quantity'),
      materialMarkup: num('MaterialMarkup', 'percent'),
      equipmentCost: num('EquipmentCost', 'quantity'),
      equipmentMarkup: num('EquipmentMarkup', 'percent'),
      otherCostsCost: num('OtherCostsCost', 'quantity'),
      otherCostsMarkup: num('OtherCostsMarkup', 'percent'),
    };
    if (Object.values(inputs).some((v) => v === null)) return null;
    const bid = condition.Bids.find((b) => b.CompanyID === condition.SelectedSubcontractor);
    return computeCondition(
      inputs as Record<keyof typeof inputs, string>,
      bid ? { bidAmount: bid.BidAmount, markup: bid.Markup } : null,
      tax,
    );
  }, [values, condition, tax]);
  return (
    derived ?? {
      laborCost: condition.LaborCost,
      laborTotal: condition.LaborTotal,
      laborHoursTotal: condition.LaborHoursTotal,
      laborCostTotal: condition.LaborCostTotal,
      laborGrandTotal: condition.LaborGrandTotal,
      materialCostTotal: condition.MaterialCostTotal,
      materialGrandTotal: condition.MaterialGrandTotal,
      equipmentCostTotal: condition.EquipmentCostTotal,
      equipmentGrandTotal: condition.EquipmentGrandTotal,
      otherCostsCostTotal: condition.OtherCostsCostTotal,
      otherCostsGrandTotal: condition.OtherCostsGrandTotal,
      totalCost: condition.TotalCost,
      totalMarkup: condition.TotalMarkup,
      preTax: condition.PreTax,
      unitPrice: condition.UnitPrice,
      tax: condition.Tax,
      grandTotal: condition.GrandTotal,
    }
  );
}

/** The derived figures, from what is typed (shown at once), before the server's stored ones. */
export function LiveTotals({
  condition,
  tax,
}: {
  condition: TCondition;
  tax: TCardContext['tax'];
}) {
  const d = useLiveFigures(condition, tax);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: 1.5,
      }}
      data-testid="condition-totals"
    >
      <Figure label="Labor hours total" value={formatDecimalInput('quantity', d.laborHoursTotal)} />
      <Figure label="Labor cost / unit" value={formatUsd(d.laborCost)} />
      <Figure label="Labor cost" value={formatUsd(d.laborCostTotal)} />
      <Figure label="Labor total" value={formatUsd(d.laborGrandTotal)} />
      {/* Material, equipment and other costs show whole dollars in the editor (spec 1 §6). */}
      <Figure label="Material cost" value={formatUsdWhole(d.materialCostTotal)} />
      <Figure label="Material total" value={formatUsdWhole(d.materialGrandTotal)} />
      <Figure label="Equipment cost" value={formatUsdWhole(d.equipmentCostTotal)} />
      <Figure label="Equipment total" value={formatUsdWhole(d.equipmentGrandTotal)} />
      <Figure label="Other costs cost" value={formatUsdWhole(d.otherCostsCostTotal)} />
      <Figure label="Other costs total" value={formatUsdWhole(d.otherCostsGrandTotal)} />
      <Figure label="Total cost" value={formatUsd(d.totalCost)} />
      <Figure label="Total markup" value={formatUsd(d.totalMarkup)} />
      <Figure label="Unit price" value={d.unitPrice === null ? '—' : formatUsd(d.unitPrice)} />
      <Figure label="Pre-tax" value={formatUsd(d.preTax)} strong />
      <Figure label="Tax" value={formatUsd(d.tax)} />
      <Figure label="Grand total" value={formatUsd(d.grandTotal)} strong />
    </Box>
  );
}
