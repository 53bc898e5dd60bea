//go:build !linux

package main

// dieWithParent is Linux-only (prctl); elsewhere the launcher's own signal handling stops the database.
func dieWithParent() {}
