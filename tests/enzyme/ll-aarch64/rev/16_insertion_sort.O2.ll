; ModuleID = 'rev/16_insertion_sort.c'
source_filename = "rev/16_insertion_sort.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@x0 = internal unnamed_addr constant [7 x double] [double 9.000000e-01, double -4.000000e-01, double 1.600000e+00, double 2.000000e-01, double -1.300000e+00, double 5.500000e-01, double 1.100000e+00], align 8
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [21 x i8] c"sorted_copy d/dx[%d]\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"sorted_inplace d/dx[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [7 x double], align 8
  %2 = alloca [7 x double], align 8
  %3 = alloca [16 x double], align 8
  %4 = alloca [16 x double], align 8
  %5 = alloca i32, align 4
  %6 = alloca [7 x double], align 8
  %7 = alloca [7 x double], align 8
  %8 = alloca [7 x double], align 16
  %9 = alloca [32 x i8], align 1
  %10 = alloca [7 x double], align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  store volatile i32 7, ptr %5, align 4, !tbaa !6
  %11 = load volatile i32, ptr %5, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %6) #10
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %7) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %7, i8 0, i64 56, i1 false)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %8) #10
  store <2 x double> <double 1.000000e+00, double 1.500000e+00>, ptr %8, align 16, !tbaa !10
  %12 = getelementptr inbounds i8, ptr %8, i64 16
  store <2 x double> <double 2.000000e+00, double 2.500000e+00>, ptr %12, align 16, !tbaa !10
  %13 = getelementptr inbounds i8, ptr %8, i64 32
  store <2 x double> <double 3.000000e+00, double 3.500000e+00>, ptr %13, align 16, !tbaa !10
  %14 = getelementptr inbounds i8, ptr %8, i64 48
  store double 4.000000e+00, ptr %14, align 16, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %6, ptr noundef nonnull align 8 dereferenceable(56) @x0, i64 56, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #10
  %15 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %16 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %17 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @sorted_copy, i32 noundef %15, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef %16, ptr noundef nonnull %8, i32 noundef %16, i32 noundef %11) #10
  %18 = icmp sgt i32 %11, 0
  %19 = zext i32 %11 to i64
  %20 = shl nuw nsw i64 %19, 3
  %21 = icmp eq i32 %11, 1
  %22 = icmp ult i32 %11, 4
  %23 = and i64 %19, 2147483644
  %24 = icmp eq i64 %23, %19
  %25 = icmp ult i32 %11, 4
  %26 = and i64 %19, 2147483644
  %27 = icmp eq i64 %26, %19
  br label %39

28:                                               ; preds = %161
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %10) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %10, i8 0, i64 56, i1 false)
  %29 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %30 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %31 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @sorted_inplace, i32 noundef %29, ptr noundef nonnull %6, ptr noundef nonnull %10, i32 noundef %30, ptr noundef nonnull %8, i32 noundef %30, i32 noundef %11) #10
  %32 = icmp sgt i32 %11, 1
  %33 = icmp ult i32 %11, 4
  %34 = and i64 %19, 2147483644
  %35 = icmp eq i64 %34, %19
  %36 = icmp ult i32 %11, 4
  %37 = and i64 %19, 2147483644
  %38 = icmp eq i64 %37, %19
  br label %192

39:                                               ; preds = %0, %161
  %40 = phi i64 [ 0, %0 ], [ %183, %161 ]
  %41 = getelementptr inbounds [7 x double], ptr %6, i64 0, i64 %40
  %42 = load double, ptr %41, align 8, !tbaa !10
  %43 = fadd double %42, 0x3EB0C6F7A0B5ED8D
  store double %43, ptr %41, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #10
  br i1 %18, label %45, label %44

44:                                               ; preds = %39
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #10
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #10
  br label %161

45:                                               ; preds = %39
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr nonnull readonly align 8 %6, i64 %20, i1 false), !tbaa !10
  br i1 %21, label %67, label %46

46:                                               ; preds = %45, %60
  %47 = phi i64 [ %65, %60 ], [ 1, %45 ]
  %48 = getelementptr inbounds double, ptr %4, i64 %47
  %49 = load double, ptr %48, align 8, !tbaa !10
  br label %50

50:                                               ; preds = %57, %46
  %51 = phi i64 [ %47, %46 ], [ %52, %57 ]
  %52 = add nsw i64 %51, -1
  %53 = and i64 %52, 4294967295
  %54 = getelementptr inbounds double, ptr %4, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !10
  %56 = fcmp ogt double %55, %49
  br i1 %56, label %57, label %60

