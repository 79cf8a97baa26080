; ModuleID = 'rev/24_struct_mixed.c'
source_filename = "rev/24_struct_mixed.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.item = type { i32, double, double }

@base = internal unnamed_addr global [5 x %struct.item] zeroinitializer, align 8
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
  %1 = alloca [5 x %struct.item], align 8
  %2 = alloca [5 x %struct.item], align 8
  %3 = alloca [5 x %struct.item], align 8
  %4 = alloca [5 x %struct.item], align 8
  %5 = alloca i32, align 4
  %6 = alloca [5 x %struct.item], align 8
  %7 = alloca [5 x %struct.item], align 8
  %8 = alloca [32 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  store volatile i32 5, ptr %5, align 4, !tbaa !6
  %9 = load volatile i32, ptr %5, align 4, !tbaa !6
  store i32 1, ptr @base, align 8, !tbaa !10
  store <2 x double> <double 5.000000e-01, double 1.000000e+00>, ptr getelementptr inbounds (i8, ptr @base, i64 8), align 8, !tbaa !13
  store i32 3, ptr getelementptr inbounds (i8, ptr @base, i64 24), align 8, !tbaa !10
  store <2 x double> <double 8.000000e-01, double 0x3FDD07B806C76111>, ptr getelementptr inbounds (i8, ptr @base, i64 32), align 8, !tbaa !13
  store i32 4, ptr getelementptr inbounds (i8, ptr @base, i64 48), align 8, !tbaa !10
  store <2 x double> <double 1.100000e+00, double 0xBFE2D5004B88AD70>, ptr getelementptr inbounds (i8, ptr @base, i64 56), align 8, !tbaa !13
  store i32 7, ptr getelementptr inbounds (i8, ptr @base, i64 72), align 8, !tbaa !10
  store <2 x double> <double 1.400000e+00, double 0xBFEF996F2CA70BB6>, ptr getelementptr inbounds (i8, ptr @base, i64 80), align 8, !tbaa !13
  store i32 9, ptr getelementptr inbounds (i8, ptr @base, i64 96), align 8, !tbaa !10
  store <2 x double> <double 1.700000e+00, double 0xBFD3AB577C62C2AA>, ptr getelementptr inbounds (i8, ptr @base, i64 104), align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %6) #12
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %7) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(120) %6, ptr noundef nonnull align 8 dereferenceable(120) @base, i64 120, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(120) %7, i8 0, i64 120, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #12
  %10 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %11 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %12 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @score, i32 noundef %10, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef %11, i32 noundef %9) #12
  %13 = icmp sgt i32 %9, 0
  %14 = zext nneg i32 %9 to i64
  br label %168

