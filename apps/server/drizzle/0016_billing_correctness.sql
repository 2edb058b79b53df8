ALTER TABLE "pay_apps" ALTER COLUMN "retainage_rate" SET DATA TYPE numeric(9, 6);--> statement-breakpoint
ALTER TABLE "pay_apps" ALTER COLUMN "retainage_rate" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "pay_apps" ALTER COLUMN "stored_retainage_rate" SET DATA TYPE numeric(9, 6);--> statement-breakpoint
ALTER TABLE "pay_apps" ADD COLUMN "certified_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "pay_apps" ADD COLUMN "pdf_file_key" text;--> statement-breakpoint
ALTER TABLE "pay_apps" ADD CONSTRAINT "pay_apps_certified_by_user_id_users_user_id_fk" FOREIGN KEY ("certified_by_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;