/* SPDX-License-Identifier: Apache-2.0 */
/* baselines.c: the scmRTOS profiler, FreeRTOS's run-time-stats arithmetic and eCos's gprof support, as
 * benchmark baselines. Written from the scmRTOS profiler's published listings, FreeRTOS's documented
 * behaviour and the description of eCos's gprof support, not copied; the timer read and the critical
 * section are rtprof's port functions, the same calls rtprof makes. */
#include <stdbool.h>
#include <stdint.h>
#include "rtprof_port.h"
#include "baselines.h"

/* ---- the shortest tick hook found (floor_tick16 in baselines.h): its counters, the last the
 * unattributed bucket */
static uint16_t floor_tick_count[BENCH_N + 1u];
uint16_t *floor_tick_live = floor_tick_count;

/* ---- the scmRTOS profiler (Listing 1: counters and results; Listing 3: time_interval) */
static volatile uint32_t scm_counters[BENCH_N];
uint32_t scm_result_int[BENCH_N];
float scm_result_float[BENCH_N];
static uint32_t scm_cycles;

/* Listing 3: the timer now minus the timer at the previous call (a 32-bit up counter). */
static inline uint32_t scm_time_interval(void)
{
    const uint32_t cyc = rtprof_port_timer_read32();
    const uint32_t res = cyc - scm_cycles;

    scm_cycles = cyc;
    return res;
}

/* Listing 1, advance_counters: no bound check, no saturation. */
void scm_advance(uint32_t cur)
{
    const uint32_t elapsed = scm_time_interval();

    scm_counters[cur] += elapsed;
}

/* Listing 2: copy and zero under the critical section, 32-bit sum, one division per task. */
static uint32_t scm_snapshot(uint32_t cache[BENCH_N])
{
    uint32_t sum = 0u;
    uint32_t i;
    const uint32_t key = rtprof_port_critical_enter();

    for (i = 0u; i < BENCH_N; i++)
    {
        cache[i] = scm_counters[i];
        scm_counters[i] = 0u;
    }
    rtprof_port_critical_exit(key);
    for (i = 0u; i < BENCH_N; i++)
    {
        sum += cache[i];
    }
    return sum;
}

void scm_process_int(void)
{
    uint32_t cache[BENCH_N];
    const uint32_t sum = scm_snapshot(cache);
    uint32_t i;

    for (i = 0u; i < BENCH_N; i++)
    {
        scm_result_int[i] = (uint32_t)(((uint64_t)cache[i] * 10000u) / sum);
    }
}

void scm_process_float(void)
{
    uint32_t cache[BENCH_N];
    const uint32_t sum = scm_snapshot(cache);
    uint32_t i;

    for (i = 0u; i < BENCH_N; i++)
    {
        scm_result_float[i] = (float)cache[i] / (float)sum * 100.0f;
    }
}

/* ---- FreeRTOS run-time stats: counter per task, the switch-in time, the report's percentages */
static uint32_t frt_counter[BENCH_N];
static uint32_t frt_switched_in;
uint32_t frt_percent[BENCH_N];

void frt_switch(uint32_t cur)
{
    const uint32_t now = rtprof_port_timer_read32();

    if (now > frt_switched_in)
    {
        frt_counter[cur] += now - frt_switched_in;
    }
    frt_switched_in = now;
}

/* The total is the run-time counter now (time since the scheduler started), as FreeRTOS reads it. */
void frt_report(void)
{
    uint32_t total = rtprof_port_timer_read32();
    uint32_t i;

    total /= 100u;
    for (i = 0u; i < BENCH_N; i++)
    {
        frt_percent[i] = (total > 0u) ? (frt_counter[i] / total) : 0u;
    }
}

/* ---- the least a log entry can be: under the critical section, one timer read and four words
 * stored at the next slot of a ring of 2^8 entries, the index moved. No 40-bit time, no sequence or
 * overrun count, no arm control, no full-ring policy, no deadline: the physical limit of an entry. */