57:                                               ; preds = %50
  %58 = getelementptr inbounds double, ptr %4, i64 %51
  store double %55, ptr %58, align 8, !tbaa !10
  %59 = icmp sgt i64 %51, 1
  br i1 %59, label %50, label %60, !llvm.loop !12

60:                                               ; preds = %57, %50
  %61 = phi i64 [ 0, %57 ], [ %51, %50 ]
  %62 = shl i64 %61, 32
  %63 = ashr exact i64 %62, 29
  %64 = getelementptr inbounds i8, ptr %4, i64 %63
  store double %49, ptr %64, align 8, !tbaa !10
  %65 = add nuw nsw i64 %47, 1
  %66 = icmp eq i64 %65, %19
  br i1 %66, label %67, label %46, !llvm.loop !14

67:                                               ; preds = %60, %45
  br i1 %22, label %88, label %68

68:                                               ; preds = %67, %68
  %69 = phi i64 [ %85, %68 ], [ 0, %67 ]
  %70 = phi double [ %84, %68 ], [ 0.000000e+00, %67 ]
  %71 = getelementptr inbounds double, ptr %8, i64 %69
  %72 = getelementptr inbounds i8, ptr %71, i64 16
  %73 = load <2 x double>, ptr %71, align 16, !tbaa !10
  %74 = load <2 x double>, ptr %72, align 16, !tbaa !10
  %75 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %69
  %76 = getelementptr inbounds i8, ptr %75, i64 16
  %77 = load <2 x double>, ptr %75, align 8, !tbaa !10
  %78 = load <2 x double>, ptr %76, align 8, !tbaa !10
  %79 = fmul <2 x double> %73, %77
  %80 = fmul <2 x double> %74, %78
  %81 = fmul <2 x double> %79, %77
  %82 = fmul <2 x double> %80, %78
  %83 = call double @llvm.vector.reduce.fadd.v2f64(double %70, <2 x double> %81)
  %84 = call double @llvm.vector.reduce.fadd.v2f64(double %83, <2 x double> %82)
  %85 = add nuw i64 %69, 4
  %86 = icmp eq i64 %85, %23
  br i1 %86, label %87, label %68, !llvm.loop !15

87:                                               ; preds = %68
  br i1 %24, label %102, label %88

88:                                               ; preds = %87, %67
  %89 = phi i64 [ 0, %67 ], [ %23, %87 ]
  %90 = phi double [ 0.000000e+00, %67 ], [ %84, %87 ]
  br label %91

91:                                               ; preds = %88, %91
  %92 = phi i64 [ %100, %91 ], [ %89, %88 ]
  %93 = phi double [ %99, %91 ], [ %90, %88 ]
  %94 = getelementptr inbounds double, ptr %8, i64 %92
  %95 = load double, ptr %94, align 8, !tbaa !10
  %96 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %92
  %97 = load double, ptr %96, align 8, !tbaa !10
  %98 = fmul double %95, %97
  %99 = call double @llvm.fmuladd.f64(double %98, double %97, double %93)
  %100 = add nuw nsw i64 %92, 1
  %101 = icmp eq i64 %100, %19
  br i1 %101, label %102, label %91, !llvm.loop !18

102:                                              ; preds = %91, %87
  %103 = phi double [ %84, %87 ], [ %99, %91 ]
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #10
  %104 = fadd double %42, 0xBEB0C6F7A0B5ED8D
  store double %104, ptr %41, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #10
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %3, ptr nonnull readonly align 8 %6, i64 %20, i1 false), !tbaa !10
  br i1 %21, label %126, label %105

105:                                              ; preds = %102, %119
  %106 = phi i64 [ %124, %119 ], [ 1, %102 ]
  %107 = getelementptr inbounds double, ptr %3, i64 %106
  %108 = load double, ptr %107, align 8, !tbaa !10
  br label %109

109:                                              ; preds = %116, %105
  %110 = phi i64 [ %106, %105 ], [ %111, %116 ]
  %111 = add nsw i64 %110, -1
  %112 = and i64 %111, 4294967295
  %113 = getelementptr inbounds double, ptr %3, i64 %112
  %114 = load double, ptr %113, align 8, !tbaa !10
  %115 = fcmp ogt double %114, %108
  br i1 %115, label %116, label %119

