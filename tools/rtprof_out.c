/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_out.c: the host tool's outputs from a decoded dump: information, the CPU-load table, the
 * log against the counters, CSV, Chrome Trace Event JSON and an SVG timeline. Host code: C99, libc. */
#define _XOPEN_SOURCE 700 /* POSIX.1-2008 with realpath: mkstemp, realpath, fchmod, lstat */
#include "rtprof_out.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

#define TIME_MOD (1ULL << 40)
#define SCHED 0xFFu
#define UNKNOWN 0x100u
#define NONE 0x7FFFFFFFu
#define MARK_FIELDS 0x7FFFFu

/* ---- entries ---- */

static uint64_t raw_time(const dump_entry_t *e)
{
    return ((uint64_t)(e->word[0] >> 24) << 32) | e->word[1];
}

static int is_mark(const dump_entry_t *e)
{
    return (e->word[0] & 0xFFFFFFu) == MARK_FIELDS;
}

static uint32_t f_type(const dump_entry_t *e) { return (e->word[0] >> 18) & 1u; }
static uint32_t f_from_irq(const dump_entry_t *e) { return (e->word[0] >> 17) & 1u; }
static uint32_t f_to_irq(const dump_entry_t *e) { return (e->word[0] >> 16) & 1u; }
static uint32_t f_from(const dump_entry_t *e) { return (e->word[0] >> 8) & 0xFFu; }
static uint32_t f_to(const dump_entry_t *e) { return e->word[0] & 0xFFu; }
static uint32_t f_core(const dump_entry_t *e) { return (e->word[0] >> 19) & 0x1Fu; }

/* Whether entry e is the exit of the interrupt on its from side: it returns to a task, or to an
 * interrupt that is open (entered and not left, which makes the entry a return to it, not the entry
 * of a nested one). An exit whose interrupt was entered before the log began is one too. */
static int irq_exits(const dump_entry_t *e, const unsigned char *open)
{
    return f_from_irq(e) && (!f_to_irq(e) || (open[f_to(e)] != 0u));
}

/* The timeline: each entry's time made monotonic across the 40-bit wrap, and the task at the task
 * level (under any interrupt) after it; before the first entry, the task it reveals. */
typedef struct
{
    uint64_t t[DUMP_MAX_ENTRIES];
    uint32_t level[DUMP_MAX_ENTRIES];
    uint32_t first_level;
} timeline_t;

static timeline_t timeline_store;

static const timeline_t *timeline(const dump_t *d)
{
    timeline_t *tl = &timeline_store;
    uint32_t level = UNKNOWN;
    uint32_t k;

    for (k = 0u; k < d->count; k++)
    {
        const dump_entry_t *e = &d->entries[k];

        if (is_mark(e))
        {
            continue;
        }
        if (!f_from_irq(e))
        {
            level = f_from(e);
            break;
        }
        if (!f_to_irq(e))
        {
            level = f_to(e);
            break;
        }
    }
    tl->first_level = level;
    for (k = 0u; k < d->count; k++)
    {
        const dump_entry_t *e = &d->entries[k];

        tl->t[k] = (k == 0u) ? raw_time(e) : (tl->t[k - 1u] + ((raw_time(e) + TIME_MOD - raw_time(&d->entries[k - 1u])) % TIME_MOD));
        if (!is_mark(e) && !f_to_irq(e))
        {
            level = f_to(e);
        }
        tl->level[k] = level;
    }
    return tl;
}

/* The task-level runs of the timeline, in order: from each change of the task at the task level to
 * the next, up to end; first is the entry that began the run (NULL for the run before the first
 * entry). Runs of an unknown task and empty runs are skipped. */
typedef void (*run_visit_t)(void *ctx, uint32_t level, uint64_t start, uint64_t end, const dump_entry_t *first);

static void walk_runs(const dump_t *d, const timeline_t *tl, uint64_t end, run_visit_t visit, void *ctx)
{
    uint32_t level = tl->first_level;
    uint64_t start = (d->count != 0u) ? tl->t[0] : 0u;
    const dump_entry_t *first = NULL;
    uint32_t k;

    for (k = 0u; k <= d->count; k++)
    {
        const int last = (k == d->count);
        const uint32_t next = last ? UNKNOWN : tl->level[k];

        if (last || (next != level))
        {
            const uint64_t at = last ? end : tl->t[k];

            if ((level != UNKNOWN) && (at > start))
            {
                visit(ctx, level, start, at, first);
            }
            if (!last)
            {
                level = next;
                start = at;
                first = &d->entries[k];
            }
        }
    }
}

/* The interrupts of the timeline: from each entry to its exit (from the first entry for an exit
 * whose entry is before the log; up to end for an interrupt still open at the last entry). */
typedef void (*irq_visit_t)(void *ctx, uint32_t irq, uint64_t start, uint64_t end);

static void walk_irqs(const dump_t *d, const timeline_t *tl, uint64_t end, irq_visit_t visit, void *ctx)
{
    static uint64_t open_at[256];
    static unsigned char is_open[256];
    uint32_t k;
    unsigned i;

    memset(is_open, 0, sizeof is_open);
    for (k = 0u; k < d->count; k++)
    {
        const dump_entry_t *e = &d->entries[k];

        if (is_mark(e))
        {
            continue;
        }
        if (irq_exits(e, is_open))
        {
            const uint32_t irq = f_from(e);

            visit(ctx, irq, is_open[irq] ? open_at[irq] : tl->t[0], tl->t[k]);
            is_open[irq] = 0u;
        }
        else if (f_to_irq(e))
        {
            open_at[f_to(e)] = tl->t[k];
            is_open[f_to(e)] = 1u;
        }
        else
        {
            /* a task switch */
        }
    }
    for (i = 0u; i < 256u; i++)
    {
        if (is_open[i] && (end > open_at[i]))
        {
            visit(ctx, i, open_at[i], end);
        }
    }
}

/* whether entry e records a missed deadline of the task it leaves */
static int is_missed(const dump_entry_t *e)
{
    return !is_mark(e) && f_type(e) && (e->word[2] != NONE) && ((e->word[2] & 0x80000000u) != 0u) && !f_from_irq(e);
}

/* ---- numbers and names ---- */

