// std::array, constexpr functions and tables computed at compile time, static_assert, structured data.
#include <cstdio>
#include <array>
#include <cstdint>
#include <algorithm>

constexpr uint64_t fib(int n) {
    uint64_t a = 0, b = 1;
    for (int i = 0; i < n; i++) { uint64_t t = a + b; a = b; b = t; }
    return a;
}
constexpr int isqrt(int n) { int r = 0; while ((r + 1) * (r + 1) <= n) r++; return r; }

constexpr bool is_prime(int n) {
    if (n < 2) return false;
    for (int d = 2; d * d <= n; d++) if (n % d == 0) return false;
    return true;
}

template <size_t N>
constexpr std::array<int, N> first_primes() {
    std::array<int, N> a{};
    size_t k = 0;
    for (int n = 2; k < N; n++) if (is_prime(n)) a[k++] = n;
    return a;
}

constexpr std::array<uint32_t, 16> make_crc4_table() {
    std::array<uint32_t, 16> t{};
    for (uint32_t i = 0; i < 16; i++) {
        uint32_t c = i;
        for (int k = 0; k < 4; k++) c = (c & 1) ? (c >> 1) ^ 0xEDB88320u : c >> 1;
        t[i] = c;
    }
    return t;
}

constexpr auto PRIMES = first_primes<25>();
constexpr auto CRC4 = make_crc4_table();
constexpr uint64_t FIB30 = fib(30);
static_assert(FIB30 == 832040, "fib");
static_assert(PRIMES[24] == 97, "primes");
static_assert(isqrt(99) == 9, "isqrt");

static uint32_t crc32_nibble(const char *s) {
    uint32_t c = 0xFFFFFFFFu;
    for (; *s; s++) {
        c ^= static_cast<uint8_t>(*s);
        c = (c >> 4) ^ CRC4[c & 15];
        c = (c >> 4) ^ CRC4[c & 15];
    }
    return ~c;
}

template <typename T, size_t N>
constexpr T sum(const std::array<T, N> &a) { T s{}; for (const T &x : a) s += x; return s; }

int main() {
    std::printf("fib(30)=%llu fib(60)=%llu\n", (unsigned long long)FIB30, (unsigned long long)fib(60));
    std::printf("primes:");
    for (int p : PRIMES) std::printf(" %d", p);
    std::printf("\nsum of primes < 100 = %d\n", sum(PRIMES));
    std::printf("crc32(\"123456789\")=%08x\n", crc32_nibble("123456789"));
    std::array<double, 8> a;
    for (size_t i = 0; i < a.size(); i++) a[i] = 1.0 / (1.0 + static_cast<double>(i));
    std::array<double, 8> b = a;
    std::reverse(b.begin(), b.end());
    double dot = 0;
    for (size_t i = 0; i < a.size(); i++) dot += a[i] * b[i];
    std::printf("dot(a, rev a)=%.10f front=%.3f back=%.3f\n", dot, b.front(), b.back());
    std::array<std::array<int, 3>, 3> m{{{1, 2, 3}, {4, 5, 6}, {7, 8, 10}}};
    int det = m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0]) +
              m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
    std::printf("det=%d\n", det);
    std::array<int, 10> sq{};
    for (int i = 0; i < 10; i++) sq[static_cast<size_t>(i)] = i * i;
    auto it = std::find(sq.begin(), sq.end(), 49);
    std::printf("49 at %ld, isqrt(49)=%d, fill test:", static_cast<long>(it - sq.begin()), isqrt(49));
    sq.fill(7);
    std::printf(" %d %d\n", sq[0], sq[9]);
    constexpr int local_table[] = {isqrt(10), isqrt(100), isqrt(1000), isqrt(10000)};
    for (int v : local_table) std::printf("%d ", v);
    std::printf("\n");
    std::array<bool, 50> sieve{};
    int cnt = 0;
    for (int i = 0; i < 50; i++) { sieve[static_cast<size_t>(i)] = is_prime(i); cnt += sieve[static_cast<size_t>(i)]; }
    std::printf("primes below 50 (runtime)=%d\n", cnt);
    return 0;
}
