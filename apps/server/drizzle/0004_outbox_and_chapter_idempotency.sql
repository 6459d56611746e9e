CREATE TABLE "notification_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"book_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"cursor_user_id" uuid,
	"delivered" integer DEFAULT 0 NOT NULL,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "subscriptions_book_idx";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_pkey";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_id_pk" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_outbox_pending_idx" ON "notification_outbox" USING btree ("created_at") WHERE "notification_outbox"."done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "chapters_book_idempotency_key_idx" ON "chapters" USING btree ("book_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "subscriptions_book_user_idx" ON "subscriptions" USING btree ("book_id","user_id");