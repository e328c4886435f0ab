/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_dump.h: the host's reader of an rtprof dump (spec/dump.md): one function checks every byte
 * of a dump and decodes it into a dump_t, or says at which offset and why it cannot. Host code. */
#ifndef RTPROF_HOST_DUMP_H
#define RTPROF_HOST_DUMP_H

#include <stddef.h>
#include <stdint.h>

#define DUMP_MAX_TASKS 255u
#define DUMP_MAX_ENTRIES 4096u
#define DUMP_NAME_BYTES 28u
/* characters of a name the target's table shows */
#define DUMP_TABLE_NAME_MAX 24u
/* the function profile's largest histogram and arc table (spec/config.md) */
#define DUMP_MAX_BINS 65536u
#define DUMP_MAX_ARCS 16384u

typedef struct
{
    uint32_t word[4];
} dump_entry_t;

/* One arc of the function profile: a call from the return address from to the function at self. */
typedef struct
{
    uint64_t from;
    uint64_t self;
    uint32_t count;
} dump_arc_t;

typedef struct
{
    /* header */
    int big_endian;
    uint32_t version; /* the dump's format version, 1 or 2 (spec/dump.md) */
    uint32_t address_bits;
    char hash[65];
    char name[37];
    uint32_t tasks;        /* N */
    uint32_t counter_bits; /* 16, 32, 64 */
    int result_float;
    int exact_sum;
    uint32_t interval; /* 0 tick, 1 timer, 2 user */
    uint32_t timer_bits;
    int timer_down;
    uint32_t timer_hz;
    uint32_t window_ms;
    uint32_t log_entries; /* 0: no log */
    int log_stop;
    uint32_t log_nest_max;
    /* CPU load: the last closed window */
    int initialised;
    uint64_t closed[DUMP_MAX_TASKS + 1u]; /* counts of the closed bank, tasks then unattributed */
    uint64_t total;
    uint32_t scale_shift;
    int saturated;
    int overlong;
    int unattributed;
    int empty;
    int has_results;
    uint32_t results[DUMP_MAX_TASKS + 1u]; /* int results, hundredths */
    int has_names;
    char names[DUMP_MAX_TASKS][DUMP_NAME_BYTES];
    /* the log */
    int has_log;
    uint32_t sequence;
    uint32_t overrun;
    int full;
    int armed;
    uint32_t count;          /* entries held */
    uint32_t first_sequence; /* sequence number of the oldest held entry (modulo 2^32) */
    dump_entry_t entries[DUMP_MAX_ENTRIES]; /* oldest first, in format 1 (a format 2 entry is derived) */
    /* the function profile (spec/profile.md) */
    int has_prof;
    uint64_t prof_at;   /* offset of the PROF region in the dump */
    uint64_t prof_low;  /* first address of the range */
    uint64_t prof_span; /* bytes the bins cover; 0: no range */
    uint32_t prof_shift; /* log2 of the bucket size */
    uint32_t prof_rate;  /* samples per second */
    int prof_on;
    uint32_t prof_outside;
    uint32_t prof_saturated;
    uint32_t prof_calls;
    uint32_t prof_lost;
    uint32_t prof_bin_bits; /* 16 or 32 */
    uint32_t prof_bins;     /* bins of the histogram (its storage) */
    uint32_t bins[DUMP_MAX_BINS];
    uint32_t prof_slots; /* slots of the arc table, 0: none */
    uint32_t arc_count;  /* arcs held */
    dump_arc_t arcs[DUMP_MAX_ARCS];
} dump_t;

/* Decode size bytes at data into *dump. Returns 0, or -1 with one line in err (no newline):
 * "offset N: problem". Every offset and count is checked before it is used. */
int dump_parse(const uint8_t *data, size_t size, dump_t *dump, char *err, size_t err_size);

/* The hundredths of a percent the target's table shows for bucket b of the last closed window. */
uint32_t dump_hundredths(const dump_t *dump, uint32_t b);

#endif /* RTPROF_HOST_DUMP_H */
