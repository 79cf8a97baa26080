; ModuleID = 'rev/32_fnptr_const_arg.c'
source_filename = "rev/32_fnptr_const_arg.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.grad3 = type { double, double, double }

@__const.main.fs = private unnamed_addr constant [2 x ptr] [ptr @wave, ptr @bump], align 16
@.str = private unnamed_addr constant [5 x i8] c"wave\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"bump\00", align 1
@__const.main.names = private unnamed_addr constant [2 x ptr] [ptr @.str, ptr @.str.1], align 16
@enzyme_const = external local_unnamed_addr global i32, align 4
@enzyme_out = external local_unnamed_addr global i32, align 4
@.str.2 = private unnamed_addr constant [14 x i8] c"trap(%s) d/dp\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"trap(%s) d/da\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"trap(%s) d/db\00", align 1
@__const.main.x = private unnamed_addr constant [4 x double] [double 3.000000e-01, double -8.000000e-01, double 1.100000e+00, double 2.000000e+00], align 16
@enzyme_dup = external local_unnamed_addr global i32, align 4
@__const.main.seed = private unnamed_addr constant [4 x double] [double 1.000000e+00, double -5.000000e-01, double 2.500000e-01, double 2.000000e+00], align 16
@.str.5 = private unnamed_addr constant [19 x i8] c"apply(wave) dx[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.9 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [64 x i8], align 16
  %3 = alloca %struct.grad3, align 8
  %4 = alloca [4 x double], align 16
  %5 = alloca [4 x double], align 16
  %6 = alloca [4 x double], align 16
  %7 = alloca [4 x double], align 16
  %8 = alloca [4 x double], align 16
  %9 = alloca [4 x double], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 16, ptr %1, align 4, !tbaa !5
  %10 = load volatile i32, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #10
  %11 = sitofp i32 %10 to double
  %12 = fdiv double 1.500000e+00, %11
  %13 = icmp sgt i32 %10, 1
  %14 = getelementptr inbounds i8, ptr %3, i64 8
  %15 = fdiv double 0x3FF7FFFEF39085F4, %11
  %16 = fdiv double 0x3FF800010C6F7A0B, %11
  %17 = getelementptr inbounds i8, ptr %3, i64 16
  %18 = fdiv double 0x3FF7FFFEF39085F5, %11
  br label %27

19:                                               ; preds = %165
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.x, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %7, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.seed, i64 32, i1 false)
  %20 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %21 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  call void (ptr, ...) @__enzyme_autodiff_void(ptr noundef nonnull @apply, i32 noundef %20, ptr noundef nonnull @wave, i32 noundef %21, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef %21, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef %20, double noundef 1.300000e+00, i32 noundef %20, i32 noundef 4) #10
  %22 = getelementptr inbounds i8, ptr %4, i64 8
  %23 = getelementptr inbounds i8, ptr %4, i64 16
  %24 = getelementptr inbounds i8, ptr %8, i64 16
  %25 = getelementptr inbounds i8, ptr %4, i64 24
  %26 = getelementptr inbounds i8, ptr %9, i64 16
  br label %190

27:                                               ; preds = %0, %165
  %28 = phi i1 [ true, %0 ], [ false, %165 ]
  %29 = phi i64 [ 0, %0 ], [ 1, %165 ]
  %30 = getelementptr inbounds [2 x ptr], ptr @__const.main.fs, i64 0, i64 %29
  %31 = load ptr, ptr %30, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #10
  %32 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %33 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  call void (ptr, ptr, ...) @__enzyme_autodiff_3(ptr dead_on_unwind nonnull writable sret(%struct.grad3) align 8 %3, ptr noundef nonnull @trap, i32 noundef %32, ptr noundef %31, i32 noundef %33, double noundef 1.300000e+00, i32 noundef %33, double noundef 2.000000e-01, i32 noundef %33, double noundef 1.700000e+00, i32 noundef %32, i32 noundef %10) #10
  %34 = getelementptr inbounds [2 x ptr], ptr @__const.main.names, i64 0, i64 %29
  %35 = load ptr, ptr %34, align 8, !tbaa !9
  %36 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 64, ptr noundef nonnull @.str.2, ptr noundef %35) #10
  %37 = load double, ptr %3, align 8, !tbaa !11
  %38 = call double %31(double noundef 2.000000e-01, double noundef 0x3FF4CCCDD93C46D8) #10
  %39 = call double %31(double noundef 1.700000e+00, double noundef 0x3FF4CCCDD93C46D8) #10
  %40 = fadd double %38, %39
  %41 = fmul double %40, 5.000000e-01
  br i1 %13, label %42, label %51

