; ModuleID = 'rev/16_insertion_sort.c'
source_filename = "rev/16_insertion_sort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@x0 = internal unnamed_addr constant [7 x double] [double 9.000000e-01, double -4.000000e-01, double 1.600000e+00, double 2.000000e-01, double -1.300000e+00, double 5.500000e-01, double 1.100000e+00], align 16
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
  %1 = alloca [7 x double], align 16
  %2 = alloca [7 x double], align 16
  %3 = alloca [16 x double], align 16
  %4 = alloca [16 x double], align 16
  %5 = alloca i32, align 4
  %6 = alloca [7 x double], align 16
  %7 = alloca [7 x double], align 16
  %8 = alloca [7 x double], align 16
  %9 = alloca [32 x i8], align 16
  %10 = alloca [7 x double], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  store volatile i32 7, ptr %5, align 4, !tbaa !5
  %11 = load volatile i32, ptr %5, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %6) #9
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %7) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %7, i8 0, i64 56, i1 false)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %8) #9
  store <2 x double> <double 1.000000e+00, double 1.500000e+00>, ptr %8, align 16, !tbaa !9
  %12 = getelementptr inbounds i8, ptr %8, i64 16
  store <2 x double> <double 2.000000e+00, double 2.500000e+00>, ptr %12, align 16, !tbaa !9
  %13 = getelementptr inbounds i8, ptr %8, i64 32
  store <2 x double> <double 3.000000e+00, double 3.500000e+00>, ptr %13, align 16, !tbaa !9
  %14 = getelementptr inbounds i8, ptr %8, i64 48
  store double 4.000000e+00, ptr %14, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %6, ptr noundef nonnull align 16 dereferenceable(56) @x0, i64 56, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #9
  %15 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %16 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %17 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @sorted_copy, i32 noundef %15, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef %16, ptr noundef nonnull %8, i32 noundef %16, i32 noundef %11) #9
  %18 = icmp sgt i32 %11, 0
  %19 = zext i32 %11 to i64
  %20 = shl nuw nsw i64 %19, 3
  %21 = icmp eq i32 %11, 1
  %22 = and i64 %19, 3
  %23 = icmp ult i32 %11, 4
  %24 = and i64 %19, 2147483644
  %25 = icmp eq i64 %22, 0
  %26 = and i64 %19, 3
  %27 = icmp ult i32 %11, 4
  %28 = and i64 %19, 2147483644
  %29 = icmp eq i64 %26, 0
  br label %43

30:                                               ; preds = %199
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %10) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %10, i8 0, i64 56, i1 false)
  %31 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %32 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %33 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @sorted_inplace, i32 noundef %31, ptr noundef nonnull %6, ptr noundef nonnull %10, i32 noundef %32, ptr noundef nonnull %8, i32 noundef %32, i32 noundef %11) #9
  %34 = icmp sgt i32 %11, 1
  %35 = and i64 %19, 3
  %36 = icmp ult i32 %11, 4
  %37 = and i64 %19, 2147483644
  %38 = icmp eq i64 %35, 0
  %39 = and i64 %19, 3
  %40 = icmp ult i32 %11, 4
  %41 = and i64 %19, 2147483644
  %42 = icmp eq i64 %39, 0
  br label %230

43:                                               ; preds = %0, %199
  %44 = phi i64 [ 0, %0 ], [ %221, %199 ]
  %45 = getelementptr inbounds [7 x double], ptr %6, i64 0, i64 %44
  %46 = load double, ptr %45, align 8, !tbaa !9
  %47 = fadd double %46, 0x3EB0C6F7A0B5ED8D
  store double %47, ptr %45, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #9
  br i1 %18, label %49, label %48

48:                                               ; preds = %43
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #9
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #9
  br label %199

49:                                               ; preds = %43
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr nonnull readonly align 16 %6, i64 %20, i1 false), !tbaa !9
  br i1 %21, label %71, label %50

50:                                               ; preds = %49, %64
  %51 = phi i64 [ %69, %64 ], [ 1, %49 ]
  %52 = getelementptr inbounds double, ptr %4, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !9
  br label %54

54:                                               ; preds = %61, %50
  %55 = phi i64 [ %51, %50 ], [ %56, %61 ]
  %56 = add nsw i64 %55, -1
  %57 = and i64 %56, 4294967295
  %58 = getelementptr inbounds double, ptr %4, i64 %57
  %59 = load double, ptr %58, align 8, !tbaa !9
  %60 = fcmp ogt double %59, %53
  br i1 %60, label %61, label %64

61:                                               ; preds = %54
  %62 = getelementptr inbounds double, ptr %4, i64 %55
  store double %59, ptr %62, align 8, !tbaa !9
  %63 = icmp sgt i64 %55, 1
  br i1 %63, label %54, label %64, !llvm.loop !11

