/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_dump.c: the host's reader of an rtprof dump (spec/dump.md). Host code: C99, libc only. */
#include "rtprof_dump.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#define HEADER_FIXED 176u /* bytes before the region table */
#define NAME_MAX_CHARS 32u /* RTPROF_NAME (spec/config.md) */
#define REGIONS_MAX 16u
#define CFG_COUNT 12u

enum
{
    K_BANKS = 1,
    K_LIVE = 2,
    K_WINDOW = 3,
    K_RESULTS = 4,
    K_INITIALISED = 5,
    K_NAMES = 6,
    K_LOG_RING = 7,
    K_LOG_SEQUENCE = 8,
    K_LOG_OVERRUN = 9,
    K_LOG_FULL = 10,
    K_LOG_ARMED = 11,
    K_PROF = 12,
    K_PROF_BINS16 = 13,
    K_PROF_BINS32 = 14,
    K_PROF_ARCS = 15,
    K_LAST = 15
};

static const char *const kind_name[] = {"?",       "BANKS", "LIVE",         "WINDOW",      "RESULTS",  "INITIALISED",
                                        "NAMES",   "LOG_RING", "LOG_SEQUENCE", "LOG_OVERRUN", "LOG_FULL", "LOG_ARMED",
                                        "PROF",    "PROF_BINS16", "PROF_BINS32", "PROF_ARCS"};

typedef struct
{
    const uint8_t *data;
    size_t size;
    int big;
    char *err;
    size_t err_size;
} reader_t;

/* GCC and Clang check each call's arguments against its format, and take the format as checked. */
#if defined(__GNUC__)
#define CHECKED_FORMAT(fmt_at, args_at) __attribute__((format(printf, fmt_at, args_at)))
#else
#define CHECKED_FORMAT(fmt_at, args_at)
#endif

/* Put "offset N: " and the problem in the reader's error buffer; returns -1. */
static int fail(reader_t *r, size_t offset, const char *fmt, ...) CHECKED_FORMAT(3, 4);

static int fail(reader_t *r, size_t offset, const char *fmt, ...)
{
    va_list ap;
    int n = snprintf(r->err, r->err_size, "offset %zu: ", offset);

    if (n < 0)
    {
        n = 0;
    }
    if ((size_t)n < r->err_size)
    {
        va_start(ap, fmt);
        (void)vsnprintf(r->err + n, r->err_size - (size_t)n, fmt, ap);
        va_end(ap);
    }
    return -1;
}

/* An unsigned integer of width bytes at offset (the caller checked offset + width <= size). */
static uint64_t get(const reader_t *r, size_t offset, unsigned width)
{
    uint64_t v = 0u;
    unsigned i;

    for (i = 0u; i < width; i++)
    {
        const unsigned at = r->big ? i : (width - 1u - i);

        v = (v << 8) | r->data[offset + at];
    }
    return v;
}

static uint32_t get32(const reader_t *r, size_t offset)
{
    return (uint32_t)get(r, offset, 4u);
}

typedef struct
{
    uint32_t kind;
    uint32_t bytes;
    uint64_t address;
    size_t at; /* offset of its bytes in the file */
} region_t;

static int check_text(reader_t *r, size_t offset, size_t bytes, char *out, int hex, const char *what)
{
    size_t i;
    size_t len = 0u;

    while ((len < bytes) && (r->data[offset + len] != 0u))
    {
        len++;
    }
    if (hex && (len != bytes))
    {
        return fail(r, offset, "%s is not %zu hexadecimal digits", what, bytes);
    }
    if (len == 0u)
    {
        return fail(r, offset, "%s is empty", what);
    }
    for (i = 0u; i < bytes; i++)
    {
        const uint8_t c = r->data[offset + i];

        if (i < len)
        {
            const int ok = hex ? (((c >= '0') && (c <= '9')) || ((c >= 'a') && (c <= 'f')))
                               : (((c >= 'a') && (c <= 'z')) || ((c >= 'A') && (c <= 'Z')) || ((c >= '0') && (c <= '9')) || (c == '_'));

            if (!ok)
            {
                return fail(r, offset + i, "%s has the character 0x%02x", what, (unsigned)c);
            }
            out[i] = (char)c;
        }
        else if (c != 0u)
        {
            return fail(r, offset + i, "%s is not NUL-padded", what);
        }
        else
        {
            /* padding */
        }
    }
    out[len] = '\0';
    return 0;
}

static int is_power_of_two(uint32_t v)
{
    return (v != 0u) && ((v & (v - 1u)) == 0u);
}

/* Bytes of one slot of the profile's arc table: two addresses and a 32-bit count, padded to a whole
 * number of addresses. */
static uint64_t arc_slot_bytes(const dump_t *d)
{
    return (d->address_bits == 32u) ? 12u : 24u;
}

