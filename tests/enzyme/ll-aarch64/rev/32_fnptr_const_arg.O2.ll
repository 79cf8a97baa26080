; ModuleID = 'rev/32_fnptr_const_arg.c'
source_filename = "rev/32_fnptr_const_arg.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.grad3 = type { double, double, double }

@__const.main.fs = private unnamed_addr constant [2 x ptr] [ptr @wave, ptr @bump], align 8
@.str = private unnamed_addr constant [5 x i8] c"wave\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"bump\00", align 1
@__const.main.names = private unnamed_addr constant [2 x ptr] [ptr @.str, ptr @.str.1], align 8
@enzyme_const = external local_unnamed_addr global i32, align 4
@enzyme_out = external local_unnamed_addr global i32, align 4
@.str.2 = private unnamed_addr constant [14 x i8] c"trap(%s) d/dp\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"trap(%s) d/da\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"trap(%s) d/db\00", align 1
@__const.main.x = private unnamed_addr constant [4 x double] [double 3.000000e-01, double -8.000000e-01, double 1.100000e+00, double 2.000000e+00], align 8
@enzyme_dup = external local_unnamed_addr global i32, align 4
@__const.main.seed = private unnamed_addr constant [4 x double] [double 1.000000e+00, double -5.000000e-01, double 2.500000e-01, double 2.000000e+00], align 8
@.str.5 = private unnamed_addr constant [19 x i8] c"apply(wave) dx[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.9 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [64 x i8], align 1
  %3 = alloca [4 x double], align 8
  %4 = alloca [4 x double], align 8
  %5 = alloca [4 x double], align 8
  %6 = alloca [4 x double], align 8
  %7 = alloca [4 x double], align 16
  %8 = alloca [4 x double], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 16, ptr %1, align 4, !tbaa !6
  %9 = load volatile i32, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #10
  %10 = sitofp i32 %9 to double
  %11 = fdiv double 1.500000e+00, %10
  %12 = icmp sgt i32 %9, 1
  %13 = fdiv double 0x3FF7FFFEF39085F4, %10
  %14 = fdiv double 0x3FF800010C6F7A0B, %10
  %15 = fdiv double 0x3FF7FFFEF39085F5, %10
  br label %24

16:                                               ; preds = %163
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull align 8 dereferenceable(32) @__const.main.x, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(32) @__const.main.seed, i64 32, i1 false)
  %17 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %18 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  call void (ptr, ...) @__enzyme_autodiff_void(ptr noundef nonnull @apply, i32 noundef %17, ptr noundef nonnull @wave, i32 noundef %18, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %18, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %17, double noundef 1.300000e+00, i32 noundef %17, i32 noundef 4) #10
  %19 = getelementptr inbounds i8, ptr %3, i64 8
  %20 = getelementptr inbounds i8, ptr %3, i64 16
  %21 = getelementptr inbounds i8, ptr %7, i64 16
  %22 = getelementptr inbounds i8, ptr %3, i64 24
  %23 = getelementptr inbounds i8, ptr %8, i64 16
  br label %188

24:                                               ; preds = %0, %163
  %25 = phi i1 [ true, %0 ], [ false, %163 ]
  %26 = phi i64 [ 0, %0 ], [ 1, %163 ]
  %27 = getelementptr inbounds [2 x ptr], ptr @__const.main.fs, i64 0, i64 %26
  %28 = load ptr, ptr %27, align 8, !tbaa !10
  %29 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %30 = load i32, ptr @enzyme_out, align 4, !tbaa !6
  %31 = call %struct.grad3 (ptr, ...) @__enzyme_autodiff_3(ptr noundef nonnull @trap, i32 noundef %29, ptr noundef %28, i32 noundef %30, double noundef 1.300000e+00, i32 noundef %30, double noundef 2.000000e-01, i32 noundef %30, double noundef 1.700000e+00, i32 noundef %29, i32 noundef %9) #10
  %32 = extractvalue %struct.grad3 %31, 0
  %33 = extractvalue %struct.grad3 %31, 1
  %34 = extractvalue %struct.grad3 %31, 2
  %35 = getelementptr inbounds [2 x ptr], ptr @__const.main.names, i64 0, i64 %26
  %36 = load ptr, ptr %35, align 8, !tbaa !10
  %37 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 64, ptr noundef nonnull @.str.2, ptr noundef %36) #10
  %38 = call double %28(double noundef 2.000000e-01, double noundef 0x3FF4CCCDD93C46D8) #10
  %39 = call double %28(double noundef 1.700000e+00, double noundef 0x3FF4CCCDD93C46D8) #10
  %40 = fadd double %38, %39
  %41 = fmul double %40, 5.000000e-01
  br i1 %12, label %42, label %51

