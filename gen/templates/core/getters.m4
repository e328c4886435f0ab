m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl core/getters.m4: the getters of the last closed window.
m4_dnl Included by core/rtprof.c.m4 where its C goes; the text between [ and ] is output.
m4_dnl rtprof_get_result: one text; where the result comes from is written once per class.
m4_dnl _rtprof_result_of_task: int results were computed by rtprof_process and are read; float
m4_dnl results are computed here from the closed bank.
m4_define([_rtprof_result_of_task], [rtprof_if([RTPROF_RESULT], [int],
[[        *result = rtprof_results[task];]],
[[        const rtprof_bank_t *const closed = (rtprof_live == &rtprof_banks[0]) ? &rtprof_banks[1] : &rtprof_banks[0];
        rtprof_result_t share = 0.0f;

        if (rtprof_window.total != 0u)
        {
            /* RTPROF-NORM-007: total >= 1, so nothing divides by zero; clamped against rounding */
            share = ((rtprof_result_t)closed->count[task] * RTPROF_FULL_SCALE) / (rtprof_result_t)rtprof_window.total;
            if (share > RTPROF_FULL_SCALE)
            {
                share = RTPROF_FULL_SCALE;
            }
        }
        *result = share;]])])m4_dnl
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
]_rtprof_result_of_task[
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
