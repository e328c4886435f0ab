m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl cslog/core-functions.m4: the context-switch log's functions (spec/cslog.md), in the core's translation
m4_dnl unit (core/rtprof.c.m4 joins this part last) because its hooks charge the
m4_dnl CPU-load counters through the core's rtprof_elapse with the timer reading they stamp.
m4_dnl The text between [ and ] is output.
m4_dnl The constants, the helpers and rtprof_log_switch are defined in cslog/log-head.m4, whose macros
m4_dnl the inline hooks' header expands too (cslog/inline-functions.m4: what rtprof_log_switch_inline
m4_dnl needs, its own copy).
m4_include([cslog/log-head.m4])m4_dnl
m4_define([_rtprof_log_part], [all])m4_dnl
_rtprof_log_head[]_rtprof_log_switch_fn[
/* RTPROF-LOG-006 */
rtprof_status_t rtprof_log_irq_enter(uint32_t irq, uint32_t sp)
{
    rtprof_status_t status = RTPROF_E_RANGE;

    if (irq >= RTPROF_LOG_SCHEDULER)
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
        const uint32_t depth = rtprof_log_depth;

        if (depth < RTPROF_LOG_NEST_MAX)
        {
            const uint64_t clock = rtprof_log_now(]_rtprof_timer_read[);
            const uint32_t from = rtprof_log_context[depth];
            const uint32_t fields = (rtprof_log_pair(from) * RTPROF_LOG_W0_FROM_UNIT) + RTPROF_LOG_W0_TO_IRQ + irq;
            const uint32_t timed = rtprof_log_timed_task(from);

            rtprof_log_put(rtprof_log_word0(RTPROF_LOG_W0_OTHER + rtprof_log_timed_bit(timed) + fields, clock),
                           (uint32_t)(clock % 0x100000000ULL), rtprof_log_due_word(timed), sp);
            rtprof_log_context[depth + 1u] = RTPROF_LOG_CODE_IRQ + (RTPROF_LOG_CODE_ID - irq);
            rtprof_log_depth = depth + 1u;
            status = RTPROF_OK;
        }
        rtprof_port_critical_exit(key);
    }
    return status;
}

/* RTPROF-LOG-006 */
rtprof_status_t rtprof_log_irq_exit(uint32_t irq, uint32_t sp)
{
    rtprof_status_t status = RTPROF_E_RANGE;

    if (irq >= RTPROF_LOG_SCHEDULER)
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
        const uint32_t depth = rtprof_log_depth;

        if ((depth > 0u) && (rtprof_log_context[depth] == (RTPROF_LOG_CODE_IRQ + (RTPROF_LOG_CODE_ID - irq))))
        {
            const uint64_t clock = rtprof_log_now(]_rtprof_timer_read[);
            const uint32_t back = rtprof_log_context[depth - 1u];
            const uint32_t to_kind = (back >= RTPROF_LOG_CODE_IRQ) ? RTPROF_LOG_W0_TO_IRQ : 0u;
            const uint32_t fields = RTPROF_LOG_W0_OTHER + RTPROF_LOG_W0_FROM_IRQ + (irq * RTPROF_LOG_W0_FROM_UNIT) + to_kind +
                                    (RTPROF_LOG_CODE_ID - (back % 256u));

            rtprof_log_put(rtprof_log_word0(fields, clock), (uint32_t)(clock % 0x100000000ULL), RTPROF_LOG_NO_DEADLINE, sp);
            rtprof_log_depth = depth - 1u;
            status = RTPROF_OK;
        }
        rtprof_port_critical_exit(key);
    }
    return status;
}

/* RTPROF-LOG-007 */
rtprof_status_t rtprof_log_release(uint32_t task)
{
    rtprof_status_t status = RTPROF_E_RANGE;

    if (task >= RTPROF_PROCESS_COUNT)
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

        if (!rtprof_log_pending[task])
        {
            rtprof_log_pending[task] = true;
            rtprof_log_released[task] = (uint32_t)(clock % 0x100000000ULL);
        }
        rtprof_log_timed[task] = false;
        rtprof_port_critical_exit(key);
        status = RTPROF_OK;
    }
    return status;
}

