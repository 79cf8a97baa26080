//! A game-engine use of zyme: a mass-spring chain stepped for a number of
//! frames, built with the Rust builder API (no C, no LLVM), its reverse
//! gradient synthesized and JIT-compiled at run time, and used to find
//! the initial velocities that throw the chain's last mass onto a target.
//!
//! ```sh
//! cargo run --release -p zyme --example mass_spring
//! ```
//!
//! Prints the synthesis and compile times, the gradient/primal time
//! ratio, and the loss as gradient descent proceeds; checks the gradient
//! against finite differences first.

use std::time::Instant;
use zyme::ir::{FunctionBuilder, IntCC, Linkage, MathOp, MemFlags, Module, Signature, Type, Value};
use zyme::{ArgKind, Differentiate};

/// Masses in the chain.
const N: usize = 12;
/// Frames simulated per evaluation.
const FRAMES: i64 = 120;
const DT: f64 = 1.0 / 120.0;
const STIFFNESS: f64 = 400.0;
const REST: f64 = 0.1;
const DAMPING: f64 = 0.02;
const GRAVITY: f64 = -9.81;
const TARGET: (f64, f64) = (0.6, 0.5);

fn f64c(b: &mut FunctionBuilder, x: f64) -> Value {
    b.f64const(x)
}

fn at(b: &mut FunctionBuilder, base: Value, index: Value, field: i64) -> Value {
    // &base[2 * index + field] in doubles
    let sixteen = b.iconst(Type::I64, 16);
    let off = b.imul(index, sixteen);
    let p = b.ptr_add(base, off);
    b.ptr_add_imm(p, 8 * field)
}

