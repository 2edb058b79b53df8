import { useEffect, useImperativeHandle, useRef, type PointerEvent, type Ref } from 'react';

export interface TSignaturePadHandle {
  /** The drawing as a PNG data URL (what the server keeps), or null when nothing is drawn. */
  toPng(): string | null;
  clear(): void;
}

/**
 * The drawing behind a signature pad: the canvas sized to its pixels (and the screen's density),
 * strokes from pointer events, and the handle (PNG, clear) the form holds.
 */
export function useSignatureDrawing(props: {
  ref?: Ref<TSignaturePadHandle>;
  onChange?: (isEmpty: boolean) => void;
  height: number;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const strokes = useRef(0);
  const last = useRef<{ x: number; y: number } | null>(null);
  const onChange = useRef(props.onChange);
  useEffect(() => {
    onChange.current = props.onChange;
  });

  // Size the bitmap to the element's pixels (and the screen's density) once it is laid out.
  useEffect(() => {
    const canvas = canvasRef.current!;
    const ratio = window.devicePixelRatio || 1;
    const { width } = canvas.getBoundingClientRect();
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(props.height * ratio);
    const context = canvas.getContext('2d')!;
    context.scale(ratio, ratio);
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.lineWidth = 2.5;
    context.strokeStyle = '#0d1b2a';
  }, [props.height]);

  useImperativeHandle(props.ref, () => ({
    toPng: () => (strokes.current > 0 ? canvasRef.current!.toDataURL('image/png') : null),
    clear: () => {
      const canvas = canvasRef.current!;
      canvas.getContext('2d')!.clearRect(0, 0, canvas.width, canvas.height);
      strokes.current = 0;
      onChange.current?.(true);
    },
  }));

  const pointOf = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLCanvasElement>) => {
      event.currentTarget.setPointerCapture(event.pointerId);
      last.current = pointOf(event);
      const context = event.currentTarget.getContext('2d')!;
      context.beginPath();
      context.arc(last.current.x, last.current.y, 1.2, 0, Math.PI * 2);
      context.fillStyle = '#0d1b2a';
      context.fill();
    },
    onPointerMove: (event: PointerEvent<HTMLCanvasElement>) => {
      if (!last.current) return;
      const point = pointOf(event);
      const context = event.currentTarget.getContext('2d')!;
      context.beginPath();
      context.moveTo(last.current.x, last.current.y);
      context.lineTo(point.x, point.y);
      context.stroke();
      last.current = point;
    },
    onPointerUp: () => {
      if (!last.current) return;
      last.current = null;
      strokes.current += 1;
      onChange.current?.(false);
    },
    onPointerCancel: () => {
      last.current = null;
    },
  };
  return { canvasRef, handlers };
}
