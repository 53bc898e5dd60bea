//go:build linux

package main

import (
	"os"
	"syscall"
)

// dieWithParent asks the kernel to send SIGTERM (a clean stop) when the
// launcher that started us dies, even by SIGKILL, so no database is left
// running without its site.
func dieWithParent() {
	ppid := os.Getppid()
	_, _, _ = syscall.RawSyscall(syscall.SYS_PRCTL, syscall.PR_SET_PDEATHSIG, uintptr(syscall.SIGTERM), 0)
	if os.Getppid() != ppid {
		// The parent died before the request took effect.
		_ = syscall.Kill(os.Getpid(), syscall.SIGTERM)
	}
}
