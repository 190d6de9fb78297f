-- bench/fuzz/summary.sql: what ask.sql recorded, as one JSON object.
SELECT jsonb_build_object(
    'questions', (SELECT count(*) FROM fuzz.questions),
    'nl2sql_answers', count(*) FILTER (WHERE what = 'nl2sql' AND sqlstate IS NULL),
    'unsafe_answers', count(*) FILTER (WHERE what = 'nl2sql' AND sqlstate IS NULL AND NOT safe),
    'nl2sql_execute_ran', count(*) FILTER (WHERE what = 'nl2sql_execute' AND sqlstate IS NULL),
    'errors_by_sqlstate', (SELECT jsonb_object_agg(w || ' ' || s, c)
                           FROM (SELECT what w, sqlstate s, count(*) c FROM fuzz.results
                                 WHERE sqlstate IS NOT NULL AND what <> 'invalid_utf8' GROUP BY 1, 2) e),
    'error_examples', (SELECT jsonb_object_agg(w || ' ' || s, m)
                       FROM (SELECT DISTINCT ON (what, sqlstate) what w, sqlstate s, answer m FROM fuzz.results
                             WHERE sqlstate IS NOT NULL AND what <> 'invalid_utf8' ORDER BY what, sqlstate, id) e),
    'invalid_utf8_refused_with', (SELECT sqlstate FROM fuzz.results WHERE what = 'invalid_utf8'),
    'unsafe_examples', (SELECT jsonb_agg(jsonb_build_object('question', left(q.question, 200), 'answer', r.answer))
                        FROM (SELECT * FROM fuzz.results WHERE what = 'nl2sql' AND sqlstate IS NULL AND NOT safe
                              ORDER BY id LIMIT 5) r JOIN fuzz.questions q USING (id)))
FROM fuzz.results;
