/* A copy through `long *` of memory that is differentiated: nothing in the
 * function says the longs are doubles' bits, and -O0 has no TBAA tags, so
 * zyme must stop and say how to supply the type (never drop the tangent). */
extern int enzyme_dup, enzyme_const;
extern void __enzyme_fwddiff(void *, ...);
static void copy(double *dst, double *src, int n) {
    long *d = (long *)dst, *s = (long *)src;
    for (int i = 0; i < n; i++) d[i] = s[i];
}
int main(void) {
    double a[3] = {1, 2, 3}, da[3] = {1, 1, 1}, b[3], db[3];
    __enzyme_fwddiff((void *)copy, enzyme_dup, b, db, enzyme_dup, a, da, enzyme_const, 3);
    return db[0] != 1;
}
