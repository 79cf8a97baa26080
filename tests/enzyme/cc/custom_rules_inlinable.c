// The custom rules of rev/65_custom_rules.c without `noinline`: clang's
// optimiser would inline the functions the rules replace (and the
// inactive logger), so `zyme cc` marks every function a registration
// names `noinline` between clang's front end and its optimiser, as the
// Enzyme plugin does. Only meaningful through `zyme cc` (run by
// zyme/tests/enzyme_rev.rs at -O0 and -O2).
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|);
// the fast inverse square root against 1/sqrt(x), 2e-3 relative.
#define NOINLINE
#include "../rev/65_custom_rules.c"
