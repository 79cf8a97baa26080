; ModuleID = 'rev/24_struct_mixed.c'
source_filename = "rev/24_struct_mixed.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.item = type { i32, double, double }

@base = internal unnamed_addr global [5 x %struct.item] zeroinitializer, align 16
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [15 x i8] c"score d/dw[%d]\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"score d/dv[%d]\00", align 1
@enzyme_out = external local_unnamed_addr global i32, align 4
@.str.2 = private unnamed_addr constant [13 x i8] c"update d/dlr\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"update d/dw[%d]\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"update d/dv[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [5 x %struct.item], align 16
  %2 = alloca [5 x %struct.item], align 16
  %3 = alloca [5 x %struct.item], align 16
  %4 = alloca [5 x %struct.item], align 16
  %5 = alloca i32, align 4
  %6 = alloca [5 x %struct.item], align 16
  %7 = alloca [5 x %struct.item], align 16
  %8 = alloca [32 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  store volatile i32 5, ptr %5, align 4, !tbaa !5
  %9 = load volatile i32, ptr %5, align 4, !tbaa !5
  store i32 1, ptr @base, align 16, !tbaa !9
  store <2 x double> <double 5.000000e-01, double 1.000000e+00>, ptr getelementptr inbounds (i8, ptr @base, i64 8), align 8, !tbaa !12
  store i32 3, ptr getelementptr inbounds (i8, ptr @base, i64 24), align 8, !tbaa !9
  store <2 x double> <double 8.000000e-01, double 0x3FDD07B806C76111>, ptr getelementptr inbounds (i8, ptr @base, i64 32), align 16, !tbaa !12
  store i32 4, ptr getelementptr inbounds (i8, ptr @base, i64 48), align 16, !tbaa !9
  store <2 x double> <double 1.100000e+00, double 0xBFE2D5004B88AD70>, ptr getelementptr inbounds (i8, ptr @base, i64 56), align 8, !tbaa !12
  store i32 7, ptr getelementptr inbounds (i8, ptr @base, i64 72), align 8, !tbaa !9
  store <2 x double> <double 1.400000e+00, double 0xBFEF996F2CA70BB6>, ptr getelementptr inbounds (i8, ptr @base, i64 80), align 16, !tbaa !12
  store i32 9, ptr getelementptr inbounds (i8, ptr @base, i64 96), align 16, !tbaa !9
  store <2 x double> <double 1.700000e+00, double 0xBFD3AB577C62C2AA>, ptr getelementptr inbounds (i8, ptr @base, i64 104), align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %6) #12
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %7) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(120) %6, ptr noundef nonnull align 16 dereferenceable(120) @base, i64 120, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(120) %7, i8 0, i64 120, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #12
  %10 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %11 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %12 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @score, i32 noundef %10, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef %11, i32 noundef %9) #12
  %13 = icmp sgt i32 %9, 0
  %14 = zext nneg i32 %9 to i64
  br label %169