/* Whether bytes is the size of a region of kind k whose length the configuration chooses: the
 * profile's histogram (2^4..2^16 bins) and arc table (2^3..2^14 slots). */
static int sized_by_count(const dump_t *d, uint32_t k, uint32_t bytes)
{
    const uint64_t unit = (k == K_PROF_BINS16) ? 2u : ((k == K_PROF_BINS32) ? 4u : arc_slot_bytes(d));
    const uint64_t count = bytes / unit;
    const uint64_t least = (k == K_PROF_ARCS) ? 8u : 16u;
    const uint64_t most = (k == K_PROF_ARCS) ? DUMP_MAX_ARCS : DUMP_MAX_BINS;

    return ((bytes % unit) == 0u) && (count >= least) && (count <= most) && ((count & (count - 1u)) == 0u);
}

/* Bytes a region of kind k must have in this configuration; 0 for a kind this reader does not know
 * or whose size the configuration chooses (sized_by_count). */
static uint64_t expected_bytes(const dump_t *d, uint32_t k)
{
    switch (k)
    {
    case K_PROF: return 3u * (d->address_bits / 8u) + 24u;
    case K_BANKS: return 2u * ((uint64_t)d->tasks + 1u) * (d->counter_bits / 8u);
    case K_LIVE: return d->address_bits / 8u;
    case K_WINDOW: return 16u;
    case K_RESULTS: return ((uint64_t)d->tasks + 1u) * 2u;
    case K_INITIALISED: return 1u;
    case K_NAMES: return (uint64_t)d->tasks * DUMP_NAME_BYTES;
    case K_LOG_RING: return (uint64_t)d->log_entries * 16u;
    case K_LOG_SEQUENCE: return 4u;
    case K_LOG_OVERRUN: return 4u;
    case K_LOG_FULL: return 1u;
    case K_LOG_ARMED: return 1u;
    default: return 0u;
    }
}

static int get_bool(reader_t *r, size_t offset, int *out, const char *what)
{
    const uint8_t v = r->data[offset];

    if (v > 1u)
    {
        return fail(r, offset, "%s is %u, not a bool (0 or 1)", what, (unsigned)v);
    }
    *out = (int)v;
    return 0;
}

/* The region table as read: each listed region, and the one of each kind this reader knows. */
typedef struct
{
    region_t region[REGIONS_MAX];
    const region_t *by_kind[K_LAST + 1];
} table_t;

/* Bytes of one region-table entry: kind, size and an address of the dump's address width. */
static size_t table_entry_bytes(const dump_t *d)
{
    return (d->address_bits == 32u) ? 12u : 16u;
}

/* The header's identification: magic, byte order, version, address width, header size (with the
 * bytes of the whole header present), the configuration's hash and name. Sets the reader's byte
 * order. */
static int read_header(reader_t *r, dump_t *d)
{
    const size_t size = r->size;
    uint32_t header_bytes;

    if (size < HEADER_FIXED)
    {
        return fail(r, size, "truncated: the header needs %u bytes, the file has %zu", HEADER_FIXED, size);
    }
    if (memcmp(r->data, "RTPROFD\0", 8u) != 0)
    {
        return fail(r, 0u, "not an rtprof dump (the magic is not \"RTPROFD\")");
    }
    if (get(r, 8u, 4u) == 0x01020304u)
    {
        r->big = 0;
    }
    else
    {
        r->big = 1;
        if (get(r, 8u, 4u) != 0x01020304u)
        {
            return fail(r, 8u, "unknown byte-order mark 0x%08x", (unsigned)get32(r, 8u));
        }
    }
    d->big_endian = r->big;
    d->version = get32(r, 12u);
    if ((d->version != 1u) && (d->version != 2u))
    {
        const char *const order = r->big ? "big-endian" : "little-endian";
        const char *const other = r->big ? "little-endian" : "big-endian";

        if ((d->version == 0x01000000u) || (d->version == 0x02000000u))
        {
            /* a known version in the other order: the mark does not say how the file is written */
            return fail(r, 8u, "the byte-order mark says %s, but the format version reads %u only %s", order,
                        (unsigned)(d->version >> 24), other);
        }
        return fail(r, 12u, "unknown format version %u, read %s as the byte-order mark says (this tool reads versions 1 and 2)",
                    (unsigned)d->version, order);
    }
    d->address_bits = get32(r, 20u);
    if ((d->address_bits != 32u) && (d->address_bits != 64u))
    {
        return fail(r, 20u, "address width %u bits (allowed: 32, 64)", (unsigned)d->address_bits);
    }
    header_bytes = get32(r, 16u);
    if (header_bytes != HEADER_FIXED + REGIONS_MAX * table_entry_bytes(d))
    {
        return fail(r, 16u, "header size %u bytes, expected %u for %u-bit addresses", (unsigned)header_bytes,
                    (unsigned)(HEADER_FIXED + REGIONS_MAX * table_entry_bytes(d)), (unsigned)d->address_bits);
    }
    if (size < header_bytes)
    {
        return fail(r, size, "truncated: the header needs %u bytes, the file has %zu", (unsigned)header_bytes, size);
    }
    if (check_text(r, 24u, 64u, d->hash, 1, "the configuration hash") != 0)
    {
        return -1;
    }
    if (check_text(r, 88u, 36u, d->name, 0, "the configuration name") != 0)
    {
        return -1;
    }
    if (strlen(d->name) > NAME_MAX_CHARS)
    {
        /* RTPROF_NAME has 1..32 characters (spec/config.md), so at least four NULs follow it */
        return fail(r, 88u + NAME_MAX_CHARS, "the configuration name has %u characters (at most %u, then NULs)",
                    (unsigned)strlen(d->name), NAME_MAX_CHARS);
    }
    if (!(((d->name[0] >= 'a') && (d->name[0] <= 'z')) || ((d->name[0] >= 'A') && (d->name[0] <= 'Z'))))
    {
        return fail(r, 88u, "the configuration name does not start with a letter");
    }
    return 0;
}

