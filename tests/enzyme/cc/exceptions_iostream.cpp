// zyme cc with exceptions enabled (built without -fno-exceptions): an
// exception thrown and caught in functions clang compiles, iostream
// output, std::vector arguments, a template, and the gradient from zyme.
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|);
// and the exception is caught.
#include <cmath>
#include <iostream>
#include <stdexcept>
#include <vector>

extern "C" {
extern int enzyme_dup, enzyme_const;
void __enzyme_autodiff(void *, ...);
}

double energy(const double *x, int n) {
    double s = 0;
    for (int i = 0; i < n; i++) s += std::sin(x[i]) * x[i] * (i + 1);
    return s;
}

void validate(int n) {
    if (n < 0) throw std::runtime_error("negative size");
}

int checked(int n) {
    try {
        validate(n);
        return 1;
    } catch (const std::exception &e) {
        std::cout << "caught: " << e.what() << "\n";
        return 0;
    }
}

template <class T> T sq(T v) { return v * v; }

int main() {
    std::vector<double> x = {0.1, 0.5, -0.3, 0.9}, dx(4, 0.0);
    int caught = !checked(-1);
    int n = checked(4) * 4;
    __enzyme_autodiff((void *)energy, enzyme_dup, x.data(), dx.data(), enzyme_const, n);
    int fails = !caught;
    for (int i = 0; i < n; i++) {
        std::vector<double> p = x, m = x;
        p[i] += 1e-6;
        m[i] -= 1e-6;
        double fd = (energy(p.data(), n) - energy(m.data(), n)) / 2e-6;
        bool ok = std::fabs(dx[i] - fd) <= 1e-6 * std::fmax(1.0, std::fabs(fd)) && std::fabs(fd) > 1e-9;
        std::cout << "d/dx[" << i << "] " << dx[i] << " " << fd << " " << sq(dx[i] - fd) << (ok ? " OK" : " FAIL") << "\n";
        fails += !ok;
    }
    std::cout << (fails ? "FAIL" : "OK") << std::endl;
    return fails != 0;
}
