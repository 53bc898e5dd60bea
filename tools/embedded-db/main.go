// Command embedded-db runs FerretDB v1 with its SQLite backend for the site,
// so that it has a MongoDB-wire-compatible database without a MongoDB server.
//
// Usage: embedded-db -dir .data/db [-socket <dir>/db.sock] [-port 0]
//
// It listens on a Unix socket inside its data folder and nowhere else: FerretDB
// v1 cannot ask for credentials with SQLite, so the file system is the lock.
// The process runs with umask 077 and tightens what it finds: the folder is
// 0700 and every file in it (databases, their WAL, the socket) is 0600, so only
// the account running the site can open the data or connect. `-port N` adds a
// loopback TCP listener for tools such as mongosh; it has NO credentials (any
// local user could connect), so it is off unless asked for.
//
// It prints the MongoDB URI on stdout once it accepts connections and stops
// cleanly on SIGINT/SIGTERM: connections are closed and the SQLite databases
// are closed (checkpointed) before it exits.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"log"
	"log/slog"
	"net"
	"net/url"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"syscall"
	"time"

	"github.com/FerretDB/FerretDB/ferretdb"
)

// Linux's limit for a Unix socket path (sun_path) minus the terminating NUL.
const maxSocketPath = 107

func main() {
	dir := flag.String("dir", ".data/db", "directory for the SQLite data files and the socket")
	socket := flag.String("socket", "", "Unix socket path (default <dir>/db.sock)")
	host := flag.String("host", "127.0.0.1", "address of the optional TCP listener")
	port := flag.Int("port", 0, "also listen on TCP at this port (no credentials; 0 = off)")
	withParent := flag.Bool("with-parent", false, "stop (cleanly) when the process that started this one dies (Linux)")
	maxSizeMB := flag.Int("max-size-mb", 0, "refuse writes that would grow a database file past this size, as a full disk does (0 = no cap; for tests)")
	flag.Parse()

	// Everything this process creates is private to its user.
	syscall.Umask(0o077)

	abs, err := filepath.Abs(*dir)
	if err != nil {
		log.Fatalf("embedded-db: bad -dir: %v", err)
	}
	if err := os.MkdirAll(abs, 0o700); err != nil {
		log.Fatalf("embedded-db: cannot create %s: %v", abs, err)
	}
	if err := tighten(abs); err != nil {
		log.Fatalf("embedded-db: cannot restrict %s: %v", abs, err)
	}

	sock := *socket
	if sock == "" {
		sock = filepath.Join(abs, "db.sock")
	}
	if len(sock) > maxSocketPath {
		log.Fatalf("embedded-db: socket path %s is longer than %d bytes; use a shorter -dir", sock, maxSocketPath)
	}
	if err := clearStaleSocket(sock); err != nil {
		log.Fatalf("embedded-db: %v", err)
	}

	// Existing collections get their _id lookup index before the first query (see lookup_index.go).
	if n, err := ensureLookupIndexes(context.Background(), abs); err != nil {
		log.Printf("embedded-db: cannot add _id lookup indexes (lookups still work, more slowly): %v", err)
	} else if n > 0 {
		fmt.Fprintf(os.Stderr, "embedded-db: added the _id lookup index to %d collection(s)\n", n)
	}

	listener := ferretdb.ListenerConfig{Unix: sock}
	tcp := ""
	if *port > 0 {
		tcp = net.JoinHostPort(*host, strconv.Itoa(*port))
		listener.TCP = tcp
		fmt.Fprintf(os.Stderr, "embedded-db: WARNING also listening on %s without credentials: any local user can open the database\n", tcp)
	}

	f, err := ferretdb.New(&ferretdb.Config{
		Listener:  listener,
		Logger:    slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelError})),
		Handler:   "sqlite",
		SQLiteURL: sqliteURL(abs, *maxSizeMB),
	})
	if err != nil {
		log.Fatalf("embedded-db: %v", err)
	}
	// The socket exists now; make sure of its mode whatever the umask did.
	if err := os.Chmod(sock, 0o600); err != nil {
		log.Fatalf("embedded-db: cannot restrict %s: %v", sock, err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if *withParent {
		dieWithParent()
	}

	go watchLookupIndexes(ctx, abs)

	done := make(chan struct{})
	go func() {
		defer close(done)
		if err := f.Run(ctx); err != nil {
			log.Printf("embedded-db: %v", err)
		}
	}()

	// Announce the URI only once the socket accepts connections, so callers can wait on stdout.
	deadline := time.Now().Add(30 * time.Second)
	for {
		c, err := net.DialTimeout("unix", sock, 500*time.Millisecond)
		if err == nil {
			c.Close()
			break
		}
		if time.Now().After(deadline) {
			log.Fatalf("embedded-db: %s did not accept connections within 30s", sock)
		}
		select {
		case <-done:
			log.Fatalf("embedded-db: server stopped during start-up")
		case <-time.After(100 * time.Millisecond):
		}
	}
	// The driver wants the socket path percent-encoded in the host part.
	fmt.Println("mongodb://" + url.PathEscape(sock) + "/")

	<-done
	// FerretDB has closed its connections and the SQLite databases; the socket file goes too.
	_ = os.Remove(sock)
}

// tighten makes the data folder 0700 and the files directly in it 0600
// (folders made by older versions, or with a looser umask).
func tighten(dir string) error {
	if err := os.Chmod(dir, 0o700); err != nil {
		return err
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, e := range entries {
		p := filepath.Join(dir, e.Name())
		mode := fs.FileMode(0o600)
		if e.IsDir() {
			mode = 0o700
		}
		if err := os.Chmod(p, mode); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
	}
	return nil
}

// clearStaleSocket removes a socket file left by a copy that died, and refuses
// to start when a live copy still answers on it (one server per data folder).
func clearStaleSocket(sock string) error {
	if _, err := os.Lstat(sock); errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if c, err := net.DialTimeout("unix", sock, 500*time.Millisecond); err == nil {
		c.Close()
		return fmt.Errorf("another embedded database already answers on %s (one per data folder)", sock)
	}
	return os.Remove(sock)
}

// sqliteURL is FerretDB's SQLite location; with a size cap, SQLite's
// max_page_count makes a write past it fail with SQLITE_FULL, exactly as a full
// disk does (4 KiB pages).
func sqliteURL(dir string, maxSizeMB int) string {
	u := "file:" + dir + "/"
	if maxSizeMB > 0 {
		u += "?_pragma=" + url.QueryEscape(fmt.Sprintf("max_page_count(%d)", maxSizeMB*256))
	}
	return u
}
