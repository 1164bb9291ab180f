/**
 * Search over many items: how long one search takes when the index holds ITEMS things.
 *
 * Opens a fresh database (PostgreSQL with BENCH_DATABASE_URL, which must name a server where a
 * database may be created; the embedded database in a temp folder otherwise), migrates it and
 * fills it in bulk with SQL: projects of 4 task lists, tasks (a third with a description, a fifth
 * finished, 1 % in the trash), a comment on every other task, notes, their comments and links, all
 * named from a vocabulary of made-up Czech words with diacritics. The triggers are off while it
 * fills; the index is then built the way the migration builds it for existing data (timed).
 *
 * One person is a member of every tenth project (limited by a task-list ACL in one of them), as
 * a person in a large organisation is. QUERIES searches of four kinds (a whole word without
 * diacritics, the first 3 or 4 letters of one, two words, a word with diacritics) run through the
 * search service as the endpoint runs it (sight, trash, ranking, highlights, the page of 20 and
 * the total), one after another; it prints p50, p95 and max of each kind and of all.
 *
 * Env: ITEMS (default 1,000,000 on PostgreSQL, 100,000 embedded), QUERIES (default 200),
 * VOCABULARY (distinct words, default 20,000: each word in about 1 in 2,000 items), SEED,
 * BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres), KEEP=1 (PostgreSQL: leave the
 * filled database, named in the output).
 * Run from the repository root: npm run bench:search
 */
import pg from 'pg';
import { searchBodySchema } from '@tandem/contract';
import type { Database } from '../apps/server/src/db/client.ts';
import {
  fromPglite,
  fromPostgres,
  migrateDatabase,
  openPglite,
} from '../apps/server/src/db/client.ts';
import { createSearchService } from '../apps/server/src/modules/search/search.service.ts';
import { intFromEnv, makeTempDir, runBench } from './support.ts';

const postgresUrl = process.env.BENCH_DATABASE_URL;
const ITEMS = intFromEnv('ITEMS', postgresUrl ? 1_000_000 : 100_000, 10_000, 5_000_000);
const QUERIES = intFromEnv('QUERIES', 200, 20, 5000);
const SEED = intFromEnv('SEED', 7, 1, 1_000_000);
const VOCABULARY = intFromEnv('VOCABULARY', 20_000, 500, 200_000);
/** The viewer is a member of every tenth project. */
const MEMBER_EVERY = 10;
const PAGE = 20;

/** A small seeded generator, so that runs compare. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ONSETS = [
  'b',
  'č',
  'd',
  'ď',
  'h',
  'ch',
  'k',
  'l',
  'm',
  'n',
  'p',
  'ř',
  'r',
  's',
  'š',
  't',
  'v',
  'z',
  'ž',
];
const VOWELS = ['a', 'á', 'e', 'é', 'ě', 'i', 'í', 'o', 'u', 'ú', 'ů', 'y', 'ý'];

function vocabulary(next: () => number): string[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const words = new Set<string>();
  while (words.size < VOCABULARY) {
    const syllables = 2 + Math.floor(next() * 3);
    let word = '';
    for (let i = 0; i < syllables; i++) word += pick(ONSETS) + pick(VOWELS);
    words.add(word + (next() < 0.5 ? pick(['k', 'n', 'l', 'st', 'c']) : ''));
  }
  return [...words];
}

const unaccented = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '');

const NAMES = 20_000;
const TEXTS = 5_000;

/** A name (3 to 5 words) or a text (8 to 24 words) of the generated ones, picked by a hash. */
const pick = (table: 'bench_names' | 'bench_texts', seed: string) =>
  `(select t from ${table} where i = (hashint8((${seed})::bigint) & 2147483647) % ${table === 'bench_names' ? NAMES : TEXTS})`;

/** Made-up names and texts, so the bulk inserts pick among them cheaply. */
async function phrases(database: Database, vocab: string[], next: () => number): Promise<string[]> {
  const phrase = (min: number, spread: number) =>
    Array.from(
      { length: min + Math.floor(next() * spread) },
      () => vocab[Math.floor(next() * vocab.length)]!,
    ).join(' ');
  let names: string[] = [];
  for (const [table, count, min, spread] of [
    ['bench_names', NAMES, 3, 3],
    ['bench_texts', TEXTS, 8, 17],
  ] as const) {
    await database.executeSql(`create table ${table} (i int primary key, t text not null)`);
    const texts = Array.from({ length: count }, () => phrase(min, spread));
    await database.executeSql(
      `insert into ${table} select (n - 1)::int, t from unnest($1::text[]) with ordinality as x(t, n)`,
      [texts],
    );
    if (table === 'bench_names') names = texts;
  }
  return names;
}

