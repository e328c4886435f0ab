// SPDX-License-Identifier: Apache-2.0
// scmRTOS_CONFIG.h: the scmRTOS configuration of the adapter test (Cortex-M3, QEMU mps2-an385).
#ifndef scmRTOS_CONFIG_H
#define scmRTOS_CONFIG_H

#ifndef __ASSEMBLER__
#include <stdint.h>
typedef uint32_t timeout_t;
typedef uint_fast32_t tick_count_t;
#endif

#define scmRTOS_PROCESS_COUNT 4
#define scmRTOS_SYSTIMER_NEST_INTS_ENABLE 0
#define scmRTOS_SYSTEM_TICKS_ENABLE 1
#define scmRTOS_SYSTEM_TICKS_ATOMIC 1
#define scmRTOS_SYSTIMER_HOOK_ENABLE 1
#define scmRTOS_IDLE_HOOK_ENABLE 1
#define scmRTOS_IDLE_PROCESS_STACK_SIZE (512 * sizeof(stack_item_t))
#define scmRTOS_CONTEXT_SWITCH_USER_HOOK_ENABLE 1
#define scmRTOS_DEBUG_ENABLE 1
#define scmRTOS_PROCESS_RESTART_ENABLE 0
#define scmRTOS_SUSPENDED_PROCESS_ENABLE 0
#define scmRTOS_USER_DEFINED_CRITSECT_ENABLE 0
#define scmRTOS_TARGET_IDLE_HOOK_ENABLE 0
#define scmRTOS_ISRW_TYPE TISRW
// scmRTOS_PRIORITY_ORDER and scmRTOS_CONTEXT_SWITCH_SCHEME are set by the Cortex-M port (order 1:
// the idle process has priority 0, pr0 the highest value).

#endif // scmRTOS_CONFIG_H
