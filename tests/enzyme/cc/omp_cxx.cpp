// OpenMP in C++: a worksharing loop over a mesh held in std::vector,
// with a lambda called in the loop, a `reduction(+)`, a `std::max`
// per thread combined under `critical` (LULESH's custom reduction), and a
// member function that runs the region. Built by `zyme cc -- clang++-19
// -fopenmp` at -O0 and -O2 and run with OMP_NUM_THREADS=1, 2 and 4
// (zyme/tests/enzyme_rev.rs). Check: central finite differences
// (relative 1e-6, step 1e-6).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

extern "C" double __enzyme_autodiff(void *, ...);
extern int enzyme_dup, enzyme_const;

struct Springs {
    std::vector<int> ends; // two node indices per spring
    double rest;

    double energy(const double *x) const {
        const int n = static_cast<int>(ends.size() / 2);
        const int *e = ends.data();
        auto stretch = [&](int s) { return x[e[2 * s + 1]] - x[e[2 * s]] - rest; };
        double total = 0, worst = -1e300;
#pragma omp parallel
        {
            double mine = -1e300;
#pragma omp for reduction(+ : total)
            for (int s = 0; s < n; s++) {
                double d = stretch(s);
                double k = 1.0 + 0.1 * std::sin(x[e[2 * s]]);
                total += 0.5 * k * d * d;
                mine = std::max(mine, d * d);
            }
#pragma omp critical
            {
                if (mine > worst)
                    worst = mine;
            }
        }
        return total + 0.25 * worst;
    }
};

static double springs_energy(const Springs *m, const double *x) { return m->energy(x); }

int main() {
    const int nodes = 40;
    Springs m;
    m.rest = 0.8;
    for (int s = 0; s < nodes - 1; s++) {
        m.ends.push_back(s);
        m.ends.push_back(s + 1);
    }
    for (int s = 0; s + 3 < nodes; s += 3) {
        m.ends.push_back(s);
        m.ends.push_back(s + 3);
    }
    std::vector<double> x(nodes), dx(nodes, 0.0);
    for (int i = 0; i < nodes; i++)
        x[i] = 1.1 * i + 0.3 * std::sin(0.7 * i * i);
    __enzyme_autodiff((void *)springs_energy, enzyme_const, &m, enzyme_dup, x.data(), dx.data());
    int fails = 0;
    const double h = 1e-6;
    for (int i = 0; i < nodes; i++) {
        double s = x[i];
        x[i] = s + h;
        double p = springs_energy(&m, x.data());
        x[i] = s - h;
        double q = springs_energy(&m, x.data());
        x[i] = s;
        double fd = (p - q) / (2 * h);
        if (std::fabs(dx[i] - fd) > 1e-6 * (1 + std::fabs(fd))) {
            std::printf("dx[%d] got=%+.10e want=%+.10e FAIL\n", i, dx[i], fd);
            fails++;
        }
    }
    double norm = 0;
    for (double g : dx)
        norm += std::fabs(g);
    if (norm < 1e-3) {
        std::printf("gradient is zero FAIL\n");
        fails++;
    }
    std::printf(fails ? "FAILED\n" : "OK\n");
    return fails != 0;
}