64:                                               ; preds = %61, %54
  %65 = phi i64 [ 0, %61 ], [ %55, %54 ]
  %66 = shl i64 %65, 32
  %67 = ashr exact i64 %66, 29
  %68 = getelementptr inbounds i8, ptr %4, i64 %67
  store double %53, ptr %68, align 8, !tbaa !9
  %69 = add nuw nsw i64 %51, 1
  %70 = icmp eq i64 %69, %19
  br i1 %70, label %71, label %50, !llvm.loop !13

71:                                               ; preds = %64, %49
  br i1 %23, label %106, label %72

72:                                               ; preds = %71, %72
  %73 = phi i64 [ %103, %72 ], [ 0, %71 ]
  %74 = phi double [ %102, %72 ], [ 0.000000e+00, %71 ]
  %75 = phi i64 [ %104, %72 ], [ 0, %71 ]
  %76 = getelementptr inbounds double, ptr %8, i64 %73
  %77 = load double, ptr %76, align 16, !tbaa !9
  %78 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %73
  %79 = load double, ptr %78, align 16, !tbaa !9
  %80 = fmul double %77, %79
  %81 = call double @llvm.fmuladd.f64(double %80, double %79, double %74)
  %82 = or disjoint i64 %73, 1
  %83 = getelementptr inbounds double, ptr %8, i64 %82
  %84 = load double, ptr %83, align 8, !tbaa !9
  %85 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %82
  %86 = load double, ptr %85, align 8, !tbaa !9
  %87 = fmul double %84, %86
  %88 = call double @llvm.fmuladd.f64(double %87, double %86, double %81)
  %89 = or disjoint i64 %73, 2
  %90 = getelementptr inbounds double, ptr %8, i64 %89
  %91 = load double, ptr %90, align 16, !tbaa !9
  %92 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %89
  %93 = load double, ptr %92, align 16, !tbaa !9
  %94 = fmul double %91, %93
  %95 = call double @llvm.fmuladd.f64(double %94, double %93, double %88)
  %96 = or disjoint i64 %73, 3
  %97 = getelementptr inbounds double, ptr %8, i64 %96
  %98 = load double, ptr %97, align 8, !tbaa !9
  %99 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %96
  %100 = load double, ptr %99, align 8, !tbaa !9
  %101 = fmul double %98, %100
  %102 = call double @llvm.fmuladd.f64(double %101, double %100, double %95)
  %103 = add nuw nsw i64 %73, 4
  %104 = add i64 %75, 4
  %105 = icmp eq i64 %104, %24
  br i1 %105, label %106, label %72, !llvm.loop !14

106:                                              ; preds = %72, %71
  %107 = phi double [ poison, %71 ], [ %102, %72 ]
  %108 = phi i64 [ 0, %71 ], [ %103, %72 ]
  %109 = phi double [ 0.000000e+00, %71 ], [ %102, %72 ]
  br i1 %25, label %123, label %110

110:                                              ; preds = %106, %110
  %111 = phi i64 [ %120, %110 ], [ %108, %106 ]
  %112 = phi double [ %119, %110 ], [ %109, %106 ]
  %113 = phi i64 [ %121, %110 ], [ 0, %106 ]
  %114 = getelementptr inbounds double, ptr %8, i64 %111
  %115 = load double, ptr %114, align 8, !tbaa !9
  %116 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %111
  %117 = load double, ptr %116, align 8, !tbaa !9
  %118 = fmul double %115, %117
  %119 = call double @llvm.fmuladd.f64(double %118, double %117, double %112)
  %120 = add nuw nsw i64 %111, 1
  %121 = add i64 %113, 1
  %122 = icmp eq i64 %121, %22
  br i1 %122, label %123, label %110, !llvm.loop !15

123:                                              ; preds = %110, %106
  %124 = phi double [ %107, %106 ], [ %119, %110 ]
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #9
  %125 = fadd double %46, 0xBEB0C6F7A0B5ED8D
  store double %125, ptr %45, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #9
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull readonly align 16 %6, i64 %20, i1 false), !tbaa !9
  br i1 %21, label %147, label %126

126:                                              ; preds = %123, %140
  %127 = phi i64 [ %145, %140 ], [ 1, %123 ]
  %128 = getelementptr inbounds double, ptr %3, i64 %127
  %129 = load double, ptr %128, align 8, !tbaa !9
  br label %130

130:                                              ; preds = %137, %126
  %131 = phi i64 [ %127, %126 ], [ %132, %137 ]
  %132 = add nsw i64 %131, -1
  %133 = and i64 %132, 4294967295
  %134 = getelementptr inbounds double, ptr %3, i64 %133
  %135 = load double, ptr %134, align 8, !tbaa !9
  %136 = fcmp ogt double %135, %129
  br i1 %136, label %137, label %140

137:                                              ; preds = %130
  %138 = getelementptr inbounds double, ptr %3, i64 %131
  store double %135, ptr %138, align 8, !tbaa !9
  %139 = icmp sgt i64 %131, 1
  br i1 %139, label %130, label %140, !llvm.loop !11

