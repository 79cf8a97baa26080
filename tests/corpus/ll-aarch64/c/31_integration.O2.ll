; ModuleID = 'c/31_integration.c'
source_filename = "c/31_integration.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.anon = type { ptr, ptr, double, double }

@.str = private unnamed_addr constant [9 x i8] c"x^3-2x+1\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"exp(-x^2)\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"sin/(1+x)\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"sqrt\00", align 1
@__const.main.cases = private unnamed_addr constant [4 x %struct.anon] [%struct.anon { ptr @.str, ptr @g_poly, double 0.000000e+00, double 2.000000e+00 }, %struct.anon { ptr @.str.1, ptr @g_exp, double 0.000000e+00, double 2.000000e+00 }, %struct.anon { ptr @.str.2, ptr @g_sin, double 0.000000e+00, double 0x400921FB54442D18 }, %struct.anon { ptr @.str.3, ptr @g_sqrt, double 0.000000e+00, double 1.000000e+00 }], align 8
@.str.4 = private unnamed_addr constant [72 x i8] c"%-10s trap=%.8f simp=%.10f adapt=%.10f romb=%.10f gl5=%.10f gl20=%.10f\0A\00", align 1
@.str.5 = private unnamed_addr constant [25 x i8] c"%-10s adaptive calls=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.7 = private unnamed_addr constant [27 x i8] c"erf(2)*sqrt(pi)/2 = %.10f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [12 x [12 x double]], align 8
  %2 = alloca i32, align 4
  %3 = getelementptr inbounds i8, ptr %1, i64 936
  br label %9

4:                                                ; preds = %229
  %5 = call double @erf(double noundef 2.000000e+00) #7
  %6 = fmul double %5, 0x3FFC5BF891B4EF6A
  %7 = fmul double %6, 5.000000e-01
  %8 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %7)
  ret i32 0

9:                                                ; preds = %0, %229
  %10 = phi i64 [ 0, %0 ], [ %236, %229 ]
  %11 = getelementptr inbounds [4 x %struct.anon], ptr @__const.main.cases, i64 0, i64 %10
  %12 = getelementptr inbounds i8, ptr %11, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !6
  %14 = getelementptr inbounds i8, ptr %11, i64 24
  %15 = load double, ptr %14, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #7
  store i32 0, ptr %2, align 4, !tbaa !13
  %16 = call double %13(double noundef 0.000000e+00) #7
  %17 = fadd double %15, 0.000000e+00
  %18 = fmul double %17, 5.000000e-01
  %19 = call double %13(double noundef %18) #7
  %20 = call double @llvm.fmuladd.f64(double %19, double 4.000000e+00, double %16)
  %21 = call double %13(double noundef %15) #7
  %22 = fadd double %20, %21
  %23 = load ptr, ptr %11, align 8, !tbaa !15
  %24 = fmul double %15, 1.562500e-02
  %25 = call double %13(double noundef 0.000000e+00) #7
  %26 = call double %13(double noundef %15) #7
  %27 = fadd double %25, %26
  %28 = fmul double %27, 5.000000e-01
  br label %29

29:                                               ; preds = %29, %9
  %30 = phi i32 [ %36, %29 ], [ 1, %9 ]
  %31 = phi double [ %35, %29 ], [ %28, %9 ]
  %32 = uitofp nneg i32 %30 to double
  %33 = call double @llvm.fmuladd.f64(double %32, double %24, double 0.000000e+00)
  %34 = call double %13(double noundef %33) #7
  %35 = fadd double %31, %34
  %36 = add nuw nsw i32 %30, 1
  %37 = icmp eq i32 %36, 64
  br i1 %37, label %38, label %29, !llvm.loop !16

38:                                               ; preds = %29
  %39 = fdiv double %15, 6.000000e+00
  %40 = fmul double %39, %22
  %41 = call double %13(double noundef 0.000000e+00) #7
  %42 = call double %13(double noundef %15) #7
  %43 = fadd double %41, %42
  br label %44

44:                                               ; preds = %44, %38
  %45 = phi i32 [ 1, %38 ], [ %54, %44 ]
  %46 = phi double [ %43, %38 ], [ %53, %44 ]
  %47 = uitofp nneg i32 %45 to double
  %48 = call double @llvm.fmuladd.f64(double %47, double %24, double 0.000000e+00)
  %49 = call double %13(double noundef %48) #7
  %50 = and i32 %45, 1
  %51 = icmp eq i32 %50, 0
  %52 = select i1 %51, double 2.000000e+00, double 4.000000e+00
  %53 = call double @llvm.fmuladd.f64(double %49, double %52, double %46)
  %54 = add nuw nsw i32 %45, 1
  %55 = icmp eq i32 %54, 64
  br i1 %55, label %56, label %44, !llvm.loop !18

