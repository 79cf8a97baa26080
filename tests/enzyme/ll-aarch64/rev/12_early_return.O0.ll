; ModuleID = 'rev/12_early_return.c'
source_filename = "rev/12_early_return.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.thr = private unnamed_addr constant [2 x double] [double 2.500000e+00, double 1.000000e+02], align 8
@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [24 x i8] c"first_over(%g) d/dx[%d]\00", align 1
@__const.main.pts = private unnamed_addr constant [2 x double] [double 1.600000e+00, double 4.000000e+00], align 8
@enzyme_out = external global i32, align 4
@.str.1 = private unnamed_addr constant [16 x i8] c"interp(%g) d/dx\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"interp(%g) d/dys[%d]\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [32 x i8] c"%-26s ad=%+.10e (must be 0) %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [6 x double], align 8
  %6 = alloca [40 x i8], align 1
  %7 = alloca [2 x double], align 8
  %8 = alloca i32, align 4
  %9 = alloca [6 x double], align 8
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca [6 x double], align 8
  %15 = alloca [6 x double], align 8
  %16 = alloca [2 x double], align 8
  %17 = alloca i32, align 4
  %18 = alloca [6 x double], align 8
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store volatile i32 6, ptr %3, align 4
  %26 = load volatile i32, ptr %3, align 4
  store i32 %26, ptr %4, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 48, i1 false)
  %27 = getelementptr inbounds [6 x double], ptr %5, i32 0, i32 0
  store double 8.000000e-01, ptr %27, align 8
  %28 = getelementptr inbounds [6 x double], ptr %5, i32 0, i32 1
  store double -6.000000e-01, ptr %28, align 8
  %29 = getelementptr inbounds [6 x double], ptr %5, i32 0, i32 2
  store double 9.000000e-01, ptr %29, align 8
  %30 = getelementptr inbounds [6 x double], ptr %5, i32 0, i32 3
  store double 1.100000e+00, ptr %30, align 8
  %31 = getelementptr inbounds [6 x double], ptr %5, i32 0, i32 4
  store double 0x3FE6666666666666, ptr %31, align 8
  %32 = getelementptr inbounds [6 x double], ptr %5, i32 0, i32 5
  store double -1.300000e+00, ptr %32, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 @__const.main.thr, i64 16, i1 false)
  store i32 0, ptr %8, align 4
  br label %33

33:                                               ; preds = %116, %0
  %34 = load i32, ptr %8, align 4
  %35 = icmp slt i32 %34, 2
  br i1 %35, label %36, label %119

36:                                               ; preds = %33
  call void @llvm.memset.p0.i64(ptr align 8 %9, i8 0, i64 48, i1 false)
  %37 = load i32, ptr @enzyme_dup, align 4
  %38 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 0
  %39 = getelementptr inbounds [6 x double], ptr %9, i64 0, i64 0
  %40 = load i32, ptr @enzyme_const, align 4
  %41 = load i32, ptr %4, align 4
  %42 = load i32, ptr @enzyme_const, align 4
  %43 = load i32, ptr %8, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 %44
  %46 = load double, ptr %45, align 8
  %47 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @first_over, i32 noundef %37, ptr noundef %38, ptr noundef %39, i32 noundef %40, i32 noundef %41, i32 noundef %42, double noundef %46)
  store i32 0, ptr %10, align 4
  br label %48

48:                                               ; preds = %112, %36
  %49 = load i32, ptr %10, align 4
  %50 = icmp slt i32 %49, 6
  br i1 %50, label %51, label %115

51:                                               ; preds = %48
  %52 = getelementptr inbounds [40 x i8], ptr %6, i64 0, i64 0
  %53 = load i32, ptr %8, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 %54
  %56 = load double, ptr %55, align 8
  %57 = load i32, ptr %10, align 4
  %58 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %52, i64 noundef 40, ptr noundef @.str, double noundef %56, i32 noundef %57) #6
  %59 = load i32, ptr %8, align 4
  %60 = icmp eq i32 %59, 0
  br i1 %60, label %61, label %70

61:                                               ; preds = %51
  %62 = load i32, ptr %10, align 4
  %63 = icmp sgt i32 %62, 3
  br i1 %63, label %64, label %70

