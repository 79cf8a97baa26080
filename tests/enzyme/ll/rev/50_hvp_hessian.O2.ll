; ModuleID = 'rev/50_hvp_hessian.c'
source_filename = "rev/50_hvp_hessian.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"(H v)_x scalar\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"(H v)_y scalar\00", align 1
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.2 = private unnamed_addr constant [10 x i8] c"H[%d][%d]\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"%-26s %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"Hessian symmetric\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@enzyme_out = external local_unnamed_addr global i32, align 4
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x double], align 16
  %3 = alloca [6 x [6 x double]], align 16
  %4 = alloca [64 x i8], align 16
  %5 = alloca [6 x double], align 16
  %6 = alloca [6 x double], align 16
  %7 = alloca [6 x double], align 16
  %8 = alloca [6 x double], align 16
  %9 = alloca [6 x double], align 16
  %10 = alloca [6 x double], align 16
  %11 = alloca [6 x double], align 16
  %12 = tail call { double, double } (ptr, ...) @__enzyme_fwddiff_2(ptr noundef nonnull @grad, double noundef 4.000000e-01, double noundef 1.000000e+00, double noundef -3.000000e-01, double noundef -2.000000e+00) #11
  %13 = extractvalue { double, double } %12, 0
  %14 = extractvalue { double, double } %12, 1
  %15 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %16 = tail call { double, double } (ptr, ...) @__enzyme_autodiff_2(ptr noundef nonnull @f, i32 noundef %15, double noundef 4.000010e-01, i32 noundef %15, double noundef -3.000020e-01) #11
  %17 = extractvalue { double, double } %16, 0
  %18 = extractvalue { double, double } %16, 1
  %19 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %20 = tail call { double, double } (ptr, ...) @__enzyme_autodiff_2(ptr noundef nonnull @f, i32 noundef %19, double noundef 0x3FD9999567DBB16D, i32 noundef %19, double noundef -2.999980e-01) #11
  %21 = extractvalue { double, double } %20, 0
  %22 = extractvalue { double, double } %20, 1
  %23 = insertelement <2 x double> poison, double %18, i64 0
  %24 = insertelement <2 x double> %23, double %17, i64 1
  %25 = insertelement <2 x double> poison, double %22, i64 0
  %26 = insertelement <2 x double> %25, double %21, i64 1
  %27 = fsub <2 x double> %24, %26
  %28 = fdiv <2 x double> %27, <double 2.000000e-06, double 2.000000e-06>
  %29 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %28)
  %30 = extractelement <2 x double> %29, i64 1
  %31 = fcmp ule double %30, 1.000000e-09
  %32 = insertelement <2 x double> poison, double %14, i64 0
  %33 = insertelement <2 x double> %32, double %13, i64 1
  %34 = fsub <2 x double> %33, %28
  %35 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %34)
  %36 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %29, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %37 = fmul <2 x double> %36, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %38 = fcmp ugt <2 x double> %35, %37
  %39 = extractelement <2 x i1> %38, i64 1
  %40 = or i1 %31, %39
  %41 = select i1 %40, ptr @.str.6, ptr @.str.5
  %42 = extractelement <2 x double> %28, i64 1
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef %13, double noundef %42, ptr noundef nonnull %41)
  %44 = zext i1 %40 to i32
  %45 = load i32, ptr @fails, align 4, !tbaa !5
  %46 = add nsw i32 %45, %44
  store i32 %46, ptr @fails, align 4, !tbaa !5
  %47 = extractelement <2 x double> %29, i64 0
  %48 = fcmp ule double %47, 1.000000e-09
  %49 = extractelement <2 x i1> %38, i64 0
  %50 = or i1 %48, %49
  %51 = select i1 %50, ptr @.str.6, ptr @.str.5
  %52 = extractelement <2 x double> %28, i64 0
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef %14, double noundef %52, ptr noundef nonnull %51)
  %54 = zext i1 %50 to i32
  %55 = load i32, ptr @fails, align 4, !tbaa !5
  %56 = add nsw i32 %55, %54
  store i32 %56, ptr @fails, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 3, ptr %1, align 4, !tbaa !5
  %57 = load volatile i32, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %2, i8 0, i64 16, i1 false)
  %58 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x double> <double 1.100000e+00, double 2.000000e-01>, ptr %58, align 16
  %59 = getelementptr inbounds i8, ptr %2, i64 32
  store <2 x double> <double 4.000000e-01, double 1.000000e+00>, ptr %59, align 16
  call void @llvm.lifetime.start.p0(i64 288, ptr nonnull %3) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #11
  %60 = getelementptr inbounds i8, ptr %5, i64 16
  %61 = getelementptr inbounds i8, ptr %8, i64 16
  %62 = getelementptr inbounds i8, ptr %9, i64 16
  %63 = getelementptr inbounds i8, ptr %5, i64 32
  %64 = getelementptr inbounds i8, ptr %8, i64 32
  %65 = getelementptr inbounds i8, ptr %9, i64 32
  br label %66

