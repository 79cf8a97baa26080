; ModuleID = 'rev/48_dupnoneed.c'
source_filename = "rev/48_dupnoneed.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@seed = internal unnamed_addr constant [5 x double] [double 1.000000e+00, double -2.000000e+00, double 5.000000e-01, double 3.000000e-01, double 0xBFE6666666666666], align 8
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_dupnoneed = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [14 x i8] c"smooth dx[%d]\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"with_work dx[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [5 x double], align 8
  %2 = alloca [5 x double], align 8
  %3 = alloca [5 x double], align 8
  %4 = alloca [5 x double], align 8
  %5 = alloca i32, align 4
  %6 = alloca [5 x double], align 16
  %7 = alloca [5 x double], align 8
  %8 = alloca [5 x double], align 8
  %9 = alloca [5 x double], align 8
  %10 = alloca [64 x i8], align 1
  %11 = alloca [5 x double], align 8
  %12 = alloca [5 x double], align 8
  %13 = alloca [5 x double], align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  store volatile i32 5, ptr %5, align 4, !tbaa !6
  %14 = load volatile i32, ptr %5, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #11
  store <2 x double> <double 0x3FE6666666666666, double -4.000000e-01>, ptr %6, align 16
  %15 = getelementptr inbounds i8, ptr %6, i64 16
  store <2 x double> <double 1.300000e+00, double 2.000000e-01>, ptr %15, align 16
  %16 = getelementptr inbounds i8, ptr %6, i64 32
  store double -1.100000e+00, ptr %16, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %7) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %7, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %8) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %8, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %9) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %9, ptr noundef nonnull align 8 dereferenceable(40) @seed, i64 40, i1 false), !tbaa !10
  %17 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %18 = load i32, ptr @enzyme_dupnoneed, align 4, !tbaa !6
  %19 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %20 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @smooth, i32 noundef %17, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef %18, ptr noundef nonnull %8, ptr noundef nonnull %9, i32 noundef %19, i32 noundef %14) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %10) #11
  %21 = icmp sgt i32 %14, 0
  %22 = add nsw i32 %14, -1
  %23 = zext i32 %14 to i64
  %24 = icmp ult i32 %14, 4
  %25 = and i64 %23, 2147483644
  %26 = icmp eq i64 %25, %23
  %27 = icmp ult i32 %14, 4
  %28 = and i64 %23, 2147483644
  %29 = icmp eq i64 %28, %23
  br label %35

30:                                               ; preds = %152
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %11) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %11, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %12) #11
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %13) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %13, i8 0, i64 40, i1 false)
  %31 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %32 = load i32, ptr @enzyme_dupnoneed, align 4, !tbaa !6
  %33 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %34 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @with_work, i32 noundef %31, ptr noundef nonnull %6, ptr noundef nonnull %11, i32 noundef %32, ptr noundef nonnull %12, ptr noundef nonnull %13, i32 noundef %33, i32 noundef %14) #11
  br label %183

35:                                               ; preds = %0, %152
  %36 = phi i64 [ 0, %0 ], [ %174, %152 ]
  %37 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !10
  %39 = fadd double %38, 0x3EB0C6F7A0B5ED8D
  store double %39, ptr %37, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #11
  br i1 %21, label %41, label %40

40:                                               ; preds = %35
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #11
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #11
  br label %152

41:                                               ; preds = %35, %41
  %42 = phi i64 [ %49, %41 ], [ 0, %35 ]
  %43 = trunc nuw nsw i64 %42 to i32
  %44 = add i32 %22, %43
  %45 = srem i32 %44, %14
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds double, ptr %6, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !10
  %49 = add nuw nsw i64 %42, 1
  %50 = icmp eq i64 %49, %23
  %51 = select i1 %50, i64 0, i64 %49
  %52 = getelementptr inbounds double, ptr %6, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !10
  %54 = getelementptr inbounds double, ptr %6, i64 %42
  %55 = load double, ptr %54, align 8, !tbaa !10
  %56 = fmul double %55, 5.000000e-01
  %57 = call double @llvm.fmuladd.f64(double %48, double 2.500000e-01, double %56)
  %58 = call double @llvm.fmuladd.f64(double %53, double 2.500000e-01, double %57)
  %59 = fmul double %53, %55
  %60 = call double @sin(double noundef %59) #11
  %61 = call double @llvm.fmuladd.f64(double %60, double 1.000000e-01, double %58)
  %62 = getelementptr inbounds double, ptr %4, i64 %42
  store double %61, ptr %62, align 8, !tbaa !10
  br i1 %50, label %63, label %41, !llvm.loop !12

