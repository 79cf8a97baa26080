; ModuleID = 'c/34_nbody.c'
source_filename = "c/34_nbody.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.body = type { double, double, double, double, double, double, double }

@.str = private unnamed_addr constant [15 x i8] c"pi check %.9f\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"energy before: %.9f\0A\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"step %5d energy %.9f\0A\00", align 1
@.str.3 = private unnamed_addr constant [42 x i8] c"energy after: %.9f  rel drift < 1e-5: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [38 x i8] c"body %d pos (%10.6f, %10.6f, %10.6f)\0A\00", align 1
@bodies = internal unnamed_addr global [5 x %struct.body] [%struct.body zeroinitializer, %struct.body { double 0x40135DA0343CD92C, double 0xBFF290ABC01FDB7C, double 0xBFBA86F96C25EBF0, double 0x3F5B32DDB8EC9209, double 0x3F7F88FF93F670B6, double 0xBF12199946DEBD80, double 0x3F4F49601333C135 }, %struct.body { double 0x4020AFCDC332CA67, double 0x40107FCB31DE01B0, double 0xBFD9D353E1EB467C, double 0xBF66ABB60A8E1D76, double 0x3F747956257578B8, double 0x3EF829379CAD4AC0, double 0x3F32BC5EEFF5E6F8 }, %struct.body { double 0x4029C9EACEA7D9CF, double 0xC02E38E8D626667E, double 0xBFCC9557BE257DA0, double 0x3F6849383E87D954, double 0x3F637C044AC0ACE1, double 0xBEFF1983FEDBFAA0, double 0x3F06E44607A13BD6 }, %struct.body { double 0x402EC267A905572A, double 0xC039EB5833C8A220, double 0x3FC6F1F393ABE540, double 0x3F65F5C9E51B4320, double 0x3F5AAD5736999D88, double 0xBF18F2070B7F9750, double 0x3F0B0213CA2D0EEC }], align 16

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  store double 0x4043BD3CC9BE45DE, ptr getelementptr inbounds (i8, ptr @bodies, i64 48), align 16, !tbaa !5
  %1 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 80), align 16, !tbaa !10
  %2 = fmul double %1, 3.652400e+02
  store double %2, ptr getelementptr inbounds (i8, ptr @bodies, i64 80), align 16, !tbaa !10
  %3 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 88), align 8, !tbaa !11
  %4 = fmul double %3, 3.652400e+02
  store double %4, ptr getelementptr inbounds (i8, ptr @bodies, i64 88), align 8, !tbaa !11
  %5 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 96), align 16, !tbaa !12
  %6 = fmul double %5, 3.652400e+02
  store double %6, ptr getelementptr inbounds (i8, ptr @bodies, i64 96), align 16, !tbaa !12
  %7 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 104), align 8, !tbaa !5
  %8 = fmul double %7, 0x4043BD3CC9BE45DE
  store double %8, ptr getelementptr inbounds (i8, ptr @bodies, i64 104), align 8, !tbaa !5
  %9 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 136), align 8, !tbaa !10
  %10 = fmul double %9, 3.652400e+02
  store double %10, ptr getelementptr inbounds (i8, ptr @bodies, i64 136), align 8, !tbaa !10
  %11 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 144), align 16, !tbaa !11
  %12 = fmul double %11, 3.652400e+02
  store double %12, ptr getelementptr inbounds (i8, ptr @bodies, i64 144), align 16, !tbaa !11
  %13 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 152), align 8, !tbaa !12
  %14 = fmul double %13, 3.652400e+02
  store double %14, ptr getelementptr inbounds (i8, ptr @bodies, i64 152), align 8, !tbaa !12
  %15 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 160), align 16, !tbaa !5
  %16 = fmul double %15, 0x4043BD3CC9BE45DE
  store double %16, ptr getelementptr inbounds (i8, ptr @bodies, i64 160), align 16, !tbaa !5
  %17 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 192), align 16, !tbaa !10
  %18 = fmul double %17, 3.652400e+02
  store double %18, ptr getelementptr inbounds (i8, ptr @bodies, i64 192), align 16, !tbaa !10
  %19 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 200), align 8, !tbaa !11
  %20 = fmul double %19, 3.652400e+02
  store double %20, ptr getelementptr inbounds (i8, ptr @bodies, i64 200), align 8, !tbaa !11
  %21 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 208), align 16, !tbaa !12
  %22 = fmul double %21, 3.652400e+02
  store double %22, ptr getelementptr inbounds (i8, ptr @bodies, i64 208), align 16, !tbaa !12
  %23 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 216), align 8, !tbaa !5
  %24 = fmul double %23, 0x4043BD3CC9BE45DE
  store double %24, ptr getelementptr inbounds (i8, ptr @bodies, i64 216), align 8, !tbaa !5
  %25 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 248), align 8, !tbaa !10
  %26 = fmul double %25, 3.652400e+02
  store double %26, ptr getelementptr inbounds (i8, ptr @bodies, i64 248), align 8, !tbaa !10
  %27 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 256), align 16, !tbaa !11
  %28 = fmul double %27, 3.652400e+02
  store double %28, ptr getelementptr inbounds (i8, ptr @bodies, i64 256), align 16, !tbaa !11
  %29 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 264), align 8, !tbaa !12
  %30 = fmul double %29, 3.652400e+02
  store double %30, ptr getelementptr inbounds (i8, ptr @bodies, i64 264), align 8, !tbaa !12
  %31 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 272), align 16, !tbaa !5
  %32 = fmul double %31, 0x4043BD3CC9BE45DE
  store double %32, ptr getelementptr inbounds (i8, ptr @bodies, i64 272), align 16, !tbaa !5
  %33 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 24), align 8, !tbaa !10
  %34 = tail call double @llvm.fmuladd.f64(double %33, double 0x4043BD3CC9BE45DE, double 0.000000e+00)
  %35 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 32), align 16, !tbaa !11
  %36 = tail call double @llvm.fmuladd.f64(double %35, double 0x4043BD3CC9BE45DE, double 0.000000e+00)
  %37 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 40), align 8, !tbaa !12
  %38 = tail call double @llvm.fmuladd.f64(double %37, double 0x4043BD3CC9BE45DE, double 0.000000e+00)
  %39 = tail call double @llvm.fmuladd.f64(double %2, double %8, double %34)
  %40 = tail call double @llvm.fmuladd.f64(double %4, double %8, double %36)
  %41 = tail call double @llvm.fmuladd.f64(double %6, double %8, double %38)
  %42 = tail call double @llvm.fmuladd.f64(double %10, double %16, double %39)
  %43 = tail call double @llvm.fmuladd.f64(double %12, double %16, double %40)
  %44 = tail call double @llvm.fmuladd.f64(double %14, double %16, double %41)
  %45 = tail call double @llvm.fmuladd.f64(double %18, double %24, double %42)
  %46 = tail call double @llvm.fmuladd.f64(double %20, double %24, double %43)
  %47 = tail call double @llvm.fmuladd.f64(double %22, double %24, double %44)
  %48 = tail call double @llvm.fmuladd.f64(double %26, double %32, double %45)
  %49 = tail call double @llvm.fmuladd.f64(double %28, double %32, double %46)
  %50 = tail call double @llvm.fmuladd.f64(double %30, double %32, double %47)
  %51 = fdiv double %48, 0xC043BD3CC9BE45DE
  store double %51, ptr getelementptr inbounds (i8, ptr @bodies, i64 24), align 8, !tbaa !10
  %52 = fdiv double %49, 0xC043BD3CC9BE45DE
  store double %52, ptr getelementptr inbounds (i8, ptr @bodies, i64 32), align 16, !tbaa !11
  %53 = fdiv double %50, 0xC043BD3CC9BE45DE
  store double %53, ptr getelementptr inbounds (i8, ptr @bodies, i64 40), align 8, !tbaa !12
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 0x400921FB54442D18)
  br label %59

