DROP INDEX "books_publisher_title_sort_idx";--> statement-breakpoint
DROP INDEX "books_publisher_subject_sort_idx";--> statement-breakpoint
DROP INDEX "books_publisher_subject_desc_sort_idx";--> statement-breakpoint
DROP INDEX "books_publisher_grade_sort_idx";--> statement-breakpoint
DROP INDEX "books_publisher_grade_desc_sort_idx";--> statement-breakpoint
DROP INDEX "books_publisher_created_sort_idx";--> statement-breakpoint
DROP INDEX "books_publisher_created_desc_sort_idx";--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "search_signature" bigint GENERATED ALWAYS AS (book_search_signature(tsvector_to_array(to_tsvector('simple', coalesce("books"."title", '') || ' ' || coalesce("books"."subject", '') || ' ' || coalesce("books"."author", '') || ' ' || coalesce("books"."publisher", ''))))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "books_publisher_title_sort_idx" ON "books" USING btree ("publisher",lower("title") collate "C","id","title","search_signature");--> statement-breakpoint
CREATE INDEX "books_publisher_subject_sort_idx" ON "books" USING btree ("publisher",lower("subject") collate "C",lower("title") collate "C","id","subject","title","search_signature");--> statement-breakpoint
CREATE INDEX "books_publisher_subject_desc_sort_idx" ON "books" USING btree ("publisher",lower("subject") collate "C" desc,lower("title") collate "C","id","subject","title","search_signature");--> statement-breakpoint
CREATE INDEX "books_publisher_grade_sort_idx" ON "books" USING btree ("publisher","grade_rank",lower("grade") collate "C",lower("title") collate "C","id","grade","title","search_signature");--> statement-breakpoint
CREATE INDEX "books_publisher_grade_desc_sort_idx" ON "books" USING btree ("publisher","grade_rank" desc,lower("grade") collate "C" desc,lower("title") collate "C","id","grade","title","search_signature");--> statement-breakpoint
CREATE INDEX "books_publisher_created_sort_idx" ON "books" USING btree ("publisher","created_at",lower("title") collate "C","id","title","search_signature");--> statement-breakpoint
CREATE INDEX "books_publisher_created_desc_sort_idx" ON "books" USING btree ("publisher","created_at" desc,lower("title") collate "C","id","title","search_signature");