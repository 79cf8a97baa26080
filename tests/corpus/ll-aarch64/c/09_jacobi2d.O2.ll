; ModuleID = 'c/09_jacobi2d.c'
source_filename = "c/09_jacobi2d.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@main.gs = internal unnamed_addr global [24 x [24 x double]] zeroinitializer, align 8
@main.so = internal unnamed_addr global [24 x [24 x double]] zeroinitializer, align 8
@g1 = internal unnamed_addr global [24 x [24 x double]] zeroinitializer, align 8
@g2 = internal unnamed_addr global [24 x [24 x double]] zeroinitializer, align 8
@.str = private unnamed_addr constant [52 x i8] c"iterations: jacobi=%d gauss-seidel=%d sor(1.75)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"sor fastest: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c" %.4f\00", align 1
@.str.4 = private unnamed_addr constant [42 x i8] c"jacobi vs sor agree (<1e-3): %d  md=%.2e\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"center = %.5f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %10, %1 ]
  %3 = getelementptr inbounds [24 x double], ptr @g1, i64 0, i64 %2
  store double 1.000000e+00, ptr %3, align 8, !tbaa !6
  %4 = getelementptr inbounds [24 x double], ptr getelementptr inbounds (i8, ptr @g1, i64 4416), i64 0, i64 %2
  store double 0.000000e+00, ptr %4, align 8, !tbaa !6
  %5 = getelementptr inbounds [24 x double], ptr @g1, i64 %2
  store double 0.000000e+00, ptr %5, align 8, !tbaa !6
  %6 = trunc nuw nsw i64 %2 to i32
  %7 = uitofp nneg i32 %6 to double
  %8 = fdiv double %7, 2.300000e+01
  %9 = getelementptr inbounds i8, ptr %5, i64 184
  store double %8, ptr %9, align 8, !tbaa !6
  %10 = add nuw nsw i64 %2, 1
  %11 = icmp eq i64 %10, 24
  br i1 %11, label %12, label %1, !llvm.loop !10

12:                                               ; preds = %1, %12
  %13 = phi i64 [ %21, %12 ], [ 0, %1 ]
  %14 = getelementptr inbounds [24 x double], ptr @g2, i64 0, i64 %13
  store double 1.000000e+00, ptr %14, align 8, !tbaa !6
  %15 = getelementptr inbounds [24 x double], ptr getelementptr inbounds (i8, ptr @g2, i64 4416), i64 0, i64 %13
  store double 0.000000e+00, ptr %15, align 8, !tbaa !6
  %16 = getelementptr inbounds [24 x double], ptr @g2, i64 %13
  store double 0.000000e+00, ptr %16, align 8, !tbaa !6
  %17 = trunc nuw nsw i64 %13 to i32
  %18 = uitofp nneg i32 %17 to double
  %19 = fdiv double %18, 2.300000e+01
  %20 = getelementptr inbounds i8, ptr %16, i64 184
  store double %19, ptr %20, align 8, !tbaa !6
  %21 = add nuw nsw i64 %13, 1
  %22 = icmp eq i64 %21, 24
  br i1 %22, label %23, label %12, !llvm.loop !10

23:                                               ; preds = %12, %23
  %24 = phi i64 [ %32, %23 ], [ 0, %12 ]
  %25 = getelementptr inbounds [24 x double], ptr @main.gs, i64 0, i64 %24
  store double 1.000000e+00, ptr %25, align 8, !tbaa !6
  %26 = getelementptr inbounds [24 x double], ptr getelementptr inbounds (i8, ptr @main.gs, i64 4416), i64 0, i64 %24
  store double 0.000000e+00, ptr %26, align 8, !tbaa !6
  %27 = getelementptr inbounds [24 x double], ptr @main.gs, i64 %24
  store double 0.000000e+00, ptr %27, align 8, !tbaa !6
  %28 = trunc nuw nsw i64 %24 to i32
  %29 = uitofp nneg i32 %28 to double
  %30 = fdiv double %29, 2.300000e+01
  %31 = getelementptr inbounds i8, ptr %27, i64 184
  store double %30, ptr %31, align 8, !tbaa !6
  %32 = add nuw nsw i64 %24, 1
  %33 = icmp eq i64 %32, 24
  br i1 %33, label %34, label %23, !llvm.loop !10

