import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TGrandTotals } from '@n5/shared/payapp/schemas';
import { formatShortDate } from '../../../lib/format';

function Block({ title, lines }: { title: string; lines: string[] }) {
  return (
    <Box component="section" aria-label={title} sx={{ minWidth: 200 }}>
      <Typography variant="overline" component="h2" sx={{ lineHeight: 1.6, fontWeight: 700 }}>
        {title}
      </Typography>
      {lines.filter(Boolean).map((line) => (
        <Typography key={line} variant="body2">
          {line}
        </Typography>
      ))}
    </Box>
  );
}

/** The G702's To / From and contract blocks, as the PDF prints them (issue 31 item 7). */
export function PartiesBlocks({ header }: { header: TGrandTotals }) {
  const { client, contractor, contractDate } = header.parties;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 2, md: 6 } }}>
      <Block
        title="To (client)"
        lines={[
          client.name || '(no client company)',
          client.contactName ? `Attn: ${client.contactName}` : '',
          client.address,
        ]}
      />
      <Block title="From (contractor)" lines={[contractor]} />
      <Block
        title="Contract"
        lines={[
          `Contract for: ${header.projectDescription || header.projectName}`,
          `Contract date: ${contractDate ? formatShortDate(contractDate) : '—'}`,
        ]}
      />
    </Box>
  );
}
