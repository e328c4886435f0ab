// SPDX-License-Identifier: Apache-2.0
// scmRTOS_extensions.h: the test's scmRTOS extensions: rtprof.
#ifndef scmRTOS_EXTENSIONS_H
#define scmRTOS_EXTENSIONS_H

#include "rtprof_scmrtos.h"

#endif // scmRTOS_EXTENSIONS_H