42:                                               ; preds = %24, %42
  %43 = phi i32 [ %49, %42 ], [ 1, %24 ]
  %44 = phi double [ %48, %42 ], [ %41, %24 ]
  %45 = uitofp nneg i32 %43 to double
  %46 = call double @llvm.fmuladd.f64(double %45, double %11, double 2.000000e-01)
  %47 = call double %28(double noundef %46, double noundef 0x3FF4CCCDD93C46D8) #10
  %48 = fadd double %44, %47
  %49 = add nuw nsw i32 %43, 1
  %50 = icmp eq i32 %49, %9
  br i1 %50, label %51, label %42, !llvm.loop !12

51:                                               ; preds = %42, %24
  %52 = phi double [ %41, %24 ], [ %48, %42 ]
  %53 = fmul double %11, %52
  %54 = call double %28(double noundef 2.000000e-01, double noundef 0x3FF4CCCBC05D52C2) #10
  %55 = call double %28(double noundef 1.700000e+00, double noundef 0x3FF4CCCBC05D52C2) #10
  %56 = fadd double %54, %55
  %57 = fmul double %56, 5.000000e-01
  br i1 %12, label %58, label %67

58:                                               ; preds = %51, %58
  %59 = phi i32 [ %65, %58 ], [ 1, %51 ]
  %60 = phi double [ %64, %58 ], [ %57, %51 ]
  %61 = uitofp nneg i32 %59 to double
  %62 = call double @llvm.fmuladd.f64(double %61, double %11, double 2.000000e-01)
  %63 = call double %28(double noundef %62, double noundef 0x3FF4CCCBC05D52C2) #10
  %64 = fadd double %60, %63
  %65 = add nuw nsw i32 %59, 1
  %66 = icmp eq i32 %65, %9
  br i1 %66, label %67, label %58, !llvm.loop !12

67:                                               ; preds = %58, %51
  %68 = phi double [ %57, %51 ], [ %64, %58 ]
  %69 = fmul double %11, %68
  %70 = fsub double %53, %69
  %71 = fdiv double %70, 2.000000e-06
  %72 = fsub double %32, %71
  %73 = call double @llvm.fabs.f64(double %72)
  %74 = call double @llvm.fabs.f64(double %71)
  %75 = call double @llvm.maxnum.f64(double %74, double 1.000000e+00)
  %76 = fmul double %75, 0x3EB0C6F7A0B5ED8D
  %77 = fcmp ugt double %73, %76
  %78 = fcmp ule double %74, 1.000000e-09
  %79 = or i1 %78, %77
  %80 = select i1 %79, ptr @.str.7, ptr @.str.8
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %2, double noundef %32, double noundef %71, ptr noundef nonnull %80)
  %82 = zext i1 %79 to i32
  %83 = load i32, ptr @fails, align 4, !tbaa !6
  %84 = add nsw i32 %83, %82
  store i32 %84, ptr @fails, align 4, !tbaa !6
  %85 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 64, ptr noundef nonnull @.str.3, ptr noundef %36) #10
  %86 = call double %28(double noundef 2.000010e-01, double noundef 1.300000e+00) #10
  %87 = call double %28(double noundef 1.700000e+00, double noundef 1.300000e+00) #10
  %88 = fadd double %86, %87
  %89 = fmul double %88, 5.000000e-01
  br i1 %12, label %90, label %99

90:                                               ; preds = %67, %90
  %91 = phi i32 [ %97, %90 ], [ 1, %67 ]
  %92 = phi double [ %96, %90 ], [ %89, %67 ]
  %93 = uitofp nneg i32 %91 to double
  %94 = call double @llvm.fmuladd.f64(double %93, double %13, double 2.000010e-01)
  %95 = call double %28(double noundef %94, double noundef 1.300000e+00) #10
  %96 = fadd double %92, %95
  %97 = add nuw nsw i32 %91, 1
  %98 = icmp eq i32 %97, %9
  br i1 %98, label %99, label %90, !llvm.loop !12