15:                                               ; preds = %312
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(120) %7, i8 0, i64 112, i1 false)
  %16 = getelementptr inbounds i8, ptr %7, i64 16
  store double 1.000000e+00, ptr %16, align 8, !tbaa !14
  %17 = getelementptr inbounds i8, ptr %7, i64 40
  store double 0xBFE6666666666666, ptr %17, align 8, !tbaa !14
  %18 = getelementptr inbounds i8, ptr %7, i64 64
  store double 4.000000e-01, ptr %18, align 8, !tbaa !14
  %19 = getelementptr inbounds i8, ptr %7, i64 88
  store double 1.500000e+00, ptr %19, align 8, !tbaa !14
  %20 = getelementptr inbounds i8, ptr %7, i64 112
  store double -1.100000e+00, ptr %20, align 8, !tbaa !14
  %21 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %22 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %23 = load i32, ptr @enzyme_out, align 4, !tbaa !6
  %24 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @update, i32 noundef %21, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef %22, i32 noundef %9, i32 noundef %23, double noundef 1.500000e-01) #12
  %25 = load i32, ptr @base, align 8
  %26 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @base, i64 8), align 8
  %27 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @base, i64 16), align 8
  %28 = load i32, ptr getelementptr inbounds (i8, ptr @base, i64 24), align 8
  %29 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @base, i64 32), align 8
  %30 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @base, i64 40), align 8
  %31 = load i32, ptr getelementptr inbounds (i8, ptr @base, i64 48), align 8
  %32 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @base, i64 56), align 8
  %33 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @base, i64 64), align 8
  %34 = load i32, ptr getelementptr inbounds (i8, ptr @base, i64 72), align 8
  %35 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @base, i64 80), align 8
  %36 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @base, i64 88), align 8
  %37 = load i32, ptr getelementptr inbounds (i8, ptr @base, i64 96), align 8
  %38 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @base, i64 104), align 8
  %39 = load <1 x double>, ptr getelementptr inbounds (i8, ptr @base, i64 112), align 8
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
  %83 = shufflevector <1 x double> %39, <1 x double> poison, <2 x i32> zeroinitializer
  %84 = fmul <2 x double> %83, <double 0x3F970A51929E30FE, double 0x3F970A294EB248E3>
  %85 = fmul <2 x double> %83, %84
  %86 = insertelement <2 x double> poison, double %44, i64 0
  %87 = shufflevector <2 x double> %86, <2 x double> poison, <2 x i32> zeroinitializer
  %88 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %82, <2 x double> %87, <2 x double> %85)
  %89 = fsub <2 x double> %83, %88
  %90 = fadd <2 x double> %53, zeroinitializer
  %91 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %62, <2 x double> <double 0xBFE6666666666666, double 0xBFE6666666666666>, <2 x double> %90)
  %92 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %71, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %91)
  %93 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %80, <2 x double> <double 1.500000e+00, double 1.500000e+00>, <2 x double> %92)
  %94 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %89, <2 x double> <double -1.100000e+00, double -1.100000e+00>, <2 x double> %93)
  %95 = shufflevector <2 x double> %94, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %96 = fsub <2 x double> %94, %95
  %97 = extractelement <2 x double> %96, i64 0
  %98 = fdiv double %97, 2.000000e-06
  %99 = fsub double %24, %98
  %100 = call double @llvm.fabs.f64(double %99)
  %101 = call double @llvm.fabs.f64(double %98)
  %102 = call double @llvm.maxnum.f64(double %101, double 1.000000e+00)
  %103 = fmul double %102, 0x3EB0C6F7A0B5ED8D
  %104 = fcmp ugt double %100, %103
  %105 = fcmp ule double %101, 1.000000e-09
  %106 = or i1 %105, %104
  %107 = select i1 %106, ptr @.str.6, ptr @.str.7
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef %24, double noundef %98, ptr noundef nonnull %107)
  %109 = zext i1 %106 to i32
  %110 = load i32, ptr @fails, align 4, !tbaa !6
  %111 = add nsw i32 %110, %109
  store i32 %111, ptr @fails, align 4, !tbaa !6
  %112 = getelementptr inbounds i8, ptr %4, i64 8
  %113 = getelementptr inbounds i8, ptr %4, i64 16
  %114 = getelementptr inbounds i8, ptr %4, i64 24
  %115 = getelementptr inbounds i8, ptr %4, i64 32
  %116 = getelementptr inbounds i8, ptr %4, i64 40
  %117 = getelementptr inbounds i8, ptr %4, i64 48
  %118 = getelementptr inbounds i8, ptr %4, i64 56
  %119 = getelementptr inbounds i8, ptr %4, i64 64
  %120 = getelementptr inbounds i8, ptr %4, i64 72
  %121 = getelementptr inbounds i8, ptr %4, i64 80
  %122 = getelementptr inbounds i8, ptr %4, i64 88
  %123 = getelementptr inbounds i8, ptr %4, i64 96
  %124 = getelementptr inbounds i8, ptr %4, i64 104
  %125 = getelementptr inbounds i8, ptr %4, i64 112
  %126 = getelementptr inbounds i8, ptr %3, i64 8
  %127 = getelementptr inbounds i8, ptr %3, i64 16
  %128 = getelementptr inbounds i8, ptr %3, i64 24
  %129 = getelementptr inbounds i8, ptr %3, i64 32
  %130 = getelementptr inbounds i8, ptr %3, i64 40
  %131 = getelementptr inbounds i8, ptr %3, i64 48
  %132 = getelementptr inbounds i8, ptr %3, i64 56
  %133 = getelementptr inbounds i8, ptr %3, i64 64
  %134 = getelementptr inbounds i8, ptr %3, i64 72
  %135 = getelementptr inbounds i8, ptr %3, i64 80
  %136 = getelementptr inbounds i8, ptr %3, i64 88
  %137 = getelementptr inbounds i8, ptr %3, i64 96
  %138 = getelementptr inbounds i8, ptr %3, i64 104
  %139 = getelementptr inbounds i8, ptr %3, i64 112
  %140 = getelementptr inbounds i8, ptr %2, i64 8
  %141 = getelementptr inbounds i8, ptr %2, i64 16
  %142 = getelementptr inbounds i8, ptr %2, i64 24
  %143 = getelementptr inbounds i8, ptr %2, i64 32
  %144 = getelementptr inbounds i8, ptr %2, i64 40
  %145 = getelementptr inbounds i8, ptr %2, i64 48
  %146 = getelementptr inbounds i8, ptr %2, i64 56
  %147 = getelementptr inbounds i8, ptr %2, i64 64
  %148 = getelementptr inbounds i8, ptr %2, i64 72
  %149 = getelementptr inbounds i8, ptr %2, i64 80
  %150 = getelementptr inbounds i8, ptr %2, i64 88
  %151 = getelementptr inbounds i8, ptr %2, i64 96
  %152 = getelementptr inbounds i8, ptr %2, i64 104
  %153 = getelementptr inbounds i8, ptr %2, i64 112
  %154 = getelementptr inbounds i8, ptr %1, i64 8
  %155 = getelementptr inbounds i8, ptr %1, i64 16
  %156 = getelementptr inbounds i8, ptr %1, i64 24
  %157 = getelementptr inbounds i8, ptr %1, i64 32
  %158 = getelementptr inbounds i8, ptr %1, i64 40
  %159 = getelementptr inbounds i8, ptr %1, i64 48
  %160 = getelementptr inbounds i8, ptr %1, i64 56
  %161 = getelementptr inbounds i8, ptr %1, i64 64
  %162 = getelementptr inbounds i8, ptr %1, i64 72
  %163 = getelementptr inbounds i8, ptr %1, i64 80
  %164 = getelementptr inbounds i8, ptr %1, i64 88
  %165 = getelementptr inbounds i8, ptr %1, i64 96
  %166 = getelementptr inbounds i8, ptr %1, i64 104
  %167 = getelementptr inbounds i8, ptr %1, i64 112
  br label %342

168:                                              ; preds = %0, %312
  %169 = phi i64 [ 0, %0 ], [ %333, %312 ]
  %170 = getelementptr inbounds [5 x %struct.item], ptr %6, i64 0, i64 %169
  %171 = getelementptr inbounds i8, ptr %170, i64 8
  %172 = load double, ptr %171, align 8, !tbaa !15
  %173 = fadd double %172, 0x3EB0C6F7A0B5ED8D
  store double %173, ptr %171, align 8, !tbaa !15
  br i1 %13, label %174, label %230

