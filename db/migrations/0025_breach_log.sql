CREATE TABLE "privacy_breaches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"found_at" timestamp with time zone NOT NULL,
	"description" text NOT NULL,
	"data_categories" text NOT NULL,
	"people_affected" integer NOT NULL,
	"actions_taken" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"board_reported_at" timestamp with time zone,
	"board_reported_by" text,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_breaches_status" CHECK ("privacy_breaches"."status" IN ('open', 'contained', 'closed')),
	CONSTRAINT "privacy_breaches_people" CHECK ("privacy_breaches"."people_affected" >= 0)
);
--> statement-breakpoint
ALTER TABLE "privacy_breaches" ADD CONSTRAINT "privacy_breaches_board_reported_by_auth_user_id_fk" FOREIGN KEY ("board_reported_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_breaches" ADD CONSTRAINT "privacy_breaches_recorded_by_auth_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_breaches_found_idx" ON "privacy_breaches" USING btree ("found_at");