#define MIN_LOG_ENTRIES 256u
static uint32_t min_log_ring[MIN_LOG_ENTRIES][4];
static uint32_t min_log_index;

void min_log_put(uint32_t fields, uint32_t sp)
{
    const uint32_t key = rtprof_port_critical_enter();
    uint32_t *const entry = min_log_ring[min_log_index & (MIN_LOG_ENTRIES - 1u)];

    entry[0] = fields;
    entry[1] = rtprof_port_timer_read32();
    entry[2] = 0x7FFFFFFFu;
    entry[3] = sp;
    min_log_index++;
    rtprof_port_critical_exit(key);
}

/* ---- the floor of a full log entry: every property rtprof's log entry has, written for the fewest
 * instructions, not for the provers. A switch charges the outgoing task's saturating 32-bit counter
 * (floor_switch: that alone, the comparison) and floor_log_switch also writes the entry of
 * spec/cslog.md (format 2): word 0 with time bits 32..39, whether word 2 is a time, the type, the
 * from and to fields; word 1 the time's low 32 bits; word 2 the release time's low 32 bits (a
 * released task's first run) or the outgoing task's deadline's (0x7FFFFFFF without one); word 3
 * the stack pointer; at slot sequence mod FLOOR_ENTRIES when armed, the scratch slot
 * otherwise; the sequence count (modulo 2^32), the overrun count (kept at UINT32_MAX) and the full
 * flag exact, on a ring that overwrites its oldest entry. Its shortcuts, where rtprof's log is
 * written for its proofs: the time is 64 bits inside (the sum of the timer's 32-bit differences, so
 * no epoch), the state is one structure, and the switch is one function.
 * For a 32-bit up-counting timer; tests/bench/test_floor.c checks that it writes the entries rtprof's
 * log writes. */
#ifndef FLOOR_ENTRIES
#define FLOOR_ENTRIES 256u
#endif
#define FLOOR_SCHEDULER 0xFFu
#define FLOOR_OTHER 0x40000u
#define FLOOR_TIMED 0x80000u
#define FLOOR_MARK 0x7FFFFu
#define FLOOR_NO_DEADLINE 0x7FFFFFFFu
typedef struct
{
    uint64_t time;
    uint32_t last;
    uint32_t running;                 /* the counter charged: a task, or BENCH_N for the scheduler */
    uint32_t from;                    /* word 0's from field of the running context, in place */
    uint32_t sequence;
    uint32_t overrun;
    uint32_t full;                    /* 1 or 0 */
    uint32_t armed;                   /* 1 or 0 */
    uint32_t counter[BENCH_N + 1u];
    uint32_t released[BENCH_N];
    uint32_t due[BENCH_N + 1u];
    uint8_t pending[BENCH_N];
    uint8_t timed[BENCH_N + 1u];      /* the scheduler's is always 0 */
    uint32_t ring[FLOOR_ENTRIES + 1u][4];
} floor_log_t;
static floor_log_t floor_log;

/* The time since the previous hook, charged to the running task's counter (saturating). */
static inline __attribute__((always_inline)) uint32_t floor_charge(void)
{
    const uint32_t now = rtprof_port_timer_read32();
    const uint32_t elapsed = now - floor_log.last;
    const uint32_t counter = floor_log.counter[floor_log.running];
    const uint32_t sum = counter + elapsed;

    floor_log.last = now;
    floor_log.counter[floor_log.running] = (sum < counter) ? UINT32_MAX : sum;
    return elapsed;
}

void floor_switch(uint32_t to)
{
    if ((to < BENCH_N) || (to == FLOOR_SCHEDULER))
    {
        const uint32_t key = rtprof_port_critical_enter();

        (void)floor_charge();
        floor_log.running = (to < BENCH_N) ? to : BENCH_N;
        rtprof_port_critical_exit(key);
    }
}

