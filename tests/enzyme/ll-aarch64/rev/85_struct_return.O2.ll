; ModuleID = 'rev/85_struct_return.c'
source_filename = "rev/85_struct_return.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.P = type { double, double }
%struct.Q = type { double, double, double, [3 x double] }

@__const.main.k = private unnamed_addr constant [3 x double] [double 1.500000e+00, double 0xBFE6666666666666, double 4.000000e-01], align 8
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
define dso_local %struct.P @pair(double noundef %0, ptr nocapture noundef readonly %1) #0 {
  %3 = tail call double @sin(double noundef %0) #10
  %4 = load double, ptr %1, align 8, !tbaa !6
  %5 = fmul double %3, %4
  %6 = fmul double %0, %0
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load double, ptr %7, align 8, !tbaa !6
  %9 = fmul double %6, %8
  %10 = insertvalue %struct.P poison, double %5, 0
  %11 = insertvalue %struct.P %10, double %9, 1
  ret %struct.P %11
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable
define dso_local void @triple(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Q) align 8 %0, double noundef %1, ptr nocapture noundef readonly %2) #0 {
  %4 = tail call double @sin(double noundef %1) #10
  store double %4, ptr %0, align 8, !tbaa !10
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = fmul double %1, %1
  %7 = load double, ptr %2, align 8, !tbaa !6
  %8 = fmul double %6, %7
  store double %8, ptr %5, align 8, !tbaa !12
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  %10 = getelementptr inbounds i8, ptr %2, i64 8
  %11 = load double, ptr %10, align 8, !tbaa !6
  %12 = fmul double %11, %1
  %13 = tail call double @exp(double noundef %12) #10
  store double %13, ptr %9, align 8, !tbaa !13
  %14 = getelementptr inbounds i8, ptr %0, i64 24
  %15 = load double, ptr %2, align 8, !tbaa !6
  %16 = tail call double @cos(double noundef %1) #10
  %17 = fmul double %15, %16
  store double %17, ptr %14, align 8, !tbaa !6
  %18 = load double, ptr %10, align 8, !tbaa !6
  %19 = fmul double %1, 2.000000e+00
  %20 = tail call double @cos(double noundef %19) #10
  %21 = fmul double %18, %20
  %22 = getelementptr inbounds i8, ptr %0, i64 32
  store double %21, ptr %22, align 8, !tbaa !6
  %23 = getelementptr inbounds i8, ptr %2, i64 16
  %24 = load double, ptr %23, align 8, !tbaa !6
  %25 = fmul double %1, 3.000000e+00
  %26 = tail call double @cos(double noundef %25) #10
  %27 = fmul double %24, %26
  %28 = getelementptr inbounds i8, ptr %0, i64 40
  store double %27, ptr %28, align 8, !tbaa !6
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
  %2 = alloca [3 x double], align 8
  %3 = alloca %struct.Q, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.k, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, i8 0, i64 24, i1 false)
  %4 = load i32, ptr @enzyme_out, align 4, !tbaa !14
  %5 = load i32, ptr @enzyme_const, align 4, !tbaa !14
  %6 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @pair, i32 noundef %4, double noundef 6.000000e-01, i32 noundef %5, ptr noundef nonnull %1) #10
  %7 = load <2 x double>, ptr %1, align 16
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = load <2 x double>, ptr %8, align 8
  %10 = shufflevector <2 x double> %7, <2 x double> poison, <2 x i32> zeroinitializer
  %11 = fmul <2 x double> %10, <double 0x3FE2118ED2BE7ACA, double 0x3FE2118B5C8BF40A>
  %12 = shufflevector <2 x double> %9, <2 x double> poison, <2 x i32> zeroinitializer
  %13 = fmul <2 x double> %12, <double 0x3FD70A4279219A6C, double 0x3FD70A386826A064>
  %14 = fadd <2 x double> %11, %13
  %15 = shufflevector <2 x double> %14, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %16 = fsub <2 x double> %14, %15
  %17 = extractelement <2 x double> %16, i64 0
  %18 = fdiv double %17, 2.000000e-06
  %19 = fsub double %6, %18
  %20 = call double @llvm.fabs.f64(double %19)
  %21 = call double @llvm.fabs.f64(double %18)
  %22 = call double @llvm.maxnum.f64(double %21, double 1.000000e+00)
  %23 = fmul double %22, 0x3EB0C6F7A0B5ED8D
  %24 = fcmp ugt double %20, %23
  %25 = fcmp ule double %21, 1.000000e-09
  %26 = or i1 %25, %24
  %27 = select i1 %26, ptr @.str.9, ptr @.str.10
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str, double noundef %6, double noundef %18, ptr noundef nonnull %27)
  %29 = zext i1 %26 to i32
  %30 = load i32, ptr @fails, align 4, !tbaa !14
  %31 = add nsw i32 %30, %29
  store i32 %31, ptr @fails, align 4, !tbaa !14
  %32 = load i32, ptr @enzyme_out, align 4, !tbaa !14
  %33 = load i32, ptr @enzyme_dup, align 4, !tbaa !14
  %34 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @triple, i32 noundef %32, double noundef 6.000000e-01, i32 noundef %33, ptr noundef nonnull %1, ptr noundef nonnull %2) #10
  %35 = load double, ptr %1, align 16, !tbaa !6, !noalias !16
  %36 = fmul double %35, 0x3FD70A4279219A6C
  %37 = load double, ptr %8, align 8, !tbaa !6, !noalias !16
  %38 = fmul double %37, 6.000010e-01
  %39 = call double @exp(double noundef %38) #10, !noalias !16
  %40 = load double, ptr %1, align 16, !tbaa !6, !noalias !19
  %41 = fmul double %40, 0x3FEA69250D246DAE
  %42 = load <2 x double>, ptr %8, align 8, !tbaa !6, !noalias !19
  %43 = fmul <2 x double> %42, <double 0x3FD730D6C2B15ED2, double 0x3FCD150DD11BAF69>
  %44 = fadd double %36, 0x3FE2118ED2BE7ACA
  %45 = fadd double %44, %39
  %46 = fadd double %45, %41
  %47 = extractelement <2 x double> %43, i64 0
  %48 = fadd double %46, %47
  %49 = extractelement <2 x double> %43, i64 1
  %50 = fsub double %48, %49
  %51 = fmul double %40, 0x3FD70A386826A064
  %52 = extractelement <2 x double> %42, i64 0
  %53 = fmul double %52, 5.999990e-01
  %54 = call double @exp(double noundef %53) #10, !noalias !20
  %55 = load double, ptr %1, align 16, !tbaa !6, !noalias !20
  %56 = fmul double %55, 0x3FEA69276B6C2B72
  %57 = load <2 x double>, ptr %8, align 8, !tbaa !6, !noalias !20
  %58 = fmul <2 x double> %57, <double 0x3FD730E665C52ED8, double 0x3FCD14DCCD2D4DBA>
  %59 = fadd double %51, 0x3FE2118B5C8BF40A
  %60 = fadd double %59, %54
  %61 = fadd double %60, %56
  %62 = extractelement <2 x double> %58, i64 0
  %63 = fadd double %61, %62
  %64 = extractelement <2 x double> %58, i64 1
  %65 = fsub double %64, %63
  %66 = fadd double %50, %65
  %67 = fdiv double %66, 2.000000e-06
  %68 = fsub double %34, %67
  %69 = call double @llvm.fabs.f64(double %68)
  %70 = call double @llvm.fabs.f64(double %67)
  %71 = call double @llvm.maxnum.f64(double %70, double 1.000000e+00)
  %72 = fmul double %71, 0x3EB0C6F7A0B5ED8D
  %73 = fcmp ugt double %69, %72
  %74 = fcmp ule double %70, 1.000000e-09
  %75 = or i1 %74, %73
  %76 = select i1 %75, ptr @.str.9, ptr @.str.10
  %77 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.1, double noundef %34, double noundef %67, ptr noundef nonnull %76)
  %78 = zext i1 %75 to i32
  %79 = load i32, ptr @fails, align 4, !tbaa !14
  %80 = add nsw i32 %79, %78
  store i32 %80, ptr @fails, align 4, !tbaa !14
  br label %185

