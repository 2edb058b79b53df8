import { useEffect, useState } from 'react';
import Stack from '@mui/material/Stack';
import { isJpegFileName, RECEIPT_TEXTS } from '@n5/shared/receipts/rules';
import type { TReceiptReading } from '@n5/shared/receipts/parse-receipt';
import type { TReceiptDetailsForm } from '@n5/shared/receipts/schemas';
import { useAnalyzeReceipt, useUploadReceipt } from '../api/receipt-queries';
import { buildReceiptPdf } from '../lib/build-receipt-pdf';
import { compressPhoto, type TReceiptPage } from '../lib/receipt-images';
import { PhotoStep } from './photo-step';
import { ReceiptDetailsForm } from './receipt-details-form';
import { ReceiptSuccess } from './receipt-success';
import { ViewStep } from './view-step';

export interface TUploadedReceipt {
  blobUrl: string;
  blobName: string;
  fileName: string;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Photo, PDF, upload and analysis: the steps before the details form. */
function useReceiptPipeline(fileName: string) {
  const [pages, setPages] = useState<TReceiptPage[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [building, setBuilding] = useState(false);
  const [reading, setReading] = useState<TReceiptReading | null>(null);
  const [analysed, setAnalysed] = useState(false);
  const upload = useUploadReceipt();
  const analyze = useAnalyzeReceipt();

  async function choose(files: File[]) {
    setPhotoError(null);
    if (files.some((file) => !isJpegFileName(file.name) && file.type !== 'image/jpeg')) {
      setPhotoError('Choose a JPEG photo (.jpg or .jpeg).');
      return;
    }
    try {
      setPages(await Promise.all(files.map(compressPhoto)));
      setAnalysed(false);
      upload.reset();
      analyze.reset();
    } catch {
      setPhotoError(RECEIPT_TEXTS.imageFailed);
    }
  }

  async function view() {
    setBuilding(true);
    const pdf = await buildReceiptPdf(pages).catch(() => null);
    setBuilding(false);
    if (!pdf) {
      setPhotoError(RECEIPT_TEXTS.imageFailed);
      return;
    }
    const stored = await upload.mutateAsync({ pdf, fileName }).catch(() => null);
    if (!stored) return;
    setReading(await analyze.mutateAsync(stored.blobName).catch(() => null));
    setAnalysed(true);
  }

  const busyText =
    building || upload.isPending
      ? 'Building and uploading the receipt…'
      : analyze.isPending
        ? 'Reading the receipt…'
        : null;
  const error = upload.error
    ? messageOf(upload.error)
    : analyze.error
      ? `${RECEIPT_TEXTS.analysisFailed}: ${messageOf(analyze.error)}`
      : null;
  return {
    pages,
    photoError,
    reading,
    analysed,
    upload: upload.data,
    busyText,
    error,
    choose,
    view,
  };
}

/**
 * The photo-to-accounting part both flows share (spec 3 §2.10, §4): choose and compress the
 * JPEG, 'View the receipt' builds the A4 PDF and uploads it, analysis fills the details, the user
 * confirms and submits, and the success message replaces the form.
 */
export function ReceiptFlow(props: {
  kind: 'project' | 'nonproject';
  firstStep: number;
  fileName: string;
  onBusyChange?: (busy: boolean) => void;
  submit: (
    values: TReceiptDetailsForm,
    upload: TUploadedReceipt,
  ) => Promise<{ receiptNumber: string }>;
}) {
  const pipeline = useReceiptPipeline(props.fileName);
  const [saved, setSaved] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const busy = pipeline.busyText !== null || submitting;
  const { onBusyChange } = props;
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  async function submit(values: TReceiptDetailsForm) {
    if (!pipeline.upload) return;
    setSubmitting(true);
    setSubmitError(null);
    try {
      setSaved((await props.submit(values, pipeline.upload)).receiptNumber);
    } catch (error) {
      setSubmitError(messageOf(error));
    } finally {
      setSubmitting(false);
    }
  }

  if (saved) return <ReceiptSuccess receiptNumber={saved} />;
  const step = props.firstStep;
  return (
    <Stack spacing={3}>
      <PhotoStep
        step={step}
        pages={pipeline.pages}
        error={pipeline.photoError}
        disabled={busy}
        onFiles={(files) => void pipeline.choose(files)}
      />
      {pipeline.pages.length > 0 && (
        <ViewStep
          step={step + 1}
          busyText={pipeline.busyText}
          pdfUrl={pipeline.upload?.blobUrl ?? null}
          error={pipeline.error}
          disabled={busy}
          onView={() => void pipeline.view()}
        />
      )}
      {pipeline.analysed && pipeline.upload && (
        <ReceiptDetailsForm
          key={pipeline.upload.blobName}
          kind={props.kind}
          steps={[step + 2, step + 3]}
          reading={pipeline.reading}
          isSubmitting={submitting}
          submitError={submitError}
          onSubmit={(values) => void submit(values)}
        />
      )}
    </Stack>
  );
}
