CREATE TABLE "search_items" (
	"entity_type" text NOT NULL,
	"entity_id" bigint NOT NULL,
	"uuid" uuid,
	"project_id" bigint NOT NULL,
	"tasklist_id" bigint,
	"task_id" bigint,
	"note_id" bigint,
	"file_id" bigint,
	"link_id" bigint,
	"comment_id" bigint,
	"author_id" bigint,
	"state_id" smallint,
	"is_smart" boolean DEFAULT false NOT NULL,
	"due_date" timestamp with time zone,
	"date_add" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"search_text" text NOT NULL,
	"tsv" "tsvector" NOT NULL,
	CONSTRAINT "search_items_entity_type_entity_id_pk" PRIMARY KEY("entity_type","entity_id")
);
--> statement-breakpoint
ALTER TABLE "search_items" ADD CONSTRAINT "search_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_items" ADD CONSTRAINT "search_items_tasklist_id_tasklists_id_fk" FOREIGN KEY ("tasklist_id") REFERENCES "public"."tasklists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_items" ADD CONSTRAINT "search_items_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_items" ADD CONSTRAINT "search_items_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_items" ADD CONSTRAINT "search_items_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_items" ADD CONSTRAINT "search_items_link_id_project_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."project_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_items" ADD CONSTRAINT "search_items_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_items" ADD CONSTRAINT "search_items_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Words are matched without their diacritics (Czech is typed without them as often as with):
-- the simple configuration with the unaccent dictionary in front.
CREATE TEXT SEARCH CONFIGURATION "public"."tandem_search" (COPY = pg_catalog.simple);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION "public"."tandem_search" ALTER MAPPING FOR hword, hword_part, word WITH "public"."unaccent", pg_catalog.simple;--> statement-breakpoint
-- A plain name: one space between words, and never the two private characters that mark the
-- matched words in highlights.
CREATE FUNCTION "search_clean"(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT left(btrim(regexp_replace(coalesce(value, ''), '[\s\uE000\uE001]+', ' ', 'g')), 10000)
$$;--> statement-breakpoint
-- The text of sanitized HTML (notes, comments, descriptions): tags dropped, the entities the
-- sanitizer writes read back.
CREATE FUNCTION "search_plain"(html text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT search_clean(
    replace(replace(replace(replace(replace(replace(
      regexp_replace(coalesce(html, ''), '<[^>]*>', ' ', 'g'),
      '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'))
$$;--> statement-breakpoint
-- What the search finds, read from the source tables: the one definition the triggers and the
-- first indexing share. Comments have no name of their own (they show their parent's).
CREATE VIEW "search_sources" AS
  SELECT 'project'::text AS entity_type, p.id AS entity_id, p.uuid, p.id AS project_id,
    NULL::bigint AS tasklist_id, NULL::bigint AS task_id, NULL::bigint AS note_id,
    NULL::bigint AS file_id, NULL::bigint AS link_id, NULL::bigint AS comment_id,
    p.author_id, p.state_id, false AS is_smart, NULL::timestamptz AS due_date, p.date_add,
    search_clean(p.name) AS name, ''::text AS content
  FROM projects p
  UNION ALL
  SELECT 'tasklist', tl.id, NULL, tl.project_id, tl.id, NULL, NULL, NULL, NULL, NULL,
    NULL, tl.state_id, false, NULL, tl.date_activation, search_clean(tl.name), ''
  FROM tasklists tl
  UNION ALL
  SELECT 'task', t.id, t.uuid, t.project_id, t.tasklist_id, t.id, NULL, NULL, NULL, NULL,
    t.author_id, t.state_id, t.smart_parent_task_id IS NOT NULL, t.due_date, t.date_add,
    search_clean(t.name), search_plain(t.description)
  FROM tasks t
  UNION ALL
  SELECT 'task_comment', c.id, c.uuid, c.project_id, t.tasklist_id, c.task_id, NULL, NULL, NULL,
    c.id, c.author_id, NULL, false, NULL, c.date_add, '', search_plain(c.content)
  FROM comments c JOIN tasks t ON t.id = c.task_id
  WHERE c.target = 'task' AND NOT c.is_description
  UNION ALL
  SELECT 'note', n.id, n.uuid, n.project_id, n.tasklist_id, NULL, n.id, NULL, NULL, NULL,
    n.author_id, NULL, false, NULL, n.date_add, search_clean(n.name), search_plain(n.content)
  FROM notes n
  UNION ALL
  SELECT 'note_comment', c.id, c.uuid, c.project_id, n.tasklist_id, NULL, c.note_id, NULL, NULL,
    c.id, c.author_id, NULL, false, NULL, c.date_add, '', search_plain(c.content)
  FROM comments c JOIN notes n ON n.id = c.note_id
  WHERE c.target = 'note'
  UNION ALL
  SELECT 'file', f.id, f.uuid, f.project_id, coalesce(ft.tasklist_id, fn.tasklist_id), f.task_id,
    fn.id, f.id, NULL, NULL, f.owner_id, NULL, false, NULL, f.date_add,
    search_clean(f.original_filename), search_clean(concat_ws(' ', f.caption, f.description))
  FROM files f
    LEFT JOIN comments fc ON fc.id = f.comment_id
    LEFT JOIN tasks ft ON ft.id = f.task_id
    LEFT JOIN notes fn ON fn.id = coalesce(f.note_id, fc.note_id)
  UNION ALL
  SELECT 'file_comment', c.id, c.uuid, c.project_id, coalesce(ft.tasklist_id, fn.tasklist_id),
    f.task_id, fn.id, c.file_id, NULL, c.id, c.author_id, NULL, false, NULL, c.date_add, '',
    search_plain(c.content)
  FROM comments c JOIN files f ON f.id = c.file_id
    LEFT JOIN comments fc ON fc.id = f.comment_id
    LEFT JOIN tasks ft ON ft.id = f.task_id
    LEFT JOIN notes fn ON fn.id = coalesce(f.note_id, fc.note_id)
  WHERE c.target = 'file'
  UNION ALL
  SELECT 'project_link', l.id, l.uuid, l.project_id, NULL, NULL, NULL, NULL, l.id, NULL,
    l.author_id, NULL, false, NULL, l.date_add, search_clean(l.name), search_clean(l.url)
  FROM project_links l
  UNION ALL
  SELECT 'project_link_comment', c.id, c.uuid, c.project_id, NULL, NULL, NULL, NULL, c.link_id,
    c.id, c.author_id, NULL, false, NULL, c.date_add, '', search_plain(c.content)
  FROM comments c
  WHERE c.target = 'link';--> statement-breakpoint
-- The rows of search_items as the sources give them: the name weighs more than the content.
-- Parts of words inside others are looked for in names only (short, and what people recall).
CREATE VIEW "search_rows" AS
  SELECT s.*, lower(unaccent(s.name)) AS search_text,
    setweight(to_tsvector('tandem_search', s.name), 'A')
      || setweight(to_tsvector('tandem_search', s.content), 'B') AS tsv
  FROM search_sources s;--> statement-breakpoint
CREATE FUNCTION "search_refresh"(p_type text, p_id bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_items WHERE entity_type = p_type AND entity_id = p_id;
  INSERT INTO search_items (entity_type, entity_id, uuid, project_id, tasklist_id, task_id,
    note_id, file_id, link_id, comment_id, author_id, state_id, is_smart, due_date, date_add,
    name, content, search_text, tsv)
  SELECT entity_type, entity_id, uuid, project_id, tasklist_id, task_id, note_id, file_id,
    link_id, comment_id, author_id, state_id, is_smart, due_date, date_add, name, content,
    search_text, tsv
  FROM search_rows WHERE entity_type = p_type AND entity_id = p_id;
END $$;--> statement-breakpoint
-- Re-reads the changed row; when a task or note changes place, what hangs on it follows.
CREATE FUNCTION "search_on_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := TG_ARGV[0];
BEGIN
  IF kind = 'comment' THEN
    kind := CASE NEW.target WHEN 'task' THEN 'task_comment' WHEN 'note' THEN 'note_comment'
      WHEN 'file' THEN 'file_comment' WHEN 'link' THEN 'project_link_comment' END;
    IF kind IS NULL THEN RETURN NULL; END IF;
  END IF;
  PERFORM search_refresh(kind, NEW.id);
  -- Each test reads only the table's own columns (the record has no others).
  IF TG_OP <> 'UPDATE' THEN RETURN NULL; END IF;
  IF kind = 'task' THEN
    IF NEW.tasklist_id IS DISTINCT FROM OLD.tasklist_id
        OR NEW.project_id IS DISTINCT FROM OLD.project_id THEN
      UPDATE search_items SET tasklist_id = NEW.tasklist_id, project_id = NEW.project_id
      WHERE task_id = NEW.id AND entity_type <> 'task';
    END IF;
  ELSIF kind = 'note' THEN
    IF NEW.tasklist_id IS DISTINCT FROM OLD.tasklist_id THEN
      UPDATE search_items SET tasklist_id = NEW.tasklist_id
      WHERE note_id = NEW.id AND entity_type <> 'note';
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "search_projects" AFTER INSERT OR UPDATE OF name, state_id, author_id ON projects
  FOR EACH ROW EXECUTE FUNCTION search_on_change('project');--> statement-breakpoint
CREATE TRIGGER "search_tasklists" AFTER INSERT OR UPDATE OF name, state_id, project_id ON tasklists
  FOR EACH ROW EXECUTE FUNCTION search_on_change('tasklist');--> statement-breakpoint
CREATE TRIGGER "search_tasks" AFTER INSERT OR UPDATE OF name, description, state_id, due_date,
  tasklist_id, project_id, smart_parent_task_id ON tasks
  FOR EACH ROW EXECUTE FUNCTION search_on_change('task');--> statement-breakpoint
CREATE TRIGGER "search_notes" AFTER INSERT OR UPDATE OF name, content, tasklist_id, project_id ON notes
  FOR EACH ROW EXECUTE FUNCTION search_on_change('note');--> statement-breakpoint
CREATE TRIGGER "search_comments" AFTER INSERT OR UPDATE OF content, is_description, task_id,
  note_id, file_id, link_id, project_id ON comments
  FOR EACH ROW EXECUTE FUNCTION search_on_change('comment');--> statement-breakpoint
CREATE TRIGGER "search_files" AFTER INSERT OR UPDATE OF original_filename, caption, description,
  task_id, note_id, project_id ON files
  FOR EACH ROW EXECUTE FUNCTION search_on_change('file');--> statement-breakpoint
CREATE TRIGGER "search_project_links" AFTER INSERT OR UPDATE OF name, url, project_id ON project_links
  FOR EACH ROW EXECUTE FUNCTION search_on_change('project_link');--> statement-breakpoint
-- Everything there is already.
INSERT INTO search_items (entity_type, entity_id, uuid, project_id, tasklist_id, task_id, note_id,
  file_id, link_id, comment_id, author_id, state_id, is_smart, due_date, date_add, name, content,
  search_text, tsv)
SELECT entity_type, entity_id, uuid, project_id, tasklist_id, task_id, note_id, file_id, link_id,
  comment_id, author_id, state_id, is_smart, due_date, date_add, name, content, search_text, tsv
FROM search_rows;--> statement-breakpoint
-- The indexes come after the first filling: built at once, they take a fraction of the time.
CREATE INDEX "search_items_tsv_idx" ON "search_items" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "search_items_text_trgm_idx" ON "search_items" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_items_project_idx" ON "search_items" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "search_items_tasklist_idx" ON "search_items" USING btree ("tasklist_id");--> statement-breakpoint
CREATE INDEX "search_items_task_idx" ON "search_items" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "search_items_note_idx" ON "search_items" USING btree ("note_id");--> statement-breakpoint
CREATE INDEX "search_items_file_idx" ON "search_items" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "search_items_link_idx" ON "search_items" USING btree ("link_id");--> statement-breakpoint
CREATE INDEX "search_items_comment_idx" ON "search_items" USING btree ("comment_id");