55:                                               ; preds = %85, %59
  %56 = phi double [ %76, %59 ], [ %105, %85 ]
  %57 = add nuw nsw i64 %61, 1
  %58 = icmp eq i64 %77, 5
  br i1 %58, label %108, label %59, !llvm.loop !13

59:                                               ; preds = %55, %0
  %60 = phi i64 [ 0, %0 ], [ %77, %55 ]
  %61 = phi i64 [ 1, %0 ], [ %57, %55 ]
  %62 = phi double [ 0.000000e+00, %0 ], [ %56, %55 ]
  %63 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %60
  %64 = getelementptr inbounds i8, ptr %63, i64 48
  %65 = load double, ptr %64, align 8, !tbaa !5
  %66 = fmul double %65, 5.000000e-01
  %67 = getelementptr inbounds i8, ptr %63, i64 24
  %68 = load double, ptr %67, align 8, !tbaa !10
  %69 = getelementptr inbounds i8, ptr %63, i64 32
  %70 = load double, ptr %69, align 8, !tbaa !11
  %71 = fmul double %70, %70
  %72 = tail call double @llvm.fmuladd.f64(double %68, double %68, double %71)
  %73 = getelementptr inbounds i8, ptr %63, i64 40
  %74 = load double, ptr %73, align 8, !tbaa !12
  %75 = tail call double @llvm.fmuladd.f64(double %74, double %74, double %72)
  %76 = tail call double @llvm.fmuladd.f64(double %66, double %75, double %62)
  %77 = add nuw nsw i64 %60, 1
  %78 = icmp ult i64 %60, 4
  br i1 %78, label %79, label %55

