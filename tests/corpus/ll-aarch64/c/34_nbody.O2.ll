; ModuleID = 'c/34_nbody.c'
source_filename = "c/34_nbody.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.body = type { double, double, double, double, double, double, double }

@.str = private unnamed_addr constant [15 x i8] c"pi check %.9f\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"energy before: %.9f\0A\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"step %5d energy %.9f\0A\00", align 1
@.str.3 = private unnamed_addr constant [42 x i8] c"energy after: %.9f  rel drift < 1e-5: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [38 x i8] c"body %d pos (%10.6f, %10.6f, %10.6f)\0A\00", align 1
@bodies = internal unnamed_addr global [5 x %struct.body] [%struct.body zeroinitializer, %struct.body { double 0x40135DA0343CD92C, double 0xBFF290ABC01FDB7C, double 0xBFBA86F96C25EBF0, double 0x3F5B32DDB8EC9209, double 0x3F7F88FF93F670B6, double 0xBF12199946DEBD80, double 0x3F4F49601333C135 }, %struct.body { double 0x4020AFCDC332CA67, double 0x40107FCB31DE01B0, double 0xBFD9D353E1EB467C, double 0xBF66ABB60A8E1D76, double 0x3F747956257578B8, double 0x3EF829379CAD4AC0, double 0x3F32BC5EEFF5E6F8 }, %struct.body { double 0x4029C9EACEA7D9CF, double 0xC02E38E8D626667E, double 0xBFCC9557BE257DA0, double 0x3F6849383E87D954, double 0x3F637C044AC0ACE1, double 0xBEFF1983FEDBFAA0, double 0x3F06E44607A13BD6 }, %struct.body { double 0x402EC267A905572A, double 0xC039EB5833C8A220, double 0x3FC6F1F393ABE540, double 0x3F65F5C9E51B4320, double 0x3F5AAD5736999D88, double 0xBF18F2070B7F9750, double 0x3F0B0213CA2D0EEC }], align 16

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  store double 0x4043BD3CC9BE45DE, ptr getelementptr inbounds (i8, ptr @bodies, i64 48), align 16, !tbaa !6
  %1 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 96), align 16, !tbaa !11
  %2 = fmul <2 x double> %1, <double 3.652400e+02, double 0x4043BD3CC9BE45DE>
  store <2 x double> %2, ptr getelementptr inbounds (i8, ptr @bodies, i64 96), align 16, !tbaa !11
  %3 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 152), align 8, !tbaa !11
  %4 = fmul <2 x double> %3, <double 3.652400e+02, double 0x4043BD3CC9BE45DE>
  store <2 x double> %4, ptr getelementptr inbounds (i8, ptr @bodies, i64 152), align 8, !tbaa !11
  %5 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 208), align 16, !tbaa !11
  %6 = fmul <2 x double> %5, <double 3.652400e+02, double 0x4043BD3CC9BE45DE>
  store <2 x double> %6, ptr getelementptr inbounds (i8, ptr @bodies, i64 208), align 16, !tbaa !11
  %7 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 264), align 8, !tbaa !11
  %8 = fmul <2 x double> %7, <double 3.652400e+02, double 0x4043BD3CC9BE45DE>
  store <2 x double> %8, ptr getelementptr inbounds (i8, ptr @bodies, i64 264), align 8, !tbaa !11
  %9 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 40), align 8, !tbaa !12
  %10 = tail call double @llvm.fmuladd.f64(double %9, double 0x4043BD3CC9BE45DE, double 0.000000e+00)
  %11 = extractelement <2 x double> %2, i64 0
  %12 = extractelement <2 x double> %2, i64 1
  %13 = tail call double @llvm.fmuladd.f64(double %11, double %12, double %10)
  %14 = extractelement <2 x double> %4, i64 0
  %15 = extractelement <2 x double> %4, i64 1
  %16 = tail call double @llvm.fmuladd.f64(double %14, double %15, double %13)
  %17 = extractelement <2 x double> %6, i64 0
  %18 = extractelement <2 x double> %6, i64 1
  %19 = tail call double @llvm.fmuladd.f64(double %17, double %18, double %16)
  %20 = extractelement <2 x double> %8, i64 0
  %21 = extractelement <2 x double> %8, i64 1
  %22 = tail call double @llvm.fmuladd.f64(double %20, double %21, double %19)
  %23 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 80), align 16, !tbaa !11
  %24 = fmul <2 x double> %23, <double 3.652400e+02, double 3.652400e+02>
  store <2 x double> %24, ptr getelementptr inbounds (i8, ptr @bodies, i64 80), align 16, !tbaa !11
  %25 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 136), align 8, !tbaa !11
  %26 = fmul <2 x double> %25, <double 3.652400e+02, double 3.652400e+02>
  store <2 x double> %26, ptr getelementptr inbounds (i8, ptr @bodies, i64 136), align 8, !tbaa !11
  %27 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 192), align 16, !tbaa !11
  %28 = fmul <2 x double> %27, <double 3.652400e+02, double 3.652400e+02>
  store <2 x double> %28, ptr getelementptr inbounds (i8, ptr @bodies, i64 192), align 16, !tbaa !11
  %29 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 248), align 8, !tbaa !11
  %30 = fmul <2 x double> %29, <double 3.652400e+02, double 3.652400e+02>
  store <2 x double> %30, ptr getelementptr inbounds (i8, ptr @bodies, i64 248), align 8, !tbaa !11
  %31 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 24), align 8, !tbaa !11
  %32 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %31, <2 x double> <double 0x4043BD3CC9BE45DE, double 0x4043BD3CC9BE45DE>, <2 x double> zeroinitializer)
  %33 = shufflevector <2 x double> %2, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %34 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %24, <2 x double> %33, <2 x double> %32)
  %35 = shufflevector <2 x double> %4, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %36 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %26, <2 x double> %35, <2 x double> %34)
  %37 = shufflevector <2 x double> %6, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %38 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %28, <2 x double> %37, <2 x double> %36)
  %39 = shufflevector <2 x double> %8, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %40 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %30, <2 x double> %39, <2 x double> %38)
  %41 = fdiv <2 x double> %40, <double 0xC043BD3CC9BE45DE, double 0xC043BD3CC9BE45DE>
  store <2 x double> %41, ptr getelementptr inbounds (i8, ptr @bodies, i64 24), align 8, !tbaa !11
  %42 = fdiv double %22, 0xC043BD3CC9BE45DE
  store double %42, ptr getelementptr inbounds (i8, ptr @bodies, i64 40), align 8, !tbaa !12
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 0x400921FB54442D18)
  br label %48

