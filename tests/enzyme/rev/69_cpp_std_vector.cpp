// Reverse mode through std::vector inside the differentiated function:
// push_back growth (operator new/delete, memmove of doubles), a copy of
// the vector, a range-for and std::max_element; the length checks that
// throw std::length_error are inactive.
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

extern "C" {
extern int enzyme_dup, enzyme_const;
void __enzyme_autodiff(void *, ...);
}

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = std::fabs(ad - fd) <= 1e-6 * std::fmax(1.0, std::fabs(fd)) && std::fabs(fd) > 1e-9;
    std::printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

double energy(const double *x, int n) {
    std::vector<double> v;
    for (int i = 0; i < n; i++) v.push_back(std::sin(x[i]) * x[(i + 1) % n]);
    std::vector<double> w(v.begin(), v.end());
    double s = 0;
    for (double e : w) s += e * e;
    return s + *std::max_element(v.begin(), v.end());
}

int main() {
    volatile int nv = 6;
    const int n = nv;
    double x[8], dx[8] = {0};
    for (int i = 0; i < n; i++) x[i] = 0.3 + 0.2 * i;
    __enzyme_autodiff((void *)energy, enzyme_dup, x, dx, enzyme_const, n);
    const double h = 1e-6;
    char name[32];
    for (int i = 0; i < n; i++) {
        double xp[8], xm[8];
        std::copy(x, x + n, xp);
        std::copy(x, x + n, xm);
        xp[i] += h;
        xm[i] -= h;
        std::snprintf(name, sizeof name, "d/dx[%d]", i);
        check(name, dx[i], (energy(xp, n) - energy(xm, n)) / (2 * h));
    }
    std::printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
