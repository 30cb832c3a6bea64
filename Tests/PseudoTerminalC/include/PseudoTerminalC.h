#ifndef PSEUDO_TERMINAL_C_H
#define PSEUDO_TERMINAL_C_H

#include <stddef.h>

/// Opens the controller side of a new pseudo-terminal with posix_openpt, grantpt and unlockpt,
/// and writes the terminal side's path into `path`. Returns the descriptor, or -1 with errno set.
int pseudo_terminal_open(char *path, size_t capacity);

/// Starts `program` with `arguments` (a NULL-terminated argv) in a new session whose controlling
/// terminal is the terminal at `terminal_path`, which is also its standard output and error, and
/// its standard input unless `input` is a descriptor (>= 0) to use instead. Returns the child's
/// process id, or -1 with errno set.
int pseudo_terminal_spawn(const char *terminal_path, int input, const char *program, char *const arguments[]);

#endif
