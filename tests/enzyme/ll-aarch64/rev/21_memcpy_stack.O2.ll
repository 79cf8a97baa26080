; ModuleID = 'rev/21_memcpy_stack.c'
source_filename = "rev/21_memcpy_stack.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@w = internal unnamed_addr constant [8 x double] [double 1.000000e+00, double -5.000000e-01, double 2.000000e+00, double 2.500000e-01, double -1.500000e+00, double 0x3FE6666666666666, double 1.200000e+00, double -3.000000e-01], align 8
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [21 x i8] c"copy_reduce d/dx[%d]\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"copy_out w.out d/dx[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [8 x double], align 8
  %2 = alloca [8 x double], align 8
  %3 = alloca [8 x double], align 8
  %4 = alloca [8 x double], align 8
  %5 = alloca [8 x double], align 8
  %6 = alloca [8 x double], align 8
  %7 = alloca i32, align 4
  %8 = alloca [8 x double], align 16
  %9 = alloca [8 x double], align 8
  %10 = alloca [8 x double], align 8
  %11 = alloca [8 x double], align 8
  %12 = alloca [8 x double], align 8
  %13 = alloca [32 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7)
  store volatile i32 8, ptr %7, align 4, !tbaa !6
  %14 = load volatile i32, ptr %7, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %9, i8 0, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %10) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %10, i8 0, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %11) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %12) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %12, ptr noundef nonnull align 8 dereferenceable(64) @w, i64 64, i1 false), !tbaa !10
  store <2 x double> <double 0x3FE1AF32F183C82E, double 0xBF91F0B01005DA1E>, ptr %8, align 16, !tbaa !10
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  store <2 x double> <double 0xBFE217361467A9C6, double 0xBFD91994083A2C1B>, ptr %15, align 16, !tbaa !10
  %16 = getelementptr inbounds i8, ptr %8, i64 32
  store <2 x double> <double 0x3FD1FDB4CF214028, double 0x3FE311B3D7DEFAC7>, ptr %16, align 16, !tbaa !10
  %17 = getelementptr inbounds i8, ptr %8, i64 48
  store <2 x double> <double 0x3FC34BF83201B50E, double 0xBFDF255E67694D03>, ptr %17, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #13
  %18 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %19 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %20 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @copy_reduce, i32 noundef %18, ptr noundef nonnull %8, ptr noundef nonnull %9, i32 noundef %19, i32 noundef %14) #13
  %21 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %22 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %23 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @copy_out, i32 noundef %21, ptr noundef nonnull %11, ptr noundef nonnull %12, i32 noundef %21, ptr noundef nonnull %8, ptr noundef nonnull %10, i32 noundef %22, i32 noundef %14) #13
  %24 = sext i32 %14 to i64
  %25 = shl nsw i64 %24, 3
  %26 = icmp sgt i32 %14, 0
  %27 = zext i32 %14 to i64
  %28 = getelementptr inbounds i8, ptr %6, i64 8
  %29 = add nsw i32 %14, -1
  %30 = sext i32 %29 to i64
  %31 = shl nsw i64 %30, 3
  %32 = shl nuw nsw i64 %27, 3
  %33 = getelementptr inbounds i8, ptr %3, i64 8
  %34 = icmp ult i32 %14, 4
  %35 = and i64 %27, 2147483644
  %36 = icmp eq i64 %35, %27
  %37 = icmp ult i32 %14, 4
  %38 = and i64 %27, 2147483644
  %39 = icmp eq i64 %38, %27
  %40 = icmp ult i32 %14, 4
  %41 = and i64 %27, 2147483644
  %42 = icmp eq i64 %41, %27
  %43 = icmp ult i32 %14, 4
  %44 = and i64 %27, 2147483644
  %45 = icmp eq i64 %44, %27
  br label %53

