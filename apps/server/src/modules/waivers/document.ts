import { createHash } from 'node:crypto';
import { canonicalJson } from '@n5/shared/core/canonical-json';
import { fillWaiverTemplate, type TWaiverKind, type TWaiverValues } from '@n5/shared/waivers/rules';
import type { TWaiverDocument } from '@n5/shared/waivers/schemas';

/**
 * The waiver's document: the template of its kind filled with the parties and the pay app's
 * figures, in paragraphs (blank lines in the template). Frozen at the request: the link shows it,
 * its hash is what the signer signs, and the PDF prints it.
 */
export function waiverDocumentOf(
  kind: TWaiverKind,
  template: { title: string; body: string },
  values: TWaiverValues,
): TWaiverDocument {
  const paragraphs = fillWaiverTemplate(template.body, values)
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return {
    title: template.title,
    kind,
    paragraphs,
    claimant: values.claimant,
    customer: values.customer,
    project: values.project,
    payApp: values.payApp,
    amount: values.amount,
    throughDate: values.throughDate,
  };
}

/** The SHA-256 of the document's canonical JSON, as the contracts hash theirs. */
export const documentHashOf = (document: TWaiverDocument) =>
  createHash('sha256').update(canonicalJson(document), 'utf8').digest('hex');
