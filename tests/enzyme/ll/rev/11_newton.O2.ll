; ModuleID = 'rev/11_newton.c'
source_filename = "rev/11_newton.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [13 x i8] c"sqrt(a) d/da\00", align 1
@enzyme_out = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.1 = private unnamed_addr constant [17 x i8] c"sqrt(a) implicit\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"cbrt(a) d/da\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"kepler d/de\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"kepler d/dM\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"kepler d/dM implicit\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.9 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 30, ptr %1, align 4, !tbaa !5
  %2 = load volatile i32, ptr %1, align 4, !tbaa !5
  %3 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %4 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %5 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @newton_sqrt, i32 noundef %3, double noundef 7.300000e+00, i32 noundef %4, i32 noundef %2) #10
  %6 = icmp sgt i32 %2, 0
  br i1 %6, label %7, label %79

7:                                                ; preds = %0
  %8 = and i32 %2, 3
  %9 = icmp ult i32 %2, 4
  br i1 %9, label %29, label %10

10:                                               ; preds = %7
  %11 = and i32 %2, 2147483644
  br label %12

12:                                               ; preds = %12, %10
  %13 = phi double [ 0x401D3333764F11B6, %10 ], [ %26, %12 ]
  %14 = phi i32 [ 0, %10 ], [ %27, %12 ]
  %15 = fdiv double 0x401D3333764F11B6, %13
  %16 = fadd double %13, %15
  %17 = fmul double %16, 5.000000e-01
  %18 = fdiv double 0x401D3333764F11B6, %17
  %19 = fadd double %17, %18
  %20 = fmul double %19, 5.000000e-01
  %21 = fdiv double 0x401D3333764F11B6, %20
  %22 = fadd double %20, %21
  %23 = fmul double %22, 5.000000e-01
  %24 = fdiv double 0x401D3333764F11B6, %23
  %25 = fadd double %23, %24
  %26 = fmul double %25, 5.000000e-01
  %27 = add i32 %14, 4
  %28 = icmp eq i32 %27, %11
  br i1 %28, label %29, label %12, !llvm.loop !9

29:                                               ; preds = %12, %7
  %30 = phi double [ poison, %7 ], [ %26, %12 ]
  %31 = phi double [ 0x401D3333764F11B6, %7 ], [ %26, %12 ]
  %32 = icmp eq i32 %8, 0
  br i1 %32, label %41, label %33

33:                                               ; preds = %29, %33
  %34 = phi double [ %38, %33 ], [ %31, %29 ]
  %35 = phi i32 [ %39, %33 ], [ 0, %29 ]
  %36 = fdiv double 0x401D3333764F11B6, %34
  %37 = fadd double %34, %36
  %38 = fmul double %37, 5.000000e-01
  %39 = add i32 %35, 1
  %40 = icmp eq i32 %39, %8
  br i1 %40, label %41, label %33, !llvm.loop !11

41:                                               ; preds = %33, %29
  %42 = phi double [ %30, %29 ], [ %38, %33 ]
  %43 = and i32 %2, 3
  %44 = icmp ult i32 %2, 4
  br i1 %44, label %64, label %45

45:                                               ; preds = %41
  %46 = and i32 %2, 2147483644
  br label %47

47:                                               ; preds = %47, %45
  %48 = phi double [ 0x401D3332F01754B0, %45 ], [ %61, %47 ]
  %49 = phi i32 [ 0, %45 ], [ %62, %47 ]
  %50 = fdiv double 0x401D3332F01754B0, %48
  %51 = fadd double %48, %50
  %52 = fmul double %51, 5.000000e-01
  %53 = fdiv double 0x401D3332F01754B0, %52
  %54 = fadd double %52, %53
  %55 = fmul double %54, 5.000000e-01
  %56 = fdiv double 0x401D3332F01754B0, %55
  %57 = fadd double %55, %56
  %58 = fmul double %57, 5.000000e-01
  %59 = fdiv double 0x401D3332F01754B0, %58
  %60 = fadd double %58, %59
  %61 = fmul double %60, 5.000000e-01
  %62 = add i32 %49, 4
  %63 = icmp eq i32 %62, %46
  br i1 %63, label %64, label %47, !llvm.loop !9

64:                                               ; preds = %47, %41
  %65 = phi double [ poison, %41 ], [ %61, %47 ]
  %66 = phi double [ 0x401D3332F01754B0, %41 ], [ %61, %47 ]
  %67 = icmp eq i32 %43, 0
  br i1 %67, label %76, label %68