64:                                               ; preds = %61
  %65 = getelementptr inbounds [40 x i8], ptr %6, i64 0, i64 0
  %66 = load i32, ptr %10, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [6 x double], ptr %9, i64 0, i64 %67
  %69 = load double, ptr %68, align 8
  call void @check_zero(ptr noundef %65, double noundef %69)
  br label %112

70:                                               ; preds = %61, %51
  %71 = load i32, ptr %10, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %72
  %74 = load double, ptr %73, align 8
  store double %74, ptr %11, align 8
  %75 = load double, ptr %11, align 8
  %76 = fadd double %75, 0x3EB0C6F7A0B5ED8D
  %77 = load i32, ptr %10, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %78
  store double %76, ptr %79, align 8
  %80 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 0
  %81 = load i32, ptr %4, align 4
  %82 = load i32, ptr %8, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 %83
  %85 = load double, ptr %84, align 8
  %86 = call double @first_over(ptr noundef %80, i32 noundef %81, double noundef %85)
  store double %86, ptr %12, align 8
  %87 = load double, ptr %11, align 8
  %88 = fsub double %87, 0x3EB0C6F7A0B5ED8D
  %89 = load i32, ptr %10, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %90
  store double %88, ptr %91, align 8
  %92 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 0
  %93 = load i32, ptr %4, align 4
  %94 = load i32, ptr %8, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 %95
  %97 = load double, ptr %96, align 8
  %98 = call double @first_over(ptr noundef %92, i32 noundef %93, double noundef %97)
  store double %98, ptr %13, align 8
  %99 = load double, ptr %11, align 8
  %100 = load i32, ptr %10, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %101
  store double %99, ptr %102, align 8
  %103 = getelementptr inbounds [40 x i8], ptr %6, i64 0, i64 0
  %104 = load i32, ptr %10, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [6 x double], ptr %9, i64 0, i64 %105
  %107 = load double, ptr %106, align 8
  %108 = load double, ptr %12, align 8
  %109 = load double, ptr %13, align 8
  %110 = fsub double %108, %109
  %111 = fdiv double %110, 2.000000e-06
  call void @check(ptr noundef %103, double noundef %107, double noundef %111)
  br label %112

112:                                              ; preds = %70, %64
  %113 = load i32, ptr %10, align 4
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr %10, align 4
  br label %48, !llvm.loop !6

115:                                              ; preds = %48
  br label %116

116:                                              ; preds = %115
  %117 = load i32, ptr %8, align 4
  %118 = add nsw i32 %117, 1
  store i32 %118, ptr %8, align 4
  br label %33, !llvm.loop !8

119:                                              ; preds = %33
  call void @llvm.memset.p0.i64(ptr align 8 %14, i8 0, i64 48, i1 false)
  %120 = getelementptr inbounds [6 x double], ptr %14, i32 0, i32 1
  store double 5.000000e-01, ptr %120, align 8
  %121 = getelementptr inbounds [6 x double], ptr %14, i32 0, i32 2
  store double 1.200000e+00, ptr %121, align 8
  %122 = getelementptr inbounds [6 x double], ptr %14, i32 0, i32 3
  store double 2.000000e+00, ptr %122, align 8
  %123 = getelementptr inbounds [6 x double], ptr %14, i32 0, i32 4
  store double 2.400000e+00, ptr %123, align 8
  %124 = getelementptr inbounds [6 x double], ptr %14, i32 0, i32 5
  store double 3.500000e+00, ptr %124, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %15, i8 0, i64 48, i1 false)
  %125 = getelementptr inbounds [6 x double], ptr %15, i32 0, i32 0
  store double 1.000000e+00, ptr %125, align 8
  %126 = getelementptr inbounds [6 x double], ptr %15, i32 0, i32 1
  store double 3.000000e-01, ptr %126, align 8
  %127 = getelementptr inbounds [6 x double], ptr %15, i32 0, i32 2
  store double -4.000000e-01, ptr %127, align 8
  %128 = getelementptr inbounds [6 x double], ptr %15, i32 0, i32 3
  store double 8.000000e-01, ptr %128, align 8
  %129 = getelementptr inbounds [6 x double], ptr %15, i32 0, i32 4
  store double 1.500000e+00, ptr %129, align 8
  %130 = getelementptr inbounds [6 x double], ptr %15, i32 0, i32 5
  store double 9.000000e-01, ptr %130, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %16, ptr align 8 @__const.main.pts, i64 16, i1 false)
  store i32 0, ptr %17, align 4
  br label %131