140:                                              ; preds = %137, %130
  %141 = phi i64 [ 0, %137 ], [ %131, %130 ]
  %142 = shl i64 %141, 32
  %143 = ashr exact i64 %142, 29
  %144 = getelementptr inbounds i8, ptr %3, i64 %143
  store double %129, ptr %144, align 8, !tbaa !9
  %145 = add nuw nsw i64 %127, 1
  %146 = icmp eq i64 %145, %19
  br i1 %146, label %147, label %126, !llvm.loop !13

147:                                              ; preds = %140, %123
  br i1 %27, label %182, label %148

148:                                              ; preds = %147, %148
  %149 = phi i64 [ %179, %148 ], [ 0, %147 ]
  %150 = phi double [ %178, %148 ], [ 0.000000e+00, %147 ]
  %151 = phi i64 [ %180, %148 ], [ 0, %147 ]
  %152 = getelementptr inbounds double, ptr %8, i64 %149
  %153 = load double, ptr %152, align 16, !tbaa !9
  %154 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %149
  %155 = load double, ptr %154, align 16, !tbaa !9
  %156 = fmul double %153, %155
  %157 = call double @llvm.fmuladd.f64(double %156, double %155, double %150)
  %158 = or disjoint i64 %149, 1
  %159 = getelementptr inbounds double, ptr %8, i64 %158
  %160 = load double, ptr %159, align 8, !tbaa !9
  %161 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %158
  %162 = load double, ptr %161, align 8, !tbaa !9
  %163 = fmul double %160, %162
  %164 = call double @llvm.fmuladd.f64(double %163, double %162, double %157)
  %165 = or disjoint i64 %149, 2
  %166 = getelementptr inbounds double, ptr %8, i64 %165
  %167 = load double, ptr %166, align 16, !tbaa !9
  %168 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %165
  %169 = load double, ptr %168, align 16, !tbaa !9
  %170 = fmul double %167, %169
  %171 = call double @llvm.fmuladd.f64(double %170, double %169, double %164)
  %172 = or disjoint i64 %149, 3
  %173 = getelementptr inbounds double, ptr %8, i64 %172
  %174 = load double, ptr %173, align 8, !tbaa !9
  %175 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %172
  %176 = load double, ptr %175, align 8, !tbaa !9
  %177 = fmul double %174, %176
  %178 = call double @llvm.fmuladd.f64(double %177, double %176, double %171)
  %179 = add nuw nsw i64 %149, 4
  %180 = add i64 %151, 4
  %181 = icmp eq i64 %180, %28
  br i1 %181, label %182, label %148, !llvm.loop !14

182:                                              ; preds = %148, %147
  %183 = phi double [ poison, %147 ], [ %178, %148 ]
  %184 = phi i64 [ 0, %147 ], [ %179, %148 ]
  %185 = phi double [ 0.000000e+00, %147 ], [ %178, %148 ]
  br i1 %29, label %199, label %186

186:                                              ; preds = %182, %186
  %187 = phi i64 [ %196, %186 ], [ %184, %182 ]
  %188 = phi double [ %195, %186 ], [ %185, %182 ]
  %189 = phi i64 [ %197, %186 ], [ 0, %182 ]
  %190 = getelementptr inbounds double, ptr %8, i64 %187
  %191 = load double, ptr %190, align 8, !tbaa !9
  %192 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %187
  %193 = load double, ptr %192, align 8, !tbaa !9
  %194 = fmul double %191, %193
  %195 = call double @llvm.fmuladd.f64(double %194, double %193, double %188)
  %196 = add nuw nsw i64 %187, 1
  %197 = add i64 %189, 1
  %198 = icmp eq i64 %197, %26
  br i1 %198, label %199, label %186, !llvm.loop !17

199:                                              ; preds = %182, %186, %48
  %200 = phi double [ 0.000000e+00, %48 ], [ %124, %186 ], [ %124, %182 ]
  %201 = phi double [ 0.000000e+00, %48 ], [ %183, %182 ], [ %195, %186 ]
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #9
  store double %46, ptr %45, align 8, !tbaa !9
  %202 = trunc nuw nsw i64 %44 to i32
  %203 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %9, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %202) #9
  %204 = getelementptr inbounds [7 x double], ptr %7, i64 0, i64 %44
  %205 = load double, ptr %204, align 8, !tbaa !9
  %206 = fsub double %200, %201
  %207 = fdiv double %206, 2.000000e-06
  %208 = fsub double %205, %207
  %209 = call double @llvm.fabs.f64(double %208)
  %210 = call double @llvm.fabs.f64(double %207)
  %211 = call double @llvm.maxnum.f64(double %210, double 1.000000e+00)
  %212 = fmul double %211, 0x3EB0C6F7A0B5ED8D
  %213 = fcmp ugt double %209, %212
  %214 = fcmp ule double %210, 1.000000e-09
  %215 = or i1 %214, %213
  %216 = select i1 %215, ptr @.str.3, ptr @.str.4
  %217 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %9, double noundef %205, double noundef %207, ptr noundef nonnull %216)
  %218 = zext i1 %215 to i32
  %219 = load i32, ptr @fails, align 4, !tbaa !5
  %220 = add nsw i32 %219, %218
  store i32 %220, ptr @fails, align 4, !tbaa !5
  %221 = add nuw nsw i64 %44, 1
  %222 = icmp eq i64 %221, 7
  br i1 %222, label %30, label %43, !llvm.loop !18

