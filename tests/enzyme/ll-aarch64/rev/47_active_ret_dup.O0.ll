; ModuleID = 'rev/47_active_ret_dup.c'
source_filename = "rev/47_active_ret_dup.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.grad2 = type { double, double }

@__const.main.X = private unnamed_addr constant [12 x double] [double 5.000000e-01, double -1.000000e+00, double 3.000000e-01, double 1.200000e+00, double 4.000000e-01, double -8.000000e-01, double -6.000000e-01, double 9.000000e-01, double 1.100000e+00, double 2.000000e-01, double 0x3FE6666666666666, double -5.000000e-01], align 8
@__const.main.y = private unnamed_addr constant [4 x double] [double 3.000000e-01, double -2.000000e-01, double 8.000000e-01, double 1.000000e-01], align 8
@__const.main.w = private unnamed_addr constant [3 x double] [double 4.000000e-01, double 0xBFE6666666666666, double 1.100000e+00], align 8
@__const.main.pre_w = private unnamed_addr constant [3 x double] [double 1.000000e+01, double -3.000000e+00, double 5.000000e-01], align 8
@__const.main.pre_y = private unnamed_addr constant [4 x double] [double 1.000000e+00, double 2.000000e+00, double 3.000000e+00, double 4.000000e+00], align 8
@enzyme_dup = external global i32, align 4
@enzyme_out = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [14 x i8] c"call%d dw[%d]\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"call%d dy[%d]\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"call1 d/dalpha\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"call1 d/dbeta\00", align 1
@.str.4 = private unnamed_addr constant [26 x i8] c"call2 d/dalpha (not acc.)\00", align 1
@.str.5 = private unnamed_addr constant [25 x i8] c"call2 d/dbeta (not acc.)\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.9 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [12 x double], align 8
  %8 = alloca [4 x double], align 8
  %9 = alloca [4 x double], align 8
  %10 = alloca [3 x double], align 8
  %11 = alloca [3 x double], align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca [3 x double], align 8
  %15 = alloca [4 x double], align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca %struct.grad2, align 8
  %19 = alloca %struct.grad2, align 8
  %20 = alloca i32, align 4
  %21 = alloca %struct.grad2, align 8
  %22 = alloca [64 x i8], align 1
  %23 = alloca i32, align 4
  %24 = alloca double, align 8
  %25 = alloca double, align 8
  %26 = alloca double, align 8
  %27 = alloca i32, align 4
  %28 = alloca double, align 8
  %29 = alloca double, align 8
  %30 = alloca double, align 8
  %31 = alloca double, align 8
  %32 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store volatile i32 4, ptr %3, align 4
  store volatile i32 3, ptr %4, align 4
  %33 = load volatile i32, ptr %3, align 4
  store i32 %33, ptr %5, align 4
  %34 = load volatile i32, ptr %4, align 4
  store i32 %34, ptr %6, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 @__const.main.X, i64 96, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 @__const.main.y, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 @__const.main.w, i64 24, i1 false)
  store double 5.000000e-02, ptr %12, align 8
  store double 3.000000e-01, ptr %13, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 @__const.main.pre_w, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 @__const.main.pre_y, i64 32, i1 false)
  store i32 0, ptr %16, align 4
  br label %35

35:                                               ; preds = %46, %0
  %36 = load i32, ptr %16, align 4
  %37 = icmp slt i32 %36, 3
  br i1 %37, label %38, label %49

38:                                               ; preds = %35
  %39 = load i32, ptr %16, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [3 x double], ptr %14, i64 0, i64 %40
  %42 = load double, ptr %41, align 8
  %43 = load i32, ptr %16, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [3 x double], ptr %11, i64 0, i64 %44
  store double %42, ptr %45, align 8
  br label %46

46:                                               ; preds = %38
  %47 = load i32, ptr %16, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %16, align 4
  br label %35, !llvm.loop !6

49:                                               ; preds = %35
  store i32 0, ptr %17, align 4
  br label %50

50:                                               ; preds = %61, %49
  %51 = load i32, ptr %17, align 4
  %52 = icmp slt i32 %51, 4
  br i1 %52, label %53, label %64

