CREATE TABLE "company_goals" (
	"year" smallint NOT NULL,
	"division" text NOT NULL,
	"goal_type" text NOT NULL,
	"month" smallint NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "company_goals_year_division_goal_type_month_pk" PRIMARY KEY("year","division","goal_type","month"),
	CONSTRAINT "company_goals_division_chk" CHECK ("company_goals"."division" in ('Construction', 'Mechanical', 'Service')),
	CONSTRAINT "company_goals_type_chk" CHECK ("company_goals"."goal_type" in ('Revenue', 'Gross Profit', 'Overhead')),
	CONSTRAINT "company_goals_month_chk" CHECK ("company_goals"."month" between 1 and 12),
	CONSTRAINT "company_goals_value_chk" CHECK ("company_goals"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "dashboard_facts" (
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"project_id" integer NOT NULL,
	"division" text NOT NULL,
	"project_manager_id" integer,
	"project_engineer_id" integer,
	"superintendent_id" integer,
	"pipeline_revenue" numeric(14, 2) DEFAULT '0' NOT NULL,
	"pipeline_gross_profit" numeric(14, 2) DEFAULT '0' NOT NULL,
	"actual_revenue" numeric(14, 2) DEFAULT '0' NOT NULL,
	"actual_cost" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "dashboard_facts_year_project_id_month_pk" PRIMARY KEY("year","project_id","month"),
	CONSTRAINT "dashboard_facts_month_chk" CHECK ("dashboard_facts"."month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "dashboard_recalculations" (
	"recalculation_id" serial PRIMARY KEY NOT NULL,
	"years" smallint[] NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "dashboard_recalculations_status_chk" CHECK ("dashboard_recalculations"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "team_member_goals" (
	"year" smallint NOT NULL,
	"division" text NOT NULL,
	"role" text NOT NULL,
	"user_id" integer NOT NULL,
	"goal_amount" integer DEFAULT 0 NOT NULL,
	"months" numeric(7, 4)[] DEFAULT array_fill(null::numeric, array[12]) NOT NULL,
	CONSTRAINT "team_member_goals_year_division_role_user_id_pk" PRIMARY KEY("year","division","role","user_id"),
	CONSTRAINT "team_member_goals_division_chk" CHECK ("team_member_goals"."division" in ('Construction', 'Mechanical', 'Service')),
	CONSTRAINT "team_member_goals_role_chk" CHECK ("team_member_goals"."role" in ('Project Engineer', 'Project Manager', 'Superintendent')),
	CONSTRAINT "team_member_goals_amount_chk" CHECK ("team_member_goals"."goal_amount" >= 0),
	CONSTRAINT "team_member_goals_months_chk" CHECK (cardinality("team_member_goals"."months") = 12)
);
--> statement-breakpoint
ALTER TABLE "dashboard_facts" ADD CONSTRAINT "dashboard_facts_project_id_projects_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_recalculations" ADD CONSTRAINT "dashboard_recalculations_requested_by_users_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_member_goals" ADD CONSTRAINT "team_member_goals_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboard_facts_division_idx" ON "dashboard_facts" USING btree ("year","division","month");