/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof.h: the fixed-name entry header of the generated rtprof library, for ports and firmware.
 *
 * GENERATED FILE - DO NOT EDIT. Change the configuration and regenerate instead.
 * Generator:     rtprof-gen 0.1.0
 * Configuration: fpu (sha256 c714653240a50bc61ecefaeb0a6563981d24403d6dfce9925f5a22075e525d0f)
 * Regenerate:    gen/rtprof-gen --config fpu.rtprof --out <output-folder>
 */
#ifndef RTPROF_H
#define RTPROF_H

/* One configuration per image: ports and adapters include "rtprof.h" and reach the configuration
 * that this output folder was generated for. */
#include "fpu_rtprof.h"
#include "fpu_rtprof_report.h"

#endif /* RTPROF_H */
