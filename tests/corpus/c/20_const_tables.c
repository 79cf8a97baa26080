/* Global arrays and constant tables: CRC-32 table, lookup tables, const struct arrays, strings. */
#include <stdio.h>
#include <stdint.h>

static uint32_t crc_table[256];

static const uint8_t popcnt4[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
static const double weights[] = {0.1, 0.2, 0.3, 0.25, 0.15};
static const char *const month_names[12] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                            "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
static const int days_in_month[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};

struct element { const char *sym; int z; double mass; };
static const struct element elements[] = {
    {"H", 1, 1.008}, {"He", 2, 4.0026}, {"C", 6, 12.011}, {"N", 7, 14.007},
    {"O", 8, 15.999}, {"Fe", 26, 55.845}, {"Au", 79, 196.97},
};

int global_counter = 5;
int *global_ptr = &global_counter;
static int matrix[3][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}};
static const char hexdigits[] = "0123456789abcdef";

static void crc_init(void) {
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t c = i;
        for (int k = 0; k < 8; k++) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        crc_table[i] = c;
    }
}

static uint32_t crc32(const char *s, size_t n) {
    uint32_t c = 0xFFFFFFFFu;
    for (size_t i = 0; i < n; i++) c = crc_table[(c ^ (uint8_t)s[i]) & 0xFF] ^ (c >> 8);
    return c ^ 0xFFFFFFFFu;
}

static int day_of_year(int m, int d, int leap) {
    int n = d;
    for (int i = 0; i < m - 1; i++) n += days_in_month[i] + (i == 1 && leap);
    return n;
}

int main(void) {
    crc_init();
    const char msg[] = "The quick brown fox jumps over the lazy dog";
    printf("crc32 = %08x\n", crc32(msg, sizeof msg - 1));
    printf("crc32(\"123456789\") = %08x\n", crc32("123456789", 9));
    int pc = 0;
    for (unsigned v = 0; v < 1000; v++) pc += popcnt4[v & 15] + popcnt4[(v >> 4) & 15] + popcnt4[(v >> 8) & 15];
    printf("total bits 0..999 = %d\n", pc);
    double ws = 0;
    for (unsigned i = 0; i < sizeof weights / sizeof weights[0]; i++) ws += weights[i] * (i + 1);
    printf("weighted = %.4f\n", ws);
    for (int m = 1; m <= 12; m += 3)
        printf("%s 15 -> day %d (leap %d)\n", month_names[m - 1], day_of_year(m, 15, 0), day_of_year(m, 15, 1));
    double tot = 0;
    for (unsigned i = 0; i < sizeof elements / sizeof elements[0]; i++) {
        printf("%-3s z=%2d m=%8.4f\n", elements[i].sym, elements[i].z, elements[i].mass);
        tot += elements[i].mass;
    }
    printf("total mass %.4f\n", tot);
    *global_ptr += 10;
    int colsum[4] = {0};
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 4; j++) colsum[j] += matrix[i][j] * global_counter;
    printf("colsum: %d %d %d %d\n", colsum[0], colsum[1], colsum[2], colsum[3]);
    char hex[9];
    uint32_t v = 0xC0FFEE42u;
    for (int i = 7; i >= 0; i--) { hex[i] = hexdigits[v & 15]; v >>= 4; }
    hex[8] = 0;
    printf("hex = %s\n", hex);
    return 0;
}