15:                                               ; preds = %313
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(120) %7, i8 0, i64 112, i1 false)
  %16 = getelementptr inbounds i8, ptr %7, i64 16
  store double 1.000000e+00, ptr %16, align 16, !tbaa !13
  %17 = getelementptr inbounds i8, ptr %7, i64 40
  store double 0xBFE6666666666666, ptr %17, align 8, !tbaa !13
  %18 = getelementptr inbounds i8, ptr %7, i64 64
  store double 4.000000e-01, ptr %18, align 16, !tbaa !13
  %19 = getelementptr inbounds i8, ptr %7, i64 88
  store double 1.500000e+00, ptr %19, align 8, !tbaa !13
  %20 = getelementptr inbounds i8, ptr %7, i64 112
  store double -1.100000e+00, ptr %20, align 16, !tbaa !13
  %21 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %22 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %23 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %24 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @update, i32 noundef %21, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef %22, i32 noundef %9, i32 noundef %23, double noundef 1.500000e-01) #12
  %25 = load i32, ptr @base, align 16
  %26 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @base, i64 8), align 8
  %27 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @base, i64 16), align 16
  %28 = load i32, ptr getelementptr inbounds (i8, ptr @base, i64 24), align 8
  %29 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @base, i64 32), align 16
  %30 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @base, i64 40), align 8
  %31 = load i32, ptr getelementptr inbounds (i8, ptr @base, i64 48), align 16
  %32 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @base, i64 56), align 8
  %33 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @base, i64 64), align 16
  %34 = load i32, ptr getelementptr inbounds (i8, ptr @base, i64 72), align 8
  %35 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @base, i64 80), align 16
  %36 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @base, i64 88), align 8
  %37 = load i32, ptr getelementptr inbounds (i8, ptr @base, i64 96), align 16
  %38 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @base, i64 104), align 8
  %39 = load double, ptr getelementptr inbounds (i8, ptr @base, i64 112), align 16
  %40 = sitofp i32 %25 to double
  %41 = sitofp i32 %28 to double
  %42 = sitofp i32 %31 to double
  %43 = sitofp i32 %34 to double
  %44 = sitofp i32 %37 to double
  %45 = shufflevector <2 x double> %26, <2 x double> poison, <2 x i32> zeroinitializer
  %46 = fmul <2 x double> %45, <double 1.500010e-01, double 1.499990e-01>
  %47 = shufflevector <2 x double> %27, <2 x double> poison, <2 x i32> zeroinitializer
  %48 = fmul <2 x double> %47, <double 0x3F970A51929E30FE, double 0x3F970A294EB248E3>
  %49 = fmul <2 x double> %47, %48
  %50 = insertelement <2 x double> poison, double %40, i64 0
  %51 = shufflevector <2 x double> %50, <2 x double> poison, <2 x i32> zeroinitializer
  %52 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %46, <2 x double> %51, <2 x double> %49)
  %53 = fsub <2 x double> %47, %52
  %54 = shufflevector <2 x double> %29, <2 x double> poison, <2 x i32> zeroinitializer
  %55 = fmul <2 x double> %54, <double 1.500010e-01, double 1.499990e-01>
  %56 = shufflevector <2 x double> %30, <2 x double> poison, <2 x i32> zeroinitializer
  %57 = fmul <2 x double> %56, <double 0x3F970A51929E30FE, double 0x3F970A294EB248E3>
  %58 = fmul <2 x double> %56, %57
  %59 = insertelement <2 x double> poison, double %41, i64 0
  %60 = shufflevector <2 x double> %59, <2 x double> poison, <2 x i32> zeroinitializer
  %61 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %55, <2 x double> %60, <2 x double> %58)
  %62 = fsub <2 x double> %56, %61
  %63 = shufflevector <2 x double> %32, <2 x double> poison, <2 x i32> zeroinitializer
  %64 = fmul <2 x double> %63, <double 1.500010e-01, double 1.499990e-01>
  %65 = shufflevector <2 x double> %33, <2 x double> poison, <2 x i32> zeroinitializer
  %66 = fmul <2 x double> %65, <double 0x3F970A51929E30FE, double 0x3F970A294EB248E3>
  %67 = fmul <2 x double> %65, %66
  %68 = insertelement <2 x double> poison, double %42, i64 0
  %69 = shufflevector <2 x double> %68, <2 x double> poison, <2 x i32> zeroinitializer
  %70 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %64, <2 x double> %69, <2 x double> %67)
  %71 = fsub <2 x double> %65, %70
  %72 = shufflevector <2 x double> %35, <2 x double> poison, <2 x i32> zeroinitializer
  %73 = fmul <2 x double> %72, <double 1.500010e-01, double 1.499990e-01>
  %74 = shufflevector <2 x double> %36, <2 x double> poison, <2 x i32> zeroinitializer
  %75 = fmul <2 x double> %74, <double 0x3F970A51929E30FE, double 0x3F970A294EB248E3>
  %76 = fmul <2 x double> %74, %75
  %77 = insertelement <2 x double> poison, double %43, i64 0
  %78 = shufflevector <2 x double> %77, <2 x double> poison, <2 x i32> zeroinitializer
  %79 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %73, <2 x double> %78, <2 x double> %76)
  %80 = fsub <2 x double> %74, %79
  %81 = shufflevector <2 x double> %38, <2 x double> poison, <2 x i32> zeroinitializer
  %82 = fmul <2 x double> %81, <double 1.500010e-01, double 1.499990e-01>
  %83 = insertelement <2 x double> poison, double %39, i64 0
  %84 = shufflevector <2 x double> %83, <2 x double> poison, <2 x i32> zeroinitializer
  %85 = fmul <2 x double> %84, <double 0x3F970A51929E30FE, double 0x3F970A294EB248E3>
  %86 = fmul <2 x double> %84, %85
  %87 = insertelement <2 x double> poison, double %44, i64 0
  %88 = shufflevector <2 x double> %87, <2 x double> poison, <2 x i32> zeroinitializer
  %89 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %82, <2 x double> %88, <2 x double> %86)
  %90 = fsub <2 x double> %84, %89
  %91 = fadd <2 x double> %53, zeroinitializer
  %92 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %62, <2 x double> <double 0xBFE6666666666666, double 0xBFE6666666666666>, <2 x double> %91)
  %93 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %71, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %92)
  %94 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %80, <2 x double> <double 1.500000e+00, double 1.500000e+00>, <2 x double> %93)
  %95 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %90, <2 x double> <double -1.100000e+00, double -1.100000e+00>, <2 x double> %94)
  %96 = shufflevector <2 x double> %95, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %97 = fsub <2 x double> %95, %96
  %98 = extractelement <2 x double> %97, i64 0
  %99 = fdiv double %98, 2.000000e-06
  %100 = fsub double %24, %99
  %101 = call double @llvm.fabs.f64(double %100)
  %102 = call double @llvm.fabs.f64(double %99)
  %103 = call double @llvm.maxnum.f64(double %102, double 1.000000e+00)
  %104 = fmul double %103, 0x3EB0C6F7A0B5ED8D
  %105 = fcmp ugt double %101, %104
  %106 = fcmp ule double %102, 1.000000e-09
  %107 = or i1 %106, %105
  %108 = select i1 %107, ptr @.str.6, ptr @.str.7
  %109 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef %24, double noundef %99, ptr noundef nonnull %108)
  %110 = zext i1 %107 to i32
  %111 = load i32, ptr @fails, align 4, !tbaa !5
  %112 = add nsw i32 %111, %110
  store i32 %112, ptr @fails, align 4, !tbaa !5
  %113 = getelementptr inbounds i8, ptr %4, i64 8
  %114 = getelementptr inbounds i8, ptr %4, i64 16
  %115 = getelementptr inbounds i8, ptr %4, i64 24
  %116 = getelementptr inbounds i8, ptr %4, i64 32
  %117 = getelementptr inbounds i8, ptr %4, i64 40
  %118 = getelementptr inbounds i8, ptr %4, i64 48
  %119 = getelementptr inbounds i8, ptr %4, i64 56
  %120 = getelementptr inbounds i8, ptr %4, i64 64
  %121 = getelementptr inbounds i8, ptr %4, i64 72
  %122 = getelementptr inbounds i8, ptr %4, i64 80
  %123 = getelementptr inbounds i8, ptr %4, i64 88
  %124 = getelementptr inbounds i8, ptr %4, i64 96
  %125 = getelementptr inbounds i8, ptr %4, i64 104
  %126 = getelementptr inbounds i8, ptr %4, i64 112
  %127 = getelementptr inbounds i8, ptr %3, i64 8
  %128 = getelementptr inbounds i8, ptr %3, i64 16
  %129 = getelementptr inbounds i8, ptr %3, i64 24
  %130 = getelementptr inbounds i8, ptr %3, i64 32
  %131 = getelementptr inbounds i8, ptr %3, i64 40
  %132 = getelementptr inbounds i8, ptr %3, i64 48
  %133 = getelementptr inbounds i8, ptr %3, i64 56
  %134 = getelementptr inbounds i8, ptr %3, i64 64
  %135 = getelementptr inbounds i8, ptr %3, i64 72
  %136 = getelementptr inbounds i8, ptr %3, i64 80
  %137 = getelementptr inbounds i8, ptr %3, i64 88
  %138 = getelementptr inbounds i8, ptr %3, i64 96
  %139 = getelementptr inbounds i8, ptr %3, i64 104
  %140 = getelementptr inbounds i8, ptr %3, i64 112
  %141 = getelementptr inbounds i8, ptr %2, i64 8
  %142 = getelementptr inbounds i8, ptr %2, i64 16
  %143 = getelementptr inbounds i8, ptr %2, i64 24
  %144 = getelementptr inbounds i8, ptr %2, i64 32
  %145 = getelementptr inbounds i8, ptr %2, i64 40
  %146 = getelementptr inbounds i8, ptr %2, i64 48
  %147 = getelementptr inbounds i8, ptr %2, i64 56
  %148 = getelementptr inbounds i8, ptr %2, i64 64
  %149 = getelementptr inbounds i8, ptr %2, i64 72
  %150 = getelementptr inbounds i8, ptr %2, i64 80
  %151 = getelementptr inbounds i8, ptr %2, i64 88
  %152 = getelementptr inbounds i8, ptr %2, i64 96
  %153 = getelementptr inbounds i8, ptr %2, i64 104
  %154 = getelementptr inbounds i8, ptr %2, i64 112
  %155 = getelementptr inbounds i8, ptr %1, i64 8
  %156 = getelementptr inbounds i8, ptr %1, i64 16
  %157 = getelementptr inbounds i8, ptr %1, i64 24
  %158 = getelementptr inbounds i8, ptr %1, i64 32
  %159 = getelementptr inbounds i8, ptr %1, i64 40
  %160 = getelementptr inbounds i8, ptr %1, i64 48
  %161 = getelementptr inbounds i8, ptr %1, i64 56
  %162 = getelementptr inbounds i8, ptr %1, i64 64
  %163 = getelementptr inbounds i8, ptr %1, i64 72
  %164 = getelementptr inbounds i8, ptr %1, i64 80
  %165 = getelementptr inbounds i8, ptr %1, i64 88
  %166 = getelementptr inbounds i8, ptr %1, i64 96
  %167 = getelementptr inbounds i8, ptr %1, i64 104
  %168 = getelementptr inbounds i8, ptr %1, i64 112
  br label %343