63:                                               ; preds = %41
  br i1 %24, label %82, label %64

64:                                               ; preds = %63, %64
  %65 = phi i64 [ %79, %64 ], [ 0, %63 ]
  %66 = phi double [ %78, %64 ], [ 0.000000e+00, %63 ]
  %67 = getelementptr inbounds [5 x double], ptr @seed, i64 0, i64 %65
  %68 = getelementptr inbounds i8, ptr %67, i64 16
  %69 = load <2 x double>, ptr %67, align 8, !tbaa !10
  %70 = load <2 x double>, ptr %68, align 8, !tbaa !10
  %71 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %65
  %72 = getelementptr inbounds i8, ptr %71, i64 16
  %73 = load <2 x double>, ptr %71, align 8, !tbaa !10
  %74 = load <2 x double>, ptr %72, align 8, !tbaa !10
  %75 = fmul <2 x double> %69, %73
  %76 = fmul <2 x double> %70, %74
  %77 = call double @llvm.vector.reduce.fadd.v2f64(double %66, <2 x double> %75)
  %78 = call double @llvm.vector.reduce.fadd.v2f64(double %77, <2 x double> %76)
  %79 = add nuw i64 %65, 4
  %80 = icmp eq i64 %79, %25
  br i1 %80, label %81, label %64, !llvm.loop !14

81:                                               ; preds = %64
  br i1 %26, label %95, label %82

82:                                               ; preds = %81, %63
  %83 = phi i64 [ 0, %63 ], [ %25, %81 ]
  %84 = phi double [ 0.000000e+00, %63 ], [ %78, %81 ]
  br label %85

85:                                               ; preds = %82, %85
  %86 = phi i64 [ %93, %85 ], [ %83, %82 ]
  %87 = phi double [ %92, %85 ], [ %84, %82 ]
  %88 = getelementptr inbounds [5 x double], ptr @seed, i64 0, i64 %86
  %89 = load double, ptr %88, align 8, !tbaa !10
  %90 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %86
  %91 = load double, ptr %90, align 8, !tbaa !10
  %92 = call double @llvm.fmuladd.f64(double %89, double %91, double %87)
  %93 = add nuw nsw i64 %86, 1
  %94 = icmp eq i64 %93, %23
  br i1 %94, label %95, label %85, !llvm.loop !17

