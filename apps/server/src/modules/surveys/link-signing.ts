import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type TDb } from '../../db/client';
import type { TSurveysDeps } from './deps';

/**
 * The signature of the survey and unsubscribe links (shared ARCHITECTURE: their ids are
 * sequential, so each link carries an HMAC of what it names). The key is SESSION_SECRET, or a
 * random key made once and kept in link_keys so links survive restarts.
 */
async function linkKey(db: TDb, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db.execute(sql`
    insert into link_keys (name, secret) values ('public-links', ${randomBytes(32).toString('hex')})
    on conflict (name) do nothing`);
  const [row] = rowsOf<{ secret: string }>(
    await db.execute(sql`select secret from link_keys where name = 'public-links'`),
  );
  return row!.secret;
}

const surveyMessage = (p: number, eid: string, mt: string) => `survey:${p}:${eid}:${mt}`;
const unsubscribeMessage = (email: string) => `unsubscribe:${email.trim().toLowerCase()}`;

export function createLinkSigner(deps: Pick<TSurveysDeps, 'db' | 'config'>) {
  let key: Promise<string> | null = null;
  const keyOf = () => (key ??= linkKey(deps.db, deps.config.SESSION_SECRET));
  const sign = async (message: string) =>
    createHmac('sha256', await keyOf())
      .update(message)
      .digest('base64url');
  const matches = async (message: string, signature: string) => {
    const expected = Buffer.from(await sign(message));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
  return {
    /** Loads the key; call it before a transaction (PGlite has one connection). */
    ready: async () => {
      await keyOf();
    },
    signSurvey: (p: number, eid: string, mt: string) => sign(surveyMessage(p, eid, mt)),
    checkSurvey: (p: number, eid: string, mt: string, s: string) =>
      matches(surveyMessage(p, eid, mt), s),
    signUnsubscribe: (email: string) => sign(unsubscribeMessage(email)),
    checkUnsubscribe: (email: string, s: string) => matches(unsubscribeMessage(email), s),
  };
}
export type TLinkSigner = ReturnType<typeof createLinkSigner>;

/** The addresses the invitation email links to. */
export async function surveyLinks(
  signer: TLinkSigner,
  publicUrl: string,
  survey: { projectId: number; kpiEventId: string; surveyType: string; email: string },
) {
  const { projectId: p, kpiEventId: eid, surveyType: mt, email } = survey;
  const s = await signer.signSurvey(p, eid, mt);
  const query = new URLSearchParams({ p: String(p), eid, mt, s });
  const unsubscribe = new URLSearchParams({ e: email, s: await signer.signUnsubscribe(email) });
  return {
    survey: `${publicUrl}/survey?${query.toString()}`,
    unsubscribe: `${publicUrl}/unsubscribe?${unsubscribe.toString()}`,
  };
}