223:                                              ; preds = %395
  %224 = icmp eq i32 %410, 0
  %225 = select i1 %224, ptr @.str.4, ptr @.str.3
  %226 = call i32 @puts(ptr nonnull dereferenceable(1) %225)
  %227 = load i32, ptr @fails, align 4, !tbaa !5
  %228 = icmp ne i32 %227, 0
  %229 = zext i1 %228 to i32
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %10) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #9
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %8) #9
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %7) #9
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %6) #9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  ret i32 %229

230:                                              ; preds = %30, %395
  %231 = phi i64 [ 0, %30 ], [ %411, %395 ]
  %232 = trunc nuw nsw i64 %231 to i32
  %233 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %9, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %232) #9
  %234 = getelementptr inbounds [7 x double], ptr %10, i64 0, i64 %231
  %235 = load double, ptr %234, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %2) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %2, ptr noundef nonnull align 16 dereferenceable(56) @x0, i64 56, i1 false)
  %236 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %231
  %237 = load double, ptr %236, align 8, !tbaa !9
  %238 = fadd double %237, 0x3EB0C6F7A0B5ED8D
  store double %238, ptr %236, align 8, !tbaa !9
  br i1 %34, label %239, label %260

239:                                              ; preds = %230, %253
  %240 = phi i64 [ %258, %253 ], [ 1, %230 ]
  %241 = getelementptr inbounds double, ptr %2, i64 %240
  %242 = load double, ptr %241, align 8, !tbaa !9
  br label %243

243:                                              ; preds = %250, %239
  %244 = phi i64 [ %240, %239 ], [ %245, %250 ]
  %245 = add nsw i64 %244, -1
  %246 = and i64 %245, 4294967295
  %247 = getelementptr inbounds double, ptr %2, i64 %246
  %248 = load double, ptr %247, align 8, !tbaa !9
  %249 = fcmp ogt double %248, %242
  br i1 %249, label %250, label %253

250:                                              ; preds = %243
  %251 = getelementptr inbounds double, ptr %2, i64 %244
  store double %248, ptr %251, align 8, !tbaa !9
  %252 = icmp sgt i64 %244, 1
  br i1 %252, label %243, label %253, !llvm.loop !11

253:                                              ; preds = %250, %243
  %254 = phi i64 [ 0, %250 ], [ %244, %243 ]
  %255 = shl i64 %254, 32
  %256 = ashr exact i64 %255, 29
  %257 = getelementptr inbounds i8, ptr %2, i64 %256
  store double %242, ptr %257, align 8, !tbaa !9
  %258 = add nuw nsw i64 %240, 1
  %259 = icmp eq i64 %258, %19
  br i1 %259, label %260, label %239, !llvm.loop !13

260:                                              ; preds = %253, %230
  br i1 %18, label %261, label %262

261:                                              ; preds = %260
  br i1 %36, label %297, label %263

262:                                              ; preds = %260
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %2) #9
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %1) #9
  br label %395

263:                                              ; preds = %261, %263
  %264 = phi i64 [ %294, %263 ], [ 0, %261 ]
  %265 = phi double [ %293, %263 ], [ 0.000000e+00, %261 ]
  %266 = phi i64 [ %295, %263 ], [ 0, %261 ]
  %267 = getelementptr inbounds double, ptr %8, i64 %264
  %268 = load double, ptr %267, align 16, !tbaa !9
  %269 = getelementptr inbounds double, ptr %2, i64 %264
  %270 = load double, ptr %269, align 16, !tbaa !9
  %271 = fmul double %268, %270
  %272 = call double @llvm.fmuladd.f64(double %271, double %270, double %265)
  %273 = or disjoint i64 %264, 1
  %274 = getelementptr inbounds double, ptr %8, i64 %273
  %275 = load double, ptr %274, align 8, !tbaa !9
  %276 = getelementptr inbounds double, ptr %2, i64 %273
  %277 = load double, ptr %276, align 8, !tbaa !9
  %278 = fmul double %275, %277
  %279 = call double @llvm.fmuladd.f64(double %278, double %277, double %272)
  %280 = or disjoint i64 %264, 2
  %281 = getelementptr inbounds double, ptr %8, i64 %280
  %282 = load double, ptr %281, align 16, !tbaa !9
  %283 = getelementptr inbounds double, ptr %2, i64 %280
  %284 = load double, ptr %283, align 16, !tbaa !9
  %285 = fmul double %282, %284
  %286 = call double @llvm.fmuladd.f64(double %285, double %284, double %279)
  %287 = or disjoint i64 %264, 3
  %288 = getelementptr inbounds double, ptr %8, i64 %287
  %289 = load double, ptr %288, align 8, !tbaa !9
  %290 = getelementptr inbounds double, ptr %2, i64 %287
  %291 = load double, ptr %290, align 8, !tbaa !9
  %292 = fmul double %289, %291
  %293 = call double @llvm.fmuladd.f64(double %292, double %291, double %286)
  %294 = add nuw nsw i64 %264, 4
  %295 = add i64 %266, 4
  %296 = icmp eq i64 %295, %37
  br i1 %296, label %297, label %263, !llvm.loop !19