42:                                               ; preds = %27, %42
  %43 = phi i32 [ %49, %42 ], [ 1, %27 ]
  %44 = phi double [ %48, %42 ], [ %41, %27 ]
  %45 = uitofp nneg i32 %43 to double
  %46 = call double @llvm.fmuladd.f64(double %45, double %12, double 2.000000e-01)
  %47 = call double %31(double noundef %46, double noundef 0x3FF4CCCDD93C46D8) #10
  %48 = fadd double %44, %47
  %49 = add nuw nsw i32 %43, 1
  %50 = icmp eq i32 %49, %10
  br i1 %50, label %51, label %42, !llvm.loop !14

51:                                               ; preds = %42, %27
  %52 = phi double [ %41, %27 ], [ %48, %42 ]
  %53 = fmul double %12, %52
  %54 = call double %31(double noundef 2.000000e-01, double noundef 0x3FF4CCCBC05D52C2) #10
  %55 = call double %31(double noundef 1.700000e+00, double noundef 0x3FF4CCCBC05D52C2) #10
  %56 = fadd double %54, %55
  %57 = fmul double %56, 5.000000e-01
  br i1 %13, label %58, label %67

58:                                               ; preds = %51, %58
  %59 = phi i32 [ %65, %58 ], [ 1, %51 ]
  %60 = phi double [ %64, %58 ], [ %57, %51 ]
  %61 = uitofp nneg i32 %59 to double
  %62 = call double @llvm.fmuladd.f64(double %61, double %12, double 2.000000e-01)
  %63 = call double %31(double noundef %62, double noundef 0x3FF4CCCBC05D52C2) #10
  %64 = fadd double %60, %63
  %65 = add nuw nsw i32 %59, 1
  %66 = icmp eq i32 %65, %10
  br i1 %66, label %67, label %58, !llvm.loop !14

67:                                               ; preds = %58, %51
  %68 = phi double [ %57, %51 ], [ %64, %58 ]
  %69 = fmul double %12, %68
  %70 = fsub double %53, %69
  %71 = fdiv double %70, 2.000000e-06
  %72 = fsub double %37, %71
  %73 = call double @llvm.fabs.f64(double %72)
  %74 = call double @llvm.fabs.f64(double %71)
  %75 = call double @llvm.maxnum.f64(double %74, double 1.000000e+00)
  %76 = fmul double %75, 0x3EB0C6F7A0B5ED8D
  %77 = fcmp ugt double %73, %76
  %78 = fcmp ule double %74, 1.000000e-09
  %79 = or i1 %78, %77
  %80 = select i1 %79, ptr @.str.7, ptr @.str.8
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %2, double noundef %37, double noundef %71, ptr noundef nonnull %80)
  %82 = zext i1 %79 to i32
  %83 = load i32, ptr @fails, align 4, !tbaa !5
  %84 = add nsw i32 %83, %82
  store i32 %84, ptr @fails, align 4, !tbaa !5
  %85 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 64, ptr noundef nonnull @.str.3, ptr noundef %35) #10
  %86 = load double, ptr %14, align 8, !tbaa !16
  %87 = call double %31(double noundef 2.000010e-01, double noundef 1.300000e+00) #10
  %88 = call double %31(double noundef 1.700000e+00, double noundef 1.300000e+00) #10
  %89 = fadd double %87, %88
  %90 = fmul double %89, 5.000000e-01
  br i1 %13, label %91, label %100