116:                                              ; preds = %109
  %117 = getelementptr inbounds double, ptr %3, i64 %110
  store double %114, ptr %117, align 8, !tbaa !10
  %118 = icmp sgt i64 %110, 1
  br i1 %118, label %109, label %119, !llvm.loop !12

119:                                              ; preds = %116, %109
  %120 = phi i64 [ 0, %116 ], [ %110, %109 ]
  %121 = shl i64 %120, 32
  %122 = ashr exact i64 %121, 29
  %123 = getelementptr inbounds i8, ptr %3, i64 %122
  store double %108, ptr %123, align 8, !tbaa !10
  %124 = add nuw nsw i64 %106, 1
  %125 = icmp eq i64 %124, %19
  br i1 %125, label %126, label %105, !llvm.loop !14

126:                                              ; preds = %119, %102
  br i1 %25, label %147, label %127

127:                                              ; preds = %126, %127
  %128 = phi i64 [ %144, %127 ], [ 0, %126 ]
  %129 = phi double [ %143, %127 ], [ 0.000000e+00, %126 ]
  %130 = getelementptr inbounds double, ptr %8, i64 %128
  %131 = getelementptr inbounds i8, ptr %130, i64 16
  %132 = load <2 x double>, ptr %130, align 16, !tbaa !10
  %133 = load <2 x double>, ptr %131, align 16, !tbaa !10
  %134 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %128
  %135 = getelementptr inbounds i8, ptr %134, i64 16
  %136 = load <2 x double>, ptr %134, align 8, !tbaa !10
  %137 = load <2 x double>, ptr %135, align 8, !tbaa !10
  %138 = fmul <2 x double> %132, %136
  %139 = fmul <2 x double> %133, %137
  %140 = fmul <2 x double> %138, %136
  %141 = fmul <2 x double> %139, %137
  %142 = call double @llvm.vector.reduce.fadd.v2f64(double %129, <2 x double> %140)
  %143 = call double @llvm.vector.reduce.fadd.v2f64(double %142, <2 x double> %141)
  %144 = add nuw i64 %128, 4
  %145 = icmp eq i64 %144, %26
  br i1 %145, label %146, label %127, !llvm.loop !19

146:                                              ; preds = %127
  br i1 %27, label %161, label %147

147:                                              ; preds = %146, %126
  %148 = phi i64 [ 0, %126 ], [ %26, %146 ]
  %149 = phi double [ 0.000000e+00, %126 ], [ %143, %146 ]
  br label %150

150:                                              ; preds = %147, %150
  %151 = phi i64 [ %159, %150 ], [ %148, %147 ]
  %152 = phi double [ %158, %150 ], [ %149, %147 ]
  %153 = getelementptr inbounds double, ptr %8, i64 %151
  %154 = load double, ptr %153, align 8, !tbaa !10
  %155 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %151
  %156 = load double, ptr %155, align 8, !tbaa !10
  %157 = fmul double %154, %156
  %158 = call double @llvm.fmuladd.f64(double %157, double %156, double %152)
  %159 = add nuw nsw i64 %151, 1
  %160 = icmp eq i64 %159, %19
  br i1 %160, label %161, label %150, !llvm.loop !20

161:                                              ; preds = %150, %146, %44
  %162 = phi double [ 0.000000e+00, %44 ], [ %103, %146 ], [ %103, %150 ]
  %163 = phi double [ 0.000000e+00, %44 ], [ %143, %146 ], [ %158, %150 ]
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #10
  store double %42, ptr %41, align 8, !tbaa !10
  %164 = trunc nuw nsw i64 %40 to i32
  %165 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %9, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %164) #10
  %166 = getelementptr inbounds [7 x double], ptr %7, i64 0, i64 %40
  %167 = load double, ptr %166, align 8, !tbaa !10
  %168 = fsub double %162, %163
  %169 = fdiv double %168, 2.000000e-06
  %170 = fsub double %167, %169
  %171 = call double @llvm.fabs.f64(double %170)
  %172 = call double @llvm.fabs.f64(double %169)
  %173 = call double @llvm.maxnum.f64(double %172, double 1.000000e+00)
  %174 = fmul double %173, 0x3EB0C6F7A0B5ED8D
  %175 = fcmp ugt double %171, %174
  %176 = fcmp ule double %172, 1.000000e-09
  %177 = or i1 %176, %175
  %178 = select i1 %177, ptr @.str.3, ptr @.str.4
  %179 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %9, double noundef %167, double noundef %169, ptr noundef nonnull %178)
  %180 = zext i1 %177 to i32
  %181 = load i32, ptr @fails, align 4, !tbaa !6
  %182 = add nsw i32 %181, %180
  store i32 %182, ptr @fails, align 4, !tbaa !6
  %183 = add nuw nsw i64 %40, 1
  %184 = icmp eq i64 %183, 7
  br i1 %184, label %28, label %39, !llvm.loop !21

