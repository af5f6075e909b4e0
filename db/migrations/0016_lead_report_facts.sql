CREATE TABLE "report_day_figures" (
	"day" date PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"figures" jsonb NOT NULL,
	"first_contact_minutes" double precision[] NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_day_versions" (
	"day" date PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "moved_rank" smallint;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_staff_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "india_day" date GENERATED ALWAYS AS (((created_at AT TIME ZONE 'Asia/Kolkata')::date)) STORED;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "report_destination" text GENERATED ALWAYS AS (coalesce(nullif(trim(trip->>'destination'), ''), nullif(trim(source_data->>'destination'), ''))) STORED;--> statement-breakpoint
CREATE INDEX "contacts_deleted_idx" ON "contacts" USING btree ("id") WHERE "contacts"."deleted_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "leads_india_day_idx" ON "leads" USING btree ("india_day");