81:                                               ; preds = %185
  %82 = getelementptr inbounds i8, ptr %1, i64 16
  %83 = load i32, ptr @enzyme_dup, align 4, !tbaa !14
  %84 = load i32, ptr @enzyme_const, align 4, !tbaa !14
  %85 = call %struct.P (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @pair, i32 noundef %83, double noundef 6.000000e-01, double noundef 1.000000e+00, i32 noundef %84, ptr noundef nonnull %1) #10
  %86 = extractvalue %struct.P %85, 0
  %87 = extractvalue %struct.P %85, 1
  %88 = load double, ptr %1, align 16, !tbaa !6
  %89 = fmul double %88, 0x3FE2118ED2BE7ACA
  %90 = load double, ptr %8, align 8, !tbaa !6
  %91 = fmul double %90, 0x3FD70A4279219A6C
  %92 = fmul double %88, 0x3FE2118B5C8BF40A
  %93 = fmul double %90, 0x3FD70A386826A064
  %94 = fsub double %89, %92
  %95 = fdiv double %94, 2.000000e-06
  %96 = fsub double %86, %95
  %97 = call double @llvm.fabs.f64(double %96)
  %98 = call double @llvm.fabs.f64(double %95)
  %99 = call double @llvm.maxnum.f64(double %98, double 1.000000e+00)
  %100 = fmul double %99, 0x3EB0C6F7A0B5ED8D
  %101 = fcmp ugt double %97, %100
  %102 = fcmp ule double %98, 1.000000e-09
  %103 = or i1 %102, %101
  %104 = select i1 %103, ptr @.str.9, ptr @.str.10
  %105 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3, double noundef %86, double noundef %95, ptr noundef nonnull %104)
  %106 = zext i1 %103 to i32
  %107 = load i32, ptr @fails, align 4, !tbaa !14
  %108 = add nsw i32 %107, %106
  store i32 %108, ptr @fails, align 4, !tbaa !14
  %109 = fsub double %91, %93
  %110 = fdiv double %109, 2.000000e-06
  %111 = fsub double %87, %110
  %112 = call double @llvm.fabs.f64(double %111)
  %113 = call double @llvm.fabs.f64(double %110)
  %114 = call double @llvm.maxnum.f64(double %113, double 1.000000e+00)
  %115 = fmul double %114, 0x3EB0C6F7A0B5ED8D
  %116 = fcmp ugt double %112, %115
  %117 = fcmp ule double %113, 1.000000e-09
  %118 = or i1 %117, %116
  %119 = select i1 %118, ptr @.str.9, ptr @.str.10
  %120 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.4, double noundef %87, double noundef %110, ptr noundef nonnull %119)
  %121 = zext i1 %118 to i32
  %122 = load i32, ptr @fails, align 4, !tbaa !14
  %123 = add nsw i32 %122, %121
  store i32 %123, ptr @fails, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #10
  %124 = load i32, ptr @enzyme_dup, align 4, !tbaa !14
  %125 = load i32, ptr @enzyme_const, align 4, !tbaa !14
  call void (ptr, ptr, ...) @__enzyme_fwddiff(ptr dead_on_unwind nonnull writable sret(%struct.Q) align 8 %3, ptr noundef nonnull @triple, i32 noundef %124, double noundef 6.000000e-01, double noundef 1.000000e+00, i32 noundef %125, ptr noundef nonnull %1) #10
  %126 = load double, ptr %8, align 8, !tbaa !6, !noalias !23
  %127 = fmul double %126, 6.000010e-01
  %128 = call double @exp(double noundef %127) #10, !noalias !23
  %129 = load double, ptr %8, align 8, !tbaa !6, !noalias !19
  %130 = load double, ptr %82, align 16, !tbaa !6, !noalias !23
  %131 = fmul double %130, 0xBFCD150DD11BAF69
  %132 = fmul double %129, 5.999990e-01
  %133 = call double @exp(double noundef %132) #10, !noalias !26
  %134 = load double, ptr %82, align 16, !tbaa !6, !noalias !26
  %135 = fmul double %134, 0x3FCD14DCCD2D4DBA
  %136 = load double, ptr %3, align 8, !tbaa !10
  %137 = fadd double %136, 0xBFEA69263C4F9800
  %138 = call double @llvm.fabs.f64(double %137)
  %139 = fcmp ugt double %138, 0x3EB0C6F7A0B5ED8D
  %140 = select i1 %139, ptr @.str.9, ptr @.str.10
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.5, double noundef %136, double noundef 0x3FEA69263C4F9800, ptr noundef nonnull %140)
  %142 = zext i1 %139 to i32
  %143 = load i32, ptr @fails, align 4, !tbaa !14
  %144 = add nsw i32 %143, %142
  store i32 %144, ptr @fails, align 4, !tbaa !14
  %145 = getelementptr inbounds i8, ptr %3, i64 16
  %146 = load double, ptr %145, align 8, !tbaa !13
  %147 = fsub double %128, %133
  %148 = fdiv double %147, 2.000000e-06
  %149 = fsub double %146, %148
  %150 = call double @llvm.fabs.f64(double %149)
  %151 = call double @llvm.fabs.f64(double %148)
  %152 = call double @llvm.maxnum.f64(double %151, double 1.000000e+00)
  %153 = fmul double %152, 0x3EB0C6F7A0B5ED8D
  %154 = fcmp ugt double %150, %153
  %155 = fcmp ule double %151, 1.000000e-09
  %156 = or i1 %155, %154
  %157 = select i1 %156, ptr @.str.9, ptr @.str.10
  %158 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.6, double noundef %146, double noundef %148, ptr noundef nonnull %157)
  %159 = zext i1 %156 to i32
  %160 = load i32, ptr @fails, align 4, !tbaa !14
  %161 = add nsw i32 %160, %159
  store i32 %161, ptr @fails, align 4, !tbaa !14
  %162 = getelementptr inbounds i8, ptr %3, i64 40
  %163 = load double, ptr %162, align 8, !tbaa !6
  %164 = fadd double %131, %135
  %165 = fdiv double %164, 2.000000e-06
  %166 = fsub double %163, %165
  %167 = call double @llvm.fabs.f64(double %166)
  %168 = call double @llvm.fabs.f64(double %165)
  %169 = call double @llvm.maxnum.f64(double %168, double 1.000000e+00)
  %170 = fmul double %169, 0x3EB0C6F7A0B5ED8D
  %171 = fcmp ugt double %167, %170
  %172 = fcmp ule double %168, 1.000000e-09
  %173 = or i1 %172, %171
  %174 = select i1 %173, ptr @.str.9, ptr @.str.10
  %175 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7, double noundef %163, double noundef %165, ptr noundef nonnull %174)
  %176 = zext i1 %173 to i32
  %177 = load i32, ptr @fails, align 4, !tbaa !14
  %178 = add nsw i32 %177, %176
  store i32 %178, ptr @fails, align 4, !tbaa !14
  %179 = icmp eq i32 %178, 0
  %180 = select i1 %179, ptr @.str.10, ptr @.str.9
  %181 = call i32 @puts(ptr nonnull dereferenceable(1) %180)
  %182 = load i32, ptr @fails, align 4, !tbaa !14
  %183 = icmp ne i32 %182, 0
  %184 = zext i1 %183 to i32
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #10
  ret i32 %184