44:                                               ; preds = %74, %48
  %45 = phi double [ %65, %48 ], [ %94, %74 ]
  %46 = add nuw nsw i64 %50, 1
  %47 = icmp eq i64 %66, 5
  br i1 %47, label %97, label %48, !llvm.loop !13

48:                                               ; preds = %44, %0
  %49 = phi i64 [ 0, %0 ], [ %66, %44 ]
  %50 = phi i64 [ 1, %0 ], [ %46, %44 ]
  %51 = phi double [ 0.000000e+00, %0 ], [ %45, %44 ]
  %52 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %49
  %53 = getelementptr inbounds i8, ptr %52, i64 48
  %54 = load double, ptr %53, align 8, !tbaa !6
  %55 = fmul double %54, 5.000000e-01
  %56 = getelementptr inbounds i8, ptr %52, i64 24
  %57 = load double, ptr %56, align 8, !tbaa !15
  %58 = getelementptr inbounds i8, ptr %52, i64 32
  %59 = load double, ptr %58, align 8, !tbaa !16
  %60 = fmul double %59, %59
  %61 = tail call double @llvm.fmuladd.f64(double %57, double %57, double %60)
  %62 = getelementptr inbounds i8, ptr %52, i64 40
  %63 = load double, ptr %62, align 8, !tbaa !12
  %64 = tail call double @llvm.fmuladd.f64(double %63, double %63, double %61)
  %65 = tail call double @llvm.fmuladd.f64(double %55, double %64, double %51)
  %66 = add nuw nsw i64 %49, 1
  %67 = icmp ult i64 %49, 4
  br i1 %67, label %68, label %44

68:                                               ; preds = %48
  %69 = load double, ptr %52, align 8, !tbaa !17
  %70 = getelementptr inbounds i8, ptr %52, i64 8
  %71 = load double, ptr %70, align 8, !tbaa !18
  %72 = getelementptr inbounds i8, ptr %52, i64 16
  %73 = load double, ptr %72, align 8, !tbaa !19
  br label %74

