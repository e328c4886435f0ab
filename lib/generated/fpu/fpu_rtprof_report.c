/* SPDX-License-Identifier: Apache-2.0 */
/* fpu_rtprof_report.c: the rtprof result table, written into a caller's buffer without stdio.
 *
 * GENERATED FILE - DO NOT EDIT. Change the configuration and regenerate instead.
 * Generator:     rtprof-gen 0.1.0
 * Configuration: fpu (sha256 c714653240a50bc61ecefaeb0a6563981d24403d6dfce9925f5a22075e525d0f)
 * Regenerate:    gen/rtprof-gen --config fpu.rtprof --out <output-folder>
 */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "fpu_rtprof.h"
#include "fpu_rtprof_report.h"
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

/* Proof-only count of the characters the formatter produced, written or not (capped). */
/*@ ghost uint64_t rtprof_produced; */

/* A writer that may write buffer[0 .. size - 1] and has room for the NUL; produced counts what it
 * was given, length what it wrote; it is truncated exactly when it was given more than it wrote. */
/*@
  predicate rtprof_writer_ok{L}(rtprof_writer_t *w) =
      \valid(w) && 1 <= w->size && w->length < w->size &&
      \valid(w->buffer + (0 .. w->size - 1)) && \separated(w, w->buffer + (0 .. w->size - 1)) &&
      \separated(w->buffer + (..), &rtprof_initialised, &rtprof_banks[0 .. 1], &rtprof_live, &rtprof_window, &rtprof_scale, &rtprof_timer_last) && \separated(w + (..), &rtprof_initialised, &rtprof_banks[0 .. 1], &rtprof_live, &rtprof_window, &rtprof_scale, &rtprof_timer_last) &&
      rtprof_produced >= w->length &&
      (w->truncated != 0 <==> rtprof_produced > w->length);
*/
/* Every character a loop that stops at the first NUL or after max characters reads is readable. */
/*@
  predicate rtprof_readable{L}(char *text, integer max) =
      \forall integer i; 0 <= i < max ==> (\forall integer j; 0 <= j < i ==> text[j] != 0) ==> \valid_read(text + i);
*/

/* One character, or counted as lost when only the room for the NUL is left (RTPROF-FMT-002/003). */
/*@ requires ok: rtprof_writer_ok(writer);
    assigns writer->buffer[writer->length], writer->length, writer->truncated, rtprof_produced;
    ensures ok: rtprof_writer_ok(writer);
    ensures same: writer->buffer == \old(writer->buffer) && writer->size == \old(writer->size);
    ensures grows: \old(writer->length) <= writer->length <= \old(writer->length) + 1;
    ensures written: writer->length == \old(writer->length) + 1 ==> writer->buffer[\old(writer->length)] == c;
    ensures full: writer->length == \old(writer->length) ==> writer->length == writer->size - 1;
*/
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
    /*@ ghost rtprof_produced = (rtprof_produced < 18446744073709551615u) ? (rtprof_produced + 1u) : rtprof_produced; */
}

/* count copies of c (RTPROF-FMT-001/002). */
/*@ requires ok: rtprof_writer_ok(writer);
    assigns writer->buffer[0 .. writer->size - 1], writer->length, writer->truncated, rtprof_produced;
    ensures ok: rtprof_writer_ok(writer);
    ensures same: writer->buffer == \old(writer->buffer) && writer->size == \old(writer->size);
*/
static void rtprof_put_repeat(rtprof_writer_t *writer, char c, uint32_t count)
{
    uint32_t i;

    /*@ loop invariant range: 0 <= i <= count;
        loop invariant writer_ok: rtprof_writer_ok(writer);
        loop invariant same_writer: writer->buffer == \at(writer->buffer, Pre) && writer->size == \at(writer->size, Pre);
        loop assigns i, writer->buffer[0 .. writer->size - 1], writer->length, writer->truncated, rtprof_produced;
        loop variant count - i; */
    for (i = 0u; i < count; i++)
    {
        rtprof_put_char(writer, c);
    }
}

