// The Enzyme ABI's activity markers, for the evals built with Enzyme's
// clang plugin (gradbench-bench's Enzyme column): the plugin replaces the
// `__enzyme_*` calls, the markers are read as ordinary globals.
int enzyme_dup, enzyme_const, enzyme_out, enzyme_dupnoneed, enzyme_width, enzyme_dupv,
    enzyme_dupnoneedv;
