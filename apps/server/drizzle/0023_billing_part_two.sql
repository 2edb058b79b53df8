ALTER TABLE "pay_apps" ADD COLUMN "period_to" date DEFAULT current_date NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_apps" ADD COLUMN "application_date" date DEFAULT current_date NOT NULL;--> statement-breakpoint
-- Pay apps made before issue 31: the period ends on the day it was certified (as the frozen header says), else the day it was made.
UPDATE "pay_apps" SET "period_to" = coalesce(("certified" -> 'header' ->> 'periodTo')::date, ("certified_at" at time zone 'UTC')::date, ("created_at" at time zone 'UTC')::date), "application_date" = coalesce(("certified" -> 'header' ->> 'periodTo')::date, ("certified_at" at time zone 'UTC')::date, ("created_at" at time zone 'UTC')::date);
