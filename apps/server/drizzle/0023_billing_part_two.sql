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
ALTER TABLE "conditions" DROP CONSTRAINT "conditions_nonnegative_chk";--> statement-breakpoint
ALTER TABLE "pay_apps" ADD COLUMN "period_to" date DEFAULT current_date NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_apps" ADD COLUMN "application_date" date DEFAULT current_date NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_app_payments" ADD CONSTRAINT "pay_app_payments_pay_app_id_pay_apps_pay_app_id_fk" FOREIGN KEY ("pay_app_id") REFERENCES "public"."pay_apps"("pay_app_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_app_payments" ADD CONSTRAINT "pay_app_payments_recorded_by_users_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_app_payments_pay_app_idx" ON "pay_app_payments" USING btree ("pay_app_id");--> statement-breakpoint
ALTER TABLE "conditions" ADD CONSTRAINT "conditions_nonnegative_chk" CHECK ("conditions"."labor_hours" >= 0 and "conditions"."labor_rate" >= 0 and "conditions"."material_cost" >= 0 and "conditions"."equipment_cost" >= 0 and "conditions"."other_costs_cost" >= 0);--> statement-breakpoint
-- Pay apps made before issue 31: the period ends on the day it was certified (as the frozen header says), else the day it was made.
UPDATE "pay_apps" SET "period_to" = coalesce(("certified" -> 'header' ->> 'periodTo')::date, ("certified_at" at time zone 'UTC')::date, ("created_at" at time zone 'UTC')::date), "application_date" = coalesce(("certified" -> 'header' ->> 'periodTo')::date, ("certified_at" at time zone 'UTC')::date, ("created_at" at time zone 'UTC')::date);
