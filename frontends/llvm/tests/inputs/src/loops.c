double dot(const double *a, const double *b, int n) {
  double s = 0.0;
  for (int i = 0; i < n; i++) s += a[i] * b[i];
  return s;
}
void saxpy(float a, const float *x, float *y, long n) {
  for (long i = 0; i < n; ++i) y[i] = a * x[i] + y[i];
}
int collatz(unsigned x) {
  int steps = 0;
  while (x != 1) { x = (x & 1) ? 3 * x + 1 : x / 2; steps++; }
  return steps;
}