91:                                               ; preds = %67, %91
  %92 = phi i32 [ %98, %91 ], [ 1, %67 ]
  %93 = phi double [ %97, %91 ], [ %90, %67 ]
  %94 = uitofp nneg i32 %92 to double
  %95 = call double @llvm.fmuladd.f64(double %94, double %15, double 2.000010e-01)
  %96 = call double %31(double noundef %95, double noundef 1.300000e+00) #10
  %97 = fadd double %93, %96
  %98 = add nuw nsw i32 %92, 1
  %99 = icmp eq i32 %98, %10
  br i1 %99, label %100, label %91, !llvm.loop !14

100:                                              ; preds = %91, %67
  %101 = phi double [ %90, %67 ], [ %97, %91 ]
  %102 = fmul double %15, %101
  %103 = call double %31(double noundef 1.999990e-01, double noundef 1.300000e+00) #10
  %104 = call double %31(double noundef 1.700000e+00, double noundef 1.300000e+00) #10
  %105 = fadd double %103, %104
  %106 = fmul double %105, 5.000000e-01
  br i1 %13, label %107, label %116

107:                                              ; preds = %100, %107
  %108 = phi i32 [ %114, %107 ], [ 1, %100 ]
  %109 = phi double [ %113, %107 ], [ %106, %100 ]
  %110 = uitofp nneg i32 %108 to double
  %111 = call double @llvm.fmuladd.f64(double %110, double %16, double 1.999990e-01)
  %112 = call double %31(double noundef %111, double noundef 1.300000e+00) #10
  %113 = fadd double %109, %112
  %114 = add nuw nsw i32 %108, 1
  %115 = icmp eq i32 %114, %10
  br i1 %115, label %116, label %107, !llvm.loop !14

116:                                              ; preds = %107, %100
  %117 = phi double [ %106, %100 ], [ %113, %107 ]
  %118 = fmul double %16, %117
  %119 = fsub double %102, %118
  %120 = fdiv double %119, 2.000000e-06
  %121 = fsub double %86, %120
  %122 = call double @llvm.fabs.f64(double %121)
  %123 = call double @llvm.fabs.f64(double %120)
  %124 = call double @llvm.maxnum.f64(double %123, double 1.000000e+00)
  %125 = fmul double %124, 0x3EB0C6F7A0B5ED8D
  %126 = fcmp ugt double %122, %125
  %127 = fcmp ule double %123, 1.000000e-09
  %128 = or i1 %127, %126
  %129 = select i1 %128, ptr @.str.7, ptr @.str.8
  %130 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %2, double noundef %86, double noundef %120, ptr noundef nonnull %129)
  %131 = zext i1 %128 to i32
  %132 = load i32, ptr @fails, align 4, !tbaa !5
  %133 = add nsw i32 %132, %131
  store i32 %133, ptr @fails, align 4, !tbaa !5
  %134 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 64, ptr noundef nonnull @.str.4, ptr noundef %35) #10
  %135 = load double, ptr %17, align 8, !tbaa !17
  %136 = call double %31(double noundef 2.000000e-01, double noundef 1.300000e+00) #10
  %137 = call double %31(double noundef 0x3FFB33343FA2AD3E, double noundef 1.300000e+00) #10
  %138 = fadd double %136, %137
  %139 = fmul double %138, 5.000000e-01
  br i1 %13, label %140, label %149

140:                                              ; preds = %116, %140
  %141 = phi i32 [ %147, %140 ], [ 1, %116 ]
  %142 = phi double [ %146, %140 ], [ %139, %116 ]
  %143 = uitofp nneg i32 %141 to double
  %144 = call double @llvm.fmuladd.f64(double %143, double %16, double 2.000000e-01)
  %145 = call double %31(double noundef %144, double noundef 1.300000e+00) #10
  %146 = fadd double %142, %145
  %147 = add nuw nsw i32 %141, 1
  %148 = icmp eq i32 %147, %10
  br i1 %148, label %149, label %140, !llvm.loop !14