56:                                               ; preds = %44
  %57 = fmul double %24, %53
  %58 = call fastcc double @adapt(ptr noundef %13, double noundef 0.000000e+00, double noundef %15, double noundef 1.000000e-10, double noundef %40, i32 noundef 40, ptr noundef nonnull %2)
  call void @llvm.lifetime.start.p0(i64 1152, ptr nonnull %1) #7
  br label %59

59:                                               ; preds = %86, %56
  %60 = phi i64 [ 0, %56 ], [ %87, %86 ]
  %61 = phi i64 [ 1, %56 ], [ %88, %86 ]
  %62 = trunc nuw nsw i64 %60 to i32
  %63 = shl nuw nsw i32 1, %62
  %64 = uitofp nneg i32 %63 to double
  %65 = fdiv double %15, %64
  %66 = call double %13(double noundef 0.000000e+00) #7
  %67 = call double %13(double noundef %15) #7
  %68 = fadd double %66, %67
  %69 = fmul double %68, 5.000000e-01
  %70 = icmp eq i64 %60, 0
  br i1 %70, label %71, label %73

71:                                               ; preds = %59
  %72 = fmul double %65, %69
  store double %72, ptr %1, align 8, !tbaa !19
  br label %86

73:                                               ; preds = %59, %73
  %74 = phi i32 [ %80, %73 ], [ 1, %59 ]
  %75 = phi double [ %79, %73 ], [ %69, %59 ]
  %76 = uitofp nneg i32 %74 to double
  %77 = call double @llvm.fmuladd.f64(double %76, double %65, double 0.000000e+00)
  %78 = call double %13(double noundef %77) #7
  %79 = fadd double %75, %78
  %80 = add nuw nsw i32 %74, 1
  %81 = icmp eq i32 %80, %63
  br i1 %81, label %82, label %73, !llvm.loop !16

82:                                               ; preds = %73
  %83 = fmul double %65, %79
  %84 = getelementptr inbounds [12 x [12 x double]], ptr %1, i64 0, i64 %60
  store double %83, ptr %84, align 8, !tbaa !19
  %85 = add nsw i64 %60, -1
  br label %90

86:                                               ; preds = %90, %71
  %87 = add nuw nsw i64 %60, 1
  %88 = add nuw nsw i64 %61, 1
  %89 = icmp eq i64 %87, 10
  br i1 %89, label %107, label %59, !llvm.loop !20

90:                                               ; preds = %90, %82
  %91 = phi double [ %83, %82 ], [ %103, %90 ]
  %92 = phi i64 [ 1, %82 ], [ %105, %90 ]
  %93 = add nsw i64 %92, -1
  %94 = getelementptr inbounds [12 x [12 x double]], ptr %1, i64 0, i64 %85, i64 %93
  %95 = load double, ptr %94, align 8, !tbaa !19
  %96 = fsub double %91, %95
  %97 = trunc i64 %92 to i32
  %98 = shl i32 %97, 1
  %99 = uitofp i32 %98 to double
  %100 = call double @exp2(double %99) #7
  %101 = fadd double %100, -1.000000e+00
  %102 = fdiv double %96, %101
  %103 = fadd double %91, %102
  %104 = getelementptr inbounds [12 x [12 x double]], ptr %1, i64 0, i64 %60, i64 %92
  store double %103, ptr %104, align 8, !tbaa !19
  %105 = add nuw nsw i64 %92, 1
  %106 = icmp eq i64 %105, %61
  br i1 %106, label %86, label %90, !llvm.loop !21

