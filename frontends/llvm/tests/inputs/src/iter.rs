pub fn dot(a: &[f64], b: &[f64]) -> f64 { a.iter().zip(b).map(|(x, y)| x * y).sum() }
pub fn norm(v: &[f64]) -> f64 { v.iter().map(|x| x * x).sum::<f64>().sqrt() }
pub fn softmax(v: &mut Vec<f64>) { let m = v.iter().cloned().fold(f64::NEG_INFINITY, f64::max); let s: f64 = v.iter().map(|x| (x - m).exp()).sum(); for x in v.iter_mut() { *x = (*x - m).exp() / s; } }
pub struct Point { pub x: f64, pub y: f64 }
impl Point { pub fn dist(&self, o: &Point) -> f64 { ((self.x - o.x).powi(2) + (self.y - o.y).powi(2)).sqrt() } }
pub fn horner(c: &[f64], x: f64) -> f64 { c.iter().rev().fold(0.0, |acc, &k| acc * x + k) }
pub fn checked(v: &[u32], i: usize) -> Option<u32> { v.get(i).map(|x| x.wrapping_mul(3)) }
pub fn describe(x: i32) -> String { format!("value={x}") }
