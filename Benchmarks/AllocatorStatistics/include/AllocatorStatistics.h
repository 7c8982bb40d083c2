#ifndef ALLOCATOR_STATISTICS_H
#define ALLOCATOR_STATISTICS_H

#include <stddef.h>

/// Bytes the C allocator has handed out and not taken back, from its own statistics
/// (glibc's mallinfo2, Darwin's malloc zone statistics).
size_t allocator_bytes_in_use(void);

#endif