66:                                               ; preds = %0, %88
  %67 = phi i64 [ 0, %0 ], [ %89, %88 ]
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %5, i8 0, i64 48, i1 false)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %6) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %6, i8 0, i64 48, i1 false)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %7) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %7, i8 0, i64 48, i1 false)
  %68 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %67
  store double 1.000000e+00, ptr %68, align 8, !tbaa !9
  %69 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %70 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @energy_grad, i32 noundef %69, ptr noundef nonnull %2, ptr noundef nonnull %5, i32 noundef %69, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef %70, i32 noundef %57) #11
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %8) #11
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %9) #11
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %10) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %10, i8 0, i64 48, i1 false)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %11) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %11, i8 0, i64 48, i1 false)
  %71 = load <2 x double>, ptr %2, align 16, !tbaa !9
  %72 = load <2 x double>, ptr %5, align 16, !tbaa !9
  %73 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %72, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %71)
  store <2 x double> %73, ptr %8, align 16, !tbaa !9
  %74 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %72, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %71)
  store <2 x double> %74, ptr %9, align 16, !tbaa !9
  %75 = load <2 x double>, ptr %58, align 16, !tbaa !9
  %76 = load <2 x double>, ptr %60, align 16, !tbaa !9
  %77 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %76, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %75)
  store <2 x double> %77, ptr %61, align 16, !tbaa !9
  %78 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %76, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %75)
  store <2 x double> %78, ptr %62, align 16, !tbaa !9
  %79 = load <2 x double>, ptr %59, align 16, !tbaa !9
  %80 = load <2 x double>, ptr %63, align 16, !tbaa !9
  %81 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %80, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %79)
  store <2 x double> %81, ptr %64, align 16, !tbaa !9
  %82 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %80, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %79)
  store <2 x double> %82, ptr %65, align 16, !tbaa !9
  %83 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %84 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @energy, i32 noundef %83, ptr noundef nonnull %8, ptr noundef nonnull %10, i32 noundef %84, i32 noundef %57) #11
  %85 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %86 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @energy, i32 noundef %85, ptr noundef nonnull %9, ptr noundef nonnull %11, i32 noundef %86, i32 noundef %57) #11
  %87 = trunc nuw nsw i64 %67 to i32
  br label %91

88:                                               ; preds = %124
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %11) #11
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %10) #11
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %9) #11
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %8) #11
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %7) #11
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %6) #11
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #11
  %89 = add nuw nsw i64 %67, 1
  %90 = icmp eq i64 %89, 6
  br i1 %90, label %127, label %66, !llvm.loop !11

91:                                               ; preds = %66, %124
  %92 = phi i64 [ 0, %66 ], [ %125, %124 ]
  %93 = getelementptr inbounds [6 x double], ptr %7, i64 0, i64 %92
  %94 = load double, ptr %93, align 8, !tbaa !9
  %95 = getelementptr inbounds [6 x [6 x double]], ptr %3, i64 0, i64 %92, i64 %67
  store double %94, ptr %95, align 8, !tbaa !9
  %96 = getelementptr inbounds [6 x double], ptr %10, i64 0, i64 %92
  %97 = load double, ptr %96, align 8, !tbaa !9
  %98 = getelementptr inbounds [6 x double], ptr %11, i64 0, i64 %92
  %99 = load double, ptr %98, align 8, !tbaa !9
  %100 = fsub double %97, %99
  %101 = call double @llvm.fabs.f64(double %100)
  %102 = fcmp ogt double %101, 1.000000e-08
  br i1 %102, label %103, label %124

