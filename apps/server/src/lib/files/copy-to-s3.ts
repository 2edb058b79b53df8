/**
 * `npm run files:copy-to-s3 [-- --from <folder>]`: copies the local file store (DATA_DIR/files,
 * or the folder named) into the S3 bucket the environment configures (FILE_STORE=s3 and the
 * S3_* settings, as the server will run with). Run it again after an interruption, or once more
 * after switching the servers over: keys already in the bucket are skipped.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config/env';
import { copyStore } from './copy-store';
import { createFileStore } from './create-file-store';
import { createFsFileStore } from './fs-file-store';

const say = (line: string) => process.stdout.write(`${line}\n`);
const { values } = parseArgs({ options: { from: { type: 'string' } } });
const config = loadConfig();
if (config.FILE_STORE !== 's3') {
  console.error('Set FILE_STORE=s3 and the S3_* settings of the bucket to copy into.');
  process.exit(2);
}
const from = path.resolve(values.from ?? path.join(config.dataDir, 'files'));
const target = createFileStore(config);
say(`Copying ${from} into s3://${config.S3_BUCKET}/${config.S3_PREFIX}`);
let shown = 0;
const report = await copyStore(createFsFileStore(from), target, {
  onCopied: () => {
    shown += 1;
    if (shown % 100 === 0) say(`  ${shown} copied`);
  },
});
target.close?.();
say(
  `${report.copied} copied, ${report.skipped} already in the bucket, ${report.failed.length} failed.`,
);
for (const failure of report.failed) console.error(`  ${failure.key}: ${failure.error}`);
process.exit(report.failed.length > 0 ? 1 : 0);
