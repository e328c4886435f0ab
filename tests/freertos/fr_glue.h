/* SPDX-License-Identifier: Apache-2.0 */
/* fr_glue.h: what fr_glue.c gives both FreeRTOS adapter tests besides the kernel's hooks. */
#ifndef FR_GLUE_H
#define FR_GLUE_H

#include <stdint.h>
#include "FreeRTOS.h"
#include "task.h"

/* The rtprof id of task in a model's table of count handles (handles[id], NULL for an id not yet
 * registered), or none when the table does not hold it. */
uint32_t fr_model_id(const TaskHandle_t *handles, uint32_t count, const void *task, uint32_t none);

#endif /* FR_GLUE_H */
