; ModuleID = 'rev/85_struct_return.c'
source_filename = "rev/85_struct_return.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Q = type { double, double, double, [3 x double] }

@__const.main.k = private unnamed_addr constant [3 x double] [double 1.500000e+00, double 0xBFE6666666666666, double 4.000000e-01], align 16
@.str = private unnamed_addr constant [29 x i8] c"reverse, struct in registers\00", align 1
@enzyme_out = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@enzyme_dup = external local_unnamed_addr global i32, align 4
@.str.1 = private unnamed_addr constant [26 x i8] c"reverse, sret struct d/dx\00", align 1
@.str.2 = private unnamed_addr constant [29 x i8] c"reverse, sret struct d/dk[i]\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"forward, registers .a\00", align 1
@.str.4 = private unnamed_addr constant [22 x i8] c"forward, registers .b\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"forward, sret .a\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"forward, sret .c\00", align 1
@.str.7 = private unnamed_addr constant [20 x i8] c"forward, sret .w[2]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.9 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.11 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable
define dso_local { double, double } @pair(double noundef %0, ptr nocapture noundef readonly %1) #0 {
  %3 = tail call double @sin(double noundef %0) #10
  %4 = fmul double %0, %0
  %5 = load <2 x double>, ptr %1, align 8, !tbaa !5
  %6 = insertelement <2 x double> poison, double %3, i64 0
  %7 = insertelement <2 x double> %6, double %4, i64 1
  %8 = fmul <2 x double> %7, %5
  %9 = extractelement <2 x double> %8, i64 0
  %10 = insertvalue { double, double } poison, double %9, 0
  %11 = extractelement <2 x double> %8, i64 1
  %12 = insertvalue { double, double } %10, double %11, 1
  ret { double, double } %12
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable
define dso_local void @triple(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Q) align 8 %0, double noundef %1, ptr nocapture noundef readonly %2) #0 {
  %4 = tail call double @sin(double noundef %1) #10
  store double %4, ptr %0, align 8, !tbaa !9
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = fmul double %1, %1
  %7 = load double, ptr %2, align 8, !tbaa !5
  %8 = fmul double %6, %7
  store double %8, ptr %5, align 8, !tbaa !11
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  %10 = getelementptr inbounds i8, ptr %2, i64 8
  %11 = load double, ptr %10, align 8, !tbaa !5
  %12 = fmul double %11, %1
  %13 = tail call double @exp(double noundef %12) #10
  store double %13, ptr %9, align 8, !tbaa !12
  %14 = getelementptr inbounds i8, ptr %0, i64 24
  %15 = fmul double %1, 2.000000e+00
  %16 = load double, ptr %2, align 8, !tbaa !5
  %17 = tail call double @cos(double noundef %1) #10
  %18 = load double, ptr %10, align 8, !tbaa !5
  %19 = tail call double @cos(double noundef %15) #10
  %20 = insertelement <2 x double> poison, double %16, i64 0
  %21 = insertelement <2 x double> %20, double %18, i64 1
  %22 = insertelement <2 x double> poison, double %17, i64 0
  %23 = insertelement <2 x double> %22, double %19, i64 1
  %24 = fmul <2 x double> %21, %23
  store <2 x double> %24, ptr %14, align 8, !tbaa !5
  %25 = getelementptr inbounds i8, ptr %2, i64 16
  %26 = load double, ptr %25, align 8, !tbaa !5
  %27 = fmul double %1, 3.000000e+00
  %28 = tail call double @cos(double noundef %27) #10
  %29 = fmul double %26, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 40
  store double %29, ptr %30, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #5 {
  %1 = alloca [3 x double], align 16
  %2 = alloca [3 x double], align 16
  %3 = alloca %struct.Q, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %1, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.k, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %2, i8 0, i64 24, i1 false)
  %4 = load i32, ptr @enzyme_out, align 4, !tbaa !13
  %5 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %6 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @pair, i32 noundef %4, double noundef 6.000000e-01, i32 noundef %5, ptr noundef nonnull %1) #10
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load <2 x double>, ptr %1, align 16, !tbaa !5
  %9 = fmul <2 x double> %8, <double 0x3FE2118B5C8BF40A, double 0x3FD70A4279219A6C>
  %10 = fmul <2 x double> %8, <double 0x3FE2118ED2BE7ACA, double 0x3FD70A386826A064>
  %11 = shufflevector <2 x double> %10, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %12 = fadd <2 x double> %9, %11
  %13 = shufflevector <2 x double> %12, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %14 = fsub <2 x double> %13, %12
  %15 = extractelement <2 x double> %14, i64 0
  %16 = fdiv double %15, 2.000000e-06
  %17 = fsub double %6, %16
  %18 = call double @llvm.fabs.f64(double %17)
  %19 = call double @llvm.fabs.f64(double %16)
  %20 = call double @llvm.maxnum.f64(double %19, double 1.000000e+00)
  %21 = fmul double %20, 0x3EB0C6F7A0B5ED8D
  %22 = fcmp ugt double %18, %21
  %23 = fcmp ule double %19, 1.000000e-09
  %24 = or i1 %23, %22
  %25 = select i1 %24, ptr @.str.9, ptr @.str.10
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str, double noundef %6, double noundef %16, ptr noundef nonnull %25)
  %27 = zext i1 %24 to i32
  %28 = load i32, ptr @fails, align 4, !tbaa !13
  %29 = add nsw i32 %28, %27
  store i32 %29, ptr @fails, align 4, !tbaa !13
  %30 = load i32, ptr @enzyme_out, align 4, !tbaa !13
  %31 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %32 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @triple, i32 noundef %30, double noundef 6.000000e-01, i32 noundef %31, ptr noundef nonnull %1, ptr noundef nonnull %2) #10
  %33 = load double, ptr %1, align 16, !tbaa !5, !noalias !15
  %34 = fmul double %33, 0x3FD70A4279219A6C
  %35 = load double, ptr %7, align 8, !tbaa !5, !noalias !15
  %36 = fmul double %35, 6.000010e-01
  %37 = call double @exp(double noundef %36) #10, !noalias !15
  %38 = load double, ptr %1, align 16, !tbaa !5, !noalias !18
  %39 = fmul double %38, 0x3FEA69250D246DAE
  %40 = getelementptr inbounds i8, ptr %1, i64 16
  %41 = load double, ptr %7, align 8, !tbaa !5, !noalias !18
  %42 = load double, ptr %40, align 16, !tbaa !5, !noalias !15
  %43 = insertelement <2 x double> poison, double %34, i64 0
  %44 = insertelement <2 x double> %43, double %38, i64 1
  %45 = fadd <2 x double> %44, <double 0x3FE2118ED2BE7ACA, double poison>
  %46 = fmul <2 x double> %44, <double poison, double 0x3FD70A386826A064>
  %47 = shufflevector <2 x double> %45, <2 x double> %46, <2 x i32> <i32 0, i32 3>
  %48 = fmul double %41, 5.999990e-01
  %49 = call double @exp(double noundef %48) #10, !noalias !19
  %50 = load double, ptr %1, align 16, !tbaa !5, !noalias !19
  %51 = insertelement <2 x double> poison, double %41, i64 0
  %52 = insertelement <2 x double> %51, double %50, i64 1
  %53 = fmul <2 x double> %52, <double 0x3FD730D6C2B15ED2, double 0x3FEA69276B6C2B72>
  %54 = load double, ptr %7, align 8, !tbaa !5, !noalias !19
  %55 = insertelement <2 x double> poison, double %42, i64 0
  %56 = insertelement <2 x double> %55, double %54, i64 1
  %57 = fmul <2 x double> %56, <double 0x3FCD150DD11BAF69, double 0x3FD730E665C52ED8>
  %58 = load double, ptr %40, align 16, !tbaa !5, !noalias !19
  %59 = fmul double %58, 0x3FCD14DCCD2D4DBA
  %60 = insertelement <2 x double> <double poison, double 0x3FE2118B5C8BF40A>, double %37, i64 0
  %61 = fadd <2 x double> %47, %60
  %62 = insertelement <2 x double> poison, double %39, i64 0
  %63 = insertelement <2 x double> %62, double %49, i64 1
  %64 = fadd <2 x double> %61, %63
  %65 = fadd <2 x double> %64, %53
  %66 = fsub <2 x double> %65, %57
  %67 = fadd <2 x double> %65, %57
  %68 = extractelement <2 x double> %67, i64 1
  %69 = fsub double %59, %68
  %70 = extractelement <2 x double> %66, i64 0
  %71 = fadd double %70, %69
  %72 = fdiv double %71, 2.000000e-06
  %73 = fsub double %32, %72
  %74 = call double @llvm.fabs.f64(double %73)
  %75 = call double @llvm.fabs.f64(double %72)
  %76 = call double @llvm.maxnum.f64(double %75, double 1.000000e+00)
  %77 = fmul double %76, 0x3EB0C6F7A0B5ED8D
  %78 = fcmp ugt double %74, %77
  %79 = fcmp ule double %75, 1.000000e-09
  %80 = or i1 %79, %78
  %81 = select i1 %80, ptr @.str.9, ptr @.str.10
  %82 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.1, double noundef %32, double noundef %72, ptr noundef nonnull %81)
  %83 = zext i1 %80 to i32
  %84 = load i32, ptr @fails, align 4, !tbaa !13
  %85 = add nsw i32 %84, %83
  store i32 %85, ptr @fails, align 4, !tbaa !13
  br label %189

