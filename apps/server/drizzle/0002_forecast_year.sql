CREATE TABLE "forecast_year" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"current_year" smallint NOT NULL,
	CONSTRAINT "forecast_year_one_row_chk" CHECK ("forecast_year"."id")
);
--> statement-breakpoint
-- Slot 2 of the cells already stored means the year this migration runs in (UTC, as the app reads slots).
INSERT INTO "forecast_year" ("current_year") VALUES (extract(year from now() at time zone 'UTC')::smallint);