107:                                              ; preds = %86
  %108 = fmul double %24, %35
  %109 = load double, ptr %3, align 8, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 1152, ptr nonnull %1) #7
  %110 = fmul double %15, 2.500000e-01
  %111 = fmul double %110, 5.000000e-01
  %112 = call double @llvm.fmuladd.f64(double %110, double 5.000000e-01, double 0.000000e+00)
  %113 = call double @llvm.fmuladd.f64(double %111, double 0.000000e+00, double %112)
  %114 = call double %13(double noundef %113) #7
  %115 = call double @llvm.fmuladd.f64(double %114, double 0x3FE23456789ABCDF, double 0.000000e+00)
  %116 = call double @llvm.fmuladd.f64(double %111, double 0xBFE13B23FD99B705, double %112)
  %117 = call double %13(double noundef %116) #7
  %118 = call double @llvm.fmuladd.f64(double %117, double 0x3FDEA1DA25AE415C, double %115)
  %119 = call double @llvm.fmuladd.f64(double %111, double 0x3FE13B23FD99B705, double %112)
  %120 = call double %13(double noundef %119) #7
  %121 = call double @llvm.fmuladd.f64(double %120, double 0x3FDEA1DA25AE415C, double %118)
  %122 = call double @llvm.fmuladd.f64(double %111, double 0xBFECFF6CE0533A69, double %112)
  %123 = call double %13(double noundef %122) #7
  %124 = call double @llvm.fmuladd.f64(double %123, double 0x3FCE539EC36E038D, double %121)
  %125 = call double @llvm.fmuladd.f64(double %111, double 0x3FECFF6CE0533A69, double %112)
  %126 = call double %13(double noundef %125) #7
  %127 = call double @llvm.fmuladd.f64(double %126, double 0x3FCE539EC36E038D, double %124)
  %128 = call double @llvm.fmuladd.f64(double %110, double 1.500000e+00, double 0.000000e+00)
  %129 = call double @llvm.fmuladd.f64(double %111, double 0.000000e+00, double %128)
  %130 = call double %13(double noundef %129) #7
  %131 = call double @llvm.fmuladd.f64(double %130, double 0x3FE23456789ABCDF, double %127)
  %132 = call double @llvm.fmuladd.f64(double %111, double 0xBFE13B23FD99B705, double %128)
  %133 = call double %13(double noundef %132) #7
  %134 = call double @llvm.fmuladd.f64(double %133, double 0x3FDEA1DA25AE415C, double %131)
  %135 = call double @llvm.fmuladd.f64(double %111, double 0x3FE13B23FD99B705, double %128)
  %136 = call double %13(double noundef %135) #7
  %137 = call double @llvm.fmuladd.f64(double %136, double 0x3FDEA1DA25AE415C, double %134)
  %138 = call double @llvm.fmuladd.f64(double %111, double 0xBFECFF6CE0533A69, double %128)
  %139 = call double %13(double noundef %138) #7
  %140 = call double @llvm.fmuladd.f64(double %139, double 0x3FCE539EC36E038D, double %137)
  %141 = call double @llvm.fmuladd.f64(double %111, double 0x3FECFF6CE0533A69, double %128)
  %142 = call double %13(double noundef %141) #7
  %143 = call double @llvm.fmuladd.f64(double %142, double 0x3FCE539EC36E038D, double %140)
  %144 = call double @llvm.fmuladd.f64(double %110, double 2.500000e+00, double 0.000000e+00)
  %145 = call double @llvm.fmuladd.f64(double %111, double 0.000000e+00, double %144)
  %146 = call double %13(double noundef %145) #7
  %147 = call double @llvm.fmuladd.f64(double %146, double 0x3FE23456789ABCDF, double %143)
  %148 = call double @llvm.fmuladd.f64(double %111, double 0xBFE13B23FD99B705, double %144)
  %149 = call double %13(double noundef %148) #7
  %150 = call double @llvm.fmuladd.f64(double %149, double 0x3FDEA1DA25AE415C, double %147)
  %151 = call double @llvm.fmuladd.f64(double %111, double 0x3FE13B23FD99B705, double %144)
  %152 = call double %13(double noundef %151) #7
  %153 = call double @llvm.fmuladd.f64(double %152, double 0x3FDEA1DA25AE415C, double %150)
  %154 = call double @llvm.fmuladd.f64(double %111, double 0xBFECFF6CE0533A69, double %144)
  %155 = call double %13(double noundef %154) #7
  %156 = call double @llvm.fmuladd.f64(double %155, double 0x3FCE539EC36E038D, double %153)
  %157 = call double @llvm.fmuladd.f64(double %111, double 0x3FECFF6CE0533A69, double %144)
  %158 = call double %13(double noundef %157) #7
  %159 = call double @llvm.fmuladd.f64(double %158, double 0x3FCE539EC36E038D, double %156)
  %160 = call double @llvm.fmuladd.f64(double %110, double 3.500000e+00, double 0.000000e+00)
  %161 = call double @llvm.fmuladd.f64(double %111, double 0.000000e+00, double %160)
  %162 = call double %13(double noundef %161) #7
  %163 = call double @llvm.fmuladd.f64(double %162, double 0x3FE23456789ABCDF, double %159)
  %164 = call double @llvm.fmuladd.f64(double %111, double 0xBFE13B23FD99B705, double %160)
  %165 = call double %13(double noundef %164) #7
  %166 = call double @llvm.fmuladd.f64(double %165, double 0x3FDEA1DA25AE415C, double %163)
  %167 = call double @llvm.fmuladd.f64(double %111, double 0x3FE13B23FD99B705, double %160)
  %168 = call double %13(double noundef %167) #7
  %169 = call double @llvm.fmuladd.f64(double %168, double 0x3FDEA1DA25AE415C, double %166)
  %170 = call double @llvm.fmuladd.f64(double %111, double 0xBFECFF6CE0533A69, double %160)
  %171 = call double %13(double noundef %170) #7
  %172 = call double @llvm.fmuladd.f64(double %171, double 0x3FCE539EC36E038D, double %169)
  %173 = call double @llvm.fmuladd.f64(double %111, double 0x3FECFF6CE0533A69, double %160)
  %174 = call double %13(double noundef %173) #7
  %175 = call double @llvm.fmuladd.f64(double %174, double 0x3FCE539EC36E038D, double %172)
  %176 = fmul double %15, 5.000000e-01
  br label %177

