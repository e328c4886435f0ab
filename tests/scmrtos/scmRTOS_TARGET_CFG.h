// SPDX-License-Identifier: Apache-2.0
// scmRTOS_TARGET_CFG.h: the target part of the test's scmRTOS configuration: SysTick at 50 kHz of 25 MHz.
#ifndef scmRTOS_TARGET_CFG_H
#define scmRTOS_TARGET_CFG_H

#define SYSTICKFREQ 25000000
#define SYSTICKINTRATE 50000
#define CORE_PRIORITY_BITS 3

#endif // scmRTOS_TARGET_CFG_H
