//! Vector reverse mode (Enzyme's `enzyme_width`): one forward sweep and
//! the reverse replayed per shadow set from the same tape, or, for a
//! function that writes only its own memory, one combined gradient per
//! set.

use super::tape::typed;
use super::{check_request, Reverse};
use crate::{check_declared, runtime, SynthError};
use zyme_ir::autodiff::{batch_signature, ArgKind, ReverseOptions};
use zyme_ir::{FuncId, Function, MemOp, Signature, Type, Value};

impl Reverse<'_> {
    /// Vector reverse mode (Enzyme's `enzyme_width`): `id`, declared
    /// with [`batch_signature`] and no body, runs `func` once and its
    /// reverse sweep once per shadow set, each seeded with 1 on every
    /// float result. The reverse is replayed from the same tape, so `func`
    /// must keep no shadow state beyond the shadows it is given.
    pub fn define_batch(
        &mut self,
        func: FuncId,
        kinds: &[ArgKind],
        options: ReverseOptions,
        width: u32,
        id: FuncId,
    ) -> Result<(), SynthError> {
        let orig = self.module.functions[func].clone();
        check_request(&orig, kinds)?;
        if kinds.contains(&ArgKind::Active) {
            return Err(SynthError::of(
                &orig.name,
                zyme_ir::autodiff::RequestError::ActiveInBatch.into(),
            ));
        }
        let want = batch_signature(&orig.sig, kinds, options, width);
        check_declared(self.module, &orig, id, &want)?;
        let split = self.split(func, kinds)?;
        if !self
            .replayable
            .get(&split.augmented)
            .copied()
            .unwrap_or(false)
        {
            // A function that only writes its own memory can run once per
            // shadow set instead.
            if !crate::repeat::runs_again_unchanged(self.module, func, &Default::default()) {
                return Err(SynthError::new(
                    &orig.name,
                    None,
                    "vector reverse mode (enzyme_width) replays the reverse sweep for each shadow set, or runs the function once per set; this function keeps shadow state of its own (pointers stored in differentiated memory, heap shadows or differentiated calls) and writes memory it does not own, so neither is possible; call __enzyme_autodiff once per shadow set instead".into(),
                ));
            }
            return self.batch_by_repetition(func, &orig, kinds, options, width, id);
        }
        let free = runtime::libc(self.module, "free", Signature::new([Type::PTR], []))?;
        let grow = runtime::tape_grow(self.module, runtime::Heap::Host)?;
        let float_returns = super::float_returns(&orig.sig);
        let w = width as usize;
        let mut b = self.module.builder(id);
        let entry = b.create_block();
        let params = b.append_signature_params(entry);
        b.switch_to(entry);
        let header = b.stack_slot(runtime::TAPE_HEADER, 8);
        let tape = b.stack_addr(header);
        let zero8 = b.iconst(Type::I8, 0);
        let hbytes = b.iconst(Type::I64, runtime::TAPE_HEADER as i64);
        b.mem(MemOp::Memset, tape, zero8, hbytes);
        // Eight reserved bytes keep the tape from ever emptying, so a
        // reverse sweep does not release it before the next replays.
        let eight = b.iconst(Type::I64, 8);
        b.call(grow, &[tape, eight]);
        let len_at = b.ptr_add_imm(tape, runtime::TAPE_LEN);
        b.store(eight, len_at, typed(Type::I64));
        let lane_args = |lane: usize| -> Vec<Value> {
            let mut out = vec![tape];
            let mut at = 0;
            for &k in kinds {
                out.push(params[at]);
                at += 1;
                if k.is_active() {
                    out.push(params[at + lane]);
                    at += w;
                }
            }
            out
        };
        let results = b.call(split.augmented, &lane_args(0));
        let len0 = b.load(Type::I64, len_at, typed(Type::I64));
        for lane in 0..w {
            b.store(len0, len_at, typed(Type::I64));
            let mut args = lane_args(lane);
            let seed = if options.const_return { 0.0 } else { 1.0 };
            for &t in &float_returns {
                args.push(crate::rules::fconst(&mut b, t, seed));
            }
            b.call(split.reverse, &args);
        }
        let buf = b.load(Type::PTR, tape, typed(Type::PTR));
        b.call(free, &[buf]);
        let n = orig.sig.returns.len();
        let out: Vec<Value> = if options.return_primal {
            results[..n].to_vec()
        } else {
            Vec::new()
        };
        b.ret(&out);
        Ok(())
    }

    /// Vector mode for a function that writes only its own memory: the
    /// combined gradient once per shadow set.
    fn batch_by_repetition(
        &mut self,
        func: FuncId,
        orig: &Function,
        kinds: &[ArgKind],
        options: ReverseOptions,
        width: u32,
        id: FuncId,
    ) -> Result<(), SynthError> {
        let g = self.gradient(func, kinds, options)?;
        let w = width as usize;
        let n = if options.return_primal {
            orig.sig.returns.len()
        } else {
            0
        };
        let mut b = self.module.builder(id);
        let entry = b.create_block();
        let params = b.append_signature_params(entry);
        b.switch_to(entry);
        let mut first = Vec::new();
        for lane in 0..w {
            let mut args = Vec::new();
            let mut at = 0;
            for &k in kinds {
                args.push(params[at]);
                at += 1;
                if k.is_active() {
                    args.push(params[at + lane]);
                    at += w;
                }
            }
            let r = b.call(g, &args);
            if lane == 0 {
                first = r[..n].to_vec();
            }
        }
        b.ret(&first);
        Ok(())
    }
}
