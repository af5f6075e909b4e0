ALTER TABLE "leads" ADD COLUMN "moved_rank" smallint;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_staff_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "india_day" date GENERATED ALWAYS AS (((created_at AT TIME ZONE 'Asia/Kolkata')::date)) STORED;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "report_destination" text GENERATED ALWAYS AS (coalesce(nullif(trim(trip->>'destination'), ''), nullif(trim(source_data->>'destination'), ''))) STORED;--> statement-breakpoint
CREATE INDEX "contacts_deleted_idx" ON "contacts" USING btree ("id") WHERE "contacts"."deleted_at" IS NOT NULL;