99:                                               ; preds = %90, %67
  %100 = phi double [ %89, %67 ], [ %96, %90 ]
  %101 = fmul double %13, %100
  %102 = call double %28(double noundef 1.999990e-01, double noundef 1.300000e+00) #10
  %103 = call double %28(double noundef 1.700000e+00, double noundef 1.300000e+00) #10
  %104 = fadd double %102, %103
  %105 = fmul double %104, 5.000000e-01
  br i1 %12, label %106, label %115

106:                                              ; preds = %99, %106
  %107 = phi i32 [ %113, %106 ], [ 1, %99 ]
  %108 = phi double [ %112, %106 ], [ %105, %99 ]
  %109 = uitofp nneg i32 %107 to double
  %110 = call double @llvm.fmuladd.f64(double %109, double %14, double 1.999990e-01)
  %111 = call double %28(double noundef %110, double noundef 1.300000e+00) #10
  %112 = fadd double %108, %111
  %113 = add nuw nsw i32 %107, 1
  %114 = icmp eq i32 %113, %9
  br i1 %114, label %115, label %106, !llvm.loop !12

115:                                              ; preds = %106, %99
  %116 = phi double [ %105, %99 ], [ %112, %106 ]
  %117 = fmul double %14, %116
  %118 = fsub double %101, %117
  %119 = fdiv double %118, 2.000000e-06
  %120 = fsub double %33, %119
  %121 = call double @llvm.fabs.f64(double %120)
  %122 = call double @llvm.fabs.f64(double %119)
  %123 = call double @llvm.maxnum.f64(double %122, double 1.000000e+00)
  %124 = fmul double %123, 0x3EB0C6F7A0B5ED8D
  %125 = fcmp ugt double %121, %124
  %126 = fcmp ule double %122, 1.000000e-09
  %127 = or i1 %126, %125
  %128 = select i1 %127, ptr @.str.7, ptr @.str.8
  %129 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %2, double noundef %33, double noundef %119, ptr noundef nonnull %128)
  %130 = zext i1 %127 to i32
  %131 = load i32, ptr @fails, align 4, !tbaa !6
  %132 = add nsw i32 %131, %130
  store i32 %132, ptr @fails, align 4, !tbaa !6
  %133 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 64, ptr noundef nonnull @.str.4, ptr noundef %36) #10
  %134 = call double %28(double noundef 2.000000e-01, double noundef 1.300000e+00) #10
  %135 = call double %28(double noundef 0x3FFB33343FA2AD3E, double noundef 1.300000e+00) #10
  %136 = fadd double %134, %135
  %137 = fmul double %136, 5.000000e-01
  br i1 %12, label %138, label %147

138:                                              ; preds = %115, %138
  %139 = phi i32 [ %145, %138 ], [ 1, %115 ]
  %140 = phi double [ %144, %138 ], [ %137, %115 ]
  %141 = uitofp nneg i32 %139 to double
  %142 = call double @llvm.fmuladd.f64(double %141, double %14, double 2.000000e-01)
  %143 = call double %28(double noundef %142, double noundef 1.300000e+00) #10
  %144 = fadd double %140, %143
  %145 = add nuw nsw i32 %139, 1
  %146 = icmp eq i32 %145, %9
  br i1 %146, label %147, label %138, !llvm.loop !12

147:                                              ; preds = %138, %115
  %148 = phi double [ %137, %115 ], [ %144, %138 ]
  %149 = fmul double %14, %148
  %150 = call double %28(double noundef 2.000000e-01, double noundef 1.300000e+00) #10
  %151 = call double %28(double noundef 0x3FFB333226C3B928, double noundef 1.300000e+00) #10
  %152 = fadd double %150, %151
  %153 = fmul double %152, 5.000000e-01
  br i1 %12, label %154, label %163