185:                                              ; preds = %323
  %186 = icmp eq i32 %338, 0
  %187 = select i1 %186, ptr @.str.4, ptr @.str.3
  %188 = call i32 @puts(ptr nonnull dereferenceable(1) %187)
  %189 = load i32, ptr @fails, align 4, !tbaa !6
  %190 = icmp ne i32 %189, 0
  %191 = zext i1 %190 to i32
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %10) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #10
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %8) #10
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  ret i32 %191

192:                                              ; preds = %28, %323
  %193 = phi i64 [ 0, %28 ], [ %339, %323 ]
  %194 = trunc nuw nsw i64 %193 to i32
  %195 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %9, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %194) #10
  %196 = getelementptr inbounds [7 x double], ptr %10, i64 0, i64 %193
  %197 = load double, ptr %196, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %2) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %2, ptr noundef nonnull align 8 dereferenceable(56) @x0, i64 56, i1 false)
  %198 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %193
  %199 = load double, ptr %198, align 8, !tbaa !10
  %200 = fadd double %199, 0x3EB0C6F7A0B5ED8D
  store double %200, ptr %198, align 8, !tbaa !10
  br i1 %32, label %201, label %222

201:                                              ; preds = %192, %215
  %202 = phi i64 [ %220, %215 ], [ 1, %192 ]
  %203 = getelementptr inbounds double, ptr %2, i64 %202
  %204 = load double, ptr %203, align 8, !tbaa !10
  br label %205

205:                                              ; preds = %212, %201
  %206 = phi i64 [ %202, %201 ], [ %207, %212 ]
  %207 = add nsw i64 %206, -1
  %208 = and i64 %207, 4294967295
  %209 = getelementptr inbounds double, ptr %2, i64 %208
  %210 = load double, ptr %209, align 8, !tbaa !10
  %211 = fcmp ogt double %210, %204
  br i1 %211, label %212, label %215

212:                                              ; preds = %205
  %213 = getelementptr inbounds double, ptr %2, i64 %206
  store double %210, ptr %213, align 8, !tbaa !10
  %214 = icmp sgt i64 %206, 1
  br i1 %214, label %205, label %215, !llvm.loop !12

215:                                              ; preds = %212, %205
  %216 = phi i64 [ 0, %212 ], [ %206, %205 ]
  %217 = shl i64 %216, 32
  %218 = ashr exact i64 %217, 29
  %219 = getelementptr inbounds i8, ptr %2, i64 %218
  store double %204, ptr %219, align 8, !tbaa !10
  %220 = add nuw nsw i64 %202, 1
  %221 = icmp eq i64 %220, %19
  br i1 %221, label %222, label %201, !llvm.loop !14

222:                                              ; preds = %215, %192
  br i1 %18, label %223, label %247

223:                                              ; preds = %222
  br i1 %33, label %224, label %227

224:                                              ; preds = %246, %223
  %225 = phi i64 [ 0, %223 ], [ %34, %246 ]
  %226 = phi double [ 0.000000e+00, %223 ], [ %243, %246 ]
  br label %248

227:                                              ; preds = %223, %227
  %228 = phi i64 [ %244, %227 ], [ 0, %223 ]
  %229 = phi double [ %243, %227 ], [ 0.000000e+00, %223 ]
  %230 = getelementptr inbounds double, ptr %8, i64 %228
  %231 = getelementptr inbounds i8, ptr %230, i64 16
  %232 = load <2 x double>, ptr %230, align 16, !tbaa !10
  %233 = load <2 x double>, ptr %231, align 16, !tbaa !10
  %234 = getelementptr inbounds double, ptr %2, i64 %228
  %235 = getelementptr inbounds i8, ptr %234, i64 16
  %236 = load <2 x double>, ptr %234, align 8, !tbaa !10
  %237 = load <2 x double>, ptr %235, align 8, !tbaa !10
  %238 = fmul <2 x double> %232, %236
  %239 = fmul <2 x double> %233, %237
  %240 = fmul <2 x double> %238, %236
  %241 = fmul <2 x double> %239, %237
  %242 = call double @llvm.vector.reduce.fadd.v2f64(double %229, <2 x double> %240)
  %243 = call double @llvm.vector.reduce.fadd.v2f64(double %242, <2 x double> %241)
  %244 = add nuw i64 %228, 4
  %245 = icmp eq i64 %244, %34
  br i1 %245, label %246, label %227, !llvm.loop !22

