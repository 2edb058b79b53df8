ALTER TABLE "client_contracts" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_contracts" ADD COLUMN "work_days" integer;--> statement-breakpoint
ALTER TABLE "client_contracts" ADD COLUMN "retention" numeric(7, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_contracts" ADD COLUMN "alternate_sent_ind" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "client_contracts" ADD COLUMN "approval_source" text;--> statement-breakpoint
ALTER TABLE "client_contracts" ADD COLUMN "signed_name" text;--> statement-breakpoint
ALTER TABLE "client_contracts" ADD COLUMN "signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_contracts" ADD COLUMN "signature_evidence" text;--> statement-breakpoint
ALTER TABLE "client_contracts" ADD COLUMN "contract_file_key" uuid;--> statement-breakpoint
ALTER TABLE "client_contracts" ADD COLUMN "accounting_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_contracts" ADD COLUMN "accounting_error" text;--> statement-breakpoint
ALTER TABLE "client_contracts" ADD COLUMN "accounting_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sub_contracts" ADD COLUMN "sent_date" date;--> statement-breakpoint
ALTER TABLE "sub_contracts" ADD COLUMN "work_days" integer;--> statement-breakpoint
ALTER TABLE "sub_contracts" ADD COLUMN "retention" numeric(7, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_contracts" ADD COLUMN "bid_date" date;--> statement-breakpoint
ALTER TABLE "sub_contracts" ADD COLUMN "bid_file_key" uuid;--> statement-breakpoint
ALTER TABLE "sub_contracts" ADD COLUMN "approval_source" text;--> statement-breakpoint
ALTER TABLE "sub_contracts" ADD COLUMN "signed_name" text;--> statement-breakpoint
ALTER TABLE "sub_contracts" ADD COLUMN "signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sub_contracts" ADD COLUMN "signature_evidence" text;--> statement-breakpoint
ALTER TABLE "sub_contracts" ADD COLUMN "contract_file_key" uuid;--> statement-breakpoint
ALTER TABLE "sub_contracts" ADD COLUMN "accounting_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_contracts" ADD COLUMN "accounting_error" text;--> statement-breakpoint
ALTER TABLE "sub_contracts" ADD COLUMN "accounting_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_contracts" ADD CONSTRAINT "client_contracts_retention_chk" CHECK ("client_contracts"."retention" >= 0 and "client_contracts"."retention" <= 1);--> statement-breakpoint
ALTER TABLE "client_contracts" ADD CONSTRAINT "client_contracts_work_days_chk" CHECK ("client_contracts"."work_days" is null or "client_contracts"."work_days" >= 0);--> statement-breakpoint
ALTER TABLE "client_contracts" ADD CONSTRAINT "client_contracts_accounting_chk" CHECK ("client_contracts"."accounting_status" in ('none', 'queued', 'synced', 'failed'));--> statement-breakpoint
ALTER TABLE "sub_contracts" ADD CONSTRAINT "sub_contracts_retention_chk" CHECK ("sub_contracts"."retention" >= 0 and "sub_contracts"."retention" <= 1);--> statement-breakpoint
ALTER TABLE "sub_contracts" ADD CONSTRAINT "sub_contracts_work_days_chk" CHECK ("sub_contracts"."work_days" is null or "sub_contracts"."work_days" >= 0);--> statement-breakpoint
ALTER TABLE "sub_contracts" ADD CONSTRAINT "sub_contracts_accounting_chk" CHECK ("sub_contracts"."accounting_status" in ('none', 'queued', 'synced', 'failed'));