-- The school directory: US schools offering grades 9-12, for onboarding's school search
-- (GET /api/schools/search) and onboarding's choice of school. Reference data imported from the
-- official NCES files by `levelfield import-schools` (api/schools/import.ts). It is not
-- event-sourced and not a read model: no event writes it and a rebuild never touches it;
-- importing a newer file is how it is refreshed.

-- Trigram matching for typo-tolerant search. pg_trgm is a trusted extension (PostgreSQL 13+):
-- the database owner may create it; embedded-postgres and the postgres image both ship it.
create extension if not exists pg_trgm;

create table schools (
  -- NCES ids: 12 digits for public schools (CCD NCESSCH), 8 letters or digits for private ones
  -- (PSS PPIN). The lengths differ, so the two never collide; `source` says which survey.
  id text primary key,
  source text not null check (source in ('ccd', 'pss')),
  -- As shown: proper case, abbreviations spelled out (api/schools/names.ts).
  name text not null check (name <> ''),
  city text not null check (city <> ''),
  state text not null check (state ~ '^[A-Z]{2}$'),
  zip text not null check (zip ~ '^[0-9]{5}$'),
  -- Lower-case ASCII words of the name (api/schools/search-text.ts), for ranking and for the
  -- name-prefix lookup; byte order ("C"), so `like 'abc%'` is a range scan of its index.
  search_name text collate "C" not null,
  -- The same words for name, city and state, after a leading space, so `like '% word%'` finds
  -- the start of any word with one pattern the trigram index serves.
  search_text text not null,
  -- When the row last changed (a re-import of identical data leaves it).
  updated_at timestamptz not null default now(),
  check ((source = 'ccd' and id ~ '^[0-9]{12}$') or (source = 'pss' and id ~ '^[0-9A-Z]{8}$'))
);

-- Serves both the word-prefix LIKE patterns and the word-similarity operator (<%). Rows arrive
-- only in imports of tens of thousands: new entries collect in a large pending list (3-4x faster
-- than inserting each row's ~30 trigrams into the tree), and the importer merges the list when
-- it commits (gin_clean_pending_list), so searches never scan a long list.
create index schools_search_text on schools using gin (search_text gin_trgm_ops)
  with (fastupdate = on, gin_pending_list_limit = 16384);
-- Names that start with what was typed: the common case of a search, answered in order.
create index schools_search_name on schools (search_name);

-- Every word of search_text and how many schools have it, rebuilt by each import that changes
-- the directory. Typo correction looks here (tens of thousands of words) for the words nearest
-- one no school has, rather than comparing the typed text with every school. The primary key
-- (byte order) answers "does a word start with this?"; the trigram index, similar words (GIN:
-- ~0.5 ms a lookup here, GiST ~3.5 ms).
create table school_words (
  word text collate "C" primary key,
  schools integer not null
);
create index school_words_trgm on school_words using gin (word gin_trgm_ops);
