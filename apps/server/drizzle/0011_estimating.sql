CREATE TABLE "client_contracts" (
	"contract_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" integer NOT NULL,
	"company_id" integer,
	"contract_type" text NOT NULL,
	"contract_number" integer DEFAULT 0 NOT NULL,
	"stage" text DEFAULT 'Pending' NOT NULL,
	"sent_ind" smallint DEFAULT 0 NOT NULL,
	"sent_date" date,
	"approval_date" date,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_contracts_type_chk" CHECK ("client_contracts"."contract_type" ~ '^(Base|CO [1-9][0-9]*|Alt [1-9][0-9]*)$'),
	CONSTRAINT "client_contracts_stage_chk" CHECK ("client_contracts"."stage" in ('Approved', 'Pending', 'Inactive')),
	CONSTRAINT "client_contracts_sent_chk" CHECK ("client_contracts"."sent_ind" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "sub_contracts" (
	"contract_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" integer NOT NULL,
	"company_id" integer,
	"sub_contract_type" text DEFAULT 'Base' NOT NULL,
	"stage" text DEFAULT 'Pending' NOT NULL,
	"sent_ind" smallint DEFAULT 0 NOT NULL,
	"approval_date" date,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sub_contracts_type_chk" CHECK ("sub_contracts"."sub_contract_type" ~ '^(Base|Alt [1-9][0-9]*)$'),
	CONSTRAINT "sub_contracts_stage_chk" CHECK ("sub_contracts"."stage" in ('Approved', 'Pending', 'Inactive')),
	CONSTRAINT "sub_contracts_sent_chk" CHECK ("sub_contracts"."sent_ind" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "condition_bid_history" (
	"bid_history_id" serial PRIMARY KEY NOT NULL,
	"condition_name" text NOT NULL,
	"measurement_type" text NOT NULL,
	"company_id" integer NOT NULL,
	"unit_price" numeric(14, 4) NOT NULL,
	"bid_date" date NOT NULL,
	"condition_id" integer
);
--> statement-breakpoint
CREATE TABLE "condition_sub_bids" (
	"condition_id" integer NOT NULL,
	"precedence" smallint NOT NULL,
	"company_id" integer NOT NULL,
	"bid_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"markup" numeric(7, 4) DEFAULT '0' NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"bid_date" date,
	CONSTRAINT "condition_sub_bids_condition_id_precedence_pk" PRIMARY KEY("condition_id","precedence"),
	CONSTRAINT "condition_sub_bids_company_uq" UNIQUE("condition_id","company_id"),
	CONSTRAINT "condition_sub_bids_precedence_chk" CHECK ("condition_sub_bids"."precedence" in (1, 2, 3)),
	CONSTRAINT "condition_sub_bids_amount_chk" CHECK ("condition_sub_bids"."bid_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "condition_templates" (
	"template_id" serial PRIMARY KEY NOT NULL,
	"sub_category_id" integer NOT NULL,
	"condition_name" text NOT NULL,
	"measurement_type" text,
	"internal_comments" text DEFAULT '' NOT NULL,
	"subcontractor_scope" text DEFAULT '' NOT NULL,
	"labor_hours" numeric(14, 4) DEFAULT '0' NOT NULL,
	"labor_rate" numeric(14, 2) DEFAULT '0' NOT NULL,
	"labor_markup" numeric(7, 4) DEFAULT '0' NOT NULL,
	"material_cost" numeric(14, 4) DEFAULT '0' NOT NULL,
	"material_markup" numeric(7, 4) DEFAULT '0' NOT NULL,
	"equipment_cost" numeric(14, 4) DEFAULT '0' NOT NULL,
	"equipment_markup" numeric(7, 4) DEFAULT '0' NOT NULL,
	"other_costs_cost" numeric(14, 4) DEFAULT '0' NOT NULL,
	"other_costs_markup" numeric(7, 4) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"requested_by" integer,
	"source_condition_id" integer,
	"replaces_template_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "condition_templates_status_chk" CHECK ("condition_templates"."status" in ('Active', 'Awaiting Approval')),
	CONSTRAINT "condition_templates_unit_chk" CHECK ("condition_templates"."measurement_type" is null or "condition_templates"."measurement_type" in ('EA', 'LS', 'SQFT', 'SQYD', 'LINFT', 'LINYD', 'FT', 'CUBFT', 'CUBYD', 'GAL', 'MINUTE', 'MANHR', 'HR', 'WK', 'MO', 'YR', 'LB', 'MILE', 'OZ', 'PA', 'QT', 'SACK', 'IN'))
);
--> statement-breakpoint
CREATE TABLE "conditions" (
	"condition_id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"sub_category_id" integer NOT NULL,
	"client_contract_id" uuid,
	"sub_contract_id" uuid,
	"total_quantities" numeric(14, 4) DEFAULT '0' NOT NULL,
	"condition_name" text NOT NULL,
	"measurement_type" text,
	"internal_comments" text DEFAULT '' NOT NULL,
	"subcontractor_scope" text DEFAULT '' NOT NULL,
	"labor_hours" numeric(14, 4) DEFAULT '0' NOT NULL,
	"labor_rate" numeric(14, 2) DEFAULT '0' NOT NULL,
	"labor_markup" numeric(7, 4) DEFAULT '0' NOT NULL,
	"material_cost" numeric(14, 4) DEFAULT '0' NOT NULL,
	"material_markup" numeric(7, 4) DEFAULT '0' NOT NULL,
	"equipment_cost" numeric(14, 4) DEFAULT '0' NOT NULL,
	"equipment_markup" numeric(7, 4) DEFAULT '0' NOT NULL,
	"other_costs_cost" numeric(14, 4) DEFAULT '0' NOT NULL,
	"other_costs_markup" numeric(7, 4) DEFAULT '0' NOT NULL,
	"labor_cost" numeric(14, 4) DEFAULT '0' NOT NULL,
	"labor_total" numeric(14, 4) DEFAULT '0' NOT NULL,
	"material_total" numeric(14, 4) DEFAULT '0' NOT NULL,
	"equipment_total" numeric(14, 4) DEFAULT '0' NOT NULL,
	"other_costs_total" numeric(14, 4) DEFAULT '0' NOT NULL,
	"labor_hours_total" numeric(14, 4) DEFAULT '0' NOT NULL,
	"labor_cost_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"labor_grand_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"material_cost_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"material_grand_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"equipment_cost_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"equipment_grand_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"other_costs_cost_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"other_costs_grand_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"sub_cost" numeric(14, 2) DEFAULT '0' NOT NULL,
	"sub_markup" numeric(7, 4) DEFAULT '0' NOT NULL,
	"sub_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_cost" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_markup" numeric(14, 2) DEFAULT '0' NOT NULL,
	"pre_tax" numeric(14, 2) DEFAULT '0' NOT NULL,
	"unit_price" numeric(14, 4),
	"taxable_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"tax" numeric(14, 2) DEFAULT '0' NOT NULL,
	"grand_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"client_approved_ind" smallint DEFAULT 0 NOT NULL,
	"sub_contract_approved_ind" smallint DEFAULT 0 NOT NULL,
	"overwrite_cost_ind" smallint DEFAULT 0 NOT NULL,
	"n5_selected_at_signing" smallint DEFAULT 0 NOT NULL,
	"selected_subcontractor_id" integer,
	"template_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conditions_unit_chk" CHECK ("conditions"."measurement_type" is null or "conditions"."measurement_type" in ('EA', 'LS', 'SQFT', 'SQYD', 'LINFT', 'LINYD', 'FT', 'CUBFT', 'CUBYD', 'GAL', 'MINUTE', 'MANHR', 'HR', 'WK', 'MO', 'YR', 'LB', 'MILE', 'OZ', 'PA', 'QT', 'SACK', 'IN')),
	CONSTRAINT "conditions_flags_chk" CHECK ("conditions"."client_approved_ind" in (0, 1) and "conditions"."sub_contract_approved_ind" in (0, 1) and "conditions"."overwrite_cost_ind" in (0, 1) and "conditions"."n5_selected_at_signing" in (0, 1)),
	CONSTRAINT "conditions_nonnegative_chk" CHECK ("conditions"."total_quantities" >= 0 and "conditions"."labor_hours" >= 0 and "conditions"."labor_rate" >= 0 and "conditions"."material_cost" >= 0 and "conditions"."equipment_cost" >= 0 and "conditions"."other_costs_cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inclusion_descriptions" (
	"project_id" integer NOT NULL,
	"sub_category_id" integer NOT NULL,
	"client_contract_id" uuid NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inclusion_descriptions_project_id_sub_category_id_client_contract_id_pk" PRIMARY KEY("project_id","sub_category_id","client_contract_id")
);
--> statement-breakpoint
ALTER TABLE "client_contracts" ADD CONSTRAINT "client_contracts_project_id_projects_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_contracts" ADD CONSTRAINT "client_contracts_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_contracts" ADD CONSTRAINT "sub_contracts_project_id_projects_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_contracts" ADD CONSTRAINT "sub_contracts_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_bid_history" ADD CONSTRAINT "condition_bid_history_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_bid_history" ADD CONSTRAINT "condition_bid_history_condition_id_conditions_condition_id_fk" FOREIGN KEY ("condition_id") REFERENCES "public"."conditions"("condition_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_sub_bids" ADD CONSTRAINT "condition_sub_bids_condition_id_conditions_condition_id_fk" FOREIGN KEY ("condition_id") REFERENCES "public"."conditions"("condition_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_sub_bids" ADD CONSTRAINT "condition_sub_bids_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_templates" ADD CONSTRAINT "condition_templates_sub_category_id_sub_categories_sub_category_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("sub_category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_templates" ADD CONSTRAINT "condition_templates_requested_by_users_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_templates" ADD CONSTRAINT "condition_templates_source_condition_id_conditions_condition_id_fk" FOREIGN KEY ("source_condition_id") REFERENCES "public"."conditions"("condition_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conditions" ADD CONSTRAINT "conditions_project_id_projects_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conditions" ADD CONSTRAINT "conditions_sub_category_id_sub_categories_sub_category_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("sub_category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conditions" ADD CONSTRAINT "conditions_client_contract_id_client_contracts_contract_id_fk" FOREIGN KEY ("client_contract_id") REFERENCES "public"."client_contracts"("contract_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conditions" ADD CONSTRAINT "conditions_sub_contract_id_sub_contracts_contract_id_fk" FOREIGN KEY ("sub_contract_id") REFERENCES "public"."sub_contracts"("contract_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conditions" ADD CONSTRAINT "conditions_selected_subcontractor_id_companies_company_id_fk" FOREIGN KEY ("selected_subcontractor_id") REFERENCES "public"."companies"("company_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inclusion_descriptions" ADD CONSTRAINT "inclusion_descriptions_project_id_projects_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inclusion_descriptions" ADD CONSTRAINT "inclusion_descriptions_sub_category_id_sub_categories_sub_category_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("sub_category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inclusion_descriptions" ADD CONSTRAINT "inclusion_descriptions_client_contract_id_client_contracts_contract_id_fk" FOREIGN KEY ("client_contract_id") REFERENCES "public"."client_contracts"("contract_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_contracts_project_idx" ON "client_contracts" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "sub_contracts_project_idx" ON "sub_contracts" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "condition_bid_history_name_idx" ON "condition_bid_history" USING btree ("condition_name","measurement_type");--> statement-breakpoint
CREATE INDEX "condition_templates_sub_idx" ON "condition_templates" USING btree ("sub_category_id","status");--> statement-breakpoint
CREATE INDEX "conditions_project_sub_idx" ON "conditions" USING btree ("project_id","sub_category_id");--> statement-breakpoint
CREATE INDEX "conditions_client_contract_idx" ON "conditions" USING btree ("client_contract_id");--> statement-breakpoint
CREATE INDEX "conditions_sub_contract_idx" ON "conditions" USING btree ("sub_contract_id");--> statement-breakpoint
CREATE INDEX "conditions_name_unit_idx" ON "conditions" USING btree ("condition_name","measurement_type");