/* units of the timer as microseconds with three decimals, exactly (floor), into buf */
static const char *us_text(const dump_t *d, uint64_t units, char *buf, size_t size)
{
    const uint64_t hz = d->timer_hz;
    const uint64_t seconds = units / hz;
    const uint64_t rem = units % hz;
    const uint64_t us = (rem * 1000000u) / hz;
    const uint64_t ns = ((rem * 1000000000u) / hz) % 1000u;

    if (seconds != 0u)
    {
        (void)snprintf(buf, size, "%llu%06llu.%03llu", (unsigned long long)seconds, (unsigned long long)us, (unsigned long long)ns);
    }
    else
    {
        (void)snprintf(buf, size, "%llu.%03llu", (unsigned long long)us, (unsigned long long)ns);
    }
    return buf;
}

/* minus units of the timer as microseconds with three decimals, floored (toward minus infinity),
 * into buf: the magnitude's nanoseconds are rounded up (units < 2^33, so units * 10^9 fits) */
static const char *minus_us_text(const dump_t *d, uint64_t units, char *buf, size_t size)
{
    const uint64_t hz = d->timer_hz;
    const uint64_t ns = ((units * 1000000000u) + hz - 1u) / hz;

    (void)snprintf(buf, size, "-%llu.%03llu", (unsigned long long)(ns / 1000u), (unsigned long long)(ns % 1000u));
    return buf;
}

/* the name of a task (or the scheduler), as the dump gives it */
static const char *task_name(const dump_t *d, uint32_t id, char *buf, size_t size)
{
    if (id == SCHED)
    {
        return "scheduler";
    }
    if (id >= d->tasks)
    {
        return "?";
    }
    if (d->has_names && (d->names[id][0] != '\0'))
    {
        return d->names[id];
    }
    (void)snprintf(buf, size, "task%u", (unsigned)id);
    return buf;
}

static const char *side_name(const dump_t *d, uint32_t irq, uint32_t id, char *buf, size_t size)
{
    if (irq)
    {
        (void)snprintf(buf, size, "irq%u", (unsigned)id);
        return buf;
    }
    return task_name(d, id, buf, size);
}

/* ---- info and table ---- */

int out_info(const dump_t *d, FILE *to)
{
    static const char *const interval[] = {"tick", "timer", "user"};

    fprintf(to, "configuration %s (sha256 %s)\n", d->name, d->hash);
    fprintf(to, "target %s-endian, %u-bit addresses, dump format %u\n", d->big_endian ? "big" : "little", (unsigned)d->address_bits,
            (unsigned)d->version);
    fprintf(to, "tasks %u, counters %u bits, results %s, interval %s", (unsigned)d->tasks, (unsigned)d->counter_bits,
            d->result_float ? "float" : (d->exact_sum ? "int exact_sum" : "int floor"), interval[d->interval]);
    if (d->interval == 1u)
    {
        fprintf(to, " %u bits %s", (unsigned)d->timer_bits, d->timer_down ? "down" : "up");
    }
    fprintf(to, ", %u Hz, window %u ms\n", (unsigned)d->timer_hz, (unsigned)d->window_ms);
    if (!d->initialised)
    {
        fprintf(to, "window: none (rtprof_init has not run)\n");
    }
    else
    {
        fprintf(to, "window: %llu units%s%s%s%s, scale shift %u\n", (unsigned long long)d->total, d->saturated ? " saturated" : "",
                d->overlong ? " overlong" : "", d->unattributed ? " unattributed" : "", d->empty ? " empty" : "", (unsigned)d->scale_shift);
    }
    if (d->has_log)
    {
        fprintf(to, "log: %u entries, %s when full; %s; sequence %u, overrun %u, %u entries held\n", (unsigned)d->log_entries,
                d->log_stop ? "stop" : "overwrite", d->armed ? "armed" : "disarmed", (unsigned)d->sequence, (unsigned)d->overrun,
                (unsigned)d->count);
    }
    else
    {
        fprintf(to, "log: none\n");
    }
    if (d->has_prof)
    {
        return out_prof_summary(d, to);
    }
    return ferror(to) ? 3 : 0;
}

static void put_rule(FILE *to)
{
    uint32_t i;

    fputs("----+---------+------------+", to);
    for (i = 0u; i < DUMP_TABLE_NAME_MAX + 2u; i++)
    {
        fputc('-', to);
    }
    fputc('\n', to);
}

/* The CPU-load table of the last closed window, as the target's formatter writes it. */
static int out_load_table(const dump_t *d, FILE *to)
{
    uint32_t t;

    if (!d->initialised)
    {
        fprintf(to, "no window: rtprof_init had not run when the dump was taken\n");
        return ferror(to) ? 3 : 0;
    }
    fputs(" Pr |   CPU % |      Slack | Name\n", to);
    put_rule(to);
    for (t = 0u; t <= d->tasks; t++)
    {
        const uint32_t h = dump_hundredths(d, t);

        if (t == d->tasks)
        {
            if ((d->closed[t] == 0u) && !d->unattributed)
            {
                break;
            }
            fprintf(to, " -- | %4u.%02u |          - | (unattributed)\n", (unsigned)(h / 100u), (unsigned)(h % 100u));
        }
        else
        {
            const char *name = (d->has_names && (d->names[t][0] != '\0')) ? d->names[t] : "-";

            fprintf(to, "%3u | %4u.%02u |          - | %.*s\n", (unsigned)t, (unsigned)(h / 100u), (unsigned)(h % 100u),
                    (int)DUMP_TABLE_NAME_MAX, name);
        }
    }
    put_rule(to);
    fprintf(to, "window %llu units%s%s%s%s\n", (unsigned long long)d->total, d->saturated ? " saturated" : "",
            d->overlong ? " overlong" : "", d->unattributed ? " unattributed" : "", d->empty ? " empty" : "");
    return ferror(to) ? 3 : 0;
}

/* The CPU-load table; for a dump with a function profile, then a blank line and the profile's summary
 * as info prints it. */
int out_table(const dump_t *d, FILE *to)
{
    const int rc = out_load_table(d, to);

    if ((rc != 0) || !d->has_prof)
    {
        return rc;
    }
    fputc('\n', to);
    return out_prof_summary(d, to);
}

/* ---- the log against the counters ---- */

