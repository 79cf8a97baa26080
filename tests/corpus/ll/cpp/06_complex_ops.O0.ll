; ModuleID = 'cpp/06_complex_ops.cpp'
source_filename = "cpp/06_complex_ops.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%class.Complex = type { double, double }

$_ZN7ComplexC2Edd = comdat any

$_ZNK7ComplexmlERKS_ = comdat any

$_ZNK7ComplexplERKS_ = comdat any

$_ZNK7ComplexdvERKS_ = comdat any

$_ZNK7ComplexmiERKS_ = comdat any

$_ZmldRK7Complex = comdat any

$_ZNK7Complex4conjEv = comdat any

$_ZNK7Complex3absEv = comdat any

$_ZNK7Complex3argEv = comdat any

$_ZNK7ComplexeqERKS_ = comdat any

$_ZN7ComplexmLERKS_ = comdat any

$_ZN7Complex5polarEdd = comdat any

$_ZN7ComplexpLERKS_ = comdat any

@.str = private unnamed_addr constant [38 x i8] c"c = %.6f %+.6fi |a|=%.6f arg(a)=%.9f\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"e^(i pi) = %.6f %+.6fi\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"(1+i)^10 = %.1f %+.1fi\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"equality: %d %d\0A\00", align 1
@__const.main.degs = private unnamed_addr constant [2 x i32] [i32 4, i32 3], align 4
@.str.4 = private unnamed_addr constant [15 x i8] c"poly %d roots:\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c" (%.9f,%.9f)\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.7 = private unnamed_addr constant [23 x i8] c"X[%d] = %9.6f %+9.6fi\0A\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"parseval: %.9f %.9f\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse nounwind optnone uwtable
define dso_local noundef i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %class.Complex, align 8
  %3 = alloca %class.Complex, align 8
  %4 = alloca %class.Complex, align 8
  %5 = alloca %class.Complex, align 8
  %6 = alloca %class.Complex, align 8
  %7 = alloca %class.Complex, align 8
  %8 = alloca %class.Complex, align 8
  %9 = alloca %class.Complex, align 8
  %10 = alloca %class.Complex, align 8
  %11 = alloca %class.Complex, align 8
  %12 = alloca %class.Complex, align 8
  %13 = alloca %class.Complex, align 8
  %14 = alloca %class.Complex, align 8
  %15 = alloca %class.Complex, align 8
  %16 = alloca [2 x [5 x double]], align 16
  %17 = alloca [2 x i32], align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca [4 x %class.Complex], align 16
  %21 = alloca i32, align 4
  %22 = alloca %class.Complex, align 8
  %23 = alloca %class.Complex, align 8
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca %class.Complex, align 8
  %27 = alloca i32, align 4
  %28 = alloca %class.Complex, align 8
  %29 = alloca %class.Complex, align 8
  %30 = alloca %class.Complex, align 8
  %31 = alloca %class.Complex, align 8
  %32 = alloca i32, align 4
  %33 = alloca %class.Complex, align 8
  %34 = alloca %class.Complex, align 8
  %35 = alloca %class.Complex, align 8
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca %class.Complex, align 8
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca [8 x %class.Complex], align 16
  %42 = alloca [8 x %class.Complex], align 16
  %43 = alloca i32, align 4
  %44 = alloca %class.Complex, align 8
  %45 = alloca i32, align 4
  %46 = alloca %class.Complex, align 8
  %47 = alloca i32, align 4
  %48 = alloca %class.Complex, align 8
  %49 = alloca %class.Complex, align 8
  %50 = alloca double, align 8
  %51 = alloca double, align 8
  %52 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @_ZN7ComplexC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %2, double noundef 3.000000e+00, double noundef 4.000000e+00)
  call void @_ZN7ComplexC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %3, double noundef 1.000000e+00, double noundef -2.000000e+00)
  %53 = call { double, double } @_ZNK7ComplexmlERKS_(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %3)
  %54 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %55 = extractvalue { double, double } %53, 0
  store double %55, ptr %54, align 8
  %56 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %57 = extractvalue { double, double } %53, 1
  store double %57, ptr %56, align 8
  %58 = call { double, double } @_ZNK7ComplexdvERKS_(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %3)
  %59 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %60 = extractvalue { double, double } %58, 0
  store double %60, ptr %59, align 8
  %61 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %62 = extractvalue { double, double } %58, 1
  store double %62, ptr %61, align 8
  %63 = call { double, double } @_ZNK7ComplexplERKS_(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %7)
  %64 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %65 = extractvalue { double, double } %63, 0
  store double %65, ptr %64, align 8
  %66 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %67 = extractvalue { double, double } %63, 1
  store double %67, ptr %66, align 8
  %68 = call { double, double } @_ZNK7Complex4conjEv(ptr noundef nonnull align 8 dereferenceable(16) %3)
  %69 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %70 = extractvalue { double, double } %68, 0
  store double %70, ptr %69, align 8
  %71 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  %72 = extractvalue { double, double } %68, 1
  store double %72, ptr %71, align 8
  %73 = call { double, double } @_ZmldRK7Complex(double noundef 2.000000e+00, ptr noundef nonnull align 8 dereferenceable(16) %9)
  %74 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %75 = extractvalue { double, double } %73, 0
  store double %75, ptr %74, align 8
  %76 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  %77 = extractvalue { double, double } %73, 1
  store double %77, ptr %76, align 8
  %78 = call { double, double } @_ZNK7ComplexmiERKS_(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %8)
  %79 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %80 = extractvalue { double, double } %78, 0
  store double %80, ptr %79, align 8
  %81 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %82 = extractvalue { double, double } %78, 1
  store double %82, ptr %81, align 8
  %83 = getelementptr inbounds %class.Complex, ptr %4, i32 0, i32 0
  %84 = load double, ptr %83, align 8
  %85 = getelementptr inbounds %class.Complex, ptr %4, i32 0, i32 1
  %86 = load double, ptr %85, align 8
  %87 = call noundef double @_ZNK7Complex3absEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
  %88 = call noundef double @_ZNK7Complex3argEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %84, double noundef %86, double noundef %87, double noundef %88)
  call void @_ZN7ComplexC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %11, double noundef 0.000000e+00, double noundef 0x400921FB54442D18)
  %90 = call { double, double } @_ZL4cexpRK7Complex(ptr noundef nonnull align 8 dereferenceable(16) %11)
  %91 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %92 = extractvalue { double, double } %90, 0
  store double %92, ptr %91, align 8
  %93 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  %94 = extractvalue { double, double } %90, 1
  store double %94, ptr %93, align 8
  %95 = getelementptr inbounds %class.Complex, ptr %10, i32 0, i32 0
  %96 = load double, ptr %95, align 8
  %97 = call noundef double @_ZL4zerod(double noundef %96)
  %98 = getelementptr inbounds %class.Complex, ptr %10, i32 0, i32 1
  %99 = load double, ptr %98, align 8
  %100 = call noundef double @_ZL4zerod(double noundef %99)
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %97, double noundef %100)
  call void @_ZN7ComplexC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %13, double noundef 1.000000e+00, double noundef 1.000000e+00)
  %102 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %103 = load double, ptr %102, align 8
  %104 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  %105 = load double, ptr %104, align 8
  %106 = call { double, double } @_ZL4cpow7Complexi(double %103, double %105, i32 noundef 10)
  %107 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 0
  %108 = extractvalue { double, double } %106, 0
  store double %108, ptr %107, align 8
  %109 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 1
  %110 = extractvalue { double, double } %106, 1
  store double %110, ptr %109, align 8
  %111 = getelementptr inbounds %class.Complex, ptr %12, i32 0, i32 0
  %112 = load double, ptr %111, align 8
  %113 = call noundef double @_ZL4zerod(double noundef %112)
  %114 = getelementptr inbounds %class.Complex, ptr %12, i32 0, i32 1
  %115 = load double, ptr %114, align 8
  %116 = call noundef double @_ZL4zerod(double noundef %115)
  %117 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %113, double noundef %116)
  call void @_ZN7ComplexC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %14, double noundef 1.000000e+00, double noundef 2.000000e+00)
  call void @_ZN7ComplexC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %15, double noundef 1.000000e+00, double noundef 2.000000e+00)
  %118 = call noundef zeroext i1 @_ZNK7ComplexeqERKS_(ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef nonnull align 8 dereferenceable(16) %15)
  %119 = zext i1 %118 to i32
  %120 = call noundef zeroext i1 @_ZNK7ComplexeqERKS_(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %3)
  %121 = zext i1 %120 to i32
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %119, i32 noundef %121)
  call void @llvm.memset.p0.i64(ptr align 16 %16, i8 0, i64 80, i1 false)
  %123 = getelementptr inbounds [2 x [5 x double]], ptr %16, i32 0, i32 0
  %124 = getelementptr inbounds [5 x double], ptr %123, i32 0, i32 0
  store double -1.000000e+00, ptr %124, align 16
  %125 = getelementptr inbounds [5 x double], ptr %123, i32 0, i32 4
  store double 1.000000e+00, ptr %125, align 16
  %126 = getelementptr inbounds [2 x [5 x double]], ptr %16, i32 0, i32 1
  %127 = getelementptr inbounds [5 x double], ptr %126, i32 0, i32 0
  store double 2.000000e+00, ptr %127, align 8
  %128 = getelementptr inbounds [5 x double], ptr %126, i32 0, i32 1
  store double -2.000000e+00, ptr %128, align 8
  %129 = getelementptr inbounds [5 x double], ptr %126, i32 0, i32 3
  store double 1.000000e+00, ptr %129, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %17, ptr align 4 @__const.main.degs, i64 8, i1 false)
  store i32 0, ptr %18, align 4
  br label %130

