-- A book's search signature: a 63-bit mask (bits 0-62, so never negative) with two bits per
-- prefix of 3 and of 4 characters of each lexeme of its search text (two slices of the prefix's
-- md5, modulo 63: md5 gives the same bits on every PostgreSQL and on PGlite). Of the variants tried
-- on a sample of the bench's catalogue (one to three bits per prefix, prefixes up to 4, 5 or 6
-- characters), this one let the fewest non-matching books through. A book that matches 'word:*'
-- has a lexeme beginning with `word`, so its signature holds every bit of book_search_mask('word:*'):
-- `signature & mask = mask` is a cheap test that never rejects a match, kept in the sort indexes
-- so a search walks them rejecting most other books without reading the table
-- (features/catalogue/paged-books-repository.ts).
CREATE FUNCTION book_search_signature(lexemes text[]) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(bit_or(1::bigint << (('x' || substr(md5(left(l, k)), 1 + 8 * h, 8))::bit(32)::bigint % 63)::int), 0)
  FROM unnest(lexemes) AS l, generate_series(3, least(length(l), 4)) AS k, generate_series(0, 1) AS h
$$;
--> statement-breakpoint
-- The bits every match of `q` has: those of each lexeme of the query (its text lists them quoted,
-- a quote doubled, a backslash escaped). Meant for queries that require every lexeme they name
-- (& and <->, as the catalogue's prefix search builds them), not for | or !.
CREATE FUNCTION book_search_mask(q tsquery) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT book_search_signature(array(
    SELECT replace(replace(m[1], '''''', ''''), '\\', '\')
    FROM regexp_matches(q::text, '''((?:[^'']|'''')*)''', 'g') AS m))
$$;