53:                                               ; preds = %50
  %54 = load i32, ptr %17, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [4 x double], ptr %15, i64 0, i64 %55
  %57 = load double, ptr %56, align 8
  %58 = load i32, ptr %17, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 %59
  store double %57, ptr %60, align 8
  br label %61

61:                                               ; preds = %53
  %62 = load i32, ptr %17, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %17, align 4
  br label %50, !llvm.loop !8

64:                                               ; preds = %50
  call void @llvm.memset.p0.i64(ptr align 8 %18, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %19, i8 0, i64 16, i1 false)
  store i32 1, ptr %20, align 4
  br label %65

65:                                               ; preds = %221, %64
  %66 = load i32, ptr %20, align 4
  %67 = icmp sle i32 %66, 2
  br i1 %67, label %68, label %224

68:                                               ; preds = %65
  %69 = load i32, ptr @enzyme_dup, align 4
  %70 = getelementptr inbounds [3 x double], ptr %10, i64 0, i64 0
  %71 = getelementptr inbounds [3 x double], ptr %11, i64 0, i64 0
  %72 = load i32, ptr @enzyme_out, align 4
  %73 = load double, ptr %12, align 8
  %74 = load i32, ptr @enzyme_const, align 4
  %75 = getelementptr inbounds [12 x double], ptr %7, i64 0, i64 0
  %76 = load i32, ptr @enzyme_dup, align 4
  %77 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %78 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 0
  %79 = load i32, ptr @enzyme_out, align 4
  %80 = load double, ptr %13, align 8
  %81 = load i32, ptr @enzyme_const, align 4
  %82 = load i32, ptr %5, align 4
  %83 = load i32, ptr @enzyme_const, align 4
  %84 = load i32, ptr %6, align 4
  %85 = call %struct.grad2 (ptr, ...) @__enzyme_autodiff_2(ptr noundef @loss, i32 noundef %69, ptr noundef %70, ptr noundef %71, i32 noundef %72, double noundef %73, i32 noundef %74, ptr noundef %75, i32 noundef %76, ptr noundef %77, ptr noundef %78, i32 noundef %79, double noundef %80, i32 noundef %81, i32 noundef %82, i32 noundef %83, i32 noundef %84)
  %86 = getelementptr inbounds %struct.grad2, ptr %21, i32 0, i32 0
  %87 = extractvalue %struct.grad2 %85, 0
  store double %87, ptr %86, align 8
  %88 = getelementptr inbounds %struct.grad2, ptr %21, i32 0, i32 1
  %89 = extractvalue %struct.grad2 %85, 1
  store double %89, ptr %88, align 8
  %90 = load i32, ptr %20, align 4
  %91 = icmp eq i32 %90, 1
  br i1 %91, label %92, label %93

92:                                               ; preds = %68
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 8 %21, i64 16, i1 false)
  br label %94

93:                                               ; preds = %68
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 8 %21, i64 16, i1 false)
  br label %94

94:                                               ; preds = %93, %92
  store i32 0, ptr %23, align 4
  br label %95

95:                                               ; preds = %154, %94
  %96 = load i32, ptr %23, align 4
  %97 = icmp slt i32 %96, 3
  br i1 %97, label %98, label %157

