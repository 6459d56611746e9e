ALTER TABLE "test_attempts" ADD COLUMN "graded_answers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_attempts" ADD COLUMN "graded_marks" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_attempts" ADD COLUMN "graded_max_marks" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_attempts" ADD COLUMN "graded_correct" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_attempts" ADD COLUMN "graded_partial" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_attempts" ADD COLUMN "graded_wrong" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "test_attempts_latest_graded_idx" ON "test_attempts" USING btree ("user_id","chapter_id","attempt_number","id","total_questions","graded_answers","graded_marks","graded_max_marks","graded_correct","graded_partial","graded_wrong") WHERE "test_attempts"."graded_answers" > 0;