130:                                              ; preds = %360, %0
  %131 = load i32, ptr %18, align 4
  %132 = icmp slt i32 %131, 2
  br i1 %132, label %133, label %363

133:                                              ; preds = %130
  %134 = load i32, ptr %18, align 4
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds [2 x i32], ptr %17, i64 0, i64 %135
  %137 = load i32, ptr %136, align 4
  store i32 %137, ptr %19, align 4
  %138 = getelementptr inbounds [4 x %class.Complex], ptr %20, i32 0, i32 0
  %139 = getelementptr inbounds %class.Complex, ptr %138, i64 4
  br label %140

140:                                              ; preds = %140, %133
  %141 = phi ptr [ %138, %133 ], [ %142, %140 ]
  call void @_ZN7ComplexC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %141, double noundef 0.000000e+00, double noundef 0.000000e+00)
  %142 = getelementptr inbounds %class.Complex, ptr %141, i64 1
  %143 = icmp eq ptr %142, %139
  br i1 %143, label %144, label %140

144:                                              ; preds = %140
  store i32 0, ptr %21, align 4
  br label %145

145:                                              ; preds = %163, %144
  %146 = load i32, ptr %21, align 4
  %147 = load i32, ptr %19, align 4
  %148 = icmp slt i32 %146, %147
  br i1 %148, label %149, label %166

149:                                              ; preds = %145
  call void @_ZN7ComplexC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %23, double noundef 4.000000e-01, double noundef 9.000000e-01)
  %150 = load i32, ptr %21, align 4
  %151 = getelementptr inbounds { double, double }, ptr %23, i32 0, i32 0
  %152 = load double, ptr %151, align 8
  %153 = getelementptr inbounds { double, double }, ptr %23, i32 0, i32 1
  %154 = load double, ptr %153, align 8
  %155 = call { double, double } @_ZL4cpow7Complexi(double %152, double %154, i32 noundef %150)
  %156 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 0
  %157 = extractvalue { double, double } %155, 0
  store double %157, ptr %156, align 8
  %158 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 1
  %159 = extractvalue { double, double } %155, 1
  store double %159, ptr %158, align 8
  %160 = load i32, ptr %21, align 4
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds [4 x %class.Complex], ptr %20, i64 0, i64 %161
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %162, ptr align 8 %22, i64 16, i1 false)
  br label %163

