import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TParty, TTextSection } from '@n5/shared/contract-page/schemas';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3, breakInside: 'avoid-page' }}>
      <Typography variant="h6" component="h2" sx={{ fontSize: 16, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function PartyBlock({ label, party }: { label: string; party: TParty }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="p">
        {label}
      </Typography>
      {[party.name, party.company, party.phone, party.email].filter(Boolean).map((line) => (
        <Typography key={line} variant="body2">
          {line}
        </Typography>
      ))}
    </Box>
  );
}

export function TextSections({ sections }: { sections: TTextSection[] }) {
  return sections.map((section) => (
    <Box key={section.heading} sx={{ mb: 1.5 }}>
      {section.heading && (
        <Typography variant="subtitle2" component="h3">
          {section.heading}
        </Typography>
      )}
      {section.paragraphs.map((p) => (
        <Typography key={p} variant="body2" sx={{ textAlign: 'justify' }}>
          {p}
        </Typography>
      ))}
    </Box>
  ));
}

export const strong = { fontWeight: 700 } as const;
/** Label and value rows (the summary, the terms). */
export function LabelValueTable(props: { label: string; rows: Array<[string, string]> }) {
  return (
    <Table size="small" aria-label={props.label}>
      <TableBody>
        {props.rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row" sx={{ width: '30%', ...strong }}>
              {label}
            </TableCell>
            <TableCell>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