34:                                               ; preds = %23, %34
  %35 = phi i64 [ %43, %34 ], [ 0, %23 ]
  %36 = getelementptr inbounds [24 x double], ptr @main.so, i64 0, i64 %35
  store double 1.000000e+00, ptr %36, align 8, !tbaa !6
  %37 = getelementptr inbounds [24 x double], ptr getelementptr inbounds (i8, ptr @main.so, i64 4416), i64 0, i64 %35
  store double 0.000000e+00, ptr %37, align 8, !tbaa !6
  %38 = getelementptr inbounds [24 x double], ptr @main.so, i64 %35
  store double 0.000000e+00, ptr %38, align 8, !tbaa !6
  %39 = trunc nuw nsw i64 %35 to i32
  %40 = uitofp nneg i32 %39 to double
  %41 = fdiv double %40, 2.300000e+01
  %42 = getelementptr inbounds i8, ptr %38, i64 184
  store double %41, ptr %42, align 8, !tbaa !6
  %43 = add nuw nsw i64 %35, 1
  %44 = icmp eq i64 %43, 24
  br i1 %44, label %45, label %34, !llvm.loop !10

45:                                               ; preds = %34, %89
  %46 = phi i32 [ %90, %89 ], [ 1, %34 ]
  br label %47

47:                                               ; preds = %56, %45
  %48 = phi i64 [ 1, %45 ], [ %51, %56 ]
  %49 = phi double [ 0.000000e+00, %45 ], [ %77, %56 ]
  %50 = add nsw i64 %48, -1
  %51 = add nuw nsw i64 %48, 1
  %52 = getelementptr inbounds [24 x [24 x double]], ptr @g1, i64 0, i64 %48, i64 0
  %53 = load double, ptr %52, align 8, !tbaa !6
  %54 = getelementptr inbounds [24 x [24 x double]], ptr @g1, i64 0, i64 %48, i64 1
  %55 = load double, ptr %54, align 8, !tbaa !6
  br label %58

56:                                               ; preds = %58
  %57 = icmp eq i64 %51, 23
  br i1 %57, label %79, label %47, !llvm.loop !12

58:                                               ; preds = %58, %47
  %59 = phi double [ %55, %47 ], [ %71, %58 ]
  %60 = phi double [ %53, %47 ], [ %59, %58 ]
  %61 = phi i64 [ 1, %47 ], [ %69, %58 ]
  %62 = phi double [ %49, %47 ], [ %77, %58 ]
  %63 = getelementptr inbounds [24 x [24 x double]], ptr @g1, i64 0, i64 %50, i64 %61
  %64 = load double, ptr %63, align 8, !tbaa !6
  %65 = getelementptr inbounds [24 x [24 x double]], ptr @g1, i64 0, i64 %51, i64 %61
  %66 = load double, ptr %65, align 8, !tbaa !6
  %67 = fadd double %64, %66
  %68 = fadd double %60, %67
  %69 = add nuw nsw i64 %61, 1
  %70 = getelementptr inbounds [24 x [24 x double]], ptr @g1, i64 0, i64 %48, i64 %69
  %71 = load double, ptr %70, align 8, !tbaa !6
  %72 = fadd double %71, %68
  %73 = fmul double %72, 2.500000e-01
  %74 = getelementptr inbounds [24 x [24 x double]], ptr @g2, i64 0, i64 %48, i64 %61
  store double %73, ptr %74, align 8, !tbaa !6
  %75 = fsub double %73, %59
  %76 = tail call double @llvm.fabs.f64(double %75)
  %77 = tail call double @llvm.maxnum.f64(double %62, double %76)
  %78 = icmp eq i64 %69, 23
  br i1 %78, label %56, label %58, !llvm.loop !13