async function openDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!postgresUrl) {
    const pglite = await openPglite({ dataDir: makeTempDir('tandem-bench-search-') });
    return { database: fromPglite(pglite), drop: async () => {} };
  }
  const name = `tandem_bench_search_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    database: fromPostgres(url.toString(), 2),
    drop: async () => {
      // KEEP=1 leaves the filled database for a look at its plans.
      if (process.env.KEEP === '1') console.log(`kept database ${name}`);
      else await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const TRIGGERS = [
  ['projects', 'search_projects'],
  ['tasklists', 'search_tasklists'],
  ['tasks', 'search_tasks'],
  ['notes', 'search_notes'],
  ['comments', 'search_comments'],
  ['project_links', 'search_project_links'],
] as const;

async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** Fills the sources in bulk and indexes them; answers the viewer's id. */
async function fill(database: Database): Promise<number> {
  const sql = (text: string) => database.executeSql(text);
  const scale = ITEMS / 1_000_000;
  const projects = Math.max(10, Math.round(500 * scale));
  const tasksPerList = Math.max(1, Math.round((600_000 * scale) / (projects * 4)));
  const notesPerProject = Math.max(1, Math.round((50_000 * scale) / projects));
  for (const [table, trigger] of TRIGGERS)
    await database.executeSql(`alter table ${table} disable trigger ${trigger}`);
  await timed('people and projects', async () => {
    await database.executeSql(`insert into users (email, fname, lname, locale_code, timezone,
      mention_key, date_add) select 'person' || g || '@example.test', 'Person', 'No. ' || g,
      'cs-CZ', 'Europe/Prague', 'person' || g, now() from generate_series(1, 21) g`);
    await sql(`insert into projects (name, currency, state_id, owner_id, author_id, date_add)
      select ${pick('bench_names', 'g')}, 'CZK', case when g % 97 = 0 then 4 else 1 end,
        2 + g % 20, 2 + g % 20, now() - g * interval '1 hour'
      from generate_series(1, ${projects}) g`);
    await database.executeSql(`insert into project_members (project_id, user_id, date_add)
      select id, owner_id, now() from projects`);
    await database.executeSql(`insert into project_members (project_id, user_id, date_add)
      select id, 1, now() from projects where id % ${MEMBER_EVERY} = 0`);
    await sql(`insert into tasklists (project_id, name, state_id, sorting_id, date_activation)
      select p.id, ${pick('bench_names', 'p.id * 10 + g')}, 1, g, now() from projects p,
        generate_series(1, 4) g`);
    // In one of the viewer's projects only the first task list is theirs to see.
    await database.executeSql(`update project_members set tasklists_acl = array[(select min(id)
      from tasklists where project_id = ${MEMBER_EVERY})] where project_id = ${MEMBER_EVERY}
      and user_id = 1`);
  });
  await timed(`tasks (${tasksPerList} per list)`, () =>
    sql(`insert into tasks (project_id, tasklist_id, name, description, state_id, author_id,
        sorting_id, sorting_key, date_add, date_deleted, due_date)
      select tl.project_id, tl.id, ${pick('bench_names', 'tl.id * 100000 + g')},
        case when g % 3 = 0 then '<p>' || ${pick('bench_texts', 'tl.id * 100000 + g')} || '</p>' end,
        case when g % 5 = 0 then 5 else 1 end, 2 + g % 20, g, lpad(g::text, 8, '0'),
        now() - g * interval '1 minute', case when g % 100 = 0 then now() end,
        case when g % 4 = 0 then date_trunc('day', now()) + (g % 60) * interval '1 day' end
      from tasklists tl, generate_series(1, ${tasksPerList}) g`),
  );
  await timed('comments on every other task', () =>
    sql(`insert into comments (target, project_id, task_id, author_id, content, date_add)
      select 'task', t.project_id, t.id, t.author_id,
        '<p>' || ${pick('bench_texts', 't.id * 3')} || '</p>', t.date_add
      from tasks t where t.id % 2 = 0`),
  );
  await timed(`notes (${notesPerProject} per project), their comments and links`, async () => {
    await sql(`insert into notes (project_id, tasklist_id, name, content, author_id, date_add,
        date_upd)
      select p.id, case when g % 2 = 0 then (select min(id) from tasklists where project_id = p.id)
        end, ${pick('bench_names', 'p.id * 1000 + g + 7')}, '<p>' || ${pick('bench_texts', 'p.id * 1000 + g')} || '</p>',
        p.owner_id, now(), now()
      from projects p, generate_series(1, ${notesPerProject}) g`);
    await sql(`insert into comments (target, project_id, note_id, author_id, content, date_add)
      select 'note', n.project_id, n.id, n.author_id,
        '<p>' || ${pick('bench_texts', 'n.id * 5')} || '</p>', now() from notes n`);
    await sql(`insert into project_links (project_id, name, url, author_id, date_add)
      select p.id, ${pick('bench_names', 'p.id * 10 + g')}, 'https://example.com/' || p.id || '/' || g,
        p.owner_id, now() from projects p, generate_series(1, 10) g`);
  });
  for (const [table, trigger] of TRIGGERS)
    await database.executeSql(`alter table ${table} enable trigger ${trigger}`);
  // As the migration does for existing data: the rows first, then their two text indexes.
  await database.executeSql('drop index search_items_tsv_idx, search_items_text_trgm_idx');
  await timed('indexing: the rows', () =>
    database.executeSql(`insert into search_items (entity_type, entity_id, uuid, project_id,
        tasklist_id, task_id, note_id, file_id, link_id, comment_id, author_id, state_id,
        is_smart, due_date, date_add, name, content, search_text, tsv)
      select entity_type, entity_id, uuid, project_id, tasklist_id, task_id, note_id, file_id,
        link_id, comment_id, author_id, state_id, is_smart, due_date, date_add, name, content,
        search_text, tsv from search_rows`),
  );
  await timed('indexing: the text indexes', async () => {
    await database.executeSql('create index search_items_tsv_idx on search_items using gin (tsv)');
    await database.executeSql(`create index search_items_text_trgm_idx on search_items
      using gin (search_text gin_trgm_ops)`);
  });
  await timed('analyze', () => database.executeSql('analyze'));
  const { rows } = await database.executeSql('select count(*)::int as n from search_items');
  console.log(`  indexed items: ${(rows[0] as { n: number }).n.toLocaleString('en-US')}`);
  return 1;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

void runBench(async () => {
  console.log(`database: ${postgresUrl ? 'PostgreSQL' : 'embedded'}; ${ITEMS} items wanted`);
  const next = random(SEED);
  const vocab = vocabulary(next);
  const { database, drop } = await openDatabase();
  // Dropping the database at the end ends its connections; that is no error here.
  database.pool?.on('error', () => {});
  try {
    await migrateDatabase(database);
    const names = await phrases(database, vocab, next);
    const viewerId = await fill(database);
    const search = createSearchService({ db: database.db });
    const actor = { kind: 'user', id: viewerId } as Parameters<typeof search.search>[0];
    const pick = () => vocab[Math.floor(next() * vocab.length)]!;
    const kinds: Record<string, () => string> = {
      'whole word, no diacritics': () => unaccented(pick()),
      'first 3-4 letters': () => unaccented(pick()).slice(0, 3 + Math.floor(next() * 2)),
      // Two words of one name, the second cut short, as people type.
      'two words': () => {
        const [first, second] = unaccented(names[Math.floor(next() * names.length)]!).split(' ');
        return `${first} ${second!.slice(0, 4)}`;
      },
      'word with diacritics': () => pick(),
    };
    // Warm-up: the first calls read the indexes from disk and plan the statement.
    for (let i = 0; i < 10; i++)
      await search.search(actor, searchBodySchema.parse({ search_query: pick(), limit: PAGE }));
    const all: number[] = [];
    console.log(`\n${QUERIES} searches, a page of ${PAGE} each:`);
    console.log('| query | p50 | p95 | max | found (median) |');
    console.log('|---|---|---|---|---|');
    for (const [kind, query] of Object.entries(kinds)) {
      const times: number[] = [];
      const totals: number[] = [];
      for (let i = 0; i < QUERIES / 4; i++) {
        const request = searchBodySchema.parse({ search_query: query(), limit: PAGE });
        const started = performance.now();
        const result = await search.search(actor, request);
        times.push(performance.now() - started);
        totals.push(result.total);
      }
      times.sort((a, b) => a - b);
      totals.sort((a, b) => a - b);
      all.push(...times);
      console.log(
        `| ${kind} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(times.at(-1)!)} | ${percentile(totals, 50)} |`,
      );
    }
    all.sort((a, b) => a - b);
    console.log(
      `| all | ${ms(percentile(all, 50))} | ${ms(percentile(all, 95))} | ${ms(all.at(-1)!)} | |`,
    );
    return 0;
  } finally {
    await database.close();
    await drop();
  }
});
