import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import Box from '@mui/material/Box';

export interface TSignaturePadHandle {
  /** The drawing as a PNG data URL (what the server keeps), or null when nothing is drawn. */
  toPng(): string | null;
  clear(): void;
}

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
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const strokes = useRef(0);
  const last = useRef<{ x: number; y: number } | null>(null);
  const onChange = useRef(onChangeProp);
  useEffect(() => {
    onChange.current = onChangeProp;
  });

  // Size the bitmap to the element's pixels (and the screen's density) once it is laid out.
  useEffect(() => {
    const canvas = canvasRef.current!;
    const ratio = window.devicePixelRatio || 1;
    const { width } = canvas.getBoundingClientRect();
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    const context = canvas.getContext('2d')!;
    context.scale(ratio, ratio);
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.lineWidth = 2.5;
    context.strokeStyle = '#0d1b2a';
  }, [height]);

  useImperativeHandle(ref, () => ({
    toPng: () => (strokes.current > 0 ? canvasRef.current!.toDataURL('image/png') : null),
    clear: () => {
      const canvas = canvasRef.current!;
      canvas.getContext('2d')!.clearRect(0, 0, canvas.width, canvas.height);
      strokes.current = 0;
      onChange.current?.(true);
    },
  }));

  const pointOf = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

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
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          last.current = pointOf(event);
          const context = event.currentTarget.getContext('2d')!;
          context.beginPath();
          context.arc(last.current.x, last.current.y, 1.2, 0, Math.PI * 2);
          context.fillStyle = '#0d1b2a';
          context.fill();
        }}
        onPointerMove={(event) => {
          if (!last.current) return;
          const point = pointOf(event);
          const context = event.currentTarget.getContext('2d')!;
          context.beginPath();
          context.moveTo(last.current.x, last.current.y);
          context.lineTo(point.x, point.y);
          context.stroke();
          last.current = point;
        }}
        onPointerUp={() => {
          if (!last.current) return;
          last.current = null;
          strokes.current += 1;
          onChange.current?.(false);
        }}
        onPointerCancel={() => {
          last.current = null;
        }}
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
