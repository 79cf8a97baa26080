source_filename = "warp_scan.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @warp_scan(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = and i32 %9, 31
  %12 = sext i32 %10 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !5
  %15 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %14, i32 1, i32 0)
  %16 = icmp eq i32 %11, 0
  %17 = select i1 %16, i32 0, i32 %15
  %18 = add nsw i32 %17, %14
  %19 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %18, i32 2, i32 0)
  %20 = icmp ult i32 %11, 2
  %21 = select i1 %20, i32 0, i32 %19
  %22 = add nsw i32 %21, %18
  %23 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %22, i32 4, i32 0)
  %24 = icmp ult i32 %11, 4
  %25 = select i1 %24, i32 0, i32 %23
  %26 = add nsw i32 %25, %22
  %27 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %26, i32 8, i32 0)
  %28 = icmp ult i32 %11, 8
  %29 = select i1 %28, i32 0, i32 %27
  %30 = add nsw i32 %29, %26
  %31 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %30, i32 16, i32 0)
  %32 = icmp ult i32 %11, 16
  %33 = select i1 %32, i32 0, i32 %31
  %34 = add nsw i32 %33, %30
  %35 = getelementptr inbounds i32, ptr %1, i64 %12
  store i32 %34, ptr %35, align 4, !tbaa !5
  %36 = getelementptr inbounds double, ptr %2, i64 %12
  %37 = load double, ptr %36, align 8, !tbaa !9
  %38 = bitcast double %37 to i64
  %39 = trunc i64 %38 to i32
  %40 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %39, i32 16, i32 31)
  %41 = lshr i64 %38, 32
  %42 = trunc nuw i64 %41 to i32
  %43 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %42, i32 16, i32 31)
  %44 = zext i32 %43 to i64
  %45 = shl nuw i64 %44, 32
  %46 = zext i32 %40 to i64
  %47 = or disjoint i64 %45, %46
  %48 = bitcast i64 %47 to double
  %49 = fadd contract double %37, %48
  %50 = bitcast double %49 to i64
  %51 = trunc i64 %50 to i32
  %52 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %51, i32 8, i32 31)
  %53 = lshr i64 %50, 32
  %54 = trunc nuw i64 %53 to i32
  %55 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %54, i32 8, i32 31)
  %56 = zext i32 %55 to i64
  %57 = shl nuw i64 %56, 32
  %58 = zext i32 %52 to i64
  %59 = or disjoint i64 %57, %58
  %60 = bitcast i64 %59 to double
  %61 = fadd contract double %49, %60
  %62 = bitcast double %61 to i64
  %63 = trunc i64 %62 to i32
  %64 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %63, i32 4, i32 31)
  %65 = lshr i64 %62, 32
  %66 = trunc nuw i64 %65 to i32
  %67 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %66, i32 4, i32 31)
  %68 = zext i32 %67 to i64
  %69 = shl nuw i64 %68, 32
  %70 = zext i32 %64 to i64
  %71 = or disjoint i64 %69, %70
  %72 = bitcast i64 %71 to double
  %73 = fadd contract double %61, %72
  %74 = bitcast double %73 to i64
  %75 = trunc i64 %74 to i32
  %76 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %75, i32 2, i32 31)
  %77 = lshr i64 %74, 32
  %78 = trunc nuw i64 %77 to i32
  %79 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %78, i32 2, i32 31)
  %80 = zext i32 %79 to i64
  %81 = shl nuw i64 %80, 32
  %82 = zext i32 %76 to i64
  %83 = or disjoint i64 %81, %82
  %84 = bitcast i64 %83 to double
  %85 = fadd contract double %73, %84
  %86 = bitcast double %85 to i64
  %87 = trunc i64 %86 to i32
  %88 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %87, i32 1, i32 31)
  %89 = lshr i64 %86, 32
  %90 = trunc nuw i64 %89 to i32
  %91 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %90, i32 1, i32 31)
  %92 = zext i32 %91 to i64
  %93 = shl nuw i64 %92, 32
  %94 = zext i32 %88 to i64
  %95 = or disjoint i64 %93, %94
  %96 = bitcast i64 %95 to double
  %97 = fadd contract double %85, %96
  %98 = getelementptr inbounds double, ptr %3, i64 %12
  store double %97, ptr %98, align 8, !tbaa !9
  %99 = load i32, ptr %13, align 4, !tbaa !5
  %100 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %99, i32 0, i32 4127)
  %101 = getelementptr inbounds i32, ptr %4, i64 %12
  store i32 %100, ptr %101, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #2

attributes #0 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @warp_scan, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