/// `loss(pos, vel, frames) -> f64`: steps the chain (positions and
/// velocities as interleaved x, y pairs, updated in place) and returns the
/// squared distance of the last mass to the target.
fn build() -> Module {
    let mut m = Module::new();
    let sig = Signature::new([Type::PTR, Type::PTR, Type::I64], [Type::F64]);
    let f = m.declare_function("loss", sig, Linkage::Export).unwrap();
    let mut b = m.builder(f);
    let fl = MemFlags::aligned(8);
    let entry = b.create_block();
    let [pos, vel, frames] = b.append_params(entry, [Type::PTR, Type::PTR, Type::I64]);
    let force_slot = b.stack_slot(16 * N as u64, 8);
    b.switch_to(entry);
    let force = b.stack_addr(force_slot);
    let zero_i = b.iconst(Type::I64, 0);
    let one_i = b.iconst(Type::I64, 1);
    let n_i = b.iconst(Type::I64, N as i64);
    let n1_i = b.iconst(Type::I64, N as i64 - 1);

    // for frame in 0..frames
    let frame_head = b.create_block();
    let frame = b.append_param(frame_head, Type::I64);
    let done = b.create_block();
    b.jump(frame_head, &[zero_i]);
    b.switch_to(frame_head);
    let more = b.icmp(IntCC::Slt, frame, frames);
    let frame_body = b.create_block();
    b.brif(more, frame_body, &[], done, &[]);

    // Forces: gravity, then each spring pulls its two ends.
    b.switch_to(frame_body);
    let clear_head = b.create_block();
    let i = b.append_param(clear_head, Type::I64);
    let clear_body = b.create_block();
    let springs_head = b.create_block();
    b.jump(clear_head, &[zero_i]);
    b.switch_to(clear_head);
    let c = b.icmp(IntCC::Slt, i, n_i);
    b.brif(c, clear_body, &[], springs_head, &[zero_i]);
    b.switch_to(clear_body);
    let fx = at(&mut b, force, i, 0);
    let fy = at(&mut b, force, i, 1);
    let z = f64c(&mut b, 0.0);
    let g = f64c(&mut b, GRAVITY);
    b.store(z, fx, fl);
    b.store(g, fy, fl);
    let i1 = b.iadd(i, one_i);
    b.jump(clear_head, &[i1]);

    let s = b.append_param(springs_head, Type::I64);
    let springs_body = b.create_block();
    let integrate_head = b.create_block();
    b.switch_to(springs_head);
    let c = b.icmp(IntCC::Slt, s, n1_i);
    b.brif(c, springs_body, &[], integrate_head, &[zero_i]);
    b.switch_to(springs_body);
    let s1 = b.iadd(s, one_i);
    let (ax, ay) = (at(&mut b, pos, s, 0), at(&mut b, pos, s, 1));
    let (bx, by) = (at(&mut b, pos, s1, 0), at(&mut b, pos, s1, 1));
    let (xa, ya) = (b.load(Type::F64, ax, fl), b.load(Type::F64, ay, fl));
    let (xb, yb) = (b.load(Type::F64, bx, fl), b.load(Type::F64, by, fl));
    let dx = b.fsub(xb, xa);
    let dy = b.fsub(yb, ya);
    let dx2 = b.fmul(dx, dx);
    let dy2 = b.fmul(dy, dy);
    let l2 = b.fadd(dx2, dy2);
    let len = b.math(MathOp::Sqrt, &[l2]);
    let rest = f64c(&mut b, REST);
    let stretch = b.fsub(len, rest);
    let k = f64c(&mut b, STIFFNESS);
    let mag = b.fmul(k, stretch);
    let per = b.fdiv(mag, len);
    let px = b.fmul(per, dx);
    let py = b.fmul(per, dy);
    for (idx, sign) in [(s, 1.0), (s1, -1.0)] {
        for (field, comp) in [(0, px), (1, py)] {
            let p = at(&mut b, force, idx, field);
            let old = b.load(Type::F64, p, fl);
            let sg = f64c(&mut b, sign);
            let d = b.fmul(sg, comp);
            let new = b.fadd(old, d);
            b.store(new, p, fl);
        }
    }
    b.jump(springs_head, &[s1]);

    // Semi-implicit Euler; mass 0 is pinned.
    let j = b.append_param(integrate_head, Type::I64);
    let integrate_body = b.create_block();
    let next_frame = b.create_block();
    b.switch_to(integrate_head);
    let c = b.icmp(IntCC::Slt, j, n_i);
    b.brif(c, integrate_body, &[], next_frame, &[]);
    b.switch_to(integrate_body);
    let j1 = b.iadd(j, one_i);
    let pinned = b.icmp(IntCC::Eq, j, zero_i);
    let moving = b.create_block();
    b.brif(pinned, integrate_head, &[j1], moving, &[]);
    b.switch_to(moving);
    for field in 0..2 {
        let vp = at(&mut b, vel, j, field);
        let xp = at(&mut b, pos, j, field);
        let fp = at(&mut b, force, j, field);
        let v = b.load(Type::F64, vp, fl);
        let x = b.load(Type::F64, xp, fl);
        let fo = b.load(Type::F64, fp, fl);
        let dt = f64c(&mut b, DT);
        let dv = b.fmul(dt, fo);
        let keep = f64c(&mut b, 1.0 - DAMPING);
        let damped = b.fmul(v, keep);
        let nv = b.fadd(damped, dv);
        b.store(nv, vp, fl);
        let dxs = b.fmul(dt, nv);
        let nx = b.fadd(x, dxs);
        b.store(nx, xp, fl);
    }
    b.jump(integrate_head, &[j1]);
    b.switch_to(next_frame);
    let f1 = b.iadd(frame, one_i);
    b.jump(frame_head, &[f1]);

    // Loss: squared distance of the last mass to the target.
    b.switch_to(done);
    let last = b.iconst(Type::I64, N as i64 - 1);
    let lx = at(&mut b, pos, last, 0);
    let ly = at(&mut b, pos, last, 1);
    let x = b.load(Type::F64, lx, fl);
    let y = b.load(Type::F64, ly, fl);
    let tx = f64c(&mut b, TARGET.0);
    let ty = f64c(&mut b, TARGET.1);
    let ex = b.fsub(x, tx);
    let ey = b.fsub(y, ty);
    let ex2 = b.fmul(ex, ex);
    let ey2 = b.fmul(ey, ey);
    let l = b.fadd(ex2, ey2);
    b.ret(&[l]);
    m
}

fn initial_positions() -> Vec<f64> {
    (0..N).flat_map(|i| [i as f64 * REST, 0.0]).collect()
}

