import { notFound } from '../../../lib/errors';
import { UUID, type TContractsDeps } from '../deps';
import { storedFileByKey } from '../queries';

/** The address of a stored contract or bid PDF, from its name or address (404 unknown). */
export async function getFileUri(deps: TContractsDeps, input: { fileName: string }) {
  const key = input.fileName.replace(/^\/api\/files\//, '').replace(/\.pdf$/i, '');
  if (!UUID.test(key) || !(await storedFileByKey(deps.db, key)))
    throw notFound('There is no such file.');
  return { uri: `/api/files/${key.toLowerCase()}` };
}
