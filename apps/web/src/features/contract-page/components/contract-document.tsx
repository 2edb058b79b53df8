import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { money } from '@n5/shared/contract-page/rules';
import type {
  TContractDocument,
  TContractStatus,
  TParty,
  TTextSection,
} from '@n5/shared/contract-page/schemas';
import { BrandMark } from '../../../components/brand-mark';
import { formatShortDate } from '../../../lib/format';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3, breakInside: 'avoid-page' }}>
      <Typography variant="h6" component="h2" sx={{ fontSize: 16, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function PartyBlock({ label, party }: { label: string; party: TParty }) {
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

function TextSections({ sections }: { sections: TTextSection[] }) {
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

const strong = { fontWeight: 700 } as const;
const days = (n: number | null) => (n === null ? '' : `${n} days`);

/**
 * One contract document as the server built it (spec 3 §2.3): heading, summary, inclusions,
 * 'Proposed Total Price', Clarifications/Exclusions, totals, terms, the Base contract terms,
 * general conditions and signatures. The PDF renders the same model.
 */
export function ContractDocument({
  document: d,
  status,
}: {
  document: TContractDocument;
  status: TContractStatus;
}) {
  const withDescription = d.inclusions.showDescription;
  const columns = withDescription ? 3 : 2;
  return (
    <Box
      component="article"
      aria-label={d.title}
      sx={{
        bgcolor: '#fff',
        color: '#111',
        maxWidth: '210mm',
        mx: 'auto',
        p: { xs: 2, sm: 4 },
        boxShadow: 1,
        '@media print': { boxShadow: 'none', p: 0, maxWidth: 'none' },
      }}
    >
      <Box component="header" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <BrandMark size={48} />
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h6" component="p">
            {d.heading.companyName}
          </Typography>
          <Typography variant="body2">{d.heading.companyAddress}</Typography>
        </Box>
        <Typography variant="h5" component="h1">
          {d.title}
        </Typography>
      </Box>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, mt: 2 }}
        data-testid="contract-parties"
      >
        <PartyBlock
          label={d.recipient === 's' ? 'Subcontractor' : 'Client'}
          party={d.heading.recipient}
        />
        <PartyBlock label="Project Manager" party={d.heading.projectManager} />
      </Box>

      <Section title={d.summaryTitle}>
        <Table size="small" aria-label="Summary">
          <TableBody>
            {[
              ['Contract Date', formatShortDate(d.summary.contractDate)],
              ['Project', `${d.summary.projectId} ${d.summary.projectName}`],
              ['Work Location', d.summary.workLocationName],
              ['Address', d.summary.workLocationAddress],
              ['Description', d.summary.description],
            ].map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row" sx={{ width: '30%', ...strong }}>
                  {label}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Section>

      <Section title="Inclusions">
        <Table size="small" aria-label="Inclusions">
          <TableHead>
            <TableRow>
              <TableCell>Scope</TableCell>
              {withDescription && <TableCell>Description</TableCell>}
              <TableCell align="right">Price</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {d.inclusions.categories.map((category) => [
              <TableRow key={category.code} sx={{ bgcolor: '#e8edf3' }}>
                <TableCell colSpan={columns - 1} sx={strong}>
                  {category.code} {category.name}
                </TableCell>
                <TableCell align="right" sx={strong}>
                  {money(category.total)}
                </TableCell>
              </TableRow>,
              ...category.subCategories.map((sub) => [
                <TableRow key={`${category.code}-${sub.code}`} sx={{ bgcolor: '#f5f5f5' }}>
                  <TableCell colSpan={columns - 1} sx={{ pl: 3 }}>
                    {sub.code} {sub.name}
                  </TableCell>
                  <TableCell align="right">{money(sub.total)}</TableCell>
                </TableRow>,
                ...sub.lines.map((line) => (
                  <TableRow key={line.conditionId}>
                    <TableCell sx={{ pl: 5 }}>
                      {line.conditionName}
                      {line.internalComments && (
                        <Typography variant="body2" component="span" color="text.secondary">
                          {' '}
                          - {line.internalComments}
                        </Typography>
                      )}
                    </TableCell>
                    {withDescription && <TableCell>{line.description}</TableCell>}
                    <TableCell align="right">
                      {line.price === null ? '' : money(line.price)}
                    </TableCell>
                  </TableRow>
                )),
              ]),
            ])}
            <TableRow>
              <TableCell colSpan={columns - 1} sx={strong}>
                Proposed Total Price
              </TableCell>
              <TableCell align="right" sx={strong}>
                {money(d.proposedTotalPrice)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Section>

      {d.exclusions !== null && (
        <Section title="Clarifications/Exclusions">
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {d.exclusions || 'None.'}
          </Typography>
        </Section>
      )}

      <Section title="Totals">
        <Table size="small" aria-label="Totals">
          <TableHead>
            <TableRow>
              <TableCell>Item</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell align="right">Work days</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              <TableCell>Original contract amount</TableCell>
              <TableCell align="right">{money(d.totals.originalContractAmount)}</TableCell>
              <TableCell align="right">{days(d.totals.originalContractWorkDays)}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell>Net change</TableCell>
              <TableCell align="right">{money(d.totals.netChange)}</TableCell>
              <TableCell align="right">{days(d.totals.netChangeWorkDays)}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell>KS Remodeling Tax</TableCell>
              <TableCell align="right">{money(d.totals.ksRemodelingTax)}</TableCell>
              <TableCell />
            </TableRow>
            <TableRow>
              <TableCell sx={strong}>Total</TableCell>
              <TableCell align="right" sx={strong}>
                {money(d.totals.total)}
              </TableCell>
              <TableCell />
            </TableRow>
          </TableBody>
        </Table>
      </Section>

      <Section title="Terms">
        <Table size="small" aria-label="Terms">
          <TableBody>
            {d.terms.map((term) => (
              <TableRow key={term.label}>
                <TableCell component="th" scope="row" sx={{ width: '30%', ...strong }}>
                  {term.label}
                </TableCell>
                <TableCell>{term.value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Section>

      {d.contractTerms && (
        <Section title="Contract Terms">
          <TextSections sections={d.contractTerms} />
        </Section>
      )}
      <Section title={d.generalConditions.heading}>
        <TextSections sections={[{ ...d.generalConditions, heading: '' }]} />
      </Section>

      <Section title="Signatures">
        {status.approved ? (
          <Box data-testid="client-signature">
            <Typography variant="body2">
              Approved by: <strong>{status.approvedBy}</strong>
            </Typography>
            <Typography variant="body2">Date: {formatShortDate(status.approvalDate)}</Typography>
            {status.signatureImage && (
              <Box
                component="img"
                src={status.signatureImage}
                alt={`Signature of ${status.approvedBy ?? ''}`}
                sx={{ maxHeight: 80, maxWidth: 260, mt: 1, display: 'block' }}
              />
            )}
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Not signed yet.
          </Typography>
        )}
      </Section>
    </Box>
  );
}