163:                                              ; preds = %149
  %164 = load i32, ptr %21, align 4
  %165 = add nsw i32 %164, 1
  store i32 %165, ptr %21, align 4
  br label %145, !llvm.loop !6

166:                                              ; preds = %145
  store i32 0, ptr %24, align 4
  br label %167

167:                                              ; preds = %259, %166
  %168 = load i32, ptr %24, align 4
  %169 = icmp slt i32 %168, 500
  br i1 %169, label %170, label %262

170:                                              ; preds = %167
  store i32 0, ptr %25, align 4
  br label %171

171:                                              ; preds = %255, %170
  %172 = load i32, ptr %25, align 4
  %173 = load i32, ptr %19, align 4
  %174 = icmp slt i32 %172, %173
  br i1 %174, label %175, label %258

175:                                              ; preds = %171
  %176 = load i32, ptr %18, align 4
  %177 = sext i32 %176 to i64
  %178 = getelementptr inbounds [2 x [5 x double]], ptr %16, i64 0, i64 %177
  %179 = load i32, ptr %19, align 4
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds [5 x double], ptr %178, i64 0, i64 %180
  %182 = load double, ptr %181, align 8
  call void @_ZN7ComplexC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %26, double noundef %182, double noundef 0.000000e+00)
  %183 = load i32, ptr %19, align 4
  %184 = sub nsw i32 %183, 1
  store i32 %184, ptr %27, align 4
  br label %185

185:                                              ; preds = %209, %175
  %186 = load i32, ptr %27, align 4
  %187 = icmp sge i32 %186, 0
  br i1 %187, label %188, label %212

188:                                              ; preds = %185
  %189 = load i32, ptr %25, align 4
  %190 = sext i32 %189 to i64
  %191 = getelementptr inbounds [4 x %class.Complex], ptr %20, i64 0, i64 %190
  %192 = call { double, double } @_ZNK7ComplexmlERKS_(ptr noundef nonnull align 8 dereferenceable(16) %26, ptr noundef nonnull align 8 dereferenceable(16) %191)
  %193 = getelementptr inbounds { double, double }, ptr %29, i32 0, i32 0
  %194 = extractvalue { double, double } %192, 0
  store double %194, ptr %193, align 8
  %195 = getelementptr inbounds { double, double }, ptr %29, i32 0, i32 1
  %196 = extractvalue { double, double } %192, 1
  store double %196, ptr %195, align 8
  %197 = load i32, ptr %18, align 4
  %198 = sext i32 %197 to i64
  %199 = getelementptr inbounds [2 x [5 x double]], ptr %16, i64 0, i64 %198
  %200 = load i32, ptr %27, align 4
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds [5 x double], ptr %199, i64 0, i64 %201
  %203 = load double, ptr %202, align 8
  call void @_ZN7ComplexC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %30, double noundef %203, double noundef 0.000000e+00)
  %204 = call { double, double } @_ZNK7ComplexplERKS_(ptr noundef nonnull align 8 dereferenceable(16) %29, ptr noundef nonnull align 8 dereferenceable(16) %30)
  %205 = getelementptr inbounds { double, double }, ptr %28, i32 0, i32 0
  %206 = extractvalue { double, double } %204, 0
  store double %206, ptr %205, align 8
  %207 = getelementptr inbounds { double, double }, ptr %28, i32 0, i32 1
  %208 = extractvalue { double, double } %204, 1
  store double %208, ptr %207, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %26, ptr align 8 %28, i64 16, i1 false)
  br label %209

209:                                              ; preds = %188
  %210 = load i32, ptr %27, align 4
  %211 = add nsw i32 %210, -1
  store i32 %211, ptr %27, align 4
  br label %185, !llvm.loop !8

212:                                              ; preds = %185
  call void @_ZN7ComplexC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %31, double noundef 1.000000e+00, double noundef 0.000000e+00)
  store i32 0, ptr %32, align 4
  br label %213

213:                                              ; preds = %235, %212
  %214 = load i32, ptr %32, align 4
  %215 = load i32, ptr %19, align 4
  %216 = icmp slt i32 %214, %215
  br i1 %216, label %217, label %238

217:                                              ; preds = %213
  %218 = load i32, ptr %32, align 4
  %219 = load i32, ptr %25, align 4
  %220 = icmp ne i32 %218, %219
  br i1 %220, label %221, label %234

221:                                              ; preds = %217
  %222 = load i32, ptr %25, align 4
  %223 = sext i32 %222 to i64
  %224 = getelementptr inbounds [4 x %class.Complex], ptr %20, i64 0, i64 %223
  %225 = load i32, ptr %32, align 4
  %226 = sext i32 %225 to i64
  %227 = getelementptr inbounds [4 x %class.Complex], ptr %20, i64 0, i64 %226
  %228 = call { double, double } @_ZNK7ComplexmiERKS_(ptr noundef nonnull align 8 dereferenceable(16) %224, ptr noundef nonnull align 8 dereferenceable(16) %227)
  %229 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 0
  %230 = extractvalue { double, double } %228, 0
  store double %230, ptr %229, align 8
  %231 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 1
  %232 = extractvalue { double, double } %228, 1
  store double %232, ptr %231, align 8
  %233 = call noundef nonnull align 8 dereferenceable(16) ptr @_ZN7ComplexmLERKS_(ptr noundef nonnull align 8 dereferenceable(16) %31, ptr noundef nonnull align 8 dereferenceable(16) %33)
  br label %234

234:                                              ; preds = %221, %217
  br label %235

235:                                              ; preds = %234
  %236 = load i32, ptr %32, align 4
  %237 = add nsw i32 %236, 1
  store i32 %237, ptr %32, align 4
  br label %213, !llvm.loop !9