46:                                               ; preds = %278
  %47 = icmp eq i32 %317, 0
  %48 = select i1 %47, ptr @.str.4, ptr @.str.3
  %49 = call i32 @puts(ptr nonnull dereferenceable(1) %48)
  %50 = load i32, ptr @fails, align 4, !tbaa !6
  %51 = icmp ne i32 %50, 0
  %52 = zext i1 %51 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %12) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %11) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %10) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #13
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7)
  ret i32 %52

53:                                               ; preds = %0, %278
  %54 = phi i64 [ 0, %0 ], [ %318, %278 ]
  %55 = getelementptr inbounds [8 x double], ptr %8, i64 0, i64 %54
  %56 = load double, ptr %55, align 8, !tbaa !10
  %57 = fadd double %56, 0x3EB0C6F7A0B5ED8D
  store double %57, ptr %55, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #13
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %6, ptr nonnull readonly align 16 %8, i64 %25, i1 false)
  %58 = call noalias ptr @malloc(i64 noundef %25) #14
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %58, ptr nonnull readonly align 16 %8, i64 %25, i1 false)
  br i1 %26, label %90, label %59

59:                                               ; preds = %53
  call void @free(ptr noundef %58) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #13
  br label %166

60:                                               ; preds = %90
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %28, ptr nonnull align 8 %6, i64 %31, i1 false)
  br i1 %34, label %61, label %64

61:                                               ; preds = %89, %60
  %62 = phi i64 [ 0, %60 ], [ %35, %89 ]
  %63 = phi double [ 0.000000e+00, %60 ], [ %85, %89 ]
  br label %104

64:                                               ; preds = %60, %64
  %65 = phi i64 [ %86, %64 ], [ 0, %60 ]
  %66 = phi <2 x i64> [ %87, %64 ], [ <i64 0, i64 1>, %60 ]
  %67 = phi double [ %85, %64 ], [ 0.000000e+00, %60 ]
  %68 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 %65
  %69 = getelementptr inbounds i8, ptr %68, i64 16
  %70 = load <2 x double>, ptr %68, align 8, !tbaa !10
  %71 = load <2 x double>, ptr %69, align 8, !tbaa !10
  %72 = trunc <2 x i64> %66 to <2 x i32>
  %73 = add <2 x i32> %72, <i32 1, i32 1>
  %74 = trunc <2 x i64> %66 to <2 x i32>
  %75 = add <2 x i32> %74, <i32 3, i32 3>
  %76 = uitofp <2 x i32> %73 to <2 x double>
  %77 = uitofp <2 x i32> %75 to <2 x double>
  %78 = getelementptr inbounds double, ptr %58, i64 %65
  %79 = getelementptr inbounds i8, ptr %78, i64 16
  %80 = load <2 x double>, ptr %78, align 8, !tbaa !10
  %81 = load <2 x double>, ptr %79, align 8, !tbaa !10
  %82 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %70, <2 x double> %76, <2 x double> %80)
  %83 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %71, <2 x double> %77, <2 x double> %81)
  %84 = call double @llvm.vector.reduce.fadd.v2f64(double %67, <2 x double> %82)
  %85 = call double @llvm.vector.reduce.fadd.v2f64(double %84, <2 x double> %83)
  %86 = add nuw i64 %65, 4
  %87 = add <2 x i64> %66, <i64 4, i64 4>
  %88 = icmp eq i64 %86, %35
  br i1 %88, label %89, label %64, !llvm.loop !12

89:                                               ; preds = %64
  br i1 %36, label %117, label %61

