m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl core/charge.m4: the saturating charge of one counter, shared by every hook.
m4_dnl Included by core/rtprof.c.m4 where its C goes; the text between [ and ] is output.
m4_dnl rtprof_clamps: whether a charge clamps, one text per counter class: narrower than 64 bits
m4_dnl (the room left below the maximum), 64 bits (the sum's quotient by 2^56).
m4_define([_rtprof_clamps_narrow], [[/* Whether adding units to a count clamps: room = MAX - count cannot wrap, and the sum
 * exceeds MAX exactly when units > room (RTPROF-HOOK-004; no branch, RTPROF-HOOK-006). */
/*@ requires old <= RTPROF_COUNTER_MAX;
    assigns \nothing;
    ensures \result == (old + units > RTPROF_COUNTER_MAX ? 1 : 0);
*/
static inline uint32_t rtprof_clamps(uint32_t old, ]rtprof_cfg([RTPROF_UNITS_TYPE])[ units)
{
    const uint32_t room = RTPROF_COUNTER_MAX - old;

    return (units > ]_rtprof_if_units64([[(uint64_t)room]], [[room]])[) ? 1u : 0u; /* RTPROF-DEV-003 */
}
]])m4_dnl
m4_define([_rtprof_clamps_64], [[/* Whether adding units to a count clamps: the sum is below 2^57, and its quotient by 2^56 (a
 * shift) is 1 exactly when it exceeds MAX = 2^56 - 1 (RTPROF-HOOK-004; no branch, RTPROF-HOOK-006). */
/*@ requires old <= RTPROF_COUNTER_MAX;]_rtprof_units_requires([])[
    assigns \nothing;
    ensures \result == (old + units > RTPROF_COUNTER_MAX ? 1 : 0);
*/
static inline uint32_t rtprof_clamps(uint64_t old, ]rtprof_cfg([RTPROF_UNITS_TYPE])[ units)
{
    const uint64_t sum = old + (uint64_t)units;

    /*@ assert below_2_57: sum < 2 * 72057594037927936; */
    return (uint32_t)(sum / 72057594037927936u);
}
]])m4_dnl
m4_dnl
m4_dnl Fragments of the texts below, each written once per class and named by what it is.
m4_dnl _rtprof_units_note: where a hook charges 64-bit units, the sentence on their bound.
m4_define([_rtprof_units_note], [_rtprof_if_units64([[
 * units <= RTPROF_COUNTER_MAX + 1 (the hook clamps), so the 64-bit sum cannot overflow.]])])m4_dnl
m4_dnl _rtprof_units_requires(LABEL): where a hook charges 64-bit units, the precondition that bounds
m4_dnl them (32-bit units need none: every value fits the 64-bit sum).
m4_define([_rtprof_units_requires], [_rtprof_if_units64([[
    requires $1units <= RTPROF_COUNTER_MAX + 1;]])])m4_dnl
m4_dnl rtprof_saturated_sum: min(old + units, MAX) without a branch, one text per counter class:
m4_dnl narrower than 64 bits, 64 bits, and one tick into 16 bits (below, with its condition).
m4_define([_rtprof_saturated_sum_narrow], [[
/* min(old + units, MAX) without a branch: the sum's low RTPROF_COUNTER_BITS bits when it fits
 * (clamped == 0: they are the sum), all ones when it does not (clamped * 0xFFFFFFFF, of which MAX
 * is the low bits). The sum is formed in 64 bits and its low bits taken as a remainder by MAX + 1
 * (a mask), so nothing wraps or narrows; on a 32-bit core the sum's low word is one add and its
 * high word is never needed (RTPROF-HOOK-004, RTPROF-HOOK-006). */
/*@ requires old <= RTPROF_COUNTER_MAX;]_rtprof_units_requires([])[
    requires clamped == (old + units > RTPROF_COUNTER_MAX ? 1 : 0);
    assigns \nothing;
    ensures \result == rtprof_min(old + units, RTPROF_COUNTER_MAX);
*/
static inline uint32_t rtprof_saturated_sum(uint32_t old, ]rtprof_cfg([RTPROF_UNITS_TYPE])[ units, uint32_t clamped)
{
    const uint32_t low = (uint32_t)(((uint64_t)old + (uint64_t)units) % ((uint64_t)RTPROF_COUNTER_MAX + 1u));
    const uint32_t ones = clamped * 0xFFFFFFFFu;
    const uint32_t value = ]rtprof_if([RTPROF_COUNTER_BITS], [16], [[(low | ones) % 0x10000u]], [[low | ones]])[;

    /*@ assert ones_is: ones == (clamped == 0 ? 0 : 4294967295); */
    /*@ assert or_zero: (low | 0) == low; */
    /*@ assert or_ones: (low | 4294967295) == 4294967295; */
    /*@ assert fits: clamped == 0 ==> value == old + units; */
    /*@ assert saturates: clamped != 0 ==> value == RTPROF_COUNTER_MAX; */
    return value;
}
]])m4_dnl
m4_define([_rtprof_saturated_sum_64], [[
/* min(old + units, MAX) without a branch, from shifts, additions and an OR, no multiplication (a
 * 64-bit product is a helper routine on a core without a 64 x 64 multiply): ones is all 64 bits
 * set when the sum does not fit and 0 when it does (2^63 - 1 + 2^63, so nothing wraps); the
 * remainder by 2^56 (a mask) of the sum ORed with it is then MAX, or the sum itself
 * (RTPROF-HOOK-004, RTPROF-HOOK-006). */
/*@ requires old <= RTPROF_COUNTER_MAX;]_rtprof_units_requires([])[
    requires clamped == (old + units > RTPROF_COUNTER_MAX ? 1 : 0);
    assigns \nothing;
    ensures \result == rtprof_min(old + units, RTPROF_COUNTER_MAX);
*/
static inline uint64_t rtprof_saturated_sum(uint64_t old, ]rtprof_cfg([RTPROF_UNITS_TYPE])[ units, uint32_t clamped)
{
    const uint64_t sum = old + (uint64_t)units;
    /* for Eva: one state per value of clamped (0 or 1), so that half - clamped below is seen not to wrap */
    /*@ split clamped; */
    const uint64_t half = (uint64_t)clamped << 63;
    const uint64_t ones = (half - (uint64_t)clamped) + half;
    const uint64_t value = (sum | ones) % ((uint64_t)RTPROF_COUNTER_MAX + 1u);

    /*@ assert ones_is: ones == (clamped == 0 ? 0 : 18446744073709551615); */
    /*@ assert or_zero: (sum | 0) == sum; */
    /*@ assert or_ones: (sum | 18446744073709551615) == 18446744073709551615; */
    /*@ assert fits: clamped == 0 ==> (sum | ones) == sum && sum <= RTPROF_COUNTER_MAX; */
    /*@ assert saturates: clamped != 0 ==> (sum | ones) == 18446744073709551615 && sum > RTPROF_COUNTER_MAX; */
    return value;
}
]])m4_dnl
m4_dnl _rtprof_if_one16(IF, ELSE): IF when every charge is one unit into a 16-bit counter (the tick
m4_dnl with 16-bit counters: rtprof_tick is the only hook, and it charges one tick).
m4_define([_rtprof_if_one16], [rtprof_if([RTPROF_INTERVAL], [tick], [rtprof_if([RTPROF_COUNTER_BITS], [16], [$1], [$2])], [$2])])m4_dnl
m4_define([_rtprof_saturated_sum_one16], [[
/* min(old + 1, MAX) for one unit into a 16-bit counter, without a branch or a comparison: the sum
 * is at most 2^16, and its bit 16 (the sum / 2^16, a shift) is set exactly when it is 2^16, which
 * clamps; the sum minus that bit is then MAX, or the sum itself (RTPROF-HOOK-004, RTPROF-HOOK-006).
 * clamped, the same bit as rtprof_clamps gives it, is not needed. */
/*@ requires old <= RTPROF_COUNTER_MAX;
    requires one_unit: units == 1;
    requires clamped == (old + units > RTPROF_COUNTER_MAX ? 1 : 0);
    assigns \nothing;
    ensures \result == rtprof_min(old + units, RTPROF_COUNTER_MAX);
*/
static inline uint32_t rtprof_saturated_sum(uint32_t old, ]rtprof_cfg([RTPROF_UNITS_TYPE])[ units, uint32_t clamped)
{
    const uint32_t sum = old + units;

    /*@ assert bit16: sum / 65536 == clamped; */
    (void)clamped;
    return sum - (sum / 65536u);
}
]])m4_dnl
m4_dnl rtprof_charge: one text.
m4_define([_rtprof_charge], [[/* Add units to the live counter of task: ids >= RTPROF_PROCESS_COUNT go to the unattributed bucket
 * (RTPROF-HOOK-005); a sum above RTPROF_COUNTER_MAX is clamped there, where rtprof_process finds it
 * (RTPROF-HOOK-004). One counter is written, nothing else; every choice is arithmetic on 0/1 values:
 * no loop and no branch (RTPROF-HOOK-006).]_rtprof_units_note[ */
/*@ requires state: rtprof_ok;]_rtprof_units_requires([units_clamped: ])_rtprof_if_one16([[
    requires one_unit: units == 1;]])[
    assigns rtprof_live->count[rtprof_slot(task)], rtprof_charged[rtprof_index(rtprof_live)][rtprof_slot(task)];
    ensures state: rtprof_ok;
    ensures counted: rtprof_live->count[rtprof_slot(task)] ==
        rtprof_sat_add(\old(rtprof_live->count[rtprof_slot(task)]), units);
*/
static inline void rtprof_charge(uint32_t task, ]rtprof_cfg([RTPROF_UNITS_TYPE])[ units)
{
    rtprof_bank_t *const bank = rtprof_live;
    /* The unknown-id select without a comparison: diff = task - N + 2^32 (no wrap, in 64 bits); its
     * high word is 1 exactly when task >= N (the id is unknown), and its low word is then task - N,
     * the excess over the unattributed bucket's index; the excess times the high word is 0 for a
     * known id. No value here comes from a comparison, so no compiler has a 0/1 condition to turn
     * into a branch (multiplying the id by a compared 0/1 became one on Cortex-M0 and rv32imac) */
    const uint64_t diff = ((uint64_t)task + 4294967296u) - (uint64_t)RTPROF_UNATTRIBUTED_ID;
    const uint32_t unknown = (uint32_t)(diff / 4294967296u);
    const uint32_t low = (uint32_t)(diff % 4294967296u);
    /*@ assert unknown_is: unknown == (task >= RTPROF_UNATTRIBUTED_ID ? 1 : 0); */
    /*@ assert low_is: unknown != 0 ==> low == task - RTPROF_UNATTRIBUTED_ID; */
    const uint32_t excess = low * unknown;
    /*@ assert excess_is: excess == (unknown == 0 ? 0 : task - RTPROF_UNATTRIBUTED_ID); */
    /*@ assert excess_le: excess <= task; */
    /* task - excess, as the remainder by 2^32 of a 64-bit difference that cannot wrap (one 32-bit
     * subtraction once compiled): a value analysis reads the product excess's range but not that it
     * is at most task, so it cannot see that the 32-bit difference does not wrap; slot_le gives it
     * the index's bound */
    const uint32_t slot = (uint32_t)((((uint64_t)task + 4294967296u) - (uint64_t)excess) % 4294967296u);
    /*@ assert slot_le: slot <= RTPROF_UNATTRIBUTED_ID; */
    /*@ ghost const int b = (bank == &rtprof_banks[0]) ? 0 : 1; */
    /*@ assert slot_is: slot == rtprof_slot(task); */
    /*@ assert bank_is: bank == &rtprof_banks[b] && rtprof_bank_ok(b); */
    /*@ assert old_slot: bank->count[slot] == rtprof_min(rtprof_charged[b][slot], RTPROF_COUNTER_MAX); */
    /*@ assert old_max: bank->count[slot] <= RTPROF_COUNTER_MAX; */
    const ]_rtprof_count_word[ old = bank->count[slot];
    const uint32_t clamped = rtprof_clamps(old, units);
    /*@ assert other_pre: rtprof_bank_ok(1 - b); */
    /*@ assert other_pre_buckets: \forall integer i; 0 <= i < RTPROF_BUCKET_COUNT ==> rtprof_bucket_ok(1 - b, i); */
    /*@ assert clamp_is: clamped == (bank->count[slot] + units > RTPROF_COUNTER_MAX ? 1 : 0); */
    /*@ ghost const rtprof_counter_t old_count = bank->count[slot]; */
    /*@ ghost const uint64_t old_charged = rtprof_charged[b][slot]; */

    bank->count[slot] = (rtprof_counter_t)rtprof_saturated_sum(old, units, clamped);
    /*@ assert new_count: bank->count[slot] == rtprof_sat_add(old_count, units); */
    /*@ ghost
      rtprof_charged[b][slot] = (old_charged < (9223372036854775808u - units)) ?
                                (old_charged + units) : 9223372036854775808u;
    */
    /*@ assert new_slot: bank->count[slot] == rtprof_min(rtprof_charged[b][slot], RTPROF_COUNTER_MAX); */
    /*@ assert slot_ok: rtprof_bucket_ok(b, slot); */
    /*@ assert frame: \forall integer i; 0 <= i < RTPROF_BUCKET_COUNT && i != slot ==> rtprof_bucket_ok(b, i); */
    /*@ assert all_counts: \forall integer i; 0 <= i < RTPROF_BUCKET_COUNT ==> rtprof_bucket_ok(b, i); */
    /*@ assert live_ok: rtprof_bank_ok(b); */
    /*@ assert other_counts: \forall integer i; 0 <= i < RTPROF_BUCKET_COUNT ==>
            rtprof_banks[1 - b].count[i] == rtprof_count{Pre}(&rtprof_banks[1 - b], i) &&
            rtprof_charged[1 - b][i] == rtprof_charge_at{Pre}(1 - b, i); */
    /*@ assert other_buckets: \forall integer i; 0 <= i < RTPROF_BUCKET_COUNT ==> rtprof_bucket_ok(1 - b, i); */
    /*@ assert other_post: rtprof_bank_ok(1 - b); */
}
]])m4_dnl
m4_dnl _rtprof_count_word: the word a counter is read into, 32 bits unless the counters are 64.
m4_define([_rtprof_count_word], [rtprof_if([RTPROF_COUNTER_BITS], [64], [[uint64_t]], [[uint32_t]])])m4_dnl
m4_dnl The text, in order: the clamp test and the saturated sum of the counter class, then the charge.
rtprof_if([RTPROF_COUNTER_BITS], [64],
    [_rtprof_clamps_64[]_rtprof_saturated_sum_64[]],
    [_rtprof_clamps_narrow[]_rtprof_if_one16([_rtprof_saturated_sum_one16], [_rtprof_saturated_sum_narrow])[]])
m4_dnl
_rtprof_charge[]m4_dnl
[
]m4_dnl
m4_dnl
