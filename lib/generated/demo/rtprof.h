/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof.h: the fixed-name entry header of the generated rtprof library, for ports and firmware.
 *
 * GENERATED FILE - DO NOT EDIT. Change the configuration and regenerate instead.
 * Generator:     rtprof-gen 0.1.0
 * Configuration: demo (sha256 22db9fe0bf829cf3b36d4ce989b5e49be6c6d416bc305280511bcdf77d156c8a)
 * Regenerate:    gen/rtprof-gen --config demo.rtprof --out <output-folder>
 */
#ifndef RTPROF_H
#define RTPROF_H

/* One configuration per image: ports and adapters include "rtprof.h" and reach the configuration
 * that this output folder was generated for. */
#include "demo_rtprof.h"
#include "demo_rtprof_report.h"

#endif /* RTPROF_H */
