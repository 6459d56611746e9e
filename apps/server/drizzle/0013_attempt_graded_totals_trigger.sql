-- test_attempts.graded_* always equal the sums over the attempt's test_answers: after any statement
-- that inserts, updates or deletes answers (a graded turn, a teacher's review, a seed), the attempts it
-- touched are recounted from their answers, in that statement's transaction. A recount (not an
-- increment) gives exactly what summing the answers gives. The attempts are locked first, so the
-- recount (a later statement, a fresh snapshot) also sees answers another transaction just committed.
CREATE FUNCTION test_answers_recount_attempts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT attempt_id) INTO touched FROM new_answers;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT attempt_id) INTO touched FROM (SELECT attempt_id FROM new_answers UNION SELECT attempt_id FROM old_answers) changed;
  ELSE
    SELECT array_agg(DISTINCT attempt_id) INTO touched FROM old_answers;
  END IF;
  IF touched IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM test_attempts WHERE id = ANY (touched) ORDER BY id FOR UPDATE;
  UPDATE test_attempts a SET
    graded_answers = s.answered, graded_marks = s.marks, graded_max_marks = s.max_marks,
    graded_correct = s.correct, graded_partial = s.partial, graded_wrong = s.wrong
  FROM (
    SELECT t.id,
           count(x.attempt_id)::int AS answered,
           coalesce(sum(x.marks), 0)::real AS marks,
           coalesce(sum(x.max_marks), 0)::real AS max_marks,
           (count(*) FILTER (WHERE x.verdict = 'correct'))::int AS correct,
           (count(*) FILTER (WHERE x.verdict = 'partial'))::int AS partial,
           -- A skipped question counts as answered, with 0 marks, and as wrong (the engine's rule).
           (count(*) FILTER (WHERE x.verdict IN ('incorrect', 'skipped')))::int AS wrong
    FROM unnest(touched) AS t(id)
    LEFT JOIN test_answers x ON x.attempt_id = t.id
    GROUP BY t.id
  ) s
  WHERE a.id = s.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER test_answers_recount_after_insert AFTER INSERT ON test_answers
  REFERENCING NEW TABLE AS new_answers FOR EACH STATEMENT EXECUTE FUNCTION test_answers_recount_attempts();
--> statement-breakpoint
CREATE TRIGGER test_answers_recount_after_update AFTER UPDATE ON test_answers
  REFERENCING OLD TABLE AS old_answers NEW TABLE AS new_answers FOR EACH STATEMENT EXECUTE FUNCTION test_answers_recount_attempts();
--> statement-breakpoint
CREATE TRIGGER test_answers_recount_after_delete AFTER DELETE ON test_answers
  REFERENCING OLD TABLE AS old_answers FOR EACH STATEMENT EXECUTE FUNCTION test_answers_recount_attempts();
--> statement-breakpoint
-- The answers already there.
UPDATE test_attempts a SET
  graded_answers = s.answered, graded_marks = s.marks, graded_max_marks = s.max_marks,
  graded_correct = s.correct, graded_partial = s.partial, graded_wrong = s.wrong
FROM (
  SELECT attempt_id,
         count(*)::int AS answered,
         coalesce(sum(marks), 0)::real AS marks,
         coalesce(sum(max_marks), 0)::real AS max_marks,
         (count(*) FILTER (WHERE verdict = 'correct'))::int AS correct,
         (count(*) FILTER (WHERE verdict = 'partial'))::int AS partial,
         (count(*) FILTER (WHERE verdict IN ('incorrect', 'skipped')))::int AS wrong
  FROM test_answers
  GROUP BY attempt_id
) s
WHERE a.id = s.attempt_id;
