import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import { A4_POINTS } from '@n5/shared/receipts/rules';
import type { TReceiptPage } from '../lib/receipt-images';

/**
 * Choose the receipt photo (JPEG only, camera or file); each compressed photo is shown as a page
 * of the PDF to come.
 */
export function PhotoStep(props: {
  step: number;
  pages: readonly TReceiptPage[];
  error: string | null;
  disabled: boolean;
  onFiles: (files: File[]) => void;
}) {
  const inputId = useId();
  return (
    <Stack spacing={1.5} component="section" aria-labelledby={`${inputId}-title`}>
      <Typography id={`${inputId}-title`} variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
        Step {props.step}: Photograph the receipt
      </Typography>
      <Button
        component="label"
        htmlFor={inputId}
        variant="outlined"
        startIcon={<PhotoCameraOutlinedIcon />}
        disabled={props.disabled}
        sx={{ minHeight: 48, alignSelf: 'flex-start' }}
      >
        {props.pages.length ? 'Choose another JPEG' : 'Take or choose a JPEG'}
        <input
          id={inputId}
          type="file"
          accept=".jpg,.jpeg,image/jpeg"
          multiple
          hidden
          disabled={props.disabled}
          onChange={(event) => {
            props.onFiles(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
      </Button>
      {props.error && <Alert severity="error">{props.error}</Alert>}
      {props.pages.map((page, i) => (
        <Paper
          key={page.url}
          variant="outlined"
          sx={{
            aspectRatio: `${A4_POINTS.width} / ${A4_POINTS.height}`,
            maxWidth: 360,
            p: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'common.white',
          }}
        >
          <Box
            component="img"
            src={page.url}
            alt={`Receipt photo, page ${i + 1}`}
            sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
          />
        </Paper>
      ))}
    </Stack>
  );
}
