//! The C signatures of the GradBench evals in `benches/gradbench/*.c`, as
//! the JIT calls them: shared by `zyme gradbench` and `gradbench-bench`
//! (each includes this file), so one place says what the C code takes.

pub type Primal1 = extern "C" fn(*const f64, i32) -> f64;
pub type Grad1 = extern "C" fn(*const f64, i32, *mut f64);
pub type Primal2 = extern "C" fn(*const f64, i32, i32) -> f64;
pub type Grad2 = extern "C" fn(*const f64, i32, i32, *mut f64);
pub type OdePrimal = extern "C" fn(*const f64, i32, i32, *mut f64);
pub type KmeansCost = extern "C" fn(*const f64, *const f64, i32, i32, i32) -> f64;
pub type KmeansDir = extern "C" fn(*const f64, *const f64, i32, i32, i32, *mut f64);
pub type GmmObjective = extern "C" fn(
    i32,
    i32,
    i32,
    *const f64,
    *const f64,
    *const f64,
    *const f64,
    *const f64,
    f64,
    i32,
) -> f64;
pub type GmmGradient = extern "C" fn(
    i32,
    i32,
    i32,
    *const f64,
    *const f64,
    *const f64,
    *const f64,
    *const f64,
    f64,
    i32,
    *mut f64,
    *mut f64,
    *mut f64,
    *mut f64,
);
pub type BaObjective = extern "C" fn(
    i32,
    i32,
    i32,
    *const f64,
    *const f64,
    *const f64,
    *const f64,
    *mut f64,
    *mut f64,
);
pub type BaJacobian = extern "C" fn(
    i32,
    i32,
    i32,
    *const f64,
    *const f64,
    *const f64,
    *const f64,
    *mut i32,
    *mut i32,
    *mut f64,
);
pub type Saddle = extern "C" fn(*const f64, *mut f64);
pub type HandFn = extern "C" fn(*const f64, *const f64, *const HandData, *mut f64);

/// `HandData` of `benches/gradbench/ht.c`.
#[repr(C)]
pub struct HandData {
    pub bones: i32,
    pub nverts: i32,
    pub npts: i32,
    pub parents: *const i32,
    pub base_relatives: *const f64,
    pub inverse_base_absolutes: *const f64,
    pub base_positions: *const f64,
    pub weights: *const f64,
    pub is_mirrored: i32,
    pub correspondences: *const i32,
    pub points: *const f64,
    pub triangles: *const i32,
}

pub type Particle = extern "C" fn(f64) -> f64;
pub type LstmObjective =
    extern "C" fn(i32, i32, i32, *const f64, *const f64, *const f64, *const f64) -> f64;
pub type LstmGradient =
    extern "C" fn(i32, i32, i32, *const f64, *const f64, *const f64, *const f64, *mut f64);
