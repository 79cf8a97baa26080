; ModuleID = 'c/09_jacobi2d.c'
source_filename = "c/09_jacobi2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@main.gs = internal unnamed_addr global [24 x [24 x double]] zeroinitializer, align 16
@main.so = internal unnamed_addr global [24 x [24 x double]] zeroinitializer, align 16
@g1 = internal unnamed_addr global [24 x [24 x double]] zeroinitializer, align 16
@g2 = internal unnamed_addr global [24 x [24 x double]] zeroinitializer, align 16
@.str = private unnamed_addr constant [52 x i8] c"iterations: jacobi=%d gauss-seidel=%d sor(1.75)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"sor fastest: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c" %.4f\00", align 1
@.str.4 = private unnamed_addr constant [42 x i8] c"jacobi vs sor agree (<1e-3): %d  md=%.2e\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"center = %.5f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %18, %1 ]
  %3 = getelementptr inbounds [24 x double], ptr @g1, i64 0, i64 %2
  store double 1.000000e+00, ptr %3, align 16, !tbaa !5
  %4 = getelementptr inbounds [24 x double], ptr getelementptr inbounds (i8, ptr @g1, i64 4416), i64 0, i64 %2
  store double 0.000000e+00, ptr %4, align 16, !tbaa !5
  %5 = getelementptr inbounds [24 x double], ptr @g1, i64 %2
  store double 0.000000e+00, ptr %5, align 16, !tbaa !5
  %6 = trunc nuw nsw i64 %2 to i32
  %7 = uitofp nneg i32 %6 to double
  %8 = fdiv double %7, 2.300000e+01
  %9 = getelementptr inbounds i8, ptr %5, i64 184
  store double %8, ptr %9, align 8, !tbaa !5
  %10 = or disjoint i64 %2, 1
  %11 = getelementptr inbounds [24 x double], ptr @g1, i64 0, i64 %10
  store double 1.000000e+00, ptr %11, align 8, !tbaa !5
  %12 = getelementptr inbounds [24 x double], ptr getelementptr inbounds (i8, ptr @g1, i64 4416), i64 0, i64 %10
  store double 0.000000e+00, ptr %12, align 8, !tbaa !5
  %13 = getelementptr inbounds [24 x double], ptr @g1, i64 %10
  store double 0.000000e+00, ptr %13, align 16, !tbaa !5
  %14 = trunc nuw nsw i64 %10 to i32
  %15 = uitofp nneg i32 %14 to double
  %16 = fdiv double %15, 2.300000e+01
  %17 = getelementptr inbounds i8, ptr %13, i64 184
  store double %16, ptr %17, align 8, !tbaa !5
  %18 = add nuw nsw i64 %2, 2
  %19 = icmp eq i64 %18, 24
  br i1 %19, label %20, label %1, !llvm.loop !9

20:                                               ; preds = %1, %20
  %21 = phi i64 [ %37, %20 ], [ 0, %1 ]
  %22 = getelementptr inbounds [24 x double], ptr @g2, i64 0, i64 %21
  store double 1.000000e+00, ptr %22, align 16, !tbaa !5
  %23 = getelementptr inbounds [24 x double], ptr getelementptr inbounds (i8, ptr @g2, i64 4416), i64 0, i64 %21
  store double 0.000000e+00, ptr %23, align 16, !tbaa !5
  %24 = getelementptr inbounds [24 x double], ptr @g2, i64 %21
  store double 0.000000e+00, ptr %24, align 16, !tbaa !5
  %25 = trunc nuw nsw i64 %21 to i32
  %26 = uitofp nneg i32 %25 to double
  %27 = fdiv double %26, 2.300000e+01
  %28 = getelementptr inbounds i8, ptr %24, i64 184
  store double %27, ptr %28, align 8, !tbaa !5
  %29 = or disjoint i64 %21, 1
  %30 = getelementptr inbounds [24 x double], ptr @g2, i64 0, i64 %29
  store double 1.000000e+00, ptr %30, align 8, !tbaa !5
  %31 = getelementptr inbounds [24 x double], ptr getelementptr inbounds (i8, ptr @g2, i64 4416), i64 0, i64 %29
  store double 0.000000e+00, ptr %31, align 8, !tbaa !5
  %32 = getelementptr inbounds [24 x double], ptr @g2, i64 %29
  store double 0.000000e+00, ptr %32, align 16, !tbaa !5
  %33 = trunc nuw nsw i64 %29 to i32
  %34 = uitofp nneg i32 %33 to double
  %35 = fdiv double %34, 2.300000e+01
  %36 = getelementptr inbounds i8, ptr %32, i64 184
  store double %35, ptr %36, align 8, !tbaa !5
  %37 = add nuw nsw i64 %21, 2
  %38 = icmp eq i64 %37, 24
  br i1 %38, label %39, label %20, !llvm.loop !9