/* RTPROF-LOG-007 */
rtprof_status_t rtprof_log_deadline(uint32_t task, uint32_t units)
{
    rtprof_status_t status = RTPROF_E_RANGE;

    if ((task >= RTPROF_PROCESS_COUNT) || (units >= 0x80000000u))
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

        if (units == 0u)
        {
            rtprof_log_timed[task] = false;
        }
        else
        {
            const uint64_t clock = rtprof_log_now(]_rtprof_timer_read[);

            rtprof_log_due[task] = (uint32_t)((clock + units) % 0x100000000ULL);
            rtprof_log_timed[task] = true;
        }
        rtprof_port_critical_exit(key);
        status = RTPROF_OK;
    }
    return status;
}

/* RTPROF-LOG-008 */
rtprof_status_t rtprof_log_arm(void)
{
    rtprof_status_t status = RTPROF_E_INIT;

    if (rtprof_initialised)
    {
        const uint32_t key = rtprof_port_critical_enter();
        const uint64_t clock = rtprof_log_last();

        rtprof_log_sequence = 0u;
        rtprof_log_overrun = 0u;
        rtprof_log_full = false;
        rtprof_log_armed = true;
        rtprof_log_put(rtprof_log_word0(RTPROF_LOG_MARK, clock), (uint32_t)(clock % 0x100000000ULL), RTPROF_LOG_NO_DEADLINE, 0u);
        rtprof_port_critical_exit(key);
        status = RTPROF_OK;
    }
    return status;
}

/* RTPROF-LOG-008 */
void rtprof_log_disarm(void)
{
    const uint32_t key = rtprof_port_critical_enter();

    rtprof_log_armed = false;
    rtprof_port_critical_exit(key);
}

/* Entries held: the sequence count until the ring has been full, then the whole ring (RTPROF-LOG-009). */
/*@ requires state: rtprof_log_ok;
    assigns \nothing;
    ensures held: \result == rtprof_log_held && \result <= RTPROF_LOG_ENTRIES;
*/
static inline uint32_t rtprof_log_count(void)
{
    return (rtprof_log_full || (rtprof_log_sequence >= RTPROF_LOG_ENTRIES)) ? RTPROF_LOG_ENTRIES : rtprof_log_sequence;
}

/* RTPROF-LOG-009 */
rtprof_status_t rtprof_log_info(rtprof_log_info_t *info)
{
    rtprof_status_t status = RTPROF_E_NULL;

    if (info == NULL)
    {
        /* refused: RTPROF_E_NULL */
    }
    else if (!rtprof_initialised)
    {
        status = RTPROF_E_INIT;
    }
    else
    {
        const uint32_t key = rtprof_port_critical_enter();

        info->sequence = rtprof_log_sequence;
        info->overrun = rtprof_log_overrun;
        info->count = rtprof_log_count();
        info->armed = rtprof_log_armed;
        rtprof_port_critical_exit(key);
        status = RTPROF_OK;
    }
    return status;
}

/* RTPROF-LOG-009: the entry at from, word by word (no structure copy, which some compilers make a
 * call to memcpy), into the caller's to. A function of its own: its caller's proof of the state it
 * keeps then sees one write of *to, not four. */
/*@ requires to: \valid(to) && \valid_read(from) && \separated(to, from);
    assigns *to;
    ensures copied: *to == *from;
*/
static void rtprof_log_copy(rtprof_log_entry_t *to, const rtprof_log_entry_t *from)
{
    to->word[0] = from->word[0];
    to->word[1] = from->word[1];
    to->word[2] = from->word[2];
    to->word[3] = from->word[3];
}

/* RTPROF-LOG-009: the oldest entry held is at slot 0 until the ring has been full (and always in
 * stop), then at the next slot to be written. */
rtprof_status_t rtprof_log_get(uint32_t index, rtprof_log_entry_t *entry)
{
    rtprof_status_t status = RTPROF_E_NULL;

    if (entry == NULL)
    {
        /* refused: RTPROF_E_NULL */
    }
    else if (!rtprof_initialised)
    {
        status = RTPROF_E_INIT;
    }
    else
    {
        const uint32_t key = rtprof_port_critical_enter();

        if (index < rtprof_log_count())
        {
            const uint32_t oldest = ]rtprof_if([RTPROF_CSLOG_FULL], [stop], [[0u]], [[rtprof_log_full ? rtprof_log_sequence : 0u]])[;
            const rtprof_log_entry_t *const held = &rtprof_log_ring[((oldest % RTPROF_LOG_ENTRIES) + index) % RTPROF_LOG_ENTRIES];

            rtprof_log_copy(entry, held);
            status = RTPROF_OK;
        }
        else
        {
            status = RTPROF_E_RANGE;
        }
        rtprof_port_critical_exit(key);
    }
    return status;
}
]m4_dnl
