// A workload for zstd built with zyme cc: compress text-like data at
// several levels (and with a dictionary-free streaming API), decompress,
// check the round trip, print sizes and checksums.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "zstd.h"
#include "zdict.h"

static unsigned long long checksum(const unsigned char *p, size_t n) {
    unsigned long long h = 1469598103934665603ULL;
    for (size_t i = 0; i < n; i++) h = (h ^ p[i]) * 1099511628211ULL;
    return h;
}

int main(void) {
    size_t n = 1 << 20;
    unsigned char *src = malloc(n);
    unsigned int s = 12345;
    const char *words[] = {"gradient ", "adjoint ", "tape ", "shadow ", "reverse ", "forward ", "kernel ", "\n"};
    for (size_t i = 0; i < n;) {
        s = s * 1103515245u + 12345u;
        const char *w = words[(s >> 16) % 8];
        for (size_t k = 0; w[k] && i < n; k++) src[i++] = (unsigned char)w[k];
        if ((s >> 8) % 5 == 0 && i < n) src[i++] = (unsigned char)('0' + (s >> 20) % 10);
    }
    printf("input %zu bytes, checksum %016llx\n", n, checksum(src, n));
    size_t cap = ZSTD_compressBound(n);
    unsigned char *dst = malloc(cap), *back = malloc(n);
    int levels[] = {1, 3, 9, 19, -5};
    for (int k = 0; k < 5; k++) {
        size_t c = ZSTD_compress(dst, cap, src, n, levels[k]);
        if (ZSTD_isError(c)) { printf("level %d: %s\n", levels[k], ZSTD_getErrorName(c)); continue; }
        size_t d = ZSTD_decompress(back, n, dst, c);
        printf("level %3d: %7zu bytes, checksum %016llx, round trip %s\n", levels[k], c,
               checksum(dst, c), (d == n && memcmp(back, src, n) == 0) ? "ok" : "FAILED");
    }
    ZSTD_CCtx *cctx = ZSTD_createCCtx();
    ZSTD_CCtx_setParameter(cctx, ZSTD_c_compressionLevel, 7);
    ZSTD_CCtx_setParameter(cctx, ZSTD_c_checksumFlag, 1);
    ZSTD_inBuffer in = {src, n, 0};
    ZSTD_outBuffer out = {dst, cap, 0};
    size_t left;
    do { left = ZSTD_compressStream2(cctx, &out, &in, ZSTD_e_end); } while (left != 0 && !ZSTD_isError(left));
    printf("stream: %zu bytes, checksum %016llx\n", out.pos, checksum(dst, out.pos));
    ZSTD_freeCCtx(cctx);
    // A dictionary trained on 200 samples of 2 KiB (dictBuilder), then
    // used on one more.
    size_t sizes[200];
    for (int k = 0; k < 200; k++) sizes[k] = 2048;
    unsigned char dict[8192];
    size_t dn = ZDICT_trainFromBuffer(dict, sizeof dict, src, sizes, 200);
    if (ZDICT_isError(dn)) {
        printf("dictionary: %s\n", ZDICT_getErrorName(dn));
    } else {
        ZSTD_CCtx *c2 = ZSTD_createCCtx();
        ZSTD_DCtx *d2 = ZSTD_createDCtx();
        const unsigned char *sample = src + 200 * 2048;
        size_t c = ZSTD_compress_usingDict(c2, dst, cap, sample, 2048, dict, dn, 3);
        size_t d = ZSTD_decompress_usingDict(d2, back, n, dst, c, dict, dn);
        printf("dictionary: %zu bytes (checksum %016llx); a sample: %zu bytes, round trip %s\n", dn,
               checksum(dict, dn), c, (d == 2048 && memcmp(back, sample, 2048) == 0) ? "ok" : "FAILED");
        ZSTD_freeCCtx(c2);
        ZSTD_freeDCtx(d2);
    }
    free(src); free(dst); free(back);
    return 0;
}
