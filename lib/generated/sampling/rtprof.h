/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof.h: the fixed-name entry header of the generated rtprof library, for ports and firmware.
 *
 * GENERATED FILE - DO NOT EDIT. Change the configuration and regenerate instead.
 * Generator:     rtprof-gen 0.1.0
 * Configuration: sampling (sha256 a11f0accef1a1ae3bd38147e7d1a97de1f9d7f29f84a70761482fe59fe6a605c)
 * Regenerate:    gen/rtprof-gen --config sampling.rtprof --out <output-folder>
 */
#ifndef RTPROF_H
#define RTPROF_H

/* One configuration per image: ports and adapters include "rtprof.h" and reach the configuration
 * that this output folder was generated for. */
#include "sampling_rtprof.h"
#include "sampling_rtprof_report.h"

#endif /* RTPROF_H */
