int classify(int c) {
  switch (c) {
  case 0: return 10; case 1: return 20; case 2: case 3: return 30;
  case 100: return -1; case -5: return 7; default: return 0;
  }
}
double eval(char op, double a, double b) {
  switch (op) { case '+': return a + b; case '-': return a - b; case '*': return a * b; case '/': return a / b; }
  return 0.0 / 0.0;
}
void *labels(int i) { static void *t[] = { &&l1, &&l2 }; goto *t[i & 1]; l1: return 0; l2: return t; }