169:                                              ; preds = %0, %313
  %170 = phi i64 [ 0, %0 ], [ %334, %313 ]
  %171 = getelementptr inbounds [5 x %struct.item], ptr %6, i64 0, i64 %170
  %172 = getelementptr inbounds i8, ptr %171, i64 8
  %173 = load double, ptr %172, align 8, !tbaa !14
  %174 = fadd double %173, 0x3EB0C6F7A0B5ED8D
  store double %174, ptr %172, align 8, !tbaa !14
  br i1 %13, label %175, label %231

175:                                              ; preds = %169, %198
  %176 = phi i64 [ %200, %198 ], [ 0, %169 ]
  %177 = phi double [ %199, %198 ], [ 0.000000e+00, %169 ]
  %178 = getelementptr inbounds %struct.item, ptr %6, i64 %176
  %179 = getelementptr inbounds i8, ptr %178, i64 8
  %180 = load double, ptr %179, align 8, !tbaa !14
  %181 = getelementptr inbounds i8, ptr %178, i64 16
  %182 = load double, ptr %181, align 8, !tbaa !13
  %183 = load i32, ptr %178, align 8, !tbaa !9
  %184 = srem i32 %183, 3
  %185 = add nsw i32 %184, 1
  %186 = sitofp i32 %185 to double
  %187 = fmul double %182, %186
  %188 = call double @sin(double noundef %187) #12
  %189 = call double @llvm.fmuladd.f64(double %180, double %188, double %177)
  %190 = load i32, ptr %178, align 8, !tbaa !9
  %191 = and i32 %190, 1
  %192 = icmp eq i32 %191, 0
  br i1 %192, label %198, label %193

193:                                              ; preds = %175
  %194 = load double, ptr %179, align 8, !tbaa !14
  %195 = fmul double %194, %194
  %196 = load double, ptr %181, align 8, !tbaa !13
  %197 = call double @llvm.fmuladd.f64(double %195, double %196, double %189)
  br label %198

198:                                              ; preds = %193, %175
  %199 = phi double [ %197, %193 ], [ %189, %175 ]
  %200 = add nuw nsw i64 %176, 1
  %201 = icmp eq i64 %200, %14
  br i1 %201, label %202, label %175, !llvm.loop !15

202:                                              ; preds = %198
  %203 = fadd double %173, 0xBEB0C6F7A0B5ED8D
  store double %203, ptr %172, align 8, !tbaa !14
  br label %204

204:                                              ; preds = %227, %202
  %205 = phi i64 [ 0, %202 ], [ %229, %227 ]
  %206 = phi double [ 0.000000e+00, %202 ], [ %228, %227 ]
  %207 = getelementptr inbounds %struct.item, ptr %6, i64 %205
  %208 = getelementptr inbounds i8, ptr %207, i64 8
  %209 = load double, ptr %208, align 8, !tbaa !14
  %210 = getelementptr inbounds i8, ptr %207, i64 16
  %211 = load double, ptr %210, align 8, !tbaa !13
  %212 = load i32, ptr %207, align 8, !tbaa !9
  %213 = srem i32 %212, 3
  %214 = add nsw i32 %213, 1
  %215 = sitofp i32 %214 to double
  %216 = fmul double %211, %215
  %217 = call double @sin(double noundef %216) #12
  %218 = call double @llvm.fmuladd.f64(double %209, double %217, double %206)
  %219 = load i32, ptr %207, align 8, !tbaa !9
  %220 = and i32 %219, 1
  %221 = icmp eq i32 %220, 0
  br i1 %221, label %227, label %222

222:                                              ; preds = %204
  %223 = load double, ptr %208, align 8, !tbaa !14
  %224 = fmul double %223, %223
  %225 = load double, ptr %210, align 8, !tbaa !13
  %226 = call double @llvm.fmuladd.f64(double %224, double %225, double %218)
  br label %227

227:                                              ; preds = %222, %204
  %228 = phi double [ %226, %222 ], [ %218, %204 ]
  %229 = add nuw nsw i64 %205, 1
  %230 = icmp eq i64 %229, %14
  br i1 %230, label %231, label %204, !llvm.loop !15