68:                                               ; preds = %64, %68
  %69 = phi double [ %73, %68 ], [ %66, %64 ]
  %70 = phi i32 [ %74, %68 ], [ 0, %64 ]
  %71 = fdiv double 0x401D3332F01754B0, %69
  %72 = fadd double %69, %71
  %73 = fmul double %72, 5.000000e-01
  %74 = add i32 %70, 1
  %75 = icmp eq i32 %74, %43
  br i1 %75, label %76, label %68, !llvm.loop !13

76:                                               ; preds = %68, %64
  %77 = phi double [ %65, %64 ], [ %73, %68 ]
  %78 = fsub double %42, %77
  br label %79

79:                                               ; preds = %76, %0
  %80 = phi double [ 0x3EC0C6F7A0C00000, %0 ], [ %78, %76 ]
  %81 = fdiv double %80, 2.000000e-06
  %82 = fsub double %5, %81
  %83 = tail call double @llvm.fabs.f64(double %82)
  %84 = tail call double @llvm.fabs.f64(double %81)
  %85 = tail call double @llvm.maxnum.f64(double %84, double 1.000000e+00)
  %86 = fmul double %85, 0x3EB0C6F7A0B5ED8D
  %87 = fcmp ugt double %83, %86
  %88 = fcmp ule double %84, 1.000000e-09
  %89 = or i1 %88, %87
  %90 = select i1 %89, ptr @.str.7, ptr @.str.8
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef %5, double noundef %81, ptr noundef nonnull %90)
  %92 = zext i1 %89 to i32
  %93 = load i32, ptr @fails, align 4, !tbaa !5
  %94 = add nsw i32 %93, %92
  store i32 %94, ptr @fails, align 4, !tbaa !5
  %95 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @newton_sqrt, double noundef 7.300000e+00, i32 noundef %2) #10
  %96 = fadd double %95, 0xBFC7AFFD8EA6C722
  %97 = tail call double @llvm.fabs.f64(double %96)
  %98 = fcmp ugt double %97, 0x3EB0C6F7A0B5ED8D
  %99 = select i1 %98, ptr @.str.7, ptr @.str.8
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, double noundef %95, double noundef 0x3FC7AFFD8EA6C722, ptr noundef nonnull %99)
  %101 = zext i1 %98 to i32
  %102 = load i32, ptr @fails, align 4, !tbaa !5
  %103 = add nsw i32 %102, %101
  store i32 %103, ptr @fails, align 4, !tbaa !5
  %104 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @newton_cbrt, double noundef 7.300000e+00) #10
  br label %105

105:                                              ; preds = %105, %79
  %106 = phi i32 [ %115, %105 ], [ 0, %79 ]
  %107 = phi double [ %114, %105 ], [ 0xC0193333764F11B6, %79 ]
  %108 = phi double [ %112, %105 ], [ 1.000000e+00, %79 ]
  %109 = fmul double %108, 3.000000e+00
  %110 = fmul double %108, %109
  %111 = fdiv double %107, %110
  %112 = fsub double %108, %111
  %113 = fmul double %112, %112
  %114 = tail call double @llvm.fmuladd.f64(double %113, double %112, double 0xC01D3333764F11B6)
  %115 = add nuw nsw i32 %106, 1
  %116 = tail call double @llvm.fabs.f64(double %114)
  %117 = fcmp ogt double %116, 0x3D348C348079204A
  %118 = icmp ult i32 %106, 99
  %119 = select i1 %117, i1 %118, i1 false
  br i1 %119, label %105, label %120, !llvm.loop !14

120:                                              ; preds = %105, %120
  %121 = phi i32 [ %130, %120 ], [ 0, %105 ]
  %122 = phi double [ %129, %120 ], [ 0xC0193332F01754B0, %105 ]
  %123 = phi double [ %127, %120 ], [ 1.000000e+00, %105 ]
  %124 = fmul double %123, 3.000000e+00
  %125 = fmul double %123, %124
  %126 = fdiv double %122, %125
  %127 = fsub double %123, %126
  %128 = fmul double %127, %127
  %129 = tail call double @llvm.fmuladd.f64(double %128, double %127, double 0xC01D3332F01754B0)
  %130 = add nuw nsw i32 %121, 1
  %131 = tail call double @llvm.fabs.f64(double %129)
  %132 = fcmp ogt double %131, 0x3D348C3422069C17
  %133 = icmp ult i32 %121, 99
  %134 = select i1 %132, i1 %133, i1 false
  br i1 %134, label %120, label %135, !llvm.loop !14

