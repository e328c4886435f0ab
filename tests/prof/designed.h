/* SPDX-License-Identifier: Apache-2.0 */
/* designed.h: the functions of designed cost the function profile's end-to-end tests run
 * (designed.c): heavy() does three times the work of light(). The host test calls work() once, which
 * calls each PROF_ROUNDS times in turn; the firmware's two tasks call work_heavy() and work_light()
 * once each, which call heavy() and light() PROF_ROUNDS times. */
#ifndef PROF_DESIGNED_H
#define PROF_DESIGNED_H

void heavy(void);
void light(void);
void work(void);
void work_heavy(void);
void work_light(void);

#endif /* PROF_DESIGNED_H */