/* The header's twelve configuration values (offsets 124..171), each against what it may be. */
static int read_config(reader_t *r, dump_t *d)
{
    uint32_t cfg[CFG_COUNT];
    uint32_t i;

    for (i = 0u; i < CFG_COUNT; i++)
    {
        cfg[i] = get32(r, 124u + 4u * i);
    }
    d->tasks = cfg[0];
    d->counter_bits = cfg[1];
    d->result_float = (int)cfg[2];
    d->exact_sum = (int)cfg[3];
    d->interval = cfg[4];
    d->timer_bits = cfg[5];
    d->timer_down = (int)cfg[6];
    d->timer_hz = cfg[7];
    d->window_ms = cfg[8];
    d->log_entries = cfg[9];
    d->log_stop = (int)cfg[10];
    d->log_nest_max = cfg[11];
    if ((d->tasks < 1u) || (d->tasks > DUMP_MAX_TASKS))
    {
        return fail(r, 124u, "task count %u (allowed: 1..255)", (unsigned)d->tasks);
    }
    if ((d->counter_bits != 16u) && (d->counter_bits != 32u) && (d->counter_bits != 64u))
    {
        return fail(r, 128u, "counter width %u bits (allowed: 16, 32, 64)", (unsigned)d->counter_bits);
    }
    if ((cfg[2] > 1u) || (cfg[3] > 1u) || ((cfg[2] == 1u) && (cfg[3] == 1u)))
    {
        return fail(r, 132u, "result kind %u and rounding %u (allowed: int floor 0 0, int exact_sum 0 1, float 1 0)",
                    (unsigned)cfg[2], (unsigned)cfg[3]);
    }
    if (d->interval > 2u)
    {
        return fail(r, 140u, "interval source %u (allowed: 0 tick, 1 timer, 2 user)", (unsigned)d->interval);
    }
    if ((d->interval == 1u) ? ((d->timer_bits != 16u) && (d->timer_bits != 24u) && (d->timer_bits != 32u) && (d->timer_bits != 64u))
                            : (d->timer_bits != 0u))
    {
        return fail(r, 144u, "timer width %u bits (allowed: 16, 24, 32, 64 for a timer, else 0)", (unsigned)d->timer_bits);
    }
    if (cfg[6] > 1u)
    {
        return fail(r, 148u, "timer direction %u (allowed: 0 up, 1 down)", (unsigned)cfg[6]);
    }
    if (d->timer_hz == 0u)
    {
        return fail(r, 152u, "timer rate 0 Hz (allowed: 1..4294967295)");
    }
    if ((d->window_ms == 0u) || (d->window_ms > 86400000u))
    {
        return fail(r, 156u, "window %u ms (allowed: 1..86400000)", (unsigned)d->window_ms);
    }
    if ((d->log_entries != 0u) && (!is_power_of_two(d->log_entries) || (d->log_entries < 8u) || (d->log_entries > DUMP_MAX_ENTRIES)))
    {
        return fail(r, 160u, "log of %u entries (allowed: 0, or 2^3..2^12)", (unsigned)d->log_entries);
    }
    if ((d->log_entries != 0u) && (d->interval != 1u))
    {
        return fail(r, 160u, "a log of %u entries in a configuration without a timer", (unsigned)d->log_entries);
    }
    if (cfg[10] > 1u)
    {
        return fail(r, 164u, "full-log policy %u (allowed: 0 overwrite, 1 stop)", (unsigned)cfg[10]);
    }
    return 0;
}

