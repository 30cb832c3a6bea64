// posix_openpt and its companions (and ptsname_r) are XSI and GNU functions, which the Swift
// importer's view of the C library leaves out; this file asks for them, for one call the tests use.
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

#include "PseudoTerminalC.h"

int pseudo_terminal_open(char *path, size_t capacity) {
    int controller = posix_openpt(O_RDWR | O_NOCTTY);
    if (controller < 0) return -1;
    if (grantpt(controller) != 0 || unlockpt(controller) != 0) {
        close(controller);
        return -1;
    }
#if defined(__linux__)
    if (ptsname_r(controller, path, capacity) != 0) {
        close(controller);
        return -1;
    }
#else
    const char *name = ptsname(controller);
    if (name == NULL) {
        close(controller);
        return -1;
    }
    size_t index = 0;
    for (; name[index] != '\0' && index + 1 < capacity; index++) path[index] = name[index];
    path[index] = '\0';
#endif
    return controller;
}
