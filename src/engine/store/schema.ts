/**
 * The index schema and its migrations. `PRAGMA user_version` records how many migrations have run; a
 * database from a newer libdocs (a higher number) is refused rather than guessed at.
 * @module
 */

/** Each entry moves the schema one version forward; never edit a released entry, append a new one. */
export const migrations: string[] = [
  // 1: libraries, their versions, snippets and the full-text index over them.
  `
  CREATE TABLE libraries (
    id          TEXT PRIMARY KEY,            -- /org/project
    name        TEXT NOT NULL,
    description TEXT,
    aliases     TEXT NOT NULL DEFAULT '[]',  -- JSON array of strings
    source      TEXT,                        -- where it was added from (path, URL, package spec)
    reputation  TEXT,                        -- High | Medium | Low | Unknown, or NULL when not judged
    created_at  TEXT NOT NULL,
    updated_at  TEXT NOT NULL
  );
  CREATE TABLE versions (
    id            INTEGER PRIMARY KEY,
    library_id    TEXT NOT NULL REFERENCES libraries(id) ON DELETE CASCADE,
    version       TEXT NOT NULL,             -- '' when the source named no version
    source        TEXT,
    indexed_at    TEXT NOT NULL,
    files         INTEGER NOT NULL,
    code_snippets INTEGER NOT NULL,
    info_snippets INTEGER NOT NULL,
    tokens        INTEGER NOT NULL,
    benchmark     REAL,                      -- 0-100, see README "Benchmark Score"
    first_snippet INTEGER,                   -- snippet ids of a version are one contiguous range
    last_snippet  INTEGER,
    UNIQUE (library_id, version)
  );
  CREATE TABLE snippets (
    id          INTEGER PRIMARY KEY,
    version_id  INTEGER NOT NULL REFERENCES versions(id) ON DELETE CASCADE,
    kind        TEXT NOT NULL,               -- code | info
    title       TEXT NOT NULL,
    description TEXT NOT NULL,
    code        TEXT NOT NULL,               -- JSON [{lang, code}]
    breadcrumb  TEXT NOT NULL,               -- JSON array
    source      TEXT NOT NULL,
    anchor      TEXT,
    page_kind   INTEGER NOT NULL DEFAULT 0,  -- 0 reference, 1 changelog / release notes, 2 type declarations
    tokens      INTEGER NOT NULL
  );
  CREATE INDEX snippets_version ON snippets(version_id);
  CREATE VIRTUAL TABLE snippets_fts USING fts5(
    title, breadcrumb, idents, body,
    content = '', contentless_delete = 1,
    tokenize = "porter unicode61 remove_diacritics 2 tokenchars '_'"
  );
  `,
  // 2: API keys the server issues itself (libdocs keys), stored as SHA-256 hashes, never as keys.
  `
  CREATE TABLE api_keys (
    id           TEXT PRIMARY KEY,           -- public part, shown by keys list and in logs
    name         TEXT NOT NULL,
    tier         TEXT NOT NULL,              -- free | pro | enterprise
    hash         TEXT NOT NULL,              -- hex SHA-256 of the whole key
    created_at   TEXT NOT NULL,
    last_used_at TEXT,
    revoked_at   TEXT
  );
  `,
  // 3: what identifies a version's source content (a git commit, an HTTP ETag), so refresh knows it changed.
  `
  ALTER TABLE versions ADD COLUMN marker TEXT;
  `,
];

export const schemaVersion = migrations.length;
