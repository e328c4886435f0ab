/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof.h: the fixed-name entry header of the generated rtprof library, for ports and firmware.
 *
 * GENERATED FILE - DO NOT EDIT. Change the configuration and regenerate instead.
 * Generator:     rtprof-gen 0.1.0
 * Configuration: cm_systick (sha256 670c4cd2da363bd4b53f8668f1282722bcedf793ddffe1fe0326771d49bb6f5e)
 * Regenerate:    gen/rtprof-gen --config cm_systick.rtprof --out <output-folder>
 */
#ifndef RTPROF_H
#define RTPROF_H

/* One configuration per image: ports and adapters include "rtprof.h" and reach the configuration
 * that this output folder was generated for. */
#include "cm_systick_rtprof.h"
#include "cm_systick_rtprof_report.h"

#endif /* RTPROF_H */
