ALTER TABLE "test_attempts" ADD COLUMN "test_total_marks" real DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Attempts from before the column: the marks of the questions their engine state asks (`order`, indices into the chapter's questions).
UPDATE "test_attempts" a SET "test_total_marks" = greatest(a."total_marks", coalesce((
  SELECT sum(coalesce((c."questions" -> (o.i)::int ->> 'marks')::real, 0))
  FROM "chapters" c, jsonb_array_elements_text(CASE WHEN jsonb_typeof(a."state" -> 'order') = 'array' THEN a."state" -> 'order' ELSE '[]'::jsonb END) AS o(i)
  WHERE c."id" = a."chapter_id"
), 0));