174:                                              ; preds = %168, %197
  %175 = phi i64 [ %199, %197 ], [ 0, %168 ]
  %176 = phi double [ %198, %197 ], [ 0.000000e+00, %168 ]
  %177 = getelementptr inbounds %struct.item, ptr %6, i64 %175
  %178 = getelementptr inbounds i8, ptr %177, i64 8
  %179 = load double, ptr %178, align 8, !tbaa !15
  %180 = getelementptr inbounds i8, ptr %177, i64 16
  %181 = load double, ptr %180, align 8, !tbaa !14
  %182 = load i32, ptr %177, align 8, !tbaa !10
  %183 = srem i32 %182, 3
  %184 = add nsw i32 %183, 1
  %185 = sitofp i32 %184 to double
  %186 = fmul double %181, %185
  %187 = call double @sin(double noundef %186) #12
  %188 = call double @llvm.fmuladd.f64(double %179, double %187, double %176)
  %189 = load i32, ptr %177, align 8, !tbaa !10
  %190 = and i32 %189, 1
  %191 = icmp eq i32 %190, 0
  br i1 %191, label %197, label %192

192:                                              ; preds = %174
  %193 = load double, ptr %178, align 8, !tbaa !15
  %194 = fmul double %193, %193
  %195 = load double, ptr %180, align 8, !tbaa !14
  %196 = call double @llvm.fmuladd.f64(double %194, double %195, double %188)
  br label %197

197:                                              ; preds = %192, %174
  %198 = phi double [ %196, %192 ], [ %188, %174 ]
  %199 = add nuw nsw i64 %175, 1
  %200 = icmp eq i64 %199, %14
  br i1 %200, label %201, label %174, !llvm.loop !16

201:                                              ; preds = %197
  %202 = fadd double %172, 0xBEB0C6F7A0B5ED8D
  store double %202, ptr %171, align 8, !tbaa !15
  br label %203

203:                                              ; preds = %226, %201
  %204 = phi i64 [ 0, %201 ], [ %228, %226 ]
  %205 = phi double [ 0.000000e+00, %201 ], [ %227, %226 ]
  %206 = getelementptr inbounds %struct.item, ptr %6, i64 %204
  %207 = getelementptr inbounds i8, ptr %206, i64 8
  %208 = load double, ptr %207, align 8, !tbaa !15
  %209 = getelementptr inbounds i8, ptr %206, i64 16
  %210 = load double, ptr %209, align 8, !tbaa !14
  %211 = load i32, ptr %206, align 8, !tbaa !10
  %212 = srem i32 %211, 3
  %213 = add nsw i32 %212, 1
  %214 = sitofp i32 %213 to double
  %215 = fmul double %210, %214
  %216 = call double @sin(double noundef %215) #12
  %217 = call double @llvm.fmuladd.f64(double %208, double %216, double %205)
  %218 = load i32, ptr %206, align 8, !tbaa !10
  %219 = and i32 %218, 1
  %220 = icmp eq i32 %219, 0
  br i1 %220, label %226, label %221

221:                                              ; preds = %203
  %222 = load double, ptr %207, align 8, !tbaa !15
  %223 = fmul double %222, %222
  %224 = load double, ptr %209, align 8, !tbaa !14
  %225 = call double @llvm.fmuladd.f64(double %223, double %224, double %217)
  br label %226

226:                                              ; preds = %221, %203
  %227 = phi double [ %225, %221 ], [ %217, %203 ]
  %228 = add nuw nsw i64 %204, 1
  %229 = icmp eq i64 %228, %14
  br i1 %229, label %230, label %203, !llvm.loop !16

230:                                              ; preds = %226, %168
  %231 = phi double [ 0.000000e+00, %168 ], [ %198, %226 ]
  %232 = phi double [ 0.000000e+00, %168 ], [ %227, %226 ]
  store double %172, ptr %171, align 8, !tbaa !15
  %233 = trunc nuw nsw i64 %169 to i32
  %234 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %8, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %233) #12
  %235 = getelementptr inbounds [5 x %struct.item], ptr %7, i64 0, i64 %169
  %236 = getelementptr inbounds i8, ptr %235, i64 8
  %237 = load double, ptr %236, align 8, !tbaa !15
  %238 = fsub double %231, %232
  %239 = fdiv double %238, 2.000000e-06
  %240 = fsub double %237, %239
  %241 = call double @llvm.fabs.f64(double %240)
  %242 = call double @llvm.fabs.f64(double %239)
  %243 = call double @llvm.maxnum.f64(double %242, double 1.000000e+00)
  %244 = fmul double %243, 0x3EB0C6F7A0B5ED8D
  %245 = fcmp ugt double %241, %244
  %246 = fcmp ule double %242, 1.000000e-09
  %247 = or i1 %246, %245
  %248 = select i1 %247, ptr @.str.6, ptr @.str.7
  %249 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %8, double noundef %237, double noundef %239, ptr noundef nonnull %248)
  %250 = zext i1 %247 to i32
  %251 = load i32, ptr @fails, align 4, !tbaa !6
  %252 = add nsw i32 %251, %250
  store i32 %252, ptr @fails, align 4, !tbaa !6
  %253 = getelementptr inbounds i8, ptr %170, i64 16
  %254 = load double, ptr %253, align 8, !tbaa !14
  %255 = fadd double %254, 0x3EB0C6F7A0B5ED8D
  store double %255, ptr %253, align 8, !tbaa !14
  br i1 %13, label %256, label %312