86:                                               ; preds = %189
  %87 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %88 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %89 = call { double, double } (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @pair, i32 noundef %87, double noundef 6.000000e-01, double noundef 1.000000e+00, i32 noundef %88, ptr noundef nonnull %1) #10
  %90 = extractvalue { double, double } %89, 0
  %91 = extractvalue { double, double } %89, 1
  %92 = load double, ptr %1, align 16, !tbaa !5
  %93 = fmul double %92, 0x3FE2118ED2BE7ACA
  %94 = load double, ptr %7, align 8, !tbaa !5
  %95 = fmul double %94, 0x3FD70A4279219A6C
  %96 = fmul double %92, 0x3FE2118B5C8BF40A
  %97 = fmul double %94, 0x3FD70A386826A064
  %98 = fsub double %93, %96
  %99 = fdiv double %98, 2.000000e-06
  %100 = fsub double %90, %99
  %101 = call double @llvm.fabs.f64(double %100)
  %102 = call double @llvm.fabs.f64(double %99)
  %103 = call double @llvm.maxnum.f64(double %102, double 1.000000e+00)
  %104 = fmul double %103, 0x3EB0C6F7A0B5ED8D
  %105 = fcmp ugt double %101, %104
  %106 = fcmp ule double %102, 1.000000e-09
  %107 = or i1 %106, %105
  %108 = select i1 %107, ptr @.str.9, ptr @.str.10
  %109 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3, double noundef %90, double noundef %99, ptr noundef nonnull %108)
  %110 = zext i1 %107 to i32
  %111 = load i32, ptr @fails, align 4, !tbaa !13
  %112 = add nsw i32 %111, %110
  store i32 %112, ptr @fails, align 4, !tbaa !13
  %113 = fsub double %95, %97
  %114 = fdiv double %113, 2.000000e-06
  %115 = fsub double %91, %114
  %116 = call double @llvm.fabs.f64(double %115)
  %117 = call double @llvm.fabs.f64(double %114)
  %118 = call double @llvm.maxnum.f64(double %117, double 1.000000e+00)
  %119 = fmul double %118, 0x3EB0C6F7A0B5ED8D
  %120 = fcmp ugt double %116, %119
  %121 = fcmp ule double %117, 1.000000e-09
  %122 = or i1 %121, %120
  %123 = select i1 %122, ptr @.str.9, ptr @.str.10
  %124 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.4, double noundef %91, double noundef %114, ptr noundef nonnull %123)
  %125 = zext i1 %122 to i32
  %126 = load i32, ptr @fails, align 4, !tbaa !13
  %127 = add nsw i32 %126, %125
  store i32 %127, ptr @fails, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #10
  %128 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %129 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ptr, ...) @__enzyme_fwddiff(ptr dead_on_unwind nonnull writable sret(%struct.Q) align 8 %3, ptr noundef nonnull @triple, i32 noundef %128, double noundef 6.000000e-01, double noundef 1.000000e+00, i32 noundef %129, ptr noundef nonnull %1) #10
  %130 = load double, ptr %7, align 8, !tbaa !5, !noalias !22
  %131 = fmul double %130, 6.000010e-01
  %132 = call double @exp(double noundef %131) #10, !noalias !22
  %133 = load double, ptr %7, align 8, !tbaa !5, !noalias !18
  %134 = load double, ptr %40, align 16, !tbaa !5, !noalias !22
  %135 = fmul double %134, 0xBFCD150DD11BAF69
  %136 = fmul double %133, 5.999990e-01
  %137 = call double @exp(double noundef %136) #10, !noalias !25
  %138 = load double, ptr %40, align 16, !tbaa !5, !noalias !25
  %139 = fmul double %138, 0x3FCD14DCCD2D4DBA
  %140 = load double, ptr %3, align 8, !tbaa !9
  %141 = fadd double %140, 0xBFEA69263C4F9800
  %142 = call double @llvm.fabs.f64(double %141)
  %143 = fcmp ugt double %142, 0x3EB0C6F7A0B5ED8D
  %144 = select i1 %143, ptr @.str.9, ptr @.str.10
  %145 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.5, double noundef %140, double noundef 0x3FEA69263C4F9800, ptr noundef nonnull %144)
  %146 = zext i1 %143 to i32
  %147 = load i32, ptr @fails, align 4, !tbaa !13
  %148 = add nsw i32 %147, %146
  store i32 %148, ptr @fails, align 4, !tbaa !13
  %149 = getelementptr inbounds i8, ptr %3, i64 16
  %150 = load double, ptr %149, align 8, !tbaa !12
  %151 = fsub double %132, %137
  %152 = fdiv double %151, 2.000000e-06
  %153 = fsub double %150, %152
  %154 = call double @llvm.fabs.f64(double %153)
  %155 = call double @llvm.fabs.f64(double %152)
  %156 = call double @llvm.maxnum.f64(double %155, double 1.000000e+00)
  %157 = fmul double %156, 0x3EB0C6F7A0B5ED8D
  %158 = fcmp ugt double %154, %157
  %159 = fcmp ule double %155, 1.000000e-09
  %160 = or i1 %159, %158
  %161 = select i1 %160, ptr @.str.9, ptr @.str.10
  %162 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.6, double noundef %150, double noundef %152, ptr noundef nonnull %161)
  %163 = zext i1 %160 to i32
  %164 = load i32, ptr @fails, align 4, !tbaa !13
  %165 = add nsw i32 %164, %163
  store i32 %165, ptr @fails, align 4, !tbaa !13
  %166 = getelementptr inbounds i8, ptr %3, i64 40
  %167 = load double, ptr %166, align 8, !tbaa !5
  %168 = fadd double %135, %139
  %169 = fdiv double %168, 2.000000e-06
  %170 = fsub double %167, %169
  %171 = call double @llvm.fabs.f64(double %170)
  %172 = call double @llvm.fabs.f64(double %169)
  %173 = call double @llvm.maxnum.f64(double %172, double 1.000000e+00)
  %174 = fmul double %173, 0x3EB0C6F7A0B5ED8D
  %175 = fcmp ugt double %171, %174
  %176 = fcmp ule double %172, 1.000000e-09
  %177 = or i1 %176, %175
  %178 = select i1 %177, ptr @.str.9, ptr @.str.10
  %179 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7, double noundef %167, double noundef %169, ptr noundef nonnull %178)
  %180 = zext i1 %177 to i32
  %181 = load i32, ptr @fails, align 4, !tbaa !13
  %182 = add nsw i32 %181, %180
  store i32 %182, ptr @fails, align 4, !tbaa !13
  %183 = icmp eq i32 %182, 0
  %184 = select i1 %183, ptr @.str.10, ptr @.str.9
  %185 = call i32 @puts(ptr nonnull dereferenceable(1) %184)
  %186 = load i32, ptr @fails, align 4, !tbaa !13
  %187 = icmp ne i32 %186, 0
  %188 = zext i1 %187 to i32
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #10
  ret i32 %188

