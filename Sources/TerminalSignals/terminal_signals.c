// A signal handler may only call async-signal-safe functions, which Swift code cannot promise
// (it may allocate or take locks): this handler, in C, only writes one byte to a pipe, and the
// program reads the pipe like any other input ("the self-pipe trick").
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include "TerminalSignals.h"

enum { capacity = 16 };

static int write_end = -1;
static int read_end = -1;
static int caught[capacity];
static struct sigaction previous[capacity];
static int caught_count = 0;

static void handle(int signal_number) {
    int saved = errno;
    unsigned char byte = (unsigned char)signal_number;
    // A full pipe drops the byte: the signals already in it wake the reader all the same.
    (void)write(write_end, &byte, 1);
    errno = saved;
}

static int set_flags(int descriptor) {
    int flags = fcntl(descriptor, F_GETFL);
    if (flags < 0 || fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) != 0) return -1;
    return fcntl(descriptor, F_SETFD, FD_CLOEXEC);
}

int terminal_signals_install(const int *signals, int count) {
    if (caught_count > 0 || count < 0 || count > capacity) {
        errno = EINVAL;
        return -1;
    }
    // The pipe is made once and kept for the life of the process: a handler still running on
    // another thread when the signals are uninstalled then never writes to a closed descriptor,
    // or to one the number of which was reused.
    if (read_end < 0) {
        int ends[2];
        if (pipe(ends) != 0) return -1;
        if (set_flags(ends[0]) != 0 || set_flags(ends[1]) != 0) {
            close(ends[0]);
            close(ends[1]);
            return -1;
        }
        write_end = ends[1];
        read_end = ends[0];
    }
    // Signals left from an earlier run are not this run's.
    unsigned char stale[64];
    while (read(read_end, stale, sizeof stale) > 0) {
    }
    struct sigaction action;
    action.sa_handler = handle;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    for (int index = 0; index < count; index++) {
        if (sigaction(signals[index], &action, &previous[index]) != 0) {
            int saved = errno;
            terminal_signals_uninstall();
            errno = saved;
            return -1;
        }
        caught[index] = signals[index];
        caught_count = index + 1;
    }
    return read_end;
}

void terminal_signals_uninstall(void) {
    for (int index = 0; index < caught_count; index++) sigaction(caught[index], &previous[index], NULL);
    caught_count = 0;
}