90:                                               ; preds = %53, %90
  %91 = phi i64 [ %98, %90 ], [ 0, %53 ]
  %92 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 %91
  %93 = load double, ptr %92, align 8, !tbaa !10
  %94 = fmul double %93, %93
  store double %94, ptr %92, align 8, !tbaa !10
  %95 = getelementptr inbounds double, ptr %58, i64 %91
  %96 = load double, ptr %95, align 8, !tbaa !10
  %97 = call double @exp(double noundef %96) #13
  %98 = add nuw nsw i64 %91, 1
  %99 = icmp eq i64 %98, %27
  %100 = select i1 %99, i64 0, i64 %98
  %101 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 %100
  %102 = load double, ptr %101, align 8, !tbaa !10
  %103 = fmul double %97, %102
  store double %103, ptr %95, align 8, !tbaa !10
  br i1 %99, label %60, label %90, !llvm.loop !16

104:                                              ; preds = %61, %104
  %105 = phi i64 [ %109, %104 ], [ %62, %61 ]
  %106 = phi double [ %115, %104 ], [ %63, %61 ]
  %107 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 %105
  %108 = load double, ptr %107, align 8, !tbaa !10
  %109 = add nuw nsw i64 %105, 1
  %110 = trunc nuw nsw i64 %109 to i32
  %111 = uitofp nneg i32 %110 to double
  %112 = getelementptr inbounds double, ptr %58, i64 %105
  %113 = load double, ptr %112, align 8, !tbaa !10
  %114 = call double @llvm.fmuladd.f64(double %108, double %111, double %113)
  %115 = fadd double %106, %114
  %116 = icmp eq i64 %109, %27
  br i1 %116, label %117, label %104, !llvm.loop !17

117:                                              ; preds = %104, %89
  %118 = phi double [ %85, %89 ], [ %115, %104 ]
  call void @free(ptr noundef nonnull %58) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #13
  br label %119

119:                                              ; preds = %119, %117
  %120 = phi i64 [ 0, %117 ], [ %132, %119 ]
  %121 = getelementptr inbounds double, ptr %8, i64 %120
  %122 = load double, ptr %121, align 8, !tbaa !10
  %123 = call double @sin(double noundef %122) #13
  %124 = trunc i64 %120 to i32
  %125 = add i32 %124, 3
  %126 = urem i32 %125, %14
  %127 = zext nneg i32 %126 to i64
  %128 = getelementptr inbounds double, ptr %8, i64 %127
  %129 = load double, ptr %128, align 8, !tbaa !10
  %130 = fmul double %123, %129
  %131 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %120
  store double %130, ptr %131, align 8, !tbaa !10
  %132 = add nuw nsw i64 %120, 1
  %133 = icmp eq i64 %132, %27
  br i1 %133, label %134, label %119, !llvm.loop !18

134:                                              ; preds = %119
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %5, ptr nonnull align 8 %4, i64 %32, i1 false)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #13
  br i1 %37, label %153, label %135

135:                                              ; preds = %134, %135
  %136 = phi i64 [ %150, %135 ], [ 0, %134 ]
  %137 = phi double [ %149, %135 ], [ 0.000000e+00, %134 ]
  %138 = getelementptr inbounds [8 x double], ptr @w, i64 0, i64 %136
  %139 = getelementptr inbounds i8, ptr %138, i64 16
  %140 = load <2 x double>, ptr %138, align 8, !tbaa !10
  %141 = load <2 x double>, ptr %139, align 8, !tbaa !10
  %142 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 %136
  %143 = getelementptr inbounds i8, ptr %142, i64 16
  %144 = load <2 x double>, ptr %142, align 8, !tbaa !10
  %145 = load <2 x double>, ptr %143, align 8, !tbaa !10
  %146 = fmul <2 x double> %140, %144
  %147 = fmul <2 x double> %141, %145
  %148 = call double @llvm.vector.reduce.fadd.v2f64(double %137, <2 x double> %146)
  %149 = call double @llvm.vector.reduce.fadd.v2f64(double %148, <2 x double> %147)
  %150 = add nuw i64 %136, 4
  %151 = icmp eq i64 %150, %38
  br i1 %151, label %152, label %135, !llvm.loop !19

152:                                              ; preds = %135
  br i1 %39, label %166, label %153

