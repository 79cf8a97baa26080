// RAII Matrix class: constructors/destructor/copy/move, operator(), operator*, Gaussian elimination, counting allocations.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cmath>
#include <utility>

static int allocs = 0, frees = 0;

class Matrix {
    int r_, c_;
    double *d_;
public:
    Matrix(int r, int c) : r_(r), c_(c), d_(static_cast<double *>(std::calloc(static_cast<size_t>(r * c), sizeof(double)))) { allocs++; }
    Matrix(const Matrix &o) : r_(o.r_), c_(o.c_), d_(static_cast<double *>(std::malloc(sizeof(double) * static_cast<size_t>(o.r_ * o.c_)))) {
        allocs++;
        std::memcpy(d_, o.d_, sizeof(double) * static_cast<size_t>(r_ * c_));
    }
    Matrix(Matrix &&o) noexcept : r_(o.r_), c_(o.c_), d_(o.d_) { o.d_ = nullptr; o.r_ = o.c_ = 0; }
    Matrix &operator=(Matrix o) { std::swap(r_, o.r_); std::swap(c_, o.c_); std::swap(d_, o.d_); return *this; }
    ~Matrix() { if (d_) { frees++; std::free(d_); } }
    static Matrix identity(int n) { Matrix m(n, n); for (int i = 0; i < n; i++) m(i, i) = 1; return m; }
    int rows() const { return r_; }
    int cols() const { return c_; }
    double &operator()(int i, int j) { return d_[i * c_ + j]; }
    double operator()(int i, int j) const { return d_[i * c_ + j]; }
    Matrix operator*(const Matrix &o) const {
        Matrix m(r_, o.c_);
        for (int i = 0; i < r_; i++)
            for (int k = 0; k < c_; k++)
                for (int j = 0; j < o.c_; j++) m(i, j) += (*this)(i, k) * o(k, j);
        return m;
    }
    Matrix operator+(const Matrix &o) const { Matrix m(*this); for (int i = 0; i < r_ * c_; i++) m.d_[i] += o.d_[i]; return m; }
    Matrix transpose() const { Matrix m(c_, r_); for (int i = 0; i < r_; i++) for (int j = 0; j < c_; j++) m(j, i) = (*this)(i, j); return m; }
    double frobenius() const { double s = 0; for (int i = 0; i < r_ * c_; i++) s += d_[i] * d_[i]; return std::sqrt(s); }
    double determinant() const {
        Matrix m(*this);
        double det = 1;
        for (int k = 0; k < r_; k++) {
            int p = k;
            for (int i = k + 1; i < r_; i++) if (std::fabs(m(i, k)) > std::fabs(m(p, k))) p = i;
            if (p != k) { for (int j = 0; j < c_; j++) std::swap(m(k, j), m(p, j)); det = -det; }
            det *= m(k, k);
            for (int i = k + 1; i < r_; i++) {
                double f = m(i, k) / m(k, k);
                for (int j = k; j < c_; j++) m(i, j) -= f * m(k, j);
            }
        }
        return det;
    }
    void print(const char *name) const {
        std::printf("%s (%dx%d):\n", name, r_, c_);
        for (int i = 0; i < r_; i++) { for (int j = 0; j < c_; j++) std::printf(" %10.5f", (*this)(i, j)); std::printf("\n"); }
    }
};

static Matrix make(int r, int c, double seed) {
    Matrix m(r, c);
    for (int i = 0; i < r; i++) for (int j = 0; j < c; j++) m(i, j) = std::sin(seed + i * 1.3 + j * 0.7) + (i == j ? 1.0 : 0.0);
    return m;
}

int main() {
    {
        Matrix a = make(3, 4, 0.5), b = make(4, 3, 1.5);
        Matrix c = a * b;
        c.print("a*b");
        Matrix ct = c.transpose();
        Matrix s = c + ct;
        s.print("c + c^T");
        std::printf("det(c)=%.9f det(s)=%.9f |c|_F=%.9f\n", c.determinant(), s.determinant(), c.frobenius());
        Matrix i4 = Matrix::identity(4);
        Matrix p = a * i4;
        std::printf("a*I == a: %d\n", (int)(std::fabs((p + a).frobenius() - 2 * a.frobenius()) < 1e-12));
        Matrix moved = std::move(p);
        Matrix assigned(1, 1);
        assigned = moved;
        std::printf("moved %dx%d assigned %dx%d\n", moved.rows(), moved.cols(), assigned.rows(), assigned.cols());
        Matrix pw = Matrix::identity(3);
        for (int k = 0; k < 5; k++) pw = pw * c;
        std::printf("det(c^5)=%.6f det(c)^5=%.6f ratio=%.9f\n", pw.determinant(), std::pow(c.determinant(), 5), pw.determinant() / std::pow(c.determinant(), 5));
    }
    std::printf("allocations balanced: %d (allocs>0: %d)\n", (int)(allocs == frees), (int)(allocs > 0));
    return 0;
}
