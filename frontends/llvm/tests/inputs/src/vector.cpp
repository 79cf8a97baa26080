#include <vector>
#include <numeric>
#include <stdexcept>
double mean(const std::vector<double> &v) { if (v.empty()) throw std::runtime_error("empty"); return std::accumulate(v.begin(), v.end(), 0.0) / v.size(); }
std::vector<double> scale(std::vector<double> v, double a) { for (auto &x : v) x *= a; return v; }
double safe_mean(const std::vector<double> &v) { try { return mean(v); } catch (const std::exception &) { return 0.0; } }