177:                                              ; preds = %218, %107
  %178 = phi double [ 0.000000e+00, %107 ], [ %226, %218 ]
  %179 = phi i32 [ 1, %107 ], [ %227, %218 ]
  %180 = uitofp nneg i32 %179 to double
  %181 = fadd double %180, -2.500000e-01
  %182 = fmul double %181, 0x400921FB54442D18
  %183 = fdiv double %182, 2.050000e+01
  %184 = call double @cos(double noundef %183) #7
  br label %185

185:                                              ; preds = %188, %177
  %186 = phi i32 [ 0, %177 ], [ %198, %188 ]
  %187 = phi double [ %184, %177 ], [ %195, %188 ]
  br label %201

188:                                              ; preds = %201
  %189 = fneg double %203
  %190 = call double @llvm.fmuladd.f64(double %187, double %215, double %189)
  %191 = fmul double %190, 2.000000e+01
  %192 = call double @llvm.fmuladd.f64(double %187, double %187, double -1.000000e+00)
  %193 = fdiv double %191, %192
  %194 = fdiv double %215, %193
  %195 = fsub double %187, %194
  %196 = call double @llvm.fabs.f64(double %194)
  %197 = fcmp uge double %196, 1.000000e-15
  %198 = add nuw nsw i32 %186, 1
  %199 = icmp ult i32 %186, 99
  %200 = select i1 %197, i1 %199, i1 false
  br i1 %200, label %185, label %218, !llvm.loop !22

201:                                              ; preds = %201, %185
  %202 = phi i32 [ 2, %185 ], [ %216, %201 ]
  %203 = phi double [ %187, %185 ], [ %215, %201 ]
  %204 = phi double [ 1.000000e+00, %185 ], [ %203, %201 ]
  %205 = shl nuw nsw i32 %202, 1
  %206 = add nsw i32 %205, -1
  %207 = sitofp i32 %206 to double
  %208 = fmul double %187, %207
  %209 = add nsw i32 %202, -1
  %210 = sitofp i32 %209 to double
  %211 = fneg double %204
  %212 = fmul double %211, %210
  %213 = call double @llvm.fmuladd.f64(double %208, double %203, double %212)
  %214 = uitofp nneg i32 %202 to double
  %215 = fdiv double %213, %214
  %216 = add nuw nsw i32 %202, 1
  %217 = icmp eq i32 %216, 21
  br i1 %217, label %188, label %201, !llvm.loop !23

218:                                              ; preds = %188
  %219 = fneg double %195
  %220 = call double @llvm.fmuladd.f64(double %219, double %195, double 1.000000e+00)
  %221 = fmul double %193, %220
  %222 = fmul double %193, %221
  %223 = fdiv double 2.000000e+00, %222
  %224 = call double @llvm.fmuladd.f64(double %176, double %195, double %18)
  %225 = call double %13(double noundef %224) #7
  %226 = call double @llvm.fmuladd.f64(double %223, double %225, double %178)
  %227 = add nuw nsw i32 %179, 1
  %228 = icmp eq i32 %227, 21
  br i1 %228, label %229, label %177, !llvm.loop !24

