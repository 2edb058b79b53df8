ALTER TABLE "companies" ADD COLUMN "accounting_customer_id" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "accounting_vendor_id" text;