/* One entry at the next slot when armed (the scratch slot otherwise), the counts moved. */
static inline __attribute__((always_inline)) void floor_put(uint32_t word0, uint64_t time, uint32_t word2, uint32_t sp)
{
    const uint32_t sequence = floor_log.sequence;
    const uint32_t armed = floor_log.armed;
    const uint32_t full = floor_log.full;
    const uint32_t slot = (armed != 0u) ? (sequence % FLOOR_ENTRIES) : FLOOR_ENTRIES;
    uint32_t *const entry = floor_log.ring[slot];

    entry[0] = ((uint32_t)(time >> 32) << 24) + word0;
    entry[1] = (uint32_t)time;
    entry[2] = word2;
    entry[3] = sp;
    floor_log.overrun += armed & full & ((floor_log.overrun != UINT32_MAX) ? 1u : 0u);
    floor_log.full = full | (armed & ((slot == (FLOOR_ENTRIES - 1u)) ? 1u : 0u));
    floor_log.sequence = sequence + armed;
}

void floor_log_switch(uint32_t to, uint32_t sp)
{
    if ((to < BENCH_N) || (to == FLOOR_SCHEDULER))
    {
        const uint32_t key = rtprof_port_critical_enter();
        const uint64_t time = floor_log.time + floor_charge();
        const uint32_t running = floor_log.running;
        const uint32_t next = (to < BENCH_N) ? to : BENCH_N;
        uint32_t word0 = floor_log.from + to;
        uint32_t word2;

        if ((next < BENCH_N) && (floor_log.pending[next] != 0u))
        {
            floor_log.pending[next] = 0u;
            word0 += FLOOR_TIMED;
            word2 = floor_log.released[next];
        }
        else
        {
            const uint32_t timed = floor_log.timed[running];

            word0 += FLOOR_OTHER + (timed << 19);
            word2 = (timed == 0u) ? FLOOR_NO_DEADLINE : floor_log.due[running];
        }
        floor_put(word0, time, word2, sp);
        floor_log.time = time;
        floor_log.from = to << 8;
        floor_log.running = next;
        rtprof_port_critical_exit(key);
    }
}

/* The rest of the floor's log, as rtprof's log does it (not measured): the time from the timer,
 * the scheduler running; arming (counts cleared, the mark entry); disarming; a task's release
 * (its start time kept until it runs, its deadline cleared) and its deadline (0: none). */
void floor_log_init(void)
{
    const uint32_t now = rtprof_port_timer_read32();

    floor_log.last = now;
    floor_log.time = now;
    floor_log.running = BENCH_N;
    floor_log.from = FLOOR_SCHEDULER << 8;
}

void floor_log_arm(void)
{
    floor_log.sequence = 0u;
    floor_log.overrun = 0u;
    floor_log.full = 0u;
    floor_log.armed = 1u;
    floor_put(FLOOR_MARK, floor_log.time, FLOOR_NO_DEADLINE, 0u);
}

void floor_log_disarm(void)
{
    floor_log.armed = 0u;
}

void floor_log_release(uint32_t task)
{
    if (task < BENCH_N)
    {
        floor_log.time += floor_charge();
        if (floor_log.pending[task] == 0u)
        {
            floor_log.pending[task] = 1u;
            floor_log.released[task] = (uint32_t)floor_log.time;
        }
        floor_log.timed[task] = 0u;
    }
}

void floor_log_deadline(uint32_t task, uint32_t units)
{
    if ((task < BENCH_N) && (units < 0x80000000u))
    {
        if (units == 0u)
        {
            floor_log.timed[task] = 0u;
        }
        else
        {
            floor_log.time += floor_charge();
            floor_log.due[task] = (uint32_t)floor_log.time + units;
            floor_log.timed[task] = 1u;
        }
    }
}

const uint32_t *floor_log_slot(uint32_t slot)
{
    return floor_log.ring[slot % FLOOR_ENTRIES];
}

void floor_log_counts(uint32_t *sequence, uint32_t *overrun, uint32_t *full)
{
    *sequence = floor_log.sequence;
    *overrun = floor_log.overrun;
    *full = floor_log.full;
}