297:                                              ; preds = %263, %261
  %298 = phi double [ poison, %261 ], [ %293, %263 ]
  %299 = phi i64 [ 0, %261 ], [ %294, %263 ]
  %300 = phi double [ 0.000000e+00, %261 ], [ %293, %263 ]
  br i1 %38, label %314, label %301

301:                                              ; preds = %297, %301
  %302 = phi i64 [ %311, %301 ], [ %299, %297 ]
  %303 = phi double [ %310, %301 ], [ %300, %297 ]
  %304 = phi i64 [ %312, %301 ], [ 0, %297 ]
  %305 = getelementptr inbounds double, ptr %8, i64 %302
  %306 = load double, ptr %305, align 8, !tbaa !9
  %307 = getelementptr inbounds double, ptr %2, i64 %302
  %308 = load double, ptr %307, align 8, !tbaa !9
  %309 = fmul double %306, %308
  %310 = call double @llvm.fmuladd.f64(double %309, double %308, double %303)
  %311 = add nuw nsw i64 %302, 1
  %312 = add i64 %304, 1
  %313 = icmp eq i64 %312, %35
  br i1 %313, label %314, label %301, !llvm.loop !20

314:                                              ; preds = %301, %297
  %315 = phi double [ %298, %297 ], [ %310, %301 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %2) #9
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %1) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %1, ptr noundef nonnull align 16 dereferenceable(56) @x0, i64 56, i1 false)
  %316 = getelementptr inbounds [7 x double], ptr %1, i64 0, i64 %231
  %317 = load double, ptr %316, align 8, !tbaa !9
  %318 = fadd double %317, 0xBEB0C6F7A0B5ED8D
  store double %318, ptr %316, align 8, !tbaa !9
  br i1 %34, label %319, label %340

319:                                              ; preds = %314, %333
  %320 = phi i64 [ %338, %333 ], [ 1, %314 ]
  %321 = getelementptr inbounds double, ptr %1, i64 %320
  %322 = load double, ptr %321, align 8, !tbaa !9
  br label %323

323:                                              ; preds = %330, %319
  %324 = phi i64 [ %320, %319 ], [ %325, %330 ]
  %325 = add nsw i64 %324, -1
  %326 = and i64 %325, 4294967295
  %327 = getelementptr inbounds double, ptr %1, i64 %326
  %328 = load double, ptr %327, align 8, !tbaa !9
  %329 = fcmp ogt double %328, %322
  br i1 %329, label %330, label %333

330:                                              ; preds = %323
  %331 = getelementptr inbounds double, ptr %1, i64 %324
  store double %328, ptr %331, align 8, !tbaa !9
  %332 = icmp sgt i64 %324, 1
  br i1 %332, label %323, label %333, !llvm.loop !11

333:                                              ; preds = %330, %323
  %334 = phi i64 [ 0, %330 ], [ %324, %323 ]
  %335 = shl i64 %334, 32
  %336 = ashr exact i64 %335, 29
  %337 = getelementptr inbounds i8, ptr %1, i64 %336
  store double %322, ptr %337, align 8, !tbaa !9
  %338 = add nuw nsw i64 %320, 1
  %339 = icmp eq i64 %338, %19
  br i1 %339, label %340, label %319, !llvm.loop !13

340:                                              ; preds = %333, %314
  br i1 %40, label %375, label %341

