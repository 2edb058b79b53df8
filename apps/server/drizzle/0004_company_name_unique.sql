DROP INDEX "companies_name_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_lower_key" ON "companies" USING btree (lower("company_name"));