103:                                              ; preds = %91
  %104 = trunc nuw nsw i64 %92 to i32
  %105 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 64, ptr noundef nonnull @.str.2, i32 noundef %104, i32 noundef %87) #11
  %106 = load double, ptr %93, align 8, !tbaa !9
  %107 = load double, ptr %96, align 8, !tbaa !9
  %108 = load double, ptr %98, align 8, !tbaa !9
  %109 = fsub double %107, %108
  %110 = fdiv double %109, 2.000000e-06
  %111 = fsub double %106, %110
  %112 = call double @llvm.fabs.f64(double %111)
  %113 = call double @llvm.fabs.f64(double %110)
  %114 = call double @llvm.maxnum.f64(double %113, double 1.000000e+00)
  %115 = fmul double %114, 0x3EB0C6F7A0B5ED8D
  %116 = fcmp ugt double %112, %115
  %117 = fcmp ule double %113, 1.000000e-09
  %118 = or i1 %117, %116
  %119 = select i1 %118, ptr @.str.6, ptr @.str.5
  %120 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %4, double noundef %106, double noundef %110, ptr noundef nonnull %119)
  %121 = zext i1 %118 to i32
  %122 = load i32, ptr @fails, align 4, !tbaa !5
  %123 = add nsw i32 %122, %121
  store i32 %123, ptr @fails, align 4, !tbaa !5
  br label %124

124:                                              ; preds = %91, %103
  %125 = add nuw nsw i64 %92, 1
  %126 = icmp eq i64 %125, 6
  br i1 %126, label %88, label %91, !llvm.loop !13

127:                                              ; preds = %88, %144
  %128 = phi i64 [ %146, %144 ], [ 0, %88 ]
  %129 = phi i32 [ %145, %144 ], [ 1, %88 ]
  %130 = icmp eq i64 %128, 0
  br i1 %130, label %144, label %148

131:                                              ; preds = %144
  %132 = icmp eq i32 %145, 0
  %133 = select i1 %132, ptr @.str.6, ptr @.str.5
  %134 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.4, ptr noundef nonnull %133)
  %135 = zext i1 %132 to i32
  %136 = load i32, ptr @fails, align 4, !tbaa !5
  %137 = add nsw i32 %136, %135
  store i32 %137, ptr @fails, align 4, !tbaa !5
  %138 = icmp eq i32 %137, 0
  %139 = select i1 %138, ptr @.str.5, ptr @.str.6
  %140 = call i32 @puts(ptr nonnull dereferenceable(1) %139)
  %141 = load i32, ptr @fails, align 4, !tbaa !5
  %142 = icmp ne i32 %141, 0
  %143 = zext i1 %142 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 288, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %143

144:                                              ; preds = %148, %161, %174, %187, %200, %127
  %145 = phi i32 [ %129, %127 ], [ %159, %148 ], [ %172, %161 ], [ %185, %174 ], [ %198, %187 ], [ %211, %200 ]
  %146 = add nuw nsw i64 %128, 1
  %147 = icmp eq i64 %146, 6
  br i1 %147, label %131, label %127, !llvm.loop !14

148:                                              ; preds = %127
  %149 = getelementptr inbounds [6 x [6 x double]], ptr %3, i64 0, i64 %128, i64 0
  %150 = load double, ptr %149, align 16, !tbaa !9
  %151 = getelementptr inbounds [6 x [6 x double]], ptr %3, i64 0, i64 0, i64 %128
  %152 = load double, ptr %151, align 8, !tbaa !9
  %153 = fsub double %150, %152
  %154 = call double @llvm.fabs.f64(double %153)
  %155 = call double @llvm.fabs.f64(double %150)
  %156 = call double @llvm.maxnum.f64(double %155, double 1.000000e+00)
  %157 = fmul double %156, 1.000000e-09
  %158 = fcmp ogt double %154, %157
  %159 = select i1 %158, i32 0, i32 %129
  %160 = icmp eq i64 %128, 1
  br i1 %160, label %144, label %161, !llvm.loop !15

