// GradBench `lstm`: the log-loss of a diagonal-weight LSTM over a
// character sequence, and its gradient with respect to the main and
// extra parameters, which comes from zyme through the Enzyme ABI
// (../../shared/GRADBENCH.md §6.3; the "+ 2" inside the logsumexp is
// the reference's).
#include <math.h>
#include <stdlib.h>
#include <string.h>

extern int enzyme_dup, enzyme_const;
extern void __enzyme_autodiff(void *, ...);

static double sigmoid(double x) { return 1.0 / (1.0 + exp(-x)); }

// One layer: w and b are [forget | ingate | outgate | change], b wide.
static void lstm_layer(int b, const double *w, const double *bias, double *hidden, double *cell,
                       const double *input) {
    for (int i = 0; i < b; i++) {
        double f = sigmoid(input[i] * w[i] + bias[i]);
        double in = sigmoid(hidden[i] * w[b + i] + bias[b + i]);
        double o = sigmoid(input[i] * w[2 * b + i] + bias[2 * b + i]);
        double g = tanh(hidden[i] * w[3 * b + i] + bias[3 * b + i]);
        cell[i] = cell[i] * f + in * g;
        hidden[i] = o * tanh(cell[i]);
    }
}

// main_params: 2l × 4b (per layer a weight row, then a bias row);
// extra_params: 3 × b (in weight, out weight, out bias); state: 2l × b
// (per layer hidden, then cell), copied; sequence: c × b.
double lstm_objective(int l, int c, int b, const double *main_params, const double *extra_params,
                      const double *state, const double *sequence) {
    double *st = malloc(sizeof(double) * 2 * l * b);
    memcpy(st, state, sizeof(double) * 2 * l * b);
    double *ypred = malloc(sizeof(double) * b);
    double total = 0;
    for (int t = 0; t < c - 1; t++) {
        const double *in = &sequence[t * b];
        for (int i = 0; i < b; i++) ypred[i] = in[i] * extra_params[i];
        const double *x = ypred;
        for (int layer = 0; layer < l; layer++) {
            const double *w = &main_params[layer * 8 * b];
            double *hidden = &st[layer * 2 * b];
            lstm_layer(b, w, w + 4 * b, hidden, hidden + b, x);
            x = hidden;
        }
        for (int i = 0; i < b; i++) ypred[i] = x[i] * extra_params[b + i] + extra_params[2 * b + i];
        double s = 0;
        for (int i = 0; i < b; i++) s += exp(ypred[i]);
        double lse = log(s + 2);
        const double *gold = &sequence[(t + 1) * b];
        for (int i = 0; i < b; i++) total += gold[i] * (ypred[i] - lse);
    }
    free(st);
    free(ypred);
    return -total / ((c - 1) * (double)b);
}

// The gradient with respect to main_params (8·l·b) and extra_params
// (3·b), written to g in that order.
void lstm_gradient(int l, int c, int b, const double *main_params, const double *extra_params,
                   const double *state, const double *sequence, double *g) {
    int nm = 8 * l * b;
    for (int i = 0; i < nm + 3 * b; i++) g[i] = 0;
    __enzyme_autodiff((void *)lstm_objective, enzyme_const, l, enzyme_const, c, enzyme_const, b,
                      enzyme_dup, main_params, g, enzyme_dup, extra_params, g + nm, enzyme_const,
                      state, enzyme_const, sequence);
}
