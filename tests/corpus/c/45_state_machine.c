/* switch-based state machines: a tokenizer for arithmetic, an expression evaluator (shunting-yard), a UTF-8 decoder. */
#include <stdio.h>
#include <ctype.h>
#include <stdint.h>

typedef enum { T_NUM, T_OP, T_LP, T_RP, T_END, T_ERR } ttype;
typedef struct { ttype t; double v; char op; } token;

static int lex(const char *s, token *out, int max) {
    enum { S_START, S_INT, S_FRAC } st = S_START;
    int n = 0;
    double v = 0, scale = 1;
    for (const char *p = s;; p++) {
        char c = *p;
        switch (st) {
        case S_START:
            if (isdigit((unsigned char)c)) { v = c - '0'; st = S_INT; }
            else if (c == '+' || c == '-' || c == '*' || c == '/' || c == '^') { out[n].t = T_OP; out[n++].op = c; }
            else if (c == '(') out[n++].t = T_LP;
            else if (c == ')') out[n++].t = T_RP;
            else if (c == 0) { out[n++].t = T_END; return n; }
            else if (c != ' ') { out[n++].t = T_ERR; return n; }
            break;
        case S_INT:
            if (isdigit((unsigned char)c)) v = v * 10 + (c - '0');
            else if (c == '.') { st = S_FRAC; scale = 0.1; }
            else { out[n].t = T_NUM; out[n++].v = v; st = S_START; p--; }
            break;
        case S_FRAC:
            if (isdigit((unsigned char)c)) { v += (c - '0') * scale; scale *= 0.1; }
            else { out[n].t = T_NUM; out[n++].v = v; st = S_START; p--; }
            break;
        }
        if (n >= max - 1) { out[n++].t = T_ERR; return n; }
    }
}

static int prec(char op) {
    switch (op) { case '+': case '-': return 1; case '*': case '/': return 2; case '^': return 3; default: return 0; }
}

static double apply(char op, double a, double b) {
    switch (op) {
    case '+': return a + b;
    case '-': return a - b;
    case '*': return a * b;
    case '/': return a / b;
    case '^': { double r = 1; for (int i = 0; i < (int)b; i++) r *= a; return r; }
    }
    return 0;
}

static double eval(const token *t) {
    double vals[64]; char ops[64];
    int nv = 0, no = 0;
    for (;; t++) {
        switch (t->t) {
        case T_NUM: vals[nv++] = t->v; break;
        case T_LP: ops[no++] = '('; break;
        case T_RP:
            while (no && ops[no - 1] != '(') { nv--; vals[nv - 1] = apply(ops[--no], vals[nv - 1], vals[nv]); }
            no--;
            break;
        case T_OP:
            while (no && ops[no - 1] != '(' && (prec(ops[no - 1]) > prec(t->op) || (prec(ops[no - 1]) == prec(t->op) && t->op != '^'))) {
                nv--; vals[nv - 1] = apply(ops[--no], vals[nv - 1], vals[nv]);
            }
            ops[no++] = t->op;
            break;
        case T_END:
            while (no) { nv--; vals[nv - 1] = apply(ops[--no], vals[nv - 1], vals[nv]); }
            return vals[0];
        case T_ERR: return -1e300;
        }
    }
}

static int utf8_decode(const unsigned char *s, uint32_t *cps) {
    int n = 0, need = 0;
    uint32_t cp = 0;
    for (; *s; s++) {
        unsigned char c = *s;
        switch (need) {
        case 0:
            if (c < 0x80) cps[n++] = c;
            else if ((c >> 5) == 6) { cp = c & 0x1F; need = 1; }
            else if ((c >> 4) == 14) { cp = c & 0x0F; need = 2; }
            else if ((c >> 3) == 30) { cp = c & 0x07; need = 3; }
            else cps[n++] = 0xFFFD;
            break;
        default:
            cp = (cp << 6) | (c & 0x3F);
            if (--need == 0) cps[n++] = cp;
            break;
        }
    }
    return n;
}

int main(void) {
    const char *exprs[] = {"1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "10 / 4 - 0.5", "3.25 * (2 - 0.25) / 7", "((2))", "8 - 3 - 2", "1 + $"};
    for (int i = 0; i < 8; i++) {
        token toks[64];
        int n = lex(exprs[i], toks, 64);
        double v = eval(toks);
        if (v == -1e300) printf("%-24s -> error (%d tokens)\n", exprs[i], n);
        else printf("%-24s -> %.6f (%d tokens)\n", exprs[i], v, n);
    }
    const unsigned char text[] = "h\xC3\xA9llo \xE2\x82\xAC \xF0\x9F\x98\x80!";
    uint32_t cps[32];
    int n = utf8_decode(text, cps);
    printf("codepoints (%d):", n);
    for (int i = 0; i < n; i++) printf(" U+%04X", cps[i]);
    printf("\n");
    return 0;
}
