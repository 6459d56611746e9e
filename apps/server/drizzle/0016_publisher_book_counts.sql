CREATE TABLE "publisher_book_counts" (
	"publisher" text PRIMARY KEY NOT NULL,
	"books" integer NOT NULL
);
--> statement-breakpoint
-- publisher_book_counts.books is the number of books of each publisher: after any statement that
-- inserts, deletes or updates books, the publishers it touched get the difference, in that
-- statement's transaction (one row per publisher per statement, however many books it wrote).
CREATE FUNCTION books_count_per_publisher() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO publisher_book_counts AS c (publisher, books)
      SELECT publisher, count(*)::int FROM new_books GROUP BY publisher ORDER BY publisher
      ON CONFLICT (publisher) DO UPDATE SET books = c.books + excluded.books;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE publisher_book_counts c SET books = c.books - d.n
      FROM (SELECT publisher, count(*)::int AS n FROM old_books GROUP BY publisher) d
      WHERE c.publisher = d.publisher;
  ELSE
    INSERT INTO publisher_book_counts AS c (publisher, books)
      SELECT publisher, sum(n)::int FROM (
        SELECT publisher, 1 AS n FROM new_books UNION ALL SELECT publisher, -1 FROM old_books
      ) changed
      GROUP BY publisher HAVING sum(n) <> 0 ORDER BY publisher
      ON CONFLICT (publisher) DO UPDATE SET books = c.books + excluded.books;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER books_count_after_insert AFTER INSERT ON books
  REFERENCING NEW TABLE AS new_books FOR EACH STATEMENT EXECUTE FUNCTION books_count_per_publisher();
--> statement-breakpoint
CREATE TRIGGER books_count_after_update AFTER UPDATE ON books
  REFERENCING OLD TABLE AS old_books NEW TABLE AS new_books FOR EACH STATEMENT EXECUTE FUNCTION books_count_per_publisher();
--> statement-breakpoint
CREATE TRIGGER books_count_after_delete AFTER DELETE ON books
  REFERENCING OLD TABLE AS old_books FOR EACH STATEMENT EXECUTE FUNCTION books_count_per_publisher();
--> statement-breakpoint
-- The books already there.
INSERT INTO publisher_book_counts (publisher, books) SELECT publisher, count(*)::int FROM books GROUP BY publisher;
