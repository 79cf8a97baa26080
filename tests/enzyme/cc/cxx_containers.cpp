// libstdc++ out of line in differentiated code: std::string (its
// members and std::allocator's constructors are known inactive),
// std::unordered_map<int, double> holding active values (hashing and the
// rehash policy known inactive; nodes from operator new get shadows) and
// iterated, a global std::unordered_map<std::string, double> read
// by key, and both in one function (the global map's lookup stays
// inactive while the local map's nodes hold derivatives). Only through `zyme cc` (run by zyme/tests/enzyme_rev.rs at -O0
// and -O2).
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <cmath>
#include <cstdio>
#include <string>
#include <unordered_map>

extern double __enzyme_autodiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    bool ok = std::fabs(ad - fd) <= 1e-6 * std::fmax(1.0, std::fabs(fd)) && std::fabs(fd) > 1e-9;
    std::printf("%-22s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

double named(double x) {
    std::string name = "scale-factor";
    name += "-x";
    double w = name.size() == 14 ? 2.0 : 1.0;
    return w * std::sin(x) * x;
}

double cached(double x) {
    std::unordered_map<int, double> cache;
    cache[3] = std::sin(x);
    cache[7] = x * x;
    double s = 0;
    for (auto &kv : cache)
        s += kv.second * kv.first;
    return s + cache[3] * cache[7];
}

static std::unordered_map<std::string, double> weights = {{"a", 2.0}, {"b", -0.5}};

double weighted(double x) {
    std::string key = "b";
    return weights.at(key) * std::exp(x) + weights.at("a") * x;
}

double mixed(double x) {
    std::unordered_map<int, double> local;
    local[1] = x * weights["a"];
    local[2] = std::sin(x) * weights["b"];
    double s = 0;
    for (auto &kv : local)
        s += kv.second * kv.first;
    return s * local[1];
}

int main() {
    const double x = 0.9, h = 1e-6;
    check("std::string", __enzyme_autodiff((void *)named, x), (named(x + h) - named(x - h)) / (2 * h));
    check("unordered_map<int>", __enzyme_autodiff((void *)cached, x),
          (cached(x + h) - cached(x - h)) / (2 * h));
    check("global map by key", __enzyme_autodiff((void *)weighted, x),
          (weighted(x + h) - weighted(x - h)) / (2 * h));
    check("local and global maps", __enzyme_autodiff((void *)mixed, x),
          (mixed(x + h) - mixed(x - h)) / (2 * h));
    std::printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
