; ModuleID = 'rev/05_horner.c'
source_filename = "rev/05_horner.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@enzyme_out = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [12 x i8] c"horner d/dx\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"horner d/dc[%d]\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"newton_step d/dx\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"newton_step d/dc[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x double], align 16
  %3 = alloca [6 x double], align 8
  %4 = alloca [32 x i8], align 1
  %5 = alloca [6 x double], align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 6, ptr %1, align 4, !tbaa !6
  %6 = load volatile i32, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #8
  store <2 x double> <double 5.000000e-01, double -1.200000e+00>, ptr %2, align 16
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x double> <double 8.000000e-01, double 3.000000e-01>, ptr %7, align 16
  %8 = getelementptr inbounds i8, ptr %2, i64 32
  store <2 x double> <double -4.500000e-01, double 2.000000e-01>, ptr %8, align 16
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %3, i8 0, i64 48, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #8
  %9 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %10 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %11 = load i32, ptr @enzyme_out, align 4, !tbaa !6
  %12 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @horner, i32 noundef %9, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %10, i32 noundef %6, i32 noundef %11, double noundef 1.350000e+00) #8
  %13 = sext i32 %6 to i64
  %14 = getelementptr double, ptr %2, i64 %13
  %15 = getelementptr i8, ptr %14, i64 -8
  %16 = load double, ptr %15, align 8, !tbaa !10
  %17 = icmp sgt i32 %6, 1
  %18 = add nsw i32 %6, -2
  %19 = zext nneg i32 %18 to i64
  br i1 %17, label %20, label %36

20:                                               ; preds = %0, %20
  %21 = phi i64 [ %26, %20 ], [ %19, %0 ]
  %22 = phi double [ %25, %20 ], [ %16, %0 ]
  %23 = getelementptr inbounds double, ptr %2, i64 %21
  %24 = load double, ptr %23, align 8, !tbaa !10
  %25 = call double @llvm.fmuladd.f64(double %22, double 0x3FF5999AA60913A5, double %24)
  %26 = add nsw i64 %21, -1
  %27 = icmp eq i64 %21, 0
  br i1 %27, label %28, label %20, !llvm.loop !12

28:                                               ; preds = %20, %28
  %29 = phi i64 [ %34, %28 ], [ %19, %20 ]
  %30 = phi double [ %33, %28 ], [ %16, %20 ]
  %31 = getelementptr inbounds double, ptr %2, i64 %29
  %32 = load double, ptr %31, align 8, !tbaa !10
  %33 = call double @llvm.fmuladd.f64(double %30, double 0x3FF599988D2A1F8F, double %32)
  %34 = add nsw i64 %29, -1
  %35 = icmp eq i64 %29, 0
  br i1 %35, label %36, label %28, !llvm.loop !12

36:                                               ; preds = %28, %0
  %37 = phi double [ %16, %0 ], [ %25, %28 ]
  %38 = phi double [ %16, %0 ], [ %33, %28 ]
  %39 = fsub double %37, %38
  %40 = fdiv double %39, 2.000000e-06
  %41 = fsub double %12, %40
  %42 = call double @llvm.fabs.f64(double %41)
  %43 = call double @llvm.fabs.f64(double %40)
  %44 = call double @llvm.maxnum.f64(double %43, double 1.000000e+00)
  %45 = fmul double %44, 0x3EB0C6F7A0B5ED8D
  %46 = fcmp ugt double %42, %45
  %47 = fcmp ule double %43, 1.000000e-09
  %48 = or i1 %47, %46
  %49 = select i1 %48, ptr @.str.5, ptr @.str.6
  %50 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef %12, double noundef %40, ptr noundef nonnull %49)
  %51 = zext i1 %48 to i32
  %52 = load i32, ptr @fails, align 4, !tbaa !6
  %53 = add nsw i32 %52, %51
  store i32 %53, ptr @fails, align 4, !tbaa !6
  br label %100

54:                                               ; preds = %128
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %5, i8 0, i64 48, i1 false)
  %55 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @newton_step, ptr noundef nonnull %2, ptr noundef nonnull %5, i32 noundef %6, double noundef 1.350000e+00) #8
  %56 = load double, ptr %15, align 8, !tbaa !10
  br i1 %17, label %59, label %57

57:                                               ; preds = %54
  %58 = fdiv double %56, 0.000000e+00
  br label %82