185:                                              ; preds = %0, %185
  %186 = phi i64 [ 0, %0 ], [ %240, %185 ]
  %187 = getelementptr inbounds [3 x double], ptr %1, i64 0, i64 %186
  %188 = load double, ptr %187, align 8, !tbaa !6
  %189 = fadd double %188, 0x3EB0C6F7A0B5ED8D
  store double %189, ptr %187, align 8, !tbaa !6
  %190 = load double, ptr %1, align 16, !tbaa !6, !noalias !29
  %191 = fmul double %190, 3.600000e-01
  %192 = load double, ptr %8, align 8, !tbaa !6, !noalias !29
  %193 = fmul double %192, 6.000000e-01
  %194 = call double @exp(double noundef %193) #10, !noalias !29
  %195 = load double, ptr %1, align 16, !tbaa !6, !noalias !29
  %196 = fmul double %195, 0x3FEA69263C485B15
  %197 = load <2 x double>, ptr %8, align 8, !tbaa !6, !noalias !29
  %198 = fmul <2 x double> %197, <double 0x3FD730DE943B79D4, double 0x3FCD14F54F250E72>
  %199 = fadd double %191, 0x3FE2118D17A54159
  %200 = fadd double %199, %194
  %201 = fadd double %200, %196
  %202 = extractelement <2 x double> %198, i64 0
  %203 = fadd double %201, %202
  %204 = extractelement <2 x double> %198, i64 1
  %205 = fsub double %203, %204
  %206 = fadd double %188, 0xBEB0C6F7A0B5ED8D
  store double %206, ptr %187, align 8, !tbaa !6
  %207 = load double, ptr %1, align 16, !tbaa !6, !noalias !32
  %208 = fmul double %207, 3.600000e-01
  %209 = load double, ptr %8, align 8, !tbaa !6, !noalias !32
  %210 = fmul double %209, 6.000000e-01
  %211 = call double @exp(double noundef %210) #10, !noalias !32
  %212 = load double, ptr %1, align 16, !tbaa !6, !noalias !32
  %213 = fmul double %212, 0x3FEA69263C485B15
  %214 = load <2 x double>, ptr %8, align 8, !tbaa !6, !noalias !32
  %215 = fmul <2 x double> %214, <double 0x3FD730DE943B79D4, double 0x3FCD14F54F250E72>
  %216 = fadd double %208, 0x3FE2118D17A54159
  %217 = fadd double %216, %211
  %218 = fadd double %217, %213
  %219 = extractelement <2 x double> %215, i64 0
  %220 = fadd double %218, %219
  store double %188, ptr %187, align 8, !tbaa !6
  %221 = getelementptr inbounds [3 x double], ptr %2, i64 0, i64 %186
  %222 = load double, ptr %221, align 8, !tbaa !6
  %223 = extractelement <2 x double> %215, i64 1
  %224 = fsub double %223, %220
  %225 = fadd double %205, %224
  %226 = fdiv double %225, 2.000000e-06
  %227 = fsub double %222, %226
  %228 = call double @llvm.fabs.f64(double %227)
  %229 = call double @llvm.fabs.f64(double %226)
  %230 = call double @llvm.maxnum.f64(double %229, double 1.000000e+00)
  %231 = fmul double %230, 0x3EB0C6F7A0B5ED8D
  %232 = fcmp ugt double %228, %231
  %233 = fcmp ule double %229, 1.000000e-09
  %234 = or i1 %233, %232
  %235 = select i1 %234, ptr @.str.9, ptr @.str.10
  %236 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.2, double noundef %222, double noundef %226, ptr noundef nonnull %235)
  %237 = zext i1 %234 to i32
  %238 = load i32, ptr @fails, align 4, !tbaa !14
  %239 = add nsw i32 %238, %237
  store i32 %239, ptr @fails, align 4, !tbaa !14
  %240 = add nuw nsw i64 %186, 1
  %241 = icmp eq i64 %240, 3
  br i1 %241, label %81, label %185, !llvm.loop !35
}

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #6

declare %struct.P @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !7, i64 0}
!11 = !{!"", !7, i64 0, !7, i64 8, !7, i64 16, !8, i64 24}
!12 = !{!11, !7, i64 8}
!13 = !{!11, !7, i64 16}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !8, i64 0}
!16 = !{!17}
!17 = distinct !{!17, !18, !"triple: argument 0"}
!18 = distinct !{!18, !"triple"}
!19 = !{}
!20 = !{!21}
!21 = distinct !{!21, !22, !"triple: argument 0"}
!22 = distinct !{!22, !"triple"}
!23 = !{!24}
!24 = distinct !{!24, !25, !"triple: argument 0"}
!25 = distinct !{!25, !"triple"}
!26 = !{!27}
!27 = distinct !{!27, !28, !"triple: argument 0"}
!28 = distinct !{!28, !"triple"}
!29 = !{!30}
!30 = distinct !{!30, !31, !"triple: argument 0"}
!31 = distinct !{!31, !"triple"}
!32 = !{!33}
!33 = distinct !{!33, !34, !"triple: argument 0"}
!34 = distinct !{!34, !"triple"}
!35 = distinct !{!35, !36}
!36 = !{!"llvm.loop.mustprogress"}
