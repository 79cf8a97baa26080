// Iterators and closures over Vec<f64>: map/filter/fold/zip/enumerate/windows, sorting, statistics.

fn lcg(state: &mut u64) -> f64 {
    *state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
    (*state >> 11) as f64 / (1u64 << 53) as f64
}

fn make_adder(k: f64) -> impl Fn(f64) -> f64 {
    move |x| x + k
}

fn apply_n<F: FnMut(f64) -> f64>(mut f: F, n: usize, x0: f64) -> f64 {
    let mut x = x0;
    for _ in 0..n {
        x = f(x);
    }
    x
}

fn compose<A, B, C>(f: impl Fn(A) -> B, g: impl Fn(B) -> C) -> impl Fn(A) -> C {
    move |x| g(f(x))
}

fn main() {
    let mut st = 42u64;
    let data: Vec<f64> = (0..200).map(|_| lcg(&mut st) * 10.0 - 5.0).collect();
    let n = data.len() as f64;
    let mean = data.iter().sum::<f64>() / n;
    let var = data.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / (n - 1.0);
    println!("n={} mean={:.9} var={:.9}", data.len(), mean, var);
    let pos: Vec<f64> = data.iter().cloned().filter(|&x| x > 0.0).collect();
    println!("positives={} max={:.9}", pos.len(), pos.iter().cloned().fold(f64::MIN, f64::max));
    let (imin, vmin) = data
        .iter()
        .enumerate()
        .fold((0usize, f64::MAX), |(bi, bv), (i, &v)| if v < bv { (i, v) } else { (bi, bv) });
    println!("argmin={} min={:.9}", imin, vmin);
    let dot: f64 = data.iter().zip(data.iter().skip(1)).map(|(a, b)| a * b).sum();
    println!("lag-1 dot={:.9}", dot);
    let smooth: Vec<f64> = data.windows(5).map(|w| w.iter().sum::<f64>() / 5.0).collect();
    println!("smoothed len={} first={:.9} last={:.9}", smooth.len(), smooth[0], smooth[smooth.len() - 1]);
    let mut sorted = data.clone();
    sorted.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let median = 0.5 * (sorted[99] + sorted[100]);
    println!("median={:.9} q1={:.9} q3={:.9}", median, sorted[50], sorted[150]);
    let buckets = data.iter().fold([0usize; 10], |mut acc, &x| {
        let b = (((x + 5.0) / 1.0) as usize).min(9);
        acc[b] += 1;
        acc
    });
    println!("histogram={:?}", buckets);
    let add3 = make_adder(3.0);
    let halve = |x: f64| x * 0.5;
    let h = compose(add3, halve);
    println!("compose(7)={:.3}", h(7.0));
    let mut calls = 0;
    let r = apply_n(|x| { calls += 1; x.cos() }, 100, 1.0);
    println!("fixed point of cos={:.9} calls={}", r, calls);
    let evens_sq: i64 = (1..=100i64).filter(|k| k % 2 == 0).map(|k| k * k).sum();
    let chain: Vec<i32> = (1..4).chain(7..10).rev().collect();
    println!("sum even squares={} chain={:?}", evens_sq, chain);
    let words = ["alpha", "beta", "gamma", "delta", "epsilon"];
    let lens: Vec<(usize, &str)> = words.iter().map(|w| (w.len(), *w)).collect();
    let longest = lens.iter().max_by_key(|p| p.0).unwrap();
    let joined = words.iter().map(|w| w.to_uppercase()).collect::<Vec<_>>().join("-");
    println!("longest={:?} joined={}", longest, joined);
    let any_neg = data.iter().any(|&x| x < -4.9);
    let all_small = data.iter().all(|&x| x.abs() <= 5.0);
    let pos_idx = data.iter().position(|&x| x > 4.5);
    println!("any<-4.9={} all|x|<=5={} first>4.5 at {:?}", any_neg, all_small, pos_idx);
    let step: Vec<f64> = (0..5).map(|i| i as f64 * 0.25).step_by(2).collect();
    println!("step_by={:?}", step);
}