135:                                              ; preds = %120
  %136 = insertelement <2 x double> poison, double %112, i64 0
  %137 = insertelement <2 x double> %136, double %127, i64 1
  %138 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %137, <2 x double> %137, <2 x double> %137)
  %139 = shufflevector <2 x double> %138, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %140 = fsub <2 x double> %138, %139
  %141 = extractelement <2 x double> %140, i64 0
  %142 = fdiv double %141, 2.000000e-06
  %143 = fsub double %104, %142
  %144 = tail call double @llvm.fabs.f64(double %143)
  %145 = tail call double @llvm.fabs.f64(double %142)
  %146 = tail call double @llvm.maxnum.f64(double %145, double 1.000000e+00)
  %147 = fmul double %146, 0x3EB0C6F7A0B5ED8D
  %148 = fcmp ugt double %144, %147
  %149 = fcmp ule double %145, 1.000000e-09
  %150 = or i1 %149, %148
  %151 = select i1 %150, ptr @.str.7, ptr @.str.8
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, double noundef %104, double noundef %142, ptr noundef nonnull %151)
  %153 = zext i1 %150 to i32
  %154 = load i32, ptr @fails, align 4, !tbaa !5
  %155 = add nsw i32 %154, %153
  store i32 %155, ptr @fails, align 4, !tbaa !5
  %156 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %157 = tail call { double, double } (ptr, ...) @__enzyme_autodiff_2(ptr noundef nonnull @kepler, i32 noundef %156, double noundef 3.000000e-01, i32 noundef %156, double noundef 1.100000e+00) #10
  %158 = extractvalue { double, double } %157, 0
  br label %159

159:                                              ; preds = %159, %135
  %160 = phi double [ 1.100000e+00, %135 ], [ %167, %159 ]
  %161 = tail call double @sin(double noundef %160) #10
  %162 = tail call double @llvm.fmuladd.f64(double %161, double 0xBFD3333764F11B60, double %160)
  %163 = fadd double %162, -1.100000e+00
  %164 = tail call double @cos(double noundef %160) #10
  %165 = tail call double @llvm.fmuladd.f64(double %164, double 0xBFD3333764F11B60, double 1.000000e+00)
  %166 = fdiv double %163, %165
  %167 = fsub double %160, %166
  %168 = tail call double @llvm.fabs.f64(double %166)
  %169 = fcmp ogt double %168, 1.000000e-15
  br i1 %169, label %159, label %170, !llvm.loop !15

170:                                              ; preds = %159, %170
  %171 = phi double [ %178, %170 ], [ 1.100000e+00, %159 ]
  %172 = tail call double @sin(double noundef %171) #10
  %173 = tail call double @llvm.fmuladd.f64(double %172, double -2.999990e-01, double %171)
  %174 = fadd double %173, -1.100000e+00
  %175 = tail call double @cos(double noundef %171) #10
  %176 = tail call double @llvm.fmuladd.f64(double %175, double -2.999990e-01, double 1.000000e+00)
  %177 = fdiv double %174, %176
  %178 = fsub double %171, %177
  %179 = tail call double @llvm.fabs.f64(double %177)
  %180 = fcmp ogt double %179, 1.000000e-15
  br i1 %180, label %170, label %181, !llvm.loop !15

181:                                              ; preds = %170
  %182 = fsub double %167, %178
  %183 = fdiv double %182, 2.000000e-06
  %184 = fsub double %158, %183
  %185 = tail call double @llvm.fabs.f64(double %184)
  %186 = tail call double @llvm.fabs.f64(double %183)
  %187 = tail call double @llvm.maxnum.f64(double %186, double 1.000000e+00)
  %188 = fmul double %187, 0x3EB0C6F7A0B5ED8D
  %189 = fcmp ugt double %185, %188
  %190 = fcmp ule double %186, 1.000000e-09
  %191 = or i1 %190, %189
  %192 = select i1 %191, ptr @.str.7, ptr @.str.8
  %193 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef %158, double noundef %183, ptr noundef nonnull %192)
  %194 = zext i1 %191 to i32
  %195 = load i32, ptr @fails, align 4, !tbaa !5
  %196 = add nsw i32 %195, %194
  store i32 %196, ptr @fails, align 4, !tbaa !5
  br label %197

197:                                              ; preds = %197, %181
  %198 = phi double [ 0x3FF1999AA60913A5, %181 ], [ %205, %197 ]
  %199 = tail call double @sin(double noundef %198) #10
  %200 = tail call double @llvm.fmuladd.f64(double %199, double -3.000000e-01, double %198)
  %201 = fadd double %200, 0xBFF1999AA60913A5
  %202 = tail call double @cos(double noundef %198) #10
  %203 = tail call double @llvm.fmuladd.f64(double %202, double -3.000000e-01, double 1.000000e+00)
  %204 = fdiv double %201, %203
  %205 = fsub double %198, %204
  %206 = tail call double @llvm.fabs.f64(double %204)
  %207 = fcmp ogt double %206, 1.000000e-15
  br i1 %207, label %197, label %208, !llvm.loop !15