39:                                               ; preds = %20, %39
  %40 = phi i64 [ %56, %39 ], [ 0, %20 ]
  %41 = getelementptr inbounds [24 x double], ptr @main.gs, i64 0, i64 %40
  store double 1.000000e+00, ptr %41, align 16, !tbaa !5
  %42 = getelementptr inbounds [24 x double], ptr getelementptr inbounds (i8, ptr @main.gs, i64 4416), i64 0, i64 %40
  store double 0.000000e+00, ptr %42, align 16, !tbaa !5
  %43 = getelementptr inbounds [24 x double], ptr @main.gs, i64 %40
  store double 0.000000e+00, ptr %43, align 16, !tbaa !5
  %44 = trunc nuw nsw i64 %40 to i32
  %45 = uitofp nneg i32 %44 to double
  %46 = fdiv double %45, 2.300000e+01
  %47 = getelementptr inbounds i8, ptr %43, i64 184
  store double %46, ptr %47, align 8, !tbaa !5
  %48 = or disjoint i64 %40, 1
  %49 = getelementptr inbounds [24 x double], ptr @main.gs, i64 0, i64 %48
  store double 1.000000e+00, ptr %49, align 8, !tbaa !5
  %50 = getelementptr inbounds [24 x double], ptr getelementptr inbounds (i8, ptr @main.gs, i64 4416), i64 0, i64 %48
  store double 0.000000e+00, ptr %50, align 8, !tbaa !5
  %51 = getelementptr inbounds [24 x double], ptr @main.gs, i64 %48
  store double 0.000000e+00, ptr %51, align 16, !tbaa !5
  %52 = trunc nuw nsw i64 %48 to i32
  %53 = uitofp nneg i32 %52 to double
  %54 = fdiv double %53, 2.300000e+01
  %55 = getelementptr inbounds i8, ptr %51, i64 184
  store double %54, ptr %55, align 8, !tbaa !5
  %56 = add nuw nsw i64 %40, 2
  %57 = icmp eq i64 %56, 24
  br i1 %57, label %58, label %39, !llvm.loop !9