/* The region table (its count at offset 172, its entries from offset 176): each used entry's region
 * within the file, of the size its kind has in this configuration, no known kind twice; unused
 * entries zero; the regions' bytes, in the table's order, ending with the file. */
static int read_table(reader_t *r, const dump_t *d, table_t *t)
{
    const size_t entry_bytes = table_entry_bytes(d);
    const uint32_t count = get32(r, 172u);
    size_t at = HEADER_FIXED + REGIONS_MAX * entry_bytes;
    uint32_t i;

    memset(t->by_kind, 0, sizeof t->by_kind);
    if (count > REGIONS_MAX)
    {
        return fail(r, 172u, "%u regions (allowed: at most %u)", (unsigned)count, REGIONS_MAX);
    }
    for (i = 0u; i < count; i++)
    {
        const size_t entry = HEADER_FIXED + (size_t)i * entry_bytes;
        region_t *const g = &t->region[i];
        uint64_t want;

        g->kind = get32(r, entry);
        g->bytes = get32(r, entry + 4u);
        g->address = get(r, entry + 8u, (d->address_bits == 32u) ? 4u : 8u);
        g->at = at;
        if ((r->size - at) < g->bytes)
        {
            return fail(r, at, "truncated: region %u (%s) has %u bytes, %zu are left", (unsigned)i,
                        (g->kind <= K_LAST) ? kind_name[g->kind] : "unknown kind", (unsigned)g->bytes, r->size - at);
        }
        want = expected_bytes(d, g->kind);
        if ((g->kind >= 1u) && (g->kind <= K_LAST))
        {
            if (t->by_kind[g->kind] != NULL)
            {
                return fail(r, entry, "region %u repeats kind %s", (unsigned)i, kind_name[g->kind]);
            }
            if ((g->kind == K_PROF_BINS16) || (g->kind == K_PROF_BINS32) || (g->kind == K_PROF_ARCS))
            {
                if (!sized_by_count(d, g->kind, g->bytes))
                {
                    return fail(r, entry + 4u, "region %u (%s) has %u bytes, not a power-of-two count of %s", (unsigned)i,
                                kind_name[g->kind], (unsigned)g->bytes,
                                (g->kind == K_PROF_ARCS) ? "arc slots (8..16384)" : "bins (16..65536)");
                }
            }
            else if (g->bytes != want)
            {
                return fail(r, entry + 4u, "region %u (%s) has %u bytes, expected %llu for this configuration", (unsigned)i,
                            kind_name[g->kind], (unsigned)g->bytes, (unsigned long long)want);
            }
            t->by_kind[g->kind] = g;
        }
        at += g->bytes;
    }
    for (i = count; i < REGIONS_MAX; i++)
    {
        size_t b;

        for (b = 0u; b < entry_bytes; b++)
        {
            if (r->data[HEADER_FIXED + (size_t)i * entry_bytes + b] != 0u)
            {
                return fail(r, HEADER_FIXED + (size_t)i * entry_bytes + b, "unused region entry %u is not zero", (unsigned)i);
            }
        }
    }
    if (at != r->size)
    {
        return fail(r, at, "%zu bytes after the last region", r->size - at);
    }
    return 0;
}

/* The BANKS and LIVE regions (sizes checked by read_table): the live-bank pointer at one of the two
 * banks (or 0 before rtprof_init), and the counts of the other, the last closed window's. */
static int read_banks(reader_t *r, const region_t *banks, const region_t *live, dump_t *d)
{
    const uint64_t bank_bytes = banks->bytes / 2u;
    const uint64_t live_at = get(r, live->at, d->address_bits / 8u);
    const unsigned width = d->counter_bits / 8u;
    size_t closed_at;
    uint32_t b;

    if (live_at == banks->address)
    {
        closed_at = banks->at + (size_t)bank_bytes;
    }
    else if ((live_at >= banks->address) && ((live_at - banks->address) == bank_bytes))
    {
        closed_at = banks->at;
    }
    else if ((live_at == 0u) && !d->initialised)
    {
        closed_at = banks->at + (size_t)bank_bytes;
    }
    else
    {
        return fail(r, live->at, "the live-bank pointer 0x%llx points at neither bank (0x%llx, 0x%llx)", (unsigned long long)live_at,
                    (unsigned long long)banks->address, (unsigned long long)(banks->address + bank_bytes));
    }
    for (b = 0u; b <= d->tasks; b++)
    {
        d->closed[b] = get(r, closed_at + (size_t)b * width, width);
    }
    return 0;
}

