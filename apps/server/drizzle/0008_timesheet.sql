CREATE TABLE "timesheet_approvals" (
	"user_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_approvals_user_id_period_start_pk" PRIMARY KEY("user_id","period_start"),
	CONSTRAINT "timesheet_approvals_saturday_chk" CHECK (extract(isodow from "timesheet_approvals"."period_start") = 6)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "office" text;--> statement-breakpoint
ALTER TABLE "timesheet_approvals" ADD CONSTRAINT "timesheet_approvals_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_approvals" ADD CONSTRAINT "timesheet_approvals_approved_by_users_user_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_office_chk" CHECK ("users"."office" in ('MO', 'KS', 'KCMO'));