95:                                               ; preds = %85, %81
  %96 = phi double [ %78, %81 ], [ %92, %85 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #11
  %97 = fadd double %38, 0xBEB0C6F7A0B5ED8D
  store double %97, ptr %37, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #11
  br label %98

98:                                               ; preds = %98, %95
  %99 = phi i64 [ 0, %95 ], [ %106, %98 ]
  %100 = trunc nuw nsw i64 %99 to i32
  %101 = add i32 %22, %100
  %102 = srem i32 %101, %14
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds double, ptr %6, i64 %103
  %105 = load double, ptr %104, align 8, !tbaa !10
  %106 = add nuw nsw i64 %99, 1
  %107 = icmp eq i64 %106, %23
  %108 = select i1 %107, i64 0, i64 %106
  %109 = getelementptr inbounds double, ptr %6, i64 %108
  %110 = load double, ptr %109, align 8, !tbaa !10
  %111 = getelementptr inbounds double, ptr %6, i64 %99
  %112 = load double, ptr %111, align 8, !tbaa !10
  %113 = fmul double %112, 5.000000e-01
  %114 = call double @llvm.fmuladd.f64(double %105, double 2.500000e-01, double %113)
  %115 = call double @llvm.fmuladd.f64(double %110, double 2.500000e-01, double %114)
  %116 = fmul double %110, %112
  %117 = call double @sin(double noundef %116) #11
  %118 = call double @llvm.fmuladd.f64(double %117, double 1.000000e-01, double %115)
  %119 = getelementptr inbounds double, ptr %3, i64 %99
  store double %118, ptr %119, align 8, !tbaa !10
  br i1 %107, label %120, label %98, !llvm.loop !12

120:                                              ; preds = %98
  br i1 %27, label %139, label %121

121:                                              ; preds = %120, %121
  %122 = phi i64 [ %136, %121 ], [ 0, %120 ]
  %123 = phi double [ %135, %121 ], [ 0.000000e+00, %120 ]
  %124 = getelementptr inbounds [5 x double], ptr @seed, i64 0, i64 %122
  %125 = getelementptr inbounds i8, ptr %124, i64 16
  %126 = load <2 x double>, ptr %124, align 8, !tbaa !10
  %127 = load <2 x double>, ptr %125, align 8, !tbaa !10
  %128 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 %122
  %129 = getelementptr inbounds i8, ptr %128, i64 16
  %130 = load <2 x double>, ptr %128, align 8, !tbaa !10
  %131 = load <2 x double>, ptr %129, align 8, !tbaa !10
  %132 = fmul <2 x double> %126, %130
  %133 = fmul <2 x double> %127, %131
  %134 = call double @llvm.vector.reduce.fadd.v2f64(double %123, <2 x double> %132)
  %135 = call double @llvm.vector.reduce.fadd.v2f64(double %134, <2 x double> %133)
  %136 = add nuw i64 %122, 4
  %137 = icmp eq i64 %136, %28
  br i1 %137, label %138, label %121, !llvm.loop !18

138:                                              ; preds = %121
  br i1 %29, label %152, label %139

139:                                              ; preds = %138, %120
  %140 = phi i64 [ 0, %120 ], [ %28, %138 ]
  %141 = phi double [ 0.000000e+00, %120 ], [ %135, %138 ]
  br label %142

142:                                              ; preds = %139, %142
  %143 = phi i64 [ %150, %142 ], [ %140, %139 ]
  %144 = phi double [ %149, %142 ], [ %141, %139 ]
  %145 = getelementptr inbounds [5 x double], ptr @seed, i64 0, i64 %143
  %146 = load double, ptr %145, align 8, !tbaa !10
  %147 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 %143
  %148 = load double, ptr %147, align 8, !tbaa !10
  %149 = call double @llvm.fmuladd.f64(double %146, double %148, double %144)
  %150 = add nuw nsw i64 %143, 1
  %151 = icmp eq i64 %150, %23
  br i1 %151, label %152, label %142, !llvm.loop !19

152:                                              ; preds = %142, %138, %40
  %153 = phi double [ 0.000000e+00, %40 ], [ %96, %138 ], [ %96, %142 ]
  %154 = phi double [ 0.000000e+00, %40 ], [ %135, %138 ], [ %149, %142 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #11
  store double %38, ptr %37, align 8, !tbaa !10
  %155 = trunc nuw nsw i64 %36 to i32
  %156 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %10, i64 noundef 64, ptr noundef nonnull @.str, i32 noundef %155) #11
  %157 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 %36
  %158 = load double, ptr %157, align 8, !tbaa !10
  %159 = fsub double %153, %154
  %160 = fdiv double %159, 2.000000e-06
  %161 = fsub double %158, %160
  %162 = call double @llvm.fabs.f64(double %161)
  %163 = call double @llvm.fabs.f64(double %160)
  %164 = call double @llvm.maxnum.f64(double %163, double 1.000000e+00)
  %165 = fmul double %164, 0x3EB0C6F7A0B5ED8D
  %166 = fcmp ugt double %162, %165
  %167 = fcmp ule double %163, 1.000000e-09
  %168 = or i1 %167, %166
  %169 = select i1 %168, ptr @.str.3, ptr @.str.4
  %170 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %10, double noundef %158, double noundef %160, ptr noundef nonnull %169)
  %171 = zext i1 %168 to i32
  %172 = load i32, ptr @fails, align 4, !tbaa !6
  %173 = add nsw i32 %172, %171
  store i32 %173, ptr @fails, align 4, !tbaa !6
  %174 = add nuw nsw i64 %36, 1
  %175 = icmp eq i64 %174, 5
  br i1 %175, label %30, label %35, !llvm.loop !20

176:                                              ; preds = %249
  %177 = icmp eq i32 %270, 0
  %178 = select i1 %177, ptr @.str.4, ptr @.str.3
  %179 = call i32 @puts(ptr nonnull dereferenceable(1) %178)
  %180 = load i32, ptr @fails, align 4, !tbaa !6
  %181 = icmp ne i32 %180, 0
  %182 = zext i1 %181 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %13) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %12) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %11) #11
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %10) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %9) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %8) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %7) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  ret i32 %182

