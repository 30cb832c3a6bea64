#ifndef TERMINAL_SIGNALS_H
#define TERMINAL_SIGNALS_H

/// Catches the given signals until terminal_signals_uninstall(): each one that arrives writes its
/// number, as one byte, to a pipe. Returns the pipe's read end (non-blocking), or -1 with errno
/// set; nothing is changed on failure. Only one set can be installed at a time.
int terminal_signals_install(const int *signals, int count);

/// Puts back the signal actions found by terminal_signals_install() and closes the pipe.
void terminal_signals_uninstall(void);

#endif