131:                                              ; preds = %243, %119
  %132 = load i32, ptr %17, align 4
  %133 = icmp slt i32 %132, 2
  br i1 %133, label %134, label %246

134:                                              ; preds = %131
  call void @llvm.memset.p0.i64(ptr align 8 %18, i8 0, i64 48, i1 false)
  %135 = load i32, ptr %17, align 4
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds [2 x double], ptr %16, i64 0, i64 %136
  %138 = load double, ptr %137, align 8
  store double %138, ptr %19, align 8
  %139 = load i32, ptr @enzyme_const, align 4
  %140 = getelementptr inbounds [6 x double], ptr %14, i64 0, i64 0
  %141 = load i32, ptr @enzyme_dup, align 4
  %142 = getelementptr inbounds [6 x double], ptr %15, i64 0, i64 0
  %143 = getelementptr inbounds [6 x double], ptr %18, i64 0, i64 0
  %144 = load i32, ptr @enzyme_const, align 4
  %145 = load i32, ptr %4, align 4
  %146 = load i32, ptr @enzyme_out, align 4
  %147 = load double, ptr %19, align 8
  %148 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @interp, i32 noundef %139, ptr noundef %140, i32 noundef %141, ptr noundef %142, ptr noundef %143, i32 noundef %144, i32 noundef %145, i32 noundef %146, double noundef %147)
  store double %148, ptr %20, align 8
  %149 = getelementptr inbounds [40 x i8], ptr %6, i64 0, i64 0
  %150 = load double, ptr %19, align 8
  %151 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %149, i64 noundef 40, ptr noundef @.str.1, double noundef %150) #6
  %152 = getelementptr inbounds [40 x i8], ptr %6, i64 0, i64 0
  %153 = load double, ptr %20, align 8
  %154 = getelementptr inbounds [6 x double], ptr %14, i64 0, i64 0
  %155 = getelementptr inbounds [6 x double], ptr %15, i64 0, i64 0
  %156 = load i32, ptr %4, align 4
  %157 = load double, ptr %19, align 8
  %158 = fadd double %157, 0x3EB0C6F7A0B5ED8D
  %159 = call double @interp(ptr noundef %154, ptr noundef %155, i32 noundef %156, double noundef %158)
  %160 = getelementptr inbounds [6 x double], ptr %14, i64 0, i64 0
  %161 = getelementptr inbounds [6 x double], ptr %15, i64 0, i64 0
  %162 = load i32, ptr %4, align 4
  %163 = load double, ptr %19, align 8
  %164 = fsub double %163, 0x3EB0C6F7A0B5ED8D
  %165 = call double @interp(ptr noundef %160, ptr noundef %161, i32 noundef %162, double noundef %164)
  %166 = fsub double %159, %165
  %167 = fdiv double %166, 2.000000e-06
  call void @check(ptr noundef %152, double noundef %153, double noundef %167)
  store i32 0, ptr %21, align 4
  br label %168

168:                                              ; preds = %239, %134
  %169 = load i32, ptr %21, align 4
  %170 = icmp slt i32 %169, 6
  br i1 %170, label %171, label %242

171:                                              ; preds = %168
  %172 = getelementptr inbounds [40 x i8], ptr %6, i64 0, i64 0
  %173 = load double, ptr %19, align 8
  %174 = load i32, ptr %21, align 4
  %175 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %172, i64 noundef 40, ptr noundef @.str.2, double noundef %173, i32 noundef %174) #6
  %176 = load i32, ptr %17, align 4
  %177 = icmp eq i32 %176, 0
  br i1 %177, label %178, label %187

178:                                              ; preds = %171
  %179 = load i32, ptr %21, align 4
  %180 = icmp eq i32 %179, 2
  br i1 %180, label %184, label %181

