/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_prof_cm.S: the function profile's Cortex-M shims (spec/profile.md), in assembly because
 * neither can be written in C: GCC's -pg entry hook, whose caller expects every argument register
 * and the stack as they were, and the sampling handler, which reads the exception frame the hardware
 * stacked. One text for ARMv6-M (Cortex-M0/M0+) and ARMv7-M/ARMv7E-M (Cortex-M3/M4/M7): only
 * instructions both have. Never instrumented (an assembly file is not). */
    .syntax unified
    .thumb
    .text

/* GCC's -pg on ARM EABI targets emits, after each profiled function's prologue,
 *     push {lr}
 *     bl __gnu_mcount_nc
 * so that on entry [sp] holds the function's own return address (the call site in its caller, gprof's
 * from_pc) and lr the return point inside the function (self_pc). The shim hands (from, self) to
 * rtprof_prof_arc, then returns to self with every register the function had but ip (r12), lr
 * holding the caller's return address again and the pushed word popped. The five words pushed make
 * the stack 8-byte aligned again for the call (the caller's push left it 4 bytes off). ARMv6-M cannot
 * pop into lr or ip, so both are reloaded through r0 before r0-r3 are popped. */
    .global __gnu_mcount_nc
    .type __gnu_mcount_nc, %function
    .thumb_func
__gnu_mcount_nc:
    push {r0-r3, lr}        /* [sp+16] self_pc, [sp+20] the function's return address (from_pc) */
    ldr r0, [sp, #20]       /* from */
    mov r1, lr              /* self */
    bl rtprof_prof_arc
    ldr r0, [sp, #16]
    mov ip, r0              /* where the function goes on */
    ldr r0, [sp, #20]
    mov lr, r0              /* the function's own return address, as before its push {lr} */
    pop {r0-r3}
    add sp, sp, #8          /* the saved lr and the function's pushed word */
    bx ip
    .size __gnu_mcount_nc, . - __gnu_mcount_nc

/* The sampling handler: put it in the vector table for the profiling timer (SysTick, which needs no
 * acknowledgement) to sample the PC each of its interrupts. The interrupted PC is word 6 of the
 * exception frame, on the main stack or the process stack as EXC_RETURN's bit 2 says; an FPU's
 * extended frame and the alignment word come after xPSR, so word 6 holds. ARMv6-M has no tst with an
 * immediate, so EXC_RETURN is tested through a low register. rtprof_prof_sample is tail-called with
 * lr still EXC_RETURN: its return ends the exception. */
    .global rtprof_cm_prof_sample_handler
    .type rtprof_cm_prof_sample_handler, %function
    .thumb_func
rtprof_cm_prof_sample_handler:
    movs r0, #4
    mov r1, lr
    tst r0, r1
    bne 1f
    mrs r0, msp
    b 2f
1:
    mrs r0, psp
2:
    ldr r0, [r0, #24]       /* the stacked PC */
    ldr r1, =rtprof_prof_sample
    bx r1
    .size rtprof_cm_prof_sample_handler, . - rtprof_cm_prof_sample_handler
    .ltorg