246:                                              ; preds = %227
  br i1 %35, label %259, label %224

247:                                              ; preds = %222
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %2) #10
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %1) #10
  br label %323

248:                                              ; preds = %224, %248
  %249 = phi i64 [ %257, %248 ], [ %225, %224 ]
  %250 = phi double [ %256, %248 ], [ %226, %224 ]
  %251 = getelementptr inbounds double, ptr %8, i64 %249
  %252 = load double, ptr %251, align 8, !tbaa !10
  %253 = getelementptr inbounds double, ptr %2, i64 %249
  %254 = load double, ptr %253, align 8, !tbaa !10
  %255 = fmul double %252, %254
  %256 = call double @llvm.fmuladd.f64(double %255, double %254, double %250)
  %257 = add nuw nsw i64 %249, 1
  %258 = icmp eq i64 %257, %19
  br i1 %258, label %259, label %248, !llvm.loop !23

259:                                              ; preds = %248, %246
  %260 = phi double [ %243, %246 ], [ %256, %248 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %2) #10
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %1) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %1, ptr noundef nonnull align 8 dereferenceable(56) @x0, i64 56, i1 false)
  %261 = getelementptr inbounds [7 x double], ptr %1, i64 0, i64 %193
  %262 = load double, ptr %261, align 8, !tbaa !10
  %263 = fadd double %262, 0xBEB0C6F7A0B5ED8D
  store double %263, ptr %261, align 8, !tbaa !10
  br i1 %32, label %264, label %285

264:                                              ; preds = %259, %278
  %265 = phi i64 [ %283, %278 ], [ 1, %259 ]
  %266 = getelementptr inbounds double, ptr %1, i64 %265
  %267 = load double, ptr %266, align 8, !tbaa !10
  br label %268

268:                                              ; preds = %275, %264
  %269 = phi i64 [ %265, %264 ], [ %270, %275 ]
  %270 = add nsw i64 %269, -1
  %271 = and i64 %270, 4294967295
  %272 = getelementptr inbounds double, ptr %1, i64 %271
  %273 = load double, ptr %272, align 8, !tbaa !10
  %274 = fcmp ogt double %273, %267
  br i1 %274, label %275, label %278

275:                                              ; preds = %268
  %276 = getelementptr inbounds double, ptr %1, i64 %269
  store double %273, ptr %276, align 8, !tbaa !10
  %277 = icmp sgt i64 %269, 1
  br i1 %277, label %268, label %278, !llvm.loop !12

278:                                              ; preds = %275, %268
  %279 = phi i64 [ 0, %275 ], [ %269, %268 ]
  %280 = shl i64 %279, 32
  %281 = ashr exact i64 %280, 29
  %282 = getelementptr inbounds i8, ptr %1, i64 %281
  store double %267, ptr %282, align 8, !tbaa !10
  %283 = add nuw nsw i64 %265, 1
  %284 = icmp eq i64 %283, %19
  br i1 %284, label %285, label %264, !llvm.loop !14

285:                                              ; preds = %278, %259
  br i1 %36, label %306, label %286

286:                                              ; preds = %285, %286
  %287 = phi i64 [ %303, %286 ], [ 0, %285 ]
  %288 = phi double [ %302, %286 ], [ 0.000000e+00, %285 ]
  %289 = getelementptr inbounds double, ptr %8, i64 %287
  %290 = getelementptr inbounds i8, ptr %289, i64 16
  %291 = load <2 x double>, ptr %289, align 16, !tbaa !10
  %292 = load <2 x double>, ptr %290, align 16, !tbaa !10
  %293 = getelementptr inbounds double, ptr %1, i64 %287
  %294 = getelementptr inbounds i8, ptr %293, i64 16
  %295 = load <2 x double>, ptr %293, align 8, !tbaa !10
  %296 = load <2 x double>, ptr %294, align 8, !tbaa !10
  %297 = fmul <2 x double> %291, %295
  %298 = fmul <2 x double> %292, %296
  %299 = fmul <2 x double> %297, %295
  %300 = fmul <2 x double> %298, %296
  %301 = call double @llvm.vector.reduce.fadd.v2f64(double %288, <2 x double> %299)
  %302 = call double @llvm.vector.reduce.fadd.v2f64(double %301, <2 x double> %300)
  %303 = add nuw i64 %287, 4
  %304 = icmp eq i64 %303, %37
  br i1 %304, label %305, label %286, !llvm.loop !24