181:                                              ; preds = %178
  %182 = load i32, ptr %21, align 4
  %183 = icmp eq i32 %182, 3
  br label %184

184:                                              ; preds = %181, %178
  %185 = phi i1 [ true, %178 ], [ %183, %181 ]
  %186 = zext i1 %185 to i32
  br label %191

187:                                              ; preds = %171
  %188 = load i32, ptr %21, align 4
  %189 = icmp eq i32 %188, 5
  %190 = zext i1 %189 to i32
  br label %191

191:                                              ; preds = %187, %184
  %192 = phi i32 [ %186, %184 ], [ %190, %187 ]
  store i32 %192, ptr %22, align 4
  %193 = load i32, ptr %22, align 4
  %194 = icmp ne i32 %193, 0
  br i1 %194, label %201, label %195

195:                                              ; preds = %191
  %196 = getelementptr inbounds [40 x i8], ptr %6, i64 0, i64 0
  %197 = load i32, ptr %21, align 4
  %198 = sext i32 %197 to i64
  %199 = getelementptr inbounds [6 x double], ptr %18, i64 0, i64 %198
  %200 = load double, ptr %199, align 8
  call void @check_zero(ptr noundef %196, double noundef %200)
  br label %239

201:                                              ; preds = %191
  %202 = load i32, ptr %21, align 4
  %203 = sext i32 %202 to i64
  %204 = getelementptr inbounds [6 x double], ptr %15, i64 0, i64 %203
  %205 = load double, ptr %204, align 8
  store double %205, ptr %23, align 8
  %206 = load double, ptr %23, align 8
  %207 = fadd double %206, 0x3EB0C6F7A0B5ED8D
  %208 = load i32, ptr %21, align 4
  %209 = sext i32 %208 to i64
  %210 = getelementptr inbounds [6 x double], ptr %15, i64 0, i64 %209
  store double %207, ptr %210, align 8
  %211 = getelementptr inbounds [6 x double], ptr %14, i64 0, i64 0
  %212 = getelementptr inbounds [6 x double], ptr %15, i64 0, i64 0
  %213 = load i32, ptr %4, align 4
  %214 = load double, ptr %19, align 8
  %215 = call double @interp(ptr noundef %211, ptr noundef %212, i32 noundef %213, double noundef %214)
  store double %215, ptr %24, align 8
  %216 = load double, ptr %23, align 8
  %217 = fsub double %216, 0x3EB0C6F7A0B5ED8D
  %218 = load i32, ptr %21, align 4
  %219 = sext i32 %218 to i64
  %220 = getelementptr inbounds [6 x double], ptr %15, i64 0, i64 %219
  store double %217, ptr %220, align 8
  %221 = getelementptr inbounds [6 x double], ptr %14, i64 0, i64 0
  %222 = getelementptr inbounds [6 x double], ptr %15, i64 0, i64 0
  %223 = load i32, ptr %4, align 4
  %224 = load double, ptr %19, align 8
  %225 = call double @interp(ptr noundef %221, ptr noundef %222, i32 noundef %223, double noundef %224)
  store double %225, ptr %25, align 8
  %226 = load double, ptr %23, align 8
  %227 = load i32, ptr %21, align 4
  %228 = sext i32 %227 to i64
  %229 = getelementptr inbounds [6 x double], ptr %15, i64 0, i64 %228
  store double %226, ptr %229, align 8
  %230 = getelementptr inbounds [40 x i8], ptr %6, i64 0, i64 0
  %231 = load i32, ptr %21, align 4
  %232 = sext i32 %231 to i64
  %233 = getelementptr inbounds [6 x double], ptr %18, i64 0, i64 %232
  %234 = load double, ptr %233, align 8
  %235 = load double, ptr %24, align 8
  %236 = load double, ptr %25, align 8
  %237 = fsub double %235, %236
  %238 = fdiv double %237, 2.000000e-06
  call void @check(ptr noundef %230, double noundef %234, double noundef %238)
  br label %239

239:                                              ; preds = %201, %195
  %240 = load i32, ptr %21, align 4
  %241 = add nsw i32 %240, 1
  store i32 %241, ptr %21, align 4
  br label %168, !llvm.loop !9