/* The NUL-terminated text, at most max characters of it: the table's own words (RTPROF-FMT-002). */
/*@ requires ok: rtprof_writer_ok(writer);
    requires text: rtprof_readable(text, max);
    requires apart: \separated(text + (0 .. max - 1), writer->buffer + (0 .. writer->size - 1), writer);
    assigns writer->buffer[0 .. writer->size - 1], writer->length, writer->truncated, rtprof_produced;
    ensures ok: rtprof_writer_ok(writer);
    ensures same: writer->buffer == \old(writer->buffer) && writer->size == \old(writer->size);
*/
static void rtprof_put_text(rtprof_writer_t *writer, const char *text, uint32_t max)
{
    uint32_t i;

    /*@ loop invariant range: 0 <= i <= max;
        loop invariant no_nul: \forall integer j; 0 <= j < i ==> text[j] != 0;
        loop invariant writer_ok: rtprof_writer_ok(writer);
        loop invariant same_writer: writer->buffer == \at(writer->buffer, Pre) && writer->size == \at(writer->size, Pre);
        loop assigns i, writer->buffer[0 .. writer->size - 1], writer->length, writer->truncated, rtprof_produced;
        loop variant max - i; */
    for (i = 0u; (i < max) && (text[i] != '\0'); i++)
    {
        rtprof_put_char(writer, text[i]);
    }
}

/* How the table shows a character of a task's name: a control character as '?' (RTPROF-FMT-004). */
/*@
  logic integer rtprof_shown_as(integer c) = (c < 32 || c == 127) ? 63 : c;
*/
/* The length characters of a task's name as the table shows them: all of them, in order, each
 * as rtprof_shown_as gives it, until the buffer is full (RTPROF-FMT-002/004). */
/*@ requires ok: rtprof_writer_ok(writer);
    requires text: \valid_read(name + (0 .. length - 1));
    requires apart: \separated(name + (0 .. length - 1), writer->buffer + (0 .. writer->size - 1), writer);
    assigns writer->buffer[0 .. writer->size - 1], writer->length, writer->truncated, rtprof_produced;
    ensures ok: rtprof_writer_ok(writer);
    ensures same: writer->buffer == \old(writer->buffer) && writer->size == \old(writer->size);
    ensures count: writer->length == \old(writer->length) + length || writer->length == writer->size - 1;
    ensures grows: \old(writer->length) <= writer->length <= \old(writer->length) + length;
    ensures shown: \forall integer k; 0 <= k < writer->length - \old(writer->length) ==>
                       writer->buffer[\old(writer->length) + k] == rtprof_shown_as(name[k]);
*/
static void rtprof_put_name(rtprof_writer_t *writer, const char *name, uint32_t length)
{
    uint32_t i;

    /*@ loop invariant range: 0 <= i <= length;
        loop invariant writer_ok: rtprof_writer_ok(writer);
        loop invariant same_writer: writer->buffer == \at(writer->buffer, Pre) && writer->size == \at(writer->size, Pre);
        loop invariant count: writer->length == \at(writer->length, Pre) + i || writer->length == writer->size - 1;
        loop invariant grows: \at(writer->length, Pre) <= writer->length <= \at(writer->length, Pre) + i;
        loop invariant shown: \forall integer k; 0 <= k < writer->length - \at(writer->length, Pre) ==>
                                  writer->buffer[\at(writer->length, Pre) + k] == rtprof_shown_as(name[k]);
        loop assigns i, writer->buffer[0 .. writer->size - 1], writer->length, writer->truncated, rtprof_produced;
        loop variant length - i; */
    for (i = 0u; i < length; i++)
    {
        const char c = name[i];
        char shown = c;

        if ((c < ' ') || (c == '\x7f')) /* RTPROF-DEV-004 */
        {
            shown = '?';
        }
        rtprof_put_char(writer, shown);
    }
}

/* Copy the port's name of a task (at most RTPROF_REPORT_NAME_MAX characters, up to its NUL) into
 * name before anything is written, so the table cannot change the text it is reading; returns how
 * many characters were copied (RTPROF-FMT-004). */