int out_check(const dump_t *d, FILE *to)
{
    static uint64_t ran[DUMP_MAX_TASKS + 1u];
    const timeline_t *tl;
    const char *why = NULL;
    uint32_t k;
    uint32_t t;
    uint32_t differ = 0u;

    if (!d->has_log)
    {
        why = "the configuration has no log";
    }
    else if (!d->initialised)
    {
        why = "rtprof_init had not run";
    }
    else if ((d->count == 0u) || !is_mark(&d->entries[0]))
    {
        why = "the log does not start at its arming mark (entries were overwritten, or it was never armed)";
    }
    else if (d->overrun != 0u)
    {
        why = "the log lost entries (overrun)";
    }
    else if (d->armed)
    {
        why = "the log was still armed: it runs past the window (disarm it before the dump)";
    }
    else
    {
        /* comparable */
    }
    if (why != NULL)
    {
        fprintf(to, "check: not comparable: %s\n", why);
        return ferror(to) ? 3 : 4;
    }
    memset(ran, 0, sizeof ran);
    tl = timeline(d);
    for (k = 1u; k < d->count; k++)
    {
        const uint32_t level = (k == 1u) ? tl->first_level : tl->level[k - 1u];
        const uint64_t span = tl->t[k] - tl->t[k - 1u];

        if (level == UNKNOWN)
        {
            fprintf(to, "check: not comparable: the task running at the log's start is not known\n");
            return ferror(to) ? 3 : 4;
        }
        ran[(level == SCHED) ? d->tasks : level] += span;
    }
    fputs(" Pr |        log units |    counter units | difference | Name\n", to);
    for (t = 0u; t <= d->tasks; t++)
    {
        char buf[32];
        const long long diff = (long long)(ran[t] - d->closed[t]);

        if ((t == d->tasks) && (ran[t] == 0u) && (d->closed[t] == 0u))
        {
            break;
        }
        if (ran[t] != d->closed[t])
        {
            differ++;
        }
        if (t == d->tasks)
        {
            fputs(" --", to);
        }
        else
        {
            fprintf(to, "%3u", (unsigned)t);
        }
        fprintf(to, " | %16llu | %16llu | %10lld | %s\n", (unsigned long long)ran[t], (unsigned long long)d->closed[t], diff,
                (t == d->tasks) ? "(unattributed: the scheduler)" : task_name(d, t, buf, sizeof buf));
    }
    if (differ == 0u)
    {
        fprintf(to, "check: the log and the counters agree for every task (%llu units)\n", (unsigned long long)d->total);
        return ferror(to) ? 3 : 0;
    }
    fprintf(to, "check: %u buckets differ\n", (unsigned)differ);
    return ferror(to) ? 3 : 4;
}

/* ---- CSV ---- */

/* a CSV field: quoted when it holds a comma, a quote or a space (RFC 4180) */
static void csv_field(FILE *to, const char *text)
{
    if (strpbrk(text, ",\" ") == NULL)
    {
        fputs(text, to);
        return;
    }
    fputc('"', to);
    for (; *text != '\0'; text++)
    {
        if (*text == '"')
        {
            fputc('"', to);
        }
        fputc(*text, to);
    }
    fputc('"', to);
}

int out_csv(const dump_t *d, FILE *to)
{
    const timeline_t *tl = timeline(d);
    uint32_t k;
    char ta[40];
    char tb[40];
    char na[32];
    char nb[32];

    fputs("seq,time_units,time_us,core,type,from_kind,from_id,from_name,to_kind,to_id,to_name,word2,delay_or_margin_units,"
          "delay_or_margin_us,sp,aux\n",
          to);
    if (!d->log_stop && d->full && (d->overrun != 0u))
    {
        fprintf(to, ",,,,overrun,,,,,,,,,,,%u entries before the next row were overwritten\n", (unsigned)d->overrun);
    }
    for (k = 0u; k < d->count; k++)
    {
        const dump_entry_t *e = &d->entries[k];
        const uint32_t w2 = e->word[2];

        /* time_units and time_us: the log time counted on across its 40-bit wraps from the first
           entry held (spec/dump.md) */
        fprintf(to, "%u,%llu,%s,%u,", (unsigned)(d->first_sequence + k), (unsigned long long)tl->t[k],
                us_text(d, tl->t[k], ta, sizeof ta), (unsigned)f_core(e));
        if (is_mark(e))
        {
            fprintf(to, "mark,,,,,,,%u,,,0x%08x,armed\n", (unsigned)w2, (unsigned)e->word[3]);
            continue;
        }
        fprintf(to, "%s,%s,%u,", f_type(e) ? "other" : "start", f_from_irq(e) ? "irq" : ((f_from(e) == SCHED) ? "scheduler" : "task"),
                (unsigned)f_from(e));
        csv_field(to, side_name(d, f_from_irq(e), f_from(e), na, sizeof na));
        fprintf(to, ",%s,%u,", f_to_irq(e) ? "irq" : ((f_to(e) == SCHED) ? "scheduler" : "task"), (unsigned)f_to(e));
        csv_field(to, side_name(d, f_to_irq(e), f_to(e), nb, sizeof nb));
        fprintf(to, ",%u,", (unsigned)w2);
        if (!f_type(e))
        {
            fprintf(to, "%u,%s,", (unsigned)w2, us_text(d, w2, tb, sizeof tb));
        }
        else if (w2 == NONE)
        {
            fputs(",,", to);
        }
        else if ((w2 & 0x80000000u) != 0u)
        {
            const uint64_t late = 0x100000000ULL - w2;

            fprintf(to, "-%llu,%s,", (unsigned long long)late, minus_us_text(d, late, tb, sizeof tb));
        }
        else
        {
            fprintf(to, "%u,%s,", (unsigned)w2, us_text(d, w2, tb, sizeof tb));
        }
        fprintf(to, "0x%08x,", (unsigned)e->word[3]);
        if (f_type(e) && (w2 != NONE) && ((w2 & 0x80000000u) != 0u))
        {
            fputs("deadline missed", to);
        }
        fputc('\n', to);
    }
    if (d->log_stop && (d->overrun != 0u))
    {
        fprintf(to, ",,,,overrun,,,,,,,,,,,%u entries after the previous row were not recorded\n", (unsigned)d->overrun);
    }
    return ferror(to) ? 3 : 0;
}

/* ---- Chrome Trace Event JSON ---- */

static void json_string(FILE *to, const char *text)
{
    fputc('"', to);
    for (; *text != '\0'; text++)
    {
        const unsigned char c = (unsigned char)*text;

        if ((c == '"') || (c == '\\'))
        {
            fputc('\\', to);
            fputc((int)c, to);
        }
        else if (c < 0x20u)
        {
            fprintf(to, "\\u%04x", (unsigned)c);
        }
        else
        {
            fputc((int)c, to);
        }
    }
    fputc('"', to);
}

