-- Issue 26: lines of the history written while a request's body was a file (a CSV) kept the file's bytes, one
-- field per byte ("0": 112, "1": 114 …): such a line keeps its action and says only that a file was sent.
UPDATE "history" SET
  "changes" = '[{"field": "Archivo", "before": null, "after": "(contenido del archivo omitido)"}]'::jsonb,
  "search_text" = left(regexp_replace("search_text", '( -?[0-9]+(\.[0-9]*)?)+$', ''), 3900) || ' archivo (contenido del archivo omitido)'
WHERE jsonb_typeof("changes") = 'array'
  AND "changes" -> 0 ->> 'field' = '0'
  AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements("changes") AS c(e) WHERE NOT (c.e ->> 'field' ~ '^[0-9]+$'));
--> statement-breakpoint
-- Any other line longer than the cap (contracts' HISTORY_MAX_CHANGES 50, HISTORY_MAX_BYTES 16,000) keeps its
-- first changes and a last line «… y N cambios más», as recordChange writes them now.
WITH "items" AS (
  SELECT h."historyid" AS "id", c.e, c.i, jsonb_array_length(h."changes") AS "n",
         sum(length(c.e::text) + 1) OVER (PARTITION BY h."historyid" ORDER BY c.i) AS "run"
  FROM "history" h, jsonb_array_elements(h."changes") WITH ORDINALITY AS c(e, i)
  WHERE jsonb_typeof(h."changes") = 'array'
    AND (jsonb_array_length(h."changes") > 50 OR length(h."changes"::text) > 16000)
), "kept" AS (
  SELECT "id", "n",
         coalesce(jsonb_agg(e ORDER BY i) FILTER (WHERE i < 50 AND "run" <= 15800), '[]'::jsonb) AS "changes",
         count(*) FILTER (WHERE i < 50 AND "run" <= 15800) AS "k"
  FROM "items" GROUP BY "id", "n"
)
UPDATE "history" h SET "changes" = kept."changes" || jsonb_build_array(jsonb_build_object(
  'field', '…', 'before', NULL,
  'after', 'y ' || (kept."n" - kept."k") || CASE WHEN kept."n" - kept."k" = 1 THEN ' cambio' ELSE ' cambios' END || ' más'))
FROM "kept" WHERE h."historyid" = kept."id";
