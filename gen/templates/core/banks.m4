m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl core/banks.m4: zeroing a counter bank.
m4_dnl Included by core/rtprof.c.m4 where its C goes; the text between [ and ] is output.
[/* Zero a bank's counters (and its ghost record); nothing of the other bank changes
 * (RTPROF-PROC-003, RTPROF-CONC-004). */
/*@ requires which: bank == &rtprof_banks[0] || bank == &rtprof_banks[1];
    assigns bank->count[0 .. RTPROF_BUCKET_COUNT - 1], rtprof_charged[rtprof_index(bank)][0 .. RTPROF_BUCKET_COUNT - 1];
    ensures zero: \forall integer i; 0 <= i < RTPROF_BUCKET_COUNT ==>
        bank->count[i] == 0 && rtprof_charged[rtprof_index(bank)][i] == 0;
    ensures cleared_ok: rtprof_bank_ok(rtprof_index(bank));
    ensures other_ok: rtprof_bank_ok{Pre}(1 - rtprof_index(bank)) ==> rtprof_bank_ok(1 - rtprof_index(bank));
    ensures frame_sum: \forall integer n; 0 <= n <= RTPROF_BUCKET_COUNT ==>
        rtprof_sum(rtprof_other(bank), n) == rtprof_sum{Pre}(rtprof_other(bank), n);
    ensures frame_ssum: \forall integer k, n; 0 <= k <= RTPROF_ACSL_MAX_SHIFT && 0 <= n <= RTPROF_BUCKET_COUNT ==>
        rtprof_ssum(rtprof_other(bank), k, n) == rtprof_ssum{Pre}(rtprof_other(bank), k, n);
    ensures frame_csum: \forall integer n; 0 <= n <= RTPROF_BUCKET_COUNT ==>
        rtprof_csum(1 - rtprof_index(bank), n) == rtprof_csum{Pre}(1 - rtprof_index(bank), n);
*/
static void rtprof_bank_clear(rtprof_bank_t *bank)
{
    uint32_t i;
    /*@ ghost const int b = (bank == &rtprof_banks[0]) ? 0 : 1; */
    /*@ ghost rtprof_bank_t *const other = (bank == &rtprof_banks[0]) ? &rtprof_banks[1] : &rtprof_banks[0]; */

    /*@ loop invariant range: 0 <= i <= RTPROF_BUCKET_COUNT;
        loop invariant cleared: \forall integer j; 0 <= j < i ==> bank->count[j] == 0 && rtprof_charged[b][j] == 0;
        loop assigns i, bank->count[0 .. RTPROF_BUCKET_COUNT - 1], rtprof_charged[b][0 .. RTPROF_BUCKET_COUNT - 1];
        loop variant RTPROF_BUCKET_COUNT - i; */
    for (i = 0u; i < RTPROF_BUCKET_COUNT; i++)
    {
        bank->count[i] = 0u;
        /*@ ghost rtprof_charged[b][i] = 0u; */
    }
    /*@ ghost
      uint32_t n;
      /@ loop invariant range: 0 <= n <= RTPROF_BUCKET_COUNT;
         loop invariant other_sum: \forall integer m; 0 <= m <= n ==> rtprof_sum(other, m) == rtprof_sum{Pre}(other, m);
         loop invariant other_ssum: \forall integer k, m; 0 <= k <= RTPROF_ACSL_MAX_SHIFT && 0 <= m <= n ==>
             rtprof_ssum(other, k, m) == rtprof_ssum{Pre}(other, k, m);
         loop invariant other_charged: \forall integer m; 0 <= m <= n ==> rtprof_csum(1 - b, m) == rtprof_csum{Pre}(1 - b, m);
         loop assigns n;
         loop variant RTPROF_BUCKET_COUNT - n; @/
      for (n = 0u; n < RTPROF_BUCKET_COUNT; n++)
      {
          /@ assert same_count: other->count[n] == rtprof_count{Pre}(other, n); @/
          /@ assert same_charged: rtprof_charged[1 - b][n] == rtprof_charge_at{Pre}(1 - b, n); @/
      }
    */
    /*@ assert other_buckets: rtprof_bank_ok{Pre}(1 - b) ==>
            \forall integer j; 0 <= j < RTPROF_BUCKET_COUNT ==> rtprof_bucket_ok(1 - b, j); */
}

]m4_dnl