/* The WINDOW region (16 bytes, checked by read_table): its total, scale shift and four flags. */
static int read_window(reader_t *r, const region_t *w, dump_t *d)
{
    d->total = get(r, w->at, 8u);
    d->scale_shift = r->data[w->at + 8u];
    if ((get_bool(r, w->at + 9u, &d->saturated, "the window's saturated flag") != 0) ||
        (get_bool(r, w->at + 10u, &d->overlong, "the window's overlong flag") != 0) ||
        (get_bool(r, w->at + 11u, &d->unattributed, "the window's unattributed flag") != 0) ||
        (get_bool(r, w->at + 12u, &d->empty, "the window's empty flag") != 0))
    {
        return -1;
    }
    if (d->scale_shift > 32u)
    {
        return fail(r, w->at + 8u, "scale shift %u (allowed: 0..32)", (unsigned)d->scale_shift);
    }
    return 0;
}

/* The RESULTS region of an int configuration (size checked by read_table): each bucket's hundredths
 * of a percent, at most 10000. */
static int read_results(reader_t *r, const region_t *res, dump_t *d)
{
    uint32_t b;

    d->has_results = 1;
    for (b = 0u; b <= d->tasks; b++)
    {
        d->results[b] = (uint32_t)get(r, res->at + 2u * (size_t)b, 2u);
        if (d->results[b] > 10000u)
        {
            return fail(r, res->at + 2u * (size_t)b, "result of bucket %u is %u hundredths (allowed: 0..10000)", (unsigned)b,
                        (unsigned)d->results[b]);
        }
    }
    return 0;
}

/* The CPU-load regions: BANKS, LIVE, WINDOW, INITIALISED, and RESULTS in an int configuration. */
static int read_load(reader_t *r, const table_t *t, dump_t *d)
{
    if ((t->by_kind[K_BANKS] == NULL) || (t->by_kind[K_LIVE] == NULL) || (t->by_kind[K_WINDOW] == NULL) ||
        (t->by_kind[K_INITIALISED] == NULL))
    {
        return fail(r, 172u, "a CPU-load region is missing (BANKS, LIVE, WINDOW and INITIALISED are required)");
    }
    if ((get_bool(r, t->by_kind[K_INITIALISED]->at, &d->initialised, "rtprof_initialised") != 0) ||
        (read_banks(r, t->by_kind[K_BANKS], t->by_kind[K_LIVE], d) != 0) || (read_window(r, t->by_kind[K_WINDOW], d) != 0))
    {
        return -1;
    }
    if (!d->result_float)
    {
        if (t->by_kind[K_RESULTS] == NULL)
        {
            return fail(r, 172u, "the RESULTS region of an int configuration is missing");
        }
        return read_results(r, t->by_kind[K_RESULTS], d);
    }
    return 0;
}

/* The NAMES region (size checked by read_table): per task up to 27 printable characters, then NULs
 * to its 28th byte. */
static int read_names(reader_t *r, const region_t *names, dump_t *d)
{
    uint32_t t;

    d->has_names = 1;
    for (t = 0u; t < d->tasks; t++)
    {
        const size_t base = names->at + (size_t)t * DUMP_NAME_BYTES;
        size_t k;
        int ended = 0;

        for (k = 0u; k < DUMP_NAME_BYTES; k++)
        {
            const uint8_t c = r->data[base + k];

            if (ended || (k == DUMP_NAME_BYTES - 1u))
            {
                if (c != 0u)
                {
                    return fail(r, base + k, "the name of task %u is not NUL-padded", (unsigned)t);
                }
            }
            else if (c == 0u)
            {
                ended = 1;
            }
            else if ((c < 0x20u) || (c > 0x7Eu))
            {
                return fail(r, base + k, "the name of task %u has the character 0x%02x", (unsigned)t, (unsigned)c);
            }
            else
            {
                /* printable */
            }
            d->names[t][k] = (char)c;
        }
    }
    return 0;
}

/* Held log entry k, at offset base: unless it is the arming mark, its task ids within the
 * configuration's tasks (255 the scheduler), its interrupt ids 0..254, a task start to a task. */
/* A format 2 entry (spec/cslog.md) as format 1 has it: word 2's start delay or deadline margin
 * derived from the times it holds, the core id moved down one bit over the "word 2 is a time" bit.
 * The delay is taken modulo 2^32 units and the margin as a 32-bit two's complement difference, both
 * exact where format 1's are (a delay below 2^32 - 1 units, a margin from -2^31 to 2^31 - 2); a margin
 * of 2^31 - 1 is held at 2^31 - 2 as format 1 holds it, 0x7FFFFFFF meaning "no deadline". */