98:                                               ; preds = %95
  %99 = load i32, ptr %23, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [3 x double], ptr %10, i64 0, i64 %100
  %102 = load double, ptr %101, align 8
  store double %102, ptr %24, align 8
  %103 = load double, ptr %24, align 8
  %104 = fadd double %103, 0x3EB0C6F7A0B5ED8D
  %105 = load i32, ptr %23, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [3 x double], ptr %10, i64 0, i64 %106
  store double %104, ptr %107, align 8
  %108 = getelementptr inbounds [3 x double], ptr %10, i64 0, i64 0
  %109 = load double, ptr %12, align 8
  %110 = getelementptr inbounds [12 x double], ptr %7, i64 0, i64 0
  %111 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %112 = load double, ptr %13, align 8
  %113 = load i32, ptr %5, align 4
  %114 = load i32, ptr %6, align 4
  %115 = call double @loss(ptr noundef %108, double noundef %109, ptr noundef %110, ptr noundef %111, double noundef %112, i32 noundef %113, i32 noundef %114)
  store double %115, ptr %25, align 8
  %116 = load double, ptr %24, align 8
  %117 = fsub double %116, 0x3EB0C6F7A0B5ED8D
  %118 = load i32, ptr %23, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [3 x double], ptr %10, i64 0, i64 %119
  store double %117, ptr %120, align 8
  %121 = getelementptr inbounds [3 x double], ptr %10, i64 0, i64 0
  %122 = load double, ptr %12, align 8
  %123 = getelementptr inbounds [12 x double], ptr %7, i64 0, i64 0
  %124 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %125 = load double, ptr %13, align 8
  %126 = load i32, ptr %5, align 4
  %127 = load i32, ptr %6, align 4
  %128 = call double @loss(ptr noundef %121, double noundef %122, ptr noundef %123, ptr noundef %124, double noundef %125, i32 noundef %126, i32 noundef %127)
  store double %128, ptr %26, align 8
  %129 = load double, ptr %24, align 8
  %130 = load i32, ptr %23, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [3 x double], ptr %10, i64 0, i64 %131
  store double %129, ptr %132, align 8
  %133 = getelementptr inbounds [64 x i8], ptr %22, i64 0, i64 0
  %134 = load i32, ptr %20, align 4
  %135 = load i32, ptr %23, align 4
  %136 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %133, i64 noundef 64, ptr noundef @.str, i32 noundef %134, i32 noundef %135) #6
  %137 = getelementptr inbounds [64 x i8], ptr %22, i64 0, i64 0
  %138 = load i32, ptr %23, align 4
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds [3 x double], ptr %11, i64 0, i64 %139
  %141 = load double, ptr %140, align 8
  %142 = load i32, ptr %23, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [3 x double], ptr %14, i64 0, i64 %143
  %145 = load double, ptr %144, align 8
  %146 = fsub double %141, %145
  %147 = load i32, ptr %20, align 4
  %148 = sitofp i32 %147 to double
  %149 = fdiv double %146, %148
  %150 = load double, ptr %25, align 8
  %151 = load double, ptr %26, align 8
  %152 = fsub double %150, %151
  %153 = fdiv double %152, 2.000000e-06
  call void @check(ptr noundef %137, double noundef %149, double noundef %153)
  br label %154

154:                                              ; preds = %98
  %155 = load i32, ptr %23, align 4
  %156 = add nsw i32 %155, 1
  store i32 %156, ptr %23, align 4
  br label %95, !llvm.loop !9

157:                                              ; preds = %95
  store i32 0, ptr %27, align 4
  br label %158

158:                                              ; preds = %217, %157
  %159 = load i32, ptr %27, align 4
  %160 = icmp slt i32 %159, 4
  br i1 %160, label %161, label %220