238:                                              ; preds = %213
  %239 = load i32, ptr %25, align 4
  %240 = sext i32 %239 to i64
  %241 = getelementptr inbounds [4 x %class.Complex], ptr %20, i64 0, i64 %240
  %242 = call { double, double } @_ZNK7ComplexdvERKS_(ptr noundef nonnull align 8 dereferenceable(16) %26, ptr noundef nonnull align 8 dereferenceable(16) %31)
  %243 = getelementptr inbounds { double, double }, ptr %35, i32 0, i32 0
  %244 = extractvalue { double, double } %242, 0
  store double %244, ptr %243, align 8
  %245 = getelementptr inbounds { double, double }, ptr %35, i32 0, i32 1
  %246 = extractvalue { double, double } %242, 1
  store double %246, ptr %245, align 8
  %247 = call { double, double } @_ZNK7ComplexmiERKS_(ptr noundef nonnull align 8 dereferenceable(16) %241, ptr noundef nonnull align 8 dereferenceable(16) %35)
  %248 = getelementptr inbounds { double, double }, ptr %34, i32 0, i32 0
  %249 = extractvalue { double, double } %247, 0
  store double %249, ptr %248, align 8
  %250 = getelementptr inbounds { double, double }, ptr %34, i32 0, i32 1
  %251 = extractvalue { double, double } %247, 1
  store double %251, ptr %250, align 8
  %252 = load i32, ptr %25, align 4
  %253 = sext i32 %252 to i64
  %254 = getelementptr inbounds [4 x %class.Complex], ptr %20, i64 0, i64 %253
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %254, ptr align 8 %34, i64 16, i1 false)
  br label %255

255:                                              ; preds = %238
  %256 = load i32, ptr %25, align 4
  %257 = add nsw i32 %256, 1
  store i32 %257, ptr %25, align 4
  br label %171, !llvm.loop !10

258:                                              ; preds = %171
  br label %259

259:                                              ; preds = %258
  %260 = load i32, ptr %24, align 4
  %261 = add nsw i32 %260, 1
  store i32 %261, ptr %24, align 4
  br label %167, !llvm.loop !11

262:                                              ; preds = %167
  store i32 0, ptr %36, align 4
  br label %263

263:                                              ; preds = %331, %262
  %264 = load i32, ptr %36, align 4
  %265 = load i32, ptr %19, align 4
  %266 = icmp slt i32 %264, %265
  br i1 %266, label %267, label %334

267:                                              ; preds = %263
  %268 = load i32, ptr %36, align 4
  %269 = add nsw i32 %268, 1
  store i32 %269, ptr %37, align 4
  br label %270

270:                                              ; preds = %327, %267
  %271 = load i32, ptr %37, align 4
  %272 = load i32, ptr %19, align 4
  %273 = icmp slt i32 %271, %272
  br i1 %273, label %274, label %330

274:                                              ; preds = %270
  %275 = load i32, ptr %37, align 4
  %276 = sext i32 %275 to i64
  %277 = getelementptr inbounds [4 x %class.Complex], ptr %20, i64 0, i64 %276
  %278 = getelementptr inbounds %class.Complex, ptr %277, i32 0, i32 0
  %279 = load double, ptr %278, align 16
  %280 = load i32, ptr %36, align 4
  %281 = sext i32 %280 to i64
  %282 = getelementptr inbounds [4 x %class.Complex], ptr %20, i64 0, i64 %281
  %283 = getelementptr inbounds %class.Complex, ptr %282, i32 0, i32 0
  %284 = load double, ptr %283, align 16
  %285 = fsub double %284, 1.000000e-09
  %286 = fcmp olt double %279, %285
  br i1 %286, label %313, label %287

287:                                              ; preds = %274
  %288 = load i32, ptr %37, align 4
  %289 = sext i32 %288 to i64
  %290 = getelementptr inbounds [4 x %class.Complex], ptr %20, i64 0, i64 %289
  %291 = getelementptr inbounds %class.Complex, ptr %290, i32 0, i32 0
  %292 = load double, ptr %291, align 16
  %293 = load i32, ptr %36, align 4
  %294 = sext i32 %293 to i64
  %295 = getelementptr inbounds [4 x %class.Complex], ptr %20, i64 0, i64 %294
  %296 = getelementptr inbounds %class.Complex, ptr %295, i32 0, i32 0
  %297 = load double, ptr %296, align 16
  %298 = fsub double %292, %297
  %299 = call double @llvm.fabs.f64(double %298)
  %300 = fcmp olt double %299, 1.000000e-09
  br i1 %300, label %301, label %326

301:                                              ; preds = %287
  %302 = load i32, ptr %37, align 4
  %303 = sext i32 %302 to i64
  %304 = getelementptr inbounds [4 x %class.Complex], ptr %20, i64 0, i64 %303
  %305 = getelementptr inbounds %class.Complex, ptr %304, i32 0, i32 1
  %306 = load double, ptr %305, align 8
  %307 = load i32, ptr %36, align 4
  %308 = sext i32 %307 to i64
  %309 = getelementptr inbounds [4 x %class.Complex], ptr %20, i64 0, i64 %308
  %310 = getelementptr inbounds %class.Complex, ptr %309, i32 0, i32 1
  %311 = load double, ptr %310, align 8
  %312 = fcmp olt double %306, %311
  br i1 %312, label %313, label %326

313:                                              ; preds = %301, %274
  %314 = load i32, ptr %36, align 4
  %315 = sext i32 %314 to i64
  %316 = getelementptr inbounds [4 x %class.Complex], ptr %20, i64 0, i64 %315
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %38, ptr align 16 %316, i64 16, i1 false)
  %317 = load i32, ptr %37, align 4
  %318 = sext i32 %317 to i64
  %319 = getelementptr inbounds [4 x %class.Complex], ptr %20, i64 0, i64 %318
  %320 = load i32, ptr %36, align 4
  %321 = sext i32 %320 to i64
  %322 = getelementptr inbounds [4 x %class.Complex], ptr %20, i64 0, i64 %321
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %322, ptr align 16 %319, i64 16, i1 false)
  %323 = load i32, ptr %37, align 4
  %324 = sext i32 %323 to i64
  %325 = getelementptr inbounds [4 x %class.Complex], ptr %20, i64 0, i64 %324
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %325, ptr align 8 %38, i64 16, i1 false)
  br label %326

326:                                              ; preds = %313, %301, %287
  br label %327

327:                                              ; preds = %326
  %328 = load i32, ptr %37, align 4
  %329 = add nsw i32 %328, 1
  store i32 %329, ptr %37, align 4
  br label %270, !llvm.loop !12