208:                                              ; preds = %197, %208
  %209 = phi double [ %216, %208 ], [ 0x3FF199988D2A1F8F, %197 ]
  %210 = tail call double @sin(double noundef %209) #10
  %211 = tail call double @llvm.fmuladd.f64(double %210, double -3.000000e-01, double %209)
  %212 = fadd double %211, 0xBFF199988D2A1F8F
  %213 = tail call double @cos(double noundef %209) #10
  %214 = tail call double @llvm.fmuladd.f64(double %213, double -3.000000e-01, double 1.000000e+00)
  %215 = fdiv double %212, %214
  %216 = fsub double %209, %215
  %217 = tail call double @llvm.fabs.f64(double %215)
  %218 = fcmp ogt double %217, 1.000000e-15
  br i1 %218, label %208, label %219, !llvm.loop !15

219:                                              ; preds = %208
  %220 = extractvalue { double, double } %157, 1
  %221 = fsub double %205, %216
  %222 = fdiv double %221, 2.000000e-06
  %223 = fsub double %220, %222
  %224 = tail call double @llvm.fabs.f64(double %223)
  %225 = tail call double @llvm.fabs.f64(double %222)
  %226 = tail call double @llvm.maxnum.f64(double %225, double 1.000000e+00)
  %227 = fmul double %226, 0x3EB0C6F7A0B5ED8D
  %228 = fcmp ugt double %224, %227
  %229 = fcmp ule double %225, 1.000000e-09
  %230 = or i1 %229, %228
  %231 = select i1 %230, ptr @.str.7, ptr @.str.8
  %232 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef %220, double noundef %222, ptr noundef nonnull %231)
  %233 = zext i1 %230 to i32
  %234 = load i32, ptr @fails, align 4, !tbaa !5
  %235 = add nsw i32 %234, %233
  store i32 %235, ptr @fails, align 4, !tbaa !5
  br label %236

236:                                              ; preds = %236, %219
  %237 = phi double [ 1.100000e+00, %219 ], [ %244, %236 ]
  %238 = tail call double @sin(double noundef %237) #10
  %239 = tail call double @llvm.fmuladd.f64(double %238, double -3.000000e-01, double %237)
  %240 = fadd double %239, -1.100000e+00
  %241 = tail call double @cos(double noundef %237) #10
  %242 = tail call double @llvm.fmuladd.f64(double %241, double -3.000000e-01, double 1.000000e+00)
  %243 = fdiv double %240, %242
  %244 = fsub double %237, %243
  %245 = tail call double @llvm.fabs.f64(double %243)
  %246 = fcmp ogt double %245, 1.000000e-15
  br i1 %246, label %236, label %247, !llvm.loop !15

247:                                              ; preds = %236
  %248 = tail call double @cos(double noundef %244) #10
  %249 = tail call double @llvm.fmuladd.f64(double %248, double -3.000000e-01, double 1.000000e+00)
  %250 = fdiv double 1.000000e+00, %249
  %251 = fsub double %220, %250
  %252 = tail call double @llvm.fabs.f64(double %251)
  %253 = tail call double @llvm.fabs.f64(double %250)
  %254 = tail call double @llvm.maxnum.f64(double %253, double 1.000000e+00)
  %255 = fmul double %254, 0x3EB0C6F7A0B5ED8D
  %256 = fcmp ugt double %252, %255
  %257 = fcmp ule double %253, 1.000000e-09
  %258 = or i1 %257, %256
  %259 = select i1 %258, ptr @.str.7, ptr @.str.8
  %260 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef %220, double noundef %250, ptr noundef nonnull %259)
  %261 = zext i1 %258 to i32
  %262 = load i32, ptr @fails, align 4, !tbaa !5
  %263 = add nsw i32 %262, %261
  store i32 %263, ptr @fails, align 4, !tbaa !5
  %264 = icmp eq i32 %263, 0
  %265 = select i1 %264, ptr @.str.8, ptr @.str.7
  %266 = tail call i32 @puts(ptr nonnull dereferenceable(1) %265)
  %267 = load i32, ptr @fails, align 4, !tbaa !5
  %268 = icmp ne i32 %267, 0
  %269 = zext i1 %268 to i32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %269
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal double @newton_sqrt(double noundef %0, i32 noundef %1) #3 {
  %3 = fcmp ogt double %0, 1.000000e+00
  %4 = select i1 %3, double %0, double 1.000000e+00
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %23