74:                                               ; preds = %74, %68
  %75 = phi i64 [ %50, %68 ], [ %95, %74 ]
  %76 = phi double [ %65, %68 ], [ %94, %74 ]
  %77 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %75
  %78 = load double, ptr %77, align 8, !tbaa !17
  %79 = fsub double %69, %78
  %80 = getelementptr inbounds i8, ptr %77, i64 8
  %81 = load double, ptr %80, align 8, !tbaa !18
  %82 = fsub double %71, %81
  %83 = getelementptr inbounds i8, ptr %77, i64 16
  %84 = load double, ptr %83, align 8, !tbaa !19
  %85 = fsub double %73, %84
  %86 = getelementptr inbounds i8, ptr %77, i64 48
  %87 = load double, ptr %86, align 8, !tbaa !6
  %88 = fmul double %54, %87
  %89 = fmul double %82, %82
  %90 = tail call double @llvm.fmuladd.f64(double %79, double %79, double %89)
  %91 = tail call double @llvm.fmuladd.f64(double %85, double %85, double %90)
  %92 = tail call double @llvm.sqrt.f64(double %91)
  %93 = fdiv double %88, %92
  %94 = fsub double %76, %93
  %95 = add nuw nsw i64 %75, 1
  %96 = icmp eq i64 %95, 5
  br i1 %96, label %44, label %74, !llvm.loop !20

97:                                               ; preds = %44
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %45)
  br label %99

99:                                               ; preds = %97, %328
  %100 = phi i32 [ 1, %97 ], [ %329, %328 ]
  br label %184

101:                                              ; preds = %131, %105
  %102 = phi double [ %122, %105 ], [ %151, %131 ]
  %103 = add nuw nsw i64 %107, 1
  %104 = icmp eq i64 %123, 5
  br i1 %104, label %154, label %105, !llvm.loop !13

105:                                              ; preds = %328, %101
  %106 = phi i64 [ %123, %101 ], [ 0, %328 ]
  %107 = phi i64 [ %103, %101 ], [ 1, %328 ]
  %108 = phi double [ %102, %101 ], [ 0.000000e+00, %328 ]
  %109 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %106
  %110 = getelementptr inbounds i8, ptr %109, i64 48
  %111 = load double, ptr %110, align 8, !tbaa !6
  %112 = fmul double %111, 5.000000e-01
  %113 = getelementptr inbounds i8, ptr %109, i64 24
  %114 = load double, ptr %113, align 8, !tbaa !15
  %115 = getelementptr inbounds i8, ptr %109, i64 32
  %116 = load double, ptr %115, align 8, !tbaa !16
  %117 = fmul double %116, %116
  %118 = tail call double @llvm.fmuladd.f64(double %114, double %114, double %117)
  %119 = getelementptr inbounds i8, ptr %109, i64 40
  %120 = load double, ptr %119, align 8, !tbaa !12
  %121 = tail call double @llvm.fmuladd.f64(double %120, double %120, double %118)
  %122 = tail call double @llvm.fmuladd.f64(double %112, double %121, double %108)
  %123 = add nuw nsw i64 %106, 1
  %124 = icmp ult i64 %106, 4
  br i1 %124, label %125, label %101

125:                                              ; preds = %105
  %126 = load double, ptr %109, align 8, !tbaa !17
  %127 = getelementptr inbounds i8, ptr %109, i64 8
  %128 = load double, ptr %127, align 8, !tbaa !18
  %129 = getelementptr inbounds i8, ptr %109, i64 16
  %130 = load double, ptr %129, align 8, !tbaa !19
  br label %131

131:                                              ; preds = %131, %125
  %132 = phi i64 [ %107, %125 ], [ %152, %131 ]
  %133 = phi double [ %122, %125 ], [ %151, %131 ]
  %134 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %132
  %135 = load double, ptr %134, align 8, !tbaa !17
  %136 = fsub double %126, %135
  %137 = getelementptr inbounds i8, ptr %134, i64 8
  %138 = load double, ptr %137, align 8, !tbaa !18
  %139 = fsub double %128, %138
  %140 = getelementptr inbounds i8, ptr %134, i64 16
  %141 = load double, ptr %140, align 8, !tbaa !19
  %142 = fsub double %130, %141
  %143 = getelementptr inbounds i8, ptr %134, i64 48
  %144 = load double, ptr %143, align 8, !tbaa !6
  %145 = fmul double %111, %144
  %146 = fmul double %139, %139
  %147 = tail call double @llvm.fmuladd.f64(double %136, double %136, double %146)
  %148 = tail call double @llvm.fmuladd.f64(double %142, double %142, double %147)
  %149 = tail call double @llvm.sqrt.f64(double %148)
  %150 = fdiv double %145, %149
  %151 = fsub double %133, %150
  %152 = add nuw nsw i64 %132, 1
  %153 = icmp eq i64 %152, 5
  br i1 %153, label %101, label %131, !llvm.loop !20

