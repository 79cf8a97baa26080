// std::sort / nth_element / lower_bound with lambdas (capturing and non-capturing).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <cmath>
#include <cstring>

struct Particle { int id; double x, y, mass; };

int main() {
    std::vector<Particle> ps;
    unsigned s = 99;
    auto rnd = [&s]() { s = s * 1664525u + 1013904223u; return (s >> 8) / 16777216.0; };
    for (int i = 0; i < 40; i++) ps.push_back({i, rnd() * 10 - 5, rnd() * 10 - 5, 0.5 + std::floor(rnd() * 4)});
    double cx = 1.0, cy = -1.0;
    auto dist = [cx, cy](const Particle &p) { return std::hypot(p.x - cx, p.y - cy); };
    std::sort(ps.begin(), ps.end(), [&](const Particle &a, const Particle &b) { return dist(a) < dist(b); });
    std::printf("closest to (1,-1):");
    for (int i = 0; i < 5; i++) std::printf(" #%d(%.4f)", ps[i].id, dist(ps[i]));
    std::printf("\n");
    std::sort(ps.begin(), ps.end(), [](const Particle &a, const Particle &b) {
        return a.mass != b.mass ? a.mass > b.mass : a.id < b.id;  // tie-break on id: deterministic
    });
    std::printf("by mass, then id:");
    for (int i = 0; i < 10; i++) std::printf(" %d:%.1f", ps[i].id, ps[i].mass);
    std::printf("\n");
    std::vector<double> xs;
    for (const auto &p : ps) xs.push_back(p.x);
    std::nth_element(xs.begin(), xs.begin() + xs.size() / 2, xs.end());
    std::printf("median x=%.6f\n", xs[xs.size() / 2]);
    std::sort(xs.begin(), xs.end(), std::greater<double>());
    std::printf("max x=%.6f min x=%.6f\n", xs.front(), xs.back());
    std::sort(xs.begin(), xs.end());
    auto it = std::lower_bound(xs.begin(), xs.end(), 0.0);
    std::printf("first x >= 0 at index %ld\n", (long)(it - xs.begin()));
    int count_heavy = (int)std::count_if(ps.begin(), ps.end(), [](const Particle &p) { return p.mass >= 2.5; });
    std::printf("heavy=%d\n", count_heavy);
    const char *words[] = {"delta", "Alpha", "charlie", "Bravo", "echo", "foxtrot", "Golf"};
    std::vector<const char *> w(words, words + 7);
    std::sort(w.begin(), w.end(), [](const char *a, const char *b) { return std::strcmp(a, b) < 0; });
    for (const char *x : w) std::printf("%s ", x);
    std::printf("\n");
    auto lower = [](char c) { return (c >= 'A' && c <= 'Z') ? char(c + 32) : c; };
    std::sort(w.begin(), w.end(), [&lower](const char *a, const char *b) {
        while (*a && lower(*a) == lower(*b)) { a++; b++; }
        return lower(*a) < lower(*b);
    });
    for (const char *x : w) std::printf("%s ", x);
    std::printf("\n");
    int calls = 0;
    std::vector<int> iv(64);
    for (int i = 0; i < 64; i++) iv[i] = (i * 37) % 64;
    std::sort(iv.begin(), iv.end(), [&calls](int a, int b) { calls++; return a < b; });
    std::printf("sorted ok=%d comparator used=%d\n", (int)std::is_sorted(iv.begin(), iv.end()), (int)(calls > 0));
    auto compose = [](auto f, auto g) { return [=](double x) { return f(g(x)); }; };
    auto sq = [](double x) { return x * x; };
    auto inc = [](double x) { return x + 1; };
    std::printf("compose: %.2f %.2f\n", compose(sq, inc)(3.0), compose(inc, sq)(3.0));
    return 0;
}
