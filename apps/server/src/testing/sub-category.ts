import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../db/client';
import { subCategories } from '../db/schema/index';

/**
 * The id of a sub-category by its cost code (09-2900): tests that write rows directly name the
 * code they mean, never an id the catalog happens to give it.
 */
export async function subCategoryIdOf(db: TDbOrTx, code: string): Promise<number> {
  const [row] = await db
    .select({ id: subCategories.subCategoryId })
    .from(subCategories)
    .where(eq(subCategories.subCategoryCode, code));
  if (!row) throw new Error(`No sub-category ${code}.`);
  return row.id;
}