305:                                              ; preds = %286
  br i1 %38, label %320, label %306

306:                                              ; preds = %305, %285
  %307 = phi i64 [ 0, %285 ], [ %37, %305 ]
  %308 = phi double [ 0.000000e+00, %285 ], [ %302, %305 ]
  br label %309

309:                                              ; preds = %306, %309
  %310 = phi i64 [ %318, %309 ], [ %307, %306 ]
  %311 = phi double [ %317, %309 ], [ %308, %306 ]
  %312 = getelementptr inbounds double, ptr %8, i64 %310
  %313 = load double, ptr %312, align 8, !tbaa !10
  %314 = getelementptr inbounds double, ptr %1, i64 %310
  %315 = load double, ptr %314, align 8, !tbaa !10
  %316 = fmul double %313, %315
  %317 = call double @llvm.fmuladd.f64(double %316, double %315, double %311)
  %318 = add nuw nsw i64 %310, 1
  %319 = icmp eq i64 %318, %19
  br i1 %319, label %320, label %309, !llvm.loop !25

320:                                              ; preds = %309, %305
  %321 = phi double [ %302, %305 ], [ %317, %309 ]
  %322 = fsub double %260, %321
  br label %323

323:                                              ; preds = %320, %247
  %324 = phi double [ 0.000000e+00, %247 ], [ %322, %320 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %1) #10
  %325 = fdiv double %324, 2.000000e-06
  %326 = fsub double %197, %325
  %327 = call double @llvm.fabs.f64(double %326)
  %328 = call double @llvm.fabs.f64(double %325)
  %329 = call double @llvm.maxnum.f64(double %328, double 1.000000e+00)
  %330 = fmul double %329, 0x3EB0C6F7A0B5ED8D
  %331 = fcmp ugt double %327, %330
  %332 = fcmp ule double %328, 1.000000e-09
  %333 = or i1 %332, %331
  %334 = select i1 %333, ptr @.str.3, ptr @.str.4
  %335 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %9, double noundef %197, double noundef %325, ptr noundef nonnull %334)
  %336 = zext i1 %333 to i32
  %337 = load i32, ptr @fails, align 4, !tbaa !6
  %338 = add nsw i32 %337, %336
  store i32 %338, ptr @fails, align 4, !tbaa !6
  %339 = add nuw nsw i64 %193, 1
  %340 = icmp eq i64 %339, 7
  br i1 %340, label %185, label %192, !llvm.loop !26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal double @sorted_copy(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #6 {
  %4 = alloca [16 x double], align 8
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #10
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %63

6:                                                ; preds = %3
  %7 = zext nneg i32 %2 to i64
  %8 = shl nuw nsw i64 %7, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 %0, i64 %8, i1 false), !tbaa !10
  %9 = icmp eq i32 %2, 1
  br i1 %9, label %34, label %10

10:                                               ; preds = %6
  %11 = zext nneg i32 %2 to i64
  br label %12

12:                                               ; preds = %26, %10
  %13 = phi i64 [ 1, %10 ], [ %31, %26 ]
  %14 = getelementptr inbounds double, ptr %4, i64 %13
  %15 = load double, ptr %14, align 8, !tbaa !10
  br label %16

16:                                               ; preds = %23, %12
  %17 = phi i64 [ %13, %12 ], [ %18, %23 ]
  %18 = add nsw i64 %17, -1
  %19 = and i64 %18, 4294967295
  %20 = getelementptr inbounds double, ptr %4, i64 %19
  %21 = load double, ptr %20, align 8, !tbaa !10
  %22 = fcmp ogt double %21, %15
  br i1 %22, label %23, label %26

23:                                               ; preds = %16
  %24 = getelementptr inbounds double, ptr %4, i64 %17
  store double %21, ptr %24, align 8, !tbaa !10
  %25 = icmp sgt i64 %17, 1
  br i1 %25, label %16, label %26, !llvm.loop !12