79:                                               ; preds = %59
  %80 = load double, ptr %63, align 8, !tbaa !15
  %81 = getelementptr inbounds i8, ptr %63, i64 8
  %82 = load double, ptr %81, align 8, !tbaa !16
  %83 = getelementptr inbounds i8, ptr %63, i64 16
  %84 = load double, ptr %83, align 8, !tbaa !17
  br label %85

85:                                               ; preds = %85, %79
  %86 = phi i64 [ %61, %79 ], [ %106, %85 ]
  %87 = phi double [ %76, %79 ], [ %105, %85 ]
  %88 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %86
  %89 = load double, ptr %88, align 8, !tbaa !15
  %90 = fsub double %80, %89
  %91 = getelementptr inbounds i8, ptr %88, i64 8
  %92 = load double, ptr %91, align 8, !tbaa !16
  %93 = fsub double %82, %92
  %94 = getelementptr inbounds i8, ptr %88, i64 16
  %95 = load double, ptr %94, align 8, !tbaa !17
  %96 = fsub double %84, %95
  %97 = getelementptr inbounds i8, ptr %88, i64 48
  %98 = load double, ptr %97, align 8, !tbaa !5
  %99 = fmul double %65, %98
  %100 = fmul double %93, %93
  %101 = tail call double @llvm.fmuladd.f64(double %90, double %90, double %100)
  %102 = tail call double @llvm.fmuladd.f64(double %96, double %96, double %101)
  %103 = tail call double @llvm.sqrt.f64(double %102)
  %104 = fdiv double %99, %103
  %105 = fsub double %87, %104
  %106 = add nuw nsw i64 %86, 1
  %107 = icmp eq i64 %106, 5
  br i1 %107, label %55, label %85, !llvm.loop !18

108:                                              ; preds = %55
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %56)
  br label %110

110:                                              ; preds = %108, %360
  %111 = phi i32 [ 1, %108 ], [ %361, %360 ]
  br label %195

112:                                              ; preds = %142, %116
  %113 = phi double [ %133, %116 ], [ %162, %142 ]
  %114 = add nuw nsw i64 %118, 1
  %115 = icmp eq i64 %134, 5
  br i1 %115, label %165, label %116, !llvm.loop !13

116:                                              ; preds = %360, %112
  %117 = phi i64 [ %134, %112 ], [ 0, %360 ]
  %118 = phi i64 [ %114, %112 ], [ 1, %360 ]
  %119 = phi double [ %113, %112 ], [ 0.000000e+00, %360 ]
  %120 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %117
  %121 = getelementptr inbounds i8, ptr %120, i64 48
  %122 = load double, ptr %121, align 8, !tbaa !5
  %123 = fmul double %122, 5.000000e-01
  %124 = getelementptr inbounds i8, ptr %120, i64 24
  %125 = load double, ptr %124, align 8, !tbaa !10
  %126 = getelementptr inbounds i8, ptr %120, i64 32
  %127 = load double, ptr %126, align 8, !tbaa !11
  %128 = fmul double %127, %127
  %129 = tail call double @llvm.fmuladd.f64(double %125, double %125, double %128)
  %130 = getelementptr inbounds i8, ptr %120, i64 40
  %131 = load double, ptr %130, align 8, !tbaa !12
  %132 = tail call double @llvm.fmuladd.f64(double %131, double %131, double %129)
  %133 = tail call double @llvm.fmuladd.f64(double %123, double %132, double %119)
  %134 = add nuw nsw i64 %117, 1
  %135 = icmp ult i64 %117, 4
  br i1 %135, label %136, label %112

