CREATE TABLE "pay_app_decisions" (
	"decision_id" serial PRIMARY KEY NOT NULL,
	"pay_app_id" integer NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"ip_address" text,
	"user_agent" text,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_app_decisions_decision_chk" CHECK ("pay_app_decisions"."decision" in ('approved', 'rejected')),
	CONSTRAINT "pay_app_decisions_reason_chk" CHECK ("pay_app_decisions"."decision" = 'approved' or char_length("pay_app_decisions"."reason") >= 5)
);
--> statement-breakpoint
CREATE TABLE "pay_app_lines" (
	"pay_app_id" integer NOT NULL,
	"sub_category_code" text NOT NULL,
	"work" numeric(14, 2) DEFAULT '0' NOT NULL,
	"stored" numeric(14, 2) DEFAULT '0' NOT NULL,
	"entered_percent" numeric(9, 4),
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_app_lines_pay_app_id_sub_category_code_pk" PRIMARY KEY("pay_app_id","sub_category_code")
);
--> statement-breakpoint
CREATE TABLE "pay_apps" (
	"pay_app_id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"project_id" integer NOT NULL,
	"number" integer NOT NULL,
	"status" text DEFAULT 'Preparing' NOT NULL,
	"retainage_rate" numeric(7, 4) DEFAULT '0' NOT NULL,
	"stored_retainage_rate" numeric(7, 4),
	"sent_to" text,
	"sent_at" timestamp with time zone,
	"certified_by" text,
	"certified_at" timestamp with time zone,
	"certified" jsonb,
	"accounting_status" text DEFAULT 'none' NOT NULL,
	"accounting_error" text,
	"accounting_ref" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_apps_guid_unique" UNIQUE("guid"),
	CONSTRAINT "pay_apps_project_number_uq" UNIQUE("project_id","number"),
	CONSTRAINT "pay_apps_status_chk" CHECK ("pay_apps"."status" in ('Preparing', 'Pending', 'Approved', 'Invoiced', 'Paid')),
	CONSTRAINT "pay_apps_number_chk" CHECK ("pay_apps"."number" >= 1),
	CONSTRAINT "pay_apps_certified_chk" CHECK (("pay_apps"."certified" is null) = ("pay_apps"."certified_at" is null))
);
--> statement-breakpoint
ALTER TABLE "pay_app_decisions" ADD CONSTRAINT "pay_app_decisions_pay_app_id_pay_apps_pay_app_id_fk" FOREIGN KEY ("pay_app_id") REFERENCES "public"."pay_apps"("pay_app_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_app_lines" ADD CONSTRAINT "pay_app_lines_pay_app_id_pay_apps_pay_app_id_fk" FOREIGN KEY ("pay_app_id") REFERENCES "public"."pay_apps"("pay_app_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_app_lines" ADD CONSTRAINT "pay_app_lines_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_apps" ADD CONSTRAINT "pay_apps_project_id_projects_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_apps" ADD CONSTRAINT "pay_apps_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_app_decisions_pay_app_idx" ON "pay_app_decisions" USING btree ("pay_app_id");