source_filename = "warp_scan.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @warp_scan(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = and i32 %8, 31
  %11 = sext i32 %9 to i64
  %12 = getelementptr inbounds i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !5
  %14 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %13, i32 1, i32 0)
  %15 = icmp eq i32 %10, 0
  %16 = select i1 %15, i32 0, i32 %14
  %17 = add nsw i32 %16, %13
  %18 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %17, i32 2, i32 0)
  %19 = icmp ult i32 %10, 2
  %20 = select i1 %19, i32 0, i32 %18
  %21 = add nsw i32 %20, %17
  %22 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %21, i32 4, i32 0)
  %23 = icmp ult i32 %10, 4
  %24 = select i1 %23, i32 0, i32 %22
  %25 = add nsw i32 %24, %21
  %26 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %25, i32 8, i32 0)
  %27 = icmp ult i32 %10, 8
  %28 = select i1 %27, i32 0, i32 %26
  %29 = add nsw i32 %28, %25
  %30 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %29, i32 16, i32 0)
  %31 = icmp ult i32 %10, 16
  %32 = select i1 %31, i32 0, i32 %30
  %33 = add nsw i32 %32, %29
  %34 = getelementptr inbounds i32, ptr %1, i64 %11
  store i32 %33, ptr %34, align 4, !tbaa !5
  %35 = getelementptr inbounds double, ptr %2, i64 %11
  %36 = load double, ptr %35, align 8, !tbaa !9
  %37 = bitcast double %36 to i64
  %38 = trunc i64 %37 to i32
  %39 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %38, i32 16, i32 31)
  %40 = lshr i64 %37, 32
  %41 = trunc nuw i64 %40 to i32
  %42 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %41, i32 16, i32 31)
  %43 = zext i32 %42 to i64
  %44 = shl nuw i64 %43, 32
  %45 = zext i32 %39 to i64
  %46 = or disjoint i64 %44, %45
  %47 = bitcast i64 %46 to double
  %48 = fadd contract double %36, %47
  %49 = bitcast double %48 to i64
  %50 = trunc i64 %49 to i32
  %51 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %50, i32 8, i32 31)
  %52 = lshr i64 %49, 32
  %53 = trunc nuw i64 %52 to i32
  %54 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %53, i32 8, i32 31)
  %55 = zext i32 %54 to i64
  %56 = shl nuw i64 %55, 32
  %57 = zext i32 %51 to i64
  %58 = or disjoint i64 %56, %57
  %59 = bitcast i64 %58 to double
  %60 = fadd contract double %48, %59
  %61 = bitcast double %60 to i64
  %62 = trunc i64 %61 to i32
  %63 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %62, i32 4, i32 31)
  %64 = lshr i64 %61, 32
  %65 = trunc nuw i64 %64 to i32
  %66 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %65, i32 4, i32 31)
  %67 = zext i32 %66 to i64
  %68 = shl nuw i64 %67, 32
  %69 = zext i32 %63 to i64
  %70 = or disjoint i64 %68, %69
  %71 = bitcast i64 %70 to double
  %72 = fadd contract double %60, %71
  %73 = bitcast double %72 to i64
  %74 = trunc i64 %73 to i32
  %75 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %74, i32 2, i32 31)
  %76 = lshr i64 %73, 32
  %77 = trunc nuw i64 %76 to i32
  %78 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %77, i32 2, i32 31)
  %79 = zext i32 %78 to i64
  %80 = shl nuw i64 %79, 32
  %81 = zext i32 %75 to i64
  %82 = or disjoint i64 %80, %81
  %83 = bitcast i64 %82 to double
  %84 = fadd contract double %72, %83
  %85 = bitcast double %84 to i64
  %86 = trunc i64 %85 to i32
  %87 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %86, i32 1, i32 31)
  %88 = lshr i64 %85, 32
  %89 = trunc nuw i64 %88 to i32
  %90 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %89, i32 1, i32 31)
  %91 = zext i32 %90 to i64
  %92 = shl nuw i64 %91, 32
  %93 = zext i32 %87 to i64
  %94 = or disjoint i64 %92, %93
  %95 = bitcast i64 %94 to double
  %96 = fadd contract double %84, %95
  %97 = getelementptr inbounds double, ptr %3, i64 %11
  store double %96, ptr %97, align 8, !tbaa !9
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
