ALTER TABLE "verification_codes" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "delivery_reason" text;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "delivery_reported_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "verification_codes_provider_message_idx" ON "verification_codes" USING btree ("provider","provider_message_id");