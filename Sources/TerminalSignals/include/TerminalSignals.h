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

#endif
