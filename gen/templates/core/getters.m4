m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl core/getters.m4: the getters of the last closed window.
m4_dnl Included by core/rtprof.c.m4 where its C goes; the text between [ and ] is output.
m4_dnl rtprof_result_of: a task's result of the last closed window, one text per result class: int
m4_dnl results were computed by rtprof_process and are read; float results are computed here from
m4_dnl the closed bank and the scale rtprof_process computed. rtprof_get_result, which calls it, is one text.
m4_define([_rtprof_result_of_int], [[/* The task's result of the last closed window, as rtprof_process stored it (RTPROF-NORM-001). */
/*@ requires task: task <= RTPROF_UNATTRIBUTED_ID;
    assigns \nothing;
    ensures value: \result == rtprof_results[task];
*/
static inline rtprof_result_t rtprof_result_of(uint32_t task)
{
    return rtprof_results[task];
}

]])m4_dnl
m4_define([_rtprof_result_of_float], [[/* The task's share of the last closed window in percent, its count times the window's scale
 * (RTPROF-NORM-007): 0 for an empty window; otherwise the product, clamped against rounding. */
/*@ requires state: rtprof_ready;
    requires task: task <= RTPROF_UNATTRIBUTED_ID;
    assigns \nothing;
    ensures percent: 0.0 <= \result <= 100.0;
    ensures empty_zero: rtprof_window.total == 0 ==> \result == 0.0;
*/
static inline rtprof_result_t rtprof_result_of(uint32_t task)
{
    const rtprof_bank_t *const closed = (rtprof_live == &rtprof_banks[0]) ? &rtprof_banks[1] : &rtprof_banks[0];
    rtprof_result_t share = 0.0f;

    if (rtprof_window.total != 0u)
    {
        share = ]_rtprof_float_of_count([closed->count[task]])[ * rtprof_scale;
        if (share > RTPROF_FULL_SCALE)
        {
            share = RTPROF_FULL_SCALE;
        }
    }
    return share;
}

]])m4_dnl
rtprof_if([RTPROF_RESULT], [int], [_rtprof_result_of_int[]], [_rtprof_result_of_float[]])m4_dnl
[rtprof_status_t rtprof_get_result(uint32_t task, rtprof_result_t *result)
{
    rtprof_status_t status;

    if (result == NULL)
    {
        status = RTPROF_E_NULL;
    }
    else if (task > RTPROF_UNATTRIBUTED_ID)
    {
        status = RTPROF_E_RANGE;
    }
    else if (!rtprof_initialised)
    {
        status = RTPROF_E_INIT; /* RTPROF-RES-005 */
    }
    else
    {
        *result = rtprof_result_of(task);
        status = RTPROF_OK;
    }
    return status;
}

rtprof_status_t rtprof_get_units(uint32_t task, uint64_t *units)
{
    rtprof_status_t status;

    if (units == NULL)
    {
        status = RTPROF_E_NULL;
    }
    else if (task > RTPROF_UNATTRIBUTED_ID)
    {
        status = RTPROF_E_RANGE;
    }
    else if (!rtprof_initialised)
    {
        status = RTPROF_E_INIT; /* RTPROF-RES-005 */
    }
    else
    {
        const rtprof_bank_t *const closed = (rtprof_live == &rtprof_banks[0]) ? &rtprof_banks[1] : &rtprof_banks[0];

        *units = (uint64_t)closed->count[task];
        status = RTPROF_OK;
    }
    return status;
}

rtprof_status_t rtprof_get_window(rtprof_window_t *window)
{
    rtprof_status_t status;

    if (window == NULL)
    {
        status = RTPROF_E_NULL;
    }
    else if (!rtprof_initialised)
    {
        status = RTPROF_E_INIT; /* RTPROF-RES-005 */
    }
    else
    {
        *window = rtprof_window;
        status = RTPROF_OK;
    }
    return status;
}
]m4_dnl
