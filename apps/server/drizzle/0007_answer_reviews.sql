CREATE TABLE "answer_reviews" (
	"answer_id" uuid PRIMARY KEY NOT NULL,
	"appealed_at" timestamp with time zone,
	"reviewer_id" uuid,
	"reviewed_at" timestamp with time zone,
	"previous_marks" real,
	"previous_verdict" "verdict",
	"marks" real,
	"comment" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answer_reviews" ADD CONSTRAINT "answer_reviews_answer_id_test_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."test_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_reviews" ADD CONSTRAINT "answer_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_reviews_pending_idx" ON "answer_reviews" USING btree ("reviewed_at");