m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl cslog/core-reset.m4: the context-switch log's reset, which rtprof_init calls (core-init.m4), in
m4_dnl <name>_rtprof.c before rtprof_init (templates/core/rtprof.c.m4).
m4_dnl The text between [ and ] is output.
[
/* The log's state after rtprof_init (RTPROF-LOG-013): disarmed and empty (both counts 0), the
 * scheduler running at the task level with no interrupt entered, no task released and no deadline
 * set]rtprof_if([RTPROF_TIMER_BITS], [64], [], [[, the epoch 0]])[. The ring's slots and the task names are kept: no entry is read past the
 * counts. */
/*@ ]_rtprof_log_reset_assigns[;
    ensures state: rtprof_log_ok;
    ensures reset: rtprof_log_initial;
*/
static void rtprof_log_reset(void)
{
    uint32_t i;

    rtprof_log_sequence = 0u;
    rtprof_log_overrun = 0u;
    rtprof_log_full = false;
    rtprof_log_armed = false;]rtprof_if([RTPROF_TIMER_BITS], [64], [], [[
    rtprof_log_epoch = 0u;]])[
    rtprof_log_depth = 0u;
    /*@ loop invariant range: 0 <= i <= RTPROF_LOG_NEST_MAX + 1;
        loop invariant zero: \forall integer j; 0 <= j < i ==> rtprof_log_context[j] == 0;
        loop assigns i, rtprof_log_context[0 .. RTPROF_LOG_NEST_MAX];
        loop variant RTPROF_LOG_NEST_MAX + 1 - i; */
    for (i = 0u; i <= RTPROF_LOG_NEST_MAX; i++)
    {
        rtprof_log_context[i] = 0u;
    }
    /*@ loop invariant range: 0 <= i <= RTPROF_PROCESS_COUNT;
        loop invariant zero: \forall integer j; 0 <= j < i ==>
            rtprof_log_pending[j] == 0 && rtprof_log_timed[j] == 0 && rtprof_log_released[j] == 0 && rtprof_log_due[j] == 0;
        loop assigns i, rtprof_log_pending[0 .. RTPROF_PROCESS_COUNT - 1], rtprof_log_released[0 .. RTPROF_PROCESS_COUNT - 1],
            rtprof_log_timed[0 .. RTPROF_PROCESS_COUNT - 1], rtprof_log_due[0 .. RTPROF_PROCESS_COUNT - 1];
        loop variant RTPROF_PROCESS_COUNT - i; */
    for (i = 0u; i < RTPROF_PROCESS_COUNT; i++)
    {
        rtprof_log_pending[i] = false;
        rtprof_log_released[i] = 0u;
        rtprof_log_timed[i] = false;
        rtprof_log_due[i] = 0u;
    }
}
]m4_dnl
