// posix_openpt and its companions (and ptsname_r) are XSI and GNU functions, which the Swift
// importer's view of the C library leaves out; this file asks for them, and starts programs on them.
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <sys/ioctl.h>
#include <stdlib.h>
#include <unistd.h>

#include "PseudoTerminalC.h"

extern char **environ;

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
#if defined(__linux__) && defined(POSIX_SPAWN_SETSID)
    // posix_spawn starts the child without copying the parent's page tables, as fork does: a
    // benchmark that holds gigabytes would otherwise add tens of milliseconds to every start.
    // In a new session, opening the terminal without O_NOCTTY makes it the controlling one.
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    int error = posix_spawn_file_actions_init(&actions);
    if (error != 0) {
        errno = error;
        return -1;
    }
    error = posix_spawnattr_init(&attributes);
    if (error != 0) {
        posix_spawn_file_actions_destroy(&actions);
        errno = error;
        return -1;
    }
    // The input goes to 0 first: opening the terminal on 1 closes whatever was there.
    if (error == 0) error = posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSID);
    if (error == 0 && input >= 0) error = posix_spawn_file_actions_adddup2(&actions, input, 0);
    if (error == 0) error = posix_spawn_file_actions_addopen(&actions, 1, terminal_path, O_RDWR, 0);
    if (error == 0) error = posix_spawn_file_actions_adddup2(&actions, 1, 2);
    if (error == 0 && input < 0) error = posix_spawn_file_actions_adddup2(&actions, 1, 0);
    if (error == 0 && input > 2) error = posix_spawn_file_actions_addclose(&actions, input);
    pid_t child = -1;
    if (error == 0) error = posix_spawn(&child, program, &actions, &attributes, arguments, environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    if (error != 0) {
        errno = error;
        return -1;
    }
    return child;
#else
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
#endif
}