242:                                              ; preds = %168
  br label %243

243:                                              ; preds = %242
  %244 = load i32, ptr %17, align 4
  %245 = add nsw i32 %244, 1
  store i32 %245, ptr %17, align 4
  br label %131, !llvm.loop !10

246:                                              ; preds = %131
  %247 = load i32, ptr @fails, align 4
  %248 = icmp ne i32 %247, 0
  %249 = zext i1 %248 to i64
  %250 = select i1 %248, ptr @.str.4, ptr @.str.5
  %251 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %250)
  %252 = load i32, ptr @fails, align 4
  %253 = icmp ne i32 %252, 0
  %254 = zext i1 %253 to i32
  ret i32 %254
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @first_over(ptr noundef %0, i32 noundef %1, double noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store double %2, ptr %7, align 8
  store double 0.000000e+00, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %10

10:                                               ; preds = %40, %3
  %11 = load i32, ptr %9, align 4
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %43

14:                                               ; preds = %10
  %15 = load ptr, ptr %5, align 8
  %16 = load i32, ptr %9, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds double, ptr %15, i64 %17
  %19 = load double, ptr %18, align 8
  %20 = load ptr, ptr %5, align 8
  %21 = load i32, ptr %9, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %20, i64 %22
  %24 = load double, ptr %23, align 8
  %25 = load double, ptr %8, align 8
  %26 = call double @llvm.fmuladd.f64(double %19, double %24, double %25)
  store double %26, ptr %8, align 8
  %27 = load double, ptr %8, align 8
  %28 = load double, ptr %7, align 8
  %29 = fcmp ogt double %27, %28
  br i1 %29, label %30, label %39

30:                                               ; preds = %14
  %31 = load double, ptr %8, align 8
  %32 = load ptr, ptr %5, align 8
  %33 = load i32, ptr %9, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds double, ptr %32, i64 %34
  %36 = load double, ptr %35, align 8
  %37 = call double @sin(double noundef %36) #6
  %38 = fmul double %31, %37
  store double %38, ptr %4, align 8
  br label %48

39:                                               ; preds = %14
  br label %40

40:                                               ; preds = %39
  %41 = load i32, ptr %9, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %9, align 4
  br label %10, !llvm.loop !11

43:                                               ; preds = %10
  %44 = load double, ptr %8, align 8
  %45 = fneg double %44
  %46 = load double, ptr %8, align 8
  %47 = fmul double %45, %46
  store double %47, ptr %4, align 8
  br label %48

48:                                               ; preds = %43, %30
  %49 = load double, ptr %4, align 8
  ret double %49
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check_zero(ptr noundef %0, double noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %6 = load double, ptr %4, align 8
  %7 = fcmp oeq double %6, 0.000000e+00
  %8 = zext i1 %7 to i32
  store i32 %8, ptr %5, align 4
  %9 = load ptr, ptr %3, align 8
  %10 = load double, ptr %4, align 8
  %11 = load i32, ptr %5, align 4
  %12 = icmp ne i32 %11, 0
  %13 = zext i1 %12 to i64
  %14 = select i1 %12, ptr @.str.5, ptr @.str.4
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %9, double noundef %10, ptr noundef %14)
  %16 = load i32, ptr %5, align 4
  %17 = icmp ne i32 %16, 0
  %18 = xor i1 %17, true
  %19 = zext i1 %18 to i32
  %20 = load i32, ptr @fails, align 4
  %21 = add nsw i32 %20, %19
  store i32 %21, ptr @fails, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check(ptr noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %8 = load double, ptr %5, align 8
  %9 = load double, ptr %6, align 8
  %10 = fsub double %8, %9
  %11 = call double @llvm.fabs.f64(double %10)
  %12 = load double, ptr %6, align 8
  %13 = call double @llvm.fabs.f64(double %12)
  %14 = call double @llvm.maxnum.f64(double 1.000000e+00, double %13)
  %15 = fmul double 0x3EB0C6F7A0B5ED8D, %14
  %16 = fcmp ole double %11, %15
  br i1 %16, label %17, label %21

17:                                               ; preds = %3
  %18 = load double, ptr %6, align 8
  %19 = call double @llvm.fabs.f64(double %18)
  %20 = fcmp ogt double %19, 1.000000e-09
  br label %21

21:                                               ; preds = %17, %3
  %22 = phi i1 [ false, %3 ], [ %20, %17 ]
  %23 = zext i1 %22 to i32
  store i32 %23, ptr %7, align 4
  %24 = load ptr, ptr %4, align 8
  %25 = load double, ptr %5, align 8
  %26 = load double, ptr %6, align 8
  %27 = load i32, ptr %7, align 4
  %28 = icmp ne i32 %27, 0
  %29 = zext i1 %28 to i64
  %30 = select i1 %28, ptr @.str.5, ptr @.str.4
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
  %32 = load i32, ptr %7, align 4
  %33 = icmp ne i32 %32, 0
  %34 = xor i1 %33, true
  %35 = zext i1 %34 to i32
  %36 = load i32, ptr @fails, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @interp(ptr noundef %0, ptr noundef %1, i32 noundef %2, double noundef %3) #0 {
  %5 = alloca double, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store double %3, ptr %9, align 8
  store i32 1, ptr %10, align 4
  br label %12

12:                                               ; preds = %69, %4
  %13 = load i32, ptr %10, align 4
  %14 = load i32, ptr %8, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %72

16:                                               ; preds = %12
  %17 = load double, ptr %9, align 8
  %18 = load ptr, ptr %6, align 8
  %19 = load i32, ptr %10, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds double, ptr %18, i64 %20
  %22 = load double, ptr %21, align 8
  %23 = fcmp olt double %17, %22
  br i1 %23, label %24, label %68

24:                                               ; preds = %16
  %25 = load double, ptr %9, align 8
  %26 = load ptr, ptr %6, align 8
  %27 = load i32, ptr %10, align 4
  %28 = sub nsw i32 %27, 1
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds double, ptr %26, i64 %29
  %31 = load double, ptr %30, align 8
  %32 = fsub double %25, %31
  %33 = load ptr, ptr %6, align 8
  %34 = load i32, ptr %10, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds double, ptr %33, i64 %35
  %37 = load double, ptr %36, align 8
  %38 = load ptr, ptr %6, align 8
  %39 = load i32, ptr %10, align 4
  %40 = sub nsw i32 %39, 1
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds double, ptr %38, i64 %41
  %43 = load double, ptr %42, align 8
  %44 = fsub double %37, %43
  %45 = fdiv double %32, %44
  store double %45, ptr %11, align 8
  %46 = load ptr, ptr %7, align 8
  %47 = load i32, ptr %10, align 4
  %48 = sub nsw i32 %47, 1
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds double, ptr %46, i64 %49
  %51 = load double, ptr %50, align 8
  %52 = load double, ptr %11, align 8
  %53 = load double, ptr %11, align 8
  %54 = fmul double %52, %53
  %55 = load ptr, ptr %7, align 8
  %56 = load i32, ptr %10, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds double, ptr %55, i64 %57
  %59 = load double, ptr %58, align 8
  %60 = load ptr, ptr %7, align 8
  %61 = load i32, ptr %10, align 4
  %62 = sub nsw i32 %61, 1
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds double, ptr %60, i64 %63
  %65 = load double, ptr %64, align 8
  %66 = fsub double %59, %65
  %67 = call double @llvm.fmuladd.f64(double %54, double %66, double %51)
  store double %67, ptr %5, align 8
  br label %81

68:                                               ; preds = %16
  br label %69

69:                                               ; preds = %68
  %70 = load i32, ptr %10, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %10, align 4
  br label %12, !llvm.loop !12

72:                                               ; preds = %12
  %73 = load ptr, ptr %7, align 8
  %74 = load i32, ptr %8, align 4
  %75 = sub nsw i32 %74, 1
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds double, ptr %73, i64 %76
  %78 = load double, ptr %77, align 8
  %79 = load double, ptr %9, align 8
  %80 = fmul double %78, %79
  store double %80, ptr %5, align 8
  br label %81

81:                                               ; preds = %72, %24
  %82 = load double, ptr %5, align 8
  ret double %82
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nounwind
declare double @sin(double noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