136:                                              ; preds = %116
  %137 = load double, ptr %120, align 8, !tbaa !15
  %138 = getelementptr inbounds i8, ptr %120, i64 8
  %139 = load double, ptr %138, align 8, !tbaa !16
  %140 = getelementptr inbounds i8, ptr %120, i64 16
  %141 = load double, ptr %140, align 8, !tbaa !17
  br label %142

142:                                              ; preds = %142, %136
  %143 = phi i64 [ %118, %136 ], [ %163, %142 ]
  %144 = phi double [ %133, %136 ], [ %162, %142 ]
  %145 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %143
  %146 = load double, ptr %145, align 8, !tbaa !15
  %147 = fsub double %137, %146
  %148 = getelementptr inbounds i8, ptr %145, i64 8
  %149 = load double, ptr %148, align 8, !tbaa !16
  %150 = fsub double %139, %149
  %151 = getelementptr inbounds i8, ptr %145, i64 16
  %152 = load double, ptr %151, align 8, !tbaa !17
  %153 = fsub double %141, %152
  %154 = getelementptr inbounds i8, ptr %145, i64 48
  %155 = load double, ptr %154, align 8, !tbaa !5
  %156 = fmul double %122, %155
  %157 = fmul double %150, %150
  %158 = tail call double @llvm.fmuladd.f64(double %147, double %147, double %157)
  %159 = tail call double @llvm.fmuladd.f64(double %153, double %153, double %158)
  %160 = tail call double @llvm.sqrt.f64(double %159)
  %161 = fdiv double %156, %160
  %162 = fsub double %144, %161
  %163 = add nuw nsw i64 %143, 1
  %164 = icmp eq i64 %163, 5
  br i1 %164, label %112, label %142, !llvm.loop !18

165:                                              ; preds = %112
  %166 = fsub double %113, %56
  %167 = fdiv double %166, %56
  %168 = tail call double @llvm.fabs.f64(double %167)
  %169 = fcmp olt double %168, 1.000000e-05
  %170 = zext i1 %169 to i32
  %171 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %113, i32 noundef %170)
  %172 = load double, ptr @bodies, align 16, !tbaa !15
  %173 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 8), align 8, !tbaa !16
  %174 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 16), align 16, !tbaa !17
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, double noundef %172, double noundef %173, double noundef %174)
  %176 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 56), align 8, !tbaa !15
  %177 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 64), align 16, !tbaa !16
  %178 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 72), align 8, !tbaa !17
  %179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, double noundef %176, double noundef %177, double noundef %178)
  %180 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 112), align 16, !tbaa !15
  %181 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 120), align 8, !tbaa !16
  %182 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 128), align 16, !tbaa !17
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 2, double noundef %180, double noundef %181, double noundef %182)
  %184 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 168), align 8, !tbaa !15
  %185 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 176), align 16, !tbaa !16
  %186 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 184), align 8, !tbaa !17
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3, double noundef %184, double noundef %185, double noundef %186)
  %188 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 224), align 16, !tbaa !15
  %189 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 232), align 8, !tbaa !16
  %190 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 240), align 16, !tbaa !17
  %191 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 4, double noundef %188, double noundef %189, double noundef %190)
  ret i32 0

192:                                              ; preds = %212, %195
  %193 = add nuw nsw i64 %197, 1
  %194 = icmp eq i64 %198, 5
  br i1 %194, label %257, label %195, !llvm.loop !19

195:                                              ; preds = %110, %192
  %196 = phi i64 [ %198, %192 ], [ 0, %110 ]
  %197 = phi i64 [ %193, %192 ], [ 1, %110 ]
  %198 = add nuw nsw i64 %196, 1
  %199 = icmp ult i64 %196, 4
  br i1 %199, label %200, label %192