/* lane (thread id) of a task, the scheduler or an interrupt */
static unsigned lane(uint32_t irq, uint32_t id)
{
    return irq ? (512u + (unsigned)id) : ((id == SCHED) ? 256u : (1u + (unsigned)id));
}

static int first_event;

static void json_sep(FILE *to)
{
    fputs(first_event ? "\n" : ",\n", to);
    first_event = 0;
}

static void json_slice(FILE *to, const dump_t *d, unsigned tid, const char *name, const char *cat, uint64_t start, uint64_t end,
                       uint64_t delay, int has_delay)
{
    char a[40];
    char b[40];

    json_sep(to);
    fputs("{\"name\":", to);
    json_string(to, name);
    fprintf(to, ",\"cat\":\"%s\",\"ph\":\"X\",\"pid\":1,\"tid\":%u,\"ts\":%s,\"dur\":%s", cat, tid, us_text(d, start, a, sizeof a),
            us_text(d, end - start, b, sizeof b));
    if (has_delay)
    {
        fprintf(to, ",\"args\":{\"start_delay_us\":%s}", us_text(d, delay, a, sizeof a));
    }
    fputc('}', to);
}

typedef struct
{
    FILE *to;
    const dump_t *d;
    unsigned char lane_used[768];
} json_ctx_t;

static void json_run(void *ctx, uint32_t level, uint64_t start, uint64_t end, const dump_entry_t *first)
{
    json_ctx_t *c = ctx;
    const int has_delay = (first != NULL) && !is_mark(first) && !f_type(first);
    char nb[32];

    c->lane_used[lane(0u, level)] = 1u;
    json_slice(c->to, c->d, lane(0u, level), task_name(c->d, level, nb, sizeof nb), "task", start, end, has_delay ? first->word[2] : 0u, has_delay);
}

static void json_irq(void *ctx, uint32_t irq, uint64_t start, uint64_t end)
{
    json_ctx_t *c = ctx;
    char nb[32];

    c->lane_used[lane(1u, irq)] = 1u;
    json_slice(c->to, c->d, lane(1u, irq), side_name(c->d, 1u, irq, nb, sizeof nb), "irq", start, end, 0u, 0);
}

int out_json(const dump_t *d, FILE *to)
{
    static json_ctx_t c;
    const timeline_t *tl = timeline(d);
    uint64_t end;
    uint32_t k;
    unsigned i;
    char buf[40];
    char nb[32];

    c.to = to;
    c.d = d;
    memset(c.lane_used, 0, sizeof c.lane_used);
    first_event = 1;
    fputs("{\"traceEvents\":[", to);
    json_sep(to);
    fputs("{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":1,\"tid\":0,\"args\":{\"name\":", to);
    {
        char title[64];

        (void)snprintf(title, sizeof title, "rtprof %s", d->name);
        json_string(to, title);
    }
    fputs("}}", to);
    if (d->count == 0u)
    {
        fputs("\n],\"displayTimeUnit\":\"ns\"}\n", to);
        return ferror(to) ? 3 : 0;
    }
    end = tl->t[d->count - 1u];
    /* task lanes: the task at the task level, from each change to the next; interrupt lanes */
    walk_runs(d, tl, end, json_run, &c);
    walk_irqs(d, tl, end, json_irq, &c);
    /* instants: missed deadlines, overruns */
    for (k = 0u; k < d->count; k++)
    {
        const dump_entry_t *e = &d->entries[k];

        if (is_missed(e))
        {
            json_sep(to);
            fprintf(to, "{\"name\":\"deadline missed\",\"ph\":\"i\",\"s\":\"t\",\"pid\":1,\"tid\":%u,\"ts\":%s,\"args\":{\"late_us\":%s}}",
                    lane(0u, f_from(e)), us_text(d, tl->t[k], buf, sizeof buf), us_text(d, 0x100000000ULL - e->word[2], nb, sizeof nb));
            c.lane_used[lane(0u, f_from(e))] = 1u;
        }
    }
    if (d->overrun != 0u)
    {
        json_sep(to);
        fprintf(to, "{\"name\":\"overrun\",\"ph\":\"i\",\"s\":\"g\",\"pid\":1,\"tid\":0,\"ts\":%s,\"args\":{\"lost_entries\":%u,\"policy\":\"%s\"}}",
                us_text(d, d->log_stop ? end : tl->t[0], buf, sizeof buf), (unsigned)d->overrun, d->log_stop ? "stop" : "overwrite");
    }
    /* the CPU load of the last closed window, one counter per task */
    if (d->initialised && !d->empty)
    {
        uint32_t t;

        for (t = 0u; t <= d->tasks; t++)
        {
            const uint32_t h = dump_hundredths(d, t);
            char title[64];

            if ((t == d->tasks) && (d->closed[t] == 0u))
            {
                break;
            }
            (void)snprintf(title, sizeof title, "CPU %% %s", (t == d->tasks) ? "(unattributed)" : task_name(d, t, nb, sizeof nb));
            json_sep(to);
            fputs("{\"name\":", to);
            json_string(to, title);
            fprintf(to, ",\"ph\":\"C\",\"pid\":1,\"ts\":%s,\"args\":{\"percent\":%u.%02u}}", us_text(d, end, buf, sizeof buf),
                    (unsigned)(h / 100u), (unsigned)(h % 100u));
        }
    }
    /* lane names and order: tasks by id (priority), the scheduler, then interrupts */
    for (i = 1u; i < 768u; i++)
    {
        if (c.lane_used[i])
        {
            const char *name = (i >= 512u) ? side_name(d, 1u, i - 512u, nb, sizeof nb) : task_name(d, (i == 256u) ? SCHED : (i - 1u), nb, sizeof nb);

            json_sep(to);
            fprintf(to, "{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":1,\"tid\":%u,\"args\":{\"name\":", i);
            json_string(to, name);
            fputs("}}", to);
            json_sep(to);
            fprintf(to, "{\"name\":\"thread_sort_index\",\"ph\":\"M\",\"pid\":1,\"tid\":%u,\"args\":{\"sort_index\":%u}}", i, i);
        }
    }
    fputs("\n],\"displayTimeUnit\":\"ns\"}\n", to);
    return ferror(to) ? 3 : 0;
}