fn main() {
    let mut module = build();
    zyme::ir::verify_module(&module).expect("the builder made valid IR");

    let t = Instant::now();
    let grad = module
        .reverse("loss", &[ArgKind::Dup, ArgKind::Dup, ArgKind::Const])
        .expect("differentiates");
    let synth_ms = t.elapsed().as_secs_f64() * 1e3;
    let t = Instant::now();
    let jit = zyme::Jit::compile(&module).expect("compiles");
    let compile_ms = t.elapsed().as_secs_f64() * 1e3;
    let loss = jit
        .get::<extern "C" fn(*mut f64, *mut f64, i64) -> f64>("loss")
        .unwrap();
    let grad = jit
        .get::<extern "C" fn(*mut f64, *mut f64, *mut f64, *mut f64, i64)>(&grad)
        .unwrap();
    println!("synthesis {synth_ms:.2} ms, Cranelift JIT {compile_ms:.2} ms (primal + gradient)");

    let eval = |v: &[f64]| {
        let (mut p, mut v) = (initial_positions(), v.to_vec());
        loss.call(p.as_mut_ptr(), v.as_mut_ptr(), FRAMES)
    };
    let gradient = |v: &[f64]| {
        let (mut p, mut vv) = (initial_positions(), v.to_vec());
        let (mut dp, mut dv) = (vec![0.0; 2 * N], vec![0.0; 2 * N]);
        grad.call(
            p.as_mut_ptr(),
            dp.as_mut_ptr(),
            vv.as_mut_ptr(),
            dv.as_mut_ptr(),
            FRAMES,
        );
        dv
    };

    // The gradient against central finite differences (h = 1e-6,
    // |ad - fd| <= 1e-5 · max(1, |fd|)).
    let v0: Vec<f64> = (0..2 * N).map(|i| 0.3 * ((i as f64) * 0.7).sin()).collect();
    let g0 = gradient(&v0);
    for i in [2, 9, 2 * N - 1] {
        let h = 1e-6;
        let (mut p, mut m) = (v0.clone(), v0.clone());
        p[i] += h;
        m[i] -= h;
        let fd = (eval(&p) - eval(&m)) / (2.0 * h);
        assert!(fd.abs() > 1e-6, "clearly non-zero");
        assert!(
            (g0[i] - fd).abs() <= 1e-5 * fd.abs().max(1.0),
            "d/dv[{i}]: ad {} fd {fd}",
            g0[i]
        );
    }
    println!("gradient matches finite differences");

    // Time ratio, interleaved, median of 21 runs of each.
    let mut tp = Vec::new();
    let mut tg = Vec::new();
    for _ in 0..21 {
        let t = Instant::now();
        std::hint::black_box(eval(&v0));
        tp.push(t.elapsed().as_secs_f64());
        let t = Instant::now();
        std::hint::black_box(gradient(&v0));
        tg.push(t.elapsed().as_secs_f64());
    }
    tp.sort_by(f64::total_cmp);
    tg.sort_by(f64::total_cmp);
    let (p, g) = (tp[10], tg[10]);
    println!(
        "primal {:.1} µs, gradient {:.1} µs: gradient/primal = {:.2}",
        p * 1e6,
        g * 1e6,
        g / p
    );

    // Gradient descent on the initial velocities, with a step that grows
    // while the loss falls and halves when it would rise.
    let mut v = vec![0.0; 2 * N];
    let first = eval(&v);
    let mut rate = 1.0;
    let mut l = first;
    for it in 0..=200 {
        if it % 40 == 0 {
            println!("iteration {it:3}: loss {l:.6} (step {rate:.3})");
        }
        let g = gradient(&v);
        loop {
            let trial: Vec<f64> = v.iter().zip(&g).map(|(vi, gi)| vi - rate * gi).collect();
            let lt = eval(&trial);
            if lt < l {
                v = trial;
                l = lt;
                rate *= 1.2;
                break;
            }
            rate *= 0.5;
            if rate < 1e-12 {
                break;
            }
        }
    }
    let last = eval(&v);
    println!("loss {first:.4} -> {last:.6}");
    assert!(last < first * 0.2, "gradient descent reduces the loss");
}