/* ---- eCos's gprof support. The eCos gprof article (the document "#4 Profiling"), section I, "Flat
 * profiling": the profiling timer's ISR calls __profile_hit(interrupted_pc), profiling starts with
 * profile_on(start, end, bucket_size, resolution); section II, "PowerPC profiling timer and mcount
 * implementation": _mcount calls hal_mcount(caller, callee), which disables interrupts, calls
 * __profile_mcount(caller, callee) unless a call is already in it (the nesting flag), and restores them.
 * What __profile_hit and __profile_mcount do is eCos's gprof package's (services/profile/gprof,
 * profile.c), transcribed here from its description, in this project's C:
 * - profile_on rounds the bucket size up to a power of two and keeps its log2; the range's last
 *   address is kept, the test is inclusive; the histogram, the hash table and the records are
 *   allocated at start and reached through pointers; bins are 16 bits (the gmon.out format's).
 * - __profile_hit: when enabled and low <= pc <= last, bin (pc - low) >> shift one more unless it
 *   is 0xFFFF. (The request of eCos's gdb script to reset the data is read only when disabled: left out.)
 * - __profile_mcount: when enabled and the caller in the range, the hash table's entry
 *   (caller - low) >> 8 (CYGNUM_PROFILE_CALLGRAPH_HASH_SHIFT: a chain per 256 bytes of calling code)
 *   heads a chain of records linked by index (0: none, so record 0 is never used); the chain is
 *   walked for the record of (caller, callee), whose 32-bit count goes up by one (no saturation);
 *   at the chain's end (or an empty entry) the next free record is claimed and linked with a count
 *   of 1; with no record left the overflow flag is set.
 * Sized for the benchmark: the histogram and the records as rtprof's configuration b_prof_w16 (2^10
 * bins, 2^8 arcs); a range beyond them leaves profiling off, as eCos does when allocation fails. */
#define ECOS_BINS 1024u
#define ECOS_RECORDS 256u
#define ECOS_HASH_SHIFT 8u
#define ECOS_HASH_ENTRIES 16u
typedef struct
{
    uintptr_t low;  /* profile_hist_hdr.low_pc */
    uintptr_t last; /* profile_hist_hdr.high_pc: end - 1 */
} ecos_hist_hdr_t;
typedef struct
{
    uint32_t next;  /* the chain's next record, 0: none */
    uintptr_t from;
    uintptr_t self;
    uint32_t count;
} ecos_arc_t;
static ecos_hist_hdr_t ecos_hist_hdr;
static uint16_t *ecos_hist;
static uint32_t ecos_bucket_shift;
static uint32_t ecos_enabled;
static uint32_t *ecos_hashtable;
static ecos_arc_t *ecos_records;
static uint32_t ecos_records_count;
static uint32_t ecos_next = 1u;
static uint32_t ecos_overflow;
static uint32_t ecos_nested;
/* what profile_on allocates */
static uint16_t ecos_hist_space[ECOS_BINS];
static uint32_t ecos_hash_space[ECOS_HASH_ENTRIES];
static ecos_arc_t ecos_record_space[ECOS_RECORDS];

void ecos_profile_on(uintptr_t low, uintptr_t high, uint32_t bucket)
{
    const uintptr_t size = high - low;
    uint32_t bucket_size = 1u;
    uint32_t shift = 0u;
    uint32_t i;

    while (bucket_size < bucket)
    {
        bucket_size <<= 1u;
        shift++;
    }
    if ((((size + bucket_size) - 1u) / bucket_size <= ECOS_BINS) &&
        ((((size + ((uintptr_t)1u << ECOS_HASH_SHIFT)) - 1u) >> ECOS_HASH_SHIFT) <= ECOS_HASH_ENTRIES))
    {
        ecos_hist_hdr.low = low;
        ecos_hist_hdr.last = high - 1u;
        ecos_bucket_shift = shift;
        ecos_hist = ecos_hist_space;
        ecos_hashtable = ecos_hash_space;
        ecos_records = ecos_record_space;
        ecos_records_count = ECOS_RECORDS;
        for (i = 0u; i < ECOS_BINS; i++)
        {
            ecos_hist[i] = 0u;
        }
        for (i = 0u; i < ECOS_HASH_ENTRIES; i++)
        {
            ecos_hashtable[i] = 0u;
        }
        ecos_next = 1u;
        ecos_overflow = 0u;
        ecos_enabled = 1u;
    }
}

