static const double weights[4] = { 0.25, 0.5, 0.125, 1.0e-3 };
int table[3][4] = { {1,2,3,4}, {5,6,7,8}, {0} };
const char *names[] = { "alpha", "beta", "gamma" };
double weighted(const double *v) {
  double s = 0; for (int i = 0; i < 4; i++) s += weights[i] * v[i]; return s;
}
int lookup(int i, int j) { return table[i][j]; }
void matmul(int n, double A[n][n], double B[n][n], double C[n][n]) {
  for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) {
    double s = 0; for (int k = 0; k < n; k++) s += A[i][k] * B[k][j]; C[i][j] = s;
  }
}
