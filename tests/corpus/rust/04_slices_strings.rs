// Slices (chunks, windows, split_at, binary_search, rotate), strings, BTreeMap word counts, Option/Result.
use std::collections::BTreeMap;

fn parse_numbers(s: &str) -> Result<Vec<i64>, String> {
    s.split(',').map(|t| t.trim().parse::<i64>().map_err(|e| format!("bad '{}': {}", t.trim(), e))).collect()
}

fn max_subarray(a: &[i64]) -> (i64, usize, usize) {
    let (mut best, mut bs, mut be) = (a[0], 0, 0);
    let (mut cur, mut cs) = (a[0], 0);
    for (i, &x) in a.iter().enumerate().skip(1) {
        if cur < 0 { cur = x; cs = i; } else { cur += x; }
        if cur > best { best = cur; bs = cs; be = i; }
    }
    (best, bs, be)
}

fn caesar(s: &str, k: u8) -> String {
    s.chars()
        .map(|c| if c.is_ascii_lowercase() { (((c as u8 - b'a' + k) % 26) + b'a') as char } else { c })
        .collect()
}

fn main() {
    let text = "the cat sat on the mat and the dog sat on the log while the cat slept";
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    for w in text.split_whitespace() {
        *counts.entry(w).or_insert(0) += 1;
    }
    for (w, c) in &counts {
        println!("{:6} {}", w, c);
    }
    let mut by_count: Vec<(&str, usize)> = counts.iter().map(|(k, v)| (*k, *v)).collect();
    by_count.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    println!("top3: {:?}", &by_count[..3]);
    match parse_numbers("3, -4, 5, 1, -2, 7, -8, 6, 2, -1") {
        Ok(v) => {
            let (s, i, j) = max_subarray(&v);
            println!("max subarray sum={} range=[{},{}] slice={:?}", s, i, j, &v[i..=j]);
            let chunk_sums: Vec<i64> = v.chunks(3).map(|c| c.iter().sum()).collect();
            println!("chunk sums={:?}", chunk_sums);
            let (l, r) = v.split_at(4);
            println!("split left={:?} right={:?}", l, r);
            let inc = v.windows(2).filter(|w| w[1] > w[0]).count();
            println!("increasing pairs={}", inc);
            let mut s2 = v.clone();
            s2.sort_unstable();
            s2.dedup();
            println!("sorted unique={:?} search 5 -> {:?} search 4 -> {:?}", s2, s2.binary_search(&5), s2.binary_search(&4));
            s2.rotate_left(3);
            println!("rotated={:?}", s2);
        }
        Err(e) => println!("error {}", e),
    }
    match parse_numbers("1, 2, x3") {
        Ok(v) => println!("unexpected {:?}", v),
        Err(e) => println!("error: {}", e),
    }
    let secret = caesar("hello, numeric world", 13);
    println!("rot13: {} -> {}", secret, caesar(&secret, 13));
    let s = String::from("Zyme compiles LLVM IR");
    let rev: String = s.chars().rev().collect();
    let upper = s.to_uppercase();
    let vowels = s.chars().filter(|c| "aeiouAEIOU".contains(*c)).count();
    println!("{} | {} | {} | vowels={} | bytes={}", s, rev, upper, vowels, s.len());
    let csv = "x,y\n1.5,2.25\n-3.0,4.5\n0.125,-8";
    let rows: Vec<(f64, f64)> = csv
        .lines()
        .skip(1)
        .filter_map(|l| { let mut it = l.split(','); Some((it.next()?.parse().ok()?, it.next()?.parse().ok()?)) })
        .collect();
    let sx: f64 = rows.iter().map(|r| r.0).sum();
    let sxy: f64 = rows.iter().map(|r| r.0 * r.1).sum();
    println!("rows={} sum x={:.9} sum xy={:.9}", rows.len(), sx, sxy);
    let mut grid = [[0u8; 8]; 4];
    for (r, row) in grid.iter_mut().enumerate() {
        for (c, cell) in row.iter_mut().enumerate() {
            *cell = if (r + c) % 3 == 0 { b'#' } else { b'.' };
        }
    }
    for row in &grid {
        println!("{}", std::str::from_utf8(row).unwrap());
    }
    let opt: Option<&u8> = grid[1].iter().find(|&&b| b == b'#');
    println!("first # in row 1 at {:?}", opt.map(|p| grid[1].iter().position(|q| q == p)));
}
