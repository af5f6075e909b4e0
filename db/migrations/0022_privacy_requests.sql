CREATE TABLE "privacy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"contact_id" uuid,
	"phone" text,
	"details" text,
	"channel" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"handler_id" text,
	"outcome" text,
	"closed_at" timestamp with time zone,
	CONSTRAINT "privacy_requests_kind" CHECK ("privacy_requests"."kind" IN ('access', 'correction', 'erasure', 'grievance', 'nomination')),
	CONSTRAINT "privacy_requests_status" CHECK ("privacy_requests"."status" IN ('received', 'in_progress', 'done', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_handler_id_auth_user_id_fk" FOREIGN KEY ("handler_id") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_requests_open_due_idx" ON "privacy_requests" USING btree ("due_at") WHERE "privacy_requests"."closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "privacy_requests_contact_idx" ON "privacy_requests" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "privacy_requests_phone_idx" ON "privacy_requests" USING btree ("phone");