154:                                              ; preds = %147, %154
  %155 = phi i32 [ %161, %154 ], [ 1, %147 ]
  %156 = phi double [ %160, %154 ], [ %153, %147 ]
  %157 = uitofp nneg i32 %155 to double
  %158 = call double @llvm.fmuladd.f64(double %157, double %15, double 2.000000e-01)
  %159 = call double %28(double noundef %158, double noundef 1.300000e+00) #10
  %160 = fadd double %156, %159
  %161 = add nuw nsw i32 %155, 1
  %162 = icmp eq i32 %161, %9
  br i1 %162, label %163, label %154, !llvm.loop !12

163:                                              ; preds = %154, %147
  %164 = phi double [ %153, %147 ], [ %160, %154 ]
  %165 = fmul double %15, %164
  %166 = fsub double %149, %165
  %167 = fdiv double %166, 2.000000e-06
  %168 = fsub double %34, %167
  %169 = call double @llvm.fabs.f64(double %168)
  %170 = call double @llvm.fabs.f64(double %167)
  %171 = call double @llvm.maxnum.f64(double %170, double 1.000000e+00)
  %172 = fmul double %171, 0x3EB0C6F7A0B5ED8D
  %173 = fcmp ugt double %169, %172
  %174 = fcmp ule double %170, 1.000000e-09
  %175 = or i1 %174, %173
  %176 = select i1 %175, ptr @.str.7, ptr @.str.8
  %177 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %2, double noundef %34, double noundef %167, ptr noundef nonnull %176)
  %178 = zext i1 %175 to i32
  %179 = load i32, ptr @fails, align 4, !tbaa !6
  %180 = add nsw i32 %179, %178
  store i32 %180, ptr @fails, align 4, !tbaa !6
  br i1 %25, label %24, label %16, !llvm.loop !14

181:                                              ; preds = %188
  %182 = icmp eq i32 %265, 0
  %183 = select i1 %182, ptr @.str.8, ptr @.str.7
  %184 = call i32 @puts(ptr nonnull dereferenceable(1) %183)
  %185 = load i32, ptr @fails, align 4, !tbaa !6
  %186 = icmp ne i32 %185, 0
  %187 = zext i1 %186 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %187

