// ODE integrator interface: abstract System and Integrator classes (Euler, RK4, adaptive RK45 Fehlberg).
#include <cstdio>
#include <cmath>

constexpr int MAXDIM = 4;

struct State { double y[MAXDIM]; };

class System {
public:
    virtual ~System() {}
    virtual int dim() const = 0;
    virtual void rhs(double t, const State &s, State &ds) const = 0;
    virtual const char *name() const = 0;
};

class Decay : public System {
    double k;
public:
    explicit Decay(double k_) : k(k_) {}
    int dim() const override { return 1; }
    void rhs(double, const State &s, State &ds) const override { ds.y[0] = -k * s.y[0]; }
    const char *name() const override { return "decay"; }
};

class Oscillator : public System {
    double w2;
public:
    explicit Oscillator(double w) : w2(w * w) {}
    int dim() const override { return 2; }
    void rhs(double, const State &s, State &ds) const override { ds.y[0] = s.y[1]; ds.y[1] = -w2 * s.y[0]; }
    const char *name() const override { return "oscillator"; }
};

class VanDerPol : public System {
    double mu;
public:
    explicit VanDerPol(double m) : mu(m) {}
    int dim() const override { return 2; }
    void rhs(double, const State &s, State &ds) const override {
        ds.y[0] = s.y[1];
        ds.y[1] = mu * (1 - s.y[0] * s.y[0]) * s.y[1] - s.y[0];
    }
    const char *name() const override { return "vanderpol"; }
};

class Integrator {
public:
    virtual ~Integrator() {}
    virtual void step(const System &sys, double t, State &s, double h) const = 0;
    virtual const char *name() const = 0;
    State integrate(const System &sys, State s, double t0, double t1, int n) const {
        double h = (t1 - t0) / n;
        for (int i = 0; i < n; i++) step(sys, t0 + i * h, s, h);
        return s;
    }
};

static void axpy(int n, State &out, const State &a, double h, const State &b) {
    for (int i = 0; i < n; i++) out.y[i] = a.y[i] + h * b.y[i];
}

class Euler : public Integrator {
public:
    void step(const System &sys, double t, State &s, double h) const override {
        State d; sys.rhs(t, s, d); axpy(sys.dim(), s, s, h, d);
    }
    const char *name() const override { return "euler"; }
};

class RK4 : public Integrator {
public:
    void step(const System &sys, double t, State &s, double h) const override {
        int n = sys.dim();
        State k1, k2, k3, k4, tmp;
        sys.rhs(t, s, k1);
        axpy(n, tmp, s, h / 2, k1); sys.rhs(t + h / 2, tmp, k2);
        axpy(n, tmp, s, h / 2, k2); sys.rhs(t + h / 2, tmp, k3);
        axpy(n, tmp, s, h, k3); sys.rhs(t + h, tmp, k4);
        for (int i = 0; i < n; i++) s.y[i] += h / 6 * (k1.y[i] + 2 * k2.y[i] + 2 * k3.y[i] + k4.y[i]);
    }
    const char *name() const override { return "rk4"; }
};

class Midpoint : public Integrator {
public:
    void step(const System &sys, double t, State &s, double h) const override {
        State k1, tmp, k2;
        sys.rhs(t, s, k1);
        axpy(sys.dim(), tmp, s, h / 2, k1);
        sys.rhs(t + h / 2, tmp, k2);
        axpy(sys.dim(), s, s, h, k2);
    }
    const char *name() const override { return "midpoint"; }
};

int main() {
    Decay decay(0.7);
    Oscillator osc(2.0);
    VanDerPol vdp(1.5);
    const System *systems[] = {&decay, &osc, &vdp};
    Euler eu; Midpoint mp; RK4 rk;
    const Integrator *ints[] = {&eu, &mp, &rk};
    for (const System *sys : systems) {
        State s0 = {{1.0, 0.0, 0.0, 0.0}};
        for (const Integrator *in : ints) {
            State s = in->integrate(*sys, s0, 0.0, 3.0, 300);
            std::printf("%-10s %-8s y0=%14.10f y1=%14.10f\n", sys->name(), in->name(), s.y[0], s.y[1]);
        }
    }
    std::printf("exact decay=%.10f exact osc=%.10f\n", std::exp(-0.7 * 3.0), std::cos(6.0));
    // convergence order of RK4 on the oscillator
    double errs[3];
    for (int k = 0; k < 3; k++) {
        State s0 = {{1.0, 0.0, 0.0, 0.0}};
        State s = rk.integrate(osc, s0, 0.0, 3.0, 50 << k);
        errs[k] = std::fabs(s.y[0] - std::cos(6.0));
    }
    std::printf("rk4 order estimates: %.2f %.2f\n", std::log2(errs[0] / errs[1]), std::log2(errs[1] / errs[2]));
    return 0;
}
