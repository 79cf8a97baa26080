struct Guard { int *p; ~Guard() { ++*p; } };
void may_throw(int x);
int run(int x) { int n = 0; { Guard g{&n}; may_throw(x); } return n; }
int catcher(int x) { try { may_throw(x); } catch (int e) { return e; } catch (...) { return -1; } return 0; }
void noexcept_fn() noexcept { may_throw(1); }