/*@ requires text: rtprof_port_string(text);
    requires out: \valid(name + (0 .. RTPROF_REPORT_NAME_MAX - 1)) && \separated(name + (0 .. RTPROF_REPORT_NAME_MAX - 1), text + (..));
    assigns name[0 .. RTPROF_REPORT_NAME_MAX - 1];
    ensures count: \result <= RTPROF_REPORT_NAME_MAX;
    ensures copied: \forall integer j; 0 <= j < \result ==> name[j] != 0;
*/
static uint32_t rtprof_copy_name(const char *text, char name[RTPROF_REPORT_NAME_MAX])
{
    uint32_t i;

    /*@ loop invariant range: 0 <= i <= RTPROF_REPORT_NAME_MAX;
        loop invariant no_nul: \forall integer j; 0 <= j < i ==> text[j] != 0 && name[j] != 0;
        loop assigns i, name[0 .. RTPROF_REPORT_NAME_MAX - 1];
        loop variant RTPROF_REPORT_NAME_MAX - i; */
    for (i = 0u; (i < RTPROF_REPORT_NAME_MAX) && (text[i] != '\0'); i++)
    {
        name[i] = text[i];
    }
    return i;
}

/* Decimal digits of value, most significant first, into digits; returns how many (1 .. 20) (RTPROF-FMT-001). */
/*@ requires out: \valid(digits + (0 .. 19));
    assigns digits[0 .. 19];
    ensures count: 1 <= \result <= 20;
    ensures digits: \forall integer i; 0 <= i < \result ==> '0' <= digits[i] <= '9';
*/
static uint32_t rtprof_digits(uint64_t value, char digits[20])
{
    char reversed[20] = { 0 };
    uint64_t rest = value;
    uint32_t count = 0u;
    uint32_t i;

    /*@ loop invariant range: 0 <= count < 20;
        loop invariant digits: \forall integer j; 0 <= j < count ==> '0' <= reversed[j] <= '9';
        loop assigns rest, count, reversed[0 .. 19];
        loop variant 21 - count; */
    do
    {
        /*@ assert digits_left: count < 20; */
        reversed[count] = (char)('0' + (rest % 10u));
        rest /= 10u;
        count++;
    } while ((rest != 0u) && (count < 20u));
    /*@ loop invariant range: 0 <= i <= count;
        loop invariant digits: \forall integer j; 0 <= j < i ==> '0' <= digits[j] <= '9';
        loop assigns i, digits[0 .. 19];
        loop variant count - i; */
    for (i = 0u; i < count; i++)
    {
        digits[i] = reversed[count - 1u - i];
    }
    return count;
}

/* value in decimal, right-aligned in width columns (wider when it needs more) (RTPROF-FMT-001/002). */
/*@ requires ok: rtprof_writer_ok(writer);
    assigns writer->buffer[0 .. writer->size - 1], writer->length, writer->truncated, rtprof_produced;
    ensures ok: rtprof_writer_ok(writer);
    ensures same: writer->buffer == \old(writer->buffer) && writer->size == \old(writer->size);
*/
static void rtprof_put_uint(rtprof_writer_t *writer, uint64_t value, uint32_t width)
{
    char digits[20] = { 0 };
    const uint32_t count = rtprof_digits(value, digits);
    uint32_t i;

    if (count < width)
    {
        rtprof_put_repeat(writer, ' ', width - count);
    }
    /*@ loop invariant range: 0 <= i <= count;
        loop invariant writer_ok: rtprof_writer_ok(writer);
        loop invariant same_writer: writer->buffer == \at(writer->buffer, Pre) && writer->size == \at(writer->size, Pre);
        loop assigns i, writer->buffer[0 .. writer->size - 1], writer->length, writer->truncated, rtprof_produced;
        loop variant count - i; */
    for (i = 0u; i < count; i++)
    {
        rtprof_put_char(writer, digits[i]);
    }
}

