import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TContractDocument, TContractStatus } from '@n5/shared/contract-page/schemas';
import { BrandMark } from '../../../components/brand-mark';
import { formatShortDate } from '../../../lib/format';
import { InclusionsTable } from './document-inclusions';
import { LabelValueTable, PartyBlock, Section, TextSections } from './document-parts';
import { DocumentSignature } from './document-signature';
import { TotalsTable } from './document-totals';

const PAGE_SX = {
  bgcolor: '#fff',
  color: '#111',
  maxWidth: '210mm',
  mx: 'auto',
  p: { xs: 2, sm: 4 },
  boxShadow: 1,
  '@media print': { boxShadow: 'none', p: 0, maxWidth: 'none' },
} as const;

/** The company's heading and the two parties. */
function DocumentHeading({ document: d }: { document: TContractDocument }) {
  return (
    <>
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
    </>
  );
}

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
  const summary: Array<[string, string]> = [
    ['Contract Date', formatShortDate(d.summary.contractDate)],
    ['Project', `${d.summary.projectId} ${d.summary.projectName}`],
    ['Work Location', d.summary.workLocationName],
    ['Address', d.summary.workLocationAddress],
    ['Description', d.summary.description],
  ];
  return (
    <Box component="article" aria-label={d.title} sx={PAGE_SX}>
      <DocumentHeading document={d} />
      <Section title={d.summaryTitle}>
        <LabelValueTable label="Summary" rows={summary} />
      </Section>
      <Section title="Inclusions">
        <InclusionsTable document={d} />
      </Section>
      {d.exclusions !== null && (
        <Section title="Clarifications/Exclusions">
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {d.exclusions || 'None.'}
          </Typography>
        </Section>
      )}
      <Section title="Totals">
        <TotalsTable totals={d.totals} />
      </Section>
      <Section title="Terms">
        <LabelValueTable label="Terms" rows={d.terms.map((t) => [t.label, t.value])} />
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
        <DocumentSignature status={status} />
      </Section>
    </Box>
  );
}