188:                                              ; preds = %16, %188
  %189 = phi i64 [ 0, %16 ], [ %266, %188 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #10
  %190 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %189
  %191 = load double, ptr %190, align 8, !tbaa !15
  %192 = fadd double %191, 0x3EB0C6F7A0B5ED8D
  store double %192, ptr %190, align 8, !tbaa !15
  %193 = load double, ptr %3, align 8, !tbaa !15
  %194 = fmul double %193, 1.300000e+00
  %195 = call double @sin(double noundef %194) #10
  %196 = load double, ptr %19, align 8, !tbaa !15
  %197 = fmul double %196, 1.300000e+00
  %198 = call double @sin(double noundef %197) #10
  %199 = fmul double %196, %198
  %200 = insertelement <2 x double> poison, double %193, i64 0
  %201 = insertelement <2 x double> %200, double %199, i64 1
  %202 = insertelement <2 x double> <double poison, double 2.000000e+00>, double %195, i64 0
  %203 = fmul <2 x double> %201, %202
  store <2 x double> %203, ptr %7, align 16, !tbaa !15
  %204 = load double, ptr %20, align 8, !tbaa !15
  %205 = fmul double %204, 1.300000e+00
  %206 = call double @sin(double noundef %205) #10
  %207 = load double, ptr %22, align 8, !tbaa !15
  %208 = fmul double %207, 1.300000e+00
  %209 = call double @sin(double noundef %208) #10
  %210 = insertelement <2 x double> poison, double %204, i64 0
  %211 = insertelement <2 x double> %210, double %207, i64 1
  %212 = insertelement <2 x double> poison, double %206, i64 0
  %213 = insertelement <2 x double> %212, double %209, i64 1
  %214 = fmul <2 x double> %211, %213
  %215 = fmul <2 x double> %214, <double 3.000000e+00, double 4.000000e+00>
  store <2 x double> %215, ptr %21, align 16, !tbaa !15
  %216 = fadd double %191, 0xBEB0C6F7A0B5ED8D
  store double %216, ptr %190, align 8, !tbaa !15
  %217 = load double, ptr %3, align 8, !tbaa !15
  %218 = fmul double %217, 1.300000e+00
  %219 = call double @sin(double noundef %218) #10
  %220 = load double, ptr %19, align 8, !tbaa !15
  %221 = fmul double %220, 1.300000e+00
  %222 = call double @sin(double noundef %221) #10
  %223 = fmul double %220, %222
  %224 = insertelement <2 x double> poison, double %217, i64 0
  %225 = insertelement <2 x double> %224, double %223, i64 1
  %226 = insertelement <2 x double> <double poison, double 2.000000e+00>, double %219, i64 0
  %227 = fmul <2 x double> %225, %226
  store <2 x double> %227, ptr %8, align 16, !tbaa !15
  %228 = load double, ptr %20, align 8, !tbaa !15
  %229 = fmul double %228, 1.300000e+00
  %230 = call double @sin(double noundef %229) #10
  %231 = load double, ptr %22, align 8, !tbaa !15
  %232 = fmul double %231, 1.300000e+00
  %233 = call double @sin(double noundef %232) #10
  %234 = insertelement <2 x double> poison, double %228, i64 0
  %235 = insertelement <2 x double> %234, double %231, i64 1
  %236 = insertelement <2 x double> poison, double %230, i64 0
  %237 = insertelement <2 x double> %236, double %233, i64 1
  %238 = fmul <2 x double> %235, %237
  %239 = fmul <2 x double> %238, <double 3.000000e+00, double 4.000000e+00>
  store <2 x double> %239, ptr %23, align 16, !tbaa !15
  store double %191, ptr %190, align 8, !tbaa !15
  %240 = trunc nuw nsw i64 %189 to i32
  %241 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 64, ptr noundef nonnull @.str.5, i32 noundef %240) #10
  %242 = getelementptr inbounds [4 x double], ptr %4, i64 0, i64 %189
  %243 = load double, ptr %242, align 8, !tbaa !15
  %244 = getelementptr inbounds [4 x double], ptr @__const.main.seed, i64 0, i64 %189
  %245 = load double, ptr %244, align 8, !tbaa !15
  %246 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %189
  %247 = load double, ptr %246, align 8, !tbaa !15
  %248 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %189
  %249 = load double, ptr %248, align 8, !tbaa !15
  %250 = fsub double %247, %249
  %251 = fmul double %245, %250
  %252 = fdiv double %251, 2.000000e-06
  %253 = fsub double %243, %252
  %254 = call double @llvm.fabs.f64(double %253)
  %255 = call double @llvm.fabs.f64(double %252)
  %256 = call double @llvm.maxnum.f64(double %255, double 1.000000e+00)
  %257 = fmul double %256, 0x3EB0C6F7A0B5ED8D
  %258 = fcmp ugt double %254, %257
  %259 = fcmp ule double %255, 1.000000e-09
  %260 = or i1 %259, %258
  %261 = select i1 %260, ptr @.str.7, ptr @.str.8
  %262 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %2, double noundef %243, double noundef %252, ptr noundef nonnull %261)
  %263 = zext i1 %260 to i32
  %264 = load i32, ptr @fails, align 4, !tbaa !6
  %265 = add nsw i32 %264, %263
  store i32 %265, ptr @fails, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #10
  %266 = add nuw nsw i64 %189, 1
  %267 = icmp eq i64 %266, 4
  br i1 %267, label %181, label %188, !llvm.loop !17
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

declare %struct.grad3 @__enzyme_autodiff_3(ptr noundef, ...) local_unnamed_addr #4

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
  br i1 %25, label %14, label %17, !llvm.loop !12
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
  %13 = load double, ptr %12, align 8, !tbaa !15
  %14 = tail call double %0(double noundef %13, double noundef %3) #10
  %15 = add nuw nsw i64 %11, 1
  %16 = trunc nuw nsw i64 %15 to i32
  %17 = uitofp nneg i32 %16 to double
  %18 = fmul double %14, %17
  %19 = getelementptr inbounds double, ptr %2, i64 %11
  store double %18, ptr %19, align 8, !tbaa !15
  %20 = icmp eq i64 %15, %8
  br i1 %20, label %9, label %10, !llvm.loop !18
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

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = !{!16, !16, i64 0}
!16 = !{!"double", !8, i64 0}
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !13}