153:                                              ; preds = %152, %134
  %154 = phi i64 [ 0, %134 ], [ %38, %152 ]
  %155 = phi double [ 0.000000e+00, %134 ], [ %149, %152 ]
  br label %156

156:                                              ; preds = %153, %156
  %157 = phi i64 [ %164, %156 ], [ %154, %153 ]
  %158 = phi double [ %163, %156 ], [ %155, %153 ]
  %159 = getelementptr inbounds [8 x double], ptr @w, i64 0, i64 %157
  %160 = load double, ptr %159, align 8, !tbaa !10
  %161 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 %157
  %162 = load double, ptr %161, align 8, !tbaa !10
  %163 = call double @llvm.fmuladd.f64(double %160, double %162, double %158)
  %164 = add nuw nsw i64 %157, 1
  %165 = icmp eq i64 %164, %27
  br i1 %165, label %166, label %156, !llvm.loop !20

166:                                              ; preds = %156, %152, %59
  %167 = phi double [ 0.000000e+00, %59 ], [ %118, %152 ], [ %118, %156 ]
  %168 = phi double [ 0.000000e+00, %59 ], [ %149, %152 ], [ %163, %156 ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #13
  %169 = fadd double %56, 0xBEB0C6F7A0B5ED8D
  store double %169, ptr %55, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #13
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %3, ptr nonnull readonly align 16 %8, i64 %25, i1 false)
  %170 = call noalias ptr @malloc(i64 noundef %25) #14
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %170, ptr nonnull readonly align 16 %8, i64 %25, i1 false)
  br i1 %26, label %202, label %171

171:                                              ; preds = %166
  call void @free(ptr noundef %170) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #13
  br label %278

172:                                              ; preds = %202
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %33, ptr nonnull align 8 %3, i64 %31, i1 false)
  br i1 %40, label %173, label %176

173:                                              ; preds = %201, %172
  %174 = phi i64 [ 0, %172 ], [ %41, %201 ]
  %175 = phi double [ 0.000000e+00, %172 ], [ %197, %201 ]
  br label %216

176:                                              ; preds = %172, %176
  %177 = phi i64 [ %198, %176 ], [ 0, %172 ]
  %178 = phi <2 x i64> [ %199, %176 ], [ <i64 0, i64 1>, %172 ]
  %179 = phi double [ %197, %176 ], [ 0.000000e+00, %172 ]
  %180 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %177
  %181 = getelementptr inbounds i8, ptr %180, i64 16
  %182 = load <2 x double>, ptr %180, align 8, !tbaa !10
  %183 = load <2 x double>, ptr %181, align 8, !tbaa !10
  %184 = trunc <2 x i64> %178 to <2 x i32>
  %185 = add <2 x i32> %184, <i32 1, i32 1>
  %186 = trunc <2 x i64> %178 to <2 x i32>
  %187 = add <2 x i32> %186, <i32 3, i32 3>
  %188 = uitofp <2 x i32> %185 to <2 x double>
  %189 = uitofp <2 x i32> %187 to <2 x double>
  %190 = getelementptr inbounds double, ptr %170, i64 %177
  %191 = getelementptr inbounds i8, ptr %190, i64 16
  %192 = load <2 x double>, ptr %190, align 8, !tbaa !10
  %193 = load <2 x double>, ptr %191, align 8, !tbaa !10
  %194 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %182, <2 x double> %188, <2 x double> %192)
  %195 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %183, <2 x double> %189, <2 x double> %193)
  %196 = call double @llvm.vector.reduce.fadd.v2f64(double %179, <2 x double> %194)
  %197 = call double @llvm.vector.reduce.fadd.v2f64(double %196, <2 x double> %195)
  %198 = add nuw i64 %177, 4
  %199 = add <2 x i64> %178, <i64 4, i64 4>
  %200 = icmp eq i64 %198, %41
  br i1 %200, label %201, label %176, !llvm.loop !21