149:                                              ; preds = %140, %116
  %150 = phi double [ %139, %116 ], [ %146, %140 ]
  %151 = fmul double %16, %150
  %152 = call double %31(double noundef 2.000000e-01, double noundef 1.300000e+00) #10
  %153 = call double %31(double noundef 0x3FFB333226C3B928, double noundef 1.300000e+00) #10
  %154 = fadd double %152, %153
  %155 = fmul double %154, 5.000000e-01
  br i1 %13, label %156, label %165

156:                                              ; preds = %149, %156
  %157 = phi i32 [ %163, %156 ], [ 1, %149 ]
  %158 = phi double [ %162, %156 ], [ %155, %149 ]
  %159 = uitofp nneg i32 %157 to double
  %160 = call double @llvm.fmuladd.f64(double %159, double %18, double 2.000000e-01)
  %161 = call double %31(double noundef %160, double noundef 1.300000e+00) #10
  %162 = fadd double %158, %161
  %163 = add nuw nsw i32 %157, 1
  %164 = icmp eq i32 %163, %10
  br i1 %164, label %165, label %156, !llvm.loop !14

165:                                              ; preds = %156, %149
  %166 = phi double [ %155, %149 ], [ %162, %156 ]
  %167 = fmul double %18, %166
  %168 = fsub double %151, %167
  %169 = fdiv double %168, 2.000000e-06
  %170 = fsub double %135, %169
  %171 = call double @llvm.fabs.f64(double %170)
  %172 = call double @llvm.fabs.f64(double %169)
  %173 = call double @llvm.maxnum.f64(double %172, double 1.000000e+00)
  %174 = fmul double %173, 0x3EB0C6F7A0B5ED8D
  %175 = fcmp ugt double %171, %174
  %176 = fcmp ule double %172, 1.000000e-09
  %177 = or i1 %176, %175
  %178 = select i1 %177, ptr @.str.7, ptr @.str.8
  %179 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %2, double noundef %135, double noundef %169, ptr noundef nonnull %178)
  %180 = zext i1 %177 to i32
  %181 = load i32, ptr @fails, align 4, !tbaa !5
  %182 = add nsw i32 %181, %180
  store i32 %182, ptr @fails, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #10
  br i1 %28, label %27, label %19, !llvm.loop !18

183:                                              ; preds = %190
  %184 = icmp eq i32 %267, 0
  %185 = select i1 %184, ptr @.str.8, ptr @.str.7
  %186 = call i32 @puts(ptr nonnull dereferenceable(1) %185)
  %187 = load i32, ptr @fails, align 4, !tbaa !5
  %188 = icmp ne i32 %187, 0
  %189 = zext i1 %188 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %189

