/* SPDX-License-Identifier: Apache-2.0 */
/* designed.h: the functions of designed cost the function profile's end-to-end tests run
 * (designed.c): heavy() does three times the work of light(), each called PROF_ROUNDS times from
 * work(), work() once from the test's main(). */
#ifndef PROF_DESIGNED_H
#define PROF_DESIGNED_H

void heavy(void);
void light(void);
void work(void);

#endif /* PROF_DESIGNED_H */
