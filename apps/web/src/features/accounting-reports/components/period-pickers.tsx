import NativeSelect from '@mui/material/NativeSelect';
import Stack from '@mui/material/Stack';
import { parseInteger } from '@n5/shared/core/integer';
import { MONTH_NAMES } from '@n5/shared/core/company-time';
import type { TReportPeriod } from './report-definitions';

/** Years offered: 2020 (the dashboards' first) to next year, newest first. */
export function reportYears(today = new Date()) {
  const last = today.getFullYear() + 1;
  return Array.from({ length: last - 2020 + 1 }, (_, i) => last - i);
}

/** The month picker (and year picker) of a report row, labelled for screen readers. */
export function PeriodPickers(props: {
  report: string;
  period: TReportPeriod;
  year: number;
  month: number;
  onChange: (value: { year: number; month: number }) => void;
}) {
  const { year, month } = props;
  if (props.period === 'none') return null;
  return (
    <Stack direction="row" gap={1}>
      {props.period === 'month' && (
        <NativeSelect
          value={String(month)}
          onChange={(e) => props.onChange({ year, month: parseInteger(e.target.value) ?? month })}
          inputProps={{ 'aria-label': `${props.report} month` }}
        >
          {MONTH_NAMES.map((name, i) => (
            <option key={name} value={String(i + 1)}>
              {name}
            </option>
          ))}
        </NativeSelect>
      )}
      <NativeSelect
        value={String(year)}
        onChange={(e) => props.onChange({ month, year: parseInteger(e.target.value) ?? year })}
        inputProps={{ 'aria-label': `${props.report} year` }}
      >
        {reportYears().map((y) => (
          <option key={y} value={String(y)}>
            {y}
          </option>
        ))}
      </NativeSelect>
    </Stack>
  );
}

/** The month before today's: month-end reports default to the month just closed. */
export function lastMonth(today = new Date()) {
  const d = new Date(today.getFullYear(), today.getMonth() - 1, 1);
  return { year: d.getFullYear(), month: d.getMonth() + 1 };
}
