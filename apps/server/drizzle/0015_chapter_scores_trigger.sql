-- chapter_scores holds, per (student, chapter), the latest attempt that has answers with its graded_*
-- sums. After any statement that inserts, updates or deletes attempts (including the recount the
-- test_answers trigger of 0013 makes after a graded turn or a teacher's review, and the cascades of a
-- deleted chapter, book or user), the (student, chapter) pairs it touched are worked out again from
-- their attempts, in that statement's transaction. Each pair is locked first (a transaction-scoped
-- advisory lock, in one order), so the recount, a later statement with a fresh snapshot, also sees an
-- attempt of the same pair another transaction has just graded (a retake answered while a teacher
-- re-marks the previous attempt).
CREATE FUNCTION test_attempts_refresh_chapter_scores() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched_users uuid[];
  touched_chapters uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(user_id), array_agg(chapter_id) INTO touched_users, touched_chapters
    FROM (SELECT DISTINCT user_id, chapter_id FROM new_attempts WHERE graded_answers > 0) p;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Only what a score depends on: most updates are a turn's state and time.
    SELECT array_agg(user_id), array_agg(chapter_id) INTO touched_users, touched_chapters
    FROM (
      SELECT n.user_id, n.chapter_id FROM new_attempts n JOIN old_attempts o ON o.id = n.id
      WHERE (n.user_id, n.chapter_id, n.attempt_number, n.total_questions, n.graded_answers, n.graded_marks, n.graded_max_marks, n.graded_correct, n.graded_partial, n.graded_wrong)
            IS DISTINCT FROM (o.user_id, o.chapter_id, o.attempt_number, o.total_questions, o.graded_answers, o.graded_marks, o.graded_max_marks, o.graded_correct, o.graded_partial, o.graded_wrong)
      UNION
      SELECT o.user_id, o.chapter_id FROM new_attempts n JOIN old_attempts o ON o.id = n.id
      WHERE (n.user_id, n.chapter_id) IS DISTINCT FROM (o.user_id, o.chapter_id)
    ) p;
  ELSE
    SELECT array_agg(user_id), array_agg(chapter_id) INTO touched_users, touched_chapters
    FROM (SELECT DISTINCT user_id, chapter_id FROM old_attempts WHERE graded_answers > 0) p;
  END IF;
  IF touched_users IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(k)
  FROM (SELECT DISTINCT hashtextextended(u::text || c::text, 15) AS k FROM unnest(touched_users, touched_chapters) AS p(u, c)) keys
  ORDER BY k;
  DELETE FROM chapter_scores s
  USING unnest(touched_users, touched_chapters) AS p(user_id, chapter_id)
  WHERE s.user_id = p.user_id AND s.chapter_id = p.chapter_id
    AND NOT EXISTS (SELECT 1 FROM test_attempts a WHERE a.user_id = p.user_id AND a.chapter_id = p.chapter_id AND a.graded_answers > 0);
  INSERT INTO chapter_scores AS s (user_id, chapter_id, attempt_id, attempt_number, total_questions, answered, marks, max_marks, correct, partial, wrong)
  SELECT p.user_id, p.chapter_id, l.id, l.attempt_number, l.total_questions, l.graded_answers, l.graded_marks, l.graded_max_marks, l.graded_correct, l.graded_partial, l.graded_wrong
  FROM unnest(touched_users, touched_chapters) AS p(user_id, chapter_id)
  CROSS JOIN LATERAL (
    SELECT a.* FROM test_attempts a
    WHERE a.user_id = p.user_id AND a.chapter_id = p.chapter_id AND a.graded_answers > 0
    ORDER BY a.attempt_number DESC
    LIMIT 1
  ) l
  ON CONFLICT (user_id, chapter_id) DO UPDATE SET
    attempt_id = excluded.attempt_id, attempt_number = excluded.attempt_number, total_questions = excluded.total_questions,
    answered = excluded.answered, marks = excluded.marks, max_marks = excluded.max_marks,
    correct = excluded.correct, partial = excluded.partial, wrong = excluded.wrong;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER test_attempts_scores_after_insert AFTER INSERT ON test_attempts
  REFERENCING NEW TABLE AS new_attempts FOR EACH STATEMENT EXECUTE FUNCTION test_attempts_refresh_chapter_scores();
--> statement-breakpoint
CREATE TRIGGER test_attempts_scores_after_update AFTER UPDATE ON test_attempts
  REFERENCING OLD TABLE AS old_attempts NEW TABLE AS new_attempts FOR EACH STATEMENT EXECUTE FUNCTION test_attempts_refresh_chapter_scores();
--> statement-breakpoint
CREATE TRIGGER test_attempts_scores_after_delete AFTER DELETE ON test_attempts
  REFERENCING OLD TABLE AS old_attempts FOR EACH STATEMENT EXECUTE FUNCTION test_attempts_refresh_chapter_scores();
--> statement-breakpoint
-- The attempts already there.
INSERT INTO chapter_scores (user_id, chapter_id, attempt_id, attempt_number, total_questions, answered, marks, max_marks, correct, partial, wrong)
SELECT DISTINCT ON (user_id, chapter_id) user_id, chapter_id, id, attempt_number, total_questions,
       graded_answers, graded_marks, graded_max_marks, graded_correct, graded_partial, graded_wrong
FROM test_attempts
WHERE graded_answers > 0
ORDER BY user_id, chapter_id, attempt_number DESC;
