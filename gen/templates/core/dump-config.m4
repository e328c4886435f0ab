m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl core/dump-config.m4: the dump's part of <name>_rtprof_config.h (templates/rtprof_config.h.m4),
m4_dnl with a module that gives the dump regions: the header's and the region table's types.
m4_dnl The text between [ and ] is output.
[
/* The dump (spec/dump.md): its header, as the library holds it in memory in rtprof_dump_header,
 * says what this configuration is and where each region of its state lives, so that a debugger can
 * write the dump from a halted target with no target code running: the header's bytes, then each
 * region's bytes in the order of the table (tools/rtprof.gdb). RTPROF-DUMP-001. */
#define RTPROF_DUMP_VERSION ]rtprof_dump_format[u
#define RTPROF_DUMP_BYTE_ORDER 0x01020304u
#define RTPROF_DUMP_REGIONS_MAX 16u
/* The core's region kinds; a module's are in its part above. A reader skips a kind it does not know. */
#define RTPROF_DUMP_BANKS 1u
#define RTPROF_DUMP_LIVE 2u
#define RTPROF_DUMP_WINDOW 3u
#define RTPROF_DUMP_RESULTS 4u /* RTPROF-DEV-001 */
#define RTPROF_DUMP_INITIALISED 5u
#define RTPROF_DUMP_NAMES 6u
/* Bytes of one task name in the NAMES region, the terminating NUL included. */
#define RTPROF_DUMP_NAME_BYTES 28u
/* Configuration values in the header. */
#define RTPROF_DUMP_CFG_COUNT 12u

/* Where one region lives and how long it is. */
typedef struct
{
    uint32_t kind;
    uint32_t bytes;
    const void *address;
} rtprof_dump_region_t; /* RTPROF-DEV-015 */

/* The dump's header: every field at the offset spec/dump.md gives, on 32- and 64-bit targets. */
typedef struct
{
    char magic[8];          /* "RTPROFD" and a NUL */
    uint32_t byte_order;    /* RTPROF_DUMP_BYTE_ORDER */
    uint32_t version;       /* RTPROF_DUMP_VERSION */
    uint32_t header_bytes;  /* sizeof(rtprof_dump_header_t) */
    uint32_t address_bits;  /* 8 * sizeof(void *) */
    char hash[64];          /* RTPROF_CONFIG_HASH */
    char name[36];          /* RTPROF_CONFIG_NAME, NUL-padded */
    uint32_t config[RTPROF_DUMP_CFG_COUNT]; /* spec/dump.md: the core's nine, then the modules' (0 where none) */
    uint32_t region_count;  /* entries of region that are used */
    rtprof_dump_region_t region[RTPROF_DUMP_REGIONS_MAX];
} rtprof_dump_header_t; /* RTPROF-DEV-015 */
]m4_dnl
