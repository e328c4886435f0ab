m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl core/init.m4: rtprof_init.
m4_dnl Included by core/rtprof.c.m4 where its C goes; the text between [ and ] is output.
m4_dnl rtprof_init: one text; the fragments below are written once per class.
m4_dnl _rtprof_init_index: int results only, the index of the loop that clears them.
m4_define([_rtprof_init_index], [rtprof_if([RTPROF_RESULT], [int], [[
    uint32_t i;]])])m4_dnl
m4_dnl _rtprof_init_results: int results only, the loop that clears them (float results are
m4_dnl computed by the getter from the closed bank, so there is nothing to clear).
m4_define([_rtprof_init_results], [rtprof_if([RTPROF_RESULT], [int], [[
    /*@ loop invariant range: 0 <= i <= RTPROF_BUCKET_COUNT;
        loop invariant cleared: \forall integer j; 0 <= j < i ==> rtprof_results[j] == 0;
        loop assigns i, rtprof_results[0 .. RTPROF_BUCKET_COUNT - 1];
        loop variant RTPROF_BUCKET_COUNT - i; */
    for (i = 0u; i < RTPROF_BUCKET_COUNT; i++)
    {
        rtprof_results[i] = 0u;
    }]])])m4_dnl
m4_dnl The modules' core-init.m4 parts follow the core's resets: each resets its module's state.
m4_dnl _rtprof_interval_start: the start of the first interval, a static function written once per
m4_dnl class: a timer's reading (its width's mask spliced), the port's interval restarted (user);
m4_dnl a tick has no interval to start, so no function.
m4_define([_rtprof_interval_start], [rtprof_case([RTPROF_INTERVAL],
[tick], [],
[timer], [[/* The first interval starts at the timer's reading, reduced to its width (RTPROF-HOOK-002). */
/*@ assigns ]_rtprof_interval_locations[;
    ensures timer: ]_rtprof_interval_started[;
*/
static inline void rtprof_interval_start(void)
{
    rtprof_timer_last = ]_rtprof_if_units64([[rtprof_port_timer_read64()]], [_rtprof_read32])[;
}

]],
[user], [[/* The first interval starts with a call of the port's interval, whose units are discarded: the
 * interval pending before rtprof_init is not charged to any window (RTPROF-PORT-003). */
/*@ assigns ]_rtprof_interval_locations[;
    ensures started: ]_rtprof_interval_started[;
*/
static inline void rtprof_interval_start(void)
{
    (void)rtprof_port_interval();
}

]])])m4_dnl
m4_dnl _rtprof_init_interval: the call of the interval start, where there is one.
m4_define([_rtprof_init_interval], [rtprof_if([RTPROF_INTERVAL], [tick], [], [[
    rtprof_interval_start();]])])m4_dnl
_rtprof_interval_start[]m4_dnl
[void rtprof_init(void)
{
    const uint32_t key = rtprof_port_critical_enter();]_rtprof_init_index[

    rtprof_live = &rtprof_banks[0];
    /*@ assert index0: rtprof_index(&rtprof_banks[0]) == 0 && rtprof_index(&rtprof_banks[1]) == 1; */
    rtprof_bank_clear(&rtprof_banks[0]);
    rtprof_bank_clear(&rtprof_banks[1]);]_rtprof_init_results[
    rtprof_window.total = 0u;
    rtprof_window.scale_shift = 0u;
    rtprof_window.saturated = false;
    rtprof_window.overlong = false;
    rtprof_window.unattributed = false;
    rtprof_window.empty = true;]_rtprof_init_interval[]rtprof_module_parts([core-init.m4])[
    rtprof_initialised = true;
    rtprof_port_critical_exit(key);
}
]m4_dnl
m4_dnl
m4_dnl
