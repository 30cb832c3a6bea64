#ifndef TERMINAL_SIGNALS_H
#define TERMINAL_SIGNALS_H

/// Catches the given signals until terminal_signals_uninstall(): each one that arrives writes its
/// number, as one byte, to a pipe. Returns the pipe's read end (non-blocking; emptied of earlier
/// signals), or -1 with errno set; no action is changed on failure. Only one set can be
/// installed at a time.
int terminal_signals_install(const int *signals, int count);

/// Puts back the signal actions found by terminal_signals_install(). The pipe stays open, for
/// the next install, so that a handler still running never writes to a closed descriptor.
void terminal_signals_uninstall(void);

/// Waits, with select(2), until at least one of `count` descriptors can be read from (or has
/// hung up, or is in error): sets ready[i] to 1 for each such descriptor and 0 for the others,
/// and returns how many are ready; returns -1 with errno set when the wait fails (EINTR after a
/// signal), and with errno EINVAL when a descriptor is negative or not below FD_SETSIZE.
/// select(2) watches terminal devices on every system, where macOS's poll(2) refuses them.
int terminal_wait_readable(const int *fds, int count, int *ready);

#endif