/* ---- SVG timeline ---- */

static void svg_text(FILE *to, const char *text)
{
    for (; *text != '\0'; text++)
    {
        switch (*text)
        {
        case '&': fputs("&amp;", to); break;
        case '<': fputs("&lt;", to); break;
        case '>': fputs("&gt;", to); break;
        case '"': fputs("&quot;", to); break;
        default: fputc(*text, to); break;
        }
    }
}

/* The part of the log the SVG shows, in microseconds from its first entry (RTPROF-HOST-005): the
 * whole log unless out_svg_view narrowed it. */
static int view_set;
static uint64_t view_from_us;
static uint64_t view_to_us;

void out_svg_view(uint64_t from_us, uint64_t to_us)
{
    view_set = 1;
    view_from_us = from_us;
    view_to_us = to_us;
}

/* Whether the SVG has a row for every task and interrupt of the log, or only for those with
 * something in the view (the default). */
static int all_rows;

void out_svg_all_rows(void)
{
    all_rows = 1;
}

uint64_t out_log_span_us(const dump_t *d)
{
    const timeline_t *tl = timeline(d);
    const uint64_t span = (d->count != 0u) ? (tl->t[d->count - 1u] - tl->t[0]) : 0u;

    /* the span in microseconds, rounded up: a view may reach the last entry */
    return (span / d->timer_hz) * 1000000u + ((span % d->timer_hz) * 1000000u + d->timer_hz - 1u) / d->timer_hz;
}

/* microseconds from the first entry as timer units, rounded down */
static uint64_t us_units(const dump_t *d, uint64_t us)
{
    return (us / 1000000u) * d->timer_hz + ((us % 1000000u) * d->timer_hz) / 1000000u;
}

#define SVG_LEFT 150.0
#define SVG_PLOT 1200.0
#define SVG_ROW 20.0
#define SVG_TOP 30.0

static double svg_x(uint64_t t, uint64_t t0, uint64_t span)
{
    return SVG_LEFT + ((span == 0u) ? 0.0 : (SVG_PLOT * (double)(t - t0) / (double)span));
}

/* [start, end] cut to the view [t0, t0 + span]: 0 when nothing of it is in view (an interval that
 * only touches the view's edge from outside is not in it) */
static int svg_clip(uint64_t t0, uint64_t span, uint64_t *start, uint64_t *end)
{
    const uint64_t t1 = t0 + span;

    if ((*end < t0) || (*start > t1) || ((*end == t0) && (*start < t0)) || ((*start == t1) && (*end > t1)))
    {
        return 0;
    }
    *start = (*start < t0) ? t0 : *start;
    *end = (*end > t1) ? t1 : *end;
    return 1;
}

typedef struct
{
    FILE *to;
    const dump_t *d;
    uint64_t t0;
    uint64_t span;
    int row_of_task[257];
    int row_of_irq[256];
} svg_ctx_t;

/* A task's colour: hue 137 degrees apart from the previous id's, saturation 65 %, lightness 50 %,
 * as "#rrggbb" (the scheduler's is light grey) */
static const char *task_colour(uint32_t level, char *buf, size_t size)
{
    if (level == SCHED)
    {
        (void)snprintf(buf, size, "#dddddd");
    }
    else
    {
        /* hsl(hue, 65 %, 50 %): chroma 0.65, the smallest component 0.175 (no libm) */
        const unsigned hue = (level * 137u) % 360u;
        const unsigned sector = hue / 60u;
        const double within = (double)(hue % 60u) / 60.0;             /* 0 .. 1 inside the sector */
        const double rising = ((sector % 2u) == 0u) ? within : (1.0 - within);
        const double chroma = 0.65;
        const double m = 0.175;
        double rgb[3] = {0.0, 0.0, 0.0};
        static const unsigned order[6][2] = {{0u, 1u}, {1u, 0u}, {1u, 2u}, {2u, 1u}, {2u, 0u}, {0u, 2u}};

        /* per sector: which component takes the chroma, which the rising or falling part */
        rgb[order[sector][0]] = chroma;
        rgb[order[sector][1]] = chroma * rising;
        (void)snprintf(buf, size, "#%02x%02x%02x", (unsigned)(((rgb[0] + m) * 255.0) + 0.5),
                       (unsigned)(((rgb[1] + m) * 255.0) + 0.5), (unsigned)(((rgb[2] + m) * 255.0) + 0.5));
    }
    return buf;
}

static void svg_run(void *ctx, uint32_t level, uint64_t start, uint64_t end, const dump_entry_t *first)
{
    const svg_ctx_t *c = ctx;
    const int row = c->row_of_task[(level == SCHED) ? 256u : level];
    char nb[40];
    char tb[40];
    char colour[16];

    (void)first;
    if (!svg_clip(c->t0, c->span, &start, &end))
    {
        return;
    }
    fprintf(c->to, "<rect class=\"run\" x=\"%.2f\" y=\"%.1f\" width=\"%.2f\" height=\"%.1f\" fill=\"%s\"", svg_x(start, c->t0, c->span),
            SVG_TOP + (SVG_ROW * row) + 3.0, svg_x(end, c->t0, c->span) - svg_x(start, c->t0, c->span), SVG_ROW - 6.0,
            task_colour(level, colour, sizeof colour));
    fprintf(c->to, "><title>");
    svg_text(c->to, task_name(c->d, level, nb, sizeof nb));
    fprintf(c->to, " %s us</title></rect>\n", us_text(c->d, end - start, tb, sizeof tb));
}

static void svg_irq(void *ctx, uint32_t irq, uint64_t start, uint64_t end)
{
    const svg_ctx_t *c = ctx;

    if (!svg_clip(c->t0, c->span, &start, &end))
    {
        return;
    }
    fprintf(c->to, "<rect class=\"irq\" x=\"%.2f\" y=\"%.1f\" width=\"%.2f\" height=\"%.1f\" fill=\"#333399\"/>\n", svg_x(start, c->t0, c->span),
            SVG_TOP + (SVG_ROW * c->row_of_irq[irq]) + 3.0, svg_x(end, c->t0, c->span) - svg_x(start, c->t0, c->span), SVG_ROW - 6.0);
}

/* Whether entry k (e) is a released task's first run whose start delay (from its release, or from
 * the log's first entry if earlier) shows in the view; the delay cut to it in [*from, *upto] */
