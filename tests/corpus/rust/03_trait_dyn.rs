// Traits with dynamic dispatch (Box<dyn Trait>), default methods, generics vs trait objects, an ODE stepper trait.

trait Shape {
    fn area(&self) -> f64;
    fn perimeter(&self) -> f64;
    fn name(&self) -> String;
    fn describe(&self) -> String {
        format!("{} area={:.6} perimeter={:.6}", self.name(), self.area(), self.perimeter())
    }
}

struct Circle { r: f64 }
struct Rect { w: f64, h: f64 }
struct Polygon { pts: Vec<(f64, f64)> }

impl Shape for Circle {
    fn area(&self) -> f64 { std::f64::consts::PI * self.r * self.r }
    fn perimeter(&self) -> f64 { 2.0 * std::f64::consts::PI * self.r }
    fn name(&self) -> String { format!("circle(r={})", self.r) }
}
impl Shape for Rect {
    fn area(&self) -> f64 { self.w * self.h }
    fn perimeter(&self) -> f64 { 2.0 * (self.w + self.h) }
    fn name(&self) -> String { format!("rect({}x{})", self.w, self.h) }
}
impl Shape for Polygon {
    fn area(&self) -> f64 {
        let n = self.pts.len();
        (0..n).map(|i| { let (a, b) = (self.pts[i], self.pts[(i + 1) % n]); a.0 * b.1 - b.0 * a.1 }).sum::<f64>().abs() * 0.5
    }
    fn perimeter(&self) -> f64 {
        let n = self.pts.len();
        (0..n).map(|i| { let (a, b) = (self.pts[i], self.pts[(i + 1) % n]); ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt() }).sum()
    }
    fn name(&self) -> String { format!("polygon({} pts)", self.pts.len()) }
}

trait Stepper {
    fn step(&self, f: &dyn Fn(f64, &[f64; 2]) -> [f64; 2], t: f64, y: &mut [f64; 2], h: f64);
    fn label(&self) -> &'static str;
}
struct Euler;
struct Rk4;
impl Stepper for Euler {
    fn step(&self, f: &dyn Fn(f64, &[f64; 2]) -> [f64; 2], t: f64, y: &mut [f64; 2], h: f64) {
        let d = f(t, y);
        y[0] += h * d[0];
        y[1] += h * d[1];
    }
    fn label(&self) -> &'static str { "euler" }
}
impl Stepper for Rk4 {
    fn step(&self, f: &dyn Fn(f64, &[f64; 2]) -> [f64; 2], t: f64, y: &mut [f64; 2], h: f64) {
        let add = |a: &[f64; 2], k: &[f64; 2], s: f64| [a[0] + s * k[0], a[1] + s * k[1]];
        let k1 = f(t, y);
        let k2 = f(t + h / 2.0, &add(y, &k1, h / 2.0));
        let k3 = f(t + h / 2.0, &add(y, &k2, h / 2.0));
        let k4 = f(t + h, &add(y, &k3, h));
        for i in 0..2 {
            y[i] += h / 6.0 * (k1[i] + 2.0 * k2[i] + 2.0 * k3[i] + k4[i]);
        }
    }
    fn label(&self) -> &'static str { "rk4" }
}

fn total_area_generic<S: Shape>(v: &[S]) -> f64 { v.iter().map(|s| s.area()).sum() }
fn total_area_dyn(v: &[Box<dyn Shape>]) -> f64 { v.iter().map(|s| s.area()).sum() }

fn main() {
    let shapes: Vec<Box<dyn Shape>> = vec![
        Box::new(Circle { r: 1.5 }),
        Box::new(Rect { w: 2.0, h: 3.25 }),
        Box::new(Polygon { pts: vec![(0.0, 0.0), (4.0, 0.0), (4.0, 3.0)] }),
        Box::new(Polygon { pts: (0..6).map(|k| { let a = k as f64 * std::f64::consts::PI / 3.0; (a.cos(), a.sin()) }).collect() }),
    ];
    for s in &shapes {
        println!("{}", s.describe());
    }
    println!("total (dyn) = {:.9}", total_area_dyn(&shapes));
    let circles = [Circle { r: 1.0 }, Circle { r: 2.0 }, Circle { r: 0.5 }];
    println!("total (generic) = {:.9}", total_area_generic(&circles));
    let biggest = shapes.iter().max_by(|a, b| a.area().partial_cmp(&b.area()).unwrap()).unwrap();
    println!("biggest = {}", biggest.name());
    let omega2 = 4.0;
    let osc = move |_t: f64, y: &[f64; 2]| [y[1], -omega2 * y[0]];
    let steppers: Vec<Box<dyn Stepper>> = vec![Box::new(Euler), Box::new(Rk4)];
    for st in &steppers {
        let mut y = [1.0, 0.0];
        let h = 0.01;
        for i in 0..300 {
            st.step(&osc, i as f64 * h, &mut y, h);
        }
        println!("{:6} y(3)=[{:.9}, {:.9}] err={:.3e}", st.label(), y[0], y[1], (y[0] - (2.0f64 * 3.0).cos()).abs());
    }
}
