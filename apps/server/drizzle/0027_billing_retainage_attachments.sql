ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_app_lines" ADD COLUMN "retainage_rate" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "pay_apps" ADD COLUMN "retainage_convention" text DEFAULT 'whole' NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_apps" ADD COLUMN "kind" text DEFAULT 'progress' NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_apps" ADD COLUMN "release_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "pay_app_lines" ADD CONSTRAINT "pay_app_lines_rate_chk" CHECK ("pay_app_lines"."retainage_rate" is null or ("pay_app_lines"."retainage_rate" >= 0 and "pay_app_lines"."retainage_rate" <= 1));--> statement-breakpoint
ALTER TABLE "pay_apps" ADD CONSTRAINT "pay_apps_convention_chk" CHECK ("pay_apps"."retainage_convention" in ('whole', 'new'));--> statement-breakpoint
ALTER TABLE "pay_apps" ADD CONSTRAINT "pay_apps_kind_chk" CHECK ("pay_apps"."kind" in ('progress', 'release'));--> statement-breakpoint
ALTER TABLE "pay_apps" ADD CONSTRAINT "pay_apps_release_chk" CHECK ("pay_apps"."release_amount" is null or ("pay_apps"."kind" = 'release' and "pay_apps"."release_amount" > 0));