189:                                              ; preds = %0, %189
  %190 = phi i64 [ 0, %0 ], [ %249, %189 ]
  %191 = getelementptr inbounds [3 x double], ptr %1, i64 0, i64 %190
  %192 = load double, ptr %191, align 8, !tbaa !5
  %193 = fadd double %192, 0x3EB0C6F7A0B5ED8D
  store double %193, ptr %191, align 8, !tbaa !5
  %194 = load double, ptr %1, align 16, !tbaa !5, !noalias !28
  %195 = fmul double %194, 3.600000e-01
  %196 = load double, ptr %7, align 8, !tbaa !5, !noalias !28
  %197 = fmul double %196, 6.000000e-01
  %198 = call double @exp(double noundef %197) #10, !noalias !28
  %199 = load double, ptr %1, align 16, !tbaa !5, !noalias !28
  %200 = fmul double %199, 0x3FEA69263C485B15
  %201 = fadd double %195, 0x3FE2118D17A54159
  %202 = fadd double %192, 0xBEB0C6F7A0B5ED8D
  %203 = load <2 x double>, ptr %7, align 8
  %204 = load double, ptr %40, align 16, !tbaa !5, !noalias !28
  store double %202, ptr %191, align 8, !tbaa !5
  %205 = load double, ptr %1, align 16, !tbaa !5, !noalias !31
  %206 = fmul double %205, 3.600000e-01
  %207 = load double, ptr %7, align 8, !tbaa !5, !noalias !31
  %208 = fmul double %207, 6.000000e-01
  %209 = call double @exp(double noundef %208) #10, !noalias !31
  %210 = load double, ptr %1, align 16, !tbaa !5, !noalias !31
  %211 = insertelement <2 x double> %203, double %210, i64 1
  %212 = fmul <2 x double> %211, <double 0x3FD730DE943B79D4, double 0x3FEA69263C485B15>
  %213 = load double, ptr %7, align 8, !tbaa !5, !noalias !31
  %214 = insertelement <2 x double> poison, double %204, i64 0
  %215 = insertelement <2 x double> %214, double %213, i64 1
  %216 = fmul <2 x double> %215, <double 0x3FCD14F54F250E72, double 0x3FD730DE943B79D4>
  %217 = load double, ptr %40, align 16, !tbaa !5, !noalias !31
  %218 = fmul double %217, 0x3FCD14F54F250E72
  %219 = insertelement <2 x double> poison, double %201, i64 0
  %220 = insertelement <2 x double> %219, double %206, i64 1
  %221 = insertelement <2 x double> <double poison, double 0x3FE2118D17A54159>, double %198, i64 0
  %222 = fadd <2 x double> %220, %221
  %223 = insertelement <2 x double> poison, double %200, i64 0
  %224 = insertelement <2 x double> %223, double %209, i64 1
  %225 = fadd <2 x double> %222, %224
  %226 = fadd <2 x double> %225, %212
  %227 = fsub <2 x double> %226, %216
  %228 = fadd <2 x double> %226, %216
  store double %192, ptr %191, align 8, !tbaa !5
  %229 = getelementptr inbounds [3 x double], ptr %2, i64 0, i64 %190
  %230 = load double, ptr %229, align 8, !tbaa !5
  %231 = extractelement <2 x double> %228, i64 1
  %232 = fsub double %218, %231
  %233 = extractelement <2 x double> %227, i64 0
  %234 = fadd double %233, %232
  %235 = fdiv double %234, 2.000000e-06
  %236 = fsub double %230, %235
  %237 = call double @llvm.fabs.f64(double %236)
  %238 = call double @llvm.fabs.f64(double %235)
  %239 = call double @llvm.maxnum.f64(double %238, double 1.000000e+00)
  %240 = fmul double %239, 0x3EB0C6F7A0B5ED8D
  %241 = fcmp ugt double %237, %240
  %242 = fcmp ule double %238, 1.000000e-09
  %243 = or i1 %242, %241
  %244 = select i1 %243, ptr @.str.9, ptr @.str.10
  %245 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.2, double noundef %230, double noundef %235, ptr noundef nonnull %244)
  %246 = zext i1 %243 to i32
  %247 = load i32, ptr @fails, align 4, !tbaa !13
  %248 = add nsw i32 %247, %246
  store i32 %248, ptr @fails, align 4, !tbaa !13
  %249 = add nuw nsw i64 %190, 1
  %250 = icmp eq i64 %249, 3
  br i1 %250, label %86, label %189, !llvm.loop !34
}

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #6

declare { double, double } @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !6, i64 0}
!10 = !{!"", !6, i64 0, !6, i64 8, !6, i64 16, !7, i64 24}
!11 = !{!10, !6, i64 8}
!12 = !{!10, !6, i64 16}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = !{!16}
!16 = distinct !{!16, !17, !"triple: argument 0"}
!17 = distinct !{!17, !"triple"}
!18 = !{}
!19 = !{!20}
!20 = distinct !{!20, !21, !"triple: argument 0"}
!21 = distinct !{!21, !"triple"}
!22 = !{!23}
!23 = distinct !{!23, !24, !"triple: argument 0"}
!24 = distinct !{!24, !"triple"}
!25 = !{!26}
!26 = distinct !{!26, !27, !"triple: argument 0"}
!27 = distinct !{!27, !"triple"}
!28 = !{!29}
!29 = distinct !{!29, !30, !"triple: argument 0"}
!30 = distinct !{!30, !"triple"}
!31 = !{!32}
!32 = distinct !{!32, !33, !"triple: argument 0"}
!33 = distinct !{!33, !"triple"}
!34 = distinct !{!34, !35}
!35 = !{!"llvm.loop.mustprogress"}