183:                                              ; preds = %30, %249
  %184 = phi i64 [ 0, %30 ], [ %271, %249 ]
  %185 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 %184
  %186 = load double, ptr %185, align 8, !tbaa !10
  %187 = fadd double %186, 0x3EB0C6F7A0B5ED8D
  store double %187, ptr %185, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #11
  br i1 %21, label %189, label %188

188:                                              ; preds = %183
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #11
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #11
  br label %249

189:                                              ; preds = %183, %189
  %190 = phi i64 [ %205, %189 ], [ 0, %183 ]
  %191 = getelementptr inbounds double, ptr %6, i64 %190
  %192 = load double, ptr %191, align 8, !tbaa !10
  %193 = fmul double %192, 5.000000e-01
  %194 = call double @exp(double noundef %193) #11
  %195 = load double, ptr %191, align 8, !tbaa !10
  %196 = trunc i64 %190 to i32
  %197 = add i32 %196, 2
  %198 = urem i32 %197, %14
  %199 = zext nneg i32 %198 to i64
  %200 = getelementptr inbounds double, ptr %6, i64 %199
  %201 = load double, ptr %200, align 8, !tbaa !10
  %202 = fneg double %195
  %203 = call double @llvm.fmuladd.f64(double %202, double %201, double %194)
  %204 = getelementptr inbounds double, ptr %2, i64 %190
  store double %203, ptr %204, align 8, !tbaa !10
  %205 = add nuw nsw i64 %190, 1
  %206 = icmp eq i64 %205, %23
  br i1 %206, label %207, label %189, !llvm.loop !21

207:                                              ; preds = %189, %207
  %208 = phi i64 [ %212, %207 ], [ 0, %189 ]
  %209 = phi double [ %217, %207 ], [ 0.000000e+00, %189 ]
  %210 = getelementptr inbounds double, ptr %2, i64 %208
  %211 = load double, ptr %210, align 8, !tbaa !10
  %212 = add nuw nsw i64 %208, 1
  %213 = icmp eq i64 %212, %23
  %214 = select i1 %213, i64 0, i64 %212
  %215 = getelementptr inbounds double, ptr %2, i64 %214
  %216 = load double, ptr %215, align 8, !tbaa !10
  %217 = call double @llvm.fmuladd.f64(double %211, double %216, double %209)
  br i1 %213, label %218, label %207, !llvm.loop !22

218:                                              ; preds = %207
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #11
  %219 = fadd double %186, 0xBEB0C6F7A0B5ED8D
  store double %219, ptr %185, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #11
  br label %220

220:                                              ; preds = %220, %218
  %221 = phi i64 [ 0, %218 ], [ %236, %220 ]
  %222 = getelementptr inbounds double, ptr %6, i64 %221
  %223 = load double, ptr %222, align 8, !tbaa !10
  %224 = fmul double %223, 5.000000e-01
  %225 = call double @exp(double noundef %224) #11
  %226 = load double, ptr %222, align 8, !tbaa !10
  %227 = trunc i64 %221 to i32
  %228 = add i32 %227, 2
  %229 = urem i32 %228, %14
  %230 = zext nneg i32 %229 to i64
  %231 = getelementptr inbounds double, ptr %6, i64 %230
  %232 = load double, ptr %231, align 8, !tbaa !10
  %233 = fneg double %226
  %234 = call double @llvm.fmuladd.f64(double %233, double %232, double %225)
  %235 = getelementptr inbounds double, ptr %1, i64 %221
  store double %234, ptr %235, align 8, !tbaa !10
  %236 = add nuw nsw i64 %221, 1
  %237 = icmp eq i64 %236, %23
  br i1 %237, label %238, label %220, !llvm.loop !21

238:                                              ; preds = %220, %238
  %239 = phi i64 [ %243, %238 ], [ 0, %220 ]
  %240 = phi double [ %248, %238 ], [ 0.000000e+00, %220 ]
  %241 = getelementptr inbounds double, ptr %1, i64 %239
  %242 = load double, ptr %241, align 8, !tbaa !10
  %243 = add nuw nsw i64 %239, 1
  %244 = icmp eq i64 %243, %23
  %245 = select i1 %244, i64 0, i64 %243
  %246 = getelementptr inbounds double, ptr %1, i64 %245
  %247 = load double, ptr %246, align 8, !tbaa !10
  %248 = call double @llvm.fmuladd.f64(double %242, double %247, double %240)
  br i1 %244, label %249, label %238, !llvm.loop !22

