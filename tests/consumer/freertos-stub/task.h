/* SPDX-License-Identifier: Apache-2.0 */
/* task.h: the stand-in kernel's task functions the adapter calls (see FreeRTOS.h). */
#ifndef INC_TASK_H
#define INC_TASK_H

void vTaskSetTaskNumber(TaskHandle_t task, UBaseType_t number);
UBaseType_t uxTaskGetTaskNumber(TaskHandle_t task);
TaskHandle_t xTaskGetCurrentTaskHandle(void);
const char *pcTaskGetName(TaskHandle_t task);
UBaseType_t uxTaskGetStackHighWaterMark(TaskHandle_t task);

#endif /* INC_TASK_H */
