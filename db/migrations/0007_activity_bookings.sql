CREATE TABLE "activity_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"reference" text,
	"activity_code" text NOT NULL,
	"activity_slug" text,
	"activity_title" text NOT NULL,
	"location" text NOT NULL,
	"activity_date" text NOT NULL,
	"adults" integer NOT NULL,
	"children" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"usd_inr_rate_e4" integer NOT NULL,
	"holder_first_name" text NOT NULL,
	"holder_last_name" text NOT NULL,
	"holder_email" text NOT NULL,
	"holder_phone" text,
	"lead_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cancellation_fee_cents" integer,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"request_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_bookings_paxes" CHECK ("activity_bookings"."adults" >= 1 AND "activity_bookings"."children" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "activity_bookings_idempotency_key" ON "activity_bookings" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_bookings_reference_key" ON "activity_bookings" USING btree ("provider","reference");--> statement-breakpoint
CREATE INDEX "activity_bookings_lead_idx" ON "activity_bookings" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "activity_bookings_email_idx" ON "activity_bookings" USING btree ("holder_email");