6:                                                ; preds = %2
  %7 = and i32 %1, 3
  %8 = icmp ult i32 %1, 4
  br i1 %8, label %11, label %9

9:                                                ; preds = %6
  %10 = and i32 %1, 2147483644
  br label %25

11:                                               ; preds = %25, %6
  %12 = phi double [ poison, %6 ], [ %39, %25 ]
  %13 = phi double [ %4, %6 ], [ %39, %25 ]
  %14 = icmp eq i32 %7, 0
  br i1 %14, label %23, label %15

15:                                               ; preds = %11, %15
  %16 = phi double [ %20, %15 ], [ %13, %11 ]
  %17 = phi i32 [ %21, %15 ], [ 0, %11 ]
  %18 = fdiv double %0, %16
  %19 = fadd double %16, %18
  %20 = fmul double %19, 5.000000e-01
  %21 = add i32 %17, 1
  %22 = icmp eq i32 %21, %7
  br i1 %22, label %23, label %15, !llvm.loop !16

23:                                               ; preds = %11, %15, %2
  %24 = phi double [ %4, %2 ], [ %12, %11 ], [ %20, %15 ]
  ret double %24

25:                                               ; preds = %25, %9
  %26 = phi double [ %4, %9 ], [ %39, %25 ]
  %27 = phi i32 [ 0, %9 ], [ %40, %25 ]
  %28 = fdiv double %0, %26
  %29 = fadd double %26, %28
  %30 = fmul double %29, 5.000000e-01
  %31 = fdiv double %0, %30
  %32 = fadd double %30, %31
  %33 = fmul double %32, 5.000000e-01
  %34 = fdiv double %0, %33
  %35 = fadd double %33, %34
  %36 = fmul double %35, 5.000000e-01
  %37 = fdiv double %0, %36
  %38 = fadd double %36, %37
  %39 = fmul double %38, 5.000000e-01
  %40 = add i32 %27, 4
  %41 = icmp eq i32 %40, %10
  br i1 %41, label %11, label %25, !llvm.loop !9
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal double @newton_cbrt(double noundef %0) #3 {
  %2 = fneg double %0
  %3 = fsub double 1.000000e+00, %0
  %4 = fmul double %0, 0x3D06849B86A12B9B
  %5 = tail call double @llvm.fabs.f64(double %3)
  %6 = fcmp ogt double %5, %4
  br i1 %6, label %7, label %22

7:                                                ; preds = %1, %7
  %8 = phi i32 [ %17, %7 ], [ 0, %1 ]
  %9 = phi double [ %16, %7 ], [ %3, %1 ]
  %10 = phi double [ %14, %7 ], [ 1.000000e+00, %1 ]
  %11 = fmul double %10, 3.000000e+00
  %12 = fmul double %10, %11
  %13 = fdiv double %9, %12
  %14 = fsub double %10, %13
  %15 = fmul double %14, %14
  %16 = tail call double @llvm.fmuladd.f64(double %15, double %14, double %2)
  %17 = add nuw nsw i32 %8, 1
  %18 = tail call double @llvm.fabs.f64(double %16)
  %19 = fcmp ogt double %18, %4
  %20 = icmp ult i32 %8, 99
  %21 = select i1 %19, i1 %20, i1 false
  br i1 %21, label %7, label %22, !llvm.loop !14

22:                                               ; preds = %7, %1
  %23 = phi double [ 1.000000e+00, %1 ], [ %14, %7 ]
  %24 = tail call double @llvm.fmuladd.f64(double %23, double %23, double %23)
  ret double %24
}

declare { double, double } @__enzyme_autodiff_2(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind memory(write) uwtable
define internal double @kepler(double noundef %0, double noundef %1) #4 {
  %3 = fneg double %0
  br label %4

4:                                                ; preds = %4, %2
  %5 = phi double [ %1, %2 ], [ %12, %4 ]
  %6 = tail call double @sin(double noundef %5) #10
  %7 = tail call double @llvm.fmuladd.f64(double %3, double %6, double %5)
  %8 = fsub double %7, %1
  %9 = tail call double @cos(double noundef %5) #10
  %10 = tail call double @llvm.fmuladd.f64(double %3, double %9, double 1.000000e+00)
  %11 = fdiv double %8, %10
  %12 = fsub double %5, %11
  %13 = tail call double @llvm.fabs.f64(double %11)
  %14 = fcmp ogt double %13, 1.000000e-15
  br i1 %14, label %4, label %15, !llvm.loop !15

15:                                               ; preds = %4
  ret double %12
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !12}
