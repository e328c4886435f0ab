/* SPDX-License-Identifier: Apache-2.0 */
/* FreeRTOS.h: a stand-in for the kernel's header with what rtprof's FreeRTOS adapter uses, for the
 * consumer test (no kernel runs): the adapter's CMake targets must give every include folder its
 * compile needs where a FreeRTOS project links them. The real kernel: tests/freertos. */
#ifndef INC_FREERTOS_H
#define INC_FREERTOS_H

#include <stddef.h>
#include <stdint.h>
#include "FreeRTOSConfig.h"

typedef unsigned long UBaseType_t;
typedef uint32_t StackType_t;
struct tskTaskControlBlock;
typedef struct tskTaskControlBlock *TaskHandle_t;

UBaseType_t stub_interrupt_mask(void);
void stub_interrupt_unmask(UBaseType_t mask);
#define portSET_INTERRUPT_MASK_FROM_ISR() stub_interrupt_mask()
#define portCLEAR_INTERRUPT_MASK_FROM_ISR(mask) stub_interrupt_unmask(mask)

#endif /* INC_FREERTOS_H */