190:                                              ; preds = %19, %190
  %191 = phi i64 [ 0, %19 ], [ %268, %190 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #10
  %192 = getelementptr inbounds [4 x double], ptr %4, i64 0, i64 %191
  %193 = load double, ptr %192, align 8, !tbaa !19
  %194 = fadd double %193, 0x3EB0C6F7A0B5ED8D
  store double %194, ptr %192, align 8, !tbaa !19
  %195 = load double, ptr %4, align 16, !tbaa !19
  %196 = fmul double %195, 1.300000e+00
  %197 = call double @sin(double noundef %196) #10
  %198 = load double, ptr %22, align 8, !tbaa !19
  %199 = fmul double %198, 1.300000e+00
  %200 = call double @sin(double noundef %199) #10
  %201 = fmul double %198, %200
  %202 = insertelement <2 x double> poison, double %195, i64 0
  %203 = insertelement <2 x double> %202, double %201, i64 1
  %204 = insertelement <2 x double> <double poison, double 2.000000e+00>, double %197, i64 0
  %205 = fmul <2 x double> %203, %204
  store <2 x double> %205, ptr %8, align 16, !tbaa !19
  %206 = load double, ptr %23, align 16, !tbaa !19
  %207 = fmul double %206, 1.300000e+00
  %208 = call double @sin(double noundef %207) #10
  %209 = load double, ptr %25, align 8, !tbaa !19
  %210 = fmul double %209, 1.300000e+00
  %211 = call double @sin(double noundef %210) #10
  %212 = insertelement <2 x double> poison, double %206, i64 0
  %213 = insertelement <2 x double> %212, double %209, i64 1
  %214 = insertelement <2 x double> poison, double %208, i64 0
  %215 = insertelement <2 x double> %214, double %211, i64 1
  %216 = fmul <2 x double> %213, %215
  %217 = fmul <2 x double> %216, <double 3.000000e+00, double 4.000000e+00>
  store <2 x double> %217, ptr %24, align 16, !tbaa !19
  %218 = fadd double %193, 0xBEB0C6F7A0B5ED8D
  store double %218, ptr %192, align 8, !tbaa !19
  %219 = load double, ptr %4, align 16, !tbaa !19
  %220 = fmul double %219, 1.300000e+00
  %221 = call double @sin(double noundef %220) #10
  %222 = load double, ptr %22, align 8, !tbaa !19
  %223 = fmul double %222, 1.300000e+00
  %224 = call double @sin(double noundef %223) #10
  %225 = fmul double %222, %224
  %226 = insertelement <2 x double> poison, double %219, i64 0
  %227 = insertelement <2 x double> %226, double %225, i64 1
  %228 = insertelement <2 x double> <double poison, double 2.000000e+00>, double %221, i64 0
  %229 = fmul <2 x double> %227, %228
  store <2 x double> %229, ptr %9, align 16, !tbaa !19
  %230 = load double, ptr %23, align 16, !tbaa !19
  %231 = fmul double %230, 1.300000e+00
  %232 = call double @sin(double noundef %231) #10
  %233 = load double, ptr %25, align 8, !tbaa !19
  %234 = fmul double %233, 1.300000e+00
  %235 = call double @sin(double noundef %234) #10
  %236 = insertelement <2 x double> poison, double %230, i64 0
  %237 = insertelement <2 x double> %236, double %233, i64 1
  %238 = insertelement <2 x double> poison, double %232, i64 0
  %239 = insertelement <2 x double> %238, double %235, i64 1
  %240 = fmul <2 x double> %237, %239
  %241 = fmul <2 x double> %240, <double 3.000000e+00, double 4.000000e+00>
  store <2 x double> %241, ptr %26, align 16, !tbaa !19
  store double %193, ptr %192, align 8, !tbaa !19
  %242 = trunc nuw nsw i64 %191 to i32
  %243 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 64, ptr noundef nonnull @.str.5, i32 noundef %242) #10
  %244 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 %191
  %245 = load double, ptr %244, align 8, !tbaa !19
  %246 = getelementptr inbounds [4 x double], ptr @__const.main.seed, i64 0, i64 %191
  %247 = load double, ptr %246, align 8, !tbaa !19
  %248 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %191
  %249 = load double, ptr %248, align 8, !tbaa !19
  %250 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 %191
  %251 = load double, ptr %250, align 8, !tbaa !19
  %252 = fsub double %249, %251
  %253 = fmul double %247, %252
  %254 = fdiv double %253, 2.000000e-06
  %255 = fsub double %245, %254
  %256 = call double @llvm.fabs.f64(double %255)
  %257 = call double @llvm.fabs.f64(double %254)
  %258 = call double @llvm.maxnum.f64(double %257, double 1.000000e+00)
  %259 = fmul double %258, 0x3EB0C6F7A0B5ED8D
  %260 = fcmp ugt double %256, %259
  %261 = fcmp ule double %257, 1.000000e-09
  %262 = or i1 %261, %260
  %263 = select i1 %262, ptr @.str.7, ptr @.str.8
  %264 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %2, double noundef %245, double noundef %254, ptr noundef nonnull %263)
  %265 = zext i1 %262 to i32
  %266 = load i32, ptr @fails, align 4, !tbaa !5
  %267 = add nsw i32 %266, %265
  store i32 %267, ptr @fails, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #10
  %268 = add nuw nsw i64 %191, 1
  %269 = icmp eq i64 %268, 4
  br i1 %269, label %183, label %190, !llvm.loop !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @wave(double noundef %0, double noundef %1) #2 {
  %3 = fmul double %0, %1
  %4 = tail call double @sin(double noundef %3) #10
  %5 = fmul double %4, %0
  ret double %5
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @bump(double noundef %0, double noundef %1) #2 {
  %3 = fneg double %1
  %4 = fmul double %3, %0
  %5 = fmul double %4, %0
  %6 = tail call double @exp(double noundef %5) #10
  %7 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 1.000000e+00)
  %8 = fdiv double %6, %7
  ret double %8
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