231:                                              ; preds = %227, %169
  %232 = phi double [ 0.000000e+00, %169 ], [ %199, %227 ]
  %233 = phi double [ 0.000000e+00, %169 ], [ %228, %227 ]
  store double %173, ptr %172, align 8, !tbaa !14
  %234 = trunc nuw nsw i64 %170 to i32
  %235 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %8, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %234) #12
  %236 = getelementptr inbounds [5 x %struct.item], ptr %7, i64 0, i64 %170
  %237 = getelementptr inbounds i8, ptr %236, i64 8
  %238 = load double, ptr %237, align 8, !tbaa !14
  %239 = fsub double %232, %233
  %240 = fdiv double %239, 2.000000e-06
  %241 = fsub double %238, %240
  %242 = call double @llvm.fabs.f64(double %241)
  %243 = call double @llvm.fabs.f64(double %240)
  %244 = call double @llvm.maxnum.f64(double %243, double 1.000000e+00)
  %245 = fmul double %244, 0x3EB0C6F7A0B5ED8D
  %246 = fcmp ugt double %242, %245
  %247 = fcmp ule double %243, 1.000000e-09
  %248 = or i1 %247, %246
  %249 = select i1 %248, ptr @.str.6, ptr @.str.7
  %250 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %8, double noundef %238, double noundef %240, ptr noundef nonnull %249)
  %251 = zext i1 %248 to i32
  %252 = load i32, ptr @fails, align 4, !tbaa !5
  %253 = add nsw i32 %252, %251
  store i32 %253, ptr @fails, align 4, !tbaa !5
  %254 = getelementptr inbounds i8, ptr %171, i64 16
  %255 = load double, ptr %254, align 8, !tbaa !13
  %256 = fadd double %255, 0x3EB0C6F7A0B5ED8D
  store double %256, ptr %254, align 8, !tbaa !13
  br i1 %13, label %257, label %313

257:                                              ; preds = %231, %280
  %258 = phi i64 [ %282, %280 ], [ 0, %231 ]
  %259 = phi double [ %281, %280 ], [ 0.000000e+00, %231 ]
  %260 = getelementptr inbounds %struct.item, ptr %6, i64 %258
  %261 = getelementptr inbounds i8, ptr %260, i64 8
  %262 = load double, ptr %261, align 8, !tbaa !14
  %263 = getelementptr inbounds i8, ptr %260, i64 16
  %264 = load double, ptr %263, align 8, !tbaa !13
  %265 = load i32, ptr %260, align 8, !tbaa !9
  %266 = srem i32 %265, 3
  %267 = add nsw i32 %266, 1
  %268 = sitofp i32 %267 to double
  %269 = fmul double %264, %268
  %270 = call double @sin(double noundef %269) #12
  %271 = call double @llvm.fmuladd.f64(double %262, double %270, double %259)
  %272 = load i32, ptr %260, align 8, !tbaa !9
  %273 = and i32 %272, 1
  %274 = icmp eq i32 %273, 0
  br i1 %274, label %280, label %275

275:                                              ; preds = %257
  %276 = load double, ptr %261, align 8, !tbaa !14
  %277 = fmul double %276, %276
  %278 = load double, ptr %263, align 8, !tbaa !13
  %279 = call double @llvm.fmuladd.f64(double %277, double %278, double %271)
  br label %280

280:                                              ; preds = %275, %257
  %281 = phi double [ %279, %275 ], [ %271, %257 ]
  %282 = add nuw nsw i64 %258, 1
  %283 = icmp eq i64 %282, %14
  br i1 %283, label %284, label %257, !llvm.loop !15

284:                                              ; preds = %280
  %285 = fadd double %255, 0xBEB0C6F7A0B5ED8D
  store double %285, ptr %254, align 8, !tbaa !13
  br label %286

286:                                              ; preds = %309, %284
  %287 = phi i64 [ 0, %284 ], [ %311, %309 ]
  %288 = phi double [ 0.000000e+00, %284 ], [ %310, %309 ]
  %289 = getelementptr inbounds %struct.item, ptr %6, i64 %287
  %290 = getelementptr inbounds i8, ptr %289, i64 8
  %291 = load double, ptr %290, align 8, !tbaa !14
  %292 = getelementptr inbounds i8, ptr %289, i64 16
  %293 = load double, ptr %292, align 8, !tbaa !13
  %294 = load i32, ptr %289, align 8, !tbaa !9
  %295 = srem i32 %294, 3
  %296 = add nsw i32 %295, 1
  %297 = sitofp i32 %296 to double
  %298 = fmul double %293, %297
  %299 = call double @sin(double noundef %298) #12
  %300 = call double @llvm.fmuladd.f64(double %291, double %299, double %288)
  %301 = load i32, ptr %289, align 8, !tbaa !9
  %302 = and i32 %301, 1
  %303 = icmp eq i32 %302, 0
  br i1 %303, label %309, label %304

304:                                              ; preds = %286
  %305 = load double, ptr %290, align 8, !tbaa !14
  %306 = fmul double %305, %305
  %307 = load double, ptr %292, align 8, !tbaa !13
  %308 = call double @llvm.fmuladd.f64(double %306, double %307, double %300)
  br label %309

309:                                              ; preds = %304, %286
  %310 = phi double [ %308, %304 ], [ %300, %286 ]
  %311 = add nuw nsw i64 %287, 1
  %312 = icmp eq i64 %311, %14
  br i1 %312, label %313, label %286, !llvm.loop !15

313:                                              ; preds = %309, %231
  %314 = phi double [ 0.000000e+00, %231 ], [ %281, %309 ]
  %315 = phi double [ 0.000000e+00, %231 ], [ %310, %309 ]
  store double %255, ptr %254, align 8, !tbaa !13
  %316 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %8, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %234) #12
  %317 = getelementptr inbounds i8, ptr %236, i64 16
  %318 = load double, ptr %317, align 8, !tbaa !13
  %319 = fsub double %314, %315
  %320 = fdiv double %319, 2.000000e-06
  %321 = fsub double %318, %320
  %322 = call double @llvm.fabs.f64(double %321)
  %323 = call double @llvm.fabs.f64(double %320)
  %324 = call double @llvm.maxnum.f64(double %323, double 1.000000e+00)
  %325 = fmul double %324, 0x3EB0C6F7A0B5ED8D
  %326 = fcmp ugt double %322, %325
  %327 = fcmp ule double %323, 1.000000e-09
  %328 = or i1 %327, %326
  %329 = select i1 %328, ptr @.str.6, ptr @.str.7
  %330 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %8, double noundef %318, double noundef %320, ptr noundef nonnull %329)
  %331 = zext i1 %328 to i32
  %332 = load i32, ptr @fails, align 4, !tbaa !5
  %333 = add nsw i32 %332, %331
  store i32 %333, ptr @fails, align 4, !tbaa !5
  %334 = add nuw nsw i64 %170, 1
  %335 = icmp eq i64 %334, 5
  br i1 %335, label %15, label %169, !llvm.loop !17

