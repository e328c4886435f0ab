m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl cslog/log-head.m4: the context-switch log's constants, its helpers and rtprof_log_switch, defined
m4_dnl as macros for the two places they go: the core's translation unit (cslog/core-functions.m4) and,
m4_dnl with RTPROF_INLINE_HOOKS=yes, the inline hooks' header (cslog/inline-functions.m4), which the core
m4_dnl then includes. Defines only; the text between [ and ] is output where the macros are expanded.
m4_dnl
m4_dnl
m4_dnl rtprof_log_clock and rtprof_log_last: one text for a 64-bit timer and one for a narrower timer,
m4_dnl where the time is the epoch above the timer's bits. The timer's direction is written once:
m4_dnl _rtprof_log_if_up(UP, DOWN) chooses; _rtprof_log_made64(X, MAX) is the count a 64-bit timer
m4_dnl has made when it reads X (MAX: its largest value as written in C or in ACSL);
m4_dnl _rtprof_log_made(X, CAST) is the count a narrower timer has made, each term cast by CAST.
m4_define([_rtprof_log_if_up], [rtprof_if([RTPROF_TIMER_DIR], [up], [$1], [$2])])m4_dnl
m4_define([_rtprof_log_made64], [_rtprof_log_if_up([[$1]], [[($2 - $1)]])])m4_dnl
m4_define([_rtprof_log_made], [_rtprof_log_if_up([[$2$1]], [[($2RTPROF_TIMER_MASK - $2$1)]])])m4_dnl
m4_define([_rtprof_log_clock_64], [[]_rtprof_log_only([switch], [[
/* RTPROF-LOG-003: the log time of a 64-bit ]_rtprof_log_if_up([[up-counting timer is its low 40 bits.]], [[down-counting timer is the low 40 bits of the count
 * it has made, UINT64_MAX - value.]])[ */
/*@ assigns \nothing;
    ensures time: \result == ]_rtprof_log_made64([value], [18446744073709551615])[ % RTPROF_ACSL_LOG_MODULUS;
*/
static inline uint64_t rtprof_log_clock(uint64_t value)
{
    return ]_rtprof_log_made64([value], [UINT64_MAX])[ % RTPROF_LOG_TIME_MODULUS;
}
]])[]_rtprof_log_only([others], [[
/* The log time of the previous hook's reading, without reading the timer (RTPROF-LOG-003). */
/*@ assigns \nothing;
    ensures time: \result == rtprof_log_time;
*/
static inline uint64_t rtprof_log_last(void)
{
    return ]_rtprof_log_made64([rtprof_timer_last], [UINT64_MAX])[ % RTPROF_LOG_TIME_MODULUS;
}
]])[]])m4_dnl
m4_define([_rtprof_log_clock_epoch], [[]_rtprof_log_only([switch], [[
/* RTPROF-LOG-003: the log time of ]_rtprof_log_if_up([[an up-counting timer of RTPROF_TIMER_BITS bits: the epoch (the
 * wraps seen, modulo 2^(40 - RTPROF_TIMER_BITS)) above the timer's bits. A wrap is a reading below
 * the previous hook's (rtprof_timer_last, before rtprof_elapse replaces it).]], [[a down-counting timer of RTPROF_TIMER_BITS bits: the epoch (the
 * wraps seen, modulo 2^(40 - RTPROF_TIMER_BITS)) above the count the timer has made,
 * RTPROF_TIMER_MASK - value. A wrap is a reading above the previous hook's (rtprof_timer_last,
 * before rtprof_elapse replaces it).]])[ */
/*@ requires epoch: rtprof_log_epoch <= RTPROF_LOG_EPOCH_MASK;
    requires last: rtprof_timer_last <= RTPROF_TIMER_MASK;
    assigns rtprof_log_epoch;
    ensures epoch: rtprof_log_epoch <= RTPROF_LOG_EPOCH_MASK;
    ensures wrap: rtprof_log_epoch == (value % RTPROF_ACSL_MODULUS ]_rtprof_log_if_up([<], [>])[ \old(rtprof_timer_last) ?
        (\old(rtprof_log_epoch) + 1) % (RTPROF_LOG_EPOCH_MASK + 1) : \old(rtprof_log_epoch));
    ensures time: \result == rtprof_log_epoch * RTPROF_ACSL_MODULUS + ]_rtprof_log_made([value % RTPROF_ACSL_MODULUS], [])[;
*/
static inline uint64_t rtprof_log_clock(uint32_t value)
{
    const uint32_t now = ]_rtprof_mask32([value])[;

    if (now ]_rtprof_log_if_up([<], [>])[ rtprof_timer_last)
    {
        rtprof_log_epoch = (rtprof_log_epoch + 1u) % (RTPROF_LOG_EPOCH_MASK + 1u);
    }
    return ((uint64_t)rtprof_log_epoch * ((uint64_t)RTPROF_TIMER_MASK + 1u)) + ]_rtprof_log_made([now], [(uint64_t)])[;
}
]])[]_rtprof_log_only([others], [[
/* The log time of the previous hook's reading, without reading the timer (RTPROF-LOG-003). */
/*@ requires epoch: rtprof_log_epoch <= RTPROF_LOG_EPOCH_MASK;
    requires last: rtprof_timer_last <= RTPROF_TIMER_MASK;
    assigns \nothing;
    ensures time: \result == rtprof_log_time;
*/
static inline uint64_t rtprof_log_last(void)
{
    return ((uint64_t)rtprof_log_epoch * ((uint64_t)RTPROF_TIMER_MASK + 1u)) + ]_rtprof_log_made([rtprof_timer_last], [(uint64_t)])[;
}
]])[]])m4_dnl
m4_dnl _rtprof_log_put_storage: rtprof_log_put is static in the core, static inline in a header.
m4_define([_rtprof_log_put_storage], [m4_ifelse(_rtprof_hooks_place, [inline], [[static inline ]], [[static ]])])m4_dnl
m4_dnl _rtprof_log_only(GROUP, TEXT): TEXT when _rtprof_log_part is all or GROUP: "switch", what
m4_dnl rtprof_log_switch needs (the constants, the clock, the entry's words, rtprof_log_put), "others",
m4_dnl the helpers only the other hooks use (rtprof_log_last, rtprof_log_pair), which the inline
m4_dnl header leaves out (a port's file that includes it reaches every function it defines).
m4_define([_rtprof_log_only], [m4_ifelse(_rtprof_log_part, [all], [$2], _rtprof_log_part, [$1], [$2])])m4_dnl
m4_dnl _rtprof_log_head: the log's constants and the helpers of its hooks, up to rtprof_log_put, in
m4_dnl their order; _rtprof_log_part chooses which: all (the core), switch (the inline header).
m4_define([_rtprof_log_head], [[]_rtprof_log_only([switch], [[
/* ---- Context-switch log (spec/cslog.md) ---- */
]rtprof_if([RTPROF_TIMER_BITS], [64], [[
/* The log time is a 40-bit count of timer units: it wraps at RTPROF_LOG_TIME_MODULUS. */
#define RTPROF_LOG_TIME_MODULUS 0x10000000000ULL
]], [[
/* The log time is a 40-bit count of timer units: an epoch above the timer's bits. Epochs less one:
 * 2^(40 - RTPROF_TIMER_BITS) - 1. */
#define RTPROF_LOG_EPOCH_MASK ]rtprof_cfg([RTPROF_CSLOG_EPOCH_MASK])[u
]])[
/* A context (what runs at one nesting level) is coded as RTPROF_LOG_CODE_IRQ (an interrupt) or 0 (a
 * task), plus RTPROF_LOG_CODE_ID - id, so that the zero code is the scheduler at the task level.
 * The codes are written with arithmetic, not bit operations: the values are those of
 * (interrupt ? 0x200 : 0) | (id ^ 0xFF). */
]_rtprof_log_only([others], [[#define RTPROF_LOG_CODE_IRQ 0x200u
]])[#define RTPROF_LOG_CODE_ID 0xFFu

/* The weights of word 0's time bits and of its from field (RTPROF-LOG-002). */
#define RTPROF_LOG_W0_TIME_UNIT ((uint32_t)1u << RTPROF_LOG_W0_TIME_SHIFT)
#define RTPROF_LOG_W0_FROM_UNIT ((uint32_t)1u << RTPROF_LOG_W0_FROM_SHIFT)

]])[]rtprof_if([RTPROF_TIMER_BITS], [64], [_rtprof_log_clock_64], [_rtprof_log_clock_epoch])[]_rtprof_log_only([switch], [[
/* The log time of this reading of the timer, after which the time since the previous hook is
 * charged to the task at the task level (the one under any interrupt) as rtprof_switch would
 * (RTPROF-LOG-003, RTPROF-LOG-005). */
/*@ requires state: rtprof_ok && rtprof_log_ok;
]_rtprof_log_charge_assigns[;
    ensures state: rtprof_ok && rtprof_log_ok;
    ensures time: \result == rtprof_log_time;
]_rtprof_log_counted[
*/
static inline uint64_t rtprof_log_now(]rtprof_cfg([RTPROF_TIMER_TYPE])[ value)
{
    const uint64_t clock = rtprof_log_clock(value);

    rtprof_elapse(RTPROF_LOG_CODE_ID - rtprof_log_context[0], value);
    return clock;
}

]])[]_rtprof_log_only([others], [[/* The (kind, id) pair of context code code, as an entry's from field holds it shifted down by
 * RTPROF_LOG_W0_FROM_SHIFT: RTPROF_LOG_CODE_IRQ for an interrupt, plus the id (the code's low eight
 * bits are RTPROF_LOG_CODE_ID - id) (RTPROF-LOG-002). */
/*@ requires code: code < 1024;
    assigns \nothing;
    ensures pair: \result == rtprof_log_pair(code);
*/
static inline uint32_t rtprof_log_pair(uint32_t code)
{
    return ((code / RTPROF_LOG_CODE_IRQ) * RTPROF_LOG_CODE_IRQ) + (RTPROF_LOG_CODE_ID - (code % 256u));
}

]])[]_rtprof_log_only([switch], [[/* The task with a deadline that the context code stops, or RTPROF_PROCESS_COUNT when the context is
 * not one (an interrupt, the scheduler, a task without a deadline): what word 2 and word 0's "word 2
 * is a time" bit of an entry that is not a first run follow (RTPROF-LOG-002). */
/*@ requires state: rtprof_log_ok;
    requires code: code < 1024;
    assigns \nothing;
    ensures task: \result == rtprof_log_timed_task_of(code);
*/
static inline uint32_t rtprof_log_timed_task(uint32_t code)
{
    const uint32_t task = (code <= RTPROF_LOG_CODE_ID) ? (RTPROF_LOG_CODE_ID - code) : RTPROF_LOG_SCHEDULER; /* RTPROF-DEV-005 */

    return ((task < RTPROF_PROCESS_COUNT) && rtprof_log_timed[task]) ? task : RTPROF_PROCESS_COUNT;
}

/* Word 2 of that entry: the deadline's log time bits 0..31 of the task with a deadline that stops,
 * RTPROF_LOG_NO_DEADLINE when none does; the host derives the margin (RTPROF-LOG-002). */
/*@ requires timed: timed <= RTPROF_PROCESS_COUNT;
    assigns \nothing;
    ensures word: \result == (timed < RTPROF_PROCESS_COUNT ? rtprof_log_due[timed] : 2147483647);
*/
static inline uint32_t rtprof_log_due_word(uint32_t timed)
{
    return (timed < RTPROF_PROCESS_COUNT) ? rtprof_log_due[timed] : RTPROF_LOG_NO_DEADLINE;
}

/* Word 0's "word 2 is a time" bit of that entry: RTPROF_LOG_W0_TIMED when a task with a deadline
 * stops, else 0 (RTPROF-LOG-002). */
/*@ requires timed: timed <= RTPROF_PROCESS_COUNT;
    assigns \nothing;
    ensures bit: \result == (timed < RTPROF_PROCESS_COUNT ? 524288 : 0);
*/
static inline uint32_t rtprof_log_timed_bit(uint32_t timed)
{
    return (timed < RTPROF_PROCESS_COUNT) ? RTPROF_LOG_W0_TIMED : 0u;
}

/* Word 0 of an entry: the log time clock's bits 32..39 above the fields (RTPROF-LOG-002). */
/*@ requires clock: clock < RTPROF_ACSL_LOG_MODULUS;
    requires fields: fields <= 16777215;
    assigns \nothing;
    ensures word: \result == rtprof_log_word0(fields, clock);
*/
static inline uint32_t rtprof_log_word0(uint32_t fields, uint64_t clock)
{
    return ((uint32_t)(clock / 0x100000000ULL) * RTPROF_LOG_W0_TIME_UNIT) + fields;
}

/* Record one entry when armed (RTPROF-LOG-004): at slot sequence mod RTPROF_LOG_ENTRIES; a full ring
 * overwrites its oldest entry (overwrite) or keeps its entries and counts the new one lost (stop).
 * The same work in every state: an entry that is not recorded (disarmed, or lost in stop) is written
 * to the scratch slot after the ring, which nothing reads, and the counts move by 0 or 1, so that the
 * hook's path does not depend on the log's state (RTPROF-LOG-010). */
/*@ requires state: rtprof_log_ok;
    assigns rtprof_log_ring[0 .. RTPROF_LOG_ENTRIES], rtprof_log_sequence, rtprof_log_overrun, rtprof_log_full;
    ensures state: rtprof_log_ok;
    ensures entry: rtprof_log_put_entry{Pre, Post}(word0, word1, word2, sp);
    ensures counts: rtprof_log_put_counts{Pre, Post};
    ensures kept: rtprof_log_put_kept{Pre, Post};
*/
]_rtprof_log_put_storage[void rtprof_log_put(uint32_t word0, uint32_t word1, uint32_t word2, uint32_t sp)
{
    const uint32_t sequence = rtprof_log_sequence;
    const uint32_t armed = rtprof_log_armed ? 1u : 0u; /* RTPROF-DEV-003 */
    const uint32_t full = rtprof_log_full ? 1u : 0u; /* RTPROF-DEV-003 */
    const uint32_t room = (rtprof_log_overrun < UINT32_MAX) ? 1u : 0u; /* RTPROF-DEV-003 */
]rtprof_if([RTPROF_CSLOG_FULL], [stop], [[    const uint32_t take = armed * (1u - full);
    const uint32_t slot = (take * sequence) + ((1u - take) * RTPROF_LOG_ENTRIES);
    rtprof_log_entry_t *const entry = &rtprof_log_ring[slot];

    /* the slot written, the next one or the scratch slot: the slots kept follow without products */
    /*@ assert slot: (take == 1 && slot == sequence && sequence < RTPROF_LOG_ENTRIES) ||
                     (take == 0 && slot == RTPROF_LOG_ENTRIES); */

    entry->word[0] = word0;
    entry->word[1] = word1;
    entry->word[2] = word2;
    entry->word[3] = sp;
    rtprof_log_overrun = rtprof_log_overrun + (armed * full * room);
    rtprof_log_sequence = sequence + take;
    rtprof_log_full = (rtprof_log_sequence == RTPROF_LOG_ENTRIES);
]], [[    const uint32_t slot = sequence % RTPROF_LOG_ENTRIES;
    const uint32_t last = (slot == (RTPROF_LOG_ENTRIES - 1u)) ? 1u : 0u; /* RTPROF-DEV-003 */
    const uint32_t index = (armed * slot) + ((1u - armed) * RTPROF_LOG_ENTRIES);
    rtprof_log_entry_t *const entry = &rtprof_log_ring[index];

    /* the slot written or the scratch slot: the slots kept follow without products */
    /*@ assert index: (armed == 1 && index == slot) || (armed == 0 && index == RTPROF_LOG_ENTRIES); */

    entry->word[0] = word0;
    entry->word[1] = word1;
    entry->word[2] = word2;
    entry->word[3] = sp;
    rtprof_log_overrun = rtprof_log_overrun + (armed * full * room);
    rtprof_log_full = (full + (armed * last)) != 0u;
    /* the sequence count wraps at 2^32: the increment is taken back when it would pass UINT32_MAX */
    rtprof_log_sequence = (sequence < UINT32_MAX) ? (sequence + armed) : ((1u - armed) * UINT32_MAX); /* RTPROF-DEV-005 */
]])[}
]])[]])m4_dnl
m4_dnl _rtprof_log_switch_body: the body of rtprof_log_switch, written once.
m4_define([_rtprof_log_switch_body], [[{
    rtprof_status_t status = RTPROF_E_RANGE;

    if (!((to < RTPROF_PROCESS_COUNT) || (to == RTPROF_LOG_SCHEDULER)))
    {
        /* refused: RTPROF_E_RANGE */
    }
    else if (!rtprof_initialised)
    {
        status = RTPROF_E_INIT;
    }
    else
    {
        const uint32_t key = rtprof_port_critical_enter();
        const uint64_t clock = rtprof_log_now(]_rtprof_timer_read[);
        const uint32_t from = rtprof_log_context[0];
        uint32_t fields = ((RTPROF_LOG_CODE_ID - from) * RTPROF_LOG_W0_FROM_UNIT) + to;
        uint32_t word2;

        if ((to < RTPROF_PROCESS_COUNT) && rtprof_log_pending[to])
        {
            rtprof_log_pending[to] = false;
            fields = RTPROF_LOG_W0_TIMED + fields;
            word2 = rtprof_log_released[to];
        }
        else
        {
            const uint32_t timed = rtprof_log_timed_task(from);

            fields = RTPROF_LOG_W0_OTHER + rtprof_log_timed_bit(timed) + fields;
            word2 = rtprof_log_due_word(timed);
        }
        rtprof_log_put(rtprof_log_word0(fields, clock), (uint32_t)(clock % 0x100000000ULL), word2, sp);
        rtprof_log_context[0] = RTPROF_LOG_CODE_ID - to;
        rtprof_port_critical_exit(key);
        status = RTPROF_OK;
    }
    return status;
}]])m4_dnl
m4_dnl _rtprof_log_switch_fn: rtprof_log_switch where it goes (_rtprof_hooks_place): "core", the function;
m4_dnl "inline", its inline form with the contract of rtprof_log_switch (RTPROF-HOOK-008); the body once.
m4_define([_rtprof_log_switch_fn],
[m4_ifelse(_rtprof_hooks_place, [inline], [[
/* RTPROF-LOG-005: rtprof_log_switch as a static inline function, for a port's own switch code. */
]_rtprof_log_switch_spec[
static inline rtprof_status_t rtprof_log_switch_inline(uint32_t to, uint32_t sp)
]_rtprof_log_switch_body[
]], [[
/* RTPROF-LOG-005 */
rtprof_status_t rtprof_log_switch(uint32_t to, uint32_t sp)
]_rtprof_log_switch_body[
]])])m4_dnl