330:                                              ; preds = %270
  br label %331

331:                                              ; preds = %330
  %332 = load i32, ptr %36, align 4
  %333 = add nsw i32 %332, 1
  store i32 %333, ptr %36, align 4
  br label %263, !llvm.loop !13

334:                                              ; preds = %263
  %335 = load i32, ptr %18, align 4
  %336 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %335)
  store i32 0, ptr %39, align 4
  br label %337

337:                                              ; preds = %355, %334
  %338 = load i32, ptr %39, align 4
  %339 = load i32, ptr %19, align 4
  %340 = icmp slt i32 %338, %339
  br i1 %340, label %341, label %358

341:                                              ; preds = %337
  %342 = load i32, ptr %39, align 4
  %343 = sext i32 %342 to i64
  %344 = getelementptr inbounds [4 x %class.Complex], ptr %20, i64 0, i64 %343
  %345 = getelementptr inbounds %class.Complex, ptr %344, i32 0, i32 0
  %346 = load double, ptr %345, align 16
  %347 = call noundef double @_ZL4zerod(double noundef %346)
  %348 = load i32, ptr %39, align 4
  %349 = sext i32 %348 to i64
  %350 = getelementptr inbounds [4 x %class.Complex], ptr %20, i64 0, i64 %349
  %351 = getelementptr inbounds %class.Complex, ptr %350, i32 0, i32 1
  %352 = load double, ptr %351, align 8
  %353 = call noundef double @_ZL4zerod(double noundef %352)
  %354 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %347, double noundef %353)
  br label %355

355:                                              ; preds = %341
  %356 = load i32, ptr %39, align 4
  %357 = add nsw i32 %356, 1
  store i32 %357, ptr %39, align 4
  br label %337, !llvm.loop !14

358:                                              ; preds = %337
  %359 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  br label %360

360:                                              ; preds = %358
  %361 = load i32, ptr %18, align 4
  %362 = add nsw i32 %361, 1
  store i32 %362, ptr %18, align 4
  br label %130, !llvm.loop !15

363:                                              ; preds = %130
  store i32 8, ptr %40, align 4
  %364 = getelementptr inbounds [8 x %class.Complex], ptr %41, i32 0, i32 0
  %365 = getelementptr inbounds %class.Complex, ptr %364, i64 8
  br label %366

366:                                              ; preds = %366, %363
  %367 = phi ptr [ %364, %363 ], [ %368, %366 ]
  call void @_ZN7ComplexC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %367, double noundef 0.000000e+00, double noundef 0.000000e+00)
  %368 = getelementptr inbounds %class.Complex, ptr %367, i64 1
  %369 = icmp eq ptr %368, %365
  br i1 %369, label %370, label %366

370:                                              ; preds = %366
  %371 = getelementptr inbounds [8 x %class.Complex], ptr %42, i32 0, i32 0
  %372 = getelementptr inbounds %class.Complex, ptr %371, i64 8
  br label %373

373:                                              ; preds = %373, %370
  %374 = phi ptr [ %371, %370 ], [ %375, %373 ]
  call void @_ZN7ComplexC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %374, double noundef 0.000000e+00, double noundef 0.000000e+00)
  %375 = getelementptr inbounds %class.Complex, ptr %374, i64 1
  %376 = icmp eq ptr %375, %372
  br i1 %376, label %377, label %373

377:                                              ; preds = %373
  store i32 0, ptr %43, align 4
  br label %378

378:                                              ; preds = %389, %377
  %379 = load i32, ptr %43, align 4
  %380 = icmp slt i32 %379, 8
  br i1 %380, label %381, label %392

381:                                              ; preds = %378
  %382 = load i32, ptr %43, align 4
  %383 = icmp slt i32 %382, 4
  %384 = zext i1 %383 to i64
  %385 = select i1 %383, double 1.000000e+00, double 0.000000e+00
  call void @_ZN7ComplexC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %44, double noundef %385, double noundef 0.000000e+00)
  %386 = load i32, ptr %43, align 4
  %387 = sext i32 %386 to i64
  %388 = getelementptr inbounds [8 x %class.Complex], ptr %41, i64 0, i64 %387
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %388, ptr align 8 %44, i64 16, i1 false)
  br label %389

389:                                              ; preds = %381
  %390 = load i32, ptr %43, align 4
  %391 = add nsw i32 %390, 1
  store i32 %391, ptr %43, align 4
  br label %378, !llvm.loop !16

392:                                              ; preds = %378
  store i32 0, ptr %45, align 4
  br label %393

393:                                              ; preds = %437, %392
  %394 = load i32, ptr %45, align 4
  %395 = icmp slt i32 %394, 8
  br i1 %395, label %396, label %440

396:                                              ; preds = %393
  call void @_ZN7ComplexC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %46, double noundef 0.000000e+00, double noundef 0.000000e+00)
  store i32 0, ptr %47, align 4
  br label %397

397:                                              ; preds = %422, %396
  %398 = load i32, ptr %47, align 4
  %399 = icmp slt i32 %398, 8
  br i1 %399, label %400, label %425

400:                                              ; preds = %397
  %401 = load i32, ptr %47, align 4
  %402 = sext i32 %401 to i64
  %403 = getelementptr inbounds [8 x %class.Complex], ptr %41, i64 0, i64 %402
  %404 = load i32, ptr %45, align 4
  %405 = sitofp i32 %404 to double
  %406 = fmul double 0xC01921FB54442D18, %405
  %407 = load i32, ptr %47, align 4
  %408 = sitofp i32 %407 to double
  %409 = fmul double %406, %408
  %410 = fdiv double %409, 8.000000e+00
  %411 = call { double, double } @_ZN7Complex5polarEdd(double noundef 1.000000e+00, double noundef %410)
  %412 = getelementptr inbounds { double, double }, ptr %49, i32 0, i32 0
  %413 = extractvalue { double, double } %411, 0
  store double %413, ptr %412, align 8
  %414 = getelementptr inbounds { double, double }, ptr %49, i32 0, i32 1
  %415 = extractvalue { double, double } %411, 1
  store double %415, ptr %414, align 8
  %416 = call { double, double } @_ZNK7ComplexmlERKS_(ptr noundef nonnull align 8 dereferenceable(16) %403, ptr noundef nonnull align 8 dereferenceable(16) %49)
  %417 = getelementptr inbounds { double, double }, ptr %48, i32 0, i32 0
  %418 = extractvalue { double, double } %416, 0
  store double %418, ptr %417, align 8
  %419 = getelementptr inbounds { double, double }, ptr %48, i32 0, i32 1
  %420 = extractvalue { double, double } %416, 1
  store double %420, ptr %419, align 8
  %421 = call noundef nonnull align 8 dereferenceable(16) ptr @_ZN7ComplexpLERKS_(ptr noundef nonnull align 8 dereferenceable(16) %46, ptr noundef nonnull align 8 dereferenceable(16) %48)
  br label %422