59:                                               ; preds = %54, %59
  %60 = phi i64 [ %67, %59 ], [ %19, %54 ]
  %61 = phi double [ %63, %59 ], [ 0.000000e+00, %54 ]
  %62 = phi double [ %66, %59 ], [ %56, %54 ]
  %63 = call double @llvm.fmuladd.f64(double %61, double 0x3FF5999AA60913A5, double %62)
  %64 = getelementptr inbounds double, ptr %2, i64 %60
  %65 = load double, ptr %64, align 8, !tbaa !10
  %66 = call double @llvm.fmuladd.f64(double %62, double 0x3FF5999AA60913A5, double %65)
  %67 = add nsw i64 %60, -1
  %68 = icmp eq i64 %60, 0
  br i1 %68, label %69, label %59, !llvm.loop !14

69:                                               ; preds = %59, %69
  %70 = phi i64 [ %77, %69 ], [ %19, %59 ]
  %71 = phi double [ %73, %69 ], [ 0.000000e+00, %59 ]
  %72 = phi double [ %76, %69 ], [ %56, %59 ]
  %73 = call double @llvm.fmuladd.f64(double %71, double 0x3FF599988D2A1F8F, double %72)
  %74 = getelementptr inbounds double, ptr %2, i64 %70
  %75 = load double, ptr %74, align 8, !tbaa !10
  %76 = call double @llvm.fmuladd.f64(double %72, double 0x3FF599988D2A1F8F, double %75)
  %77 = add nsw i64 %70, -1
  %78 = icmp eq i64 %70, 0
  br i1 %78, label %79, label %69, !llvm.loop !14

79:                                               ; preds = %69
  %80 = fdiv double %66, %63
  %81 = fdiv double %76, %73
  br label %82

82:                                               ; preds = %79, %57
  %83 = phi double [ %81, %79 ], [ %58, %57 ]
  %84 = phi double [ %80, %79 ], [ %58, %57 ]
  %85 = fsub double %84, %83
  %86 = fdiv double %85, 2.000000e-06
  %87 = fsub double %55, %86
  %88 = call double @llvm.fabs.f64(double %87)
  %89 = call double @llvm.fabs.f64(double %86)
  %90 = call double @llvm.maxnum.f64(double %89, double 1.000000e+00)
  %91 = fmul double %90, 0x3EB0C6F7A0B5ED8D
  %92 = fcmp ugt double %88, %91
  %93 = fcmp ule double %89, 1.000000e-09
  %94 = or i1 %93, %92
  %95 = select i1 %94, ptr @.str.5, ptr @.str.6
  %96 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef %55, double noundef %86, ptr noundef nonnull %95)
  %97 = zext i1 %94 to i32
  %98 = load i32, ptr @fails, align 4, !tbaa !6
  %99 = add nsw i32 %98, %97
  store i32 %99, ptr @fails, align 4, !tbaa !6
  br label %159

100:                                              ; preds = %36, %128
  %101 = phi i64 [ 0, %36 ], [ %150, %128 ]
  %102 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 %101
  %103 = load double, ptr %102, align 8, !tbaa !10
  %104 = fadd double %103, 0x3EB0C6F7A0B5ED8D
  store double %104, ptr %102, align 8, !tbaa !10
  %105 = load double, ptr %15, align 8, !tbaa !10
  br i1 %17, label %109, label %106

106:                                              ; preds = %100
  %107 = fadd double %103, 0xBEB0C6F7A0B5ED8D
  store double %107, ptr %102, align 8, !tbaa !10
  %108 = load double, ptr %15, align 8, !tbaa !10
  br label %128

109:                                              ; preds = %100, %109
  %110 = phi i64 [ %115, %109 ], [ %19, %100 ]
  %111 = phi double [ %114, %109 ], [ %105, %100 ]
  %112 = getelementptr inbounds double, ptr %2, i64 %110
  %113 = load double, ptr %112, align 8, !tbaa !10
  %114 = call double @llvm.fmuladd.f64(double %111, double 1.350000e+00, double %113)
  %115 = add nsw i64 %110, -1
  %116 = icmp eq i64 %110, 0
  br i1 %116, label %117, label %109, !llvm.loop !12

117:                                              ; preds = %109
  %118 = fadd double %103, 0xBEB0C6F7A0B5ED8D
  store double %118, ptr %102, align 8, !tbaa !10
  %119 = load double, ptr %15, align 8, !tbaa !10
  br label %120

120:                                              ; preds = %120, %117
  %121 = phi i64 [ %19, %117 ], [ %126, %120 ]
  %122 = phi double [ %119, %117 ], [ %125, %120 ]
  %123 = getelementptr inbounds double, ptr %2, i64 %121
  %124 = load double, ptr %123, align 8, !tbaa !10
  %125 = call double @llvm.fmuladd.f64(double %122, double 1.350000e+00, double %124)
  %126 = add nsw i64 %121, -1
  %127 = icmp eq i64 %121, 0
  br i1 %127, label %128, label %120, !llvm.loop !12