341:                                              ; preds = %340, %341
  %342 = phi i64 [ %372, %341 ], [ 0, %340 ]
  %343 = phi double [ %371, %341 ], [ 0.000000e+00, %340 ]
  %344 = phi i64 [ %373, %341 ], [ 0, %340 ]
  %345 = getelementptr inbounds double, ptr %8, i64 %342
  %346 = load double, ptr %345, align 16, !tbaa !9
  %347 = getelementptr inbounds double, ptr %1, i64 %342
  %348 = load double, ptr %347, align 16, !tbaa !9
  %349 = fmul double %346, %348
  %350 = call double @llvm.fmuladd.f64(double %349, double %348, double %343)
  %351 = or disjoint i64 %342, 1
  %352 = getelementptr inbounds double, ptr %8, i64 %351
  %353 = load double, ptr %352, align 8, !tbaa !9
  %354 = getelementptr inbounds double, ptr %1, i64 %351
  %355 = load double, ptr %354, align 8, !tbaa !9
  %356 = fmul double %353, %355
  %357 = call double @llvm.fmuladd.f64(double %356, double %355, double %350)
  %358 = or disjoint i64 %342, 2
  %359 = getelementptr inbounds double, ptr %8, i64 %358
  %360 = load double, ptr %359, align 16, !tbaa !9
  %361 = getelementptr inbounds double, ptr %1, i64 %358
  %362 = load double, ptr %361, align 16, !tbaa !9
  %363 = fmul double %360, %362
  %364 = call double @llvm.fmuladd.f64(double %363, double %362, double %357)
  %365 = or disjoint i64 %342, 3
  %366 = getelementptr inbounds double, ptr %8, i64 %365
  %367 = load double, ptr %366, align 8, !tbaa !9
  %368 = getelementptr inbounds double, ptr %1, i64 %365
  %369 = load double, ptr %368, align 8, !tbaa !9
  %370 = fmul double %367, %369
  %371 = call double @llvm.fmuladd.f64(double %370, double %369, double %364)
  %372 = add nuw nsw i64 %342, 4
  %373 = add i64 %344, 4
  %374 = icmp eq i64 %373, %41
  br i1 %374, label %375, label %341, !llvm.loop !19

375:                                              ; preds = %341, %340
  %376 = phi double [ poison, %340 ], [ %371, %341 ]
  %377 = phi i64 [ 0, %340 ], [ %372, %341 ]
  %378 = phi double [ 0.000000e+00, %340 ], [ %371, %341 ]
  br i1 %42, label %392, label %379

379:                                              ; preds = %375, %379
  %380 = phi i64 [ %389, %379 ], [ %377, %375 ]
  %381 = phi double [ %388, %379 ], [ %378, %375 ]
  %382 = phi i64 [ %390, %379 ], [ 0, %375 ]
  %383 = getelementptr inbounds double, ptr %8, i64 %380
  %384 = load double, ptr %383, align 8, !tbaa !9
  %385 = getelementptr inbounds double, ptr %1, i64 %380
  %386 = load double, ptr %385, align 8, !tbaa !9
  %387 = fmul double %384, %386
  %388 = call double @llvm.fmuladd.f64(double %387, double %386, double %381)
  %389 = add nuw nsw i64 %380, 1
  %390 = add i64 %382, 1
  %391 = icmp eq i64 %390, %39
  br i1 %391, label %392, label %379, !llvm.loop !21

392:                                              ; preds = %379, %375
  %393 = phi double [ %376, %375 ], [ %388, %379 ]
  %394 = fsub double %315, %393
  br label %395

395:                                              ; preds = %392, %262
  %396 = phi double [ 0.000000e+00, %262 ], [ %394, %392 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %1) #9
  %397 = fdiv double %396, 2.000000e-06
  %398 = fsub double %235, %397
  %399 = call double @llvm.fabs.f64(double %398)
  %400 = call double @llvm.fabs.f64(double %397)
  %401 = call double @llvm.maxnum.f64(double %400, double 1.000000e+00)
  %402 = fmul double %401, 0x3EB0C6F7A0B5ED8D
  %403 = fcmp ugt double %399, %402
  %404 = fcmp ule double %400, 1.000000e-09
  %405 = or i1 %404, %403
  %406 = select i1 %405, ptr @.str.3, ptr @.str.4
  %407 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %9, double noundef %235, double noundef %397, ptr noundef nonnull %406)
  %408 = zext i1 %405 to i32
  %409 = load i32, ptr @fails, align 4, !tbaa !5
  %410 = add nsw i32 %409, %408
  store i32 %410, ptr @fails, align 4, !tbaa !5
  %411 = add nuw nsw i64 %231, 1
  %412 = icmp eq i64 %411, 7
  br i1 %412, label %223, label %230, !llvm.loop !22
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
  %4 = alloca [16 x double], align 16
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #9
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %58

6:                                                ; preds = %3
  %7 = zext nneg i32 %2 to i64
  %8 = shl nuw nsw i64 %7, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr align 8 %0, i64 %8, i1 false), !tbaa !9
  %9 = icmp eq i32 %2, 1
  br i1 %9, label %34, label %10

10:                                               ; preds = %6
  %11 = zext nneg i32 %2 to i64
  br label %12

12:                                               ; preds = %26, %10
  %13 = phi i64 [ 1, %10 ], [ %31, %26 ]
  %14 = getelementptr inbounds double, ptr %4, i64 %13
  %15 = load double, ptr %14, align 8, !tbaa !9
  br label %16

16:                                               ; preds = %23, %12
  %17 = phi i64 [ %13, %12 ], [ %18, %23 ]
  %18 = add nsw i64 %17, -1
  %19 = and i64 %18, 4294967295
  %20 = getelementptr inbounds double, ptr %4, i64 %19
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = fcmp ogt double %21, %15
  br i1 %22, label %23, label %26

23:                                               ; preds = %16
  %24 = getelementptr inbounds double, ptr %4, i64 %17
  store double %21, ptr %24, align 8, !tbaa !9
  %25 = icmp sgt i64 %17, 1
  br i1 %25, label %16, label %26, !llvm.loop !11