336:                                              ; preds = %343
  %337 = icmp eq i32 %570, 0
  %338 = select i1 %337, ptr @.str.7, ptr @.str.6
  %339 = call i32 @puts(ptr nonnull dereferenceable(1) %338)
  %340 = load i32, ptr @fails, align 4, !tbaa !5
  %341 = icmp ne i32 %340, 0
  %342 = zext i1 %341 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #12
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %7) #12
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  ret i32 %342

343:                                              ; preds = %15, %343
  %344 = phi i64 [ 0, %15 ], [ %571, %343 ]
  %345 = trunc nuw nsw i64 %344 to i32
  %346 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %8, i64 noundef 32, ptr noundef nonnull @.str.3, i32 noundef %345) #12
  %347 = getelementptr inbounds [5 x %struct.item], ptr %7, i64 0, i64 %344
  %348 = getelementptr inbounds i8, ptr %347, i64 8
  %349 = load double, ptr %348, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %4) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(120) %4, ptr noundef nonnull align 16 dereferenceable(120) @base, i64 120, i1 false)
  %350 = getelementptr inbounds [5 x %struct.item], ptr %4, i64 0, i64 %344, i32 1
  %351 = load double, ptr %350, align 8, !tbaa !12
  %352 = fadd double %351, 0x3EB0C6F7A0B5ED8D
  store double %352, ptr %350, align 8, !tbaa !12
  %353 = load <2 x double>, ptr %113, align 8
  %354 = load <4 x i32>, ptr %4, align 16
  %355 = shufflevector <4 x i32> %354, <4 x i32> poison, <2 x i32> <i32 0, i32 poison>
  %356 = load <2 x double>, ptr %114, align 16
  %357 = load <2 x double>, ptr %116, align 16
  %358 = load <4 x i32>, ptr %115, align 8
  %359 = shufflevector <4 x i32> %358, <4 x i32> poison, <2 x i32> <i32 0, i32 poison>
  %360 = load <2 x double>, ptr %117, align 8
  %361 = load <2 x double>, ptr %119, align 8
  %362 = load <4 x i32>, ptr %118, align 16
  %363 = shufflevector <4 x i32> %362, <4 x i32> poison, <2 x i32> <i32 0, i32 poison>
  %364 = load <2 x double>, ptr %120, align 16
  %365 = load <2 x double>, ptr %122, align 16
  %366 = load <4 x i32>, ptr %121, align 8
  %367 = shufflevector <4 x i32> %366, <4 x i32> poison, <2 x i32> <i32 0, i32 poison>
  %368 = load <2 x double>, ptr %123, align 8
  %369 = load <2 x double>, ptr %125, align 8
  %370 = load <4 x i32>, ptr %124, align 16
  %371 = shufflevector <4 x i32> %370, <4 x i32> poison, <2 x i32> <i32 0, i32 poison>
  %372 = load double, ptr %126, align 16, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %4) #12
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %3) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(120) %3, ptr noundef nonnull align 16 dereferenceable(120) @base, i64 120, i1 false)
  %373 = getelementptr inbounds [5 x %struct.item], ptr %3, i64 0, i64 %344, i32 1
  %374 = load double, ptr %373, align 8, !tbaa !12
  %375 = fadd double %374, 0xBEB0C6F7A0B5ED8D
  store double %375, ptr %373, align 8, !tbaa !12
  %376 = load double, ptr %127, align 8, !tbaa !14
  %377 = load i32, ptr %3, align 16, !tbaa !9
  %378 = load double, ptr %128, align 16, !tbaa !13
  %379 = load double, ptr %130, align 16, !tbaa !14
  %380 = load i32, ptr %129, align 8, !tbaa !9
  %381 = load double, ptr %131, align 8, !tbaa !13
  %382 = load double, ptr %133, align 8, !tbaa !14
  %383 = load i32, ptr %132, align 16, !tbaa !9
  %384 = load double, ptr %134, align 16, !tbaa !13
  %385 = load double, ptr %136, align 16, !tbaa !14
  %386 = load i32, ptr %135, align 8, !tbaa !9
  %387 = load double, ptr %137, align 8, !tbaa !13
  %388 = load double, ptr %139, align 8, !tbaa !14
  %389 = load i32, ptr %138, align 16, !tbaa !9
  %390 = load double, ptr %140, align 16, !tbaa !13
  %391 = insertelement <2 x double> %353, double %376, i64 1
  %392 = fmul <2 x double> %391, <double 1.500000e-01, double 1.500000e-01>
  %393 = insertelement <2 x i32> %355, i32 %377, i64 1
  %394 = sitofp <2 x i32> %393 to <2 x double>
  %395 = insertelement <2 x double> %356, double %378, i64 1
  %396 = fmul <2 x double> %395, <double 2.250000e-02, double 2.250000e-02>
  %397 = fmul <2 x double> %395, %396
  %398 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %392, <2 x double> %394, <2 x double> %397)
  %399 = fsub <2 x double> %395, %398
  %400 = insertelement <2 x double> %357, double %379, i64 1
  %401 = fmul <2 x double> %400, <double 1.500000e-01, double 1.500000e-01>
  %402 = insertelement <2 x i32> %359, i32 %380, i64 1
  %403 = sitofp <2 x i32> %402 to <2 x double>
  %404 = insertelement <2 x double> %360, double %381, i64 1
  %405 = fmul <2 x double> %404, <double 2.250000e-02, double 2.250000e-02>
  %406 = fmul <2 x double> %404, %405
  %407 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %401, <2 x double> %403, <2 x double> %406)
  %408 = fsub <2 x double> %404, %407
  %409 = insertelement <2 x double> %361, double %382, i64 1
  %410 = fmul <2 x double> %409, <double 1.500000e-01, double 1.500000e-01>
  %411 = insertelement <2 x i32> %363, i32 %383, i64 1
  %412 = sitofp <2 x i32> %411 to <2 x double>
  %413 = insertelement <2 x double> %364, double %384, i64 1
  %414 = fmul <2 x double> %413, <double 2.250000e-02, double 2.250000e-02>
  %415 = fmul <2 x double> %413, %414
  %416 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %410, <2 x double> %412, <2 x double> %415)
  %417 = fsub <2 x double> %413, %416
  %418 = insertelement <2 x double> %365, double %385, i64 1
  %419 = fmul <2 x double> %418, <double 1.500000e-01, double 1.500000e-01>
  %420 = insertelement <2 x i32> %367, i32 %386, i64 1
  %421 = sitofp <2 x i32> %420 to <2 x double>
  %422 = insertelement <2 x double> %368, double %387, i64 1
  %423 = fmul <2 x double> %422, <double 2.250000e-02, double 2.250000e-02>
  %424 = fmul <2 x double> %422, %423
  %425 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %419, <2 x double> %421, <2 x double> %424)
  %426 = fsub <2 x double> %422, %425
  %427 = insertelement <2 x double> %369, double %388, i64 1
  %428 = fmul <2 x double> %427, <double 1.500000e-01, double 1.500000e-01>
  %429 = insertelement <2 x i32> %371, i32 %389, i64 1
  %430 = sitofp <2 x i32> %429 to <2 x double>
  %431 = insertelement <2 x double> poison, double %372, i64 0
  %432 = insertelement <2 x double> %431, double %390, i64 1
  %433 = fmul <2 x double> %432, <double 2.250000e-02, double 2.250000e-02>
  %434 = fmul <2 x double> %432, %433
  %435 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %428, <2 x double> %430, <2 x double> %434)
  %436 = fsub <2 x double> %432, %435
  %437 = fadd <2 x double> %399, zeroinitializer
  %438 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %408, <2 x double> <double 0xBFE6666666666666, double 0xBFE6666666666666>, <2 x double> %437)
  %439 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %417, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %438)
  %440 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %426, <2 x double> <double 1.500000e+00, double 1.500000e+00>, <2 x double> %439)
  %441 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %436, <2 x double> <double -1.100000e+00, double -1.100000e+00>, <2 x double> %440)
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %3) #12
  %442 = shufflevector <2 x double> %441, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %443 = fsub <2 x double> %441, %442
  %444 = extractelement <2 x double> %443, i64 0
  %445 = fdiv double %444, 2.000000e-06
  %446 = fsub double %349, %445
  %447 = call double @llvm.fabs.f64(double %446)
  %448 = call double @llvm.fabs.f64(double %445)
  %449 = call double @llvm.maxnum.f64(double %448, double 1.000000e+00)
  %450 = fmul double %449, 0x3EB0C6F7A0B5ED8D
  %451 = fcmp ugt double %447, %450
  %452 = fcmp ule double %448, 1.000000e-09
  %453 = or i1 %452, %451
  %454 = select i1 %453, ptr @.str.6, ptr @.str.7
  %455 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %8, double noundef %349, double noundef %445, ptr noundef nonnull %454)
  %456 = zext i1 %453 to i32
  %457 = load i32, ptr @fails, align 4, !tbaa !5
  %458 = add nsw i32 %457, %456
  store i32 %458, ptr @fails, align 4, !tbaa !5
  %459 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %8, i64 noundef 32, ptr noundef nonnull @.str.4, i32 noundef %345) #12
  %460 = getelementptr inbounds i8, ptr %347, i64 16
  %461 = load double, ptr %460, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %2) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(120) %2, ptr noundef nonnull align 16 dereferenceable(120) @base, i64 120, i1 false)
  %462 = getelementptr inbounds [5 x %struct.item], ptr %2, i64 0, i64 %344, i32 2
  %463 = load double, ptr %462, align 8, !tbaa !12
  %464 = fadd double %463, 0x3EB0C6F7A0B5ED8D
  store double %464, ptr %462, align 8, !tbaa !12
  %465 = load <2 x double>, ptr %141, align 8
  %466 = load <4 x i32>, ptr %2, align 16
  %467 = shufflevector <4 x i32> %466, <4 x i32> poison, <2 x i32> <i32 0, i32 poison>
  %468 = load <2 x double>, ptr %142, align 16
  %469 = load <2 x double>, ptr %144, align 16
  %470 = load <4 x i32>, ptr %143, align 8
  %471 = shufflevector <4 x i32> %470, <4 x i32> poison, <2 x i32> <i32 0, i32 poison>
  %472 = load <2 x double>, ptr %145, align 8
  %473 = load <2 x double>, ptr %147, align 8
  %474 = load <4 x i32>, ptr %146, align 16
  %475 = shufflevector <4 x i32> %474, <4 x i32> poison, <2 x i32> <i32 0, i32 poison>
  %476 = load <2 x double>, ptr %148, align 16
  %477 = load <2 x double>, ptr %150, align 16
  %478 = load <4 x i32>, ptr %149, align 8
  %479 = shufflevector <4 x i32> %478, <4 x i32> poison, <2 x i32> <i32 0, i32 poison>
  %480 = load <2 x double>, ptr %151, align 8
  %481 = load <2 x double>, ptr %153, align 8
  %482 = load <4 x i32>, ptr %152, align 16
  %483 = shufflevector <4 x i32> %482, <4 x i32> poison, <2 x i32> <i32 0, i32 poison>
  %484 = load double, ptr %154, align 16, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %2) #12
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %1) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(120) %1, ptr noundef nonnull align 16 dereferenceable(120) @base, i64 120, i1 false)
  %485 = getelementptr inbounds [5 x %struct.item], ptr %1, i64 0, i64 %344, i32 2
  %486 = load double, ptr %485, align 8, !tbaa !12
  %487 = fadd double %486, 0xBEB0C6F7A0B5ED8D
  store double %487, ptr %485, align 8, !tbaa !12
  %488 = load double, ptr %155, align 8, !tbaa !14
  %489 = load i32, ptr %1, align 16, !tbaa !9
  %490 = load double, ptr %156, align 16, !tbaa !13
  %491 = load double, ptr %158, align 16, !tbaa !14
  %492 = load i32, ptr %157, align 8, !tbaa !9
  %493 = load double, ptr %159, align 8, !tbaa !13
  %494 = load double, ptr %161, align 8, !tbaa !14
  %495 = load i32, ptr %160, align 16, !tbaa !9
  %496 = load double, ptr %162, align 16, !tbaa !13
  %497 = load double, ptr %164, align 16, !tbaa !14
  %498 = load i32, ptr %163, align 8, !tbaa !9
  %499 = load double, ptr %165, align 8, !tbaa !13
  %500 = load double, ptr %167, align 8, !tbaa !14
  %501 = load i32, ptr %166, align 16, !tbaa !9
  %502 = load double, ptr %168, align 16, !tbaa !13
  %503 = insertelement <2 x double> %465, double %488, i64 1
  %504 = fmul <2 x double> %503, <double 1.500000e-01, double 1.500000e-01>
  %505 = insertelement <2 x i32> %467, i32 %489, i64 1
  %506 = sitofp <2 x i32> %505 to <2 x double>
  %507 = insertelement <2 x double> %468, double %490, i64 1
  %508 = fmul <2 x double> %507, <double 2.250000e-02, double 2.250000e-02>
  %509 = fmul <2 x double> %507, %508
  %510 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %504, <2 x double> %506, <2 x double> %509)
  %511 = fsub <2 x double> %507, %510
  %512 = insertelement <2 x double> %469, double %491, i64 1
  %513 = fmul <2 x double> %512, <double 1.500000e-01, double 1.500000e-01>
  %514 = insertelement <2 x i32> %471, i32 %492, i64 1
  %515 = sitofp <2 x i32> %514 to <2 x double>
  %516 = insertelement <2 x double> %472, double %493, i64 1
  %517 = fmul <2 x double> %516, <double 2.250000e-02, double 2.250000e-02>
  %518 = fmul <2 x double> %516, %517
  %519 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %513, <2 x double> %515, <2 x double> %518)
  %520 = fsub <2 x double> %516, %519
  %521 = insertelement <2 x double> %473, double %494, i64 1
  %522 = fmul <2 x double> %521, <double 1.500000e-01, double 1.500000e-01>
  %523 = insertelement <2 x i32> %475, i32 %495, i64 1
  %524 = sitofp <2 x i32> %523 to <2 x double>
  %525 = insertelement <2 x double> %476, double %496, i64 1
  %526 = fmul <2 x double> %525, <double 2.250000e-02, double 2.250000e-02>
  %527 = fmul <2 x double> %525, %526
  %528 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %522, <2 x double> %524, <2 x double> %527)
  %529 = fsub <2 x double> %525, %528
  %530 = insertelement <2 x double> %477, double %497, i64 1
  %531 = fmul <2 x double> %530, <double 1.500000e-01, double 1.500000e-01>
  %532 = insertelement <2 x i32> %479, i32 %498, i64 1
  %533 = sitofp <2 x i32> %532 to <2 x double>
  %534 = insertelement <2 x double> %480, double %499, i64 1
  %535 = fmul <2 x double> %534, <double 2.250000e-02, double 2.250000e-02>
  %536 = fmul <2 x double> %534, %535
  %537 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %531, <2 x double> %533, <2 x double> %536)
  %538 = fsub <2 x double> %534, %537
  %539 = insertelement <2 x double> %481, double %500, i64 1
  %540 = fmul <2 x double> %539, <double 1.500000e-01, double 1.500000e-01>
  %541 = insertelement <2 x i32> %483, i32 %501, i64 1
  %542 = sitofp <2 x i32> %541 to <2 x double>
  %543 = insertelement <2 x double> poison, double %484, i64 0
  %544 = insertelement <2 x double> %543, double %502, i64 1
  %545 = fmul <2 x double> %544, <double 2.250000e-02, double 2.250000e-02>
  %546 = fmul <2 x double> %544, %545
  %547 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %540, <2 x double> %542, <2 x double> %546)
  %548 = fsub <2 x double> %544, %547
  %549 = fadd <2 x double> %511, zeroinitializer
  %550 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %520, <2 x double> <double 0xBFE6666666666666, double 0xBFE6666666666666>, <2 x double> %549)
  %551 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %529, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %550)
  %552 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %538, <2 x double> <double 1.500000e+00, double 1.500000e+00>, <2 x double> %551)
  %553 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %548, <2 x double> <double -1.100000e+00, double -1.100000e+00>, <2 x double> %552)
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %1) #12
  %554 = shufflevector <2 x double> %553, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %555 = fsub <2 x double> %553, %554
  %556 = extractelement <2 x double> %555, i64 0
  %557 = fdiv double %556, 2.000000e-06
  %558 = fsub double %461, %557
  %559 = call double @llvm.fabs.f64(double %558)
  %560 = call double @llvm.fabs.f64(double %557)
  %561 = call double @llvm.maxnum.f64(double %560, double 1.000000e+00)
  %562 = fmul double %561, 0x3EB0C6F7A0B5ED8D
  %563 = fcmp ugt double %559, %562
  %564 = fcmp ule double %560, 1.000000e-09
  %565 = or i1 %564, %563
  %566 = select i1 %565, ptr @.str.6, ptr @.str.7
  %567 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %8, double noundef %461, double noundef %557, ptr noundef nonnull %566)
  %568 = zext i1 %565 to i32
  %569 = load i32, ptr @fails, align 4, !tbaa !5
  %570 = add nsw i32 %569, %568
  store i32 %570, ptr @fails, align 4, !tbaa !5
  %571 = add nuw nsw i64 %344, 1
  %572 = icmp eq i64 %571, 5
  br i1 %572, label %336, label %343, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @score(ptr nocapture noundef readonly %0, i32 noundef %1) #6 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %8

