import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  CONTRACT_NOT_FOUND,
  CONTRACT_READY,
  FINDING_CONTRACT,
} from '@n5/shared/contract-page/rules';
import type { TContractPageReply } from '@n5/shared/contract-page/schemas';
import { ApiError } from '../../../lib/api-client';
import {
  contractPageQuery,
  useSignContract,
  useSignedPdf,
  type TContractSource,
} from '../api/contract-page-queries';
import { ContractDocument } from './contract-document';
import { QueryState } from '../../../components/query-state';
import { SignDialog } from '../../../components/sign-dialog';

/** 'That contract could not be found…' for every wrong case (spec 3 §2.3, §8). */
export function ContractNotFound() {
  return (
    <Box sx={{ p: 4, display: 'flex', justifyContent: 'center' }}>
      <Alert severity="warning" sx={{ maxWidth: 640 }}>
        {CONTRACT_NOT_FOUND}
      </Alert>
    </Box>
  );
}

function Finding() {
  return (
    <Box sx={{ p: 6, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
      <CircularProgress aria-hidden />
      <Typography>{FINDING_CONTRACT}</Typography>
    </Box>
  );
}

/** Polls for the signed PDF once approved, then offers its download (named by the guid). */
function PdfDownload({ guid }: { guid: string }) {
  const pdf = useSignedPdf(guid, true);
  if (!pdf.data?.contractExists || !pdf.data.uri) {
    return (
      <Typography variant="body2" role="status" sx={{ display: 'flex', gap: 1 }}>
        <CircularProgress size={16} aria-hidden /> Preparing the signed PDF…
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Typography variant="body2">{CONTRACT_READY}</Typography>
      <Button variant="contained" href={pdf.data.uri} download={`${guid}.pdf`}>
        Download .pdf
      </Button>
    </Box>
  );
}

/**
 * A public contract page: 'Finding Contract' while loading, the not-found text for any error,
 * else the toolbar (hidden in print) above the document, the signing dialog and, once
 * approved, the PDF download. The email to the PM is sent by the server, never composed here.
 */
export function ContractPageView({ source }: { source: TContractSource }) {
  const contract = useQuery(contractPageQuery(source));
  return (
    <QueryState
      query={contract}
      loadingLabel={FINDING_CONTRACT}
      errorText="The contract could not be loaded"
      skeleton={<Finding />}
      notFound={{ view: <ContractNotFound />, when: () => true }}
    >
      {(data) => <ContractView source={source} data={data} />}
    </QueryState>
  );
}

/** The loaded contract: toolbar, document, signing dialog and PDF download. */
function ContractView({ source, data }: { source: TContractSource; data: TContractPageReply }) {
  const sign = useSignContract(source);
  const [isSigning, setSigning] = useState(false);
  const { document, documentHash, status } = data.contract;
  const signError =
    sign.error instanceof ApiError ? sign.error.message : sign.error ? String(sign.error) : null;

  return (
    <Box component="main" sx={{ bgcolor: '#eef1f4', minHeight: '100vh', pb: 4 }}>
      {/* Printed on A4 with margins; the grey page and the toolbar stay on screen. */}
      <GlobalStyles
        styles={{
          '@page': { size: 'A4', margin: '14mm' },
          '@media print': { body: { background: '#fff' } },
        }}
      />
      <Paper
        square
        elevation={1}
        data-testid="contract-toolbar"
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 2,
          px: 2,
          py: 1,
          mb: 2,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          '@media print': { display: 'none' },
        }}
      >
        <Typography variant="subtitle1" component="p" sx={{ flexGrow: 1 }}>
          {document.title} - {document.summary.projectName}
        </Typography>
        {status.approved && status.approvalSource === 'Signature' && (
          <PdfDownload guid={document.guid} />
        )}
        {status.canSign && (
          <Button variant="contained" color="success" onClick={() => setSigning(true)}>
            Sign Approval
          </Button>
        )}
        <Button variant="outlined" onClick={() => window.print()}>
          Print
        </Button>
      </Paper>
      {status.closedMessage && (
        <Alert severity="info" sx={{ mb: 2, '@media print': { display: 'none' } }}>
          {status.closedMessage}
        </Alert>
      )}
      <ContractDocument document={document} status={status} />
      {isSigning && (
        <SignDialog
          open
          saving={sign.isPending}
          error={signError}
          onClose={() => {
            sign.reset();
            setSigning(false);
          }}
          onSave={(input) =>
            sign.mutate({ ...input, documentHash }, { onSuccess: () => setSigning(false) })
          }
        />
      )}
    </Box>
  );
}