58:                                               ; preds = %39, %58
  %59 = phi i64 [ %75, %58 ], [ 0, %39 ]
  %60 = getelementptr inbounds [24 x double], ptr @main.so, i64 0, i64 %59
  store double 1.000000e+00, ptr %60, align 16, !tbaa !5
  %61 = getelementptr inbounds [24 x double], ptr getelementptr inbounds (i8, ptr @main.so, i64 4416), i64 0, i64 %59
  store double 0.000000e+00, ptr %61, align 16, !tbaa !5
  %62 = getelementptr inbounds [24 x double], ptr @main.so, i64 %59
  store double 0.000000e+00, ptr %62, align 16, !tbaa !5
  %63 = trunc nuw nsw i64 %59 to i32
  %64 = uitofp nneg i32 %63 to double
  %65 = fdiv double %64, 2.300000e+01
  %66 = getelementptr inbounds i8, ptr %62, i64 184
  store double %65, ptr %66, align 8, !tbaa !5
  %67 = or disjoint i64 %59, 1
  %68 = getelementptr inbounds [24 x double], ptr @main.so, i64 0, i64 %67
  store double 1.000000e+00, ptr %68, align 8, !tbaa !5
  %69 = getelementptr inbounds [24 x double], ptr getelementptr inbounds (i8, ptr @main.so, i64 4416), i64 0, i64 %67
  store double 0.000000e+00, ptr %69, align 8, !tbaa !5
  %70 = getelementptr inbounds [24 x double], ptr @main.so, i64 %67
  store double 0.000000e+00, ptr %70, align 16, !tbaa !5
  %71 = trunc nuw nsw i64 %67 to i32
  %72 = uitofp nneg i32 %71 to double
  %73 = fdiv double %72, 2.300000e+01
  %74 = getelementptr inbounds i8, ptr %70, i64 184
  store double %73, ptr %74, align 8, !tbaa !5
  %75 = add nuw nsw i64 %59, 2
  %76 = icmp eq i64 %75, 24
  br i1 %76, label %77, label %58, !llvm.loop !9

77:                                               ; preds = %58, %125
  %78 = phi i32 [ %126, %125 ], [ 1, %58 ]
  br label %79

79:                                               ; preds = %88, %77
  %80 = phi i64 [ 1, %77 ], [ %83, %88 ]
  %81 = phi double [ 0.000000e+00, %77 ], [ %109, %88 ]
  %82 = add nsw i64 %80, -1
  %83 = add nuw nsw i64 %80, 1
  %84 = getelementptr inbounds [24 x [24 x double]], ptr @g1, i64 0, i64 %80, i64 0
  %85 = load double, ptr %84, align 16, !tbaa !5
  %86 = getelementptr inbounds [24 x [24 x double]], ptr @g1, i64 0, i64 %80, i64 1
  %87 = load double, ptr %86, align 8, !tbaa !5
  br label %90

88:                                               ; preds = %90
  %89 = icmp eq i64 %83, 23
  br i1 %89, label %111, label %79, !llvm.loop !11

90:                                               ; preds = %90, %79
  %91 = phi double [ %87, %79 ], [ %103, %90 ]
  %92 = phi double [ %85, %79 ], [ %91, %90 ]
  %93 = phi i64 [ 1, %79 ], [ %101, %90 ]
  %94 = phi double [ %81, %79 ], [ %109, %90 ]
  %95 = getelementptr inbounds [24 x [24 x double]], ptr @g1, i64 0, i64 %82, i64 %93
  %96 = load double, ptr %95, align 8, !tbaa !5
  %97 = getelementptr inbounds [24 x [24 x double]], ptr @g1, i64 0, i64 %83, i64 %93
  %98 = load double, ptr %97, align 8, !tbaa !5
  %99 = fadd double %96, %98
  %100 = fadd double %92, %99
  %101 = add nuw nsw i64 %93, 1
  %102 = getelementptr inbounds [24 x [24 x double]], ptr @g1, i64 0, i64 %80, i64 %101
  %103 = load double, ptr %102, align 8, !tbaa !5
  %104 = fadd double %103, %100
  %105 = fmul double %104, 2.500000e-01
  %106 = getelementptr inbounds [24 x [24 x double]], ptr @g2, i64 0, i64 %80, i64 %93
  store double %105, ptr %106, align 8, !tbaa !5
  %107 = fsub double %105, %91
  %108 = tail call double @llvm.fabs.f64(double %107)
  %109 = tail call double @llvm.maxnum.f64(double %94, double %108)
  %110 = icmp eq i64 %101, 23
  br i1 %110, label %88, label %90, !llvm.loop !12