declare void @__enzyme_autodiff_3(ptr dead_on_unwind writable sret(%struct.grad3) align 8, ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal double @trap(ptr nocapture noundef readonly %0, double noundef %1, double noundef %2, double noundef %3, i32 noundef %4) #0 {
  %6 = fsub double %3, %2
  %7 = sitofp i32 %4 to double
  %8 = fdiv double %6, %7
  %9 = tail call double %0(double noundef %2, double noundef %1) #10
  %10 = tail call double %0(double noundef %3, double noundef %1) #10
  %11 = fadd double %9, %10
  %12 = fmul double %11, 5.000000e-01
  %13 = icmp sgt i32 %4, 1
  br i1 %13, label %17, label %14

14:                                               ; preds = %17, %5
  %15 = phi double [ %12, %5 ], [ %23, %17 ]
  %16 = fmul double %8, %15
  ret double %16

17:                                               ; preds = %5, %17
  %18 = phi i32 [ %24, %17 ], [ 1, %5 ]
  %19 = phi double [ %23, %17 ], [ %12, %5 ]
  %20 = uitofp nneg i32 %18 to double
  %21 = tail call double @llvm.fmuladd.f64(double %20, double %8, double %2)
  %22 = tail call double %0(double noundef %21, double noundef %1) #10
  %23 = fadd double %19, %22
  %24 = add nuw nsw i32 %18, 1
  %25 = icmp eq i32 %24, %4
  br i1 %25, label %14, label %17, !llvm.loop !14
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

declare void @__enzyme_autodiff_void(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal void @apply(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, double noundef %3, i32 noundef %4) #0 {
  %6 = icmp sgt i32 %4, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %5
  %8 = zext nneg i32 %4 to i64
  br label %10

9:                                                ; preds = %10, %5
  ret void

10:                                               ; preds = %7, %10
  %11 = phi i64 [ 0, %7 ], [ %15, %10 ]
  %12 = getelementptr inbounds double, ptr %1, i64 %11
  %13 = load double, ptr %12, align 8, !tbaa !19
  %14 = tail call double %0(double noundef %13, double noundef %3) #10
  %15 = add nuw nsw i64 %11, 1
  %16 = trunc nuw nsw i64 %15 to i32
  %17 = uitofp nneg i32 %16 to double
  %18 = fmul double %14, %17
  %19 = getelementptr inbounds double, ptr %2, i64 %11
  store double %18, ptr %19, align 8, !tbaa !19
  %20 = icmp eq i64 %15, %8
  br i1 %20, label %9, label %10, !llvm.loop !21
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!12, !13, i64 0}
!12 = !{!"", !13, i64 0, !13, i64 8, !13, i64 16}
!13 = !{!"double", !7, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!12, !13, i64 8}
!17 = !{!12, !13, i64 16}
!18 = distinct !{!18, !15}
!19 = !{!13, !13, i64 0}
!20 = distinct !{!20, !15}
!21 = distinct !{!21, !15}