79:                                               ; preds = %56, %79
  %80 = phi i64 [ %85, %79 ], [ 0, %56 ]
  %81 = mul nuw nsw i64 %80, 192
  %82 = add nuw nsw i64 %81, 200
  %83 = getelementptr i8, ptr @g1, i64 %82
  %84 = getelementptr i8, ptr @g2, i64 %82
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(176) %83, ptr noundef nonnull align 8 dereferenceable(176) %84, i64 176, i1 false), !tbaa !6
  %85 = add nuw nsw i64 %80, 1
  %86 = icmp eq i64 %85, 22
  br i1 %86, label %87, label %79, !llvm.loop !14

87:                                               ; preds = %79
  %88 = fcmp uge double %77, 0x3EB0C6F7A0B5ED8D
  br i1 %88, label %89, label %92

89:                                               ; preds = %87
  %90 = add nuw nsw i32 %46, 1
  %91 = icmp eq i32 %90, 20001
  br i1 %91, label %92, label %45, !llvm.loop !15

92:                                               ; preds = %87, %89
  %93 = phi i32 [ %46, %87 ], [ -1, %89 ]
  br label %94

94:                                               ; preds = %132, %92
  %95 = phi i32 [ 1, %92 ], [ %133, %132 ]
  br label %96

96:                                               ; preds = %107, %94
  %97 = phi i64 [ 1, %94 ], [ %108, %107 ]
  %98 = phi double [ 0.000000e+00, %94 ], [ %130, %107 ]
  %99 = getelementptr [24 x double], ptr @main.gs, i64 %97
  %100 = getelementptr i8, ptr %99, i64 -192
  %101 = getelementptr inbounds i8, ptr %99, i64 192
  %102 = load double, ptr %99, align 8, !tbaa !6
  %103 = getelementptr inbounds [24 x double], ptr @main.gs, i64 %97, i64 1
  %104 = load double, ptr %103, align 8, !tbaa !6
  br label %110

105:                                              ; preds = %107
  %106 = fcmp uge double %130, 0x3EB0C6F7A0B5ED8D
  br i1 %106, label %132, label %135

107:                                              ; preds = %110
  %108 = add nuw nsw i64 %97, 1
  %109 = icmp eq i64 %108, 23
  br i1 %109, label %105, label %96, !llvm.loop !16

110:                                              ; preds = %110, %96
  %111 = phi double [ %104, %96 ], [ %123, %110 ]
  %112 = phi double [ %102, %96 ], [ %128, %110 ]
  %113 = phi i64 [ 1, %96 ], [ %121, %110 ]
  %114 = phi double [ %98, %96 ], [ %130, %110 ]
  %115 = getelementptr inbounds [24 x double], ptr %100, i64 0, i64 %113
  %116 = load double, ptr %115, align 8, !tbaa !6
  %117 = getelementptr inbounds [24 x double], ptr %101, i64 0, i64 %113
  %118 = load double, ptr %117, align 8, !tbaa !6
  %119 = fadd double %116, %118
  %120 = fadd double %112, %119
  %121 = add nuw nsw i64 %113, 1
  %122 = getelementptr inbounds [24 x double], ptr @main.gs, i64 %97, i64 %121
  %123 = load double, ptr %122, align 8, !tbaa !6
  %124 = fadd double %123, %120
  %125 = fmul double %124, 2.500000e-01
  %126 = getelementptr inbounds [24 x double], ptr @main.gs, i64 %97, i64 %113
  %127 = fsub double %125, %111
  %128 = fadd double %111, %127
  store double %128, ptr %126, align 8, !tbaa !6
  %129 = tail call double @llvm.fabs.f64(double %127)
  %130 = tail call double @llvm.maxnum.f64(double %114, double %129)
  %131 = icmp eq i64 %121, 23
  br i1 %131, label %107, label %110, !llvm.loop !17

