import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { isJpegFileName, RECEIPT_TEXTS } from '@n5/shared/receipts/rules';
import type { TReceiptReading } from '@n5/shared/receipts/parse-receipt';
import type { TReceiptDetailsForm } from '@n5/shared/receipts/schemas';
import { ApiError } from '../../../lib/api-client';
import { withFileName, type TReceiptSave } from '../../../lib/field-queue/receipt-sender';
import {
  queueReceipt,
  useAnalyzeReceipt,
  useSaveReceipt,
  useUploadReceipt,
} from '../api/receipt-queries';
import { buildReceiptPdf } from '../lib/build-receipt-pdf';
import { compressPhoto, type TReceiptPage } from '../lib/receipt-images';
import { PhotoStep } from './photo-step';
import { ReceiptDetailsForm } from './receipt-details-form';
import { ReceiptSuccess } from './receipt-success';
import { ViewStep } from './view-step';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.status === 0;

/** Said instead of the analyzer's note when the receipt will be read later (issue 35 item 5). */
export const OFFLINE_RECEIPT_NOTE =
  'No network: enter the date and total from the receipt. It is kept on this phone and sent to accounting, and read, when the network returns.';
export const QUEUED_RECEIPT_TEXT =
  'Kept on this phone: the receipt goes to accounting when the network returns.';

/**
 * Photo, PDF, upload and analysis: the steps before the details form. Without network the PDF
 * is kept (`offlinePdf`) and the details are typed by hand.
 */
function useReceiptPipeline(fileName: string) {
  const [pages, setPages] = useState<TReceiptPage[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [building, setBuilding] = useState(false);
  const [reading, setReading] = useState<TReceiptReading | null>(null);
  const [analysed, setAnalysed] = useState(false);
  const [offlinePdf, setOfflinePdf] = useState<Blob | null>(null);
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
      setOfflinePdf(null);
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
    let offline = false;
    const stored = await upload.mutateAsync({ pdf, fileName }).catch((error: unknown) => {
      offline = isNetworkFailure(error);
      return null;
    });
    if (offline) {
      setOfflinePdf(pdf);
      setReading(null);
      setAnalysed(true);
    }
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
  const error =
    upload.error && !offlinePdf
      ? messageOf(upload.error)
      : analyze.error
        ? `${RECEIPT_TEXTS.analysisFailed}: ${messageOf(analyze.error)}`
        : null;
  return {
    pages,
    photoError,
    reading,
    analysed,
    offlinePdf,
    upload: upload.data,
    busyText,
    error,
    choose,
    view,
  };
}

/** What the queued entry reads in the list: "Receipt · QUICK STOP · $48.15 · 2026-11-20". */
const queuedLabel = (values: TReceiptDetailsForm) =>
  ['Receipt', values.vendor, `$${values.total}`, values.transactionDate]
    .filter(Boolean)
    .join(' · ');

/**
 * The photo-to-accounting part both flows share (spec 3 §2.10, §4): choose and compress the
 * JPEG, 'View the receipt' builds the A4 PDF and uploads it, analysis fills the details, the user
 * confirms and submits, and the success message replaces the form. Without network the receipt
 * is kept in the field queue with its PDF instead (issue 35 item 5).
 */
export function ReceiptFlow(props: {
  kind: 'project' | 'nonproject';
  firstStep: number;
  fileName: string;
  /** The project a queued receipt belongs to (0: none). */
  projectId: number;
  onBusyChange?: (busy: boolean) => void;
  saveOf: (values: TReceiptDetailsForm) => TReceiptSave;
}) {
  const pipeline = useReceiptPipeline(props.fileName);
  const save = useSaveReceipt();
  const [saved, setSaved] = useState<string | null>(null);
  const [queued, setQueued] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const busy = pipeline.busyText !== null || save.isPending;
  const { onBusyChange } = props;
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  async function submit(values: TReceiptDetailsForm) {
    setSubmitError(null);
    try {
      const body = props.saveOf(values);
      if (pipeline.offlinePdf) {
        const pdf = pipeline.offlinePdf;
        const { projectId, fileName } = props;
        await queueReceipt({ save: body, pdf, fileName, projectId, label: queuedLabel(values) });
        setQueued(true);
      } else if (pipeline.upload) {
        const { blobUrl: receiptFileURL, fileName } = pipeline.upload;
        const stored = withFileName(body, fileName);
        setSaved((await save.mutateAsync({ save: stored, receiptFileURL })).receiptNumber);
      }
    } catch (error) {
      setSubmitError(messageOf(error));
    }
  }

  if (saved) return <ReceiptSuccess receiptNumber={saved} />;
  if (queued) return <Alert severity="info">{QUEUED_RECEIPT_TEXT}</Alert>;
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
      {pipeline.analysed && (pipeline.upload || pipeline.offlinePdf) && (
        <ReceiptDetailsForm
          key={pipeline.upload?.blobName ?? 'offline'}
          kind={props.kind}
          steps={[step + 2, step + 3]}
          reading={pipeline.reading}
          note={pipeline.offlinePdf ? OFFLINE_RECEIPT_NOTE : undefined}
          isSubmitting={save.isPending}
          submitError={submitError}
          onSubmit={(values) => void submit(values)}
        />
      )}
    </Stack>
  );
}