161:                                              ; preds = %148
  %162 = getelementptr inbounds [6 x [6 x double]], ptr %3, i64 0, i64 %128, i64 1
  %163 = load double, ptr %162, align 8, !tbaa !9
  %164 = getelementptr inbounds [6 x [6 x double]], ptr %3, i64 0, i64 1, i64 %128
  %165 = load double, ptr %164, align 8, !tbaa !9
  %166 = fsub double %163, %165
  %167 = call double @llvm.fabs.f64(double %166)
  %168 = call double @llvm.fabs.f64(double %163)
  %169 = call double @llvm.maxnum.f64(double %168, double 1.000000e+00)
  %170 = fmul double %169, 1.000000e-09
  %171 = fcmp ogt double %167, %170
  %172 = select i1 %171, i32 0, i32 %159
  %173 = icmp eq i64 %128, 2
  br i1 %173, label %144, label %174, !llvm.loop !15

174:                                              ; preds = %161
  %175 = getelementptr inbounds [6 x [6 x double]], ptr %3, i64 0, i64 %128, i64 2
  %176 = load double, ptr %175, align 16, !tbaa !9
  %177 = getelementptr inbounds [6 x [6 x double]], ptr %3, i64 0, i64 2, i64 %128
  %178 = load double, ptr %177, align 8, !tbaa !9
  %179 = fsub double %176, %178
  %180 = call double @llvm.fabs.f64(double %179)
  %181 = call double @llvm.fabs.f64(double %176)
  %182 = call double @llvm.maxnum.f64(double %181, double 1.000000e+00)
  %183 = fmul double %182, 1.000000e-09
  %184 = fcmp ogt double %180, %183
  %185 = select i1 %184, i32 0, i32 %172
  %186 = icmp eq i64 %128, 3
  br i1 %186, label %144, label %187, !llvm.loop !15

187:                                              ; preds = %174
  %188 = getelementptr inbounds [6 x [6 x double]], ptr %3, i64 0, i64 %128, i64 3
  %189 = load double, ptr %188, align 8, !tbaa !9
  %190 = getelementptr inbounds [6 x [6 x double]], ptr %3, i64 0, i64 3, i64 %128
  %191 = load double, ptr %190, align 8, !tbaa !9
  %192 = fsub double %189, %191
  %193 = call double @llvm.fabs.f64(double %192)
  %194 = call double @llvm.fabs.f64(double %189)
  %195 = call double @llvm.maxnum.f64(double %194, double 1.000000e+00)
  %196 = fmul double %195, 1.000000e-09
  %197 = fcmp ogt double %193, %196
  %198 = select i1 %197, i32 0, i32 %185
  %199 = icmp eq i64 %128, 4
  br i1 %199, label %144, label %200, !llvm.loop !15

