/* SPDX-License-Identifier: Apache-2.0 */
/* FreeRTOSConfig.h: the FreeRTOS configuration of the adapter test (POSIX port on the host). */
#ifndef FREERTOS_CONFIG_H
#define FREERTOS_CONFIG_H

#define configUSE_PREEMPTION 1
#define configUSE_TIME_SLICING 1
#define configUSE_PORT_OPTIMISED_TASK_SELECTION 0
#define configUSE_IDLE_HOOK 0
#define configUSE_TICK_HOOK 1
#define configTICK_RATE_HZ ((TickType_t)1000)
#define configMAX_PRIORITIES 5
#define configMINIMAL_STACK_SIZE ((unsigned short)PTHREAD_STACK_MIN)
#define configTOTAL_HEAP_SIZE ((size_t)(256 * 1024))
#define configMAX_TASK_NAME_LEN 12
#define configUSE_16_BIT_TICKS 0
#define configIDLE_SHOULD_YIELD 1
#define configUSE_MUTEXES 1
#define configQUEUE_REGISTRY_SIZE 0
#define configCHECK_FOR_STACK_OVERFLOW 0
#define configUSE_RECURSIVE_MUTEXES 0
#define configUSE_MALLOC_FAILED_HOOK 0
#define configUSE_APPLICATION_TASK_TAG 0
#define configUSE_COUNTING_SEMAPHORES 0
#define configSUPPORT_DYNAMIC_ALLOCATION 1
#define configSUPPORT_STATIC_ALLOCATION 0
#define configUSE_TIMERS 0
#define configUSE_CO_ROUTINES 0
#define configUSE_TRACE_FACILITY 1
#define configGENERATE_RUN_TIME_STATS 0
#define INCLUDE_vTaskDelay 1
#define INCLUDE_vTaskDelete 1
#define INCLUDE_xTaskGetCurrentTaskHandle 1
#define INCLUDE_xTaskGetIdleTaskHandle 1
#define INCLUDE_uxTaskGetStackHighWaterMark 1
#define configASSERT(x) do { if ((x) == 0) { vAssertCalled(__FILE__, __LINE__); } } while (0)
void vAssertCalled(const char *file, unsigned long line);

#include <limits.h>
#include "rtprof_freertos_trace.h"

/* The log test (main_log.c, built with FR_LOG_TEST) changes priorities and keeps its own record of
 * the kernel's switches and releases: each trace macro calls the test's record, then the adapter. */
#if defined(FR_LOG_TEST)
#define INCLUDE_vTaskPrioritySet 1
void fr_shadow_switched_in(void);
void fr_shadow_ready(struct tskTaskControlBlock *task);
#undef traceTASK_SWITCHED_IN
#define traceTASK_SWITCHED_IN() do { fr_shadow_switched_in(); rtprof_freertos_switched_in(); } while (0)
#undef traceMOVED_TASK_TO_READY_STATE
#define traceMOVED_TASK_TO_READY_STATE(task) do { fr_shadow_ready(task); rtprof_freertos_ready(task); } while (0)
#endif

/* The measurement tests (main.c, built with FR_SWITCH_TEST) keep their own record of the switches:
 * each switch's trace macro calls the test's record, then the adapter. */
#if defined(FR_SWITCH_TEST)
void fr_shadow_switched_out(void);
void fr_shadow_switched_in(void);
#undef traceTASK_SWITCHED_OUT
#define traceTASK_SWITCHED_OUT() do { fr_shadow_switched_out(); rtprof_freertos_switched_out(); } while (0)
#undef traceTASK_SWITCHED_IN
#define traceTASK_SWITCHED_IN() do { fr_shadow_switched_in(); rtprof_freertos_switched_in(); } while (0)
#endif

#endif /* FREERTOS_CONFIG_H */
