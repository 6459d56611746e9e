CREATE TABLE "chapter_scores" (
	"user_id" uuid NOT NULL,
	"chapter_id" uuid NOT NULL,
	"attempt_id" uuid NOT NULL,
	"attempt_number" integer NOT NULL,
	"total_questions" integer NOT NULL,
	"answered" integer NOT NULL,
	"marks" real NOT NULL,
	"max_marks" real NOT NULL,
	"correct" integer NOT NULL,
	"partial" integer NOT NULL,
	"wrong" integer NOT NULL,
	CONSTRAINT "chapter_scores_user_id_chapter_id_pk" PRIMARY KEY("user_id","chapter_id")
);
--> statement-breakpoint
DROP INDEX "test_attempts_latest_graded_idx";--> statement-breakpoint
ALTER TABLE "chapter_scores" ADD CONSTRAINT "chapter_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;