static int entry_from_format2(reader_t *r, uint32_t k, size_t base, dump_entry_t *e)
{
    const uint32_t w0 = e->word[0];
    const int timed = ((w0 >> 19) & 1u) != 0u;
    const int other = ((w0 >> 18) & 1u) != 0u;

    if (!timed && (e->word[2] != 0x7FFFFFFFu))
    {
        return fail(r, base + 8u, "log entry %u holds no time in word 2 but 0x%08x (format 2 writes 0x7fffffff)", (unsigned)k,
                    (unsigned)e->word[2]);
    }
    if (!other && !timed)
    {
        return fail(r, base, "log entry %u is a task start without its release time (format 2 sets bit 19)", (unsigned)k);
    }
    if (timed && other)
    {
        const uint32_t margin = e->word[2] - e->word[1];

        e->word[2] = (margin == 0x7FFFFFFFu) ? 0x7FFFFFFEu : margin;
    }
    else if (timed)
    {
        e->word[2] = e->word[1] - e->word[2];
    }
    else
    {
        /* no deadline: 0x7FFFFFFF in both formats */
    }
    e->word[0] = (w0 & 0xFF07FFFFu) | (((w0 >> 20) & 0xFu) << 19);
    return 0;
}

static int read_entry(reader_t *r, const dump_t *d, uint32_t k, size_t base, dump_entry_t *e)
{
    uint32_t w;

    for (w = 0u; w < 4u; w++)
    {
        e->word[w] = get32(r, base + 4u * w);
    }
    if ((d->version == 2u) && ((e->word[0] & 0xFFFFFFu) != 0x7FFFFu) && (entry_from_format2(r, k, base, e) != 0))
    {
        return -1;
    }
    if ((e->word[0] & 0xFFFFFFu) != 0x7FFFFu) /* the arming mark names interrupt 255 on purpose */
    {
        const uint32_t w0 = e->word[0];
        const uint32_t from_irq = (w0 >> 17) & 1u;
        const uint32_t to_irq = (w0 >> 16) & 1u;
        const uint32_t from = (w0 >> 8) & 0xFFu;
        const uint32_t to = w0 & 0xFFu;

        if ((!from_irq && (from != 0xFFu) && (from >= d->tasks)) || (!to_irq && (to != 0xFFu) && (to >= d->tasks)))
        {
            return fail(r, base, "log entry %u names task %u, the configuration has %u tasks", (unsigned)k,
                        (unsigned)((!from_irq && (from != 0xFFu) && (from >= d->tasks)) ? from : to), (unsigned)d->tasks);
        }
        if ((from_irq && (from == 0xFFu)) || (to_irq && (to == 0xFFu)))
        {
            return fail(r, base, "log entry %u names interrupt 255 (allowed: 0..254)", (unsigned)k);
        }
        if ((((w0 >> 18) & 1u) == 0u) && (to_irq || (to == 0xFFu)))
        {
            return fail(r, base, "log entry %u is a task start to %s", (unsigned)k, to_irq ? "an interrupt" : "the scheduler");
        }
    }
    return 0;
}

/* The log's regions (sizes checked by read_table): its counts and flags consistent with its
 * full-ring policy, which give the entries the ring holds and the slot of the oldest; then each
 * held entry, oldest first. */
static int read_log(reader_t *r, const table_t *t, dump_t *d)
{
    const region_t *const ring = t->by_kind[K_LOG_RING];
    uint32_t oldest_slot;
    uint32_t k;

    if ((ring == NULL) || (t->by_kind[K_LOG_SEQUENCE] == NULL) || (t->by_kind[K_LOG_OVERRUN] == NULL) ||
        (t->by_kind[K_LOG_FULL] == NULL) || (t->by_kind[K_LOG_ARMED] == NULL))
    {
        return fail(r, 172u, "a log region is missing (LOG_RING, LOG_SEQUENCE, LOG_OVERRUN, LOG_FULL and LOG_ARMED are required)");
    }
    d->has_log = 1;
    d->sequence = get32(r, t->by_kind[K_LOG_SEQUENCE]->at);
    d->overrun = get32(r, t->by_kind[K_LOG_OVERRUN]->at);
    if ((get_bool(r, t->by_kind[K_LOG_FULL]->at, &d->full, "the log's full flag") != 0) ||
        (get_bool(r, t->by_kind[K_LOG_ARMED]->at, &d->armed, "the log's armed flag") != 0))
    {
        return -1;
    }
    if (d->log_stop)
    {
        if (d->sequence > d->log_entries)
        {
            return fail(r, t->by_kind[K_LOG_SEQUENCE]->at, "sequence count %u above the ring's %u entries in stop mode",
                        (unsigned)d->sequence, (unsigned)d->log_entries);
        }
        if (d->full != (d->sequence == d->log_entries))
        {
            return fail(r, t->by_kind[K_LOG_FULL]->at, "full flag %d with sequence count %u of %u entries", d->full,
                        (unsigned)d->sequence, (unsigned)d->log_entries);
        }
        d->count = d->sequence;
        d->first_sequence = 0u;
        oldest_slot = 0u;
    }
    else if (d->full)
    {
        /* overwrite, full: every entry after the first 2^k lost one, so the overrun count is the
           sequence count less 2^k (both modulo 2^32), or saturated (spec/cslog.md) */
        const uint32_t lost = d->sequence - d->log_entries; /* modulo 2^32 */

        if ((d->overrun != lost) && (d->overrun != 0xFFFFFFFFu))
        {
            return fail(r, t->by_kind[K_LOG_OVERRUN]->at,
                        "overrun count %u with sequence count %u of a full ring of %u entries (expected %u, or 4294967295 saturated)",
                        (unsigned)d->overrun, (unsigned)d->sequence, (unsigned)d->log_entries, (unsigned)lost);
        }
        d->count = d->log_entries;
        d->first_sequence = d->sequence - d->log_entries; /* modulo 2^32 */
        oldest_slot = d->sequence & (d->log_entries - 1u);
    }
    else
    {
        if (d->sequence >= d->log_entries)
        {
            return fail(r, t->by_kind[K_LOG_SEQUENCE]->at, "sequence count %u of a ring of %u entries that was never full",
                        (unsigned)d->sequence, (unsigned)d->log_entries);
        }
        if (d->overrun != 0u)
        {
            return fail(r, t->by_kind[K_LOG_OVERRUN]->at, "overrun count %u of a ring that was never full", (unsigned)d->overrun);
        }
        d->count = d->sequence;
        d->first_sequence = 0u;
        oldest_slot = 0u;
    }
    for (k = 0u; k < d->count; k++)
    {
        const uint32_t slot = (oldest_slot + k) & (d->log_entries - 1u);

        if (read_entry(r, d, k, ring->at + (size_t)slot * 16u, &d->entries[k]) != 0)
        {
            return -1;
        }
    }
    return 0;
}