static int svg_delay(const timeline_t *tl, uint32_t k, const dump_entry_t *e, uint64_t first, uint64_t t0, uint64_t span,
                     uint64_t *from, uint64_t *upto)
{
    *from = (tl->t[k] - first >= e->word[2]) ? (tl->t[k] - e->word[2]) : first;
    *upto = tl->t[k];
    return !is_mark(e) && !f_type(e) && svg_clip(t0, span, from, upto);
}

/* What has something in the view: per task (256: the scheduler) and per interrupt */
typedef struct
{
    uint64_t t0;
    uint64_t span;
    unsigned char task[257];
    unsigned char irq[256];
} svg_seen_t;

static void svg_seen_run(void *ctx, uint32_t level, uint64_t start, uint64_t end, const dump_entry_t *first)
{
    svg_seen_t *c = ctx;

    (void)first;
    if (svg_clip(c->t0, c->span, &start, &end))
    {
        c->task[(level == SCHED) ? 256u : level] = 1u;
    }
}

static void svg_seen_irq(void *ctx, uint32_t irq, uint64_t start, uint64_t end)
{
    svg_seen_t *c = ctx;

    if (svg_clip(c->t0, c->span, &start, &end))
    {
        c->irq[irq] = 1u;
    }
}

/* t units of the timer in nanoseconds, floored (t * 10^9 would overflow 64 bits past 2^34 units) */
static uint64_t units_ns(const dump_t *d, uint64_t t)
{
    return ((t / d->timer_hz) * 1000000000u) + (((t % d->timer_hz) * 1000000000u) / d->timer_hz);
}

/* The time axis under the rows at y: ticks at round times (1, 2 or 5 times a power of ten
 * nanoseconds, at most ten in the view), labelled in us, or in ms from 1 ms a tick on, each label
 * inside the picture (width), the unit at the right end. */
