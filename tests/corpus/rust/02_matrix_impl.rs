// A Matrix type with impl blocks, operator traits (Mul, Add, Index), LU solve, power iteration, Display.
use std::fmt;
use std::ops::{Add, Index, IndexMut, Mul};

#[derive(Clone, Debug, PartialEq)]
struct Matrix {
    rows: usize,
    cols: usize,
    data: Vec<f64>,
}

impl Matrix {
    fn zeros(rows: usize, cols: usize) -> Self {
        Matrix { rows, cols, data: vec![0.0; rows * cols] }
    }
    fn identity(n: usize) -> Self {
        let mut m = Self::zeros(n, n);
        for i in 0..n {
            m[(i, i)] = 1.0;
        }
        m
    }
    fn from_fn(rows: usize, cols: usize, f: impl Fn(usize, usize) -> f64) -> Self {
        let mut m = Self::zeros(rows, cols);
        for i in 0..rows {
            for j in 0..cols {
                m[(i, j)] = f(i, j);
            }
        }
        m
    }
    fn transpose(&self) -> Self {
        Self::from_fn(self.cols, self.rows, |i, j| self[(j, i)])
    }
    fn solve(&self, b: &[f64]) -> Option<Vec<f64>> {
        let n = self.rows;
        let mut a = self.clone();
        let mut x = b.to_vec();
        for k in 0..n {
            let p = (k..n).max_by(|&i, &j| a[(i, k)].abs().partial_cmp(&a[(j, k)].abs()).unwrap())?;
            if a[(p, k)].abs() < 1e-300 {
                return None;
            }
            if p != k {
                for j in 0..n {
                    a.data.swap(k * n + j, p * n + j);
                }
                x.swap(k, p);
            }
            for i in k + 1..n {
                let f = a[(i, k)] / a[(k, k)];
                for j in k..n {
                    let v = a[(k, j)];
                    a[(i, j)] -= f * v;
                }
                x[i] -= f * x[k];
            }
        }
        for i in (0..n).rev() {
            let s: f64 = (i + 1..n).map(|j| a[(i, j)] * x[j]).sum();
            x[i] = (x[i] - s) / a[(i, i)];
        }
        Some(x)
    }
    fn mul_vec(&self, v: &[f64]) -> Vec<f64> {
        (0..self.rows).map(|i| (0..self.cols).map(|j| self[(i, j)] * v[j]).sum()).collect()
    }
}

impl Index<(usize, usize)> for Matrix {
    type Output = f64;
    fn index(&self, (i, j): (usize, usize)) -> &f64 {
        &self.data[i * self.cols + j]
    }
}
impl IndexMut<(usize, usize)> for Matrix {
    fn index_mut(&mut self, (i, j): (usize, usize)) -> &mut f64 {
        &mut self.data[i * self.cols + j]
    }
}
impl<'a> Mul<&'a Matrix> for &'a Matrix {
    type Output = Matrix;
    fn mul(self, o: &Matrix) -> Matrix {
        Matrix::from_fn(self.rows, o.cols, |i, j| (0..self.cols).map(|k| self[(i, k)] * o[(k, j)]).sum())
    }
}
impl<'a> Add<&'a Matrix> for &'a Matrix {
    type Output = Matrix;
    fn add(self, o: &Matrix) -> Matrix {
        Matrix { rows: self.rows, cols: self.cols, data: self.data.iter().zip(&o.data).map(|(a, b)| a + b).collect() }
    }
}
impl fmt::Display for Matrix {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        for i in 0..self.rows {
            for j in 0..self.cols {
                write!(f, "{:12.6}", self[(i, j)])?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

fn main() {
    let a = Matrix::from_fn(4, 4, |i, j| if i == j { 4.0 + i as f64 } else { 1.0 / (1.0 + (i + 2 * j) as f64) });
    print!("A =\n{}", a);
    let at = a.transpose();
    let s = &a + &at;
    let p = &a * &at;
    print!("A*A^T =\n{}", p);
    println!("symmetric: {}", s == s.transpose());
    let b = vec![1.0, -2.0, 3.0, 0.5];
    let x = a.solve(&b).expect("singular");
    println!("x = {:?}", x.iter().map(|v| format!("{:.9}", v)).collect::<Vec<_>>());
    let r: f64 = a.mul_vec(&x).iter().zip(&b).map(|(u, v)| (u - v).abs()).sum();
    println!("residual small: {}", r < 1e-12);
    let sing = Matrix::from_fn(3, 3, |i, j| (i * 3 + j) as f64);
    println!("singular solve is_none-or-huge: {}", sing.solve(&[1.0, 2.0, 3.0]).map_or(true, |v| v.iter().any(|z| z.abs() > 1e10)));
    let mut v = vec![1.0; 4];
    let mut lambda = 0.0;
    for _ in 0..100 {
        let w = p.mul_vec(&v);
        let norm = w.iter().map(|z| z * z).sum::<f64>().sqrt();
        lambda = w.iter().zip(&v).map(|(a, b)| a * b).sum::<f64>() / v.iter().map(|z| z * z).sum::<f64>();
        v = w.iter().map(|z| z / norm).collect();
    }
    println!("dominant eigenvalue of A*A^T = {:.9}", lambda);
    let i4 = Matrix::identity(4);
    println!("A*I == A: {}", &a * &i4 == a);
}
