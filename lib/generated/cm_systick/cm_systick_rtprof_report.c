/* SPDX-License-Identifier: Apache-2.0 */
/* cm_systick_rtprof_report.c: the rtprof result table, written into a caller's buffer without stdio.
 *
 * GENERATED FILE - DO NOT EDIT. Change the configuration and regenerate instead.
 * Generator:     rtprof-gen 0.1.0
 * Configuration: cm_systick (sha256 670c4cd2da363bd4b53f8668f1282722bcedf793ddffe1fe0326771d49bb6f5e)
 * Regenerate:    gen/rtprof-gen --config cm_systick.rtprof --out <output-folder>
 */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "cm_systick_rtprof.h"
#include "cm_systick_rtprof_report.h"
#include "rtprof_port.h"

/* A bounded writer: characters go to buffer while one byte is left for the NUL; after that they
 * are counted as lost and the table is reported truncated (RTPROF-FMT-002/003). */
typedef struct
{
    char *buffer;
    uint32_t size;   /* > 0 */
    uint32_t length; /* characters written, always < size */
    bool truncated;
} rtprof_writer_t;

static void rtprof_put_char(rtprof_writer_t *writer, char c)
{
    if (writer->length < (writer->size - 1u))
    {
        writer->buffer[writer->length] = c;
        writer->length++;
    }
    else
    {
        writer->truncated = true;
    }
}

/* count copies of c */
static void rtprof_put_repeat(rtprof_writer_t *writer, char c, uint32_t count)
{
    uint32_t i;

    for (i = 0u; i < count; i++)
    {
        rtprof_put_char(writer, c);
    }
}

/* The NUL-terminated text, at most max characters of it; control characters print as '?' so a
 * name cannot break the table. */
static void rtprof_put_text(rtprof_writer_t *writer, const char *text, uint32_t max)
{
    uint32_t i;

    for (i = 0u; (i < max) && (text[i] != '\0'); i++)
    {
        const char c = text[i];

        rtprof_put_char(writer, ((c < ' ') || (c == '\x7f')) ? '?' : c);
    }
}

/* Decimal digits of value, most significant first, into digits; returns how many (1 .. 20). */
static uint32_t rtprof_digits(uint64_t value, char digits[20])
{
    char reversed[20];
    uint64_t rest = value;
    uint32_t count = 0u;
    uint32_t i;

    do
    {
        reversed[count] = (char)('0' + (char)(rest % 10u));
        rest /= 10u;
        count++;
    } while ((rest != 0u) && (count < 20u));
    for (i = 0u; i < count; i++)
    {
        digits[i] = reversed[count - 1u - i];
    }
    return count;
}

/* value in decimal, right-aligned in width columns (wider when it needs more). */
static void rtprof_put_uint(rtprof_writer_t *writer, uint64_t value, uint32_t width)
{
    char digits[20];
    const uint32_t count = rtprof_digits(value, digits);
    uint32_t i;

    if (count < width)
    {
        rtprof_put_repeat(writer, ' ', width - count);
    }
    for (i = 0u; i < count; i++)
    {
        rtprof_put_char(writer, digits[i]);
    }
}

/* hundredths (0 .. 10000) as a percentage with two decimals, right-aligned in 7 columns. */
static void rtprof_put_percent(rtprof_writer_t *writer, uint32_t hundredths)
{
    const uint32_t fraction = hundredths % 100u;

    rtprof_put_uint(writer, (uint64_t)(hundredths / 100u), 4u);
    rtprof_put_char(writer, '.');
    rtprof_put_char(writer, (char)('0' + (char)(fraction / 10u)));
    rtprof_put_char(writer, (char)('0' + (char)(fraction % 10u)));
}

/* "-" right-aligned in width columns. */
static void rtprof_put_dash(rtprof_writer_t *writer, uint32_t width)
{
    rtprof_put_repeat(writer, ' ', width - 1u);
    rtprof_put_char(writer, '-');
}

