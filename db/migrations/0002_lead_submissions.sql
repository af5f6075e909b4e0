CREATE TABLE "lead_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"verified_at" timestamp with time zone,
	"promo_code" text,
	"lead_id" uuid,
	"request_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Quiz submissions move into the one submissions table every lead flow shares.
INSERT INTO "lead_submissions" ("id", "purpose", "name", "phone", "data", "verified_at", "promo_code", "lead_id", "request_ip", "created_at")
SELECT "id", 'quiz', "name", "phone_number",
  jsonb_build_object('answers', "quiz_answers", 'recommendations', "recommendations", 'points', "points"),
  "verified_at", "promo_code", "lead_id", "request_ip", "created_at"
FROM "travel_quiz_submissions";--> statement-breakpoint
DROP TABLE "travel_quiz_submissions" CASCADE;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "source" text;--> statement-breakpoint
UPDATE "leads" SET "source" = CASE "type"
  WHEN 'quiz' THEN 'quiz_page' WHEN 'callback' THEN 'support_callback' WHEN 'booking_request' THEN 'book_your_adventure'
  WHEN 'deal_booking' THEN 'deals' WHEN 'planner' THEN 'luxe_match' WHEN 'activity_booking' THEN 'activities'
  WHEN 'wedding_consultation' THEN 'wedding_planner' WHEN 'contact_inquiry' THEN 'contact_page' ELSE "type" END;--> statement-breakpoint
CREATE INDEX "lead_submissions_phone_idx" ON "lead_submissions" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "lead_submissions_purpose_created_idx" ON "lead_submissions" USING btree ("purpose","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_submissions_promo_code_key" ON "lead_submissions" USING btree ("promo_code");