128:                                              ; preds = %120, %106
  %129 = phi double [ %105, %106 ], [ %114, %120 ]
  %130 = phi double [ %108, %106 ], [ %125, %120 ]
  store double %103, ptr %102, align 8, !tbaa !10
  %131 = trunc nuw nsw i64 %101 to i32
  %132 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %131) #8
  %133 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %101
  %134 = load double, ptr %133, align 8, !tbaa !10
  %135 = fsub double %129, %130
  %136 = fdiv double %135, 2.000000e-06
  %137 = fsub double %134, %136
  %138 = call double @llvm.fabs.f64(double %137)
  %139 = call double @llvm.fabs.f64(double %136)
  %140 = call double @llvm.maxnum.f64(double %139, double 1.000000e+00)
  %141 = fmul double %140, 0x3EB0C6F7A0B5ED8D
  %142 = fcmp ugt double %138, %141
  %143 = fcmp ule double %139, 1.000000e-09
  %144 = or i1 %143, %142
  %145 = select i1 %144, ptr @.str.5, ptr @.str.6
  %146 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %4, double noundef %134, double noundef %136, ptr noundef nonnull %145)
  %147 = zext i1 %144 to i32
  %148 = load i32, ptr @fails, align 4, !tbaa !6
  %149 = add nsw i32 %148, %147
  store i32 %149, ptr @fails, align 4, !tbaa !6
  %150 = add nuw nsw i64 %101, 1
  %151 = icmp eq i64 %150, 6
  br i1 %151, label %54, label %100, !llvm.loop !15

152:                                              ; preds = %194
  %153 = icmp eq i32 %217, 0
  %154 = select i1 %153, ptr @.str.6, ptr @.str.5
  %155 = call i32 @puts(ptr nonnull dereferenceable(1) %154)
  %156 = load i32, ptr @fails, align 4, !tbaa !6
  %157 = icmp ne i32 %156, 0
  %158 = zext i1 %157 to i32
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %158

159:                                              ; preds = %82, %194
  %160 = phi i64 [ 0, %82 ], [ %218, %194 ]
  %161 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 %160
  %162 = load double, ptr %161, align 8, !tbaa !10
  %163 = fadd double %162, 0x3EB0C6F7A0B5ED8D
  store double %163, ptr %161, align 8, !tbaa !10
  %164 = load double, ptr %15, align 8, !tbaa !10
  br i1 %17, label %169, label %165

165:                                              ; preds = %159
  %166 = fdiv double %164, 0.000000e+00
  %167 = fadd double %162, 0xBEB0C6F7A0B5ED8D
  store double %167, ptr %161, align 8, !tbaa !10
  %168 = load double, ptr %15, align 8, !tbaa !10
  br label %194

169:                                              ; preds = %159, %169
  %170 = phi i64 [ %177, %169 ], [ %19, %159 ]
  %171 = phi double [ %173, %169 ], [ 0.000000e+00, %159 ]
  %172 = phi double [ %176, %169 ], [ %164, %159 ]
  %173 = call double @llvm.fmuladd.f64(double %171, double 1.350000e+00, double %172)
  %174 = getelementptr inbounds double, ptr %2, i64 %170
  %175 = load double, ptr %174, align 8, !tbaa !10
  %176 = call double @llvm.fmuladd.f64(double %172, double 1.350000e+00, double %175)
  %177 = add nsw i64 %170, -1
  %178 = icmp eq i64 %170, 0
  br i1 %178, label %179, label %169, !llvm.loop !14

179:                                              ; preds = %169
  %180 = fadd double %162, 0xBEB0C6F7A0B5ED8D
  store double %180, ptr %161, align 8, !tbaa !10
  %181 = load double, ptr %15, align 8, !tbaa !10
  br label %182

182:                                              ; preds = %182, %179
  %183 = phi i64 [ %19, %179 ], [ %190, %182 ]
  %184 = phi double [ 0.000000e+00, %179 ], [ %186, %182 ]
  %185 = phi double [ %181, %179 ], [ %189, %182 ]
  %186 = call double @llvm.fmuladd.f64(double %184, double 1.350000e+00, double %185)
  %187 = getelementptr inbounds double, ptr %2, i64 %183
  %188 = load double, ptr %187, align 8, !tbaa !10
  %189 = call double @llvm.fmuladd.f64(double %185, double 1.350000e+00, double %188)
  %190 = add nsw i64 %183, -1
  %191 = icmp eq i64 %183, 0
  br i1 %191, label %192, label %182, !llvm.loop !14