154:                                              ; preds = %101
  %155 = fsub double %102, %45
  %156 = fdiv double %155, %45
  %157 = tail call double @llvm.fabs.f64(double %156)
  %158 = fcmp olt double %157, 1.000000e-05
  %159 = zext i1 %158 to i32
  %160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %102, i32 noundef %159)
  %161 = load double, ptr @bodies, align 16, !tbaa !17
  %162 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 8), align 8, !tbaa !18
  %163 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 16), align 16, !tbaa !19
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, double noundef %161, double noundef %162, double noundef %163)
  %165 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 56), align 8, !tbaa !17
  %166 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 64), align 16, !tbaa !18
  %167 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 72), align 8, !tbaa !19
  %168 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, double noundef %165, double noundef %166, double noundef %167)
  %169 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 112), align 16, !tbaa !17
  %170 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 120), align 8, !tbaa !18
  %171 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 128), align 16, !tbaa !19
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 2, double noundef %169, double noundef %170, double noundef %171)
  %173 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 168), align 8, !tbaa !17
  %174 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 176), align 16, !tbaa !18
  %175 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 184), align 8, !tbaa !19
  %176 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3, double noundef %173, double noundef %174, double noundef %175)
  %177 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 224), align 16, !tbaa !17
  %178 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 232), align 8, !tbaa !18
  %179 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 240), align 16, !tbaa !19
  %180 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 4, double noundef %177, double noundef %178, double noundef %179)
  ret i32 0

181:                                              ; preds = %200, %184
  %182 = add nuw nsw i64 %186, 1
  %183 = icmp eq i64 %187, 5
  br i1 %183, label %240, label %184, !llvm.loop !21

184:                                              ; preds = %99, %181
  %185 = phi i64 [ %187, %181 ], [ 0, %99 ]
  %186 = phi i64 [ %182, %181 ], [ 1, %99 ]
  %187 = add nuw nsw i64 %185, 1
  %188 = icmp ult i64 %185, 4
  br i1 %188, label %189, label %181

189:                                              ; preds = %184
  %190 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %185
  %191 = load <2 x double>, ptr %190, align 8, !tbaa !11
  %192 = getelementptr inbounds i8, ptr %190, i64 16
  %193 = load double, ptr %192, align 8, !tbaa !19
  %194 = getelementptr inbounds i8, ptr %190, i64 24
  %195 = getelementptr inbounds i8, ptr %190, i64 40
  %196 = getelementptr inbounds i8, ptr %190, i64 48
  %197 = load double, ptr %196, align 8, !tbaa !6
  %198 = insertelement <2 x double> poison, double %197, i64 0
  %199 = shufflevector <2 x double> %198, <2 x double> poison, <2 x i32> zeroinitializer
  br label %200

