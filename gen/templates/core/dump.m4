m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl core/dump.m4: the dump's header and its task names (spec/dump.md), in <name>_rtprof.c after every
m4_dnl module's functions, when a module gives the dump regions (rtprof_if_dump). The header's table holds
m4_dnl the core's regions, then each module's from its core-dump.m4 part, in registry order; its
m4_dnl configuration values are the core's nine, then the modules', then zeros.
m4_dnl
m4_dnl A module's core-dump.m4 calls, in any order:
m4_dnl   rtprof_dump_value(VALUE)               one 32-bit value of the header's configuration
m4_dnl   rtprof_dump_region(KIND, BYTES, ADDRESS)   one region of the table
m4_dnl The parts are read three times: to count the regions, for the values, for the table.
m4_define([_rtprof_dump_pass],
[m4_pushdef([rtprof_dump_value], [$1])m4_pushdef([rtprof_dump_region], [$2])]m4_dnl
[rtprof_module_parts([core-dump.m4])m4_popdef([rtprof_dump_value])m4_popdef([rtprof_dump_region])])m4_dnl
m4_dnl _rtprof_dump_count(WHAT): how many values (WHAT 1) or regions (WHAT 2) the modules give.
m4_define([_rtprof_dump_counted], [0])m4_dnl
m4_define([_rtprof_dump_count],
[m4_define([_rtprof_dump_counted], [0])m4_dnl
_rtprof_dump_pass(m4_ifelse([$1], [1], [[_rtprof_dump_incr[]]], [[]]), m4_ifelse([$1], [2], [[_rtprof_dump_incr[]]], [[]]))m4_dnl
_rtprof_dump_counted])m4_dnl
m4_define([_rtprof_dump_incr], [m4_define([_rtprof_dump_counted], m4_incr(_rtprof_dump_counted))])m4_dnl
m4_dnl The core's regions: BANKS, LIVE, WINDOW, RESULTS (int results), INITIALISED, NAMES.
m4_define([_rtprof_dump_core_regions], rtprof_if([RTPROF_RESULT], [int], [[6]], [[5]]))m4_dnl
m4_dnl _rtprof_dump_zeros(N): ", 0u" N times.
m4_define([_rtprof_dump_zeros], [m4_ifelse(m4_eval([$1] > 0), [1], [[, 0u]_rtprof_dump_zeros(m4_decr([$1]))])])m4_dnl
m4_define([_rtprof_dump_values_given], _rtprof_dump_count([1]))m4_dnl
m4_define([_rtprof_dump_regions_given], _rtprof_dump_count([2]))m4_dnl
m4_ifelse(m4_eval(_rtprof_dump_values_given > 3), [1],
  [m4_errprint([core/dump.m4: the modules give more than 3 configuration values of the dump header
])m4_m4exit(1)])m4_dnl
m4_ifelse(m4_eval(_rtprof_dump_core_regions + _rtprof_dump_regions_given > 16), [1],
  [m4_errprint([core/dump.m4: more than 16 regions of the dump
])m4_m4exit(1)])m4_dnl
[
/* ---- The dump's header and names (spec/dump.md) ---- */

/* RTPROF-DUMP-001. The hash and the name are string literals in braces (RTPROF-DEV-023). */
const rtprof_dump_header_t rtprof_dump_header = { /* RTPROF-DEV-023 */
    {'R', 'T', 'P', 'R', 'O', 'F', 'D', '\0'},
    RTPROF_DUMP_BYTE_ORDER,
    RTPROF_DUMP_VERSION,
    (uint32_t)sizeof(rtprof_dump_header_t),
    (uint32_t)(sizeof(void *) * 8u),
    {RTPROF_CONFIG_HASH},
    {RTPROF_CONFIG_NAME},
    {RTPROF_PROCESS_COUNT, RTPROF_COUNTER_BITS, ]rtprof_if([RTPROF_RESULT], [float], [[1u]], [[0u]])[, ]rtprof_if([RTPROF_ROUNDING], [exact_sum], [[1u]], [[0u]])[, ]rtprof_case([RTPROF_INTERVAL], [tick], [[0u]], [timer], [[1u]], [user], [[2u]])[,
     ]rtprof_if([RTPROF_INTERVAL], [timer], [[RTPROF_TIMER_BITS, ]rtprof_if([RTPROF_TIMER_DIR], [down], [[1u]], [[0u]])], [[0u, 0u]])[, RTPROF_TIMER_HZ, RTPROF_WINDOW_MS]_rtprof_dump_pass([[, ]$][1[]], [])[]_rtprof_dump_zeros(m4_eval(3 - _rtprof_dump_values_given))[},
    ]m4_eval(_rtprof_dump_core_regions + _rtprof_dump_regions_given)[u,
    {{RTPROF_DUMP_BANKS, (uint32_t)sizeof(rtprof_banks), rtprof_banks},
     {RTPROF_DUMP_LIVE, (uint32_t)sizeof(rtprof_bank_t *), &rtprof_live},
     {RTPROF_DUMP_WINDOW, (uint32_t)sizeof(rtprof_window), &rtprof_window},
]rtprof_if([RTPROF_RESULT], [int], [[     {RTPROF_DUMP_RESULTS, (uint32_t)sizeof(rtprof_results), rtprof_results},
]])[     {RTPROF_DUMP_INITIALISED, (uint32_t)sizeof(rtprof_initialised), &rtprof_initialised},
     {RTPROF_DUMP_NAMES, (uint32_t)sizeof(rtprof_dump_names), rtprof_dump_names}]_rtprof_dump_pass([], [[,
     {]$][1[, ]$][2[, ]$][3[}]])[}};

/* RTPROF-DUMP-002 */
rtprof_status_t rtprof_dump_names_capture(void)
{
    rtprof_status_t status = RTPROF_E_INIT;

    if (rtprof_initialised)
    {
        uint32_t task;

        /*@ loop invariant tasks: 0 <= task <= RTPROF_PROCESS_COUNT;
            loop assigns task, rtprof_dump_names[0 .. RTPROF_PROCESS_COUNT - 1][0 .. RTPROF_DUMP_NAME_BYTES - 1];
            loop variant RTPROF_PROCESS_COUNT - task; */
        for (task = 0u; task < RTPROF_PROCESS_COUNT; task++)
        {
            const char *const name = rtprof_port_task_name(task);
            char text[RTPROF_DUMP_NAME_BYTES];
            bool ended = (name == NULL);
            uint32_t i;

            /* the name is read whole into text before the names are written: nothing written can
             * change what is read */
            /*@ loop invariant bytes: 0 <= i <= RTPROF_DUMP_NAME_BYTES;
                loop invariant read: !ended ==> name != \null &&
                    (\forall integer j; 0 <= j < i && j < RTPROF_DUMP_NAME_BYTES - 1 ==> name[j] != 0);
                loop assigns i, ended, text[0 .. RTPROF_DUMP_NAME_BYTES - 1];
                loop variant RTPROF_DUMP_NAME_BYTES - i; */
            for (i = 0u; i < RTPROF_DUMP_NAME_BYTES; i++)
            {
                char c = '\0';

                if ((!ended) && (i < (RTPROF_DUMP_NAME_BYTES - 1u)))
                {
                    /*@ assert readable: \valid_read(name + i); */
                    c = name[i];
                    if (c == '\0')
                    {
                        ended = true;
                    }
                    else if ((c < ' ') || (c > '~'))
                    {
                        c = '?';
                    }
                    else
                    {
                        /* a printable character is kept */
                    }
                }
                text[i] = c;
            }
            /*@ loop invariant bytes: 0 <= i <= RTPROF_DUMP_NAME_BYTES;
                loop assigns i, rtprof_dump_names[task][0 .. RTPROF_DUMP_NAME_BYTES - 1];
                loop variant RTPROF_DUMP_NAME_BYTES - i; */
            for (i = 0u; i < RTPROF_DUMP_NAME_BYTES; i++)
            {
                rtprof_dump_names[task][i] = text[i];
            }
        }
        status = RTPROF_OK;
    }
    return status;
}
]m4_dnl