200:                                              ; preds = %195
  %201 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %196
  %202 = load double, ptr %201, align 8, !tbaa !15
  %203 = getelementptr inbounds i8, ptr %201, i64 8
  %204 = load double, ptr %203, align 8, !tbaa !16
  %205 = getelementptr inbounds i8, ptr %201, i64 16
  %206 = load double, ptr %205, align 8, !tbaa !17
  %207 = getelementptr inbounds i8, ptr %201, i64 24
  %208 = getelementptr inbounds i8, ptr %201, i64 32
  %209 = getelementptr inbounds i8, ptr %201, i64 40
  %210 = getelementptr inbounds i8, ptr %201, i64 48
  %211 = load double, ptr %210, align 8, !tbaa !5
  br label %212

212:                                              ; preds = %212, %200
  %213 = phi i64 [ %197, %200 ], [ %255, %212 ]
  %214 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %213
  %215 = load double, ptr %214, align 8, !tbaa !15
  %216 = fsub double %202, %215
  %217 = getelementptr inbounds i8, ptr %214, i64 8
  %218 = load double, ptr %217, align 8, !tbaa !16
  %219 = fsub double %204, %218
  %220 = getelementptr inbounds i8, ptr %214, i64 16
  %221 = load double, ptr %220, align 8, !tbaa !17
  %222 = fsub double %206, %221
  %223 = fmul double %219, %219
  %224 = tail call double @llvm.fmuladd.f64(double %216, double %216, double %223)
  %225 = tail call double @llvm.fmuladd.f64(double %222, double %222, double %224)
  %226 = tail call double @llvm.sqrt.f64(double %225)
  %227 = fmul double %225, %226
  %228 = fdiv double 1.000000e-02, %227
  %229 = getelementptr inbounds i8, ptr %214, i64 48
  %230 = load double, ptr %229, align 8, !tbaa !5
  %231 = load double, ptr %207, align 8, !tbaa !10
  %232 = fneg double %216
  %233 = fmul double %230, %232
  %234 = tail call double @llvm.fmuladd.f64(double %233, double %228, double %231)
  store double %234, ptr %207, align 8, !tbaa !10
  %235 = load double, ptr %208, align 8, !tbaa !11
  %236 = fneg double %219
  %237 = fmul double %230, %236
  %238 = tail call double @llvm.fmuladd.f64(double %237, double %228, double %235)
  store double %238, ptr %208, align 8, !tbaa !11
  %239 = load double, ptr %209, align 8, !tbaa !12
  %240 = fneg double %222
  %241 = fmul double %230, %240
  %242 = tail call double @llvm.fmuladd.f64(double %241, double %228, double %239)
  store double %242, ptr %209, align 8, !tbaa !12
  %243 = fmul double %211, %216
  %244 = getelementptr inbounds i8, ptr %214, i64 24
  %245 = load double, ptr %244, align 8, !tbaa !10
  %246 = tail call double @llvm.fmuladd.f64(double %243, double %228, double %245)
  store double %246, ptr %244, align 8, !tbaa !10
  %247 = fmul double %211, %219
  %248 = getelementptr inbounds i8, ptr %214, i64 32
  %249 = load double, ptr %248, align 8, !tbaa !11
  %250 = tail call double @llvm.fmuladd.f64(double %247, double %228, double %249)
  store double %250, ptr %248, align 8, !tbaa !11
  %251 = fmul double %211, %222
  %252 = getelementptr inbounds i8, ptr %214, i64 40
  %253 = load double, ptr %252, align 8, !tbaa !12
  %254 = tail call double @llvm.fmuladd.f64(double %251, double %228, double %253)
  store double %254, ptr %252, align 8, !tbaa !12
  %255 = add nuw nsw i64 %213, 1
  %256 = icmp eq i64 %255, 5
  br i1 %256, label %192, label %212, !llvm.loop !20

