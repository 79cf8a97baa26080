unsigned long fib(unsigned n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
double power(double x, int n) { if (n == 0) return 1; double h = power(x, n / 2); return (n % 2) ? h * h * x : h * h; }
int ackermann(int m, int n) { if (m == 0) return n + 1; if (n == 0) return ackermann(m - 1, 1); return ackermann(m - 1, ackermann(m, n - 1)); }
__int128 big(__int128 x) { return x * (__int128)0x7fffffffffffffffLL + ((__int128)1 << 100); }