249:                                              ; preds = %238, %188
  %250 = phi double [ 0.000000e+00, %188 ], [ %217, %238 ]
  %251 = phi double [ 0.000000e+00, %188 ], [ %248, %238 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #11
  store double %186, ptr %185, align 8, !tbaa !10
  %252 = trunc nuw nsw i64 %184 to i32
  %253 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %10, i64 noundef 64, ptr noundef nonnull @.str.1, i32 noundef %252) #11
  %254 = getelementptr inbounds [5 x double], ptr %11, i64 0, i64 %184
  %255 = load double, ptr %254, align 8, !tbaa !10
  %256 = fsub double %250, %251
  %257 = fdiv double %256, 2.000000e-06
  %258 = fsub double %255, %257
  %259 = call double @llvm.fabs.f64(double %258)
  %260 = call double @llvm.fabs.f64(double %257)
  %261 = call double @llvm.maxnum.f64(double %260, double 1.000000e+00)
  %262 = fmul double %261, 0x3EB0C6F7A0B5ED8D
  %263 = fcmp ugt double %259, %262
  %264 = fcmp ule double %260, 1.000000e-09
  %265 = or i1 %264, %263
  %266 = select i1 %265, ptr @.str.3, ptr @.str.4
  %267 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %10, double noundef %255, double noundef %257, ptr noundef nonnull %266)
  %268 = zext i1 %265 to i32
  %269 = load i32, ptr @fails, align 4, !tbaa !6
  %270 = add nsw i32 %269, %268
  store i32 %270, ptr @fails, align 4, !tbaa !6
  %271 = add nuw nsw i64 %184, 1
  %272 = icmp eq i64 %271, 5
  br i1 %272, label %176, label %183, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal void @smooth(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) #4 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %3
  %6 = add nsw i32 %2, -1
  %7 = zext nneg i32 %2 to i64
  br label %9

8:                                                ; preds = %9, %3
  ret void

9:                                                ; preds = %5, %9
  %10 = phi i64 [ 0, %5 ], [ %17, %9 ]
  %11 = trunc nuw nsw i64 %10 to i32
  %12 = add i32 %6, %11
  %13 = srem i32 %12, %2
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds double, ptr %0, i64 %14
  %16 = load double, ptr %15, align 8, !tbaa !10
  %17 = add nuw nsw i64 %10, 1
  %18 = icmp eq i64 %17, %7
  %19 = and i64 %17, 4294967295
  %20 = select i1 %18, i64 0, i64 %19
  %21 = getelementptr inbounds double, ptr %0, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !10
  %23 = getelementptr inbounds double, ptr %0, i64 %10
  %24 = load double, ptr %23, align 8, !tbaa !10
  %25 = fmul double %24, 5.000000e-01
  %26 = tail call double @llvm.fmuladd.f64(double %16, double 2.500000e-01, double %25)
  %27 = tail call double @llvm.fmuladd.f64(double %22, double 2.500000e-01, double %26)
  %28 = fmul double %22, %24
  %29 = tail call double @sin(double noundef %28) #11
  %30 = tail call double @llvm.fmuladd.f64(double %29, double 1.000000e-01, double %27)
  %31 = getelementptr inbounds double, ptr %1, i64 %10
  store double %30, ptr %31, align 8, !tbaa !10
  %32 = icmp eq i64 %17, %7
  br i1 %32, label %8, label %9, !llvm.loop !12
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @with_work(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2) #4 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %62

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  br label %44

7:                                                ; preds = %44
  br i1 %4, label %8, label %62

8:                                                ; preds = %7
  %9 = zext nneg i32 %2 to i64
  %10 = icmp eq i32 %2, 1
  br i1 %10, label %11, label %14

11:                                               ; preds = %42, %8
  %12 = phi i64 [ 0, %8 ], [ %15, %42 ]
  %13 = phi double [ 0.000000e+00, %8 ], [ %39, %42 ]
  br label %64