/* hundredths (0 .. 10000) as a percentage with two decimals, right-aligned in 7 columns (RTPROF-FMT-001/002). */
/*@ requires ok: rtprof_writer_ok(writer);
    assigns writer->buffer[0 .. writer->size - 1], writer->length, writer->truncated, rtprof_produced;
    ensures ok: rtprof_writer_ok(writer);
    ensures same: writer->buffer == \old(writer->buffer) && writer->size == \old(writer->size);
*/
static void rtprof_put_percent(rtprof_writer_t *writer, uint32_t hundredths)
{
    const uint32_t fraction = hundredths % 100u;

    rtprof_put_uint(writer, (uint64_t)hundredths / 100u, 4u);
    rtprof_put_char(writer, '.');
    rtprof_put_char(writer, (char)('0' + (fraction / 10u)));
    rtprof_put_char(writer, (char)('0' + (fraction % 10u)));
}

/* "-" right-aligned in width columns (RTPROF-FMT-001/004). */
/*@ requires ok: rtprof_writer_ok(writer);
    requires wide: 1 <= width;
    assigns writer->buffer[0 .. writer->size - 1], writer->length, writer->truncated, rtprof_produced;
    ensures ok: rtprof_writer_ok(writer);
    ensures same: writer->buffer == \old(writer->buffer) && writer->size == \old(writer->size);
*/
static void rtprof_put_dash(rtprof_writer_t *writer, uint32_t width)
{
    rtprof_put_repeat(writer, ' ', width - 1u);
    rtprof_put_char(writer, '-');
}

/* The table's rule line (RTPROF-FMT-001/002). */
/*@ requires ok: rtprof_writer_ok(writer);
    assigns writer->buffer[0 .. writer->size - 1], writer->length, writer->truncated, rtprof_produced;
    ensures ok: rtprof_writer_ok(writer);
    ensures same: writer->buffer == \old(writer->buffer) && writer->size == \old(writer->size);
*/
static void rtprof_put_rule(rtprof_writer_t *writer)
{
    rtprof_put_text(writer, "----+---------+------------+", 28u);
    rtprof_put_repeat(writer, '-', RTPROF_REPORT_NAME_MAX + 2u);
    rtprof_put_char(writer, '\n');
}

/* The share of bucket task in hundredths of a percent (RTPROF-FMT-001, RTPROF-NORM-007). */
/*@ requires state: rtprof_ready;
    requires task: task <= RTPROF_UNATTRIBUTED_ID;
    assigns \nothing;
    ensures range: \result <= 10000;
*/
static uint32_t rtprof_hundredths(uint32_t task)
{
    rtprof_result_t result = 0.0f;
    uint32_t hundredths;

    (void)rtprof_get_result(task, &result); /* RTPROF-DEV-012 */
    /* 0.0 <= result <= 100.0 (RTPROF-NORM-007): rounds to 0 .. 10000 */
    {
        const rtprof_result_t scaled = (result * 100.0f) + 0.5f;

        hundredths = (uint32_t)scaled;
    }
    /* never above 10000 (RTPROF-NORM-003/007); the clamp gives the formatter's proof that bound */
    return (hundredths <= 10000u) ? hundredths : 10000u; /* RTPROF-DEV-017 */
}

/* A task's table line: id, share, slack, then the length characters of name (RTPROF-FMT-001/004). */
/*@ requires state: rtprof_ready;
    requires ok: rtprof_writer_ok(writer);
    requires task: task < RTPROF_PROCESS_COUNT;
    requires text: \valid_read(name + (0 .. length - 1));
    requires apart: \separated(name + (0 .. length - 1), writer->buffer + (0 .. writer->size - 1), writer);
    assigns writer->buffer[0 .. writer->size - 1], writer->length, writer->truncated, rtprof_produced;
    ensures ok: rtprof_writer_ok(writer);
    ensures same: writer->buffer == \old(writer->buffer) && writer->size == \old(writer->size);
*/
static void rtprof_put_task(rtprof_writer_t *writer, uint32_t task, const char *name, uint32_t length)
{
    const uint32_t slack = rtprof_port_stack_slack(task);

    rtprof_put_uint(writer, (uint64_t)task, 3u);
    rtprof_put_text(writer, " | ", 3u);
    rtprof_put_percent(writer, rtprof_hundredths(task));
    rtprof_put_text(writer, " | ", 3u);
    if (slack == RTPROF_SLACK_UNKNOWN)
    {
        rtprof_put_dash(writer, 10u);
    }
    else
    {
        rtprof_put_uint(writer, (uint64_t)slack, 10u);
    }
    rtprof_put_text(writer, " | ", 3u);
    rtprof_put_name(writer, name, length);
    rtprof_put_char(writer, '\n');
}

