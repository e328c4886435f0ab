/* SPDX-License-Identifier: Apache-2.0 */
/* FreeRTOSConfig.h: the firmware's kernel configuration for the stand-in kernel (see FreeRTOS.h),
 * with what rtprof's adapter asks of it (README, "With FreeRTOS"). */
#ifndef FREERTOS_CONFIG_H
#define FREERTOS_CONFIG_H

#define configUSE_TRACE_FACILITY 1
#define INCLUDE_xTaskGetCurrentTaskHandle 1
#define INCLUDE_uxTaskGetStackHighWaterMark 1
#define INCLUDE_xTaskGetIdleTaskHandle 1
#define configUSE_TICK_HOOK 1

#include "rtprof_freertos_trace.h"

#endif /* FREERTOS_CONFIG_H */