6:                                                ; preds = %31, %2
  %7 = phi double [ 0.000000e+00, %2 ], [ %32, %31 ]
  ret double %7

8:                                                ; preds = %4, %31
  %9 = phi i64 [ 0, %4 ], [ %33, %31 ]
  %10 = phi double [ 0.000000e+00, %4 ], [ %32, %31 ]
  %11 = getelementptr inbounds %struct.item, ptr %0, i64 %9
  %12 = getelementptr inbounds i8, ptr %11, i64 8
  %13 = load double, ptr %12, align 8, !tbaa !14
  %14 = getelementptr inbounds i8, ptr %11, i64 16
  %15 = load double, ptr %14, align 8, !tbaa !13
  %16 = load i32, ptr %11, align 8, !tbaa !9
  %17 = srem i32 %16, 3
  %18 = add nsw i32 %17, 1
  %19 = sitofp i32 %18 to double
  %20 = fmul double %15, %19
  %21 = tail call double @sin(double noundef %20) #12
  %22 = tail call double @llvm.fmuladd.f64(double %13, double %21, double %10)
  %23 = load i32, ptr %11, align 8, !tbaa !9
  %24 = and i32 %23, 1
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %31, label %26

26:                                               ; preds = %8
  %27 = load double, ptr %12, align 8, !tbaa !14
  %28 = fmul double %27, %27
  %29 = load double, ptr %14, align 8, !tbaa !13
  %30 = tail call double @llvm.fmuladd.f64(double %28, double %29, double %22)
  br label %31

