// Stand-ins for the Enzyme ABI symbols the evals' gradient functions
// reference, so clang can build their primals natively (the gradients
// themselves are never called natively).
#include <stdlib.h>
int enzyme_dup, enzyme_const, enzyme_out, enzyme_dupnoneed, enzyme_width, enzyme_dupv,
    enzyme_dupnoneedv;
void __enzyme_autodiff(void *f, ...) { (void)f; abort(); }
void __enzyme_fwddiff(void *f, ...) { (void)f; abort(); }