201:                                              ; preds = %176
  br i1 %42, label %229, label %173

202:                                              ; preds = %166, %202
  %203 = phi i64 [ %210, %202 ], [ 0, %166 ]
  %204 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %203
  %205 = load double, ptr %204, align 8, !tbaa !10
  %206 = fmul double %205, %205
  store double %206, ptr %204, align 8, !tbaa !10
  %207 = getelementptr inbounds double, ptr %170, i64 %203
  %208 = load double, ptr %207, align 8, !tbaa !10
  %209 = call double @exp(double noundef %208) #13
  %210 = add nuw nsw i64 %203, 1
  %211 = icmp eq i64 %210, %27
  %212 = select i1 %211, i64 0, i64 %210
  %213 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %212
  %214 = load double, ptr %213, align 8, !tbaa !10
  %215 = fmul double %209, %214
  store double %215, ptr %207, align 8, !tbaa !10
  br i1 %211, label %172, label %202, !llvm.loop !16

216:                                              ; preds = %173, %216
  %217 = phi i64 [ %221, %216 ], [ %174, %173 ]
  %218 = phi double [ %227, %216 ], [ %175, %173 ]
  %219 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %217
  %220 = load double, ptr %219, align 8, !tbaa !10
  %221 = add nuw nsw i64 %217, 1
  %222 = trunc nuw nsw i64 %221 to i32
  %223 = uitofp nneg i32 %222 to double
  %224 = getelementptr inbounds double, ptr %170, i64 %217
  %225 = load double, ptr %224, align 8, !tbaa !10
  %226 = call double @llvm.fmuladd.f64(double %220, double %223, double %225)
  %227 = fadd double %218, %226
  %228 = icmp eq i64 %221, %27
  br i1 %228, label %229, label %216, !llvm.loop !22

229:                                              ; preds = %216, %201
  %230 = phi double [ %197, %201 ], [ %227, %216 ]
  call void @free(ptr noundef nonnull %170) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #13
  br label %231

231:                                              ; preds = %231, %229
  %232 = phi i64 [ 0, %229 ], [ %244, %231 ]
  %233 = getelementptr inbounds double, ptr %8, i64 %232
  %234 = load double, ptr %233, align 8, !tbaa !10
  %235 = call double @sin(double noundef %234) #13
  %236 = trunc i64 %232 to i32
  %237 = add i32 %236, 3
  %238 = urem i32 %237, %14
  %239 = zext nneg i32 %238 to i64
  %240 = getelementptr inbounds double, ptr %8, i64 %239
  %241 = load double, ptr %240, align 8, !tbaa !10
  %242 = fmul double %235, %241
  %243 = getelementptr inbounds [8 x double], ptr %1, i64 0, i64 %232
  store double %242, ptr %243, align 8, !tbaa !10
  %244 = add nuw nsw i64 %232, 1
  %245 = icmp eq i64 %244, %27
  br i1 %245, label %246, label %231, !llvm.loop !18

246:                                              ; preds = %231
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %2, ptr nonnull align 8 %1, i64 %32, i1 false)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #13
  br i1 %43, label %265, label %247

247:                                              ; preds = %246, %247
  %248 = phi i64 [ %262, %247 ], [ 0, %246 ]
  %249 = phi double [ %261, %247 ], [ 0.000000e+00, %246 ]
  %250 = getelementptr inbounds [8 x double], ptr @w, i64 0, i64 %248
  %251 = getelementptr inbounds i8, ptr %250, i64 16
  %252 = load <2 x double>, ptr %250, align 8, !tbaa !10
  %253 = load <2 x double>, ptr %251, align 8, !tbaa !10
  %254 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 %248
  %255 = getelementptr inbounds i8, ptr %254, i64 16
  %256 = load <2 x double>, ptr %254, align 8, !tbaa !10
  %257 = load <2 x double>, ptr %255, align 8, !tbaa !10
  %258 = fmul <2 x double> %252, %256
  %259 = fmul <2 x double> %253, %257
  %260 = call double @llvm.vector.reduce.fadd.v2f64(double %249, <2 x double> %258)
  %261 = call double @llvm.vector.reduce.fadd.v2f64(double %260, <2 x double> %259)
  %262 = add nuw i64 %248, 4
  %263 = icmp eq i64 %262, %44
  br i1 %263, label %264, label %247, !llvm.loop !23

