/** What the server keeps of a signature (signature_evidence, JSON). */
export interface TSignatureEvidence {
  ip: string;
  userAgent: string;
  sha256: string;
  /** Which link was used: '/contract/?r=…&c=…' or '/contracts/{id}/client', with the guid. */
  linkTokenId: string;
  signatureFileKey?: string;
  signedAtUtc?: string;
}

/** The approval source a signature on the page stores. */

export function parseEvidence(text: string | null): TSignatureEvidence | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as TSignatureEvidence;
  } catch {
    return null;
  }
}