257:                                              ; preds = %192
  %258 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 24), align 8, !tbaa !10
  %259 = load double, ptr @bodies, align 16, !tbaa !15
  %260 = tail call double @llvm.fmuladd.f64(double %258, double 1.000000e-02, double %259)
  store double %260, ptr @bodies, align 16, !tbaa !15
  %261 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 32), align 16, !tbaa !11
  %262 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 8), align 8, !tbaa !16
  %263 = tail call double @llvm.fmuladd.f64(double %261, double 1.000000e-02, double %262)
  store double %263, ptr getelementptr inbounds (i8, ptr @bodies, i64 8), align 8, !tbaa !16
  %264 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 40), align 8, !tbaa !12
  %265 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 16), align 16, !tbaa !17
  %266 = tail call double @llvm.fmuladd.f64(double %264, double 1.000000e-02, double %265)
  store double %266, ptr getelementptr inbounds (i8, ptr @bodies, i64 16), align 16, !tbaa !17
  %267 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 80), align 16, !tbaa !10
  %268 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 56), align 8, !tbaa !15
  %269 = tail call double @llvm.fmuladd.f64(double %267, double 1.000000e-02, double %268)
  store double %269, ptr getelementptr inbounds (i8, ptr @bodies, i64 56), align 8, !tbaa !15
  %270 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 88), align 8, !tbaa !11
  %271 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 64), align 16, !tbaa !16
  %272 = tail call double @llvm.fmuladd.f64(double %270, double 1.000000e-02, double %271)
  store double %272, ptr getelementptr inbounds (i8, ptr @bodies, i64 64), align 16, !tbaa !16
  %273 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 96), align 16, !tbaa !12
  %274 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 72), align 8, !tbaa !17
  %275 = tail call double @llvm.fmuladd.f64(double %273, double 1.000000e-02, double %274)
  store double %275, ptr getelementptr inbounds (i8, ptr @bodies, i64 72), align 8, !tbaa !17
  %276 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 136), align 8, !tbaa !10
  %277 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 112), align 16, !tbaa !15
  %278 = tail call double @llvm.fmuladd.f64(double %276, double 1.000000e-02, double %277)
  store double %278, ptr getelementptr inbounds (i8, ptr @bodies, i64 112), align 16, !tbaa !15
  %279 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 144), align 16, !tbaa !11
  %280 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 120), align 8, !tbaa !16
  %281 = tail call double @llvm.fmuladd.f64(double %279, double 1.000000e-02, double %280)
  store double %281, ptr getelementptr inbounds (i8, ptr @bodies, i64 120), align 8, !tbaa !16
  %282 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 152), align 8, !tbaa !12
  %283 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 128), align 16, !tbaa !17
  %284 = tail call double @llvm.fmuladd.f64(double %282, double 1.000000e-02, double %283)
  store double %284, ptr getelementptr inbounds (i8, ptr @bodies, i64 128), align 16, !tbaa !17
  %285 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 192), align 16, !tbaa !10
  %286 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 168), align 8, !tbaa !15
  %287 = tail call double @llvm.fmuladd.f64(double %285, double 1.000000e-02, double %286)
  store double %287, ptr getelementptr inbounds (i8, ptr @bodies, i64 168), align 8, !tbaa !15
  %288 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 200), align 8, !tbaa !11
  %289 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 176), align 16, !tbaa !16
  %290 = tail call double @llvm.fmuladd.f64(double %288, double 1.000000e-02, double %289)
  store double %290, ptr getelementptr inbounds (i8, ptr @bodies, i64 176), align 16, !tbaa !16
  %291 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 208), align 16, !tbaa !12
  %292 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 184), align 8, !tbaa !17
  %293 = tail call double @llvm.fmuladd.f64(double %291, double 1.000000e-02, double %292)
  store double %293, ptr getelementptr inbounds (i8, ptr @bodies, i64 184), align 8, !tbaa !17
  %294 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 248), align 8, !tbaa !10
  %295 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 224), align 16, !tbaa !15
  %296 = tail call double @llvm.fmuladd.f64(double %294, double 1.000000e-02, double %295)
  store double %296, ptr getelementptr inbounds (i8, ptr @bodies, i64 224), align 16, !tbaa !15
  %297 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 256), align 16, !tbaa !11
  %298 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 232), align 8, !tbaa !16
  %299 = tail call double @llvm.fmuladd.f64(double %297, double 1.000000e-02, double %298)
  store double %299, ptr getelementptr inbounds (i8, ptr @bodies, i64 232), align 8, !tbaa !16
  %300 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 264), align 8, !tbaa !12
  %301 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 240), align 16, !tbaa !17
  %302 = tail call double @llvm.fmuladd.f64(double %300, double 1.000000e-02, double %301)
  store double %302, ptr getelementptr inbounds (i8, ptr @bodies, i64 240), align 16, !tbaa !17
  %303 = urem i32 %111, 1000
  %304 = icmp eq i32 %303, 0
  br i1 %304, label %309, label %360

