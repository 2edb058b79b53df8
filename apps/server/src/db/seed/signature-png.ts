import { crc32, deflateSync } from 'node:zlib';
import type { TRng } from './rng';

const WIDTH = 360;
const HEIGHT = 120;

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A signature-like scribble as a grey-scale PNG, drawn from the seed's random stream (the demo's
 * job start-up signatures need real images; nothing here calls Math.random).
 */
export function drawSignaturePng(rng: TRng): Buffer {
  const pixels = Buffer.alloc(WIDTH * HEIGHT, 255);
  const dot = (x: number, y: number) => {
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        const px = Math.round(x) + dx;
        const py = Math.round(y) + dy;
        if (px >= 0 && px < WIDTH && py >= 0 && py < HEIGHT) pixels[py * WIDTH + px] = 40;
      }
    }
  };
  const waves = Array.from({ length: 3 }, () => ({
    amplitude: rng.int(8, 22),
    period: rng.int(18, 60),
    phase: rng.int(0, 628) / 100,
  }));
  const loops = rng.int(3, 7);
  for (let step = 0; step <= 2000; step++) {
    const t = step / 2000;
    const x = 20 + t * (WIDTH - 40) + 14 * Math.sin(t * loops * 2 * Math.PI);
    const y =
      HEIGHT / 2 +
      waves.reduce((sum, w) => sum + w.amplitude * Math.sin((x / w.period) * 2 + w.phase), 0) / 2;
    dot(x, y);
  }
  const raw = Buffer.alloc((WIDTH + 1) * HEIGHT);
  for (let row = 0; row < HEIGHT; row++) {
    raw[row * (WIDTH + 1)] = 0;
    pixels.copy(raw, row * (WIDTH + 1) + 1, row * WIDTH, (row + 1) * WIDTH);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // grey scale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