256:                                              ; preds = %230, %279
  %257 = phi i64 [ %281, %279 ], [ 0, %230 ]
  %258 = phi double [ %280, %279 ], [ 0.000000e+00, %230 ]
  %259 = getelementptr inbounds %struct.item, ptr %6, i64 %257
  %260 = getelementptr inbounds i8, ptr %259, i64 8
  %261 = load double, ptr %260, align 8, !tbaa !15
  %262 = getelementptr inbounds i8, ptr %259, i64 16
  %263 = load double, ptr %262, align 8, !tbaa !14
  %264 = load i32, ptr %259, align 8, !tbaa !10
  %265 = srem i32 %264, 3
  %266 = add nsw i32 %265, 1
  %267 = sitofp i32 %266 to double
  %268 = fmul double %263, %267
  %269 = call double @sin(double noundef %268) #12
  %270 = call double @llvm.fmuladd.f64(double %261, double %269, double %258)
  %271 = load i32, ptr %259, align 8, !tbaa !10
  %272 = and i32 %271, 1
  %273 = icmp eq i32 %272, 0
  br i1 %273, label %279, label %274

274:                                              ; preds = %256
  %275 = load double, ptr %260, align 8, !tbaa !15
  %276 = fmul double %275, %275
  %277 = load double, ptr %262, align 8, !tbaa !14
  %278 = call double @llvm.fmuladd.f64(double %276, double %277, double %270)
  br label %279

279:                                              ; preds = %274, %256
  %280 = phi double [ %278, %274 ], [ %270, %256 ]
  %281 = add nuw nsw i64 %257, 1
  %282 = icmp eq i64 %281, %14
  br i1 %282, label %283, label %256, !llvm.loop !16

283:                                              ; preds = %279
  %284 = fadd double %254, 0xBEB0C6F7A0B5ED8D
  store double %284, ptr %253, align 8, !tbaa !14
  br label %285

285:                                              ; preds = %308, %283
  %286 = phi i64 [ 0, %283 ], [ %310, %308 ]
  %287 = phi double [ 0.000000e+00, %283 ], [ %309, %308 ]
  %288 = getelementptr inbounds %struct.item, ptr %6, i64 %286
  %289 = getelementptr inbounds i8, ptr %288, i64 8
  %290 = load double, ptr %289, align 8, !tbaa !15
  %291 = getelementptr inbounds i8, ptr %288, i64 16
  %292 = load double, ptr %291, align 8, !tbaa !14
  %293 = load i32, ptr %288, align 8, !tbaa !10
  %294 = srem i32 %293, 3
  %295 = add nsw i32 %294, 1
  %296 = sitofp i32 %295 to double
  %297 = fmul double %292, %296
  %298 = call double @sin(double noundef %297) #12
  %299 = call double @llvm.fmuladd.f64(double %290, double %298, double %287)
  %300 = load i32, ptr %288, align 8, !tbaa !10
  %301 = and i32 %300, 1
  %302 = icmp eq i32 %301, 0
  br i1 %302, label %308, label %303

303:                                              ; preds = %285
  %304 = load double, ptr %289, align 8, !tbaa !15
  %305 = fmul double %304, %304
  %306 = load double, ptr %291, align 8, !tbaa !14
  %307 = call double @llvm.fmuladd.f64(double %305, double %306, double %299)
  br label %308

308:                                              ; preds = %303, %285
  %309 = phi double [ %307, %303 ], [ %299, %285 ]
  %310 = add nuw nsw i64 %286, 1
  %311 = icmp eq i64 %310, %14
  br i1 %311, label %312, label %285, !llvm.loop !16

312:                                              ; preds = %308, %230
  %313 = phi double [ 0.000000e+00, %230 ], [ %280, %308 ]
  %314 = phi double [ 0.000000e+00, %230 ], [ %309, %308 ]
  store double %254, ptr %253, align 8, !tbaa !14
  %315 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %8, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %233) #12
  %316 = getelementptr inbounds i8, ptr %235, i64 16
  %317 = load double, ptr %316, align 8, !tbaa !14
  %318 = fsub double %313, %314
  %319 = fdiv double %318, 2.000000e-06
  %320 = fsub double %317, %319
  %321 = call double @llvm.fabs.f64(double %320)
  %322 = call double @llvm.fabs.f64(double %319)
  %323 = call double @llvm.maxnum.f64(double %322, double 1.000000e+00)
  %324 = fmul double %323, 0x3EB0C6F7A0B5ED8D
  %325 = fcmp ugt double %321, %324
  %326 = fcmp ule double %322, 1.000000e-09
  %327 = or i1 %326, %325
  %328 = select i1 %327, ptr @.str.6, ptr @.str.7
  %329 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %8, double noundef %317, double noundef %319, ptr noundef nonnull %328)
  %330 = zext i1 %327 to i32
  %331 = load i32, ptr @fails, align 4, !tbaa !6
  %332 = add nsw i32 %331, %330
  store i32 %332, ptr @fails, align 4, !tbaa !6
  %333 = add nuw nsw i64 %169, 1
  %334 = icmp eq i64 %333, 5
  br i1 %334, label %15, label %168, !llvm.loop !18

335:                                              ; preds = %342
  %336 = icmp eq i32 %593, 0
  %337 = select i1 %336, ptr @.str.7, ptr @.str.6
  %338 = call i32 @puts(ptr nonnull dereferenceable(1) %337)
  %339 = load i32, ptr @fails, align 4, !tbaa !6
  %340 = icmp ne i32 %339, 0
  %341 = zext i1 %340 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #12
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %7) #12
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  ret i32 %341