422:                                              ; preds = %400
  %423 = load i32, ptr %47, align 4
  %424 = add nsw i32 %423, 1
  store i32 %424, ptr %47, align 4
  br label %397, !llvm.loop !17

425:                                              ; preds = %397
  %426 = load i32, ptr %45, align 4
  %427 = sext i32 %426 to i64
  %428 = getelementptr inbounds [8 x %class.Complex], ptr %42, i64 0, i64 %427
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %428, ptr align 8 %46, i64 16, i1 false)
  %429 = load i32, ptr %45, align 4
  %430 = getelementptr inbounds %class.Complex, ptr %46, i32 0, i32 0
  %431 = load double, ptr %430, align 8
  %432 = call noundef double @_ZL4zerod(double noundef %431)
  %433 = getelementptr inbounds %class.Complex, ptr %46, i32 0, i32 1
  %434 = load double, ptr %433, align 8
  %435 = call noundef double @_ZL4zerod(double noundef %434)
  %436 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %429, double noundef %432, double noundef %435)
  br label %437

437:                                              ; preds = %425
  %438 = load i32, ptr %45, align 4
  %439 = add nsw i32 %438, 1
  store i32 %439, ptr %45, align 4
  br label %393, !llvm.loop !18

440:                                              ; preds = %393
  store double 0.000000e+00, ptr %50, align 8
  store double 0.000000e+00, ptr %51, align 8
  store i32 0, ptr %52, align 4
  br label %441

441:                                              ; preds = %465, %440
  %442 = load i32, ptr %52, align 4
  %443 = icmp slt i32 %442, 8
  br i1 %443, label %444, label %468

444:                                              ; preds = %441
  %445 = load i32, ptr %52, align 4
  %446 = sext i32 %445 to i64
  %447 = getelementptr inbounds [8 x %class.Complex], ptr %41, i64 0, i64 %446
  %448 = call noundef double @_ZNK7Complex3absEv(ptr noundef nonnull align 8 dereferenceable(16) %447)
  %449 = load i32, ptr %52, align 4
  %450 = sext i32 %449 to i64
  %451 = getelementptr inbounds [8 x %class.Complex], ptr %41, i64 0, i64 %450
  %452 = call noundef double @_ZNK7Complex3absEv(ptr noundef nonnull align 8 dereferenceable(16) %451)
  %453 = load double, ptr %50, align 8
  %454 = call double @llvm.fmuladd.f64(double %448, double %452, double %453)
  store double %454, ptr %50, align 8
  %455 = load i32, ptr %52, align 4
  %456 = sext i32 %455 to i64
  %457 = getelementptr inbounds [8 x %class.Complex], ptr %42, i64 0, i64 %456
  %458 = call noundef double @_ZNK7Complex3absEv(ptr noundef nonnull align 8 dereferenceable(16) %457)
  %459 = load i32, ptr %52, align 4
  %460 = sext i32 %459 to i64
  %461 = getelementptr inbounds [8 x %class.Complex], ptr %42, i64 0, i64 %460
  %462 = call noundef double @_ZNK7Complex3absEv(ptr noundef nonnull align 8 dereferenceable(16) %461)
  %463 = load double, ptr %51, align 8
  %464 = call double @llvm.fmuladd.f64(double %458, double %462, double %463)
  store double %464, ptr %51, align 8
  br label %465

465:                                              ; preds = %444
  %466 = load i32, ptr %52, align 4
  %467 = add nsw i32 %466, 1
  store i32 %467, ptr %52, align 4
  br label %441, !llvm.loop !19