161:                                              ; preds = %158
  %162 = load i32, ptr %27, align 4
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %163
  %165 = load double, ptr %164, align 8
  store double %165, ptr %28, align 8
  %166 = load double, ptr %28, align 8
  %167 = fadd double %166, 0x3EB0C6F7A0B5ED8D
  %168 = load i32, ptr %27, align 4
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %169
  store double %167, ptr %170, align 8
  %171 = getelementptr inbounds [3 x double], ptr %10, i64 0, i64 0
  %172 = load double, ptr %12, align 8
  %173 = getelementptr inbounds [12 x double], ptr %7, i64 0, i64 0
  %174 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %175 = load double, ptr %13, align 8
  %176 = load i32, ptr %5, align 4
  %177 = load i32, ptr %6, align 4
  %178 = call double @loss(ptr noundef %171, double noundef %172, ptr noundef %173, ptr noundef %174, double noundef %175, i32 noundef %176, i32 noundef %177)
  store double %178, ptr %29, align 8
  %179 = load double, ptr %28, align 8
  %180 = fsub double %179, 0x3EB0C6F7A0B5ED8D
  %181 = load i32, ptr %27, align 4
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %182
  store double %180, ptr %183, align 8
  %184 = getelementptr inbounds [3 x double], ptr %10, i64 0, i64 0
  %185 = load double, ptr %12, align 8
  %186 = getelementptr inbounds [12 x double], ptr %7, i64 0, i64 0
  %187 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %188 = load double, ptr %13, align 8
  %189 = load i32, ptr %5, align 4
  %190 = load i32, ptr %6, align 4
  %191 = call double @loss(ptr noundef %184, double noundef %185, ptr noundef %186, ptr noundef %187, double noundef %188, i32 noundef %189, i32 noundef %190)
  store double %191, ptr %30, align 8
  %192 = load double, ptr %28, align 8
  %193 = load i32, ptr %27, align 4
  %194 = sext i32 %193 to i64
  %195 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %194
  store double %192, ptr %195, align 8
  %196 = getelementptr inbounds [64 x i8], ptr %22, i64 0, i64 0
  %197 = load i32, ptr %20, align 4
  %198 = load i32, ptr %27, align 4
  %199 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %196, i64 noundef 64, ptr noundef @.str.1, i32 noundef %197, i32 noundef %198) #6
  %200 = getelementptr inbounds [64 x i8], ptr %22, i64 0, i64 0
  %201 = load i32, ptr %27, align 4
  %202 = sext i32 %201 to i64
  %203 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 %202
  %204 = load double, ptr %203, align 8
  %205 = load i32, ptr %27, align 4
  %206 = sext i32 %205 to i64
  %207 = getelementptr inbounds [4 x double], ptr %15, i64 0, i64 %206
  %208 = load double, ptr %207, align 8
  %209 = fsub double %204, %208
  %210 = load i32, ptr %20, align 4
  %211 = sitofp i32 %210 to double
  %212 = fdiv double %209, %211
  %213 = load double, ptr %29, align 8
  %214 = load double, ptr %30, align 8
  %215 = fsub double %213, %214
  %216 = fdiv double %215, 2.000000e-06
  call void @check(ptr noundef %200, double noundef %212, double noundef %216)
  br label %217

217:                                              ; preds = %161
  %218 = load i32, ptr %27, align 4
  %219 = add nsw i32 %218, 1
  store i32 %219, ptr %27, align 4
  br label %158, !llvm.loop !10

220:                                              ; preds = %158
  br label %221

221:                                              ; preds = %220
  %222 = load i32, ptr %20, align 4
  %223 = add nsw i32 %222, 1
  store i32 %223, ptr %20, align 4
  br label %65, !llvm.loop !11