342:                                              ; preds = %15, %342
  %343 = phi i64 [ 0, %15 ], [ %594, %342 ]
  %344 = trunc nuw nsw i64 %343 to i32
  %345 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %8, i64 noundef 32, ptr noundef nonnull @.str.3, i32 noundef %344) #12
  %346 = getelementptr inbounds [5 x %struct.item], ptr %7, i64 0, i64 %343
  %347 = getelementptr inbounds i8, ptr %346, i64 8
  %348 = load double, ptr %347, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %4) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(120) %4, ptr noundef nonnull align 8 dereferenceable(120) @base, i64 120, i1 false)
  %349 = getelementptr inbounds [5 x %struct.item], ptr %4, i64 0, i64 %343, i32 1
  %350 = load double, ptr %349, align 8, !tbaa !13
  %351 = fadd double %350, 0x3EB0C6F7A0B5ED8D
  store double %351, ptr %349, align 8, !tbaa !13
  %352 = load double, ptr %112, align 8, !tbaa !15
  %353 = fmul double %352, 1.500000e-01
  %354 = load i32, ptr %4, align 8, !tbaa !10
  %355 = sitofp i32 %354 to double
  %356 = load double, ptr %113, align 8, !tbaa !14
  %357 = fmul double %356, 2.250000e-02
  %358 = fmul double %356, %357
  %359 = call double @llvm.fmuladd.f64(double %353, double %355, double %358)
  %360 = fsub double %356, %359
  %361 = load double, ptr %115, align 8, !tbaa !15
  %362 = fmul double %361, 1.500000e-01
  %363 = load i32, ptr %114, align 8, !tbaa !10
  %364 = sitofp i32 %363 to double
  %365 = load double, ptr %116, align 8, !tbaa !14
  %366 = fmul double %365, 2.250000e-02
  %367 = fmul double %365, %366
  %368 = call double @llvm.fmuladd.f64(double %362, double %364, double %367)
  %369 = fsub double %365, %368
  %370 = load double, ptr %118, align 8, !tbaa !15
  %371 = fmul double %370, 1.500000e-01
  %372 = load i32, ptr %117, align 8, !tbaa !10
  %373 = sitofp i32 %372 to double
  %374 = load double, ptr %119, align 8, !tbaa !14
  %375 = fmul double %374, 2.250000e-02
  %376 = fmul double %374, %375
  %377 = call double @llvm.fmuladd.f64(double %371, double %373, double %376)
  %378 = fsub double %374, %377
  %379 = load double, ptr %121, align 8, !tbaa !15
  %380 = fmul double %379, 1.500000e-01
  %381 = load i32, ptr %120, align 8, !tbaa !10
  %382 = sitofp i32 %381 to double
  %383 = load double, ptr %122, align 8, !tbaa !14
  %384 = fmul double %383, 2.250000e-02
  %385 = fmul double %383, %384
  %386 = call double @llvm.fmuladd.f64(double %380, double %382, double %385)
  %387 = fsub double %383, %386
  %388 = load double, ptr %124, align 8, !tbaa !15
  %389 = fmul double %388, 1.500000e-01
  %390 = load i32, ptr %123, align 8, !tbaa !10
  %391 = sitofp i32 %390 to double
  %392 = load double, ptr %125, align 8, !tbaa !14
  %393 = fmul double %392, 2.250000e-02
  %394 = fmul double %392, %393
  %395 = call double @llvm.fmuladd.f64(double %389, double %391, double %394)
  %396 = fsub double %392, %395
  %397 = fadd double %360, 0.000000e+00
  %398 = call double @llvm.fmuladd.f64(double %369, double 0xBFE6666666666666, double %397)
  %399 = call double @llvm.fmuladd.f64(double %378, double 4.000000e-01, double %398)
  %400 = call double @llvm.fmuladd.f64(double %387, double 1.500000e+00, double %399)
  %401 = call double @llvm.fmuladd.f64(double %396, double -1.100000e+00, double %400)
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %4) #12
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %3) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(120) %3, ptr noundef nonnull align 8 dereferenceable(120) @base, i64 120, i1 false)
  %402 = getelementptr inbounds [5 x %struct.item], ptr %3, i64 0, i64 %343, i32 1
  %403 = load double, ptr %402, align 8, !tbaa !13
  %404 = fadd double %403, 0xBEB0C6F7A0B5ED8D
  store double %404, ptr %402, align 8, !tbaa !13
  %405 = load double, ptr %126, align 8, !tbaa !15
  %406 = fmul double %405, 1.500000e-01
  %407 = load i32, ptr %3, align 8, !tbaa !10
  %408 = sitofp i32 %407 to double
  %409 = load double, ptr %127, align 8, !tbaa !14
  %410 = fmul double %409, 2.250000e-02
  %411 = fmul double %409, %410
  %412 = call double @llvm.fmuladd.f64(double %406, double %408, double %411)
  %413 = fsub double %409, %412
  %414 = load double, ptr %129, align 8, !tbaa !15
  %415 = fmul double %414, 1.500000e-01
  %416 = load i32, ptr %128, align 8, !tbaa !10
  %417 = sitofp i32 %416 to double
  %418 = load double, ptr %130, align 8, !tbaa !14
  %419 = fmul double %418, 2.250000e-02
  %420 = fmul double %418, %419
  %421 = call double @llvm.fmuladd.f64(double %415, double %417, double %420)
  %422 = fsub double %418, %421
  %423 = load double, ptr %132, align 8, !tbaa !15
  %424 = fmul double %423, 1.500000e-01
  %425 = load i32, ptr %131, align 8, !tbaa !10
  %426 = sitofp i32 %425 to double
  %427 = load double, ptr %133, align 8, !tbaa !14
  %428 = fmul double %427, 2.250000e-02
  %429 = fmul double %427, %428
  %430 = call double @llvm.fmuladd.f64(double %424, double %426, double %429)
  %431 = fsub double %427, %430
  %432 = load double, ptr %135, align 8, !tbaa !15
  %433 = fmul double %432, 1.500000e-01
  %434 = load i32, ptr %134, align 8, !tbaa !10
  %435 = sitofp i32 %434 to double
  %436 = load double, ptr %136, align 8, !tbaa !14
  %437 = fmul double %436, 2.250000e-02
  %438 = fmul double %436, %437
  %439 = call double @llvm.fmuladd.f64(double %433, double %435, double %438)
  %440 = fsub double %436, %439
  %441 = load double, ptr %138, align 8, !tbaa !15
  %442 = fmul double %441, 1.500000e-01
  %443 = load i32, ptr %137, align 8, !tbaa !10
  %444 = sitofp i32 %443 to double
  %445 = load double, ptr %139, align 8, !tbaa !14
  %446 = fmul double %445, 2.250000e-02
  %447 = fmul double %445, %446
  %448 = call double @llvm.fmuladd.f64(double %442, double %444, double %447)
  %449 = fsub double %445, %448
  %450 = fadd double %413, 0.000000e+00
  %451 = call double @llvm.fmuladd.f64(double %422, double 0xBFE6666666666666, double %450)
  %452 = call double @llvm.fmuladd.f64(double %431, double 4.000000e-01, double %451)
  %453 = call double @llvm.fmuladd.f64(double %440, double 1.500000e+00, double %452)
  %454 = call double @llvm.fmuladd.f64(double %449, double -1.100000e+00, double %453)
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %3) #12
  %455 = fsub double %401, %454
  %456 = fdiv double %455, 2.000000e-06
  %457 = fsub double %348, %456
  %458 = call double @llvm.fabs.f64(double %457)
  %459 = call double @llvm.fabs.f64(double %456)
  %460 = call double @llvm.maxnum.f64(double %459, double 1.000000e+00)
  %461 = fmul double %460, 0x3EB0C6F7A0B5ED8D
  %462 = fcmp ugt double %458, %461
  %463 = fcmp ule double %459, 1.000000e-09
  %464 = or i1 %463, %462
  %465 = select i1 %464, ptr @.str.6, ptr @.str.7
  %466 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %8, double noundef %348, double noundef %456, ptr noundef nonnull %465)
  %467 = zext i1 %464 to i32
  %468 = load i32, ptr @fails, align 4, !tbaa !6
  %469 = add nsw i32 %468, %467
  store i32 %469, ptr @fails, align 4, !tbaa !6
  %470 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %8, i64 noundef 32, ptr noundef nonnull @.str.4, i32 noundef %344) #12
  %471 = getelementptr inbounds i8, ptr %346, i64 16
  %472 = load double, ptr %471, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %2) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(120) %2, ptr noundef nonnull align 8 dereferenceable(120) @base, i64 120, i1 false)
  %473 = getelementptr inbounds [5 x %struct.item], ptr %2, i64 0, i64 %343, i32 2
  %474 = load double, ptr %473, align 8, !tbaa !13
  %475 = fadd double %474, 0x3EB0C6F7A0B5ED8D
  store double %475, ptr %473, align 8, !tbaa !13
  %476 = load double, ptr %140, align 8, !tbaa !15
  %477 = fmul double %476, 1.500000e-01
  %478 = load i32, ptr %2, align 8, !tbaa !10
  %479 = sitofp i32 %478 to double
  %480 = load double, ptr %141, align 8, !tbaa !14
  %481 = fmul double %480, 2.250000e-02
  %482 = fmul double %480, %481
  %483 = call double @llvm.fmuladd.f64(double %477, double %479, double %482)
  %484 = fsub double %480, %483
  %485 = load double, ptr %143, align 8, !tbaa !15
  %486 = fmul double %485, 1.500000e-01
  %487 = load i32, ptr %142, align 8, !tbaa !10
  %488 = sitofp i32 %487 to double
  %489 = load double, ptr %144, align 8, !tbaa !14
  %490 = fmul double %489, 2.250000e-02
  %491 = fmul double %489, %490
  %492 = call double @llvm.fmuladd.f64(double %486, double %488, double %491)
  %493 = fsub double %489, %492
  %494 = load double, ptr %146, align 8, !tbaa !15
  %495 = fmul double %494, 1.500000e-01
  %496 = load i32, ptr %145, align 8, !tbaa !10
  %497 = sitofp i32 %496 to double
  %498 = load double, ptr %147, align 8, !tbaa !14
  %499 = fmul double %498, 2.250000e-02
  %500 = fmul double %498, %499
  %501 = call double @llvm.fmuladd.f64(double %495, double %497, double %500)
  %502 = fsub double %498, %501
  %503 = load double, ptr %149, align 8, !tbaa !15
  %504 = fmul double %503, 1.500000e-01
  %505 = load i32, ptr %148, align 8, !tbaa !10
  %506 = sitofp i32 %505 to double
  %507 = load double, ptr %150, align 8, !tbaa !14
  %508 = fmul double %507, 2.250000e-02
  %509 = fmul double %507, %508
  %510 = call double @llvm.fmuladd.f64(double %504, double %506, double %509)
  %511 = fsub double %507, %510
  %512 = load double, ptr %152, align 8, !tbaa !15
  %513 = fmul double %512, 1.500000e-01
  %514 = load i32, ptr %151, align 8, !tbaa !10
  %515 = sitofp i32 %514 to double
  %516 = load double, ptr %153, align 8, !tbaa !14
  %517 = fmul double %516, 2.250000e-02
  %518 = fmul double %516, %517
  %519 = call double @llvm.fmuladd.f64(double %513, double %515, double %518)
  %520 = fsub double %516, %519
  %521 = fadd double %484, 0.000000e+00
  %522 = call double @llvm.fmuladd.f64(double %493, double 0xBFE6666666666666, double %521)
  %523 = call double @llvm.fmuladd.f64(double %502, double 4.000000e-01, double %522)
  %524 = call double @llvm.fmuladd.f64(double %511, double 1.500000e+00, double %523)
  %525 = call double @llvm.fmuladd.f64(double %520, double -1.100000e+00, double %524)
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %2) #12
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %1) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(120) %1, ptr noundef nonnull align 8 dereferenceable(120) @base, i64 120, i1 false)
  %526 = getelementptr inbounds [5 x %struct.item], ptr %1, i64 0, i64 %343, i32 2
  %527 = load double, ptr %526, align 8, !tbaa !13
  %528 = fadd double %527, 0xBEB0C6F7A0B5ED8D
  store double %528, ptr %526, align 8, !tbaa !13
  %529 = load double, ptr %154, align 8, !tbaa !15
  %530 = fmul double %529, 1.500000e-01
  %531 = load i32, ptr %1, align 8, !tbaa !10
  %532 = sitofp i32 %531 to double
  %533 = load double, ptr %155, align 8, !tbaa !14
  %534 = fmul double %533, 2.250000e-02
  %535 = fmul double %533, %534
  %536 = call double @llvm.fmuladd.f64(double %530, double %532, double %535)
  %537 = fsub double %533, %536
  %538 = load double, ptr %157, align 8, !tbaa !15
  %539 = fmul double %538, 1.500000e-01
  %540 = load i32, ptr %156, align 8, !tbaa !10
  %541 = sitofp i32 %540 to double
  %542 = load double, ptr %158, align 8, !tbaa !14
  %543 = fmul double %542, 2.250000e-02
  %544 = fmul double %542, %543
  %545 = call double @llvm.fmuladd.f64(double %539, double %541, double %544)
  %546 = fsub double %542, %545
  %547 = load double, ptr %160, align 8, !tbaa !15
  %548 = fmul double %547, 1.500000e-01
  %549 = load i32, ptr %159, align 8, !tbaa !10
  %550 = sitofp i32 %549 to double
  %551 = load double, ptr %161, align 8, !tbaa !14
  %552 = fmul double %551, 2.250000e-02
  %553 = fmul double %551, %552
  %554 = call double @llvm.fmuladd.f64(double %548, double %550, double %553)
  %555 = fsub double %551, %554
  %556 = load double, ptr %163, align 8, !tbaa !15
  %557 = fmul double %556, 1.500000e-01
  %558 = load i32, ptr %162, align 8, !tbaa !10
  %559 = sitofp i32 %558 to double
  %560 = load double, ptr %164, align 8, !tbaa !14
  %561 = fmul double %560, 2.250000e-02
  %562 = fmul double %560, %561
  %563 = call double @llvm.fmuladd.f64(double %557, double %559, double %562)
  %564 = fsub double %560, %563
  %565 = load double, ptr %166, align 8, !tbaa !15
  %566 = fmul double %565, 1.500000e-01
  %567 = load i32, ptr %165, align 8, !tbaa !10
  %568 = sitofp i32 %567 to double
  %569 = load double, ptr %167, align 8, !tbaa !14
  %570 = fmul double %569, 2.250000e-02
  %571 = fmul double %569, %570
  %572 = call double @llvm.fmuladd.f64(double %566, double %568, double %571)
  %573 = fsub double %569, %572
  %574 = fadd double %537, 0.000000e+00
  %575 = call double @llvm.fmuladd.f64(double %546, double 0xBFE6666666666666, double %574)
  %576 = call double @llvm.fmuladd.f64(double %555, double 4.000000e-01, double %575)
  %577 = call double @llvm.fmuladd.f64(double %564, double 1.500000e+00, double %576)
  %578 = call double @llvm.fmuladd.f64(double %573, double -1.100000e+00, double %577)
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %1) #12
  %579 = fsub double %525, %578
  %580 = fdiv double %579, 2.000000e-06
  %581 = fsub double %472, %580
  %582 = call double @llvm.fabs.f64(double %581)
  %583 = call double @llvm.fabs.f64(double %580)
  %584 = call double @llvm.maxnum.f64(double %583, double 1.000000e+00)
  %585 = fmul double %584, 0x3EB0C6F7A0B5ED8D
  %586 = fcmp ugt double %582, %585
  %587 = fcmp ule double %583, 1.000000e-09
  %588 = or i1 %587, %586
  %589 = select i1 %588, ptr @.str.6, ptr @.str.7
  %590 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %8, double noundef %472, double noundef %580, ptr noundef nonnull %589)
  %591 = zext i1 %588 to i32
  %592 = load i32, ptr @fails, align 4, !tbaa !6
  %593 = add nsw i32 %592, %591
  store i32 %593, ptr @fails, align 4, !tbaa !6
  %594 = add nuw nsw i64 %343, 1
  %595 = icmp eq i64 %594, 5
  br i1 %595, label %335, label %342, !llvm.loop !19
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
  %13 = load double, ptr %12, align 8, !tbaa !15
  %14 = getelementptr inbounds i8, ptr %11, i64 16
  %15 = load double, ptr %14, align 8, !tbaa !14
  %16 = load i32, ptr %11, align 8, !tbaa !10
  %17 = srem i32 %16, 3
  %18 = add nsw i32 %17, 1
  %19 = sitofp i32 %18 to double
  %20 = fmul double %15, %19
  %21 = tail call double @sin(double noundef %20) #12
  %22 = tail call double @llvm.fmuladd.f64(double %13, double %21, double %10)
  %23 = load i32, ptr %11, align 8, !tbaa !10
  %24 = and i32 %23, 1
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %31, label %26