132:                                              ; preds = %105
  %133 = add nuw nsw i32 %95, 1
  %134 = icmp eq i32 %133, 20001
  br i1 %134, label %135, label %94, !llvm.loop !18

135:                                              ; preds = %105, %132
  %136 = phi i32 [ %95, %105 ], [ -1, %132 ]
  br label %137

137:                                              ; preds = %176, %135
  %138 = phi i32 [ 1, %135 ], [ %177, %176 ]
  br label %139

139:                                              ; preds = %150, %137
  %140 = phi i64 [ 1, %137 ], [ %151, %150 ]
  %141 = phi double [ 0.000000e+00, %137 ], [ %174, %150 ]
  %142 = getelementptr [24 x double], ptr @main.so, i64 %140
  %143 = getelementptr i8, ptr %142, i64 -192
  %144 = getelementptr inbounds i8, ptr %142, i64 192
  %145 = load double, ptr %142, align 8, !tbaa !6
  %146 = getelementptr inbounds [24 x double], ptr @main.so, i64 %140, i64 1
  %147 = load double, ptr %146, align 8, !tbaa !6
  br label %153

148:                                              ; preds = %150
  %149 = fcmp uge double %174, 0x3EB0C6F7A0B5ED8D
  br i1 %149, label %176, label %179

150:                                              ; preds = %153
  %151 = add nuw nsw i64 %140, 1
  %152 = icmp eq i64 %151, 23
  br i1 %152, label %148, label %139, !llvm.loop !16

153:                                              ; preds = %153, %139
  %154 = phi double [ %147, %139 ], [ %166, %153 ]
  %155 = phi double [ %145, %139 ], [ %172, %153 ]
  %156 = phi i64 [ 1, %139 ], [ %164, %153 ]
  %157 = phi double [ %141, %139 ], [ %174, %153 ]
  %158 = getelementptr inbounds [24 x double], ptr %143, i64 0, i64 %156
  %159 = load double, ptr %158, align 8, !tbaa !6
  %160 = getelementptr inbounds [24 x double], ptr %144, i64 0, i64 %156
  %161 = load double, ptr %160, align 8, !tbaa !6
  %162 = fadd double %159, %161
  %163 = fadd double %155, %162
  %164 = add nuw nsw i64 %156, 1
  %165 = getelementptr inbounds [24 x double], ptr @main.so, i64 %140, i64 %164
  %166 = load double, ptr %165, align 8, !tbaa !6
  %167 = fadd double %166, %163
  %168 = fmul double %167, 2.500000e-01
  %169 = getelementptr inbounds [24 x double], ptr @main.so, i64 %140, i64 %156
  %170 = fsub double %168, %154
  %171 = fmul double %170, 1.750000e+00
  %172 = fadd double %154, %171
  store double %172, ptr %169, align 8, !tbaa !6
  %173 = tail call double @llvm.fabs.f64(double %171)
  %174 = tail call double @llvm.maxnum.f64(double %157, double %173)
  %175 = icmp eq i64 %164, 23
  br i1 %175, label %150, label %153, !llvm.loop !17

176:                                              ; preds = %148
  %177 = add nuw nsw i32 %138, 1
  %178 = icmp eq i32 %177, 20001
  br i1 %178, label %179, label %137, !llvm.loop !18