26:                                               ; preds = %23, %16
  %27 = phi i64 [ 0, %23 ], [ %17, %16 ]
  %28 = shl i64 %27, 32
  %29 = ashr exact i64 %28, 29
  %30 = getelementptr inbounds i8, ptr %4, i64 %29
  store double %15, ptr %30, align 8, !tbaa !9
  %31 = add nuw nsw i64 %13, 1
  %32 = icmp eq i64 %31, %11
  br i1 %32, label %33, label %12, !llvm.loop !13

33:                                               ; preds = %26
  br i1 %5, label %34, label %58

34:                                               ; preds = %6, %33
  %35 = zext nneg i32 %2 to i64
  %36 = and i64 %35, 3
  %37 = icmp ult i32 %2, 4
  br i1 %37, label %40, label %38

38:                                               ; preds = %34
  %39 = and i64 %35, 2147483644
  br label %60

40:                                               ; preds = %60, %34
  %41 = phi double [ poison, %34 ], [ %90, %60 ]
  %42 = phi i64 [ 0, %34 ], [ %91, %60 ]
  %43 = phi double [ 0.000000e+00, %34 ], [ %90, %60 ]
  %44 = icmp eq i64 %36, 0
  br i1 %44, label %58, label %45

45:                                               ; preds = %40, %45
  %46 = phi i64 [ %55, %45 ], [ %42, %40 ]
  %47 = phi double [ %54, %45 ], [ %43, %40 ]
  %48 = phi i64 [ %56, %45 ], [ 0, %40 ]
  %49 = getelementptr inbounds double, ptr %1, i64 %46
  %50 = load double, ptr %49, align 8, !tbaa !9
  %51 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %46
  %52 = load double, ptr %51, align 8, !tbaa !9
  %53 = fmul double %50, %52
  %54 = tail call double @llvm.fmuladd.f64(double %53, double %52, double %47)
  %55 = add nuw nsw i64 %46, 1
  %56 = add i64 %48, 1
  %57 = icmp eq i64 %56, %36
  br i1 %57, label %58, label %45, !llvm.loop !23

58:                                               ; preds = %40, %45, %3, %33
  %59 = phi double [ 0.000000e+00, %33 ], [ 0.000000e+00, %3 ], [ %41, %40 ], [ %54, %45 ]
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #9
  ret double %59

60:                                               ; preds = %60, %38
  %61 = phi i64 [ 0, %38 ], [ %91, %60 ]
  %62 = phi double [ 0.000000e+00, %38 ], [ %90, %60 ]
  %63 = phi i64 [ 0, %38 ], [ %92, %60 ]
  %64 = getelementptr inbounds double, ptr %1, i64 %61
  %65 = load double, ptr %64, align 8, !tbaa !9
  %66 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %61
  %67 = load double, ptr %66, align 16, !tbaa !9
  %68 = fmul double %65, %67
  %69 = tail call double @llvm.fmuladd.f64(double %68, double %67, double %62)
  %70 = or disjoint i64 %61, 1
  %71 = getelementptr inbounds double, ptr %1, i64 %70
  %72 = load double, ptr %71, align 8, !tbaa !9
  %73 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %70
  %74 = load double, ptr %73, align 8, !tbaa !9
  %75 = fmul double %72, %74
  %76 = tail call double @llvm.fmuladd.f64(double %75, double %74, double %69)
  %77 = or disjoint i64 %61, 2
  %78 = getelementptr inbounds double, ptr %1, i64 %77
  %79 = load double, ptr %78, align 8, !tbaa !9
  %80 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %77
  %81 = load double, ptr %80, align 16, !tbaa !9
  %82 = fmul double %79, %81
  %83 = tail call double @llvm.fmuladd.f64(double %82, double %81, double %76)
  %84 = or disjoint i64 %61, 3
  %85 = getelementptr inbounds double, ptr %1, i64 %84
  %86 = load double, ptr %85, align 8, !tbaa !9
  %87 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %84
  %88 = load double, ptr %87, align 8, !tbaa !9
  %89 = fmul double %86, %88
  %90 = tail call double @llvm.fmuladd.f64(double %89, double %88, double %83)
  %91 = add nuw nsw i64 %61, 4
  %92 = add i64 %63, 4
  %93 = icmp eq i64 %92, %39
  br i1 %93, label %40, label %60, !llvm.loop !14
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
  %10 = load double, ptr %9, align 8, !tbaa !9
  br label %11

11:                                               ; preds = %18, %7
  %12 = phi i64 [ %8, %7 ], [ %13, %18 ]
  %13 = add nsw i64 %12, -1
  %14 = and i64 %13, 4294967295
  %15 = getelementptr inbounds double, ptr %0, i64 %14
  %16 = load double, ptr %15, align 8, !tbaa !9
  %17 = fcmp ogt double %16, %10
  br i1 %17, label %18, label %21