/* One table line: a task's, or "--" for the unattributed bucket. The port's name is copied before
 * the line is written, so writing the table cannot change the text being read (RTPROF-FMT-001/004). */
/*@ requires state: rtprof_ready;
    requires ok: rtprof_writer_ok(writer);
    requires task: task <= RTPROF_UNATTRIBUTED_ID;
    assigns writer->buffer[0 .. writer->size - 1], writer->length, writer->truncated, rtprof_produced;
    ensures ok: rtprof_writer_ok(writer);
    ensures same: writer->buffer == \old(writer->buffer) && writer->size == \old(writer->size);
*/
static void rtprof_put_row(rtprof_writer_t *writer, uint32_t task)
{
    if (task < RTPROF_PROCESS_COUNT)
    {
        const char *const text = rtprof_port_task_name(task);

        if (text == NULL)
        {
            rtprof_put_task(writer, task, "-", 1u);
        }
        else
        {
            char name[RTPROF_REPORT_NAME_MAX] = { 0 };
            const uint32_t length = rtprof_copy_name(text, name);

            rtprof_put_task(writer, task, name, length);
        }
    }
    else
    {
        rtprof_put_text(writer, " --", 3u);
        rtprof_put_text(writer, " | ", 3u);
        rtprof_put_percent(writer, rtprof_hundredths(task));
        rtprof_put_text(writer, " |          - | (unattributed)", 30u);
        rtprof_put_char(writer, '\n');
    }
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
    else if (!rtprof_initialised)
    {
        status = RTPROF_E_INIT; /* RTPROF-RES-005 */
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
        /*@ ghost rtprof_produced = 0u; */
        (void)rtprof_get_window(&window); /* RTPROF-DEV-012 */
        (void)rtprof_get_units(RTPROF_UNATTRIBUTED_ID, &unattributed); /* RTPROF-DEV-012 */

        rtprof_put_text(&writer, " Pr |   CPU % |      Slack | Name", 33u);
        rtprof_put_char(&writer, '\n');
        rtprof_put_rule(&writer);
        /*@ loop invariant range: 0 <= task <= RTPROF_PROCESS_COUNT;
            loop invariant writer_ok: rtprof_writer_ok(&writer);
            loop invariant same_writer: writer.buffer == buffer && writer.size == size;
            loop assigns task, buffer[0 .. size - 1], writer.length, writer.truncated, rtprof_produced;
            loop variant RTPROF_PROCESS_COUNT - task; */
        for (task = 0u; task < RTPROF_PROCESS_COUNT; task++)
        {
            rtprof_put_row(&writer, task);
        }
        if ((unattributed != 0u) || window.unattributed)
        {
            rtprof_put_row(&writer, RTPROF_UNATTRIBUTED_ID);
        }
        rtprof_put_rule(&writer);
        rtprof_put_text(&writer, "window ", 7u);
        rtprof_put_uint(&writer, window.total, 1u);
        rtprof_put_text(&writer, " units", 6u);
        if (window.saturated)
        {
            rtprof_put_text(&writer, " saturated", 10u);
        }
        if (window.overlong)
        {
            rtprof_put_text(&writer, " overlong", 9u);
        }
        if (window.unattributed)
        {
            rtprof_put_text(&writer, " unattributed", 13u);
        }
        if (window.empty)
        {
            rtprof_put_text(&writer, " empty", 6u);
        }
        rtprof_put_char(&writer, '\n');

        buffer[writer.length] = '\0';
        *length = writer.length;
        status = writer.truncated ? RTPROF_TRUNCATED : RTPROF_OK;
    }
    return status;
}