static void svg_axis(FILE *to, const dump_t *d, uint64_t from, uint64_t span, double y, double width)
{
    const uint64_t start_ns = units_ns(d, from);
    const uint64_t length_ns = units_ns(d, span);
    static const uint64_t mantissa[3] = {1u, 2u, 5u};
    uint64_t step = 1u;
    uint64_t power = 1u;
    uint64_t tick;
    unsigned m = 0u;
    unsigned decimals;
    uint64_t unit_ns;

    while ((length_ns / step) > 10u)
    {
        m++;
        if (m == 3u)
        {
            m = 0u;
            power *= 10u;
        }
        step = mantissa[m] * power;
    }
    unit_ns = (step >= 1000000u) ? 1000000u : 1000u;
    /* decimals that show a multiple of step in the unit: 0 from one unit a step on */
    decimals = 0u;
    {
        uint64_t resolution = unit_ns;

        while ((decimals < 3u) && ((step % resolution) != 0u))
        {
            resolution /= 10u;
            decimals++;
        }
    }
    fprintf(to, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#000000\"/>\n", SVG_LEFT, y, SVG_LEFT + SVG_PLOT, y);
    for (tick = ((start_ns + step - 1u) / step) * step; tick <= (start_ns + length_ns); tick += step)
    {
        const double x = SVG_LEFT + ((length_ns == 0u) ? 0.0 : (SVG_PLOT * (double)(tick - start_ns) / (double)length_ns));
        char label[48];
        uint64_t scale = 1u;
        unsigned i;
        double half;

        for (i = 0u; i < decimals; i++)
        {
            scale *= 10u;
        }
        if (decimals == 0u)
        {
            (void)snprintf(label, sizeof label, "%llu", (unsigned long long)(tick / unit_ns));
        }
        else
        {
            (void)snprintf(label, sizeof label, "%llu.%0*llu", (unsigned long long)(tick / unit_ns), (int)decimals,
                           (unsigned long long)(((tick % unit_ns) * scale) / unit_ns));
        }
        half = 3.3 * (double)strlen(label);
        fprintf(to, "<line class=\"tick\" x1=\"%.2f\" y1=\"%.1f\" x2=\"%.2f\" y2=\"%.1f\" stroke=\"#000000\"/>\n", x, y, x, y + 5.0);
        fprintf(to, "<text class=\"tick\" x=\"%.2f\" y=\"%.1f\" text-anchor=\"%s\">%s</text>\n", x, y + 17.0,
                ((x + half) > (width - 2.0)) ? "end" : "middle", label);
        if (length_ns == 0u)
        {
            break;
        }
    }
    fprintf(to, "<text class=\"unit\" x=\"%.1f\" y=\"%.1f\" text-anchor=\"end\">%s</text>\n", width - 4.0, y + 30.0,
            (unit_ns == 1000u) ? "us" : "ms");
}

/* The legend under the axis at y: what each colour and mark means */
static void svg_legend(FILE *to, double y)
{
    static const struct
    {
        const char *fill;
        const char *text;
    } box[] = {
        {NULL, "a task runs (one colour per task)"},
        {"#dddddd", "the scheduler (no task)"},
        {"#333399", "an interrupt"},
        {"#bbbbbb", "start delay: release to first run"},
        {"#ff0000", "missed deadline, overrun"},
    };
    double x = SVG_LEFT;
    unsigned i;
    char colour[16];

    fputs("<g class=\"legend\">\n", to);
    for (i = 0u; i < (sizeof box / sizeof box[0]); i++)
    {
        fprintf(to, "<rect x=\"%.1f\" y=\"%.1f\" width=\"12\" height=\"10\" fill=\"%s\"/>", x, y - 9.0,
                (box[i].fill == NULL) ? task_colour(0u, colour, sizeof colour) : box[i].fill);
        fprintf(to, "<text x=\"%.1f\" y=\"%.1f\">%s</text>\n", x + 16.0, y, box[i].text);
        x += 16.0 + (5.6 * (double)strlen(box[i].text)) + 14.0;
    }
    fprintf(to, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#009900\"/>", x + 5.0, y - 10.0, x + 5.0, y + 1.0);
    fprintf(to, "<text x=\"%.1f\" y=\"%.1f\">arming mark</text>\n", x + 12.0, y);
    x += 12.0 + (5.6 * 11.0) + 14.0;
    fprintf(to, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#000000\"/>", x + 5.0, y - 10.0, x + 5.0, y + 1.0);
    fprintf(to, "<text x=\"%.1f\" y=\"%.1f\">a switch (first row)</text>\n", x + 12.0, y);
    fputs("</g>\n", to);
}

int out_svg(const dump_t *d, FILE *to)
{
    static svg_ctx_t c;
    int *const row_of_task = c.row_of_task;
    int *const row_of_irq = c.row_of_irq;
    const timeline_t *tl = timeline(d);
    const uint64_t first = (d->count != 0u) ? tl->t[0] : 0u;
    const uint64_t last = (d->count != 0u) ? tl->t[d->count - 1u] : 0u;
    const uint64_t t0 = view_set ? (first + us_units(d, view_from_us)) : first;
    const uint64_t t1 = view_set ? (first + us_units(d, view_to_us)) : last;
    const uint64_t span = t1 - t0;
    int rows = 1;
    uint32_t k;
    uint32_t t;
    unsigned i;
    char nb[40];
    char tb[40];
    double height;
    static svg_seen_t seen;

    /* rows: all switches, then each task by id (priority), the scheduler and each interrupt (in the
       order the log first names it) that has something in the view, or every one with all_rows */
    memset(&seen, 0, sizeof seen);
    seen.t0 = t0;
    seen.span = span;
    walk_runs(d, tl, last, svg_seen_run, &seen);
    walk_irqs(d, tl, last, svg_seen_irq, &seen);
    for (k = 0u; k < d->count; k++)
    {
        const dump_entry_t *e = &d->entries[k];
        uint64_t from;
        uint64_t upto;

        if (svg_delay(tl, k, e, first, t0, span, &from, &upto))
        {
            seen.task[f_to(e)] = 1u;
        }
        if (is_missed(e) && (tl->t[k] >= t0) && (tl->t[k] <= t1))
        {
            seen.task[(f_from(e) == SCHED) ? 256u : f_from(e)] = 1u;
        }
    }
    for (t = 0u; t < d->tasks; t++)
    {
        row_of_task[t] = (all_rows || (seen.task[t] != 0u)) ? rows++ : -1;
    }
    row_of_task[256] = (all_rows || (seen.task[256] != 0u)) ? rows++ : -1;
    for (i = 0u; i < 256u; i++)
    {
        row_of_irq[i] = -1;
    }
    for (k = 0u; k < d->count; k++)
    {
        const dump_entry_t *e = &d->entries[k];

        if (!is_mark(e) && f_to_irq(e) && (row_of_irq[f_to(e)] < 0) && (all_rows || (seen.irq[f_to(e)] != 0u)))
        {
            row_of_irq[f_to(e)] = rows++;
        }
        if (!is_mark(e) && f_from_irq(e) && (row_of_irq[f_from(e)] < 0) && (all_rows || (seen.irq[f_from(e)] != 0u)))
        {
            row_of_irq[f_from(e)] = rows++;
        }
    }
    height = SVG_TOP + (SVG_ROW * rows) + 80.0;
    fprintf(to, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"11\">\n",
            (int)(SVG_LEFT + SVG_PLOT + 20.0), (int)height, (int)(SVG_LEFT + SVG_PLOT + 20.0), (int)height);
    fputs("<rect x=\"0\" y=\"0\" width=\"100%\" height=\"100%\" fill=\"white\"/>\n", to);
    fprintf(to, "<text x=\"4\" y=\"16\" font-size=\"13\">rtprof ");
    svg_text(to, d->name);
    fprintf(to, ": %u entries, sequence %u, overrun %u</text>\n", (unsigned)d->count, (unsigned)d->sequence, (unsigned)d->overrun);
    /* row labels and bands */
    for (t = 0u; t <= 256u; t++)
    {
        const int row = (t == 256u) ? row_of_task[256] : ((t < d->tasks) ? row_of_task[t] : -1);

        if (row < 0)
        {
            continue;
        }
        fprintf(to, "<text x=\"4\" y=\"%.1f\">", SVG_TOP + (SVG_ROW * row) + 14.0);
        svg_text(to, task_name(d, (t == 256u) ? SCHED : t, nb, sizeof nb));
        fputs("</text>\n", to);
    }
    fprintf(to, "<text x=\"4\" y=\"%.1f\">all switches</text>\n", SVG_TOP + 14.0);
    for (i = 0u; i < 256u; i++)
    {
        if (row_of_irq[i] >= 0)
        {
            fprintf(to, "<text x=\"4\" y=\"%.1f\">irq%u</text>\n", SVG_TOP + (SVG_ROW * row_of_irq[i]) + 14.0, i);
        }
    }
    /* start delays (grey), then run rectangles (coloured by task) */
    for (k = 0u; k < d->count; k++)
    {
        const dump_entry_t *e = &d->entries[k];

        uint64_t from;
        uint64_t upto;

        if (svg_delay(tl, k, e, first, t0, span, &from, &upto))
        {
            fprintf(to, "<rect class=\"delay\" x=\"%.2f\" y=\"%.1f\" width=\"%.2f\" height=\"%.1f\" fill=\"#bbbbbb\"><title>start delay %s us</title></rect>\n",
                    svg_x(from, t0, span), SVG_TOP + (SVG_ROW * row_of_task[f_to(e)]) + 2.0, svg_x(upto, t0, span) - svg_x(from, t0, span),
                    SVG_ROW - 4.0, us_text(d, e->word[2], tb, sizeof tb));
        }
    }
    c.to = to;
    c.d = d;
    c.t0 = t0;
    c.span = span;
    walk_runs(d, tl, last, svg_run, &c);
    /* interrupt rectangles */
    walk_irqs(d, tl, last, svg_irq, &c);
    /* a vertical line at every switch across the first row, red ticks at missed deadlines */
    for (k = 0u; k < d->count; k++)
    {
        const dump_entry_t *e = &d->entries[k];
        const double x = svg_x(tl->t[k], t0, span);

        if ((tl->t[k] < t0) || (tl->t[k] > t1))
        {
            continue;
        }
        fprintf(to, "<line class=\"switch\" x1=\"%.2f\" y1=\"%.1f\" x2=\"%.2f\" y2=\"%.1f\" stroke=\"%s\" stroke-width=\"0.5\"/>\n", x,
                SVG_TOP + 2.0, x, SVG_TOP + SVG_ROW - 2.0, is_mark(e) ? "#009900" : "#000000");
        if (is_missed(e))
        {
            fprintf(to, "<rect class=\"missed\" x=\"%.2f\" y=\"%.1f\" width=\"2\" height=\"%.1f\" fill=\"#ff0000\"><title>deadline missed</title></rect>\n",
                    x - 1.0, SVG_TOP + (SVG_ROW * row_of_task[(f_from(e) == SCHED) ? 256u : f_from(e)]), SVG_ROW);
        }
    }
    if ((d->overrun != 0u) && ((d->log_stop ? last : first) >= t0) && ((d->log_stop ? last : first) <= t1))
    {
        const double x = svg_x(d->log_stop ? last : first, t0, span);

        fprintf(to, "<rect class=\"overrun\" x=\"%.2f\" y=\"%.1f\" width=\"6\" height=\"%.1f\" fill=\"#ff0000\"><title>overrun: %u entries lost</title></rect>\n",
                x - 3.0, SVG_TOP, SVG_ROW * rows, (unsigned)d->overrun);
        fprintf(to, "<text x=\"%.2f\" y=\"%.1f\" fill=\"#ff0000\">overrun %u</text>\n", d->log_stop ? (x - 70.0) : (x + 6.0), SVG_TOP - 4.0,
                (unsigned)d->overrun);
    }
    /* the time axis, from the log's first entry, and the legend */
    svg_axis(to, d, t0 - first, span, SVG_TOP + (SVG_ROW * rows) + 5.0, SVG_LEFT + SVG_PLOT + 20.0);
    svg_legend(to, SVG_TOP + (SVG_ROW * rows) + 65.0);
    fputs("</svg>\n", to);
    return ferror(to) ? 3 : 0;
}

/* ---- writing an output file ---- */

/* The one line of an output that cannot be written, "PROG: NAME: cannot write: WHY"; returns 3, the
 * exit status of an output error. */
static int out_fail(const char *prog, const char *name, const char *why)
{
    fprintf(stderr, "%s: %s: cannot write: %s\n", prog, name, why);
    return 3;
}

/* Write with writer to an open stream; 0 done, 3 a write failed (one line on stderr). */
static int out_stream(FILE *f, const char *name, out_writer_t writer, const dump_t *dump, const char *prog)
{
    int rc = writer(dump, f);

    if ((fflush(f) != 0) || ferror(f))
    {
        rc = 3;
    }
    if (rc != 0)
    {
        (void)out_fail(prog, name, strerror(errno));
    }
    return rc;
}

/* Write target (a regular file's path, no link in its last component) whole or not at all: into a
 * new temporary file beside it, given mode, renamed over target only when complete. */
static int out_replace(const char *target, const char *name, mode_t mode, out_writer_t writer, const dump_t *dump,
                       const char *prog)
{
    const char *slash = strrchr(target, '/');
    const size_t dir = (slash == NULL) ? 0u : (size_t)(slash - target) + 1u;
    const size_t n = strlen(target) + 32u;
    char *tmp = malloc(n);
    FILE *f;
    int fd;
    int rc;

    if (tmp == NULL)
    {
        fprintf(stderr, "%s: out of memory\n", prog);
        return 3;
    }
    (void)snprintf(tmp, n, "%.*s.%s.rtprof-XXXXXX", (int)dir, target, target + dir);
    fd = mkstemp(tmp);
    if (fd < 0)
    {
        (void)out_fail(prog, name, strerror(errno));
        free(tmp);
        return 3;
    }
    f = fdopen(fd, "w");
    if ((f == NULL) || (fchmod(fd, mode) != 0))
    {
        (void)out_fail(prog, name, strerror(errno));
        if (f != NULL)
        {
            (void)fclose(f);
        }
        else
        {
            (void)close(fd);
        }
        (void)remove(tmp);
        free(tmp);
        return 3;
    }
    rc = out_stream(f, name, writer, dump, prog);
    if ((fclose(f) != 0) && (rc == 0))
    {
        rc = out_fail(prog, name, strerror(errno));
    }
    if ((rc == 0) && (rename(tmp, target) != 0))
    {
        rc = out_fail(prog, name, strerror(errno));
    }
    if (rc != 0)
    {
        (void)remove(tmp);
    }
    free(tmp);
    return rc;
}

int out_file(const char *path, const char *input, out_writer_t writer, const dump_t *dump, const char *prog)
{
    struct stat out;
    struct stat in;
    int rc;

    if (strcmp(path, "-") == 0)
    {
        return out_stream(stdout, "standard output", writer, dump, prog);
    }
    if (stat(path, &out) != 0)
    {
        if (errno != ENOENT)
        {
            return out_fail(prog, path, strerror(errno));
        }
        if (lstat(path, &out) == 0)
        {
            return out_fail(prog, path, "a symbolic link to a file that does not exist");
        }
        {
            /* a new file, with the mode the user's umask gives */
            const mode_t mask = umask(0);

            (void)umask(mask);
            return out_replace(path, path, (mode_t)(0666u & ~(unsigned)mask), writer, dump, prog);
        }
    }
    if ((stat(input, &in) == 0) && (in.st_dev == out.st_dev) && (in.st_ino == out.st_ino))
    {
        fprintf(stderr, "%s: %s: is the dump being read (%s): name another output\n", prog, path, input);
        return 2;
    }
    if (S_ISDIR(out.st_mode))
    {
        return out_fail(prog, path, strerror(EISDIR));
    }
    if (!S_ISREG(out.st_mode))
    {
        /* a device, a pipe or a socket: written as it is, never replaced */
        const int fd = open(path, O_WRONLY | O_NOCTTY);
        FILE *f = (fd < 0) ? NULL : fdopen(fd, "w");

        if (f == NULL)
        {
            (void)out_fail(prog, path, strerror(errno));
            if (fd >= 0)
            {
                (void)close(fd);
            }
            return 3;
        }
        rc = out_stream(f, path, writer, dump, prog);
        if ((fclose(f) != 0) && (rc == 0))
        {
            rc = out_fail(prog, path, strerror(errno));
        }
        return rc;
    }
    if (access(path, W_OK) != 0)
    {
        return out_fail(prog, path, strerror(errno));
    }
    {
        /* an existing file, or a link to one: the file the links lead to is written, and keeps its
         * mode; the links stay as they are */
        char *const target = realpath(path, NULL);

        if (target == NULL)
        {
            return out_fail(prog, path, strerror(errno));
        }
        rc = out_replace(target, path, (mode_t)(out.st_mode & 07777u), writer, dump, prog);
        free(target);
    }
    return rc;
}
