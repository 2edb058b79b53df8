CREATE TABLE "incentive_leaders" (
	"year" smallint NOT NULL,
	"quarter" smallint NOT NULL,
	"user_id" integer NOT NULL,
	"division" text NOT NULL,
	"incentive_percent" numeric(5, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "incentive_leaders_year_quarter_user_id_pk" PRIMARY KEY("year","quarter","user_id"),
	CONSTRAINT "incentive_leaders_quarter_chk" CHECK ("incentive_leaders"."quarter" between 1 and 4),
	CONSTRAINT "incentive_leaders_division_chk" CHECK ("incentive_leaders"."division" in ('Construction', 'Group', 'Mechanical', 'Mechanical/Service')),
	CONSTRAINT "incentive_leaders_percent_chk" CHECK ("incentive_leaders"."incentive_percent" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "incentive_locks" (
	"year" smallint NOT NULL,
	"quarter" smallint NOT NULL,
	"locked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" integer,
	"worksheet" jsonb NOT NULL,
	CONSTRAINT "incentive_locks_year_quarter_pk" PRIMARY KEY("year","quarter"),
	CONSTRAINT "incentive_locks_quarter_chk" CHECK ("incentive_locks"."quarter" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "incentive_pools" (
	"year" smallint NOT NULL,
	"quarter" smallint NOT NULL,
	"pool" text NOT NULL,
	"percent" numeric(5, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "incentive_pools_year_quarter_pool_pk" PRIMARY KEY("year","quarter","pool"),
	CONSTRAINT "incentive_pools_quarter_chk" CHECK ("incentive_pools"."quarter" between 1 and 4),
	CONSTRAINT "incentive_pools_pool_chk" CHECK ("incentive_pools"."pool" in ('Profit Share', 'Construction', 'Group', 'Mechanical', 'Mechanical/Service')),
	CONSTRAINT "incentive_pools_percent_chk" CHECK ("incentive_pools"."percent" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "incentive_position_stars" (
	"year" smallint NOT NULL,
	"quarter" smallint NOT NULL,
	"role_id" integer NOT NULL,
	"stars" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "incentive_position_stars_year_quarter_role_id_pk" PRIMARY KEY("year","quarter","role_id"),
	CONSTRAINT "incentive_position_stars_quarter_chk" CHECK ("incentive_position_stars"."quarter" between 1 and 4),
	CONSTRAINT "incentive_position_stars_chk" CHECK ("incentive_position_stars"."stars" between 0 and 5)
);
--> statement-breakpoint
ALTER TABLE "incentive_leaders" ADD CONSTRAINT "incentive_leaders_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incentive_locks" ADD CONSTRAINT "incentive_locks_locked_by_users_user_id_fk" FOREIGN KEY ("locked_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incentive_position_stars" ADD CONSTRAINT "incentive_position_stars_role_id_roles_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("role_id") ON DELETE cascade ON UPDATE no action;