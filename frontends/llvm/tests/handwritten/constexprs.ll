; Constant expressions, including forms only older LLVMs accept.
%struct.S = type { i32, [2 x ptr] }

@g = global i32 7
@arr = global [3 x i64] zeroinitializer
@vt = constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr null, ptr @f, ptr @f] }
@gep19 = global ptr getelementptr inbounds inrange(-16, 16) ({ [4 x ptr] }, ptr @vt, i32 0, i32 0, i32 2)
@gepold = global ptr getelementptr inbounds ({ [4 x ptr] }, ptr @vt, i32 0, inrange i32 0, i32 2)
@gepflags = global ptr getelementptr nusw nuw (i8, ptr @g, i64 4)
@p2i = global i64 ptrtoint (ptr @g to i64)
@i2p = global ptr inttoptr (i64 4096 to ptr)
@asc = global ptr addrspace(1) addrspacecast (ptr @g to ptr addrspace(1))
@tr = global i32 trunc (i64 ptrtoint (ptr @g to i64) to i32)
@diff = global i64 sub (i64 ptrtoint (ptr @arr to i64), i64 ptrtoint (ptr @g to i64))
@sum = global i64 add nuw nsw (i64 ptrtoint (ptr @g to i64), i64 8)
@x = global i64 xor (i64 1, i64 3)
@sh = global i64 shl (i64 1, i64 3)
@m = global i64 mul (i64 2, i64 3)
@cmp = global i1 icmp eq (ptr @g, ptr null)
@fc = global i1 fcmp olt (double 1.0, double 2.0)
@sel = global i32 select (i1 true, i32 1, i32 2)
@ee = global i32 extractelement (<2 x i32> <i32 5, i32 6>, i32 1)
@ie = global <2 x i32> insertelement (<2 x i32> zeroinitializer, i32 9, i32 0)
@sv = global <2 x i32> shufflevector (<2 x i32> <i32 1, i32 2>, <2 x i32> poison, <2 x i32> <i32 1, i32 0>)
@ev = global i32 extractvalue ({ i32, i32 } { i32 1, i32 2 }, 1)
@ba = global ptr blockaddress(@f, %bb)
@dle = global ptr dso_local_equivalent @f
@nc = global ptr no_cfi @f
@st = global %struct.S { i32 1, [2 x ptr] [ptr @g, ptr undef] }
@pk = global <{ i8, i32 }> <{ i8 1, i32 2 }>
@vec = global <4 x float> <float 1.0, float 2.0, float 0x7FF8000000000000, float poison>
@spl = global <4 x i32> splat (i32 1)
@str = global [4 x i8] c"a\22\\\00"
@big = global i128 170141183460469231731687303715884105727
@neg = global i128 -170141183460469231731687303715884105728
@u64 = global i64 18446744073709551615
@none_tok = global ptr null
@al = alias i32, ptr @g
@algep = unnamed_addr alias ptr, getelementptr inbounds ({ [4 x ptr] }, ptr @vt, i32 0, i32 0, i32 1)
@ifn = ifunc void (), ptr @resolver

define void @f() {
entry:
  br label %bb
bb:
  ret void
}

define ptr @resolver() {
  ret ptr @f
}
