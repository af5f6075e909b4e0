CREATE TABLE "whatsapp_early_statuses" (
	"wa_message_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"reported_at" timestamp with time zone NOT NULL
);
