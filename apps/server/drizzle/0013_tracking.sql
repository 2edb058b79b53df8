CREATE TABLE "inventory_issues" (
	"inventory_issue_id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"issue_date" date NOT NULL,
	"user_id" integer,
	"sub_category_id" integer NOT NULL,
	"condition_id" integer,
	"inventory_id" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quantity" numeric(14, 4) NOT NULL,
	"total_cost" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "inventory_issues_amounts_chk" CHECK ("inventory_issues"."quantity" > 0 and "inventory_issues"."total_cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "labor_rates" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"hourly_rate" numeric(10, 2) NOT NULL,
	"overtime_factor" numeric(4, 2) DEFAULT '1.5' NOT NULL,
	CONSTRAINT "labor_rates_positive_chk" CHECK ("labor_rates"."hourly_rate" >= 0 and "labor_rates"."overtime_factor" >= 1)
);
--> statement-breakpoint
CREATE TABLE "material_purchases" (
	"purchase_order_id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"purchase_date" date NOT NULL,
	"user_id" integer,
	"sub_category_id" integer NOT NULL,
	"condition_id" integer,
	"vendor_company_id" integer,
	"vendor_name" text NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"purchase_order_number" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_purchases_status_chk" CHECK ("material_purchases"."status" in ('Pending', 'Open', 'Received', 'Closed')),
	CONSTRAINT "material_purchases_amount_chk" CHECK ("material_purchases"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "project_additional_costs" (
	"project_id" integer NOT NULL,
	"sub_category_id" integer NOT NULL,
	"additional_cost" numeric(14, 2) NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_additional_costs_project_id_sub_category_id_pk" PRIMARY KEY("project_id","sub_category_id"),
	CONSTRAINT "project_additional_costs_nonnegative_chk" CHECK ("project_additional_costs"."additional_cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "project_cost_entries" (
	"cost_entry_id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"entry_date" date NOT NULL,
	"sub_category_id" integer NOT NULL,
	"condition_id" integer,
	"kind" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"vendor_name" text DEFAULT '' NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "project_cost_entries_kind_chk" CHECK ("project_cost_entries"."kind" in ('equipment', 'other', 'sub'))
);
--> statement-breakpoint
ALTER TABLE "inventory_issues" ADD CONSTRAINT "inventory_issues_project_id_projects_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_issues" ADD CONSTRAINT "inventory_issues_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_issues" ADD CONSTRAINT "inventory_issues_sub_category_id_sub_categories_sub_category_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("sub_category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_issues" ADD CONSTRAINT "inventory_issues_condition_id_conditions_condition_id_fk" FOREIGN KEY ("condition_id") REFERENCES "public"."conditions"("condition_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_rates" ADD CONSTRAINT "labor_rates_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_purchases" ADD CONSTRAINT "material_purchases_project_id_projects_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_purchases" ADD CONSTRAINT "material_purchases_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_purchases" ADD CONSTRAINT "material_purchases_sub_category_id_sub_categories_sub_category_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("sub_category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_purchases" ADD CONSTRAINT "material_purchases_condition_id_conditions_condition_id_fk" FOREIGN KEY ("condition_id") REFERENCES "public"."conditions"("condition_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_purchases" ADD CONSTRAINT "material_purchases_vendor_company_id_companies_company_id_fk" FOREIGN KEY ("vendor_company_id") REFERENCES "public"."companies"("company_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_additional_costs" ADD CONSTRAINT "project_additional_costs_project_id_projects_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_additional_costs" ADD CONSTRAINT "project_additional_costs_sub_category_id_sub_categories_sub_category_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("sub_category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_additional_costs" ADD CONSTRAINT "project_additional_costs_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_cost_entries" ADD CONSTRAINT "project_cost_entries_project_id_projects_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_cost_entries" ADD CONSTRAINT "project_cost_entries_sub_category_id_sub_categories_sub_category_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("sub_category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_cost_entries" ADD CONSTRAINT "project_cost_entries_condition_id_conditions_condition_id_fk" FOREIGN KEY ("condition_id") REFERENCES "public"."conditions"("condition_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_issues_project_idx" ON "inventory_issues" USING btree ("project_id","sub_category_id");--> statement-breakpoint
CREATE INDEX "material_purchases_project_idx" ON "material_purchases" USING btree ("project_id","sub_category_id");--> statement-breakpoint
CREATE INDEX "project_cost_entries_project_idx" ON "project_cost_entries" USING btree ("project_id","sub_category_id");