#include "TerminalSignals.h"

#include <errno.h>
#include <stddef.h>
#include <sys/select.h>

int terminal_wait_readable(const int *fds, int count, int *ready) {
    fd_set readable;
    FD_ZERO(&readable);
    int highest = -1;
    for (int i = 0; i < count; i++) {
        // FD_SET past FD_SETSIZE would write outside the set.
        if (fds[i] < 0 || fds[i] >= FD_SETSIZE) {
            errno = EINVAL;
            return -1;
        }
        FD_SET(fds[i], &readable);
        if (fds[i] > highest) highest = fds[i];
    }
    int found = select(highest + 1, &readable, NULL, NULL, NULL);
    if (found < 0) return -1;
    for (int i = 0; i < count; i++) ready[i] = FD_ISSET(fds[i], &readable) ? 1 : 0;
    return found;
}
