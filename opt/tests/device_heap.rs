//! `zyme_opt::lower_device_heap` on small modules, run on the reference
//! interpreter: where blocks go, when the heap resets, what a full heap
//! and a bad module give. The gradient kernels that use it are checked in
//! `zyme/tests/gpu_gradients.rs` (`device_heap_runs_gradients`).

use zyme_ir::{DataValue, Interpreter, Linkage, Module, ScalarType, Signature, Type};
use zyme_opt::device_heap::{DeviceHeap, DeviceHeapError, FREE, MALLOC, STATE_GLOBAL};
use zyme_opt::lower_device_heap;

/// A module declaring `malloc` and `free` with `@alloc(n)` and
/// `@release(p)` calling them.
fn module() -> Module {
    let mut m = Module::new();
    let malloc = m
        .import_function("malloc", Signature::new([Type::I64], [Type::PTR]))
        .unwrap();
    let free = m
        .import_function("free", Signature::new([Type::PTR], []))
        .unwrap();
    let alloc = m
        .declare_function(
            "alloc",
            Signature::new([Type::I64], [Type::PTR]),
            Linkage::Export,
        )
        .unwrap();
    let mut b = m.builder(alloc);
    let entry = b.create_block();
    let [n] = b.append_params(entry, [Type::I64]);
    b.switch_to(entry);
    let p = b.call(malloc, &[n])[0];
    b.ret(&[p]);
    let release = m
        .declare_function("release", Signature::new([Type::PTR], []), Linkage::Export)
        .unwrap();
    let mut b = m.builder(release);
    let entry = b.create_block();
    let [p] = b.append_params(entry, [Type::PTR]);
    b.switch_to(entry);
    b.call(free, &[p]);
    b.ret(&[]);
    m
}

fn lowered(bytes: u64) -> Module {
    let mut m = module();
    assert!(lower_device_heap(&mut m, &DeviceHeap { bytes }).unwrap());
    zyme_ir::verify_module(&m).unwrap_or_else(|e| panic!("{e}"));
    m
}

fn alloc(it: &mut Interpreter, n: u64) -> u64 {
    it.call("alloc", &[DataValue::int(ScalarType::I64, n as i64)])
        .unwrap()[0]
        .bits()
}

fn release(it: &mut Interpreter, p: u64) {
    let ptr = DataValue::Int(ScalarType::Ptr(zyme_ir::AddrSpace::GENERIC), p);
    it.call("release", &[ptr]).unwrap();
}

fn state(it: &mut Interpreter) -> u64 {
    let at = it.global_address(STATE_GLOBAL).unwrap();
    u64::from_le_bytes(it.memory().read(at, 8).unwrap().try_into().unwrap())
}

#[test]
fn blocks_are_bumped_and_the_heap_resets_when_nothing_is_live() {
    let m = lowered(1024);
    let mut it = Interpreter::new(&m);
    let heap = it.global_address("__zyme_heap").unwrap();
    let a = alloc(&mut it, 24);
    let b = alloc(&mut it, 0);
    let c = alloc(&mut it, 16);
    // 24 rounds to 32, 0 takes 16.
    assert_eq!([a, b, c], [heap, heap + 32, heap + 48]);
    assert_eq!(state(&mut it), 3 << 32 | 64);
    release(&mut it, 0);
    assert_eq!(state(&mut it), 3 << 32 | 64, "free(null) does nothing");
    release(&mut it, a);
    release(&mut it, c);
    // Freed bytes are not reused while a block is live.
    assert_eq!(state(&mut it), 1 << 32 | 64);
    assert_eq!(alloc(&mut it, 8), heap + 64);
    release(&mut it, b);
    assert_eq!(state(&mut it), 1 << 32 | 80);
    release(&mut it, heap + 64);
    assert_eq!(state(&mut it), 0, "nothing live: reset");
    assert_eq!(alloc(&mut it, 1), heap);
}

#[test]
fn a_full_heap_gives_null_and_keeps_blocks_apart() {
    let m = lowered(256);
    let mut it = Interpreter::new(&m);
    let heap = it.global_address("__zyme_heap").unwrap();
    // Larger than the heap: null, the word untouched.
    assert_eq!(alloc(&mut it, 1 << 40), 0);
    assert_eq!(alloc(&mut it, 257), 0);
    assert_eq!(state(&mut it), 0);
    let a = alloc(&mut it, 200);
    assert_eq!(a, heap);
    // Past the end: null; the count is given back, the bytes are not.
    assert_eq!(alloc(&mut it, 64), 0);
    assert_eq!(state(&mut it), 1 << 32 | 272);
    assert_eq!(alloc(&mut it, 16), 0);
    release(&mut it, a);
    assert_eq!(state(&mut it), 0);
    assert_eq!(alloc(&mut it, 256), heap);
}

