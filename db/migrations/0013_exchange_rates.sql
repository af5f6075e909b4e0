CREATE TABLE "exchange_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"currency" text NOT NULL,
	"inr_per_unit_micros" integer NOT NULL,
	"as_of" text NOT NULL,
	"set_by" text,
	"set_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_positive" CHECK ("exchange_rates"."inr_per_unit_micros" > 0)
);
--> statement-breakpoint
ALTER TABLE "activity_bookings" ALTER COLUMN "usd_inr_rate_e4" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_bookings" ADD COLUMN "child_price_minor" integer;--> statement-breakpoint
ALTER TABLE "activity_bookings" ADD COLUMN "rate_currency" text;--> statement-breakpoint
ALTER TABLE "activity_bookings" ADD COLUMN "rate_inr_per_unit_micros" integer;--> statement-breakpoint
ALTER TABLE "activity_bookings" ADD COLUMN "rate_as_of" text;--> statement-breakpoint
CREATE INDEX "exchange_rates_currency_idx" ON "exchange_rates" USING btree ("currency","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_seed_key" ON "exchange_rates" USING btree ("currency") WHERE "exchange_rates"."set_by" IS NULL;--> statement-breakpoint
-- Bookings made before the rate table were all priced by the old rule (children at 70 %) and
-- converted at the one dollar rate they stored: carry both over, and no rate onto a non-dollar one.
UPDATE "activity_bookings" SET "child_price_minor" = round("unit_price_cents" * 0.7);--> statement-breakpoint
UPDATE "activity_bookings" SET "rate_currency" = 'USD', "rate_inr_per_unit_micros" = "usd_inr_rate_e4" * 100, "rate_as_of" = to_char("created_at" AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') WHERE "currency" = 'USD' AND "usd_inr_rate_e4" IS NOT NULL;