192:                                              ; preds = %182
  %193 = fdiv double %176, %173
  br label %194

194:                                              ; preds = %192, %165
  %195 = phi double [ %166, %165 ], [ %193, %192 ]
  %196 = phi double [ %168, %165 ], [ %189, %192 ]
  %197 = phi double [ 0.000000e+00, %165 ], [ %186, %192 ]
  %198 = fdiv double %196, %197
  store double %162, ptr %161, align 8, !tbaa !10
  %199 = trunc nuw nsw i64 %160 to i32
  %200 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 32, ptr noundef nonnull @.str.3, i32 noundef %199) #8
  %201 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %160
  %202 = load double, ptr %201, align 8, !tbaa !10
  %203 = fsub double %195, %198
  %204 = fdiv double %203, 2.000000e-06
  %205 = fsub double %202, %204
  %206 = call double @llvm.fabs.f64(double %205)
  %207 = call double @llvm.fabs.f64(double %204)
  %208 = call double @llvm.maxnum.f64(double %207, double 1.000000e+00)
  %209 = fmul double %208, 0x3EB0C6F7A0B5ED8D
  %210 = fcmp ugt double %206, %209
  %211 = fcmp ule double %207, 1.000000e-09
  %212 = or i1 %211, %210
  %213 = select i1 %212, ptr @.str.5, ptr @.str.6
  %214 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %4, double noundef %202, double noundef %204, ptr noundef nonnull %213)
  %215 = zext i1 %212 to i32
  %216 = load i32, ptr @fails, align 4, !tbaa !6
  %217 = add nsw i32 %216, %215
  store i32 %217, ptr @fails, align 4, !tbaa !6
  %218 = add nuw nsw i64 %160, 1
  %219 = icmp eq i64 %218, 6
  br i1 %219, label %152, label %159, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @horner(ptr nocapture noundef readonly %0, i32 noundef %1, double noundef %2) #4 {
  %4 = sext i32 %1 to i64
  %5 = getelementptr double, ptr %0, i64 %4
  %6 = getelementptr i8, ptr %5, i64 -8
  %7 = load double, ptr %6, align 8, !tbaa !10
  %8 = icmp sgt i32 %1, 1
  br i1 %8, label %9, label %12

9:                                                ; preds = %3
  %10 = add nsw i32 %1, -2
  %11 = zext nneg i32 %10 to i64
  br label %14

12:                                               ; preds = %14, %3
  %13 = phi double [ %7, %3 ], [ %19, %14 ]
  ret double %13

14:                                               ; preds = %9, %14
  %15 = phi i64 [ %11, %9 ], [ %20, %14 ]
  %16 = phi double [ %7, %9 ], [ %19, %14 ]
  %17 = getelementptr inbounds double, ptr %0, i64 %15
  %18 = load double, ptr %17, align 8, !tbaa !10
  %19 = tail call double @llvm.fmuladd.f64(double %16, double %2, double %18)
  %20 = add nsw i64 %15, -1
  %21 = icmp eq i64 %15, 0
  br i1 %21, label %12, label %14, !llvm.loop !12
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @newton_step(ptr nocapture noundef readonly %0, i32 noundef %1, double noundef %2) #4 {
  %4 = sext i32 %1 to i64
  %5 = getelementptr double, ptr %0, i64 %4
  %6 = getelementptr i8, ptr %5, i64 -8
  %7 = load double, ptr %6, align 8, !tbaa !10
  %8 = icmp sgt i32 %1, 1
  br i1 %8, label %9, label %12

9:                                                ; preds = %3
  %10 = add nsw i32 %1, -2
  %11 = zext nneg i32 %10 to i64
  br label %16

12:                                               ; preds = %16, %3
  %13 = phi double [ %7, %3 ], [ %23, %16 ]
  %14 = phi double [ 0.000000e+00, %3 ], [ %20, %16 ]
  %15 = fdiv double %13, %14
  ret double %15

16:                                               ; preds = %9, %16
  %17 = phi i64 [ %11, %9 ], [ %24, %16 ]
  %18 = phi double [ 0.000000e+00, %9 ], [ %20, %16 ]
  %19 = phi double [ %7, %9 ], [ %23, %16 ]
  %20 = tail call double @llvm.fmuladd.f64(double %18, double %2, double %19)
  %21 = getelementptr inbounds double, ptr %0, i64 %17
  %22 = load double, ptr %21, align 8, !tbaa !10
  %23 = tail call double @llvm.fmuladd.f64(double %19, double %2, double %22)
  %24 = add nsw i64 %17, -1
  %25 = icmp eq i64 %17, 0
  br i1 %25, label %12, label %16, !llvm.loop !14
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

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
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !13}