26:                                               ; preds = %23, %16
  %27 = phi i64 [ 0, %23 ], [ %17, %16 ]
  %28 = shl i64 %27, 32
  %29 = ashr exact i64 %28, 29
  %30 = getelementptr inbounds i8, ptr %4, i64 %29
  store double %15, ptr %30, align 8, !tbaa !10
  %31 = add nuw nsw i64 %13, 1
  %32 = icmp eq i64 %31, %11
  br i1 %32, label %33, label %12, !llvm.loop !14

33:                                               ; preds = %26
  br i1 %5, label %34, label %63

34:                                               ; preds = %6, %33
  %35 = zext nneg i32 %2 to i64
  %36 = icmp ult i32 %2, 4
  br i1 %36, label %37, label %40

37:                                               ; preds = %61, %34
  %38 = phi i64 [ 0, %34 ], [ %41, %61 ]
  %39 = phi double [ 0.000000e+00, %34 ], [ %58, %61 ]
  br label %65

40:                                               ; preds = %34
  %41 = and i64 %35, 2147483644
  br label %42

42:                                               ; preds = %42, %40
  %43 = phi i64 [ 0, %40 ], [ %59, %42 ]
  %44 = phi double [ 0.000000e+00, %40 ], [ %58, %42 ]
  %45 = getelementptr inbounds double, ptr %1, i64 %43
  %46 = getelementptr inbounds i8, ptr %45, i64 16
  %47 = load <2 x double>, ptr %45, align 8, !tbaa !10
  %48 = load <2 x double>, ptr %46, align 8, !tbaa !10
  %49 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %43
  %50 = getelementptr inbounds i8, ptr %49, i64 16
  %51 = load <2 x double>, ptr %49, align 8, !tbaa !10
  %52 = load <2 x double>, ptr %50, align 8, !tbaa !10
  %53 = fmul <2 x double> %47, %51
  %54 = fmul <2 x double> %48, %52
  %55 = fmul <2 x double> %53, %51
  %56 = fmul <2 x double> %54, %52
  %57 = tail call double @llvm.vector.reduce.fadd.v2f64(double %44, <2 x double> %55)
  %58 = tail call double @llvm.vector.reduce.fadd.v2f64(double %57, <2 x double> %56)
  %59 = add nuw i64 %43, 4
  %60 = icmp eq i64 %59, %41
  br i1 %60, label %61, label %42, !llvm.loop !27

61:                                               ; preds = %42
  %62 = icmp eq i64 %41, %35
  br i1 %62, label %63, label %37

63:                                               ; preds = %65, %61, %3, %33
  %64 = phi double [ 0.000000e+00, %33 ], [ 0.000000e+00, %3 ], [ %58, %61 ], [ %73, %65 ]
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #10
  ret double %64

65:                                               ; preds = %37, %65
  %66 = phi i64 [ %74, %65 ], [ %38, %37 ]
  %67 = phi double [ %73, %65 ], [ %39, %37 ]
  %68 = getelementptr inbounds double, ptr %1, i64 %66
  %69 = load double, ptr %68, align 8, !tbaa !10
  %70 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %66
  %71 = load double, ptr %70, align 8, !tbaa !10
  %72 = fmul double %69, %71
  %73 = tail call double @llvm.fmuladd.f64(double %72, double %71, double %67)
  %74 = add nuw nsw i64 %66, 1
  %75 = icmp eq i64 %74, %35
  br i1 %75, label %63, label %65, !llvm.loop !28
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal double @sorted_inplace(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) #6 {
  %4 = icmp sgt i32 %2, 1
  br i1 %4, label %5, label %28

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  br label %7

7:                                                ; preds = %21, %5
  %8 = phi i64 [ 1, %5 ], [ %26, %21 ]
  %9 = getelementptr inbounds double, ptr %0, i64 %8
  %10 = load double, ptr %9, align 8, !tbaa !10
  br label %11

11:                                               ; preds = %18, %7
  %12 = phi i64 [ %8, %7 ], [ %13, %18 ]
  %13 = add nsw i64 %12, -1
  %14 = and i64 %13, 4294967295
  %15 = getelementptr inbounds double, ptr %0, i64 %14
  %16 = load double, ptr %15, align 8, !tbaa !10
  %17 = fcmp ogt double %16, %10
  br i1 %17, label %18, label %21