static void rtprof_put_rule(rtprof_writer_t *writer)
{
    rtprof_put_text(writer, "----+---------+-------+", 23u);
    rtprof_put_repeat(writer, '-', RTPROF_REPORT_NAME_MAX + 2u);
    rtprof_put_char(writer, '\n');
}

/* The share of bucket task in hundredths of a percent. */
static uint32_t rtprof_hundredths(uint32_t task)
{
    rtprof_result_t result = 0u;

    (void)rtprof_get_result(task, &result);
    return (uint32_t)result;
}

/* One table line: id (or "--"), share, slack, name. */
static void rtprof_put_row(rtprof_writer_t *writer, uint32_t task)
{
    if (task < RTPROF_PROCESS_COUNT)
    {
        const uint32_t slack = rtprof_port_stack_slack(task);
        const char *const name = rtprof_port_task_name(task);

        rtprof_put_uint(writer, (uint64_t)task, 3u);
        rtprof_put_text(writer, " | ", 3u);
        rtprof_put_percent(writer, rtprof_hundredths(task));
        rtprof_put_text(writer, " | ", 3u);
        if (slack == RTPROF_SLACK_UNKNOWN)
        {
            rtprof_put_dash(writer, 5u);
        }
        else
        {
            rtprof_put_uint(writer, (uint64_t)slack, 5u);
        }
        rtprof_put_text(writer, " | ", 3u);
        rtprof_put_text(writer, (name == NULL) ? "-" : name, RTPROF_REPORT_NAME_MAX);
    }
    else
    {
        rtprof_put_text(writer, " --", 3u);
        rtprof_put_text(writer, " | ", 3u);
        rtprof_put_percent(writer, rtprof_hundredths(task));
        rtprof_put_text(writer, " |     - | (unattributed)", 25u);
    }
    rtprof_put_char(writer, '\n');
}

rtprof_status_t rtprof_report(char *buffer, uint32_t size, uint32_t *length)
{
    rtprof_status_t status;

    if ((buffer == NULL) || (length == NULL))
    {
        status = RTPROF_E_NULL;
    }
    else if (size == 0u)
    {
        status = RTPROF_E_RANGE;
    }
    else
    {
        rtprof_writer_t writer;
        rtprof_window_t window;
        uint64_t unattributed = 0u;
        uint32_t task;

        writer.buffer = buffer;
        writer.size = size;
        writer.length = 0u;
        writer.truncated = false;
        (void)rtprof_get_window(&window);
        (void)rtprof_get_units(RTPROF_UNATTRIBUTED, &unattributed);

        rtprof_put_text(&writer, " Pr |   CPU % | Slack | Name", 28u);
        rtprof_put_char(&writer, '\n');
        rtprof_put_rule(&writer);
        for (task = 0u; task < RTPROF_PROCESS_COUNT; task++)
        {
            rtprof_put_row(&writer, task);
        }
        if ((unattributed != 0u) || window.unattributed)
        {
            rtprof_put_row(&writer, RTPROF_UNATTRIBUTED);
        }
        rtprof_put_rule(&writer);
        rtprof_put_text(&writer, "window ", 7u);
        rtprof_put_uint(&writer, window.total, 1u);
        rtprof_put_text(&writer, " units", 6u);
        if (window.saturated)
        {
            rtprof_put_text(&writer, " saturated", 10u);
        }
        if (window.unattributed)
        {
            rtprof_put_text(&writer, " unattributed", 13u);
        }
        if (window.empty)
        {
            rtprof_put_text(&writer, " empty", 6u);
        }
        if (window.scale_shift != 0u)
        {
            rtprof_put_text(&writer, " scaled k=", 10u);
            rtprof_put_uint(&writer, (uint64_t)window.scale_shift, 1u);
        }
        rtprof_put_char(&writer, '\n');

        buffer[writer.length] = '\0';
        *length = writer.length;
        status = writer.truncated ? RTPROF_TRUNCATED : RTPROF_OK;
    }
    return status;
}
