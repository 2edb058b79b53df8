import type { Ref } from 'react';
import Box from '@mui/material/Box';
import { useSignatureDrawing, type TSignaturePadHandle } from './signature-drawing';

export type { TSignaturePadHandle };

/**
 * A drawn signature: finger, pen or mouse on a canvas (pointer events), sharp on high-density
 * screens, without scrolling the page while drawing. `onChange` says whether anything is drawn.
 */
export function SignaturePad({
  ref,
  label,
  onChange: onChangeProp,
  height = 180,
  invalid = false,
}: {
  ref?: Ref<TSignaturePadHandle>;
  label: string;
  onChange?: (isEmpty: boolean) => void;
  height?: number;
  invalid?: boolean;
}) {
  const { canvasRef, handlers } = useSignatureDrawing({ ref, onChange: onChangeProp, height });

  return (
    <Box
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: invalid ? 'error.main' : 'divider',
        borderRadius: 1,
        bgcolor: '#fff',
        position: 'relative',
      }}
    >
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={label}
        data-testid="signature-pad"
        style={{
          display: 'block',
          width: '100%',
          height,
          touchAction: 'none',
          cursor: 'crosshair',
        }}
        {...handlers}
      />
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          left: 16,
          right: 16,
          bottom: 36,
          borderBottom: 1,
          borderColor: 'grey.400',
          pointerEvents: 'none',
        }}
      />
    </Box>
  );
}
