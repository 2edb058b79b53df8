CREATE TABLE "pay_app_payments" (
	"payment_id" serial PRIMARY KEY NOT NULL,
	"pay_app_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"received_on" date NOT NULL,
	"reference" text NOT NULL,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_app_payments_amount_chk" CHECK ("pay_app_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "pay_app_voids" (
	"void_id" serial PRIMARY KEY NOT NULL,
	"pay_app_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"status" text NOT NULL,
	"certified" jsonb NOT NULL,
	"certified_at" timestamp with time zone NOT NULL,
	"certified_by" text,
	"certified_by_user_id" integer,
	"lines" jsonb NOT NULL,
	"period_to" date NOT NULL,
	"application_date" date NOT NULL,
	"pdf_file_key" text,
	"accounting_ref" text,
	"reason" text NOT NULL,
	"voided_by" integer,
	"voided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_app_voids_revision_uq" UNIQUE("pay_app_id","revision"),
	CONSTRAINT "pay_app_voids_reason_chk" CHECK (char_length("pay_app_voids"."reason") >= 5)
);
--> statement-breakpoint
ALTER TABLE "conditions" DROP CONSTRAINT "conditions_nonnegative_chk";--> statement-breakpoint
ALTER TABLE "pay_apps" ADD COLUMN "period_to" date DEFAULT current_date NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_apps" ADD COLUMN "application_date" date DEFAULT current_date NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_apps" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_app_payments" ADD CONSTRAINT "pay_app_payments_pay_app_id_pay_apps_pay_app_id_fk" FOREIGN KEY ("pay_app_id") REFERENCES "public"."pay_apps"("pay_app_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_app_payments" ADD CONSTRAINT "pay_app_payments_recorded_by_users_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_app_voids" ADD CONSTRAINT "pay_app_voids_pay_app_id_pay_apps_pay_app_id_fk" FOREIGN KEY ("pay_app_id") REFERENCES "public"."pay_apps"("pay_app_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_app_voids" ADD CONSTRAINT "pay_app_voids_voided_by_users_user_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_app_payments_pay_app_idx" ON "pay_app_payments" USING btree ("pay_app_id");--> statement-breakpoint
ALTER TABLE "conditions" ADD CONSTRAINT "conditions_nonnegative_chk" CHECK ("conditions"."labor_hours" >= 0 and "conditions"."labor_rate" >= 0 and "conditions"."material_cost" >= 0 and "conditions"."equipment_cost" >= 0 and "conditions"."other_costs_cost" >= 0);--> statement-breakpoint
-- Pay apps made before issue 31: the period ends on the day it was certified (as the frozen header says), else the day it was made.
UPDATE "pay_apps" SET "period_to" = coalesce(("certified" -> 'header' ->> 'periodTo')::date, ("certified_at" at time zone 'UTC')::date, ("created_at" at time zone 'UTC')::date), "application_date" = coalesce(("certified" -> 'header' ->> 'periodTo')::date, ("certified_at" at time zone 'UTC')::date, ("created_at" at time zone 'UTC')::date);