14:                                               ; preds = %8
  %15 = and i64 %6, 2147483646
  br label %16

16:                                               ; preds = %16, %14
  %17 = phi i64 [ 0, %14 ], [ %40, %16 ]
  %18 = phi double [ 0.000000e+00, %14 ], [ %39, %16 ]
  %19 = or disjoint i64 %17, 1
  %20 = getelementptr inbounds double, ptr %1, i64 %17
  %21 = getelementptr inbounds double, ptr %1, i64 %19
  %22 = load double, ptr %20, align 8, !tbaa !10
  %23 = load double, ptr %21, align 8, !tbaa !10
  %24 = or disjoint i64 %17, 1
  %25 = add nuw nsw i64 %17, 2
  %26 = icmp eq i64 %24, %9
  %27 = icmp eq i64 %25, %9
  %28 = and i64 %24, 4294967295
  %29 = and i64 %25, 4294967294
  %30 = select i1 %26, i64 0, i64 %28
  %31 = select i1 %27, i64 0, i64 %29
  %32 = getelementptr inbounds double, ptr %1, i64 %30
  %33 = getelementptr inbounds double, ptr %1, i64 %31
  %34 = load double, ptr %32, align 8, !tbaa !10
  %35 = load double, ptr %33, align 8, !tbaa !10
  %36 = fmul double %22, %34
  %37 = fmul double %23, %35
  %38 = fadd double %18, %36
  %39 = fadd double %38, %37
  %40 = add nuw i64 %17, 2
  %41 = icmp eq i64 %40, %15
  br i1 %41, label %42, label %16, !llvm.loop !24

42:                                               ; preds = %16
  %43 = icmp eq i64 %15, %6
  br i1 %43, label %62, label %11

44:                                               ; preds = %5, %44
  %45 = phi i64 [ 0, %5 ], [ %60, %44 ]
  %46 = getelementptr inbounds double, ptr %0, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !10
  %48 = fmul double %47, 5.000000e-01
  %49 = tail call double @exp(double noundef %48) #11
  %50 = load double, ptr %46, align 8, !tbaa !10
  %51 = trunc i64 %45 to i32
  %52 = add i32 %51, 2
  %53 = urem i32 %52, %2
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds double, ptr %0, i64 %54
  %56 = load double, ptr %55, align 8, !tbaa !10
  %57 = fneg double %50
  %58 = tail call double @llvm.fmuladd.f64(double %57, double %56, double %49)
  %59 = getelementptr inbounds double, ptr %1, i64 %45
  store double %58, ptr %59, align 8, !tbaa !10
  %60 = add nuw nsw i64 %45, 1
  %61 = icmp eq i64 %60, %6
  br i1 %61, label %7, label %44, !llvm.loop !21

62:                                               ; preds = %64, %42, %3, %7
  %63 = phi double [ 0.000000e+00, %7 ], [ 0.000000e+00, %3 ], [ %39, %42 ], [ %75, %64 ]
  ret double %63

64:                                               ; preds = %11, %64
  %65 = phi i64 [ %69, %64 ], [ %12, %11 ]
  %66 = phi double [ %75, %64 ], [ %13, %11 ]
  %67 = getelementptr inbounds double, ptr %1, i64 %65
  %68 = load double, ptr %67, align 8, !tbaa !10
  %69 = add nuw nsw i64 %65, 1
  %70 = icmp eq i64 %69, %9
  %71 = and i64 %69, 4294967295
  %72 = select i1 %70, i64 0, i64 %71
  %73 = getelementptr inbounds double, ptr %1, i64 %72
  %74 = load double, ptr %73, align 8, !tbaa !10
  %75 = tail call double @llvm.fmuladd.f64(double %68, double %74, double %66)
  %76 = icmp eq i64 %69, %9
  br i1 %76, label %62, label %64, !llvm.loop !25
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #10

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }

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
!11 = !{!"double", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13, !15, !16}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !13, !16, !15}
!18 = distinct !{!18, !13, !15, !16}
!19 = distinct !{!19, !13, !16, !15}
!20 = distinct !{!20, !13}
!21 = distinct !{!21, !13}
!22 = distinct !{!22, !13}
!23 = distinct !{!23, !13}
!24 = distinct !{!24, !13, !15, !16}
!25 = distinct !{!25, !13, !15}