/* The profile's arc table: a free slot (count 0) all zero, no arc in two slots. */
static int read_arcs(reader_t *r, const region_t *arcs, dump_t *d)
{
    const unsigned a = (unsigned)(d->address_bits / 8u);
    const size_t slot = (size_t)arc_slot_bytes(d);
    uint32_t i;
    uint32_t j;

    d->prof_slots = arcs->bytes / (uint32_t)slot;
    for (i = 0u; i < d->prof_slots; i++)
    {
        const size_t at = arcs->at + (size_t)i * slot;
        const uint64_t from = get(r, at, a);
        const uint64_t self = get(r, at + a, a);
        const uint32_t count = get32(r, at + 2u * a);

        if (count == 0u)
        {
            if ((from != 0u) || (self != 0u))
            {
                return fail(r, at, "free arc slot %u holds an address", (unsigned)i);
            }
            continue;
        }
        for (j = 0u; j < d->arc_count; j++)
        {
            if ((d->arcs[j].from == from) && (d->arcs[j].self == self))
            {
                return fail(r, at, "arc slot %u repeats the arc 0x%llx -> 0x%llx", (unsigned)i, (unsigned long long)from,
                            (unsigned long long)self);
            }
        }
        d->arcs[d->arc_count].from = from;
        d->arcs[d->arc_count].self = self;
        d->arcs[d->arc_count].count = count;
        d->arc_count++;
    }
    return 0;
}

/* The function profile: its state (a range of whole buckets inside the address space, at most the
 * histogram's bins, the hooks' bound its span or 0, counts that add up), its histogram and its arc
 * table. The target keeps no sample total: out_prof_summary adds it up. */