179:                                              ; preds = %148, %176
  %180 = phi i32 [ %138, %148 ], [ -1, %176 ]
  %181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %93, i32 noundef %136, i32 noundef %180)
  %182 = icmp slt i32 %180, %136
  %183 = icmp slt i32 %136, %93
  %184 = and i1 %183, %182
  %185 = zext i1 %184 to i32
  %186 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %185)
  %187 = load double, ptr @g1, align 8, !tbaa !6
  %188 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %187)
  %189 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 40), align 8, !tbaa !6
  %190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %189)
  %191 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 80), align 8, !tbaa !6
  %192 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %191)
  %193 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 120), align 8, !tbaa !6
  %194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %193)
  %195 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 160), align 8, !tbaa !6
  %196 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %195)
  %197 = tail call i32 @putchar(i32 10)
  %198 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 960), align 8, !tbaa !6
  %199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %198)
  %200 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 1000), align 8, !tbaa !6
  %201 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %200)
  %202 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 1040), align 8, !tbaa !6
  %203 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %202)
  %204 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 1080), align 8, !tbaa !6
  %205 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %204)
  %206 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 1120), align 8, !tbaa !6
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %206)
  %208 = tail call i32 @putchar(i32 10)
  %209 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 1920), align 8, !tbaa !6
  %210 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %209)
  %211 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 1960), align 8, !tbaa !6
  %212 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %211)
  %213 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 2000), align 8, !tbaa !6
  %214 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %213)
  %215 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 2040), align 8, !tbaa !6
  %216 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %215)
  %217 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 2080), align 8, !tbaa !6
  %218 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %217)
  %219 = tail call i32 @putchar(i32 10)
  %220 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 2880), align 8, !tbaa !6
  %221 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %220)
  %222 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 2920), align 8, !tbaa !6
  %223 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %222)
  %224 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 2960), align 8, !tbaa !6
  %225 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %224)
  %226 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 3000), align 8, !tbaa !6
  %227 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %226)
  %228 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 3040), align 8, !tbaa !6
  %229 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %228)
  %230 = tail call i32 @putchar(i32 10)
  %231 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 3840), align 8, !tbaa !6
  %232 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %231)
  %233 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 3880), align 8, !tbaa !6
  %234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %233)
  %235 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 3920), align 8, !tbaa !6
  %236 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %235)
  %237 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 3960), align 8, !tbaa !6
  %238 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %237)
  %239 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 4000), align 8, !tbaa !6
  %240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %239)
  %241 = tail call i32 @putchar(i32 10)
  br label %242

242:                                              ; preds = %179, %251
  %243 = phi i64 [ 0, %179 ], [ %252, %251 ]
  %244 = phi double [ 0.000000e+00, %179 ], [ %263, %251 ]
  br label %254

245:                                              ; preds = %251
  %246 = fcmp olt double %263, 1.000000e-03
  %247 = zext i1 %246 to i32
  %248 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %247, double noundef %263)
  %249 = load double, ptr getelementptr inbounds (i8, ptr @main.so, i64 2400), align 8, !tbaa !6
  %250 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %249)
  ret i32 0

251:                                              ; preds = %254
  %252 = add nuw nsw i64 %243, 1
  %253 = icmp eq i64 %252, 24
  br i1 %253, label %245, label %242, !llvm.loop !19

254:                                              ; preds = %242, %254
  %255 = phi i64 [ 0, %242 ], [ %264, %254 ]
  %256 = phi double [ %244, %242 ], [ %263, %254 ]
  %257 = getelementptr inbounds [24 x [24 x double]], ptr @g1, i64 0, i64 %243, i64 %255
  %258 = load double, ptr %257, align 8, !tbaa !6
  %259 = getelementptr inbounds [24 x [24 x double]], ptr @main.so, i64 0, i64 %243, i64 %255
  %260 = load double, ptr %259, align 8, !tbaa !6
  %261 = fsub double %258, %260
  %262 = tail call double @llvm.fabs.f64(double %261)
  %263 = tail call double @llvm.maxnum.f64(double %256, double %262)
  %264 = add nuw nsw i64 %255, 1
  %265 = icmp eq i64 %264, 24
  br i1 %265, label %251, label %254, !llvm.loop !20
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