264:                                              ; preds = %247
  br i1 %45, label %278, label %265

265:                                              ; preds = %264, %246
  %266 = phi i64 [ 0, %246 ], [ %44, %264 ]
  %267 = phi double [ 0.000000e+00, %246 ], [ %261, %264 ]
  br label %268

268:                                              ; preds = %265, %268
  %269 = phi i64 [ %276, %268 ], [ %266, %265 ]
  %270 = phi double [ %275, %268 ], [ %267, %265 ]
  %271 = getelementptr inbounds [8 x double], ptr @w, i64 0, i64 %269
  %272 = load double, ptr %271, align 8, !tbaa !10
  %273 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 %269
  %274 = load double, ptr %273, align 8, !tbaa !10
  %275 = call double @llvm.fmuladd.f64(double %272, double %274, double %270)
  %276 = add nuw nsw i64 %269, 1
  %277 = icmp eq i64 %276, %27
  br i1 %277, label %278, label %268, !llvm.loop !24

278:                                              ; preds = %268, %264, %171
  %279 = phi double [ 0.000000e+00, %171 ], [ %230, %264 ], [ %230, %268 ]
  %280 = phi double [ 0.000000e+00, %171 ], [ %261, %264 ], [ %275, %268 ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #13
  store double %56, ptr %55, align 8, !tbaa !10
  %281 = trunc nuw nsw i64 %54 to i32
  %282 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %13, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %281) #13
  %283 = getelementptr inbounds [8 x double], ptr %9, i64 0, i64 %54
  %284 = load double, ptr %283, align 8, !tbaa !10
  %285 = fsub double %167, %279
  %286 = fdiv double %285, 2.000000e-06
  %287 = fsub double %284, %286
  %288 = call double @llvm.fabs.f64(double %287)
  %289 = call double @llvm.fabs.f64(double %286)
  %290 = call double @llvm.maxnum.f64(double %289, double 1.000000e+00)
  %291 = fmul double %290, 0x3EB0C6F7A0B5ED8D
  %292 = fcmp ugt double %288, %291
  %293 = fcmp ule double %289, 1.000000e-09
  %294 = or i1 %293, %292
  %295 = select i1 %294, ptr @.str.3, ptr @.str.4
  %296 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %13, double noundef %284, double noundef %286, ptr noundef nonnull %295)
  %297 = zext i1 %294 to i32
  %298 = load i32, ptr @fails, align 4, !tbaa !6
  %299 = add nsw i32 %298, %297
  store i32 %299, ptr @fails, align 4, !tbaa !6
  %300 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %13, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %281) #13
  %301 = getelementptr inbounds [8 x double], ptr %10, i64 0, i64 %54
  %302 = load double, ptr %301, align 8, !tbaa !10
  %303 = fsub double %168, %280
  %304 = fdiv double %303, 2.000000e-06
  %305 = fsub double %302, %304
  %306 = call double @llvm.fabs.f64(double %305)
  %307 = call double @llvm.fabs.f64(double %304)
  %308 = call double @llvm.maxnum.f64(double %307, double 1.000000e+00)
  %309 = fmul double %308, 0x3EB0C6F7A0B5ED8D
  %310 = fcmp ugt double %306, %309
  %311 = fcmp ule double %307, 1.000000e-09
  %312 = or i1 %311, %310
  %313 = select i1 %312, ptr @.str.3, ptr @.str.4
  %314 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %13, double noundef %302, double noundef %304, ptr noundef nonnull %313)
  %315 = zext i1 %312 to i32
  %316 = load i32, ptr @fails, align 4, !tbaa !6
  %317 = add nsw i32 %316, %315
  store i32 %317, ptr @fails, align 4, !tbaa !6
  %318 = add nuw nsw i64 %54, 1
  %319 = icmp eq i64 %318, 8
  br i1 %319, label %46, label %53, !llvm.loop !25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal double @copy_reduce(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = alloca [8 x double], align 8
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #13
  %4 = sext i32 %1 to i64
  %5 = shl nsw i64 %4, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %3, ptr align 8 %0, i64 %5, i1 false)
  %6 = tail call noalias ptr @malloc(i64 noundef %5) #14
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %0, i64 %5, i1 false)
  %7 = icmp sgt i32 %1, 0
  br i1 %7, label %8, label %66

