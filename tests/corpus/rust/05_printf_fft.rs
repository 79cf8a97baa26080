// Iterative radix-2 FFT and a convolution on fixed-size arrays; no heap allocation; output via C printf.
use std::f64::consts::PI;

unsafe extern "C" {
    fn printf(fmt: *const u8, ...) -> i32;
}

#[derive(Clone, Copy)]
struct C64 {
    re: f64,
    im: f64,
}

impl C64 {
    const ZERO: C64 = C64 { re: 0.0, im: 0.0 };
    fn add(self, o: C64) -> C64 { C64 { re: self.re + o.re, im: self.im + o.im } }
    fn sub(self, o: C64) -> C64 { C64 { re: self.re - o.re, im: self.im - o.im } }
    fn mul(self, o: C64) -> C64 { C64 { re: self.re * o.re - self.im * o.im, im: self.re * o.im + self.im * o.re } }
    fn cis(t: f64) -> C64 { C64 { re: t.cos(), im: t.sin() } }
    fn abs(self) -> f64 { self.re.hypot(self.im) }
}

const N: usize = 32;

fn bit_reverse(x: &mut [C64; N]) {
    let bits = N.trailing_zeros();
    for i in 0..N {
        let j = (i as u32).reverse_bits() >> (32 - bits);
        let j = j as usize;
        if j > i {
            x.swap(i, j);
        }
    }
}

fn fft(x: &mut [C64; N], inverse: bool) {
    bit_reverse(x);
    let sign = if inverse { 1.0 } else { -1.0 };
    let mut len = 2;
    while len <= N {
        let w = C64::cis(sign * 2.0 * PI / len as f64);
        let mut start = 0;
        while start < N {
            let mut wk = C64 { re: 1.0, im: 0.0 };
            for k in 0..len / 2 {
                let u = x[start + k];
                let v = x[start + k + len / 2].mul(wk);
                x[start + k] = u.add(v);
                x[start + k + len / 2] = u.sub(v);
                wk = wk.mul(w);
            }
            start += len;
        }
        len <<= 1;
    }
    if inverse {
        for v in x.iter_mut() {
            v.re /= N as f64;
            v.im /= N as f64;
        }
    }
}

fn clean(v: f64) -> f64 { if v.abs() < 1e-9 { 0.0 } else { v } }

fn main() {
    let mut x = [C64::ZERO; N];
    for (i, v) in x.iter_mut().enumerate() {
        let t = i as f64 / N as f64;
        v.re = (2.0 * PI * 4.0 * t).sin() + 0.5 * (2.0 * PI * 7.0 * t).cos() + 0.25;
    }
    let orig = x;
    fft(&mut x, false);
    for k in 0..N / 2 {
        let m = x[k].abs();
        if m > 1e-9 {
            unsafe { printf(b"bin %2d: %10.6f %+10.6fi |X|=%.6f\n\0".as_ptr(), k as i32, clean(x[k].re), clean(x[k].im), m); }
        }
    }
    fft(&mut x, true);
    let mut err = 0.0f64;
    for i in 0..N {
        err = err.max((x[i].re - orig[i].re).abs() + x[i].im.abs());
    }
    unsafe { printf(b"roundtrip error < 1e-12: %d\n\0".as_ptr(), (err < 1e-12) as i32); }
    // integer convolution through the FFT: (1,2,3,...,8) * (1,-1,2)
    let mut a = [C64::ZERO; N];
    let mut b = [C64::ZERO; N];
    for i in 0..8 { a[i].re = (i + 1) as f64; }
    b[0].re = 1.0; b[1].re = -1.0; b[2].re = 2.0;
    fft(&mut a, false);
    fft(&mut b, false);
    for i in 0..N { a[i] = a[i].mul(b[i]); }
    fft(&mut a, true);
    unsafe { printf(b"conv:\0".as_ptr()); }
    for i in 0..10 {
        unsafe { printf(b" %lld\0".as_ptr(), a[i].re.round() as i64); }
    }
    unsafe { printf(b"\n\0".as_ptr()); }
    let mut energy = 0.0;
    for v in orig.iter() { energy += v.re * v.re; }
    unsafe { printf(b"signal energy = %.9f\n\0".as_ptr(), energy); }
}
