// N-body simulation and a Lorenz RK4 integration on fixed-size arrays; no heap allocation; output via C printf.
unsafe extern "C" {
    fn printf(fmt: *const u8, ...) -> i32;
}

const NB: usize = 4;

#[derive(Clone, Copy)]
struct Body {
    pos: [f64; 3],
    vel: [f64; 3],
    mass: f64,
}

fn energy(b: &[Body; NB]) -> f64 {
    let mut e = 0.0;
    for i in 0..NB {
        let v2: f64 = b[i].vel.iter().map(|v| v * v).sum();
        e += 0.5 * b[i].mass * v2;
        for j in i + 1..NB {
            let mut d2 = 0.0;
            for k in 0..3 {
                let d = b[i].pos[k] - b[j].pos[k];
                d2 += d * d;
            }
            e -= b[i].mass * b[j].mass / d2.sqrt();
        }
    }
    e
}

fn advance(b: &mut [Body; NB], dt: f64) {
    for i in 0..NB {
        for j in i + 1..NB {
            let mut d = [0.0; 3];
            let mut d2 = 0.0;
            for k in 0..3 {
                d[k] = b[i].pos[k] - b[j].pos[k];
                d2 += d[k] * d[k];
            }
            let mag = dt / (d2 * d2.sqrt());
            let (mi, mj) = (b[i].mass, b[j].mass);
            for k in 0..3 {
                b[i].vel[k] -= d[k] * mj * mag;
                b[j].vel[k] += d[k] * mi * mag;
            }
        }
    }
    for body in b.iter_mut() {
        for k in 0..3 {
            body.pos[k] += dt * body.vel[k];
        }
    }
}

fn lorenz(s: [f64; 3]) -> [f64; 3] {
    [10.0 * (s[1] - s[0]), s[0] * (28.0 - s[2]) - s[1], s[0] * s[1] - 8.0 / 3.0 * s[2]]
}

fn rk4(s: [f64; 3], h: f64) -> [f64; 3] {
    let off = |a: [f64; 3], k: [f64; 3], c: f64| [a[0] + c * k[0], a[1] + c * k[1], a[2] + c * k[2]];
    let k1 = lorenz(s);
    let k2 = lorenz(off(s, k1, h / 2.0));
    let k3 = lorenz(off(s, k2, h / 2.0));
    let k4 = lorenz(off(s, k3, h));
    let mut r = s;
    for i in 0..3 {
        r[i] += h / 6.0 * (k1[i] + 2.0 * k2[i] + 2.0 * k3[i] + k4[i]);
    }
    r
}

fn main() {
    let mut bodies = [
        Body { pos: [0.0, 0.0, 0.0], vel: [0.0, 0.0, 0.0], mass: 10.0 },
        Body { pos: [1.0, 0.0, 0.0], vel: [0.0, 3.1, 0.1], mass: 0.01 },
        Body { pos: [0.0, 2.0, 0.0], vel: [-2.2, 0.0, 0.0], mass: 0.02 },
        Body { pos: [-3.0, 0.0, 0.5], vel: [0.0, -1.8, 0.0], mass: 0.005 },
    ];
    let mut p = [0.0; 3];
    for b in bodies.iter() {
        for k in 0..3 { p[k] += b.mass * b.vel[k]; }
    }
    for k in 0..3 { bodies[0].vel[k] -= p[k] / bodies[0].mass; }
    let e0 = energy(&bodies);
    unsafe { printf(b"initial energy %.10f\n\0".as_ptr(), e0); }
    for step in 1..=4000 {
        advance(&mut bodies, 0.001);
        if step % 1000 == 0 {
            unsafe { printf(b"step %4d energy %.10f\n\0".as_ptr(), step as i32, energy(&bodies)); }
        }
    }
    for (i, b) in bodies.iter().enumerate() {
        unsafe { printf(b"body %d pos=(%.6f, %.6f, %.6f)\n\0".as_ptr(), i as i32, b.pos[0], b.pos[1], b.pos[2]); }
    }
    let drift = ((energy(&bodies) - e0) / e0).abs();
    unsafe { printf(b"relative energy drift < 1e-4: %d\n\0".as_ptr(), (drift < 1e-4) as i32); }
    let mut s = [1.0, 1.0, 1.0];
    for i in 1..=300 {
        s = rk4(s, 0.005);
        if i % 100 == 0 {
            unsafe { printf(b"lorenz t=%.2f (%.6f, %.6f, %.6f)\n\0".as_ptr(), i as f64 * 0.005, s[0], s[1], s[2]); }
        }
    }
}
