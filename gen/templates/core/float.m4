m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl core/float.m4: float results: a count or a window's total as a float, the window's scale.
m4_dnl Included by core/rtprof.c.m4 where its C goes (float results only); the text between [ and ]
m4_dnl is output.
m4_dnl _rtprof_float_of_count(COUNT), _rtprof_float_of_sum(TOTAL): a counter or a window's total as
m4_dnl a float: a 16- or 32-bit value converted as it is (one instruction on a core with an FPU), a
m4_dnl 64-bit one by rtprof_float_of_wide or rtprof_float_of_total, so that no conversion is the
m4_dnl library's 64-bit one.
m4_define([_rtprof_float_of_count], [rtprof_if([RTPROF_COUNTER_TYPE], [uint64_t], [[rtprof_float_of_wide($1)]], [[(rtprof_result_t)$1]])])m4_dnl
m4_define([_rtprof_float_of_sum], [rtprof_if([RTPROF_SUM_TYPE], [uint64_t], [[rtprof_float_of_total($1)]], [[(rtprof_result_t)$1]])])m4_dnl
m4_dnl rtprof_float_of_wide and rtprof_float_of_total: where the window's sum has 64 bits (32- and
m4_dnl 64-bit counters).
rtprof_if([RTPROF_SUM_TYPE], [uint64_t], [[
/* A 64-bit count or total as a float from its two 32-bit halves, each converted as a 32-bit
 * value and added (the high half scaled by 2^32, exactly): within 2^-23 of the value, relative,
 * with no call of the library's 64-bit conversion (RTPROF-NORM-007). */
/*@ assigns \nothing; */
static inline rtprof_result_t rtprof_float_of_wide(uint64_t value)
{
    const uint32_t high = (uint32_t)(value >> 32);
    const uint32_t low = (uint32_t)(value & 0xFFFFFFFFu);

    return ((rtprof_result_t)high * 4294967296.0f) + (rtprof_result_t)low;
}

/* A window's total, at least 1, as a float of at least 1: below 2^32 (the common case) converted as
 * a 32-bit value, above from its halves (RTPROF-NORM-007). */
/*@ requires total: total >= 1;
    assigns \nothing;
*/
static inline rtprof_result_t rtprof_float_of_total(uint64_t total)
{
    rtprof_result_t value;

    if (total <= 0xFFFFFFFFu)
    {
        value = (rtprof_result_t)(uint32_t)total;
    }
    else
    {
        value = rtprof_float_of_wide(total);
    }
    return value;
}
]])m4_dnl
[
/* The scale of a closed window's float results, RTPROF_FULL_SCALE / total: one division a window,
 * where a result is its count times the scale (RTPROF-NORM-007). Its own function, so that the
 * float operations stay out of rtprof_window_close's goals. */
/*@ requires total: total >= 1;
    assigns \nothing;
*/
static inline rtprof_result_t rtprof_scale_of(]rtprof_cfg([RTPROF_SUM_TYPE])[ total)
{
    return RTPROF_FULL_SCALE / ]_rtprof_float_of_sum([total])[;
}
]m4_dnl