229:                                              ; preds = %218
  %230 = fdiv double %57, 3.000000e+00
  %231 = fmul double %111, %175
  %232 = fmul double %176, %226
  %233 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %23, double noundef %108, double noundef %230, double noundef %58, double noundef %109, double noundef %231, double noundef %232)
  %234 = load i32, ptr %2, align 4, !tbaa !13
  %235 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.6, i32 noundef %234)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #7
  %236 = add nuw nsw i64 %10, 1
  %237 = icmp eq i64 %236, 4
  br i1 %237, label %4, label %9, !llvm.loop !25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef double @g_poly(double noundef %0) #2 {
  %2 = fmul double %0, %0
  %3 = fmul double %0, -2.000000e+00
  %4 = tail call double @llvm.fmuladd.f64(double %2, double %0, double %3)
  %5 = fadd double %4, 1.000000e+00
  ret double %5
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @g_exp(double noundef %0) #3 {
  %2 = fneg double %0
  %3 = fmul double %2, %0
  %4 = tail call double @exp(double noundef %3) #7
  ret double %4
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @g_sin(double noundef %0) #3 {
  %2 = tail call double @sin(double noundef %0) #7
  %3 = fadd double %0, 1.000000e+00
  %4 = fdiv double %2, %3
  ret double %4
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @g_sqrt(double noundef %0) #3 {
  %2 = tail call double @sqrt(double noundef %0) #7
  ret double %2
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define internal fastcc double @adapt(ptr noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4, i32 noundef %5, ptr noundef %6) unnamed_addr #0 {
  %8 = fadd double %1, %2
  %9 = fmul double %8, 5.000000e-01
  %10 = fsub double %9, %1
  %11 = fdiv double %10, 6.000000e+00
  %12 = tail call double %0(double noundef %1) #7
  %13 = fadd double %9, %1
  %14 = fmul double %13, 5.000000e-01
  %15 = tail call double %0(double noundef %14) #7
  %16 = tail call double @llvm.fmuladd.f64(double %15, double 4.000000e+00, double %12)
  %17 = tail call double %0(double noundef %9) #7
  %18 = fadd double %16, %17
  %19 = fmul double %11, %18
  %20 = fsub double %2, %9
  %21 = fdiv double %20, 6.000000e+00
  %22 = tail call double %0(double noundef %9) #7
  %23 = fadd double %9, %2
  %24 = fmul double %23, 5.000000e-01
  %25 = tail call double %0(double noundef %24) #7
  %26 = tail call double @llvm.fmuladd.f64(double %25, double 4.000000e+00, double %22)
  %27 = tail call double %0(double noundef %2) #7
  %28 = fadd double %26, %27
  %29 = fmul double %21, %28
  %30 = load i32, ptr %6, align 4, !tbaa !13
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %6, align 4, !tbaa !13
  %32 = icmp slt i32 %5, 1
  %33 = fadd double %19, %29
  %34 = fsub double %33, %4
  br i1 %32, label %39, label %35

35:                                               ; preds = %7
  %36 = tail call double @llvm.fabs.f64(double %34)
  %37 = fmul double %3, 1.500000e+01
  %38 = fcmp ugt double %36, %37
  br i1 %38, label %44, label %39

39:                                               ; preds = %7, %35
  %40 = fdiv double %34, 1.500000e+01
  %41 = fadd double %33, %40
  br label %42

42:                                               ; preds = %44, %39
  %43 = phi double [ %41, %39 ], [ %49, %44 ]
  ret double %43

44:                                               ; preds = %35
  %45 = fmul double %3, 5.000000e-01
  %46 = add nsw i32 %5, -1
  %47 = tail call fastcc double @adapt(ptr noundef %0, double noundef %1, double noundef %9, double noundef %45, double noundef %19, i32 noundef %46, ptr noundef nonnull %6)
  %48 = tail call fastcc double @adapt(ptr noundef %0, double noundef %9, double noundef %2, double noundef %45, double noundef %29, i32 noundef %46, ptr noundef nonnull %6)
  %49 = fadd double %47, %48
  br label %42
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @erf(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #6

declare double @exp2(double) local_unnamed_addr

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 8}
!7 = !{!"", !8, i64 0, !8, i64 8, !11, i64 16, !11, i64 24}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"double", !9, i64 0}
!12 = !{!7, !11, i64 24}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !9, i64 0}
!15 = !{!7, !8, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !17}
!19 = !{!11, !11, i64 0}
!20 = distinct !{!20, !17}
!21 = distinct !{!21, !17}
!22 = distinct !{!22, !17}
!23 = distinct !{!23, !17}
!24 = distinct !{!24, !17}
!25 = distinct !{!25, !17}
