import type { TContact, TContactStatus } from '@n5/shared/crm/schemas';

/** The text a contact is found by: name, title, email, company, industry and owner. */
export function searchTextOf(contact: TContact): string {
  return [
    contact.ContactName,
    contact.ContactTitle,
    contact.ContactEmail,
    contact.CompanyName,
    contact.IndustryType,
    contact.OwnerName,
  ]
    .filter(Boolean)
    .join('\n')
    .toLowerCase();
}

/**
 * The directory's search and status filter: every word typed must appear in one of the searched
 * fields (in any order); the status filter keeps one status. Made for 10,000 contacts per keystroke:
 * the search texts are built once per list (`indexContacts`), each filter is then a scan of strings.
 */
export function indexContacts(contacts: TContact[]) {
  return contacts.map((contact) => ({ contact, text: searchTextOf(contact) }));
}

export function filterContacts(
  index: ReturnType<typeof indexContacts>,
  search: string,
  status: TContactStatus | 'All',
): TContact[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const result: TContact[] = [];
  for (const { contact, text } of index) {
    if (status !== 'All' && contact.Status !== status) continue;
    if (words.every((word) => text.includes(word))) result.push(contact);
  }
  return result;
}