200:                                              ; preds = %200, %189
  %201 = phi i64 [ %186, %189 ], [ %238, %200 ]
  %202 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %201
  %203 = getelementptr inbounds i8, ptr %202, i64 16
  %204 = load double, ptr %203, align 8, !tbaa !19
  %205 = fsub double %193, %204
  %206 = getelementptr inbounds i8, ptr %202, i64 48
  %207 = load double, ptr %206, align 8, !tbaa !6
  %208 = load double, ptr %195, align 8, !tbaa !12
  %209 = fneg double %205
  %210 = fmul double %207, %209
  %211 = getelementptr inbounds i8, ptr %202, i64 24
  %212 = load <2 x double>, ptr %202, align 8, !tbaa !11
  %213 = fsub <2 x double> %191, %212
  %214 = fmul <2 x double> %213, %213
  %215 = extractelement <2 x double> %214, i64 1
  %216 = extractelement <2 x double> %213, i64 0
  %217 = tail call double @llvm.fmuladd.f64(double %216, double %216, double %215)
  %218 = tail call double @llvm.fmuladd.f64(double %205, double %205, double %217)
  %219 = tail call double @llvm.sqrt.f64(double %218)
  %220 = fmul double %218, %219
  %221 = fdiv double 1.000000e-02, %220
  %222 = load <2 x double>, ptr %194, align 8, !tbaa !11
  %223 = fneg <2 x double> %213
  %224 = insertelement <2 x double> poison, double %207, i64 0
  %225 = shufflevector <2 x double> %224, <2 x double> poison, <2 x i32> zeroinitializer
  %226 = fmul <2 x double> %225, %223
  %227 = insertelement <2 x double> poison, double %221, i64 0
  %228 = shufflevector <2 x double> %227, <2 x double> poison, <2 x i32> zeroinitializer
  %229 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %226, <2 x double> %228, <2 x double> %222)
  store <2 x double> %229, ptr %194, align 8, !tbaa !11
  %230 = tail call double @llvm.fmuladd.f64(double %210, double %221, double %208)
  store double %230, ptr %195, align 8, !tbaa !12
  %231 = fmul <2 x double> %199, %213
  %232 = load <2 x double>, ptr %211, align 8, !tbaa !11
  %233 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %231, <2 x double> %228, <2 x double> %232)
  store <2 x double> %233, ptr %211, align 8, !tbaa !11
  %234 = fmul double %197, %205
  %235 = getelementptr inbounds i8, ptr %202, i64 40
  %236 = load double, ptr %235, align 8, !tbaa !12
  %237 = tail call double @llvm.fmuladd.f64(double %234, double %221, double %236)
  store double %237, ptr %235, align 8, !tbaa !12
  %238 = add nuw nsw i64 %201, 1
  %239 = icmp eq i64 %238, 5
  br i1 %239, label %181, label %200, !llvm.loop !22

240:                                              ; preds = %181
  %241 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 24), align 8, !tbaa !11
  %242 = load <2 x double>, ptr @bodies, align 16, !tbaa !11
  %243 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %241, <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double> %242)
  store <2 x double> %243, ptr @bodies, align 16, !tbaa !11
  %244 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 40), align 8, !tbaa !12
  %245 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 16), align 16, !tbaa !19
  %246 = tail call double @llvm.fmuladd.f64(double %244, double 1.000000e-02, double %245)
  store double %246, ptr getelementptr inbounds (i8, ptr @bodies, i64 16), align 16, !tbaa !19
  %247 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 80), align 16, !tbaa !11
  %248 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 56), align 8, !tbaa !11
  %249 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %247, <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double> %248)
  store <2 x double> %249, ptr getelementptr inbounds (i8, ptr @bodies, i64 56), align 8, !tbaa !11
  %250 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 96), align 16, !tbaa !12
  %251 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 72), align 8, !tbaa !19
  %252 = tail call double @llvm.fmuladd.f64(double %250, double 1.000000e-02, double %251)
  store double %252, ptr getelementptr inbounds (i8, ptr @bodies, i64 72), align 8, !tbaa !19
  %253 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 136), align 8, !tbaa !11
  %254 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 112), align 16, !tbaa !11
  %255 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %253, <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double> %254)
  store <2 x double> %255, ptr getelementptr inbounds (i8, ptr @bodies, i64 112), align 16, !tbaa !11
  %256 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 152), align 8, !tbaa !12
  %257 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 128), align 16, !tbaa !19
  %258 = tail call double @llvm.fmuladd.f64(double %256, double 1.000000e-02, double %257)
  store double %258, ptr getelementptr inbounds (i8, ptr @bodies, i64 128), align 16, !tbaa !19
  %259 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 192), align 16, !tbaa !11
  %260 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 168), align 8, !tbaa !11
  %261 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %259, <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double> %260)
  store <2 x double> %261, ptr getelementptr inbounds (i8, ptr @bodies, i64 168), align 8, !tbaa !11
  %262 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 208), align 16, !tbaa !12
  %263 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 184), align 8, !tbaa !19
  %264 = tail call double @llvm.fmuladd.f64(double %262, double 1.000000e-02, double %263)
  store double %264, ptr getelementptr inbounds (i8, ptr @bodies, i64 184), align 8, !tbaa !19
  %265 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 248), align 8, !tbaa !11
  %266 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 224), align 16, !tbaa !11
  %267 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %265, <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double> %266)
  store <2 x double> %267, ptr getelementptr inbounds (i8, ptr @bodies, i64 224), align 16, !tbaa !11
  %268 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 264), align 8, !tbaa !12
  %269 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 240), align 16, !tbaa !19
  %270 = tail call double @llvm.fmuladd.f64(double %268, double 1.000000e-02, double %269)
  store double %270, ptr getelementptr inbounds (i8, ptr @bodies, i64 240), align 16, !tbaa !19
  %271 = urem i32 %100, 1000
  %272 = icmp eq i32 %271, 0
  br i1 %272, label %277, label %328

