; Decorations that do not change semantics must parse.
module asm "  .globl marker"
module asm "marker:"

$c1 = comdat any
$"quoted comdat" = comdat nodeduplicate

%v = type <vscale x 4 x i32>
%t = type target("aarch64.svcount")
%tt = type target("spirv.Image", void, 1, 0)

@tls = thread_local(localdynamic) global i32 0, align 4
@tls2 = internal thread_local global i32 1
@hid = hidden dso_local global i32 3, section ".mydata", partition "part1", comdat($c1), align 8, !dbg !0
@san = global i32 4, no_sanitize_address, no_sanitize_hwaddress, sanitize_address_dyninit, sanitize_memtag, code_model "large"
@ext = external dllimport global i32
@weakext = extern_weak global ptr
@exp = dllexport protected global i64 5
@ei = externally_initialized global i32 0
@lu = private local_unnamed_addr constant [2 x i16] [i16 1, i16 -1]
@as = addrspace(3) global float 0.0
@common = common global [16 x i8] zeroinitializer, align 16
@app = appending global [1 x ptr] [ptr @f]
@attrs = global i32 0 #0
@al = internal hidden alias i32, ptr @hid, partition "part1"
@"quoted \22 name" = global i8 0

define internal fastcc nofpclass(nan inf) double @f(double nofpclass(nan) %x, ptr captures(none) initializes((0, 8)) dead_on_unwind writable %out, i32 range(i32 0, 10) %r, ptr noalias nocapture noundef nonnull readonly align 8 dereferenceable(24) %s) unnamed_addr addrspace(0) #0 section ".text.f" partition "p" comdat($c1) align 16 gc "statepoint-example" prefix i32 123 prologue i8 144 personality ptr null !dbg !1 !prof !2 {
entry:
  %a = alloca <vscale x 4 x i32>, align 16
  uselistorder ptr %a, { 1, 0 }
  ret double %x
}

define void @cc() "no-builtins" uwtable(sync) vscale_range(1,16) allockind("alloc,zeroed") allocsize(0) memory(read, argmem: readwrite, inaccessiblemem: none) {
  call x86_stdcallcc void @cc()
  call cc 10 void @cc() nounwind
  call addrspace(0) void @cc()
  ret void
}

declare !dbg !1 extern_weak void @weakfn(ptr sret({ i32, i32 }) align 4, ptr preallocated(i32), ptr byref(i64), ptr inalloca(i8))
declare spir_func void @spirfn()
declare amdgpu_kernel void @kernel()
declare swifttailcc void @swiftfn()

uselistorder ptr @f, { 1, 0 }
uselistorder_bb @f, %entry, { 0 }

attributes #0 = { "frame-pointer"="none" sanitize_address sanitize_memory nounwind "stack-probe-size"="4096" "lone" }

!llvm.ident = !{}
!0 = !DIGlobalVariableExpression(var: !3, expr: !DIExpression())
!1 = distinct !DISubprogram(name: "f", linkageName: "_f", flags: DIFlagArtificial | DIFlagObjectPointer, spFlags: 0)
!2 = !{!"function_entry_count", i64 100}
!3 = distinct !DIGlobalVariable(name: "hid", isLocal: false, isDefinition: true)
!4 = !DILocation(line: 1, column: 2, scope: !1, inlinedAt: !5, isImplicitCode: true, atomGroup: 3, atomRank: 1)
!5 = distinct !DILocation(line: 9, scope: !1)
!6 = !DIArgList(i32 1, ptr @hid)
!7 = !DISubrange(count: 4, lowerBound: -1)
!8 = !{ptr @f, !"kernel", i32 1}
!named.with.dots = !{!2, !8}