#[test]
fn calls_and_addresses_are_redirected_and_declarations_kept() {
    let m = lowered(1024);
    for name in ["alloc", "release"] {
        let f = &m.functions[m.func_by_name(name).unwrap()];
        let callees: Vec<&str> = f
            .layout
            .insts()
            .filter_map(|i| match f.dfg.insts[i] {
                zyme_ir::InstData::Call { func, .. } => Some(m.functions[func].name.as_str()),
                _ => None,
            })
            .collect();
        assert!(
            callees == [MALLOC] || callees == [FREE],
            "{name}: {callees:?}"
        );
    }
    assert!(m.functions[m.func_by_name("malloc").unwrap()].is_declaration());
}

#[test]
fn bad_modules_and_sizes_are_errors_and_change_nothing() {
    let mut m = module();
    for bytes in [0, 8, 100, 1 << 32] {
        assert_eq!(
            lower_device_heap(&mut m, &DeviceHeap { bytes }),
            Err(DeviceHeapError::Size(bytes))
        );
    }
    assert!(m.global_by_name("__zyme_heap").is_none());

    let mut odd = Module::new();
    odd.import_function("malloc", Signature::new([Type::I32], [Type::PTR]))
        .unwrap();
    assert_eq!(
        lower_device_heap(&mut odd, &DeviceHeap::default()),
        Err(DeviceHeapError::Signature {
            name: "malloc".into()
        })
    );

    // Lowered already: `malloc` is still declared but no longer called.
    let mut twice = lowered(1024);
    let before = (twice.functions.len(), twice.globals.len());
    assert_eq!(
        lower_device_heap(&mut twice, &DeviceHeap { bytes: 1024 }),
        Ok(false)
    );
    assert_eq!((twice.functions.len(), twice.globals.len()), before);

    let mut taken = module();
    taken
        .declare_function(FREE, Signature::new([], []), Linkage::Local)
        .unwrap();
    assert_eq!(
        lower_device_heap(&mut taken, &DeviceHeap::default()),
        Err(DeviceHeapError::NameTaken { name: FREE.into() })
    );
    assert!(taken.global_by_name("__zyme_heap").is_none());

    let mut none = Module::new();
    assert_eq!(
        lower_device_heap(&mut none, &DeviceHeap::default()),
        Ok(false)
    );
}

/// Two threads of different blocks, nothing between them but the heap:
/// the second gets the bytes the first freed (the heap reset) and writes
/// them. The race detector takes the heap's `acq_rel` free and malloc as
/// ordering the two writes, as the GPU memory model does; without that it
/// would report the reuse as a race.
#[test]
fn reuse_after_a_reset_is_race_free_across_threads() {
    let mut m = module();
    let malloc = m.func_by_name("malloc").unwrap();
    let free = m.func_by_name("free").unwrap();
    let k = m
        .declare_function("k", Signature::new([Type::PTR], []), Linkage::Export)
        .unwrap();
    m.functions[k].kernel = true;
    let mut b = m.builder(k);
    let entry = b.create_block();
    let [out] = b.append_params(entry, [Type::PTR]);
    b.switch_to(entry);
    let n = b.iconst(Type::I64, 64);
    let p = b.call(malloc, &[n])[0];
    b.store(n, p, zyme_ir::MemFlags::aligned(8));
    // Each thread records where its block was (the last one wins).
    b.store(p, out, zyme_ir::MemFlags::aligned(8));
    b.call(free, &[p]);
    b.ret(&[]);
    lower_device_heap(&mut m, &DeviceHeap { bytes: 1024 }).unwrap();
    let mut it = Interpreter::new(&m);
    let out = it.memory().alloc(8, 8).unwrap();
    let cfg = zyme_ir::interp::simt::LaunchConfig {
        grid: [1, 1, 1],
        block: [1, 1, 1],
        race_check: true,
    };
    let arg = DataValue::Int(ScalarType::Ptr(zyme_ir::AddrSpace::GENERIC), out);
    // One thread alone first: where the heap puts the block.
    it.launch("k", &cfg, std::slice::from_ref(&arg)).unwrap();
    let first = u64::from_le_bytes(it.memory().read(out, 8).unwrap().try_into().unwrap());
    assert_eq!(first, it.global_address("__zyme_heap").unwrap());
    // Two blocks: the second reuses the same bytes, race-free.
    let two = zyme_ir::interp::simt::LaunchConfig {
        grid: [2, 1, 1],
        ..cfg
    };
    it.launch("k", &two, std::slice::from_ref(&arg))
        .unwrap_or_else(|e| panic!("{e}"));
    let last = u64::from_le_bytes(it.memory().read(out, 8).unwrap().try_into().unwrap());
    assert_eq!(last, first, "the second block reused the first one's bytes");
    assert_eq!(state(&mut it), 0);
}
