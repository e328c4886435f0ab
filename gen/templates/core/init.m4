m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl core/init.m4: rtprof_init.
m4_dnl Included by core/rtprof.c.m4 where its C goes; the text between [ and ] is output.
m4_dnl rtprof_init: 8 whole texts, chosen by the configuration at the end of the file.
m4_define([_rtprof_init_1], [[void rtprof_init(void)
{
    const uint32_t key = rtprof_port_critical_enter();
    uint32_t i;

    rtprof_live = &rtprof_banks[0];
    /*@ assert index0: rtprof_index(&rtprof_banks[0]) == 0 && rtprof_index(&rtprof_banks[1]) == 1; */
    rtprof_bank_clear(&rtprof_banks[0]);
    rtprof_bank_clear(&rtprof_banks[1]);
    /*@ loop invariant range: 0 <= i <= RTPROF_BUCKET_COUNT;
        loop invariant cleared: \forall integer j; 0 <= j < i ==> rtprof_results[j] == 0;
        loop assigns i, rtprof_results[0 .. RTPROF_BUCKET_COUNT - 1];
        loop variant RTPROF_BUCKET_COUNT - i; */
    for (i = 0u; i < RTPROF_BUCKET_COUNT; i++)
    {
        rtprof_results[i] = 0u;
    }
    rtprof_window.total = 0u;
    rtprof_window.scale_shift = 0u;
    rtprof_window.saturated = false;
    rtprof_window.overlong = false;
    rtprof_window.unattributed = false;
    rtprof_window.empty = true;
    rtprof_timer_last = rtprof_port_timer_read64();
    rtprof_initialised = true;
    rtprof_port_critical_exit(key);
}
]])m4_dnl
m4_define([_rtprof_init_2], [[void rtprof_init(void)
{
    const uint32_t key = rtprof_port_critical_enter();

    rtprof_live = &rtprof_banks[0];
    /*@ assert index0: rtprof_index(&rtprof_banks[0]) == 0 && rtprof_index(&rtprof_banks[1]) == 1; */
    rtprof_bank_clear(&rtprof_banks[0]);
    rtprof_bank_clear(&rtprof_banks[1]);
    rtprof_window.total = 0u;
    rtprof_window.scale_shift = 0u;
    rtprof_window.saturated = false;
    rtprof_window.overlong = false;
    rtprof_window.unattributed = false;
    rtprof_window.empty = true;
    rtprof_timer_last = rtprof_port_timer_read64();
    rtprof_initialised = true;
    rtprof_port_critical_exit(key);
}
]])m4_dnl
m4_define([_rtprof_init_3], [[void rtprof_init(void)
{
    const uint32_t key = rtprof_port_critical_enter();
    uint32_t i;

    rtprof_live = &rtprof_banks[0];
    /*@ assert index0: rtprof_index(&rtprof_banks[0]) == 0 && rtprof_index(&rtprof_banks[1]) == 1; */
    rtprof_bank_clear(&rtprof_banks[0]);
    rtprof_bank_clear(&rtprof_banks[1]);
    /*@ loop invariant range: 0 <= i <= RTPROF_BUCKET_COUNT;
        loop invariant cleared: \forall integer j; 0 <= j < i ==> rtprof_results[j] == 0;
        loop assigns i, rtprof_results[0 .. RTPROF_BUCKET_COUNT - 1];
        loop variant RTPROF_BUCKET_COUNT - i; */
    for (i = 0u; i < RTPROF_BUCKET_COUNT; i++)
    {
        rtprof_results[i] = 0u;
    }
    rtprof_window.total = 0u;
    rtprof_window.scale_shift = 0u;
    rtprof_window.saturated = false;
    rtprof_window.overlong = false;
    rtprof_window.unattributed = false;
    rtprof_window.empty = true;
    rtprof_initialised = true;
    rtprof_port_critical_exit(key);
}
]])m4_dnl
m4_define([_rtprof_init_4], [[void rtprof_init(void)
{
    const uint32_t key = rtprof_port_critical_enter();
    uint32_t i;

    rtprof_live = &rtprof_banks[0];
    /*@ assert index0: rtprof_index(&rtprof_banks[0]) == 0 && rtprof_index(&rtprof_banks[1]) == 1; */
    rtprof_bank_clear(&rtprof_banks[0]);
    rtprof_bank_clear(&rtprof_banks[1]);
    /*@ loop invariant range: 0 <= i <= RTPROF_BUCKET_COUNT;
        loop invariant cleared: \forall integer j; 0 <= j < i ==> rtprof_results[j] == 0;
        loop assigns i, rtprof_results[0 .. RTPROF_BUCKET_COUNT - 1];
        loop variant RTPROF_BUCKET_COUNT - i; */
    for (i = 0u; i < RTPROF_BUCKET_COUNT; i++)
    {
        rtprof_results[i] = 0u;
    }
    rtprof_window.total = 0u;
    rtprof_window.scale_shift = 0u;
    rtprof_window.saturated = false;
    rtprof_window.overlong = false;
    rtprof_window.unattributed = false;
    rtprof_window.empty = true;
    rtprof_timer_last = ]_rtprof_read32[;
    rtprof_initialised = true;
    rtprof_port_critical_exit(key);
}
]])m4_dnl
m4_define([_rtprof_init_5], [[void rtprof_init(void)
{
    const uint32_t key = rtprof_port_critical_enter();
    uint32_t i;

    rtprof_live = &rtprof_banks[0];
    /*@ assert index0: rtprof_index(&rtprof_banks[0]) == 0 && rtprof_index(&rtprof_banks[1]) == 1; */
    rtprof_bank_clear(&rtprof_banks[0]);
    rtprof_bank_clear(&rtprof_banks[1]);
    /*@ loop invariant range: 0 <= i <= RTPROF_BUCKET_COUNT;
        loop invariant cleared: \forall integer j; 0 <= j < i ==> rtprof_results[j] == 0;
        loop assigns i, rtprof_results[0 .. RTPROF_BUCKET_COUNT - 1];
        loop variant RTPROF_BUCKET_COUNT - i; */
    for (i = 0u; i < RTPROF_BUCKET_COUNT; i++)
    {
        rtprof_results[i] = 0u;
    }
    rtprof_window.total = 0u;
    rtprof_window.scale_shift = 0u;
    rtprof_window.saturated = false;
    rtprof_window.overlong = false;
    rtprof_window.unattributed = false;
    rtprof_window.empty = true;
    (void)rtprof_port_interval();
    rtprof_initialised = true;
    rtprof_port_critical_exit(key);
}
]])m4_dnl
m4_define([_rtprof_init_6], [[void rtprof_init(void)
{
    const uint32_t key = rtprof_port_critical_enter();

    rtprof_live = &rtprof_banks[0];
    /*@ assert index0: rtprof_index(&rtprof_banks[0]) == 0 && rtprof_index(&rtprof_banks[1]) == 1; */
    rtprof_bank_clear(&rtprof_banks[0]);
    rtprof_bank_clear(&rtprof_banks[1]);
    rtprof_window.total = 0u;
    rtprof_window.scale_shift = 0u;
    rtprof_window.saturated = false;
    rtprof_window.overlong = false;
    rtprof_window.unattributed = false;
    rtprof_window.empty = true;
    rtprof_initialised = true;
    rtprof_port_critical_exit(key);
}
]])m4_dnl
m4_define([_rtprof_init_7], [[void rtprof_init(void)
{
    const uint32_t key = rtprof_port_critical_enter();

    rtprof_live = &rtprof_banks[0];
    /*@ assert index0: rtprof_index(&rtprof_banks[0]) == 0 && rtprof_index(&rtprof_banks[1]) == 1; */
    rtprof_bank_clear(&rtprof_banks[0]);
    rtprof_bank_clear(&rtprof_banks[1]);
    rtprof_window.total = 0u;
    rtprof_window.scale_shift = 0u;
    rtprof_window.saturated = false;
    rtprof_window.overlong = false;
    rtprof_window.unattributed = false;
    rtprof_window.empty = true;
    rtprof_timer_last = ]_rtprof_read32[;
    rtprof_initialised = true;
    rtprof_port_critical_exit(key);
}
]])m4_dnl
m4_define([_rtprof_init_8], [[void rtprof_init(void)
{
    const uint32_t key = rtprof_port_critical_enter();

    rtprof_live = &rtprof_banks[0];
    /*@ assert index0: rtprof_index(&rtprof_banks[0]) == 0 && rtprof_index(&rtprof_banks[1]) == 1; */
    rtprof_bank_clear(&rtprof_banks[0]);
    rtprof_bank_clear(&rtprof_banks[1]);
    rtprof_window.total = 0u;
    rtprof_window.scale_shift = 0u;
    rtprof_window.saturated = false;
    rtprof_window.overlong = false;
    rtprof_window.unattributed = false;
    rtprof_window.empty = true;
    (void)rtprof_port_interval();
    rtprof_initialised = true;
    rtprof_port_critical_exit(key);
}
]])m4_dnl
m4_dnl The text, in order; each selection names the whole text of its configuration.
_rtprof_if_units64(
    [rtprof_if([RTPROF_RESULT], [int],
        [_rtprof_init_1[]],
        [_rtprof_init_2[]])],
    [rtprof_if([RTPROF_RESULT], [int],
        [rtprof_if([RTPROF_INTERVAL], [tick],
            [_rtprof_init_3[]],
            [rtprof_if([RTPROF_INTERVAL], [timer],
                [_rtprof_init_4[]],
                [_rtprof_init_5[]])])],
        [rtprof_if([RTPROF_INTERVAL], [tick],
            [_rtprof_init_6[]],
            [rtprof_if([RTPROF_INTERVAL], [timer],
                [_rtprof_init_7[]],
                [_rtprof_init_8[]])])])])m4_dnl
m4_dnl
m4_dnl
