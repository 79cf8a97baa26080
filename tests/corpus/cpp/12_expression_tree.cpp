// Expression tree with virtual eval/derive/print, heap nodes owned through a small arena, symbolic differentiation.
#include <cstdio>
#include <cmath>
#include <vector>

class Expr {
public:
    virtual ~Expr() {}
    virtual double eval(double x) const = 0;
    virtual const Expr *derive() const = 0;
    virtual void print() const = 0;
    virtual int size() const { return 1; }
};

static std::vector<Expr *> arena;
template <typename T, typename... A> static const T *mk(A... args) { T *p = new T(args...); arena.push_back(p); return p; }

class Const : public Expr {
    double v;
public:
    explicit Const(double v_) : v(v_) {}
    double eval(double) const override { return v; }
    const Expr *derive() const override { return mk<Const>(0.0); }
    void print() const override { std::printf("%g", v); }
};

class Var : public Expr {
public:
    double eval(double x) const override { return x; }
    const Expr *derive() const override { return mk<Const>(1.0); }
    void print() const override { std::printf("x"); }
};

class Bin : public Expr {
protected:
    const Expr *a, *b;
public:
    Bin(const Expr *a_, const Expr *b_) : a(a_), b(b_) {}
    int size() const override { return 1 + a->size() + b->size(); }
};

class Add : public Bin {
public:
    using Bin::Bin;
    double eval(double x) const override { return a->eval(x) + b->eval(x); }
    const Expr *derive() const override { return mk<Add>(a->derive(), b->derive()); }
    void print() const override { std::printf("("); a->print(); std::printf(" + "); b->print(); std::printf(")"); }
};

class Mul : public Bin {
public:
    using Bin::Bin;
    double eval(double x) const override { return a->eval(x) * b->eval(x); }
    const Expr *derive() const override { return mk<Add>(mk<Mul>(a->derive(), b), mk<Mul>(a, b->derive())); }
    void print() const override { std::printf("("); a->print(); std::printf(" * "); b->print(); std::printf(")"); }
};

class Sin : public Expr {
    const Expr *a;
public:
    explicit Sin(const Expr *a_) : a(a_) {}
    double eval(double x) const override { return std::sin(a->eval(x)); }
    const Expr *derive() const override;
    void print() const override { std::printf("sin("); a->print(); std::printf(")"); }
    int size() const override { return 1 + a->size(); }
};

class Cos : public Expr {
    const Expr *a;
public:
    explicit Cos(const Expr *a_) : a(a_) {}
    double eval(double x) const override { return std::cos(a->eval(x)); }
    const Expr *derive() const override { return mk<Mul>(mk<Mul>(mk<Const>(-1.0), mk<Sin>(a)), a->derive()); }
    void print() const override { std::printf("cos("); a->print(); std::printf(")"); }
    int size() const override { return 1 + a->size(); }
};

const Expr *Sin::derive() const { return mk<Mul>(mk<Cos>(a), a->derive()); }

int main() {
    const Expr *x = mk<Var>();
    // f(x) = x*x*x + 3*sin(x*x) + 2
    const Expr *f = mk<Add>(mk<Add>(mk<Mul>(x, mk<Mul>(x, x)), mk<Mul>(mk<Const>(3.0), mk<Sin>(mk<Mul>(x, x)))), mk<Const>(2.0));
    std::printf("f = "); f->print(); std::printf("\n");
    const Expr *df = f->derive();
    const Expr *d2f = df->derive();
    std::printf("sizes: f=%d f'=%d f''=%d\n", f->size(), df->size(), d2f->size());
    for (double v = -1.0; v <= 1.01; v += 0.5) {
        double h = 1e-5;
        double fd = (f->eval(v + h) - f->eval(v - h)) / (2 * h);
        std::printf("x=%5.2f f=%.9f f'=%.9f f''=%.9f fd_ok=%d\n", v, f->eval(v), df->eval(v), d2f->eval(v),
                    (int)(std::fabs(fd - df->eval(v)) < 1e-6));
    }
    std::printf("f' = "); mk<Add>(mk<Const>(0.0), mk<Cos>(x))->derive()->print(); std::printf("\n");
    std::printf("arena nodes=%zu\n", arena.size());
    for (Expr *e : arena) delete e;
    arena.clear();
    return 0;
}