8:                                                ; preds = %2
  %9 = zext nneg i32 %1 to i64
  br label %50

10:                                               ; preds = %50
  %11 = getelementptr inbounds i8, ptr %3, i64 8
  %12 = add nsw i32 %1, -1
  %13 = sext i32 %12 to i64
  %14 = shl nsw i64 %13, 3
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %11, ptr nonnull align 8 %3, i64 %14, i1 false)
  br i1 %7, label %15, label %66

15:                                               ; preds = %10
  %16 = zext nneg i32 %1 to i64
  %17 = icmp ult i32 %1, 4
  br i1 %17, label %18, label %21

18:                                               ; preds = %48, %15
  %19 = phi i64 [ 0, %15 ], [ %22, %48 ]
  %20 = phi double [ 0.000000e+00, %15 ], [ %44, %48 ]
  br label %68

21:                                               ; preds = %15
  %22 = and i64 %9, 2147483644
  br label %23

23:                                               ; preds = %23, %21
  %24 = phi i64 [ 0, %21 ], [ %45, %23 ]
  %25 = phi <2 x i64> [ <i64 0, i64 1>, %21 ], [ %46, %23 ]
  %26 = phi double [ 0.000000e+00, %21 ], [ %44, %23 ]
  %27 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %24
  %28 = getelementptr inbounds i8, ptr %27, i64 16
  %29 = load <2 x double>, ptr %27, align 8, !tbaa !10
  %30 = load <2 x double>, ptr %28, align 8, !tbaa !10
  %31 = trunc <2 x i64> %25 to <2 x i32>
  %32 = add <2 x i32> %31, <i32 1, i32 1>
  %33 = trunc <2 x i64> %25 to <2 x i32>
  %34 = add <2 x i32> %33, <i32 3, i32 3>
  %35 = uitofp <2 x i32> %32 to <2 x double>
  %36 = uitofp <2 x i32> %34 to <2 x double>
  %37 = getelementptr inbounds double, ptr %6, i64 %24
  %38 = getelementptr inbounds i8, ptr %37, i64 16
  %39 = load <2 x double>, ptr %37, align 8, !tbaa !10
  %40 = load <2 x double>, ptr %38, align 8, !tbaa !10
  %41 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %29, <2 x double> %35, <2 x double> %39)
  %42 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %30, <2 x double> %36, <2 x double> %40)
  %43 = tail call double @llvm.vector.reduce.fadd.v2f64(double %26, <2 x double> %41)
  %44 = tail call double @llvm.vector.reduce.fadd.v2f64(double %43, <2 x double> %42)
  %45 = add nuw i64 %24, 4
  %46 = add <2 x i64> %25, <i64 4, i64 4>
  %47 = icmp eq i64 %45, %22
  br i1 %47, label %48, label %23, !llvm.loop !26

48:                                               ; preds = %23
  %49 = icmp eq i64 %22, %9
  br i1 %49, label %66, label %18

