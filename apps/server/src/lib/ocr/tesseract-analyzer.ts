import { createRequire } from 'node:module';
import path from 'node:path';
import { createScheduler, createWorker, OEM, type Scheduler } from 'tesseract.js';
import { parseReceiptText } from '@n5/shared/receipts/parse-receipt';
import type { ReceiptAnalyzer } from './receipt-analyzer';

const require = createRequire(import.meta.url);

/**
 * Where tesseract.js finds its parts, all inside node_modules: the English LSTM data of the
 * @tesseract.js-data/eng package, the wasm core of tesseract.js-core and the node worker script.
 * With langPath set to a local folder the worker reads the file instead of fetching it from the
 * jsDelivr CDN (its default), so nothing is downloaded at run time.
 */
export function tesseractPaths() {
  const eng = path.dirname(require.resolve('@tesseract.js-data/eng/package.json'));
  const tesseract = path.dirname(require.resolve('tesseract.js/package.json'));
  return {
    langPath: path.join(eng, '4.0.0_best_int'),
    corePath: path.dirname(require.resolve('tesseract.js-core/package.json')),
    workerPath: path.join(tesseract, 'src', 'worker-script', 'node', 'index.js'),
  };
}

/**
 * Tesseract in a pool of worker threads (tesseract.js runs each worker in a worker_thread), so a
 * slow receipt never holds the request thread; jobs queue when every worker is busy. Workers
 * start on `warmUp` (the server calls it once listening, OCR_PRESTART) or on the first receipt.
 */
export function createTesseractAnalyzer(options: { workers: number }): ReceiptAnalyzer {
  let scheduler: Promise<Scheduler> | null = null;

  async function start() {
    const s = createScheduler();
    const paths = tesseractPaths();
    const workers = await Promise.all(
      Array.from({ length: Math.max(1, options.workers) }, () =>
        createWorker('eng', OEM.LSTM_ONLY, {
          ...paths,
          gzip: true,
          // Read the data from langPath every start; never write a cache file into the cwd.
          cacheMethod: 'none',
        }),
      ),
    );
    for (const worker of workers) s.addWorker(worker);
    return s;
  }

  const ready = () =>
    (scheduler ??= start().catch((error: unknown) => {
      scheduler = null;
      throw error;
    }));

  return {
    async analyze(images) {
      const s = await ready();
      const pages = await Promise.all(images.map((image) => s.addJob('recognize', image)));
      const text = pages.map((page) => page.data.text).join('\n');
      return { ...parseReceiptText(text), text };
    },
    async warmUp() {
      await ready();
    },
    async close() {
      const s = scheduler;
      scheduler = null;
      if (s) await (await s).terminate();
    },
  };
}
