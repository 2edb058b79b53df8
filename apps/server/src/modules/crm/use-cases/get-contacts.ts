import { notFound } from '../../../lib/errors';
import type { TCrmDeps } from '../deps';
import { listContacts } from '../queries';

/** Every contact with its company, or the one asked for (404 when it is not there). */
export async function getContacts(deps: TCrmDeps, input: { contactId?: number }) {
  const { contactId } = input;
  const contacts = await listContacts(deps.db, { contactId });
  if (contactId !== undefined && contacts.length === 0) {
    throw notFound(`There is no contact #${contactId}.`);
  }
  return contacts;
}