305:                                              ; preds = %335, %309
  %306 = phi double [ %326, %309 ], [ %355, %335 ]
  %307 = add nuw nsw i64 %311, 1
  %308 = icmp eq i64 %327, 5
  br i1 %308, label %358, label %309, !llvm.loop !13

309:                                              ; preds = %257, %305
  %310 = phi i64 [ %327, %305 ], [ 0, %257 ]
  %311 = phi i64 [ %307, %305 ], [ 1, %257 ]
  %312 = phi double [ %306, %305 ], [ 0.000000e+00, %257 ]
  %313 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %310
  %314 = getelementptr inbounds i8, ptr %313, i64 48
  %315 = load double, ptr %314, align 8, !tbaa !5
  %316 = fmul double %315, 5.000000e-01
  %317 = getelementptr inbounds i8, ptr %313, i64 24
  %318 = load double, ptr %317, align 8, !tbaa !10
  %319 = getelementptr inbounds i8, ptr %313, i64 32
  %320 = load double, ptr %319, align 8, !tbaa !11
  %321 = fmul double %320, %320
  %322 = tail call double @llvm.fmuladd.f64(double %318, double %318, double %321)
  %323 = getelementptr inbounds i8, ptr %313, i64 40
  %324 = load double, ptr %323, align 8, !tbaa !12
  %325 = tail call double @llvm.fmuladd.f64(double %324, double %324, double %322)
  %326 = tail call double @llvm.fmuladd.f64(double %316, double %325, double %312)
  %327 = add nuw nsw i64 %310, 1
  %328 = icmp ult i64 %310, 4
  br i1 %328, label %329, label %305

329:                                              ; preds = %309
  %330 = load double, ptr %313, align 8, !tbaa !15
  %331 = getelementptr inbounds i8, ptr %313, i64 8
  %332 = load double, ptr %331, align 8, !tbaa !16
  %333 = getelementptr inbounds i8, ptr %313, i64 16
  %334 = load double, ptr %333, align 8, !tbaa !17
  br label %335

335:                                              ; preds = %335, %329
  %336 = phi i64 [ %311, %329 ], [ %356, %335 ]
  %337 = phi double [ %326, %329 ], [ %355, %335 ]
  %338 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %336
  %339 = load double, ptr %338, align 8, !tbaa !15
  %340 = fsub double %330, %339
  %341 = getelementptr inbounds i8, ptr %338, i64 8
  %342 = load double, ptr %341, align 8, !tbaa !16
  %343 = fsub double %332, %342
  %344 = getelementptr inbounds i8, ptr %338, i64 16
  %345 = load double, ptr %344, align 8, !tbaa !17
  %346 = fsub double %334, %345
  %347 = getelementptr inbounds i8, ptr %338, i64 48
  %348 = load double, ptr %347, align 8, !tbaa !5
  %349 = fmul double %315, %348
  %350 = fmul double %343, %343
  %351 = tail call double @llvm.fmuladd.f64(double %340, double %340, double %350)
  %352 = tail call double @llvm.fmuladd.f64(double %346, double %346, double %351)
  %353 = tail call double @llvm.sqrt.f64(double %352)
  %354 = fdiv double %349, %353
  %355 = fsub double %337, %354
  %356 = add nuw nsw i64 %336, 1
  %357 = icmp eq i64 %356, 5
  br i1 %357, label %305, label %335, !llvm.loop !18

358:                                              ; preds = %305
  %359 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %111, double noundef %306)
  br label %360

360:                                              ; preds = %257, %358
  %361 = add nuw nsw i32 %111, 1
  %362 = icmp eq i32 %361, 5001
  br i1 %362, label %116, label %110, !llvm.loop !21
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 48}
!6 = !{!"", !7, i64 0, !7, i64 8, !7, i64 16, !7, i64 24, !7, i64 32, !7, i64 40, !7, i64 48}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !7, i64 24}
!11 = !{!6, !7, i64 32}
!12 = !{!6, !7, i64 40}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!6, !7, i64 0}
!16 = !{!6, !7, i64 8}
!17 = !{!6, !7, i64 16}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
