/* SPDX-License-Identifier: Apache-2.0 */
/* ports.c: the firmware side of the consumer: the port targets it links compile with it. */
#include "rtprof.h"

void consumer_start(void);

void consumer_start(void)
{
    rtprof_init();
}
