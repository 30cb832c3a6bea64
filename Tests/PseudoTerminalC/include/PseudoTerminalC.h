#ifndef PSEUDO_TERMINAL_C_H
#define PSEUDO_TERMINAL_C_H

#include <stddef.h>

/// Opens the controller side of a new pseudo-terminal with posix_openpt, grantpt and unlockpt,
/// and writes the terminal side's path into `path`. Returns the descriptor, or -1 with errno set.
int pseudo_terminal_open(char *path, size_t capacity);

#endif
