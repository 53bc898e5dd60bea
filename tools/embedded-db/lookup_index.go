package main

// FerretDB v1.24's SQLite backend creates each collection's unique `_id` index
// on the expression `_ferretdb_sjson->"_id"`, but looks documents up with
// `WHERE _ferretdb_sjson->'$._id' = ?`. SQLite matches an expression index only
// to the same expression, so it never uses that index: every lookup by `_id`
// (find, update, delete) reads the whole table (EXPLAIN QUERY PLAN: "SCAN").
// This adds, beside FerretDB's own index, an index on the very expression its
// queries use, so the plan becomes "SEARCH ... USING INDEX ..._id_lookup" and a
// lookup by `_id` costs the same with ten or ten thousand documents.
//
// FerretDB keeps its index list in its own metadata and never sees these extra
// SQLite indexes; dropping a collection drops its table and them with it.
//
// Only FerretDB's collection tables get one (those with its `_ferretdb_sjson` column): the backup engine, Litestream,
// keeps tables of its own in the same file (`_litestream_seq`, `_litestream_lock`), and one table without the column
// failed the whole pass (issue 37: found by the probe of a served site, which then looked every order up by a scan).

import (
	"context"
	"database/sql"
	"fmt"
	"log"
	"path/filepath"
	"strings"
	"time"

	_ "modernc.org/sqlite" // the SQLite driver FerretDB itself uses
)

// lookupIndexSuffix names the added index: "<table>_id_lookup".
const lookupIndexSuffix = "_id_lookup"

// ensureLookupIndexes adds the missing `_id` lookup indexes to every collection
// table of every database file in dir, and returns how many it created.
func ensureLookupIndexes(ctx context.Context, dir string) (int, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.sqlite"))
	if err != nil {
		return 0, err
	}
	created := 0
	for _, file := range files {
		n, err := ensureFileIndexes(ctx, file)
		created += n
		if err != nil {
			return created, fmt.Errorf("%s: %w", filepath.Base(file), err)
		}
	}
	return created, nil
}

func ensureFileIndexes(ctx context.Context, file string) (int, error) {
	// The same pragmas as FerretDB's own connections: wait for its writers instead of failing.
	db, err := sql.Open("sqlite", "file:"+file+"?_pragma=busy_timeout(10000)&_pragma=journal_mode(wal)")
	if err != nil {
		return 0, err
	}
	defer db.Close()
	db.SetMaxOpenConns(1)

	rows, err := db.QueryContext(ctx, `
		SELECT t.name FROM sqlite_master t
		WHERE t.type = 'table' AND t.name NOT LIKE '\_ferretdb\_%' ESCAPE '\' AND t.name NOT LIKE 'sqlite\_%' ESCAPE '\'
		AND EXISTS (SELECT 1 FROM pragma_table_info(t.name) c WHERE c.name = '_ferretdb_sjson')
		AND NOT EXISTS (SELECT 1 FROM sqlite_master i WHERE i.type = 'index' AND i.name = t.name || ?)`, lookupIndexSuffix)
	if err != nil {
		return 0, err
	}
	var tables []string
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			rows.Close()
			return 0, err
		}
		tables = append(tables, name)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return 0, err
	}

	created := 0
	for _, table := range tables {
		q := fmt.Sprintf(`CREATE INDEX IF NOT EXISTS %s ON %s (_ferretdb_sjson->'$._id')`, quoteIdent(table+lookupIndexSuffix), quoteIdent(table))
		if _, err := db.ExecContext(ctx, q); err != nil {
			// A table dropped meanwhile is not an error.
			if strings.Contains(err.Error(), "no such table") {
				continue
			}
			return created, err
		}
		created++
	}
	return created, nil
}

func quoteIdent(s string) string {
	return `"` + strings.ReplaceAll(s, `"`, `""`) + `"`
}

// watchLookupIndexes indexes collections created while the server runs (a new
// collection's table is small at first, so the second or so before its index
// exists costs nothing noticeable).
func watchLookupIndexes(ctx context.Context, dir string) {
	ticker := time.NewTicker(time.Second)
	defer ticker.Stop()
	failing := false
	for {
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
		}
		if _, err := ensureLookupIndexes(ctx, dir); err != nil {
			if !failing && ctx.Err() == nil {
				log.Printf("embedded-db: cannot add _id lookup indexes (lookups still work, more slowly): %v", err)
			}
			failing = true
			continue
		}
		failing = false
	}
}
