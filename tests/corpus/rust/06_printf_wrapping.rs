// Integer work without heap allocation: wrapping/checked/saturating ops, rotates, bit counts, hashing,
// fixed-point, division of all widths; output via C printf.
unsafe extern "C" {
    fn printf(fmt: *const u8, ...) -> i32;
}

fn fnv1a(data: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf29ce484222325;
    for &b in data {
        h ^= b as u64;
        h = h.wrapping_mul(0x100000001b3);
    }
    h
}

fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E3779B97F4A7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D049BB133111EB);
    z ^ (z >> 31)
}

fn xorshift32(s: &mut u32) -> u32 {
    *s ^= *s << 13;
    *s ^= *s >> 17;
    *s ^= *s << 5;
    *s
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

fn modpow(mut b: u64, mut e: u64, m: u64) -> u64 {
    let mut r = 1u64;
    b %= m;
    while e > 0 {
        if e & 1 == 1 { r = r * b % m; }
        b = b * b % m;
        e >>= 1;
    }
    r
}

fn main() {
    unsafe {
        printf(b"fnv1a(\"hello\") = %016llx\n\0".as_ptr(), fnv1a(b"hello"));
        printf(b"fnv1a(\"\") = %016llx\n\0".as_ptr(), fnv1a(b""));
        let mut st = 7u64;
        for i in 0..3 {
            printf(b"splitmix[%d] = %016llx\n\0".as_ptr(), i as i32, splitmix(&mut st));
        }
        let mut xs = 2463534242u32;
        let mut acc = 0u32;
        for _ in 0..1000 { acc = acc.wrapping_add(xorshift32(&mut xs)); }
        printf(b"xorshift acc = %u last = %08x\n\0".as_ptr(), acc, xs);
        let v: u32 = 0xDEADBEEF;
        printf(b"rotl7=%08x rotr11=%08x ones=%u lz=%u tz=%u swap=%08x rev=%08x\n\0".as_ptr(), v.rotate_left(7),
               v.rotate_right(11), v.count_ones(), v.leading_zeros(), v.trailing_zeros(), v.swap_bytes(), v.reverse_bits());
        let w: u64 = 0x0000_0100_0000_0000;
        printf(b"u64 lz=%u tz=%u pow2=%d next_pow2(1000)=%llu\n\0".as_ptr(), w.leading_zeros(), w.trailing_zeros(),
               w.is_power_of_two() as i32, 1000u64.next_power_of_two());
        let big = i32::MAX;
        printf(b"wrapping_add=%d saturating_add=%d checked_add_none=%d overflowing=(%d,%d)\n\0".as_ptr(),
               big.wrapping_add(10), big.saturating_add(10), big.checked_add(10).is_none() as i32,
               big.overflowing_add(1).0, big.overflowing_add(1).1 as i32);
        printf(b"u8: 250+10 wrap=%u sat=%u  i8: -128 wrapping_neg=%d wrapping_abs=%d  i16: 300*300 wrap=%d\n\0".as_ptr(),
               250u8.wrapping_add(10) as u32, 250u8.saturating_add(10) as u32, (-128i8).wrapping_neg() as i32,
               (-128i8).wrapping_abs() as i32, 300i16.wrapping_mul(300) as i32);
        let vals: [i64; 5] = [-17, 17, -1, i64::MIN + 1, 1234567890123];
        for &x in vals.iter() {
            printf(b"%lld: /5=%lld %%5=%lld div_euclid=%lld rem_euclid=%lld >>3=%lld\n\0".as_ptr(), x, x / 5, x % 5,
                   x.div_euclid(5), x.rem_euclid(5), x >> 3);
        }
        let uvals: [u64; 3] = [u64::MAX, 1 << 63, 999_999_999_999];
        for &x in uvals.iter() {
            printf(b"%llu: /7=%llu %%7=%llu /1000=%llu\n\0".as_ptr(), x, x / 7, x % 7, x / 1000);
        }
        let u16s: [u16; 3] = [65535, 1000, 7];
        for &x in u16s.iter() {
            printf(b"u16 %u: /3=%u %%3=%u as i16=%d\n\0".as_ptr(), x as u32, (x / 3) as u32, (x % 3) as u32, (x as i16) as i32);
        }
        printf(b"gcd(1071,462)=%llu modpow(3,200,1000000007)=%llu\n\0".as_ptr(), gcd(1071, 462), modpow(3, 200, 1_000_000_007));
        // Q16.16 fixed point: sqrt(2) by Newton
        let one: i64 = 1 << 16;
        let two: i64 = 2 << 16;
        let mut x: i64 = one;
        for _ in 0..20 { x = (x + (two << 16) / x) / 2; }
        printf(b"fixed sqrt(2) = %lld / 65536 = %.6f\n\0".as_ptr(), x, x as f64 / one as f64);
        let f: f64 = -3.75;
        printf(b"casts: %d %u %lld %.3f %d\n\0".as_ptr(), f as i32, f as u32, (1e20f64) as i64, (u64::MAX as f64) / 1e19,
               (300.7f32) as u8 as i32);
    }
}