468:                                              ; preds = %441
  %469 = load double, ptr %50, align 8
  %470 = load double, ptr %51, align 8
  %471 = fdiv double %470, 8.000000e+00
  %472 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %469, double noundef %471)
  ret i32 0
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7ComplexC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1, double noundef %2) unnamed_addr #1 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %class.Complex, ptr %7, i32 0, i32 0
  %9 = load double, ptr %5, align 8
  store double %9, ptr %8, align 8
  %10 = getelementptr inbounds %class.Complex, ptr %7, i32 0, i32 1
  %11 = load double, ptr %6, align 8
  store double %11, ptr %10, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local { double, double } @_ZNK7ComplexmlERKS_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #1 comdat align 2 {
  %3 = alloca %class.Complex, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %class.Complex, ptr %6, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = getelementptr inbounds %class.Complex, ptr %9, i32 0, i32 0
  %11 = load double, ptr %10, align 8
  %12 = getelementptr inbounds %class.Complex, ptr %6, i32 0, i32 1
  %13 = load double, ptr %12, align 8
  %14 = load ptr, ptr %5, align 8
  %15 = getelementptr inbounds %class.Complex, ptr %14, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = fmul double %13, %16
  %18 = fneg double %17
  %19 = call double @llvm.fmuladd.f64(double %8, double %11, double %18)
  %20 = getelementptr inbounds %class.Complex, ptr %6, i32 0, i32 0
  %21 = load double, ptr %20, align 8
  %22 = load ptr, ptr %5, align 8
  %23 = getelementptr inbounds %class.Complex, ptr %22, i32 0, i32 1
  %24 = load double, ptr %23, align 8
  %25 = getelementptr inbounds %class.Complex, ptr %6, i32 0, i32 1
  %26 = load double, ptr %25, align 8
  %27 = load ptr, ptr %5, align 8
  %28 = getelementptr inbounds %class.Complex, ptr %27, i32 0, i32 0
  %29 = load double, ptr %28, align 8
  %30 = fmul double %26, %29
  %31 = call double @llvm.fmuladd.f64(double %21, double %24, double %30)
  call void @_ZN7ComplexC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %3, double noundef %19, double noundef %31)
  %32 = load { double, double }, ptr %3, align 8
  ret { double, double } %32
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local { double, double } @_ZNK7ComplexplERKS_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #1 comdat align 2 {
  %3 = alloca %class.Complex, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %class.Complex, ptr %6, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = getelementptr inbounds %class.Complex, ptr %9, i32 0, i32 0
  %11 = load double, ptr %10, align 8
  %12 = fadd double %8, %11
  %13 = getelementptr inbounds %class.Complex, ptr %6, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = load ptr, ptr %5, align 8
  %16 = getelementptr inbounds %class.Complex, ptr %15, i32 0, i32 1
  %17 = load double, ptr %16, align 8
  %18 = fadd double %14, %17
  call void @_ZN7ComplexC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %3, double noundef %12, double noundef %18)
  %19 = load { double, double }, ptr %3, align 8
  ret { double, double } %19
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local { double, double } @_ZNK7ComplexdvERKS_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #1 comdat align 2 {
  %3 = alloca %class.Complex, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = getelementptr inbounds %class.Complex, ptr %8, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = load ptr, ptr %5, align 8
  %12 = getelementptr inbounds %class.Complex, ptr %11, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = load ptr, ptr %5, align 8
  %15 = getelementptr inbounds %class.Complex, ptr %14, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = load ptr, ptr %5, align 8
  %18 = getelementptr inbounds %class.Complex, ptr %17, i32 0, i32 1
  %19 = load double, ptr %18, align 8
  %20 = fmul double %16, %19
  %21 = call double @llvm.fmuladd.f64(double %10, double %13, double %20)
  store double %21, ptr %6, align 8
  %22 = getelementptr inbounds %class.Complex, ptr %7, i32 0, i32 0
  %23 = load double, ptr %22, align 8
  %24 = load ptr, ptr %5, align 8
  %25 = getelementptr inbounds %class.Complex, ptr %24, i32 0, i32 0
  %26 = load double, ptr %25, align 8
  %27 = getelementptr inbounds %class.Complex, ptr %7, i32 0, i32 1
  %28 = load double, ptr %27, align 8
  %29 = load ptr, ptr %5, align 8
  %30 = getelementptr inbounds %class.Complex, ptr %29, i32 0, i32 1
  %31 = load double, ptr %30, align 8
  %32 = fmul double %28, %31
  %33 = call double @llvm.fmuladd.f64(double %23, double %26, double %32)
  %34 = load double, ptr %6, align 8
  %35 = fdiv double %33, %34
  %36 = getelementptr inbounds %class.Complex, ptr %7, i32 0, i32 1
  %37 = load double, ptr %36, align 8
  %38 = load ptr, ptr %5, align 8
  %39 = getelementptr inbounds %class.Complex, ptr %38, i32 0, i32 0
  %40 = load double, ptr %39, align 8
  %41 = getelementptr inbounds %class.Complex, ptr %7, i32 0, i32 0
  %42 = load double, ptr %41, align 8
  %43 = load ptr, ptr %5, align 8
  %44 = getelementptr inbounds %class.Complex, ptr %43, i32 0, i32 1
  %45 = load double, ptr %44, align 8
  %46 = fmul double %42, %45
  %47 = fneg double %46
  %48 = call double @llvm.fmuladd.f64(double %37, double %40, double %47)
  %49 = load double, ptr %6, align 8
  %50 = fdiv double %48, %49
  call void @_ZN7ComplexC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %3, double noundef %35, double noundef %50)
  %51 = load { double, double }, ptr %3, align 8
  ret { double, double } %51
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local { double, double } @_ZNK7ComplexmiERKS_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #1 comdat align 2 {
  %3 = alloca %class.Complex, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %class.Complex, ptr %6, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = getelementptr inbounds %class.Complex, ptr %9, i32 0, i32 0
  %11 = load double, ptr %10, align 8
  %12 = fsub double %8, %11
  %13 = getelementptr inbounds %class.Complex, ptr %6, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = load ptr, ptr %5, align 8
  %16 = getelementptr inbounds %class.Complex, ptr %15, i32 0, i32 1
  %17 = load double, ptr %16, align 8
  %18 = fsub double %14, %17
  call void @_ZN7ComplexC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %3, double noundef %12, double noundef %18)
  %19 = load { double, double }, ptr %3, align 8
  ret { double, double } %19
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local { double, double } @_ZmldRK7Complex(double noundef %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #1 comdat {
  %3 = alloca %class.Complex, align 8
  %4 = alloca double, align 8
  %5 = alloca ptr, align 8
  store double %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = load double, ptr %4, align 8
  %7 = load ptr, ptr %5, align 8
  %8 = getelementptr inbounds %class.Complex, ptr %7, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = fmul double %6, %9
  %11 = load double, ptr %4, align 8
  %12 = load ptr, ptr %5, align 8
  %13 = getelementptr inbounds %class.Complex, ptr %12, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = fmul double %11, %14
  call void @_ZN7ComplexC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %3, double noundef %10, double noundef %15)
  %16 = load { double, double }, ptr %3, align 8
  ret { double, double } %16
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local { double, double } @_ZNK7Complex4conjEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 comdat align 2 {
  %2 = alloca %class.Complex, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds %class.Complex, ptr %4, i32 0, i32 0
  %6 = load double, ptr %5, align 8
  %7 = getelementptr inbounds %class.Complex, ptr %4, i32 0, i32 1
  %8 = load double, ptr %7, align 8
  %9 = fneg double %8
  call void @_ZN7ComplexC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %2, double noundef %6, double noundef %9)
  %10 = load { double, double }, ptr %2, align 8
  ret { double, double } %10
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK7Complex3absEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Complex, ptr %3, i32 0, i32 0
  %5 = load double, ptr %4, align 8
  %6 = getelementptr inbounds %class.Complex, ptr %3, i32 0, i32 1
  %7 = load double, ptr %6, align 8
  %8 = call double @hypot(double noundef %5, double noundef %7) #7
  ret double %8
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK7Complex3argEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Complex, ptr %3, i32 0, i32 1
  %5 = load double, ptr %4, align 8
  %6 = getelementptr inbounds %class.Complex, ptr %3, i32 0, i32 0
  %7 = load double, ptr %6, align 8
  %8 = call double @atan2(double noundef %5, double noundef %7) #7
  ret double %8
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal { double, double } @_ZL4cexpRK7Complex(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 {
  %2 = alloca %class.Complex, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds %class.Complex, ptr %4, i32 0, i32 0
  %6 = load double, ptr %5, align 8
  %7 = call double @exp(double noundef %6) #7
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %class.Complex, ptr %8, i32 0, i32 1
  %10 = load double, ptr %9, align 8
  %11 = call { double, double } @_ZN7Complex5polarEdd(double noundef %7, double noundef %10)
  %12 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %13 = extractvalue { double, double } %11, 0
  store double %13, ptr %12, align 8
  %14 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %15 = extractvalue { double, double } %11, 1
  store double %15, ptr %14, align 8
  %16 = load { double, double }, ptr %2, align 8
  ret { double, double } %16
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @_ZL4zerod(double noundef %0) #1 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @llvm.fabs.f64(double %3)
  %5 = fcmp olt double %4, 5.000000e-10
  br i1 %5, label %6, label %7

6:                                                ; preds = %1
  br label %9

7:                                                ; preds = %1
  %8 = load double, ptr %2, align 8
  br label %9

9:                                                ; preds = %7, %6
  %10 = phi double [ 0.000000e+00, %6 ], [ %8, %7 ]
  ret double %10
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal { double, double } @_ZL4cpow7Complexi(double %0, double %1, i32 noundef %2) #1 {
  %4 = alloca %class.Complex, align 8
  %5 = alloca %class.Complex, align 8
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  store double %0, ptr %7, align 8
  %8 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %1, ptr %8, align 8
  store i32 %2, ptr %6, align 4
  call void @_ZN7ComplexC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %4, double noundef 1.000000e+00, double noundef 0.000000e+00)
  br label %9

9:                                                ; preds = %18, %3
  %10 = load i32, ptr %6, align 4
  %11 = icmp sgt i32 %10, 0
  br i1 %11, label %12, label %22

12:                                               ; preds = %9
  %13 = load i32, ptr %6, align 4
  %14 = and i32 %13, 1
  %15 = icmp ne i32 %14, 0
  br i1 %15, label %16, label %18

16:                                               ; preds = %12
  %17 = call noundef nonnull align 8 dereferenceable(16) ptr @_ZN7ComplexmLERKS_(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(16) %5)
  br label %18

18:                                               ; preds = %16, %12
  %19 = call noundef nonnull align 8 dereferenceable(16) ptr @_ZN7ComplexmLERKS_(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %5)
  %20 = load i32, ptr %6, align 4
  %21 = ashr i32 %20, 1
  store i32 %21, ptr %6, align 4
  br label %9, !llvm.loop !20

22:                                               ; preds = %9
  %23 = load { double, double }, ptr %4, align 8
  ret { double, double } %23
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNK7ComplexeqERKS_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %class.Complex, ptr %5, i32 0, i32 0
  %7 = load double, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds %class.Complex, ptr %8, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = fcmp oeq double %7, %10
  br i1 %11, label %12, label %19

12:                                               ; preds = %2
  %13 = getelementptr inbounds %class.Complex, ptr %5, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = load ptr, ptr %4, align 8
  %16 = getelementptr inbounds %class.Complex, ptr %15, i32 0, i32 1
  %17 = load double, ptr %16, align 8
  %18 = fcmp oeq double %14, %17
  br label %19

19:                                               ; preds = %12, %2
  %20 = phi i1 [ false, %2 ], [ %18, %12 ]
  ret i1 %20
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(16) ptr @_ZN7ComplexmLERKS_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %class.Complex, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call { double, double } @_ZNK7ComplexmlERKS_(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %7)
  %9 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %10 = extractvalue { double, double } %8, 0
  store double %10, ptr %9, align 8
  %11 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %12 = extractvalue { double, double } %8, 1
  store double %12, ptr %11, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %5, i64 16, i1 false)
  ret ptr %6
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local { double, double } @_ZN7Complex5polarEdd(double noundef %0, double noundef %1) #1 comdat align 2 {
  %3 = alloca %class.Complex, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  %6 = load double, ptr %4, align 8
  %7 = load double, ptr %5, align 8
  %8 = call double @cos(double noundef %7) #7
  %9 = fmul double %6, %8
  %10 = load double, ptr %4, align 8
  %11 = load double, ptr %5, align 8
  %12 = call double @sin(double noundef %11) #7
  %13 = fmul double %10, %12
  call void @_ZN7ComplexC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %3, double noundef %9, double noundef %13)
  %14 = load { double, double }, ptr %3, align 8
  ret { double, double } %14
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(16) ptr @_ZN7ComplexpLERKS_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %class.Complex, ptr %6, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = getelementptr inbounds %class.Complex, ptr %5, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = fadd double %10, %8
  store double %11, ptr %9, align 8
  %12 = load ptr, ptr %4, align 8
  %13 = getelementptr inbounds %class.Complex, ptr %12, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds %class.Complex, ptr %5, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = fadd double %16, %14
  store double %17, ptr %15, align 8
  ret ptr %5
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) #6

; Function Attrs: nounwind
declare double @atan2(double noundef, double noundef) #6

; Function Attrs: nounwind
declare double @exp(double noundef) #6

; Function Attrs: nounwind
declare double @cos(double noundef) #6

; Function Attrs: nounwind
declare double @sin(double noundef) #6

attributes #0 = { mustprogress noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
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
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