18:                                               ; preds = %11
  %19 = getelementptr inbounds double, ptr %0, i64 %12
  store double %16, ptr %19, align 8, !tbaa !10
  %20 = icmp sgt i64 %12, 1
  br i1 %20, label %11, label %21, !llvm.loop !12

21:                                               ; preds = %18, %11
  %22 = phi i64 [ 0, %18 ], [ %12, %11 ]
  %23 = shl i64 %22, 32
  %24 = ashr exact i64 %23, 29
  %25 = getelementptr inbounds i8, ptr %0, i64 %24
  store double %10, ptr %25, align 8, !tbaa !10
  %26 = add nuw nsw i64 %8, 1
  %27 = icmp eq i64 %26, %6
  br i1 %27, label %28, label %7, !llvm.loop !14

28:                                               ; preds = %21, %3
  %29 = icmp sgt i32 %2, 0
  br i1 %29, label %30, label %59

30:                                               ; preds = %28
  %31 = zext nneg i32 %2 to i64
  %32 = icmp ult i32 %2, 4
  br i1 %32, label %33, label %36

33:                                               ; preds = %57, %30
  %34 = phi i64 [ 0, %30 ], [ %37, %57 ]
  %35 = phi double [ 0.000000e+00, %30 ], [ %54, %57 ]
  br label %61

36:                                               ; preds = %30
  %37 = and i64 %31, 2147483644
  br label %38

38:                                               ; preds = %38, %36
  %39 = phi i64 [ 0, %36 ], [ %55, %38 ]
  %40 = phi double [ 0.000000e+00, %36 ], [ %54, %38 ]
  %41 = getelementptr inbounds double, ptr %1, i64 %39
  %42 = getelementptr inbounds i8, ptr %41, i64 16
  %43 = load <2 x double>, ptr %41, align 8, !tbaa !10
  %44 = load <2 x double>, ptr %42, align 8, !tbaa !10
  %45 = getelementptr inbounds double, ptr %0, i64 %39
  %46 = getelementptr inbounds i8, ptr %45, i64 16
  %47 = load <2 x double>, ptr %45, align 8, !tbaa !10
  %48 = load <2 x double>, ptr %46, align 8, !tbaa !10
  %49 = fmul <2 x double> %43, %47
  %50 = fmul <2 x double> %44, %48
  %51 = fmul <2 x double> %49, %47
  %52 = fmul <2 x double> %50, %48
  %53 = tail call double @llvm.vector.reduce.fadd.v2f64(double %40, <2 x double> %51)
  %54 = tail call double @llvm.vector.reduce.fadd.v2f64(double %53, <2 x double> %52)
  %55 = add nuw i64 %39, 4
  %56 = icmp eq i64 %55, %37
  br i1 %56, label %57, label %38, !llvm.loop !29

57:                                               ; preds = %38
  %58 = icmp eq i64 %37, %31
  br i1 %58, label %59, label %33

59:                                               ; preds = %61, %57, %28
  %60 = phi double [ 0.000000e+00, %28 ], [ %54, %57 ], [ %69, %61 ]
  ret double %60

61:                                               ; preds = %33, %61
  %62 = phi i64 [ %70, %61 ], [ %34, %33 ]
  %63 = phi double [ %69, %61 ], [ %35, %33 ]
  %64 = getelementptr inbounds double, ptr %1, i64 %62
  %65 = load double, ptr %64, align 8, !tbaa !10
  %66 = getelementptr inbounds double, ptr %0, i64 %62
  %67 = load double, ptr %66, align 8, !tbaa !10
  %68 = fmul double %65, %67
  %69 = tail call double @llvm.fmuladd.f64(double %68, double %67, double %63)
  %70 = add nuw nsw i64 %62, 1
  %71 = icmp eq i64 %70, %31
  br i1 %71, label %59, label %61, !llvm.loop !30
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #9

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

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
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13, !16, !17}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !13, !17, !16}
!19 = distinct !{!19, !13, !16, !17}
!20 = distinct !{!20, !13, !17, !16}
!21 = distinct !{!21, !13}
!22 = distinct !{!22, !13, !16, !17}
!23 = distinct !{!23, !13, !17, !16}
!24 = distinct !{!24, !13, !16, !17}
!25 = distinct !{!25, !13, !17, !16}
!26 = distinct !{!26, !13}
!27 = distinct !{!27, !13, !16, !17}
!28 = distinct !{!28, !13, !17, !16}
!29 = distinct !{!29, !13, !16, !17}
!30 = distinct !{!30, !13, !17, !16}