224:                                              ; preds = %65
  %225 = getelementptr inbounds [3 x double], ptr %10, i64 0, i64 0
  %226 = load double, ptr %12, align 8
  %227 = fadd double %226, 0x3EB0C6F7A0B5ED8D
  %228 = getelementptr inbounds [12 x double], ptr %7, i64 0, i64 0
  %229 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %230 = load double, ptr %13, align 8
  %231 = load i32, ptr %5, align 4
  %232 = load i32, ptr %6, align 4
  %233 = call double @loss(ptr noundef %225, double noundef %227, ptr noundef %228, ptr noundef %229, double noundef %230, i32 noundef %231, i32 noundef %232)
  %234 = getelementptr inbounds [3 x double], ptr %10, i64 0, i64 0
  %235 = load double, ptr %12, align 8
  %236 = fsub double %235, 0x3EB0C6F7A0B5ED8D
  %237 = getelementptr inbounds [12 x double], ptr %7, i64 0, i64 0
  %238 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %239 = load double, ptr %13, align 8
  %240 = load i32, ptr %5, align 4
  %241 = load i32, ptr %6, align 4
  %242 = call double @loss(ptr noundef %234, double noundef %236, ptr noundef %237, ptr noundef %238, double noundef %239, i32 noundef %240, i32 noundef %241)
  %243 = fsub double %233, %242
  %244 = fdiv double %243, 2.000000e-06
  store double %244, ptr %31, align 8
  %245 = getelementptr inbounds [3 x double], ptr %10, i64 0, i64 0
  %246 = load double, ptr %12, align 8
  %247 = getelementptr inbounds [12 x double], ptr %7, i64 0, i64 0
  %248 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %249 = load double, ptr %13, align 8
  %250 = fadd double %249, 0x3EB0C6F7A0B5ED8D
  %251 = load i32, ptr %5, align 4
  %252 = load i32, ptr %6, align 4
  %253 = call double @loss(ptr noundef %245, double noundef %246, ptr noundef %247, ptr noundef %248, double noundef %250, i32 noundef %251, i32 noundef %252)
  %254 = getelementptr inbounds [3 x double], ptr %10, i64 0, i64 0
  %255 = load double, ptr %12, align 8
  %256 = getelementptr inbounds [12 x double], ptr %7, i64 0, i64 0
  %257 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %258 = load double, ptr %13, align 8
  %259 = fsub double %258, 0x3EB0C6F7A0B5ED8D
  %260 = load i32, ptr %5, align 4
  %261 = load i32, ptr %6, align 4
  %262 = call double @loss(ptr noundef %254, double noundef %255, ptr noundef %256, ptr noundef %257, double noundef %259, i32 noundef %260, i32 noundef %261)
  %263 = fsub double %253, %262
  %264 = fdiv double %263, 2.000000e-06
  store double %264, ptr %32, align 8
  %265 = getelementptr inbounds %struct.grad2, ptr %18, i32 0, i32 0
  %266 = load double, ptr %265, align 8
  %267 = load double, ptr %31, align 8
  call void @check(ptr noundef @.str.2, double noundef %266, double noundef %267)
  %268 = getelementptr inbounds %struct.grad2, ptr %18, i32 0, i32 1
  %269 = load double, ptr %268, align 8
  %270 = load double, ptr %32, align 8
  call void @check(ptr noundef @.str.3, double noundef %269, double noundef %270)
  %271 = getelementptr inbounds %struct.grad2, ptr %19, i32 0, i32 0
  %272 = load double, ptr %271, align 8
  %273 = load double, ptr %31, align 8
  call void @check(ptr noundef @.str.4, double noundef %272, double noundef %273)
  %274 = getelementptr inbounds %struct.grad2, ptr %19, i32 0, i32 1
  %275 = load double, ptr %274, align 8
  %276 = load double, ptr %32, align 8
  call void @check(ptr noundef @.str.5, double noundef %275, double noundef %276)
  %277 = load i32, ptr @fails, align 4
  %278 = icmp ne i32 %277, 0
  %279 = zext i1 %278 to i64
  %280 = select i1 %278, ptr @.str.7, ptr @.str.8
  %281 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %280)
  %282 = load i32, ptr @fails, align 4
  %283 = icmp ne i32 %282, 0
  %284 = zext i1 %283 to i32
  ret i32 %284
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare %struct.grad2 @__enzyme_autodiff_2(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @loss(ptr noundef %0, double noundef %1, ptr noundef %2, ptr noundef %3, double noundef %4, i32 noundef %5, i32 noundef %6) #0 {
  %8 = alloca ptr, align 8
  %9 = alloca double, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  %16 = alloca i32, align 4
  %17 = alloca double, align 8
  %18 = alloca i32, align 4
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca i32, align 4
  store ptr %0, ptr %8, align 8
  store double %1, ptr %9, align 8
  store ptr %2, ptr %10, align 8
  store ptr %3, ptr %11, align 8
  store double %4, ptr %12, align 8
  store i32 %5, ptr %13, align 4
  store i32 %6, ptr %14, align 4
  store double 0.000000e+00, ptr %15, align 8
  store i32 0, ptr %16, align 4
  br label %23

23:                                               ; preds = %65, %7
  %24 = load i32, ptr %16, align 4
  %25 = load i32, ptr %13, align 4
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %27, label %68

27:                                               ; preds = %23
  store double 0.000000e+00, ptr %17, align 8
  store i32 0, ptr %18, align 4
  br label %28

28:                                               ; preds = %49, %27
  %29 = load i32, ptr %18, align 4
  %30 = load i32, ptr %14, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %52

32:                                               ; preds = %28
  %33 = load ptr, ptr %10, align 8
  %34 = load i32, ptr %16, align 4
  %35 = load i32, ptr %14, align 4
  %36 = mul nsw i32 %34, %35
  %37 = load i32, ptr %18, align 4
  %38 = add nsw i32 %36, %37
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds double, ptr %33, i64 %39
  %41 = load double, ptr %40, align 8
  %42 = load ptr, ptr %8, align 8
  %43 = load i32, ptr %18, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds double, ptr %42, i64 %44
  %46 = load double, ptr %45, align 8
  %47 = load double, ptr %17, align 8
  %48 = call double @llvm.fmuladd.f64(double %41, double %46, double %47)
  store double %48, ptr %17, align 8
  br label %49

49:                                               ; preds = %32
  %50 = load i32, ptr %18, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %18, align 4
  br label %28, !llvm.loop !12

52:                                               ; preds = %28
  %53 = load double, ptr %17, align 8
  %54 = call double @tanh(double noundef %53) #6
  %55 = load ptr, ptr %11, align 8
  %56 = load i32, ptr %16, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds double, ptr %55, i64 %57
  %59 = load double, ptr %58, align 8
  %60 = fsub double %54, %59
  store double %60, ptr %19, align 8
  %61 = load double, ptr %19, align 8
  %62 = load double, ptr %19, align 8
  %63 = load double, ptr %15, align 8
  %64 = call double @llvm.fmuladd.f64(double %61, double %62, double %63)
  store double %64, ptr %15, align 8
  br label %65

65:                                               ; preds = %52
  %66 = load i32, ptr %16, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %16, align 4
  br label %23, !llvm.loop !13

68:                                               ; preds = %23
  store double 0.000000e+00, ptr %20, align 8
  store double 0.000000e+00, ptr %21, align 8
  store i32 0, ptr %22, align 4
  br label %69

69:                                               ; preds = %100, %68
  %70 = load i32, ptr %22, align 4
  %71 = load i32, ptr %14, align 4
  %72 = icmp slt i32 %70, %71
  br i1 %72, label %73, label %103

73:                                               ; preds = %69
  %74 = load ptr, ptr %8, align 8
  %75 = load i32, ptr %22, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds double, ptr %74, i64 %76
  %78 = load double, ptr %77, align 8
  %79 = load ptr, ptr %8, align 8
  %80 = load i32, ptr %22, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds double, ptr %79, i64 %81
  %83 = load double, ptr %82, align 8
  %84 = call double @llvm.fmuladd.f64(double %78, double %83, double 1.000000e-02)
  %85 = call double @sqrt(double noundef %84) #6
  %86 = load double, ptr %20, align 8
  %87 = fadd double %86, %85
  store double %87, ptr %20, align 8
  %88 = load ptr, ptr %8, align 8
  %89 = load i32, ptr %22, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds double, ptr %88, i64 %90
  %92 = load double, ptr %91, align 8
  %93 = load ptr, ptr %8, align 8
  %94 = load i32, ptr %22, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds double, ptr %93, i64 %95
  %97 = load double, ptr %96, align 8
  %98 = load double, ptr %21, align 8
  %99 = call double @llvm.fmuladd.f64(double %92, double %97, double %98)
  store double %99, ptr %21, align 8
  br label %100

100:                                              ; preds = %73
  %101 = load i32, ptr %22, align 4
  %102 = add nsw i32 %101, 1
  store i32 %102, ptr %22, align 4
  br label %69, !llvm.loop !14

103:                                              ; preds = %69
  %104 = load double, ptr %15, align 8
  %105 = load i32, ptr %13, align 4
  %106 = sitofp i32 %105 to double
  %107 = fdiv double %104, %106
  %108 = load double, ptr %9, align 8
  %109 = load double, ptr %20, align 8
  %110 = call double @llvm.fmuladd.f64(double %108, double %109, double %107)
  %111 = load double, ptr %12, align 8
  %112 = load double, ptr %12, align 8
  %113 = fmul double %111, %112
  %114 = load double, ptr %21, align 8
  %115 = call double @llvm.fmuladd.f64(double %113, double %114, double %110)
  ret double %115
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #4

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
  %30 = select i1 %28, ptr @.str.8, ptr @.str.7
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
  %32 = load i32, ptr %7, align 4
  %33 = icmp ne i32 %32, 0
  %34 = xor i1 %33, true
  %35 = zext i1 %34 to i32
  %36 = load i32, ptr @fails, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4
  ret void
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nounwind
declare double @tanh(double noundef) #4

; Function Attrs: nounwind
declare double @sqrt(double noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
