import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** The cost-code tree: main categories (e.g. 09 Finishes) and sub-categories (09-2900). */
export const mainCategories = pgTable('main_categories', {
  mainCategoryId: serial('main_category_id').primaryKey(),
  categoryCode: text('category_code').notNull().unique(),
  name: text('name').notNull(),
});

export const subCategories = pgTable(
  'sub_categories',
  {
    subCategoryId: serial('sub_category_id').primaryKey(),
    mainCategoryId: integer('main_category_id')
      .notNull()
      .references(() => mainCategories.mainCategoryId),
    subCategoryCode: text('sub_category_code').notNull().unique(),
    name: text('name').notNull(),
  },
  (t) => [index('sub_categories_main_idx').on(t.mainCategoryId)],
);
