CREATE TABLE "project_budget_lines" (
	"budget_line_id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"sub_category_code" text NOT NULL,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"account_group" text,
	"cost_code" text,
	"uom" text,
	"original_budgeted_qty" numeric(14, 4) DEFAULT '0' NOT NULL,
	"original_budgeted_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"revised_budgeted_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"committed_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"actual_qty" numeric(14, 4) DEFAULT '0' NOT NULL,
	"actual_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "project_budget_lines_type_chk" CHECK ("project_budget_lines"."type" in ('Income', 'Expense'))
);
--> statement-breakpoint
ALTER TABLE "project_budget_lines" ADD CONSTRAINT "project_budget_lines_project_id_projects_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_budget_lines_project_idx" ON "project_budget_lines" USING btree ("project_id");