18:                                               ; preds = %11
  %19 = getelementptr inbounds double, ptr %0, i64 %12
  store double %16, ptr %19, align 8, !tbaa !9
  %20 = icmp sgt i64 %12, 1
  br i1 %20, label %11, label %21, !llvm.loop !11

21:                                               ; preds = %18, %11
  %22 = phi i64 [ 0, %18 ], [ %12, %11 ]
  %23 = shl i64 %22, 32
  %24 = ashr exact i64 %23, 29
  %25 = getelementptr inbounds i8, ptr %0, i64 %24
  store double %10, ptr %25, align 8, !tbaa !9
  %26 = add nuw nsw i64 %8, 1
  %27 = icmp eq i64 %26, %6
  br i1 %27, label %28, label %7, !llvm.loop !13

28:                                               ; preds = %21, %3
  %29 = icmp sgt i32 %2, 0
  br i1 %29, label %30, label %54

30:                                               ; preds = %28
  %31 = zext nneg i32 %2 to i64
  %32 = and i64 %31, 3
  %33 = icmp ult i32 %2, 4
  br i1 %33, label %36, label %34

34:                                               ; preds = %30
  %35 = and i64 %31, 2147483644
  br label %56

36:                                               ; preds = %56, %30
  %37 = phi double [ poison, %30 ], [ %86, %56 ]
  %38 = phi i64 [ 0, %30 ], [ %87, %56 ]
  %39 = phi double [ 0.000000e+00, %30 ], [ %86, %56 ]
  %40 = icmp eq i64 %32, 0
  br i1 %40, label %54, label %41

41:                                               ; preds = %36, %41
  %42 = phi i64 [ %51, %41 ], [ %38, %36 ]
  %43 = phi double [ %50, %41 ], [ %39, %36 ]
  %44 = phi i64 [ %52, %41 ], [ 0, %36 ]
  %45 = getelementptr inbounds double, ptr %1, i64 %42
  %46 = load double, ptr %45, align 8, !tbaa !9
  %47 = getelementptr inbounds double, ptr %0, i64 %42
  %48 = load double, ptr %47, align 8, !tbaa !9
  %49 = fmul double %46, %48
  %50 = tail call double @llvm.fmuladd.f64(double %49, double %48, double %43)
  %51 = add nuw nsw i64 %42, 1
  %52 = add i64 %44, 1
  %53 = icmp eq i64 %52, %32
  br i1 %53, label %54, label %41, !llvm.loop !24

54:                                               ; preds = %36, %41, %28
  %55 = phi double [ 0.000000e+00, %28 ], [ %37, %36 ], [ %50, %41 ]
  ret double %55

56:                                               ; preds = %56, %34
  %57 = phi i64 [ 0, %34 ], [ %87, %56 ]
  %58 = phi double [ 0.000000e+00, %34 ], [ %86, %56 ]
  %59 = phi i64 [ 0, %34 ], [ %88, %56 ]
  %60 = getelementptr inbounds double, ptr %1, i64 %57
  %61 = load double, ptr %60, align 8, !tbaa !9
  %62 = getelementptr inbounds double, ptr %0, i64 %57
  %63 = load double, ptr %62, align 8, !tbaa !9
  %64 = fmul double %61, %63
  %65 = tail call double @llvm.fmuladd.f64(double %64, double %63, double %58)
  %66 = or disjoint i64 %57, 1
  %67 = getelementptr inbounds double, ptr %1, i64 %66
  %68 = load double, ptr %67, align 8, !tbaa !9
  %69 = getelementptr inbounds double, ptr %0, i64 %66
  %70 = load double, ptr %69, align 8, !tbaa !9
  %71 = fmul double %68, %70
  %72 = tail call double @llvm.fmuladd.f64(double %71, double %70, double %65)
  %73 = or disjoint i64 %57, 2
  %74 = getelementptr inbounds double, ptr %1, i64 %73
  %75 = load double, ptr %74, align 8, !tbaa !9
  %76 = getelementptr inbounds double, ptr %0, i64 %73
  %77 = load double, ptr %76, align 8, !tbaa !9
  %78 = fmul double %75, %77
  %79 = tail call double @llvm.fmuladd.f64(double %78, double %77, double %72)
  %80 = or disjoint i64 %57, 3
  %81 = getelementptr inbounds double, ptr %1, i64 %80
  %82 = load double, ptr %81, align 8, !tbaa !9
  %83 = getelementptr inbounds double, ptr %0, i64 %80
  %84 = load double, ptr %83, align 8, !tbaa !9
  %85 = fmul double %82, %84
  %86 = tail call double @llvm.fmuladd.f64(double %85, double %84, double %79)
  %87 = add nuw nsw i64 %57, 4
  %88 = add i64 %59, 4
  %89 = icmp eq i64 %88, %35
  br i1 %89, label %36, label %56, !llvm.loop !19
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { nounwind }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !16}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !16}
!21 = distinct !{!21, !16}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !16}
!24 = distinct !{!24, !16}