void ecos_profile_hit(uintptr_t pc)
{
    if (ecos_enabled != 0u)
    {
        if ((pc >= ecos_hist_hdr.low) && (pc <= ecos_hist_hdr.last))
        {
            uint16_t *const bin = &ecos_hist[(pc - ecos_hist_hdr.low) >> ecos_bucket_shift];

            if (*bin < 0xFFFFu)
            {
                *bin = (uint16_t)(*bin + 1u);
            }
        }
    }
}

/* The next free record, given the arc with a count of 1 and linked where link points; false when
 * none is left (the overflow flag set). */
static bool ecos_claim(uint32_t *link, uintptr_t caller, uintptr_t callee)
{
    bool claimed = false;

    if (ecos_next == ecos_records_count)
    {
        ecos_overflow = 1u;
    }
    else
    {
        ecos_arc_t *const arc = &ecos_records[ecos_next];

        *link = ecos_next;
        ecos_next++;
        arc->next = 0u;
        arc->from = caller;
        arc->self = callee;
        arc->count = 1u;
        claimed = true;
    }
    return claimed;
}

/* __profile_mcount: in eCos's gprof package, called from the HAL's hal_mcount in another unit, so
 * here neither inlined nor analysed across the call (noipa: hal_mcount's nesting flag is set and
 * cleared around it, as a call into another unit needs). */
__attribute__((noipa)) static void ecos_profile_mcount(uintptr_t caller, uintptr_t callee)
{
    if ((ecos_enabled != 0u) && (caller >= ecos_hist_hdr.low) && (caller <= ecos_hist_hdr.last))
    {
        uint32_t *const head = &ecos_hashtable[(caller - ecos_hist_hdr.low) >> ECOS_HASH_SHIFT];

        if (*head == 0u)
        {
            (void)ecos_claim(head, caller, callee);
        }
        else
        {
            ecos_arc_t *arc = &ecos_records[*head];
            bool done = false;

            while (!done)
            {
                if ((arc->from == caller) && (arc->self == callee))
                {
                    arc->count++;
                    done = true;
                }
                else if (arc->next == 0u)
                {
                    (void)ecos_claim(&arc->next, caller, callee);
                    done = true;
                }
                else
                {
                    arc = &ecos_records[arc->next];
                }
            }
        }
    }
}

/* hal_mcount: interrupts masked, one arc at a time. */
void ecos_mcount(uintptr_t caller, uintptr_t callee)
{
    const uint32_t key = rtprof_port_critical_enter();

    if (ecos_nested == 0u)
    {
        ecos_nested = 1u;
        ecos_profile_mcount(caller, callee);
        ecos_nested = 0u;
    }
    rtprof_port_critical_exit(key);
}

uint32_t ecos_profile_bin(uintptr_t pc)
{
    return ((pc >= ecos_hist_hdr.low) && (pc <= ecos_hist_hdr.last))
           ? ecos_hist[(pc - ecos_hist_hdr.low) >> ecos_bucket_shift] : 0u;
}

uint32_t ecos_profile_arc(uintptr_t caller, uintptr_t callee)
{
    uint32_t count = 0u;
    uint32_t i;

    for (i = 1u; i < ecos_next; i++)
    {
        if ((ecos_records[i].from == caller) && (ecos_records[i].self == callee))
        {
            count = ecos_records[i].count;
        }
    }
    return count;
}
