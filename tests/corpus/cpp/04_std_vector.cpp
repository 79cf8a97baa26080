// std::vector<double>: push_back, resize, reserve, iteration, erase/insert, vector of vectors, statistics.
#include <cstdio>
#include <vector>
#include <cmath>
#include <numeric>
#include <algorithm>

static double mean(const std::vector<double> &v) { return std::accumulate(v.begin(), v.end(), 0.0) / v.size(); }

static double stddev(const std::vector<double> &v) {
    double m = mean(v), s = 0;
    for (double x : v) s += (x - m) * (x - m);
    return std::sqrt(s / (v.size() - 1));
}

static std::vector<double> moving_average(const std::vector<double> &v, size_t w) {
    std::vector<double> out;
    out.reserve(v.size());
    double s = 0;
    for (size_t i = 0; i < v.size(); i++) {
        s += v[i];
        if (i >= w) s -= v[i - w];
        if (i + 1 >= w) out.push_back(s / w);
    }
    return out;
}

int main() {
    std::vector<double> v;
    unsigned st = 2024;
    for (int i = 0; i < 100; i++) {
        st = st * 1103515245u + 12345u;
        v.push_back(std::sin(i * 0.1) * 10 + ((st >> 16) % 100) / 50.0);
    }
    std::printf("size=%zu mean=%.6f stddev=%.6f\n", v.size(), mean(v), stddev(v));
    auto mm = std::minmax_element(v.begin(), v.end());
    std::printf("min=%.6f at %ld max=%.6f at %ld\n", *mm.first, (long)(mm.first - v.begin()), *mm.second,
                (long)(mm.second - v.begin()));
    std::vector<double> ma = moving_average(v, 10);
    std::printf("moving avg size=%zu first=%.6f last=%.6f\n", ma.size(), ma.front(), ma.back());
    v.resize(120, -1.0);
    std::printf("after resize: size=%zu v[119]=%.1f sum=%.6f\n", v.size(), v[119], std::accumulate(v.begin(), v.end(), 0.0));
    v.resize(50);
    v.erase(v.begin() + 10, v.begin() + 20);
    v.insert(v.begin(), 3, 42.0);
    std::printf("after erase/insert: size=%zu v[0..3]=%.1f %.1f %.1f %.3f\n", v.size(), v[0], v[1], v[2], v[3]);
    std::vector<std::vector<double>> grid(5, std::vector<double>(7));
    for (size_t i = 0; i < grid.size(); i++)
        for (size_t j = 0; j < grid[i].size(); j++) grid[i][j] = 1.0 / (1 + i + j);
    double gs = 0;
    for (const auto &row : grid) for (double x : row) gs += x;
    std::printf("grid sum=%.9f\n", gs);
    std::vector<int> iv(20);
    std::iota(iv.begin(), iv.end(), -5);
    iv.erase(std::remove_if(iv.begin(), iv.end(), [](int x) { return x % 3 == 0; }), iv.end());
    std::printf("ints:");
    for (int x : iv) std::printf(" %d", x);
    std::printf("\n");
    std::vector<double> cum(v.size());
    std::partial_sum(v.begin(), v.end(), cum.begin());
    std::printf("partial sum last=%.6f\n", cum.back());
    double ip = std::inner_product(v.begin(), v.begin() + 10, cum.begin(), 0.0);
    std::printf("inner product=%.6f\n", ip);
    std::vector<double> copy(v);
    copy.swap(ma);
    std::printf("after swap sizes=%zu %zu, capacity>=size: %d\n", copy.size(), ma.size(), (int)(ma.capacity() >= ma.size()));
    v.clear();
    std::printf("cleared empty=%d\n", (int)v.empty());
    return 0;
}
