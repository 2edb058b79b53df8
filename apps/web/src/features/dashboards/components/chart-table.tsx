import { visuallyHidden } from '@mui/utils';
import Box from '@mui/material/Box';
import { formatUsd } from '../../../lib/format';

/** A chart's figures as a table for screen readers (hidden from sight, not from assistive tech). */
export function ChartTable(props: {
  caption: string;
  columns: readonly string[];
  rows: Array<{ label: string; values: string[] }>;
}) {
  return (
    <Box component="table" sx={visuallyHidden}>
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col">Series</th>
          {props.columns.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            {row.values.map((v, i) => (
              <td key={props.columns[i]}>{formatUsd(v)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