200:                                              ; preds = %187
  %201 = getelementptr inbounds [6 x [6 x double]], ptr %3, i64 0, i64 %128, i64 4
  %202 = load double, ptr %201, align 16, !tbaa !9
  %203 = getelementptr inbounds [6 x [6 x double]], ptr %3, i64 0, i64 4, i64 %128
  %204 = load double, ptr %203, align 8, !tbaa !9
  %205 = fsub double %202, %204
  %206 = call double @llvm.fabs.f64(double %205)
  %207 = call double @llvm.fabs.f64(double %202)
  %208 = call double @llvm.maxnum.f64(double %207, double 1.000000e+00)
  %209 = fmul double %208, 1.000000e-09
  %210 = fcmp ogt double %206, %209
  %211 = select i1 %210, i32 0, i32 %198
  br label %144
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare { double, double } @__enzyme_fwddiff_2(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal { double, double } @grad(double noundef %0, double noundef %1) #0 {
  %3 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %4 = tail call { double, double } (ptr, ...) @__enzyme_autodiff_2(ptr noundef nonnull @f, i32 noundef %3, double noundef %0, i32 noundef %3, double noundef %1) #11
  ret { double, double } %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

declare void @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal void @energy_grad(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %5 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  tail call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @energy, i32 noundef %4, ptr noundef %0, ptr noundef %1, i32 noundef %5, i32 noundef %2) #11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

declare { double, double } @__enzyme_autodiff_2(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f(double noundef %0, double noundef %1) #6 {
  %3 = fmul double %0, %1
  %4 = tail call double @exp(double noundef %3) #11
  %5 = tail call double @llvm.fmuladd.f64(double %1, double 2.000000e+00, double %0)
  %6 = tail call double @sin(double noundef %5) #11
  %7 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 1.000000e+00)
  %8 = fmul double %1, %1
  %9 = fmul double %8, %1
  %10 = tail call double @llvm.fmuladd.f64(double %9, double %1, double %7)
  %11 = tail call double @log(double noundef %10) #11
  %12 = tail call double @llvm.fmuladd.f64(double %4, double %6, double %11)
  ret double %12
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #7

declare void @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @energy(ptr nocapture noundef readonly %0, i32 noundef %1) #8 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %11

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = zext nneg i32 %1 to i64
  br label %13

7:                                                ; preds = %26, %13
  %8 = phi double [ %16, %13 ], [ %45, %26 ]
  %9 = add nuw nsw i64 %15, 1
  %10 = icmp eq i64 %17, %6
  br i1 %10, label %11, label %13, !llvm.loop !16

11:                                               ; preds = %7, %2
  %12 = phi double [ 0.000000e+00, %2 ], [ %8, %7 ]
  ret double %12

13:                                               ; preds = %4, %7
  %14 = phi i64 [ 0, %4 ], [ %17, %7 ]
  %15 = phi i64 [ 1, %4 ], [ %9, %7 ]
  %16 = phi double [ 0.000000e+00, %4 ], [ %8, %7 ]
  %17 = add nuw nsw i64 %14, 1
  %18 = icmp ult i64 %17, %5
  br i1 %18, label %19, label %7

19:                                               ; preds = %13
  %20 = shl nuw nsw i64 %14, 1
  %21 = getelementptr inbounds double, ptr %0, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = or disjoint i64 %20, 1
  %24 = getelementptr inbounds double, ptr %0, i64 %23
  %25 = load double, ptr %24, align 8, !tbaa !9
  br label %26

26:                                               ; preds = %19, %26
  %27 = phi i64 [ %15, %19 ], [ %46, %26 ]
  %28 = phi double [ %16, %19 ], [ %45, %26 ]
  %29 = shl nuw nsw i64 %27, 1
  %30 = getelementptr inbounds double, ptr %0, i64 %29
  %31 = load double, ptr %30, align 8, !tbaa !9
  %32 = fsub double %22, %31
  %33 = or disjoint i64 %29, 1
  %34 = getelementptr inbounds double, ptr %0, i64 %33
  %35 = load double, ptr %34, align 8, !tbaa !9
  %36 = fsub double %25, %35
  %37 = fmul double %36, %36
  %38 = tail call double @llvm.fmuladd.f64(double %32, double %32, double %37)
  %39 = fmul double %38, %38
  %40 = fmul double %38, %39
  %41 = fdiv double 1.000000e+00, %40
  %42 = fneg double %41
  %43 = tail call double @llvm.fmuladd.f64(double %41, double %41, double %42)
  %44 = tail call double @llvm.fmuladd.f64(double %38, double 1.000000e-01, double %43)
  %45 = fadd double %28, %44
  %46 = add nuw nsw i64 %27, 1
  %47 = icmp eq i64 %46, %6
  br i1 %47, label %7, label %26, !llvm.loop !17
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.maxnum.v2f64(<2 x double>, <2 x double>) #10

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