26:                                               ; preds = %8
  %27 = load double, ptr %12, align 8, !tbaa !15
  %28 = fmul double %27, %27
  %29 = load double, ptr %14, align 8, !tbaa !14
  %30 = tail call double @llvm.fmuladd.f64(double %28, double %29, double %22)
  br label %31

31:                                               ; preds = %8, %26
  %32 = phi double [ %30, %26 ], [ %22, %8 ]
  %33 = add nuw nsw i64 %9, 1
  %34 = icmp eq i64 %33, %5
  br i1 %34, label %6, label %8, !llvm.loop !16
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @update(ptr nocapture noundef %0, i32 noundef %1, double noundef %2) #8 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %43

5:                                                ; preds = %3
  %6 = fmul double %2, %2
  %7 = zext nneg i32 %1 to i64
  %8 = icmp ult i32 %1, 3
  br i1 %8, label %9, label %11

9:                                                ; preds = %18, %5
  %10 = phi i64 [ 0, %5 ], [ %13, %18 ]
  br label %44

11:                                               ; preds = %5
  %12 = or i64 %7, -2
  %13 = add nsw i64 %12, %7
  %14 = insertelement <2 x double> poison, double %2, i64 0
  %15 = shufflevector <2 x double> %14, <2 x double> poison, <2 x i32> zeroinitializer
  %16 = insertelement <2 x double> poison, double %6, i64 0
  %17 = shufflevector <2 x double> %16, <2 x double> poison, <2 x i32> zeroinitializer
  br label %18

