CREATE TABLE "condition_labor_logs" (
	"labor_log_id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"condition_id" integer NOT NULL,
	"sub_category_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"log_date" date NOT NULL,
	"regular_hours" numeric(5, 2) DEFAULT '0' NOT NULL,
	"overtime_hours" numeric(5, 2) DEFAULT '0' NOT NULL,
	"estimate_to_complete_hours" numeric(8, 2),
	"entered_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "condition_labor_logs_day_uq" UNIQUE("user_id","condition_id","log_date"),
	CONSTRAINT "condition_labor_logs_hours_chk" CHECK ("condition_labor_logs"."regular_hours" between 0 and 24 and "condition_labor_logs"."overtime_hours" between 0 and 24)
);
--> statement-breakpoint
CREATE TABLE "stock_items" (
	"inventory_id" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"base_uom" text,
	"average_cost" numeric(14, 4) NOT NULL,
	CONSTRAINT "stock_items_cost_chk" CHECK ("stock_items"."average_cost" >= 0)
);
--> statement-breakpoint
ALTER TABLE "inventory_issues" ADD COLUMN "item_cost" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "inventory_issues" ADD COLUMN "base_uom" text;--> statement-breakpoint
ALTER TABLE "project_cost_entries" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "project_cost_entries" ADD COLUMN "estimate_to_complete" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "condition_labor_logs" ADD CONSTRAINT "condition_labor_logs_project_id_projects_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_labor_logs" ADD CONSTRAINT "condition_labor_logs_condition_id_conditions_condition_id_fk" FOREIGN KEY ("condition_id") REFERENCES "public"."conditions"("condition_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_labor_logs" ADD CONSTRAINT "condition_labor_logs_sub_category_id_sub_categories_sub_category_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("sub_category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_labor_logs" ADD CONSTRAINT "condition_labor_logs_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_labor_logs" ADD CONSTRAINT "condition_labor_logs_entered_by_users_user_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "condition_labor_logs_project_idx" ON "condition_labor_logs" USING btree ("project_id","sub_category_id");--> statement-breakpoint
ALTER TABLE "project_cost_entries" ADD CONSTRAINT "project_cost_entries_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;