111:                                              ; preds = %88, %111
  %112 = phi i64 [ %121, %111 ], [ 0, %88 ]
  %113 = mul nuw nsw i64 %112, 192
  %114 = add nuw nsw i64 %113, 200
  %115 = getelementptr i8, ptr @g1, i64 %114
  %116 = getelementptr i8, ptr @g2, i64 %114
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(176) %115, ptr noundef nonnull align 8 dereferenceable(176) %116, i64 176, i1 false), !tbaa !5
  %117 = mul nuw i64 %112, 192
  %118 = add nuw i64 %117, 392
  %119 = getelementptr i8, ptr @g1, i64 %118
  %120 = getelementptr i8, ptr @g2, i64 %118
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(176) %119, ptr noundef nonnull align 8 dereferenceable(176) %120, i64 176, i1 false), !tbaa !5
  %121 = add nuw nsw i64 %112, 2
  %122 = icmp eq i64 %121, 22
  br i1 %122, label %123, label %111, !llvm.loop !13

123:                                              ; preds = %111
  %124 = fcmp uge double %109, 0x3EB0C6F7A0B5ED8D
  br i1 %124, label %125, label %128

125:                                              ; preds = %123
  %126 = add nuw nsw i32 %78, 1
  %127 = icmp eq i32 %126, 20001
  br i1 %127, label %128, label %77, !llvm.loop !14

128:                                              ; preds = %123, %125
  %129 = phi i32 [ %78, %123 ], [ -1, %125 ]
  br label %130

130:                                              ; preds = %168, %128
  %131 = phi i32 [ 1, %128 ], [ %169, %168 ]
  br label %132

132:                                              ; preds = %143, %130
  %133 = phi i64 [ 1, %130 ], [ %144, %143 ]
  %134 = phi double [ 0.000000e+00, %130 ], [ %166, %143 ]
  %135 = getelementptr [24 x double], ptr @main.gs, i64 %133
  %136 = getelementptr i8, ptr %135, i64 -192
  %137 = getelementptr inbounds i8, ptr %135, i64 192
  %138 = load double, ptr %135, align 16, !tbaa !5
  %139 = getelementptr inbounds [24 x double], ptr @main.gs, i64 %133, i64 1
  %140 = load double, ptr %139, align 8, !tbaa !5
  br label %146

141:                                              ; preds = %143
  %142 = fcmp uge double %166, 0x3EB0C6F7A0B5ED8D
  br i1 %142, label %168, label %171

143:                                              ; preds = %146
  %144 = add nuw nsw i64 %133, 1
  %145 = icmp eq i64 %144, 23
  br i1 %145, label %141, label %132, !llvm.loop !15

146:                                              ; preds = %146, %132
  %147 = phi double [ %140, %132 ], [ %159, %146 ]
  %148 = phi double [ %138, %132 ], [ %164, %146 ]
  %149 = phi i64 [ 1, %132 ], [ %157, %146 ]
  %150 = phi double [ %134, %132 ], [ %166, %146 ]
  %151 = getelementptr inbounds [24 x double], ptr %136, i64 0, i64 %149
  %152 = load double, ptr %151, align 8, !tbaa !5
  %153 = getelementptr inbounds [24 x double], ptr %137, i64 0, i64 %149
  %154 = load double, ptr %153, align 8, !tbaa !5
  %155 = fadd double %152, %154
  %156 = fadd double %148, %155
  %157 = add nuw nsw i64 %149, 1
  %158 = getelementptr inbounds [24 x double], ptr @main.gs, i64 %133, i64 %157
  %159 = load double, ptr %158, align 8, !tbaa !5
  %160 = fadd double %159, %156
  %161 = fmul double %160, 2.500000e-01
  %162 = getelementptr inbounds [24 x double], ptr @main.gs, i64 %133, i64 %149
  %163 = fsub double %161, %147
  %164 = fadd double %147, %163
  store double %164, ptr %162, align 8, !tbaa !5
  %165 = tail call double @llvm.fabs.f64(double %163)
  %166 = tail call double @llvm.maxnum.f64(double %150, double %165)
  %167 = icmp eq i64 %157, 23
  br i1 %167, label %143, label %146, !llvm.loop !16