18:                                               ; preds = %18, %11
  %19 = phi i64 [ 0, %11 ], [ %41, %18 ]
  %20 = or disjoint i64 %19, 1
  %21 = getelementptr inbounds %struct.item, ptr %0, i64 %19
  %22 = getelementptr inbounds %struct.item, ptr %0, i64 %20
  %23 = getelementptr inbounds i8, ptr %21, i64 8
  %24 = load <6 x double>, ptr %23, align 8, !tbaa !13
  %25 = shufflevector <6 x double> %24, <6 x double> poison, <2 x i32> <i32 0, i32 3>
  %26 = shufflevector <6 x double> %24, <6 x double> poison, <2 x i32> <i32 1, i32 4>
  %27 = fmul <2 x double> %25, %15
  %28 = load i32, ptr %21, align 8, !tbaa !10
  %29 = load i32, ptr %22, align 8, !tbaa !10
  %30 = insertelement <2 x i32> poison, i32 %28, i64 0
  %31 = insertelement <2 x i32> %30, i32 %29, i64 1
  %32 = sitofp <2 x i32> %31 to <2 x double>
  %33 = getelementptr inbounds i8, ptr %21, i64 16
  %34 = getelementptr inbounds i8, ptr %22, i64 16
  %35 = fmul <2 x double> %17, %26
  %36 = fmul <2 x double> %26, %35
  %37 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %27, <2 x double> %32, <2 x double> %36)
  %38 = fsub <2 x double> %26, %37
  %39 = extractelement <2 x double> %38, i64 0
  store double %39, ptr %33, align 8, !tbaa !14
  %40 = extractelement <2 x double> %38, i64 1
  store double %40, ptr %34, align 8, !tbaa !14
  %41 = add nuw i64 %19, 2
  %42 = icmp eq i64 %41, %13
  br i1 %42, label %9, label %18, !llvm.loop !20

