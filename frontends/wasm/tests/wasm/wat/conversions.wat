;; Conversions: wrap/extend, int↔float both signs, saturating
;; truncations (NaN → 0, clamping), demote/promote, reinterpretations.
(module
  (func (export "wrap") (param i64) (result i32) local.get 0 i32.wrap_i64)
  (func (export "extend_u") (param i32) (result i64) local.get 0 i64.extend_i32_u)
  (func (export "extend_s") (param i32) (result i64) local.get 0 i64.extend_i32_s)
  (func (export "conv_u") (param i32) (result f64) local.get 0 f64.convert_i32_u)
  (func (export "conv_s64") (param i64) (result f32) local.get 0 f32.convert_i64_s)
  (func (export "conv_u64") (param i64) (result f64) local.get 0 f64.convert_i64_u)
  (func (export "sat_s") (param f64) (result i32) local.get 0 i32.trunc_sat_f64_s)
  (func (export "sat_u") (param f32) (result i32) local.get 0 i32.trunc_sat_f32_u)
  (func (export "sat_s64") (param f64) (result i64) local.get 0 i64.trunc_sat_f64_s)
  (func (export "trunc_ok") (param f64) (result i32) local.get 0 i32.trunc_f64_s)
  (func (export "trunc_u_ok") (param f64) (result i64) local.get 0 i64.trunc_f64_u)
  (func (export "demote") (param f64) (result f32) local.get 0 f32.demote_f64)
  (func (export "promote") (param f32) (result f64) local.get 0 f64.promote_f32)
  (func (export "bits32") (param f32) (result i32) local.get 0 i32.reinterpret_f32)
  (func (export "from_bits64") (param i64) (result f64) local.get 0 f64.reinterpret_i64)
)
