// Command embedded-db runs FerretDB v1 with its SQLite backend on loopback,
// so the site has a MongoDB-wire-compatible database without a MongoDB server.
//
// Usage: embedded-db -dir .data/db -port 27027
// It prints the MongoDB URI on stdout once it accepts connections and stops
// cleanly on SIGINT/SIGTERM.
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"syscall"
	"time"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	dir := flag.String("dir", ".data/db", "directory for the SQLite data files")
	host := flag.String("host", "127.0.0.1", "address to listen on (loopback only by default)")
	port := flag.Int("port", 27027, "TCP port to listen on")
	flag.Parse()

	abs, err := filepath.Abs(*dir)
	if err != nil {
		log.Fatalf("embedded-db: bad -dir: %v", err)
	}
	if err := os.MkdirAll(abs, 0o700); err != nil {
		log.Fatalf("embedded-db: cannot create %s: %v", abs, err)
	}

	addr := net.JoinHostPort(*host, strconv.Itoa(*port))
	f, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: addr},
		Logger:    slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelError})),
		Handler:   "sqlite",
		SQLiteURL: "file:" + abs + "/",
	})
	if err != nil {
		log.Fatalf("embedded-db: %v", err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	done := make(chan struct{})
	go func() {
		defer close(done)
		f.Run(ctx)
	}()

	// Announce the URI only once the port accepts connections, so callers can wait on stdout.
	deadline := time.Now().Add(30 * time.Second)
	for {
		c, err := net.DialTimeout("tcp", addr, 500*time.Millisecond)
		if err == nil {
			c.Close()
			break
		}
		if time.Now().After(deadline) {
			log.Fatalf("embedded-db: %s did not accept connections within 30s", addr)
		}
		select {
		case <-done:
			log.Fatalf("embedded-db: server stopped during start-up")
		case <-time.After(100 * time.Millisecond):
		}
	}
	fmt.Println(f.MongoDBURI())

	<-done
}