50:                                               ; preds = %8, %50
  %51 = phi i64 [ 0, %8 ], [ %58, %50 ]
  %52 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !10
  %54 = fmul double %53, %53
  store double %54, ptr %52, align 8, !tbaa !10
  %55 = getelementptr inbounds double, ptr %6, i64 %51
  %56 = load double, ptr %55, align 8, !tbaa !10
  %57 = tail call double @exp(double noundef %56) #13
  %58 = add nuw nsw i64 %51, 1
  %59 = icmp eq i64 %58, %9
  %60 = and i64 %58, 4294967295
  %61 = select i1 %59, i64 0, i64 %60
  %62 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %61
  %63 = load double, ptr %62, align 8, !tbaa !10
  %64 = fmul double %57, %63
  store double %64, ptr %55, align 8, !tbaa !10
  %65 = icmp eq i64 %58, %9
  br i1 %65, label %10, label %50, !llvm.loop !16

66:                                               ; preds = %68, %48, %2, %10
  %67 = phi double [ 0.000000e+00, %10 ], [ 0.000000e+00, %2 ], [ %44, %48 ], [ %79, %68 ]
  tail call void @free(ptr noundef %6) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #13
  ret double %67

68:                                               ; preds = %18, %68
  %69 = phi i64 [ %73, %68 ], [ %19, %18 ]
  %70 = phi double [ %79, %68 ], [ %20, %18 ]
  %71 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %69
  %72 = load double, ptr %71, align 8, !tbaa !10
  %73 = add nuw nsw i64 %69, 1
  %74 = trunc nuw nsw i64 %73 to i32
  %75 = uitofp nneg i32 %74 to double
  %76 = getelementptr inbounds double, ptr %6, i64 %69
  %77 = load double, ptr %76, align 8, !tbaa !10
  %78 = tail call double @llvm.fmuladd.f64(double %72, double %75, double %77)
  %79 = fadd double %70, %78
  %80 = icmp eq i64 %73, %16
  br i1 %80, label %66, label %68, !llvm.loop !27
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal void @copy_out(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #5 {
  %4 = alloca [8 x double], align 8
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #13
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %3
  %7 = zext nneg i32 %2 to i64
  br label %11

8:                                                ; preds = %11, %3
  %9 = sext i32 %2 to i64
  %10 = shl nsw i64 %9, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr nonnull align 8 %4, i64 %10, i1 false)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #13
  ret void

11:                                               ; preds = %6, %11
  %12 = phi i64 [ 0, %6 ], [ %24, %11 ]
  %13 = getelementptr inbounds double, ptr %1, i64 %12
  %14 = load double, ptr %13, align 8, !tbaa !10
  %15 = tail call double @sin(double noundef %14) #13
  %16 = trunc i64 %12 to i32
  %17 = add i32 %16, 3
  %18 = urem i32 %17, %2
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds double, ptr %1, i64 %19
  %21 = load double, ptr %20, align 8, !tbaa !10
  %22 = fmul double %15, %21
  %23 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %12
  store double %22, ptr %23, align 8, !tbaa !10
  %24 = add nuw nsw i64 %12, 1
  %25 = icmp eq i64 %24, %7
  br i1 %25, label %8, label %11, !llvm.loop !18
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #12

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { nofree nounwind }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }
attributes #14 = { nounwind allocsize(0) }

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
!12 = distinct !{!12, !13, !14, !15}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13, !15, !14}
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !13, !14, !15}
!20 = distinct !{!20, !13, !15, !14}
!21 = distinct !{!21, !13, !14, !15}
!22 = distinct !{!22, !13, !15, !14}
!23 = distinct !{!23, !13, !14, !15}
!24 = distinct !{!24, !13, !15, !14}
!25 = distinct !{!25, !13}
!26 = distinct !{!26, !13, !14, !15}
!27 = distinct !{!27, !13, !15, !14}