43:                                               ; preds = %44, %3
  ret void

44:                                               ; preds = %9, %44
  %45 = phi i64 [ %58, %44 ], [ %10, %9 ]
  %46 = getelementptr inbounds %struct.item, ptr %0, i64 %45
  %47 = getelementptr inbounds i8, ptr %46, i64 8
  %48 = load double, ptr %47, align 8, !tbaa !15
  %49 = fmul double %48, %2
  %50 = load i32, ptr %46, align 8, !tbaa !10
  %51 = sitofp i32 %50 to double
  %52 = getelementptr inbounds i8, ptr %46, i64 16
  %53 = load double, ptr %52, align 8, !tbaa !14
  %54 = fmul double %6, %53
  %55 = fmul double %53, %54
  %56 = tail call double @llvm.fmuladd.f64(double %49, double %51, double %55)
  %57 = fsub double %53, %56
  store double %57, ptr %52, align 8, !tbaa !14
  %58 = add nuw nsw i64 %45, 1
  %59 = icmp eq i64 %58, %7
  br i1 %59, label %43, label %44, !llvm.loop !23
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

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nofree nounwind }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }

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
!10 = !{!11, !7, i64 0}
!11 = !{!"", !7, i64 0, !12, i64 8, !12, i64 16}
!12 = !{!"double", !8, i64 0}
!13 = !{!12, !12, i64 0}
!14 = !{!11, !12, i64 16}
!15 = !{!11, !12, i64 8}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !17}
!19 = distinct !{!19, !17}
!20 = distinct !{!20, !17, !21, !22}
!21 = !{!"llvm.loop.isvectorized", i32 1}
!22 = !{!"llvm.loop.unroll.runtime.disable"}
!23 = distinct !{!23, !17, !22, !21}
