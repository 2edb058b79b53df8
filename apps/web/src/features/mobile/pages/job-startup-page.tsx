import { useRef, useState, type RefObject } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  canSignJobStartup,
  jobStartupClosedMessage,
  MOBILE_TEXTS,
  ZJobStartupFields,
} from '@n5/shared/mobile/rules';
import type { TJobStartupSignature } from '@n5/shared/mobile/schemas';
import { FormTextField } from '../../../components/form/text-field';
import { rulesResolver } from '../../../components/form/rules-resolver';
import { QueryState } from '../../../components/query-state';
import { companyDateTimeText } from '@n5/shared/core/company-time';
import { SignaturePad, type TSignaturePadHandle } from '../../../components/signature-pad';
import { QueuedWrites } from '../../../components/queued-writes';
import {
  discardFieldWrite,
  enqueueFieldWrite,
  useFieldQueue,
} from '../../../lib/field-queue/field-queue';
import { jobStartupSignaturesQuery } from '../api/mobile-queries';
import { MobileProjectFrame } from '../components/mobile-project-frame';
import { DialogShell } from '../../../components/dialog-shell';

interface TForm {
  name: string;
  company: string;
}

/** On the company's clock for every signature (they mixed UTC and CST by the signer's phone). */
const signedWhen = (signature: TJobStartupSignature) => companyDateTimeText(signature.signedAt);

/** /m/projects/{id}/job-startup: sign the job start-up, and the signatures so far. */
export function JobStartupPage() {
  return (
    <MobileProjectFrame section="Job Startup">
      {(project) => (
        <Stack spacing={2}>
          {canSignJobStartup(project.stageType) ? (
            <SignForm projectId={project.projectID} />
          ) : (
            <Alert severity="info">{jobStartupClosedMessage(project.stageType)}</Alert>
          )}
          <Signatures projectId={project.projectID} />
        </Stack>
      )}
    </MobileProjectFrame>
  );
}

/** The drawn signature, with Clear once something is drawn. */
function SignatureField({ pad }: { pad: RefObject<TSignaturePadHandle | null> }) {
  const [isPadEmpty, setPadEmpty] = useState(true);
  return (
    <Box>
      <Typography id="signature-label" variant="body2" sx={{ mb: 0.5, fontWeight: 600 }}>
        Signature *
      </Typography>
      <SignaturePad
        ref={pad}
        label="Signature: draw with your finger, a pen or the mouse"
        onChange={setPadEmpty}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.5 }}>
        <Typography variant="caption" color="text.secondary">
          Sign above the line.
        </Typography>
        <Button size="small" onClick={() => pad.current?.clear()} disabled={isPadEmpty}>
          Clear
        </Button>
      </Box>
    </Box>
  );
}

/** Spec 3 §8: Submit without a signature. */
function MissingSignatureDialog(props: { open: boolean; onClose: () => void }) {
  return (
    <DialogShell
      title={MOBILE_TEXTS.missingSignatureTitle}
      open={props.open}
      onClose={props.onClose}
      fullWidth={false}
      actions={
        <>
          <Button onClick={props.onClose} autoFocus>
            OK
          </Button>
        </>
      }
    >
      <DialogContentText>{MOBILE_TEXTS.missingSignatureText}</DialogContentText>
    </DialogShell>
  );
}

function SignForm({ projectId }: { projectId: number }) {
  const form = useForm<TForm, unknown, { name: string; company: string }>({
    defaultValues: { name: '', company: '' },
    resolver: rulesResolver(ZJobStartupFields),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const pad = useRef<TSignaturePadHandle>(null);
  const [isAskingForSignature, setAskingForSignature] = useState(false);
  const [signedBy, setSignedBy] = useState<string | null>(null);
  // Kept on the phone first (a job site may have no signal), then sent; never lost, never twice.
  const scope = `job-startup:${projectId}`;
  const queued = useFieldQueue().filter((e) => e.scope === scope);

  const send = (values: TForm) => {
    const signature = pad.current?.toPng() ?? null;
    if (!signature) {
      setAskingForSignature(true);
      return;
    }
    void enqueueFieldWrite({
      route: 'addJobStartupSignature',
      body: {
        projectID: projectId,
        ...values,
        signature,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
      projectId,
      scope,
      label: `Job start-up signed by ${values.name.trim()}`,
    });
    setSignedBy(values.name.trim());
    form.reset();
    pad.current?.clear();
  };

  return (
    <Paper variant="outlined" component="section" aria-label="Sign the job start-up" sx={{ p: 2 }}>
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={(event) => void form.handleSubmit(send)(event)}>
          <Stack spacing={2}>
            <FormTextField name="name" label="Name" required />
            <FormTextField name="company" label="Company" required />
            <SignatureField pad={pad} />
            <QueuedWrites
              entries={queued}
              label="Signatures waiting to send"
              heading="h3"
              itemTestId="queued-signature"
              onDiscard={(e) => void discardFieldWrite(e.key)}
            />
            {signedBy && (
              <Alert severity="success" role="status">
                Signed by {signedBy}.
              </Alert>
            )}
            <Button type="submit" variant="contained" size="large" sx={{ minHeight: 48 }}>
              Submit
            </Button>
          </Stack>
        </Box>
      </FormProvider>
      <MissingSignatureDialog
        open={isAskingForSignature}
        onClose={() => setAskingForSignature(false)}
      />
    </Paper>
  );
}

function Signatures({ projectId }: { projectId: number }) {
  const query = useQuery(jobStartupSignaturesQuery(projectId));
  return (
    <Paper variant="outlined" component="section" aria-labelledby="signatures-title" sx={{ p: 2 }}>
      <Typography id="signatures-title" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Signatures
      </Typography>
      <QueryState
        query={query}
        loadingLabel="Loading signatures"
        errorText="The signatures could not be loaded"
        empty={{
          when: (data) => data.signatures.length === 0,
          text: 'Nobody has signed the job start-up yet.',
        }}
      >
        {(data) => (
          <Stack
            component="ul"
            spacing={1.5}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
            aria-label="Signatures"
          >
            {data.signatures.map((signature) => (
              <Box
                component="li"
                key={signature.signatureID}
                data-testid="job-startup-signature"
                sx={{
                  borderBottom: 1,
                  borderColor: 'divider',
                  pb: 1.5,
                  '&:last-child': { border: 0, pb: 0 },
                }}
              >
                <Typography sx={{ fontWeight: 600 }}>
                  {signature.name} · {signature.company}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Signed {signedWhen(signature)}
                  {signature.collectedBy ? ` on ${signature.collectedBy}'s device` : ''}
                </Typography>
                <Box
                  component="img"
                  src={signature.signature}
                  alt={`Signature of ${signature.name}`}
                  sx={{
                    display: 'block',
                    mt: 1,
                    maxWidth: '100%',
                    height: 72,
                    objectFit: 'contain',
                    bgcolor: '#fff',
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                  }}
                />
              </Box>
            ))}
          </Stack>
        )}
      </QueryState>
    </Paper>
  );
}
