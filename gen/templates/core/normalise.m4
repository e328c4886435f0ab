m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl core/normalise.m4: int results: the normalising factor, the reciprocal and the exact floor share.
m4_dnl Included by core/rtprof.c.m4 where its C goes; the text between [ and ] is output.
[
/*@ ghost
  /@ requires 0 <= q && 0 <= d && q * 4294967296 <= c * s;
     assigns \nothing;
     ensures q * 4294967296 * d <= c * s * d; @/
  static void rtprof_lemma_step1(uint32_t q, uint32_t c, uint32_t s, uint32_t d) { }

  /@ requires s * d <= 10000 * 4294967296;
     assigns \nothing;
     ensures c * s * d <= c * 10000 * 4294967296; @/
  static void rtprof_lemma_step2(uint32_t c, uint32_t s, uint32_t d) { }

  /@ requires 10000 * 4294967296 < (s + 1) * d;
     assigns \nothing;
     ensures c * 10000 * 4294967296 <= c * s * d + c * d; @/
  static void rtprof_lemma_step3(uint32_t c, uint32_t s, uint32_t d) { }

  /@ requires 0 < d;
     requires q * d <= 10000 * d;
     assigns \nothing;
     ensures q <= 10000; @/
  static void rtprof_lemma_at_most(uint32_t q, uint32_t d)
  {
      /@ assert dist: (q - 10000) * d == q * d - 10000 * d; @/
      /@ assert nonpos: (q - 10000) * d <= 0; @/
  }

  /@ requires c * s < (q + 1) * 4294967296; requires d > 0;
     assigns \nothing;
     ensures c * s * d < (q + 1) * 4294967296 * d; @/
  static void rtprof_lemma_step4(uint32_t q, uint32_t c, uint32_t s, uint32_t d) { }

  /@ requires f > 0;
     requires q * (s * f) <= (c * f) * 10000 < (q + 1) * (s * f);
     assigns \nothing;
     ensures q * s <= c * 10000 < (q + 1) * s; @/
  static void rtprof_lemma_cancel(uint32_t q, uint64_t c, uint64_t s, uint32_t f) { }

  /@ assigns \nothing;
     ensures 0 <= a * b; @/
  static void rtprof_lemma_nonneg(uint32_t a, uint32_t b) { }

  /@ requires 0 < s && 1 <= f;
     requires q == (c * 10000) / s;
     assigns \nothing;
     ensures (c * f) * 10000 - q * (s * f) == f * ((c * 10000) % s); @/
  static void rtprof_lemma_rem(uint32_t q, uint64_t c, uint64_t s, uint32_t f)
  {
      /@ assert euclid: c * 10000 - q * s == (c * 10000) % s; @/
      /@ assert dist: (c * f) * 10000 - q * (s * f) == f * (c * 10000 - q * s); @/
  }

  /@ requires a <= b;
     assigns \nothing;
     ensures 0 <= a * f <= b * f; @/
  static void rtprof_lemma_mul_mono(uint32_t a, uint64_t b, uint32_t f) { }

  /@ requires 0 < d;
     requires q * d <= n < (q + 1) * d;
     assigns \nothing;
     ensures q == n / d; @/
  static void rtprof_lemma_div(uint32_t q, uint64_t n, uint64_t d) { }

  /@ requires 0 < s;
     requires g <= 10000 ==> s * (10000 - g) <= RTPROF_BUCKET_COUNT * (s - 1);
     requires s * g <= 10000 * s;
     assigns \nothing;
     ensures 10000 - RTPROF_PROCESS_COUNT <= g <= 10000; @/
  static void rtprof_lemma_sum_floor(uint32_t g, uint64_t s) { }
*/

/* A factor f with 2^31 <= sum * f < 2^32 (sum > 0): five constant steps, no loop over bits.
 * Multiplying a count and the total by f changes no share and brings the divisor to 32 bits (RTPROF-NORM-001, RTPROF-NORM-005).
 * The normalised sum, sum * f, is stored in *normalised: computed step by step, each step visibly
 * within 32 bits, so that no caller multiplies sum by f. */
/*@ requires 0 < sum;
    requires \valid(normalised);
    assigns *normalised;
    ensures range: 2147483648 <= sum * \result < 4294967296;
    ensures positive: \result >= 1;
    ensures normalised: *normalised == sum * \result;
*/
static uint32_t rtprof_normaliser(uint32_t sum, uint32_t *normalised)
{
    uint32_t s = sum;
    uint32_t f = 1u;

    if (s < 0x10000u)
    {
        s *= 0x10000u;
        f *= 0x10000u;
    }
    /*@ assert n16: s == sum * f && 1 <= f && 0x10000 <= s; */
    if (s < 0x1000000u)
    {
        s *= 0x100u;
        f *= 0x100u;
    }
    /*@ assert n24: s == sum * f && 1 <= f && 0x1000000 <= s; */
    if (s < 0x10000000u)
    {
        s *= 0x10u;
        f *= 0x10u;
    }
    /*@ assert n28: s == sum * f && 1 <= f && 0x10000000 <= s; */
    if (s < 0x40000000u)
    {
        s *= 4u;
        f *= 4u;
    }
    /*@ assert n30: s == sum * f && 1 <= f && 0x40000000 <= s; */
    if (s < 0x80000000u)
    {
        s *= 2u;
        f *= 2u;
    }
    /*@ assert n31: s == sum * f && 1 <= f && 0x80000000 <= s; */
    *normalised = s;
    return f;
}

/* scale = floor(10000 * 2^32 / divisor) for 2^31 <= divisor < 2^32, with one 32-bit division
 * (RTPROF-NORM-005): divisor = d_high * 2^16 + d_low with 2^15 <= d_high < 2^16, and
 * guess = floor(10000 * 2^16 / (d_high + 1)) is the result or one less, since
 * divisor < (d_high + 1) * 2^16 <= divisor + 2^16 and (guess + 1) * 2^16 <= 2^31 <= divisor;
 * one comparison of (guess + 1) * divisor with 10000 * 2^32, in 16-bit halves, decides:
 * A * 2^16 + B <= C * 2^16 exactly when A + ceil(B / 2^16) <= C. */
/*@ requires norm: 2147483648 <= divisor;
    assigns \nothing;
    ensures recip: \result == rtprof_reciprocal(divisor);
    ensures range: 10000 <= \result <= 20000;
*/
static uint32_t rtprof_reciprocal_of(uint32_t divisor)
{
    const uint32_t d_high = divisor / 65536u;
    const uint32_t d_low = divisor % 65536u;
    const uint32_t guess = 655360000u / (d_high + 1u);
    const uint32_t next = guess + 1u;
    /*@ assert d_split: divisor == d_high * 65536 + d_low && 0 <= d_low < 65536 && 32768 <= d_high <= 65535; */
    /*@ assert guess_div: guess * (d_high + 1) <= 655360000 < (guess + 1) * (d_high + 1); */
    /*@ assert guess_range: 10000 <= guess <= 20000; */
    /*@ assert wide: divisor < (d_high + 1) * 65536 <= divisor + 65536; */
    /*@ assert low: guess * divisor <= 42949672960000; */
    /*@ assert next_small: next * 65536 <= divisor; */
    /*@ assert high: 42949672960000 < (guess + 2) * divisor; */
    const uint32_t up = (((next * d_high) + (((next * d_low) + 65535u) / 65536u)) <= 655360000u) ? 1u : 0u; /* RTPROF-DEV-003 */
    /*@ assert next_d: next * divisor == (next * d_high) * 65536 + next * d_low; */
    /*@ assert decide: up == 1 <==> next * divisor <= 42949672960000; */
    /*@ ghost rtprof_lemma_div(guess + up, 42949672960000, divisor); */

    return guess + up;
}

]m4_dnl rtprof_floor_share: one contract and one proof chain; the products, by RTPROF_MULTIPLY: 16-bit
m4_dnl halves (halves: any core) or the core's 32 x 32 -> 64 multiply (native).
m4_define([_rtprof_floor_comment], [rtprof_if([RTPROF_MULTIPLY], [native], [[/* floor(c * 10000 / divisor) for c <= divisor and 2^31 <= divisor < 2^32, given
 * scale = floor(10000 * 2^32 / divisor), so 10000 <= scale <= 20000: q = (c * scale) / 2^32 is the
 * floor or one less, because c * (10000 * 2^32 / divisor - scale) < c <= 2^32; one comparison,
 * (q + 1) * divisor <= c * 10000, decides (RTPROF-NORM-001). Each product is one 32 x 32 -> 64
 * multiply of the core (RTPROF_MULTIPLY=native: umull on Cortex-M3/M4/M7, mulhu and mul on rv32im),
 * the division by 2^32 the product's high word: no library call and no division (RTPROF-NORM-005). */
]], [[/* floor(c * 10000 / divisor) for c <= divisor and 2^31 <= divisor < 2^32, given
 * scale = floor(10000 * 2^32 / divisor), so 10000 <= scale <= 20000: q = (c * scale) / 2^32 is the
 * floor or one less, because c * (10000 * 2^32 / divisor - scale) < c <= 2^32; one comparison,
 * (q + 1) * divisor <= c * 10000, decides (RTPROF-NORM-001). Every product is 32 x 32 -> 32 bits of
 * 16-bit halves (c = c_high * 2^16 + c_low, divisor likewise): no 64-bit product, hence no library
 * call on a core without a 32 x 32 -> 64 multiply (Cortex-M0), and no division (RTPROF-NORM-005).
 *  - q: c * scale = c_high * scale * 2^16 + c_low * scale, each product below 2^31, and
 *    floor(c * scale / 2^32) = floor((c_high * scale + floor(c_low * scale / 2^16)) / 2^16).
 *  - the comparison: with -(q + 1) * d_low = (q + 1) * (2^16 - d_low) - (q + 1) * 2^16,
 *    c * 10000 - (q + 1) * divisor = 2^16 * k + rest, where k = c_high * 10000 - (q + 1) * (d_high + 1)
 *    and rest = c_low * 10000 + (q + 1) * (2^16 - d_low), 0 <= rest < 2^31; it is >= 0 exactly when
 *    k + floor(rest / 2^16) >= 0, compared without a sign as
 *    c_high * 10000 + floor(rest / 2^16) >= (q + 1) * (d_high + 1). No constant but 10000 and 2^16. */
]])])m4_dnl
m4_define([_rtprof_floor_split], [rtprof_if([RTPROF_MULTIPLY], [native], [[]], [[    const uint32_t c_high = c / 65536u;
    const uint32_t c_low = c % 65536u;
    const uint32_t d_high = divisor / 65536u;
    const uint32_t d_low = divisor % 65536u;
]])])m4_dnl
m4_define([_rtprof_floor_q], [rtprof_if([RTPROF_MULTIPLY], [native], [[    const uint32_t q = (uint32_t)(((uint64_t)c * (uint64_t)scale) / 4294967296u);
]], [[    const uint32_t part = (c_high * scale) + ((c_low * scale) / 65536u);
    const uint32_t q = part / 65536u;
    /*@ assert c_split: c == c_high * 65536 + c_low && 0 <= c_low < 65536; */
    /*@ assert d_split: divisor == d_high * 65536 + d_low && 0 <= d_low < 65536; */
    /*@ assert c_scale: c * scale == (c_high * scale) * 65536 + c_low * scale; */
    /*@ assert low_split: c_low * scale == ((c_low * scale) / 65536) * 65536 + (c_low * scale) % 65536; */
    /*@ assert part_split: part == q * 65536 + part % 65536 && 0 <= part % 65536 < 65536; */
]])])m4_dnl
m4_define([_rtprof_floor_up], [rtprof_if([RTPROF_MULTIPLY], [native], [[    const uint64_t taken_next = ((uint64_t)q + 1u) * (uint64_t)divisor;
    const uint64_t scaled = (uint64_t)c * 10000u;
    /*@ assert next_is: taken_next == (q + 1) * divisor && scaled == c * 10000; */
    const uint32_t up = (taken_next <= scaled) ? 1u : 0u; /* RTPROF-DEV-003 */
]], [[    const uint32_t next = q + 1u;
    /*@ assert rest_terms: c_low * 10000 <= 655350000 && 1 <= 65536 - d_low <= 65536 &&
            next * (65536 - d_low) <= 10001 * 65536; */
    const uint32_t rest = (c_low * 10000u) + (next * (65536u - d_low));
    const uint32_t lhs = (c_high * 10000u) + (rest / 65536u);
    const uint32_t rhs = next * (d_high + 1u);
    /*@ assert next_d: next * divisor == (next * (d_high + 1)) * 65536 - next * (65536 - d_low); */
    /*@ assert rest_split: rest == (rest / 65536) * 65536 + rest % 65536 && 0 <= rest % 65536 < 65536; */
    /*@ assert v_is: c * 10000 - next * divisor ==
            (c_high * 10000 - next * (d_high + 1)) * 65536 + rest; */
    /*@ assert decide: lhs >= rhs <==> c * 10000 - next * divisor >= 0; */
    const uint32_t up = (lhs >= rhs) ? 1u : 0u; /* RTPROF-DEV-003 */
]])])m4_dnl
_rtprof_floor_comment[]m4_dnl
m4_dnl rtprof_floor_share (RTPROF-NORM-001, RTPROF-NORM-005): its C comment is _rtprof_floor_comment's.
[/*@ requires c_le: c <= divisor;
    requires norm: 2147483648 <= divisor;
    requires recip: scale == rtprof_reciprocal(divisor);
    assigns \nothing;
    ensures exact: \result * divisor <= c * 10000 < (\result + 1) * divisor;
    ensures bound: \result <= 10000;
*/
static inline uint32_t rtprof_floor_share(uint32_t c, uint32_t divisor, uint32_t scale)
{
]_rtprof_floor_split[    /*@ assert scale_floor: scale * divisor <= 10000 * 4294967296 < (scale + 1) * divisor; */
    /*@ assert scale_range: 10000 <= scale <= 20000; */
]_rtprof_floor_q[    /*@ assert q_floor: q * 4294967296 <= c * scale < (q + 1) * 4294967296; */
    /*@ ghost rtprof_lemma_step1(q, c, scale, divisor); */
    /*@ ghost rtprof_lemma_step2(c, scale, divisor); */
    /*@ assert low: q * divisor <= c * 10000; */
    /*@ ghost rtprof_lemma_step3(c, scale, divisor); */
    /*@ ghost rtprof_lemma_step4(q, c, scale, divisor); */
    /*@ assert high: c * 10000 < (q + 2) * divisor; */
    /*@ assert c_max: c * 10000 <= 10000 * divisor; */
    /*@ ghost rtprof_lemma_at_most(q, divisor); */
    /*@ assert q_max: q <= 10000; */
]_rtprof_floor_up[    /*@ assert taken: (q + up) * divisor <= c * 10000; */
    /*@ ghost rtprof_lemma_at_most(q + up, divisor); */

    return q + up;
}

]m4_dnl