static int read_prof(reader_t *r, const table_t *t, dump_t *d)
{
    const region_t *const p = t->by_kind[K_PROF];
    const region_t *const bins = (t->by_kind[K_PROF_BINS16] != NULL) ? t->by_kind[K_PROF_BINS16] : t->by_kind[K_PROF_BINS32];
    const unsigned a = (unsigned)(d->address_bits / 8u);
    const size_t w = p->at + 3u * a; /* the six words */
    const uint64_t top = (a == 4u) ? 0x100000000ULL : 0u; /* 0: 2^64, the whole space */
    uint64_t live;
    uint32_t i;

    if ((bins == NULL) || ((t->by_kind[K_PROF_BINS16] != NULL) && (t->by_kind[K_PROF_BINS32] != NULL)))
    {
        return fail(r, HEADER_FIXED, "the function profile needs one histogram region (PROF_BINS16 or PROF_BINS32)");
    }
    d->has_prof = 1;
    d->prof_at = p->at;
    d->prof_low = get(r, p->at, a);
    d->prof_span = get(r, p->at + a, a);
    live = get(r, p->at + 2u * a, a);
    d->prof_shift = get32(r, w);
    d->prof_rate = get32(r, w + 4u);
    d->prof_outside = get32(r, w + 8u);
    d->prof_saturated = get32(r, w + 12u);
    d->prof_calls = get32(r, w + 16u);
    d->prof_lost = get32(r, w + 20u);
    d->prof_bin_bits = (bins->kind == K_PROF_BINS16) ? 16u : 32u;
    d->prof_bins = bins->bytes / (d->prof_bin_bits / 8u);
    if ((live != 0u) && (live != d->prof_span))
    {
        return fail(r, p->at + 2u * a, "the profile's bound is %llu bytes, neither 0 (off) nor its span, %llu", (unsigned long long)live,
                    (unsigned long long)d->prof_span);
    }
    d->prof_on = (live != 0u) ? 1 : 0;
    if ((d->prof_low % 2u) != 0u)
    {
        return fail(r, p->at, "the profile's range starts at the odd address 0x%llx", (unsigned long long)d->prof_low);
    }
    if (d->prof_span == 0u)
    {
        if (d->prof_shift != 0u)
        {
            return fail(r, p->at + a, "a profile without a range has a bucket (shift %u)", (unsigned)d->prof_shift);
        }
    }
    else
    {
        if ((d->prof_shift < 1u) || (d->prof_shift > 31u))
        {
            return fail(r, w, "bucket shift %u (allowed: 1..31)", (unsigned)d->prof_shift);
        }
        if (((d->prof_span & ((1ULL << d->prof_shift) - 1u)) != 0u) || ((d->prof_span >> d->prof_shift) > d->prof_bins))
        {
            return fail(r, p->at + a, "a range of %llu bytes is not at most %u whole buckets of %llu bytes", (unsigned long long)d->prof_span,
                        (unsigned)d->prof_bins, (unsigned long long)(1ULL << d->prof_shift));
        }
        if ((top != 0u) ? ((d->prof_low >= top) || (d->prof_span > top - d->prof_low)) : (d->prof_span - 1u > UINT64_MAX - d->prof_low))
        {
            return fail(r, p->at, "the range 0x%llx + %llu bytes ends past the address space", (unsigned long long)d->prof_low,
                        (unsigned long long)d->prof_span);
        }
        if (d->prof_rate == 0u)
        {
            return fail(r, w + 4u, "a profile with a range has a sampling rate of 0 Hz");
        }
    }
    if ((d->prof_calls != 0xFFFFFFFFu) && (d->prof_lost > d->prof_calls))
    {
        return fail(r, w + 20u, "%u arcs lost of only %u calls", (unsigned)d->prof_lost, (unsigned)d->prof_calls);
    }
    for (i = 0u; i < d->prof_bins; i++)
    {
        d->bins[i] = (uint32_t)get(r, bins->at + (size_t)i * (d->prof_bin_bits / 8u), d->prof_bin_bits / 8u);
    }
    return (t->by_kind[K_PROF_ARCS] != NULL) ? read_arcs(r, t->by_kind[K_PROF_ARCS], d) : 0;
}

int dump_parse(const uint8_t *data, size_t size, dump_t *d, char *err, size_t err_size)
{
    reader_t r;
    table_t t;

    r.data = data;
    r.size = size;
    r.big = 0;
    r.err = err;
    r.err_size = err_size;
    memset(d, 0, sizeof *d);
    if (err_size > 0u)
    {
        err[0] = '\0';
    }
    if ((read_header(&r, d) != 0) || (read_config(&r, d) != 0) || (read_table(&r, d, &t) != 0) || (read_load(&r, &t, d) != 0))
    {
        return -1;
    }
    if ((t.by_kind[K_NAMES] != NULL) && (read_names(&r, t.by_kind[K_NAMES], d) != 0))
    {
        return -1;
    }
    if ((d->log_entries != 0u) && (read_log(&r, &t, d) != 0))
    {
        return -1;
    }
    if (t.by_kind[K_PROF] != NULL)
    {
        return read_prof(&r, &t, d);
    }
    if ((t.by_kind[K_PROF_BINS16] != NULL) || (t.by_kind[K_PROF_BINS32] != NULL) || (t.by_kind[K_PROF_ARCS] != NULL))
    {
        return fail(&r, HEADER_FIXED, "a histogram or arc table without the function profile's state (PROF)");
    }
    return 0;
}

uint32_t dump_hundredths(const dump_t *d, uint32_t b)
{
    uint32_t h = 0u;

    if (d->has_results)
    {
        h = d->results[b];
    }
    else if (d->total != 0u)
    {
        /* the target's float getter and formatter, in the same float arithmetic */
        float share = ((float)d->closed[b] * 100.0f) / (float)d->total;
        float scaled;

        if (share > 100.0f)
        {
            share = 100.0f;
        }
        scaled = (share * 100.0f) + 0.5f;
        h = (uint32_t)scaled;
        if (h > 10000u)
        {
            h = 10000u;
        }
    }
    else
    {
        /* an empty window */
    }
    return h;
}