273:                                              ; preds = %303, %277
  %274 = phi double [ %294, %277 ], [ %323, %303 ]
  %275 = add nuw nsw i64 %279, 1
  %276 = icmp eq i64 %295, 5
  br i1 %276, label %326, label %277, !llvm.loop !13

277:                                              ; preds = %240, %273
  %278 = phi i64 [ %295, %273 ], [ 0, %240 ]
  %279 = phi i64 [ %275, %273 ], [ 1, %240 ]
  %280 = phi double [ %274, %273 ], [ 0.000000e+00, %240 ]
  %281 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %278
  %282 = getelementptr inbounds i8, ptr %281, i64 48
  %283 = load double, ptr %282, align 8, !tbaa !6
  %284 = fmul double %283, 5.000000e-01
  %285 = getelementptr inbounds i8, ptr %281, i64 24
  %286 = load double, ptr %285, align 8, !tbaa !15
  %287 = getelementptr inbounds i8, ptr %281, i64 32
  %288 = load double, ptr %287, align 8, !tbaa !16
  %289 = fmul double %288, %288
  %290 = tail call double @llvm.fmuladd.f64(double %286, double %286, double %289)
  %291 = getelementptr inbounds i8, ptr %281, i64 40
  %292 = load double, ptr %291, align 8, !tbaa !12
  %293 = tail call double @llvm.fmuladd.f64(double %292, double %292, double %290)
  %294 = tail call double @llvm.fmuladd.f64(double %284, double %293, double %280)
  %295 = add nuw nsw i64 %278, 1
  %296 = icmp ult i64 %278, 4
  br i1 %296, label %297, label %273

297:                                              ; preds = %277
  %298 = load double, ptr %281, align 8, !tbaa !17
  %299 = getelementptr inbounds i8, ptr %281, i64 8
  %300 = load double, ptr %299, align 8, !tbaa !18
  %301 = getelementptr inbounds i8, ptr %281, i64 16
  %302 = load double, ptr %301, align 8, !tbaa !19
  br label %303

303:                                              ; preds = %303, %297
  %304 = phi i64 [ %279, %297 ], [ %324, %303 ]
  %305 = phi double [ %294, %297 ], [ %323, %303 ]
  %306 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %304
  %307 = load double, ptr %306, align 8, !tbaa !17
  %308 = fsub double %298, %307
  %309 = getelementptr inbounds i8, ptr %306, i64 8
  %310 = load double, ptr %309, align 8, !tbaa !18
  %311 = fsub double %300, %310
  %312 = getelementptr inbounds i8, ptr %306, i64 16
  %313 = load double, ptr %312, align 8, !tbaa !19
  %314 = fsub double %302, %313
  %315 = getelementptr inbounds i8, ptr %306, i64 48
  %316 = load double, ptr %315, align 8, !tbaa !6
  %317 = fmul double %283, %316
  %318 = fmul double %311, %311
  %319 = tail call double @llvm.fmuladd.f64(double %308, double %308, double %318)
  %320 = tail call double @llvm.fmuladd.f64(double %314, double %314, double %319)
  %321 = tail call double @llvm.sqrt.f64(double %320)
  %322 = fdiv double %317, %321
  %323 = fsub double %305, %322
  %324 = add nuw nsw i64 %304, 1
  %325 = icmp eq i64 %324, 5
  br i1 %325, label %273, label %303, !llvm.loop !20

326:                                              ; preds = %273
  %327 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %100, double noundef %274)
  br label %328

328:                                              ; preds = %240, %326
  %329 = add nuw nsw i32 %100, 1
  %330 = icmp eq i32 %329, 5001
  br i1 %330, label %105, label %99, !llvm.loop !23
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 48}
!7 = !{!"", !8, i64 0, !8, i64 8, !8, i64 16, !8, i64 24, !8, i64 32, !8, i64 40, !8, i64 48}
!8 = !{!"double", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!8, !8, i64 0}
!12 = !{!7, !8, i64 40}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!7, !8, i64 24}
!16 = !{!7, !8, i64 32}
!17 = !{!7, !8, i64 0}
!18 = !{!7, !8, i64 8}
!19 = !{!7, !8, i64 16}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14}