31:                                               ; preds = %8, %26
  %32 = phi double [ %30, %26 ], [ %22, %8 ]
  %33 = add nuw nsw i64 %9, 1
  %34 = icmp eq i64 %33, %5
  br i1 %34, label %6, label %8, !llvm.loop !15
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @update(ptr nocapture noundef %0, i32 noundef %1, double noundef %2) #8 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %49

5:                                                ; preds = %3
  %6 = fmul double %2, %2
  %7 = zext nneg i32 %1 to i64
  %8 = icmp ult i32 %1, 3
  br i1 %8, label %9, label %11

9:                                                ; preds = %18, %5
  %10 = phi i64 [ 0, %5 ], [ %13, %18 ]
  br label %50

11:                                               ; preds = %5
  %12 = or i64 %7, -2
  %13 = add nsw i64 %12, %7
  %14 = insertelement <2 x double> poison, double %2, i64 0
  %15 = shufflevector <2 x double> %14, <2 x double> poison, <2 x i32> zeroinitializer
  %16 = insertelement <2 x double> poison, double %6, i64 0
  %17 = shufflevector <2 x double> %16, <2 x double> poison, <2 x i32> zeroinitializer
  br label %18

18:                                               ; preds = %18, %11
  %19 = phi i64 [ 0, %11 ], [ %47, %18 ]
  %20 = or disjoint i64 %19, 1
  %21 = getelementptr inbounds %struct.item, ptr %0, i64 %19
  %22 = getelementptr inbounds %struct.item, ptr %0, i64 %20
  %23 = getelementptr inbounds i8, ptr %21, i64 8
  %24 = getelementptr inbounds i8, ptr %22, i64 8
  %25 = load double, ptr %23, align 8, !tbaa !14
  %26 = load double, ptr %24, align 8, !tbaa !14
  %27 = insertelement <2 x double> poison, double %25, i64 0
  %28 = insertelement <2 x double> %27, double %26, i64 1
  %29 = fmul <2 x double> %28, %15
  %30 = load i32, ptr %21, align 8, !tbaa !9
  %31 = load i32, ptr %22, align 8, !tbaa !9
  %32 = insertelement <2 x i32> poison, i32 %30, i64 0
  %33 = insertelement <2 x i32> %32, i32 %31, i64 1
  %34 = sitofp <2 x i32> %33 to <2 x double>
  %35 = getelementptr inbounds i8, ptr %21, i64 16
  %36 = getelementptr inbounds i8, ptr %22, i64 16
  %37 = load double, ptr %35, align 8, !tbaa !13
  %38 = load double, ptr %36, align 8, !tbaa !13
  %39 = insertelement <2 x double> poison, double %37, i64 0
  %40 = insertelement <2 x double> %39, double %38, i64 1
  %41 = fmul <2 x double> %17, %40
  %42 = fmul <2 x double> %40, %41
  %43 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %29, <2 x double> %34, <2 x double> %42)
  %44 = fsub <2 x double> %40, %43
  %45 = extractelement <2 x double> %44, i64 0
  store double %45, ptr %35, align 8, !tbaa !13
  %46 = extractelement <2 x double> %44, i64 1
  store double %46, ptr %36, align 8, !tbaa !13
  %47 = add nuw i64 %19, 2
  %48 = icmp eq i64 %47, %13
  br i1 %48, label %9, label %18, !llvm.loop !19

