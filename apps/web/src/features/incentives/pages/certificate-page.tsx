import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { parseInteger } from '@n5/shared/core/integer';
import { EMPLOYED_NOTE, QUARTERS } from '@n5/shared/incentives/constants';
import type { TCertificate } from '@n5/shared/incentives/schemas';
import { QueryState } from '../../../components/query-state';
import { formatUsdWhole } from '../../../lib/format';
import { certificatesPdfUrl, certificatesQuery, type TYq } from '../api/incentives-queries';

/** Each certificate on its own printed page; the buttons do not print. */
const printSx = {
  '@media print': {
    '& .no-print': { display: 'none' },
    '& .certificate': { breakAfter: 'page', border: 'none', m: 0, minHeight: 'auto' },
    '& .certificate:last-of-type': { breakAfter: 'auto' },
  },
} as const;

function Certificate({ c, q }: { c: TCertificate; q: TYq }) {
  return (
    <Box
      component="article"
      className="certificate"
      aria-label={`Certificate of ${c.teammember}`}
      sx={{
        border: '6px double #1b2a3a',
        p: 6,
        mx: 'auto',
        my: 3,
        maxWidth: 800,
        textAlign: 'center',
        bgcolor: '#fff',
      }}
    >
      <Typography component="h2" variant="h4" sx={{ fontWeight: 700 }}>
        Incentive Payout Certificate
      </Typography>
      <Typography sx={{ mt: 1 }}>
        Q{q.quarter} {q.year}
      </Typography>
      <Typography sx={{ mt: 4 }}>Presented to</Typography>
      <Typography component="p" variant="h4" sx={{ mt: 1, fontFamily: 'Georgia, serif' }}>
        {c.teammember}
      </Typography>
      <Box
        component="table"
        sx={{
          mx: 'auto',
          mt: 4,
          borderCollapse: 'collapse',
          '& td, & th': { px: 3, py: 0.75, borderBottom: '1px solid #ccd' },
        }}
      >
        <thead>
          <tr>
            <th scope="col">Quarter</th>
            <th scope="col">Hours</th>
            <th scope="col">Incentive</th>
          </tr>
        </thead>
        <tbody>
          {QUARTERS.map((n) => (
            <tr key={n}>
              <th scope="row">Q{n}</th>
              <td style={{ textAlign: 'right' }}>{c[`Q${n}HRS`] ?? ''}</td>
              <td style={{ textAlign: 'right' }}>
                {c[`Q${n}`] === null ? '' : formatUsdWhole(c[`Q${n}`])}
              </td>
            </tr>
          ))}
        </tbody>
      </Box>
      <Typography variant="body2" sx={{ mt: 4 }}>
        {EMPLOYED_NOTE}
      </Typography>
    </Box>
  );
}

/** /incentive-payout-certificate?y&q (spec 3 §2.8): one certificate per team member, one a page. */
export function CertificatePage() {
  const [params] = useSearchParams();
  const q = {
    year: parseInteger(params.get('y')) ?? 0,
    quarter: parseInteger(params.get('q')) ?? 0,
  };
  const certificates = useQuery(certificatesQuery(q));
  return (
    <Box
      component="main"
      sx={{
        p: 2,
        bgcolor: '#f5f6f8',
        minHeight: '100vh',
        ...printSx,
        '@media print': { ...printSx['@media print'], bgcolor: '#fff', p: 0 },
      }}
    >
      <Box
        className="no-print"
        sx={{ display: 'flex', gap: 1, alignItems: 'center', maxWidth: 800, mx: 'auto' }}
      >
        <Typography component="h1" variant="h5" sx={{ flex: 1 }}>
          Certificates Q{q.quarter} {q.year}
        </Typography>
        <Button variant="outlined" onClick={() => window.print()}>
          Print
        </Button>
        <Button
          variant="contained"
          component="a"
          href={certificatesPdfUrl(q)}
          target="_blank"
          rel="noopener"
        >
          PDF of all certificates
        </Button>
      </Box>
      <QueryState
        query={certificates}
        loadingLabel="Loading the certificates"
        errorText="The certificates could not be loaded"
        empty={{ when: (r) => r.length === 0, text: 'No team member is paid in this quarter.' }}
      >
        {(list) => list.map((c, i) => <Certificate key={`${i}-${c.teammember}`} c={c} q={q} />)}
      </QueryState>
    </Box>
  );
}
