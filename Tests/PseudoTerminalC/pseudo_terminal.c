// posix_openpt and its companions (and ptsname_r) are XSI and GNU functions, which the Swift
// importer's view of the C library leaves out; this file asks for them, for one call the tests use.
#define _GNU_SOURCE
#include <fcntl.h>
#include <sys/ioctl.h>
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

int pseudo_terminal_spawn(const char *terminal_path, int input, const char *program, char *const arguments[]) {
    pid_t child = fork();
    if (child != 0) return child;
    // In the child of a threaded process: only async-signal-safe calls until exec.
    if (setsid() < 0) _exit(126);
    int terminal = open(terminal_path, O_RDWR);
    if (terminal < 0) _exit(126);
#ifdef TIOCSCTTY
    if (ioctl(terminal, TIOCSCTTY, 0) != 0) _exit(126);
#endif
    if (dup2(input >= 0 ? input : terminal, 0) < 0 || dup2(terminal, 1) < 0 || dup2(terminal, 2) < 0) _exit(126);
    if (terminal > 2) close(terminal);
    if (input > 2) close(input);
    execv(program, arguments);
    _exit(127);
}