49:                                               ; preds = %50, %3
  ret void

50:                                               ; preds = %9, %50
  %51 = phi i64 [ %64, %50 ], [ %10, %9 ]
  %52 = getelementptr inbounds %struct.item, ptr %0, i64 %51
  %53 = getelementptr inbounds i8, ptr %52, i64 8
  %54 = load double, ptr %53, align 8, !tbaa !14
  %55 = fmul double %54, %2
  %56 = load i32, ptr %52, align 8, !tbaa !9
  %57 = sitofp i32 %56 to double
  %58 = getelementptr inbounds i8, ptr %52, i64 16
  %59 = load double, ptr %58, align 8, !tbaa !13
  %60 = fmul double %6, %59
  %61 = fmul double %59, %60
  %62 = tail call double @llvm.fmuladd.f64(double %55, double %57, double %61)
  %63 = fsub double %59, %62
  store double %63, ptr %58, align 8, !tbaa !13
  %64 = add nuw nsw i64 %51, 1
  %65 = icmp eq i64 %64, %7
  br i1 %65, label %49, label %50, !llvm.loop !22
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }

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
!9 = !{!10, !6, i64 0}
!10 = !{!"", !6, i64 0, !11, i64 8, !11, i64 16}
!11 = !{!"double", !7, i64 0}
!12 = !{!11, !11, i64 0}
!13 = !{!10, !11, i64 16}
!14 = !{!10, !11, i64 8}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = distinct !{!18, !16}
!19 = distinct !{!19, !16, !20, !21}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = distinct !{!22, !16, !21, !20}
