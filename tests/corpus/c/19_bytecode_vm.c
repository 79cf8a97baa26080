/* Tiny stack-based bytecode VM with a switch dispatch loop: factorial, gcd, sum loop. */
#include <stdio.h>
#include <stdint.h>

enum op { PUSH, POP, DUP, SWAP, OVER, ADD, SUB, MUL, DIV, MOD, JMP, JZ, JNZ, LT, PRINT, HALT, LOAD, STORE, INC };

typedef struct { int64_t stack[64]; int sp; int64_t regs[8]; long steps; } vm;

static int64_t run(vm *m, const int32_t *code) {
    int pc = 0;
    m->sp = 0;
    m->steps = 0;
    for (;;) {
        int32_t op = code[pc++];
        m->steps++;
        switch (op) {
        case PUSH: m->stack[m->sp++] = code[pc++]; break;
        case POP: m->sp--; break;
        case DUP: m->stack[m->sp] = m->stack[m->sp - 1]; m->sp++; break;
        case SWAP: { int64_t t = m->stack[m->sp - 1]; m->stack[m->sp - 1] = m->stack[m->sp - 2]; m->stack[m->sp - 2] = t; break; }
        case OVER: m->stack[m->sp] = m->stack[m->sp - 2]; m->sp++; break;
        case ADD: m->sp--; m->stack[m->sp - 1] += m->stack[m->sp]; break;
        case SUB: m->sp--; m->stack[m->sp - 1] -= m->stack[m->sp]; break;
        case MUL: m->sp--; m->stack[m->sp - 1] *= m->stack[m->sp]; break;
        case DIV: m->sp--; m->stack[m->sp - 1] /= m->stack[m->sp]; break;
        case MOD: m->sp--; m->stack[m->sp - 1] %= m->stack[m->sp]; break;
        case JMP: pc = code[pc]; break;
        case JZ: { int32_t t = code[pc++]; if (m->stack[--m->sp] == 0) pc = t; break; }
        case JNZ: { int32_t t = code[pc++]; if (m->stack[--m->sp] != 0) pc = t; break; }
        case LT: m->sp--; m->stack[m->sp - 1] = m->stack[m->sp - 1] < m->stack[m->sp]; break;
        case PRINT: printf("  out: %lld\n", (long long)m->stack[m->sp - 1]); break;
        case LOAD: m->stack[m->sp++] = m->regs[code[pc++]]; break;
        case STORE: m->regs[code[pc++]] = m->stack[--m->sp]; break;
        case INC: m->regs[code[pc]]++; pc++; break;
        case HALT: return m->sp > 0 ? m->stack[m->sp - 1] : 0;
        default: printf("bad opcode %d\n", op); return -1;
        }
    }
}

int main(void) {
    /* factorial(15): r0 = n, r1 = acc */
    const int32_t fact[] = {
        PUSH, 15, STORE, 0, PUSH, 1, STORE, 1,
        /* 8: loop */ LOAD, 0, JZ, 24,
        LOAD, 1, LOAD, 0, MUL, STORE, 1,
        LOAD, 0, PUSH, 1, SUB, STORE, 0, JMP, 8,
    };
    /* fix jump target: the exit is after JMP 8 at index 28 */
    int32_t f2[sizeof fact / sizeof fact[0] + 3];
    for (unsigned i = 0; i < sizeof fact / sizeof fact[0]; i++) f2[i] = fact[i];
    f2[11] = 28;
    f2[28] = LOAD; f2[29] = 1; f2[30] = HALT;
    vm m = {{0}, 0, {0}, 0};
    printf("fact(15) = %lld (steps %ld)\n", (long long)run(&m, f2), m.steps);
    /* gcd(1071, 462) using the stack: a b -> while b: a b -> b a%b */
    const int32_t gcd[] = {PUSH, 1071, PUSH, 462,
                           /* 4 */ DUP, JZ, 13, SWAP, OVER, MOD, PRINT, JMP, 4,
                           /* 13 */ POP, HALT};
    printf("gcd = %lld (steps %ld)\n", (long long)run(&m, gcd), m.steps);
    /* sum of i*i for i < 100 */
    const int32_t sum[] = {PUSH, 0, STORE, 0, PUSH, 0, STORE, 1,
                           /* 8 */ LOAD, 0, PUSH, 100, LT, JZ, 28,
                           LOAD, 1, LOAD, 0, DUP, MUL, ADD, STORE, 1, INC, 0, JMP, 8,
                           /* 28 */ LOAD, 1, HALT};
    printf("sum i^2 = %lld (steps %ld)\n", (long long)run(&m, sum), m.steps);
    const int32_t bad[] = {PUSH, 1, 99};
    printf("bad -> %lld\n", (long long)run(&m, bad));
    return 0;
}
