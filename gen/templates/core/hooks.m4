m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl core/hooks.m4: the hook of the configured interval source (tick, timer or user).
m4_dnl Included by core/rtprof.c.m4 where its C goes; the text between [ and ] is output.
m4_dnl The timer hooks, one whole text for each timer width (64 bits or fewer), written with the
m4_dnl later reading first: ([now], [last]) for an up-counting timer, ([last], [now]) for a
m4_dnl down-counting one.
m4_define([_rtprof_hooks_timer],
[rtprof_if([RTPROF_TIMER_DIR], [up],
  [rtprof_if([RTPROF_TIMER_BITS], [64], [_rtprof_elapse_64([now], [last])], [_rtprof_elapse_narrow([now], [rtprof_timer_last])])],
  [rtprof_if([RTPROF_TIMER_BITS], [64], [_rtprof_elapse_64([last], [now])], [_rtprof_elapse_narrow([rtprof_timer_last], [now])])])])m4_dnl
m4_dnl
m4_define([_rtprof_elapse_64], [[
/* RTPROF-HOOK-002, RTPROF-HOOK-007: elapsed = (now - last) mod 2^64 for an up-counting timer,
 * (last - now) mod 2^64 for a down-counting one, written without unsigned wrap-around; more than a
 * counter can hold is charged as RTPROF_COUNTER_MAX + 1, which still makes rtprof_charge clamp. */
]_rtprof_hook_spec([switch_at])[
static inline void rtprof_elapse(uint32_t task, uint64_t value)
{
    const uint64_t now = value;
    const uint64_t last = rtprof_timer_last;
    const uint64_t elapsed = ($1 >= $2) ? ($1 - $2) : (((UINT64_MAX - $2) + $1) + 1u); /* RTPROF-DEV-005 */
    const uint64_t units = (elapsed <= RTPROF_COUNTER_MAX) ? elapsed : ((uint64_t)RTPROF_COUNTER_MAX + 1u);

    /*@ assert elapsed_is: elapsed == ]_rtprof_elapsed([last], [now])[; */
    /*@ assert same_add: rtprof_sat_add(rtprof_live->count[rtprof_slot(task)], units) ==
            rtprof_sat_add(rtprof_live->count[rtprof_slot(task)], elapsed); */
    rtprof_timer_last = now;
    rtprof_charge(task, units);
}
]])m4_dnl
m4_dnl
m4_define([_rtprof_elapse_narrow], [[
/* RTPROF-HOOK-002, RTPROF-HOOK-007: elapsed = (now - last) mod 2^RTPROF_TIMER_BITS for an
 * up-counting timer, (last - now) mod 2^RTPROF_TIMER_BITS for a down-counting one, computed in 64
 * bits so that no unsigned arithmetic wraps (the remainder by a power of two is a mask). The
 * modulus is a constant expression, not a variable, so that an unoptimised build (-O0) folds the
 * remainder into a mask too instead of calling a 64-bit division routine. */
]_rtprof_hook_spec([switch_at])[
static inline void rtprof_elapse(uint32_t task, uint32_t value)
{
    const uint32_t now = ]_rtprof_mask32([value])[;
    const uint32_t elapsed = (uint32_t)((((uint64_t)$1 + ((uint64_t)RTPROF_TIMER_MASK + 1u)) - (uint64_t)$2) % ((uint64_t)RTPROF_TIMER_MASK + 1u));

    rtprof_timer_last = now;
    rtprof_charge(task, elapsed);
}
]])m4_dnl
m4_dnl
m4_dnl
m4_dnl _rtprof_hook_fn(HOOK, REQUIREMENT, PARAMETERS, BODY): one hook, written once for the two places
m4_dnl it goes (_rtprof_hooks_place): "core", the function; "inline", its inline form with the hook's
m4_dnl contract (<name>_rtprof_inline.h, RTPROF-HOOK-008), which has its own copy of what the hook is
m4_dnl made of (the same texts), so that the core does not depend on the option.
m4_define([_rtprof_hook_fn],
[m4_ifelse(_rtprof_hooks_place, [inline], [[
/* $2: rtprof_$1 as a static inline function, for a port's own switch or tick code. */
]_rtprof_hook_spec([$1])[
static inline void rtprof_$1_inline($3)
{
    $4;
}
]], [[
/* $2 */
void rtprof_$1($3)
{
    $4;
}
]])])m4_dnl
m4_dnl
m4_dnl The text: rtprof_elapse (timer), then the hooks of the configured interval source.
rtprof_if([RTPROF_INTERVAL], [timer], [_rtprof_hooks_timer[]])m4_dnl
[]rtprof_case([RTPROF_INTERVAL],
  [tick], [_rtprof_hook_fn([tick], [RTPROF-HOOK-001], [uint32_t task], [rtprof_charge(task, 1u)])],
  [timer], [_rtprof_hook_fn([switch_at], [RTPROF-HOOK-007], [uint32_t task, ]rtprof_cfg([RTPROF_TIMER_TYPE])[ value],
                            [rtprof_elapse(task, value)])[]m4_dnl
_rtprof_hook_fn([switch], [RTPROF-HOOK-002], [uint32_t task], [rtprof_elapse(task, ]_rtprof_timer_read[)])],
  [user], [_rtprof_hook_fn([advance], [RTPROF-HOOK-003], [uint32_t task], [rtprof_charge(task, rtprof_port_interval())])])m4_dnl