168:                                              ; preds = %141
  %169 = add nuw nsw i32 %131, 1
  %170 = icmp eq i32 %169, 20001
  br i1 %170, label %171, label %130, !llvm.loop !17

171:                                              ; preds = %141, %168
  %172 = phi i32 [ %131, %141 ], [ -1, %168 ]
  br label %173

173:                                              ; preds = %212, %171
  %174 = phi i32 [ 1, %171 ], [ %213, %212 ]
  br label %175

175:                                              ; preds = %186, %173
  %176 = phi i64 [ 1, %173 ], [ %187, %186 ]
  %177 = phi double [ 0.000000e+00, %173 ], [ %210, %186 ]
  %178 = getelementptr [24 x double], ptr @main.so, i64 %176
  %179 = getelementptr i8, ptr %178, i64 -192
  %180 = getelementptr inbounds i8, ptr %178, i64 192
  %181 = load double, ptr %178, align 16, !tbaa !5
  %182 = getelementptr inbounds [24 x double], ptr @main.so, i64 %176, i64 1
  %183 = load double, ptr %182, align 8, !tbaa !5
  br label %189

184:                                              ; preds = %186
  %185 = fcmp uge double %210, 0x3EB0C6F7A0B5ED8D
  br i1 %185, label %212, label %215

186:                                              ; preds = %189
  %187 = add nuw nsw i64 %176, 1
  %188 = icmp eq i64 %187, 23
  br i1 %188, label %184, label %175, !llvm.loop !15

189:                                              ; preds = %189, %175
  %190 = phi double [ %183, %175 ], [ %202, %189 ]
  %191 = phi double [ %181, %175 ], [ %208, %189 ]
  %192 = phi i64 [ 1, %175 ], [ %200, %189 ]
  %193 = phi double [ %177, %175 ], [ %210, %189 ]
  %194 = getelementptr inbounds [24 x double], ptr %179, i64 0, i64 %192
  %195 = load double, ptr %194, align 8, !tbaa !5
  %196 = getelementptr inbounds [24 x double], ptr %180, i64 0, i64 %192
  %197 = load double, ptr %196, align 8, !tbaa !5
  %198 = fadd double %195, %197
  %199 = fadd double %191, %198
  %200 = add nuw nsw i64 %192, 1
  %201 = getelementptr inbounds [24 x double], ptr @main.so, i64 %176, i64 %200
  %202 = load double, ptr %201, align 8, !tbaa !5
  %203 = fadd double %202, %199
  %204 = fmul double %203, 2.500000e-01
  %205 = getelementptr inbounds [24 x double], ptr @main.so, i64 %176, i64 %192
  %206 = fsub double %204, %190
  %207 = fmul double %206, 1.750000e+00
  %208 = fadd double %190, %207
  store double %208, ptr %205, align 8, !tbaa !5
  %209 = tail call double @llvm.fabs.f64(double %207)
  %210 = tail call double @llvm.maxnum.f64(double %193, double %209)
  %211 = icmp eq i64 %200, 23
  br i1 %211, label %186, label %189, !llvm.loop !16

212:                                              ; preds = %184
  %213 = add nuw nsw i32 %174, 1
  %214 = icmp eq i32 %213, 20001
  br i1 %214, label %215, label %173, !llvm.loop !17

