CREATE INDEX "books_publisher_title_sort_idx" ON "books" USING btree ("publisher",lower("title") collate "C","id");--> statement-breakpoint
CREATE INDEX "books_publisher_subject_idx" ON "books" USING btree ("publisher","subject");--> statement-breakpoint
CREATE INDEX "books_publisher_grade_idx" ON "books" USING btree ("publisher","grade");--> statement-breakpoint
CREATE INDEX "books_publisher_author_idx" ON "books" USING btree ("publisher","author");