215:                                              ; preds = %184, %212
  %216 = phi i32 [ %174, %184 ], [ -1, %212 ]
  %217 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %129, i32 noundef %172, i32 noundef %216)
  %218 = icmp slt i32 %216, %172
  %219 = icmp slt i32 %172, %129
  %220 = and i1 %219, %218
  %221 = zext i1 %220 to i32
  %222 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %221)
  %223 = load double, ptr @g1, align 16, !tbaa !5
  %224 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %223)
  %225 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 40), align 8, !tbaa !5
  %226 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %225)
  %227 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 80), align 16, !tbaa !5
  %228 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %227)
  %229 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 120), align 8, !tbaa !5
  %230 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %229)
  %231 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 160), align 16, !tbaa !5
  %232 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %231)
  %233 = tail call i32 @putchar(i32 10)
  %234 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 960), align 16, !tbaa !5
  %235 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %234)
  %236 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 1000), align 8, !tbaa !5
  %237 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %236)
  %238 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 1040), align 16, !tbaa !5
  %239 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %238)
  %240 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 1080), align 8, !tbaa !5
  %241 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %240)
  %242 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 1120), align 16, !tbaa !5
  %243 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %242)
  %244 = tail call i32 @putchar(i32 10)
  %245 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 1920), align 16, !tbaa !5
  %246 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %245)
  %247 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 1960), align 8, !tbaa !5
  %248 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %247)
  %249 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 2000), align 16, !tbaa !5
  %250 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %249)
  %251 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 2040), align 8, !tbaa !5
  %252 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %251)
  %253 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 2080), align 16, !tbaa !5
  %254 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %253)
  %255 = tail call i32 @putchar(i32 10)
  %256 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 2880), align 16, !tbaa !5
  %257 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %256)
  %258 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 2920), align 8, !tbaa !5
  %259 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %258)
  %260 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 2960), align 16, !tbaa !5
  %261 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %260)
  %262 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 3000), align 8, !tbaa !5
  %263 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %262)
  %264 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 3040), align 16, !tbaa !5
  %265 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %264)
  %266 = tail call i32 @putchar(i32 10)
  %267 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 3840), align 16, !tbaa !5
  %268 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %267)
  %269 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 3880), align 8, !tbaa !5
  %270 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %269)
  %271 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 3920), align 16, !tbaa !5
  %272 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %271)
  %273 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 3960), align 8, !tbaa !5
  %274 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %273)
  %275 = load double, ptr getelementptr inbounds (i8, ptr @g1, i64 4000), align 16, !tbaa !5
  %276 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %275)
  %277 = tail call i32 @putchar(i32 10)
  br label %278

278:                                              ; preds = %215, %287
  %279 = phi i64 [ 0, %215 ], [ %288, %287 ]
  %280 = phi double [ 0.000000e+00, %215 ], [ %299, %287 ]
  br label %290

281:                                              ; preds = %287
  %282 = fcmp olt double %299, 1.000000e-03
  %283 = zext i1 %282 to i32
  %284 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %283, double noundef %299)
  %285 = load double, ptr getelementptr inbounds (i8, ptr @main.so, i64 2400), align 16, !tbaa !5
  %286 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %285)
  ret i32 0

287:                                              ; preds = %290
  %288 = add nuw nsw i64 %279, 1
  %289 = icmp eq i64 %288, 24
  br i1 %289, label %281, label %278, !llvm.loop !18

290:                                              ; preds = %278, %290
  %291 = phi i64 [ 0, %278 ], [ %300, %290 ]
  %292 = phi double [ %280, %278 ], [ %299, %290 ]
  %293 = getelementptr inbounds [24 x [24 x double]], ptr @g1, i64 0, i64 %279, i64 %291
  %294 = load double, ptr %293, align 8, !tbaa !5
  %295 = getelementptr inbounds [24 x [24 x double]], ptr @main.so, i64 0, i64 %279, i64 %291
  %296 = load double, ptr %295, align 8, !tbaa !5
  %297 = fsub double %294, %296
  %298 = tail call double @llvm.fabs.f64(double %297)
  %299 = tail call double @llvm.maxnum.f64(double %292, double %298)
  %300 = add nuw nsw i64 %291, 1
  %301 = icmp eq i64 %300, 24
  br i1 %301, label %287, label %290, !llvm.loop !19
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

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
