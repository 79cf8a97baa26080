; ModuleID = 'rev/06_fixed_loop.c'
source_filename = "rev/06_fixed_loop.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@enzyme_dup = external local_unnamed_addr global i32, align 4
@wt = internal unnamed_addr constant [8 x double] [double 1.000000e+00, double -5.000000e-01, double 2.500000e-01, double 2.000000e+00, double -1.500000e+00, double 7.500000e-01, double 3.000000e-01, double -8.000000e-01], align 8
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [16 x i8] c"energy d/dx[%d]\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"map w.y d/dx[%d]\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"dot16 d/dx[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [8 x double], align 8
  %2 = alloca [8 x double], align 8
  %3 = alloca [16 x double], align 16
  %4 = alloca [8 x double], align 8
  %5 = alloca [8 x double], align 8
  %6 = alloca [8 x double], align 8
  %7 = alloca [8 x double], align 8
  %8 = alloca [16 x double], align 16
  %9 = alloca [16 x double], align 8
  %10 = alloca [32 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %4, i8 0, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %7, i8 0, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %8) #11
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %9) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %9, i8 0, i64 128, i1 false)
  %11 = getelementptr inbounds i8, ptr %3, i64 8
  store <2 x double> <double 0x3FB457FF4F64A897, double 0x3FDFEF9548F057A3>, ptr %3, align 16, !tbaa !6
  %12 = getelementptr inbounds i8, ptr %8, i64 8
  store <2 x double> <double 1.000000e+00, double 1.100000e+00>, ptr %8, align 16, !tbaa !6
  %13 = getelementptr inbounds i8, ptr %3, i64 16
  %14 = getelementptr inbounds i8, ptr %8, i64 16
  %15 = getelementptr inbounds i8, ptr %3, i64 24
  store <2 x double> <double 0x3FD5602DA7BF28B4, double 0xBF9BF75FBE8A096C>, ptr %13, align 16, !tbaa !6
  %16 = getelementptr inbounds i8, ptr %8, i64 24
  store <2 x double> <double 1.200000e+00, double 1.300000e+00>, ptr %14, align 16, !tbaa !6
  %17 = getelementptr inbounds i8, ptr %3, i64 32
  %18 = getelementptr inbounds i8, ptr %8, i64 32
  %19 = getelementptr inbounds i8, ptr %3, i64 40
  store <2 x double> <double 0x3FB744D7B5C65500, double 0x3FE52E9CBA711B66>, ptr %17, align 16, !tbaa !6
  %20 = getelementptr inbounds i8, ptr %8, i64 40
  store <2 x double> <double 1.400000e+00, double 1.500000e+00>, ptr %18, align 16, !tbaa !6
  %21 = getelementptr inbounds i8, ptr %3, i64 48
  %22 = getelementptr inbounds i8, ptr %8, i64 48
  %23 = getelementptr inbounds i8, ptr %3, i64 56
  store <2 x double> <double 0x3FEFDD210CDD1FCC, double 0x3FE7FE3656571BD1>, ptr %21, align 16, !tbaa !6
  %24 = getelementptr inbounds i8, ptr %8, i64 56
  store <2 x double> <double 1.600000e+00, double 1.700000e+00>, ptr %22, align 16, !tbaa !6
  %25 = getelementptr inbounds i8, ptr %3, i64 64
  %26 = getelementptr inbounds i8, ptr %8, i64 64
  %27 = getelementptr inbounds i8, ptr %3, i64 72
  store <2 x double> <double 0x3FDB93B2F1764827, double 0x3FE4E349CEB9933F>, ptr %25, align 16, !tbaa !6
  %28 = getelementptr inbounds i8, ptr %8, i64 72
  store <2 x double> <double 1.800000e+00, double 0x3FFE666666666667>, ptr %26, align 16, !tbaa !6
  %29 = getelementptr inbounds i8, ptr %3, i64 80
  %30 = getelementptr inbounds i8, ptr %8, i64 80
  %31 = getelementptr inbounds i8, ptr %3, i64 88
  store <2 x double> <double 0x3FF3CA0DA18FF84E, double 0x3FF7955501D1178B>, ptr %29, align 16, !tbaa !6
  %32 = getelementptr inbounds i8, ptr %8, i64 88
  store <2 x double> <double 2.000000e+00, double 2.100000e+00>, ptr %30, align 16, !tbaa !6
  %33 = getelementptr inbounds i8, ptr %3, i64 96
  %34 = getelementptr inbounds i8, ptr %8, i64 96
  %35 = getelementptr inbounds i8, ptr %3, i64 104
  store <2 x double> <double 0x3FF29C9EAC4CC28B, double 0x3FED01040AE6DD3E>, ptr %33, align 16, !tbaa !6
  %36 = getelementptr inbounds i8, ptr %8, i64 104
  store <2 x double> <double 2.200000e+00, double 0x4002666666666667>, ptr %34, align 16, !tbaa !6
  %37 = getelementptr inbounds i8, ptr %3, i64 112
  %38 = getelementptr inbounds i8, ptr %8, i64 112
  %39 = getelementptr inbounds i8, ptr %3, i64 120
  store <2 x double> <double 0x3FF39E685E07E7F4, double 0x3FFCCF60BCFCACDA>, ptr %37, align 16, !tbaa !6
  %40 = getelementptr inbounds i8, ptr %8, i64 120
  store <2 x double> <double 2.400000e+00, double 2.500000e+00>, ptr %38, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #11
  %41 = load i32, ptr @enzyme_dup, align 4, !tbaa !10
  %42 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @energy, i32 noundef %41, ptr noundef nonnull %3, ptr noundef nonnull %4) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %6, ptr noundef nonnull align 8 dereferenceable(64) @wt, i64 64, i1 false), !tbaa !6
  %43 = load i32, ptr @enzyme_dup, align 4, !tbaa !10
  call void (ptr, ...) @__enzyme_autodiff_void(ptr noundef nonnull @map, i32 noundef %43, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %43, ptr noundef nonnull %3, ptr noundef nonnull %7) #11
  %44 = load i32, ptr @enzyme_const, align 4, !tbaa !10
  %45 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @dot16, ptr noundef nonnull %3, ptr noundef nonnull %9, i32 noundef %44, ptr noundef nonnull %8) #11
  %46 = getelementptr inbounds i8, ptr %2, i64 8
  %47 = getelementptr inbounds i8, ptr %2, i64 16
  %48 = getelementptr inbounds i8, ptr %2, i64 24
  %49 = getelementptr inbounds i8, ptr %2, i64 32
  %50 = getelementptr inbounds i8, ptr %2, i64 40
  %51 = getelementptr inbounds i8, ptr %2, i64 48
  %52 = getelementptr inbounds i8, ptr %2, i64 56
  %53 = getelementptr inbounds i8, ptr %1, i64 8
  %54 = getelementptr inbounds i8, ptr %1, i64 16
  %55 = getelementptr inbounds i8, ptr %1, i64 24
  %56 = getelementptr inbounds i8, ptr %1, i64 32
  %57 = getelementptr inbounds i8, ptr %1, i64 40
  %58 = getelementptr inbounds i8, ptr %1, i64 48
  %59 = getelementptr inbounds i8, ptr %1, i64 56
  br label %67

60:                                               ; preds = %386
  %61 = icmp eq i32 %405, 0
  %62 = select i1 %61, ptr @.str.5, ptr @.str.4
  %63 = call i32 @puts(ptr nonnull dereferenceable(1) %62)
  %64 = load i32, ptr @fails, align 4, !tbaa !10
  %65 = icmp ne i32 %64, 0
  %66 = zext i1 %65 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #11
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %9) #11
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %8) #11
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #11
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #11
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #11
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #11
  ret i32 %66

67:                                               ; preds = %0, %386
  %68 = phi i64 [ 0, %0 ], [ %406, %386 ]
  %69 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %68
  %70 = load double, ptr %69, align 8, !tbaa !6
  %71 = fadd double %70, 0x3EB0C6F7A0B5ED8D
  store double %71, ptr %69, align 8, !tbaa !6
  %72 = load double, ptr %3, align 16, !tbaa !6
  %73 = load double, ptr %11, align 8, !tbaa !6
  %74 = load double, ptr %13, align 16, !tbaa !6
  %75 = load double, ptr %15, align 8, !tbaa !6
  %76 = load double, ptr %17, align 16, !tbaa !6
  %77 = load double, ptr %19, align 8, !tbaa !6
  %78 = load double, ptr %21, align 16, !tbaa !6
  %79 = load double, ptr %23, align 8, !tbaa !6
  %80 = fmul double %72, %73
  %81 = call double @sin(double noundef %80) #11
  %82 = load double, ptr %11, align 8, !tbaa !6
  %83 = load double, ptr %13, align 16, !tbaa !6
  %84 = fmul double %82, %83
  %85 = call double @sin(double noundef %84) #11
  %86 = load double, ptr %13, align 16, !tbaa !6
  %87 = load double, ptr %15, align 8, !tbaa !6
  %88 = fmul double %86, %87
  %89 = call double @sin(double noundef %88) #11
  %90 = load double, ptr %15, align 8, !tbaa !6
  %91 = load double, ptr %17, align 16, !tbaa !6
  %92 = fmul double %90, %91
  %93 = call double @sin(double noundef %92) #11
  %94 = load double, ptr %17, align 16, !tbaa !6
  %95 = load double, ptr %19, align 8, !tbaa !6
  %96 = fmul double %94, %95
  %97 = call double @sin(double noundef %96) #11
  %98 = load double, ptr %19, align 8, !tbaa !6
  %99 = load double, ptr %21, align 16, !tbaa !6
  %100 = fmul double %98, %99
  %101 = call double @sin(double noundef %100) #11
  %102 = load double, ptr %21, align 16, !tbaa !6
  %103 = load double, ptr %23, align 8, !tbaa !6
  %104 = fmul double %102, %103
  %105 = call double @sin(double noundef %104) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #11
  call void @map(ptr noundef nonnull %2, ptr noundef nonnull readonly %3)
  %106 = load double, ptr %2, align 8, !tbaa !6
  %107 = load double, ptr %46, align 8, !tbaa !6
  %108 = load double, ptr %47, align 8, !tbaa !6
  %109 = load double, ptr %48, align 8, !tbaa !6
  %110 = load double, ptr %49, align 8, !tbaa !6
  %111 = load double, ptr %50, align 8, !tbaa !6
  %112 = load double, ptr %51, align 8, !tbaa !6
  %113 = load double, ptr %52, align 8, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #11
  %114 = load double, ptr %3, align 16, !tbaa !6
  %115 = load double, ptr %8, align 16, !tbaa !6
  %116 = fmul double %114, %115
  %117 = call double @llvm.fmuladd.f64(double %116, double %114, double 0.000000e+00)
  %118 = load double, ptr %11, align 8, !tbaa !6
  %119 = load double, ptr %12, align 8, !tbaa !6
  %120 = fmul double %118, %119
  %121 = call double @llvm.fmuladd.f64(double %120, double %118, double %117)
  %122 = load double, ptr %13, align 16, !tbaa !6
  %123 = load double, ptr %14, align 16, !tbaa !6
  %124 = fmul double %122, %123
  %125 = call double @llvm.fmuladd.f64(double %124, double %122, double %121)
  %126 = load double, ptr %15, align 8, !tbaa !6
  %127 = load double, ptr %16, align 8, !tbaa !6
  %128 = fmul double %126, %127
  %129 = call double @llvm.fmuladd.f64(double %128, double %126, double %125)
  %130 = load double, ptr %17, align 16, !tbaa !6
  %131 = load double, ptr %18, align 16, !tbaa !6
  %132 = fmul double %130, %131
  %133 = call double @llvm.fmuladd.f64(double %132, double %130, double %129)
  %134 = load double, ptr %19, align 8, !tbaa !6
  %135 = load double, ptr %20, align 8, !tbaa !6
  %136 = fmul double %134, %135
  %137 = call double @llvm.fmuladd.f64(double %136, double %134, double %133)
  %138 = load double, ptr %21, align 16, !tbaa !6
  %139 = load double, ptr %22, align 16, !tbaa !6
  %140 = fmul double %138, %139
  %141 = call double @llvm.fmuladd.f64(double %140, double %138, double %137)
  %142 = load double, ptr %23, align 8, !tbaa !6
  %143 = load double, ptr %24, align 8, !tbaa !6
  %144 = fmul double %142, %143
  %145 = call double @llvm.fmuladd.f64(double %144, double %142, double %141)
  %146 = load double, ptr %25, align 16, !tbaa !6
  %147 = load double, ptr %26, align 16, !tbaa !6
  %148 = fmul double %146, %147
  %149 = call double @llvm.fmuladd.f64(double %148, double %146, double %145)
  %150 = load double, ptr %27, align 8, !tbaa !6
  %151 = load double, ptr %28, align 8, !tbaa !6
  %152 = fmul double %150, %151
  %153 = call double @llvm.fmuladd.f64(double %152, double %150, double %149)
  %154 = load double, ptr %29, align 16, !tbaa !6
  %155 = load double, ptr %30, align 16, !tbaa !6
  %156 = fmul double %154, %155
  %157 = call double @llvm.fmuladd.f64(double %156, double %154, double %153)
  %158 = load double, ptr %31, align 8, !tbaa !6
  %159 = load double, ptr %32, align 8, !tbaa !6
  %160 = fmul double %158, %159
  %161 = call double @llvm.fmuladd.f64(double %160, double %158, double %157)
  %162 = load double, ptr %33, align 16, !tbaa !6
  %163 = load double, ptr %34, align 16, !tbaa !6
  %164 = fmul double %162, %163
  %165 = call double @llvm.fmuladd.f64(double %164, double %162, double %161)
  %166 = load double, ptr %35, align 8, !tbaa !6
  %167 = load double, ptr %36, align 8, !tbaa !6
  %168 = fmul double %166, %167
  %169 = call double @llvm.fmuladd.f64(double %168, double %166, double %165)
  %170 = load double, ptr %37, align 16, !tbaa !6
  %171 = load double, ptr %38, align 16, !tbaa !6
  %172 = fmul double %170, %171
  %173 = call double @llvm.fmuladd.f64(double %172, double %170, double %169)
  %174 = load double, ptr %39, align 8, !tbaa !6
  %175 = load double, ptr %40, align 8, !tbaa !6
  %176 = fmul double %174, %175
  %177 = call double @llvm.fmuladd.f64(double %176, double %174, double %173)
  %178 = fadd double %70, 0xBEB0C6F7A0B5ED8D
  store double %178, ptr %69, align 8, !tbaa !6
  %179 = load double, ptr %3, align 16, !tbaa !6
  %180 = load double, ptr %11, align 8, !tbaa !6
  %181 = load double, ptr %13, align 16, !tbaa !6
  %182 = load double, ptr %15, align 8, !tbaa !6
  %183 = load double, ptr %17, align 16, !tbaa !6
  %184 = load double, ptr %19, align 8, !tbaa !6
  %185 = load double, ptr %21, align 16, !tbaa !6
  %186 = load double, ptr %23, align 8, !tbaa !6
  %187 = fmul double %179, %180
  %188 = call double @sin(double noundef %187) #11
  %189 = load double, ptr %11, align 8, !tbaa !6
  %190 = load double, ptr %13, align 16, !tbaa !6
  %191 = fmul double %189, %190
  %192 = call double @sin(double noundef %191) #11
  %193 = load double, ptr %13, align 16, !tbaa !6
  %194 = load double, ptr %15, align 8, !tbaa !6
  %195 = fmul double %193, %194
  %196 = call double @sin(double noundef %195) #11
  %197 = load double, ptr %15, align 8, !tbaa !6
  %198 = load double, ptr %17, align 16, !tbaa !6
  %199 = fmul double %197, %198
  %200 = call double @sin(double noundef %199) #11
  %201 = load double, ptr %17, align 16, !tbaa !6
  %202 = load double, ptr %19, align 8, !tbaa !6
  %203 = fmul double %201, %202
  %204 = call double @sin(double noundef %203) #11
  %205 = load double, ptr %19, align 8, !tbaa !6
  %206 = load double, ptr %21, align 16, !tbaa !6
  %207 = fmul double %205, %206
  %208 = call double @sin(double noundef %207) #11
  %209 = load double, ptr %21, align 16, !tbaa !6
  %210 = load double, ptr %23, align 8, !tbaa !6
  %211 = fmul double %209, %210
  %212 = call double @sin(double noundef %211) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #11
  call void @map(ptr noundef nonnull %1, ptr noundef nonnull readonly %3)
  %213 = load double, ptr %1, align 8, !tbaa !6
  %214 = load double, ptr %53, align 8, !tbaa !6
  %215 = load double, ptr %54, align 8, !tbaa !6
  %216 = load double, ptr %55, align 8, !tbaa !6
  %217 = load double, ptr %56, align 8, !tbaa !6
  %218 = load double, ptr %57, align 8, !tbaa !6
  %219 = load double, ptr %58, align 8, !tbaa !6
  %220 = load double, ptr %59, align 8, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #11
  %221 = load double, ptr %3, align 16, !tbaa !6
  %222 = load double, ptr %8, align 16, !tbaa !6
  %223 = fmul double %221, %222
  %224 = call double @llvm.fmuladd.f64(double %223, double %221, double 0.000000e+00)
  %225 = load double, ptr %11, align 8, !tbaa !6
  %226 = load double, ptr %12, align 8, !tbaa !6
  %227 = fmul double %225, %226
  %228 = call double @llvm.fmuladd.f64(double %227, double %225, double %224)
  %229 = load double, ptr %13, align 16, !tbaa !6
  %230 = load double, ptr %14, align 16, !tbaa !6
  %231 = fmul double %229, %230
  %232 = call double @llvm.fmuladd.f64(double %231, double %229, double %228)
  %233 = load double, ptr %15, align 8, !tbaa !6
  %234 = load double, ptr %16, align 8, !tbaa !6
  %235 = fmul double %233, %234
  %236 = call double @llvm.fmuladd.f64(double %235, double %233, double %232)
  %237 = load double, ptr %17, align 16, !tbaa !6
  %238 = load double, ptr %18, align 16, !tbaa !6
  %239 = fmul double %237, %238
  %240 = call double @llvm.fmuladd.f64(double %239, double %237, double %236)
  %241 = load double, ptr %19, align 8, !tbaa !6
  %242 = load double, ptr %20, align 8, !tbaa !6
  %243 = fmul double %241, %242
  %244 = call double @llvm.fmuladd.f64(double %243, double %241, double %240)
  %245 = load double, ptr %21, align 16, !tbaa !6
  %246 = load double, ptr %22, align 16, !tbaa !6
  %247 = fmul double %245, %246
  %248 = call double @llvm.fmuladd.f64(double %247, double %245, double %244)
  %249 = load double, ptr %23, align 8, !tbaa !6
  %250 = load double, ptr %24, align 8, !tbaa !6
  %251 = fmul double %249, %250
  %252 = call double @llvm.fmuladd.f64(double %251, double %249, double %248)
  %253 = load double, ptr %25, align 16, !tbaa !6
  %254 = load double, ptr %26, align 16, !tbaa !6
  %255 = fmul double %253, %254
  %256 = call double @llvm.fmuladd.f64(double %255, double %253, double %252)
  %257 = load double, ptr %27, align 8, !tbaa !6
  %258 = load double, ptr %28, align 8, !tbaa !6
  %259 = fmul double %257, %258
  %260 = call double @llvm.fmuladd.f64(double %259, double %257, double %256)
  %261 = load double, ptr %29, align 16, !tbaa !6
  %262 = load double, ptr %30, align 16, !tbaa !6
  %263 = fmul double %261, %262
  %264 = call double @llvm.fmuladd.f64(double %263, double %261, double %260)
  %265 = load double, ptr %31, align 8, !tbaa !6
  %266 = load double, ptr %32, align 8, !tbaa !6
  %267 = fmul double %265, %266
  %268 = call double @llvm.fmuladd.f64(double %267, double %265, double %264)
  %269 = load double, ptr %33, align 16, !tbaa !6
  %270 = load double, ptr %34, align 16, !tbaa !6
  %271 = fmul double %269, %270
  %272 = call double @llvm.fmuladd.f64(double %271, double %269, double %268)
  %273 = load double, ptr %35, align 8, !tbaa !6
  %274 = load double, ptr %36, align 8, !tbaa !6
  %275 = fmul double %273, %274
  %276 = call double @llvm.fmuladd.f64(double %275, double %273, double %272)
  %277 = load double, ptr %37, align 16, !tbaa !6
  %278 = load double, ptr %38, align 16, !tbaa !6
  %279 = fmul double %277, %278
  %280 = call double @llvm.fmuladd.f64(double %279, double %277, double %276)
  %281 = load double, ptr %39, align 8, !tbaa !6
  %282 = load double, ptr %40, align 8, !tbaa !6
  %283 = fmul double %281, %282
  %284 = call double @llvm.fmuladd.f64(double %283, double %281, double %280)
  store double %70, ptr %69, align 8, !tbaa !6
  %285 = icmp ult i64 %68, 8
  br i1 %285, label %288, label %286

286:                                              ; preds = %67
  %287 = trunc nuw nsw i64 %68 to i32
  br label %386

288:                                              ; preds = %67
  %289 = fadd double %213, 0.000000e+00
  %290 = call double @llvm.fmuladd.f64(double %214, double -5.000000e-01, double %289)
  %291 = call double @llvm.fmuladd.f64(double %215, double 2.500000e-01, double %290)
  %292 = call double @llvm.fmuladd.f64(double %216, double 2.000000e+00, double %291)
  %293 = call double @llvm.fmuladd.f64(double %217, double -1.500000e+00, double %292)
  %294 = call double @llvm.fmuladd.f64(double %218, double 7.500000e-01, double %293)
  %295 = call double @llvm.fmuladd.f64(double %219, double 3.000000e-01, double %294)
  %296 = call double @llvm.fmuladd.f64(double %220, double -8.000000e-01, double %295)
  %297 = fmul double %186, %186
  %298 = fmul double %185, %185
  %299 = fmul double %184, %184
  %300 = fmul double %183, %183
  %301 = fmul double %182, %182
  %302 = fmul double %181, %181
  %303 = fmul double %180, %180
  %304 = fmul double %179, %179
  %305 = call double @llvm.fmuladd.f64(double %303, double 2.000000e+00, double %304)
  %306 = call double @llvm.fmuladd.f64(double %302, double 3.000000e+00, double %305)
  %307 = call double @llvm.fmuladd.f64(double %301, double 4.000000e+00, double %306)
  %308 = call double @llvm.fmuladd.f64(double %300, double 5.000000e+00, double %307)
  %309 = call double @llvm.fmuladd.f64(double %299, double 6.000000e+00, double %308)
  %310 = call double @llvm.fmuladd.f64(double %298, double 7.000000e+00, double %309)
  %311 = call double @llvm.fmuladd.f64(double %297, double 8.000000e+00, double %310)
  %312 = fadd double %188, %311
  %313 = fadd double %312, %192
  %314 = fadd double %313, %196
  %315 = fadd double %314, %200
  %316 = fadd double %315, %204
  %317 = fadd double %316, %208
  %318 = fadd double %317, %212
  %319 = fadd double %106, 0.000000e+00
  %320 = call double @llvm.fmuladd.f64(double %107, double -5.000000e-01, double %319)
  %321 = call double @llvm.fmuladd.f64(double %108, double 2.500000e-01, double %320)
  %322 = call double @llvm.fmuladd.f64(double %109, double 2.000000e+00, double %321)
  %323 = call double @llvm.fmuladd.f64(double %110, double -1.500000e+00, double %322)
  %324 = call double @llvm.fmuladd.f64(double %111, double 7.500000e-01, double %323)
  %325 = call double @llvm.fmuladd.f64(double %112, double 3.000000e-01, double %324)
  %326 = call double @llvm.fmuladd.f64(double %113, double -8.000000e-01, double %325)
  %327 = fmul double %79, %79
  %328 = fmul double %78, %78
  %329 = fmul double %77, %77
  %330 = fmul double %76, %76
  %331 = fmul double %75, %75
  %332 = fmul double %74, %74
  %333 = fmul double %73, %73
  %334 = fmul double %72, %72
  %335 = call double @llvm.fmuladd.f64(double %333, double 2.000000e+00, double %334)
  %336 = call double @llvm.fmuladd.f64(double %332, double 3.000000e+00, double %335)
  %337 = call double @llvm.fmuladd.f64(double %331, double 4.000000e+00, double %336)
  %338 = call double @llvm.fmuladd.f64(double %330, double 5.000000e+00, double %337)
  %339 = call double @llvm.fmuladd.f64(double %329, double 6.000000e+00, double %338)
  %340 = call double @llvm.fmuladd.f64(double %328, double 7.000000e+00, double %339)
  %341 = call double @llvm.fmuladd.f64(double %327, double 8.000000e+00, double %340)
  %342 = fadd double %81, %341
  %343 = fadd double %342, %85
  %344 = fadd double %343, %89
  %345 = fadd double %344, %93
  %346 = fadd double %345, %97
  %347 = fadd double %346, %101
  %348 = fadd double %347, %105
  %349 = trunc nuw nsw i64 %68 to i32
  %350 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %10, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %349) #11
  %351 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %68
  %352 = load double, ptr %351, align 8, !tbaa !6
  %353 = fsub double %348, %318
  %354 = fdiv double %353, 2.000000e-06
  %355 = fsub double %352, %354
  %356 = call double @llvm.fabs.f64(double %355)
  %357 = call double @llvm.fabs.f64(double %354)
  %358 = call double @llvm.maxnum.f64(double %357, double 1.000000e+00)
  %359 = fmul double %358, 0x3EB0C6F7A0B5ED8D
  %360 = fcmp ugt double %356, %359
  %361 = fcmp ule double %357, 1.000000e-09
  %362 = or i1 %361, %360
  %363 = select i1 %362, ptr @.str.4, ptr @.str.5
  %364 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %10, double noundef %352, double noundef %354, ptr noundef nonnull %363)
  %365 = zext i1 %362 to i32
  %366 = load i32, ptr @fails, align 4, !tbaa !10
  %367 = add nsw i32 %366, %365
  store i32 %367, ptr @fails, align 4, !tbaa !10
  %368 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %10, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %349) #11
  %369 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 %68
  %370 = load double, ptr %369, align 8, !tbaa !6
  %371 = fsub double %326, %296
  %372 = fdiv double %371, 2.000000e-06
  %373 = fsub double %370, %372
  %374 = call double @llvm.fabs.f64(double %373)
  %375 = call double @llvm.fabs.f64(double %372)
  %376 = call double @llvm.maxnum.f64(double %375, double 1.000000e+00)
  %377 = fmul double %376, 0x3EB0C6F7A0B5ED8D
  %378 = fcmp ugt double %374, %377
  %379 = fcmp ule double %375, 1.000000e-09
  %380 = or i1 %379, %378
  %381 = select i1 %380, ptr @.str.4, ptr @.str.5
  %382 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %10, double noundef %370, double noundef %372, ptr noundef nonnull %381)
  %383 = zext i1 %380 to i32
  %384 = load i32, ptr @fails, align 4, !tbaa !10
  %385 = add nsw i32 %384, %383
  store i32 %385, ptr @fails, align 4, !tbaa !10
  br label %386

386:                                              ; preds = %286, %288
  %387 = phi i32 [ %287, %286 ], [ %349, %288 ]
  %388 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %10, i64 noundef 32, ptr noundef nonnull @.str.2, i32 noundef %387) #11
  %389 = getelementptr inbounds [16 x double], ptr %9, i64 0, i64 %68
  %390 = load double, ptr %389, align 8, !tbaa !6
  %391 = fsub double %177, %284
  %392 = fdiv double %391, 2.000000e-06
  %393 = fsub double %390, %392
  %394 = call double @llvm.fabs.f64(double %393)
  %395 = call double @llvm.fabs.f64(double %392)
  %396 = call double @llvm.maxnum.f64(double %395, double 1.000000e+00)
  %397 = fmul double %396, 0x3EB0C6F7A0B5ED8D
  %398 = fcmp ugt double %394, %397
  %399 = fcmp ule double %395, 1.000000e-09
  %400 = or i1 %399, %398
  %401 = select i1 %400, ptr @.str.4, ptr @.str.5
  %402 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %10, double noundef %390, double noundef %392, ptr noundef nonnull %401)
  %403 = zext i1 %400 to i32
  %404 = load i32, ptr @fails, align 4, !tbaa !10
  %405 = add nsw i32 %404, %403
  store i32 %405, ptr @fails, align 4, !tbaa !10
  %406 = add nuw nsw i64 %68, 1
  %407 = icmp eq i64 %406, 16
  br i1 %407, label %60, label %67, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable
define internal double @energy(ptr nocapture noundef readonly %0) #6 {
  %2 = load double, ptr %0, align 8, !tbaa !6
  %3 = fmul double %2, %2
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load double, ptr %4, align 8, !tbaa !6
  %6 = fmul double %5, %5
  %7 = tail call double @llvm.fmuladd.f64(double %6, double 2.000000e+00, double %3)
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = load double, ptr %8, align 8, !tbaa !6
  %10 = fmul double %9, %9
  %11 = tail call double @llvm.fmuladd.f64(double %10, double 3.000000e+00, double %7)
  %12 = getelementptr inbounds i8, ptr %0, i64 24
  %13 = load double, ptr %12, align 8, !tbaa !6
  %14 = fmul double %13, %13
  %15 = tail call double @llvm.fmuladd.f64(double %14, double 4.000000e+00, double %11)
  %16 = getelementptr inbounds i8, ptr %0, i64 32
  %17 = load double, ptr %16, align 8, !tbaa !6
  %18 = fmul double %17, %17
  %19 = tail call double @llvm.fmuladd.f64(double %18, double 5.000000e+00, double %15)
  %20 = getelementptr inbounds i8, ptr %0, i64 40
  %21 = load double, ptr %20, align 8, !tbaa !6
  %22 = fmul double %21, %21
  %23 = tail call double @llvm.fmuladd.f64(double %22, double 6.000000e+00, double %19)
  %24 = getelementptr inbounds i8, ptr %0, i64 48
  %25 = load double, ptr %24, align 8, !tbaa !6
  %26 = fmul double %25, %25
  %27 = tail call double @llvm.fmuladd.f64(double %26, double 7.000000e+00, double %23)
  %28 = getelementptr inbounds i8, ptr %0, i64 56
  %29 = load double, ptr %28, align 8, !tbaa !6
  %30 = fmul double %29, %29
  %31 = tail call double @llvm.fmuladd.f64(double %30, double 8.000000e+00, double %27)
  %32 = fmul double %2, %5
  %33 = tail call double @sin(double noundef %32) #11
  %34 = fadd double %31, %33
  %35 = load double, ptr %4, align 8, !tbaa !6
  %36 = load double, ptr %8, align 8, !tbaa !6
  %37 = fmul double %35, %36
  %38 = tail call double @sin(double noundef %37) #11
  %39 = fadd double %34, %38
  %40 = load double, ptr %8, align 8, !tbaa !6
  %41 = load double, ptr %12, align 8, !tbaa !6
  %42 = fmul double %40, %41
  %43 = tail call double @sin(double noundef %42) #11
  %44 = fadd double %39, %43
  %45 = load double, ptr %12, align 8, !tbaa !6
  %46 = load double, ptr %16, align 8, !tbaa !6
  %47 = fmul double %45, %46
  %48 = tail call double @sin(double noundef %47) #11
  %49 = fadd double %44, %48
  %50 = load double, ptr %16, align 8, !tbaa !6
  %51 = load double, ptr %20, align 8, !tbaa !6
  %52 = fmul double %50, %51
  %53 = tail call double @sin(double noundef %52) #11
  %54 = fadd double %49, %53
  %55 = load double, ptr %20, align 8, !tbaa !6
  %56 = load double, ptr %24, align 8, !tbaa !6
  %57 = fmul double %55, %56
  %58 = tail call double @sin(double noundef %57) #11
  %59 = fadd double %54, %58
  %60 = load double, ptr %24, align 8, !tbaa !6
  %61 = load double, ptr %28, align 8, !tbaa !6
  %62 = fmul double %60, %61
  %63 = tail call double @sin(double noundef %62) #11
  %64 = fadd double %59, %63
  ret double %64
}

declare void @__enzyme_autodiff_void(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable
define internal void @map(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) #6 {
  %3 = load double, ptr %1, align 8, !tbaa !6
  %4 = fmul double %3, 3.000000e-01
  %5 = tail call double @exp(double noundef %4) #11
  %6 = getelementptr inbounds i8, ptr %1, i64 24
  %7 = load double, ptr %6, align 8, !tbaa !6
  %8 = load double, ptr %1, align 8, !tbaa !6
  %9 = fmul double %8, %8
  %10 = tail call double @llvm.fmuladd.f64(double %5, double %7, double %9)
  store double %10, ptr %0, align 8, !tbaa !6
  %11 = getelementptr inbounds i8, ptr %1, i64 8
  %12 = load double, ptr %11, align 8, !tbaa !6
  %13 = fmul double %12, 3.000000e-01
  %14 = tail call double @exp(double noundef %13) #11
  %15 = getelementptr inbounds i8, ptr %1, i64 32
  %16 = load double, ptr %15, align 8, !tbaa !6
  %17 = load double, ptr %11, align 8, !tbaa !6
  %18 = fmul double %17, %17
  %19 = tail call double @llvm.fmuladd.f64(double %14, double %16, double %18)
  %20 = getelementptr inbounds i8, ptr %0, i64 8
  store double %19, ptr %20, align 8, !tbaa !6
  %21 = getelementptr inbounds i8, ptr %1, i64 16
  %22 = load double, ptr %21, align 8, !tbaa !6
  %23 = fmul double %22, 3.000000e-01
  %24 = tail call double @exp(double noundef %23) #11
  %25 = getelementptr inbounds i8, ptr %1, i64 40
  %26 = load double, ptr %25, align 8, !tbaa !6
  %27 = load double, ptr %21, align 8, !tbaa !6
  %28 = fmul double %27, %27
  %29 = tail call double @llvm.fmuladd.f64(double %24, double %26, double %28)
  %30 = getelementptr inbounds i8, ptr %0, i64 16
  store double %29, ptr %30, align 8, !tbaa !6
  %31 = load double, ptr %6, align 8, !tbaa !6
  %32 = fmul double %31, 3.000000e-01
  %33 = tail call double @exp(double noundef %32) #11
  %34 = getelementptr inbounds i8, ptr %1, i64 48
  %35 = load double, ptr %34, align 8, !tbaa !6
  %36 = load double, ptr %6, align 8, !tbaa !6
  %37 = fmul double %36, %36
  %38 = tail call double @llvm.fmuladd.f64(double %33, double %35, double %37)
  %39 = getelementptr inbounds i8, ptr %0, i64 24
  store double %38, ptr %39, align 8, !tbaa !6
  %40 = load double, ptr %15, align 8, !tbaa !6
  %41 = fmul double %40, 3.000000e-01
  %42 = tail call double @exp(double noundef %41) #11
  %43 = getelementptr inbounds i8, ptr %1, i64 56
  %44 = load double, ptr %43, align 8, !tbaa !6
  %45 = load double, ptr %15, align 8, !tbaa !6
  %46 = fmul double %45, %45
  %47 = tail call double @llvm.fmuladd.f64(double %42, double %44, double %46)
  %48 = getelementptr inbounds i8, ptr %0, i64 32
  store double %47, ptr %48, align 8, !tbaa !6
  %49 = load double, ptr %25, align 8, !tbaa !6
  %50 = fmul double %49, 3.000000e-01
  %51 = tail call double @exp(double noundef %50) #11
  %52 = load double, ptr %1, align 8, !tbaa !6
  %53 = load double, ptr %25, align 8, !tbaa !6
  %54 = fmul double %53, %53
  %55 = tail call double @llvm.fmuladd.f64(double %51, double %52, double %54)
  %56 = getelementptr inbounds i8, ptr %0, i64 40
  store double %55, ptr %56, align 8, !tbaa !6
  %57 = load double, ptr %34, align 8, !tbaa !6
  %58 = fmul double %57, 3.000000e-01
  %59 = tail call double @exp(double noundef %58) #11
  %60 = load double, ptr %11, align 8, !tbaa !6
  %61 = load double, ptr %34, align 8, !tbaa !6
  %62 = fmul double %61, %61
  %63 = tail call double @llvm.fmuladd.f64(double %59, double %60, double %62)
  %64 = getelementptr inbounds i8, ptr %0, i64 48
  store double %63, ptr %64, align 8, !tbaa !6
  %65 = load double, ptr %43, align 8, !tbaa !6
  %66 = fmul double %65, 3.000000e-01
  %67 = tail call double @exp(double noundef %66) #11
  %68 = load double, ptr %21, align 8, !tbaa !6
  %69 = load double, ptr %43, align 8, !tbaa !6
  %70 = fmul double %69, %69
  %71 = tail call double @llvm.fmuladd.f64(double %67, double %68, double %70)
  %72 = getelementptr inbounds i8, ptr %0, i64 56
  store double %71, ptr %72, align 8, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal double @dot16(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #7 {
  %3 = load double, ptr %0, align 8, !tbaa !6
  %4 = load double, ptr %1, align 8, !tbaa !6
  %5 = fmul double %3, %4
  %6 = tail call double @llvm.fmuladd.f64(double %5, double %3, double 0.000000e+00)
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load double, ptr %7, align 8, !tbaa !6
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  %10 = load double, ptr %9, align 8, !tbaa !6
  %11 = fmul double %8, %10
  %12 = tail call double @llvm.fmuladd.f64(double %11, double %8, double %6)
  %13 = getelementptr inbounds i8, ptr %0, i64 16
  %14 = load double, ptr %13, align 8, !tbaa !6
  %15 = getelementptr inbounds i8, ptr %1, i64 16
  %16 = load double, ptr %15, align 8, !tbaa !6
  %17 = fmul double %14, %16
  %18 = tail call double @llvm.fmuladd.f64(double %17, double %14, double %12)
  %19 = getelementptr inbounds i8, ptr %0, i64 24
  %20 = load double, ptr %19, align 8, !tbaa !6
  %21 = getelementptr inbounds i8, ptr %1, i64 24
  %22 = load double, ptr %21, align 8, !tbaa !6
  %23 = fmul double %20, %22
  %24 = tail call double @llvm.fmuladd.f64(double %23, double %20, double %18)
  %25 = getelementptr inbounds i8, ptr %0, i64 32
  %26 = load double, ptr %25, align 8, !tbaa !6
  %27 = getelementptr inbounds i8, ptr %1, i64 32
  %28 = load double, ptr %27, align 8, !tbaa !6
  %29 = fmul double %26, %28
  %30 = tail call double @llvm.fmuladd.f64(double %29, double %26, double %24)
  %31 = getelementptr inbounds i8, ptr %0, i64 40
  %32 = load double, ptr %31, align 8, !tbaa !6
  %33 = getelementptr inbounds i8, ptr %1, i64 40
  %34 = load double, ptr %33, align 8, !tbaa !6
  %35 = fmul double %32, %34
  %36 = tail call double @llvm.fmuladd.f64(double %35, double %32, double %30)
  %37 = getelementptr inbounds i8, ptr %0, i64 48
  %38 = load double, ptr %37, align 8, !tbaa !6
  %39 = getelementptr inbounds i8, ptr %1, i64 48
  %40 = load double, ptr %39, align 8, !tbaa !6
  %41 = fmul double %38, %40
  %42 = tail call double @llvm.fmuladd.f64(double %41, double %38, double %36)
  %43 = getelementptr inbounds i8, ptr %0, i64 56
  %44 = load double, ptr %43, align 8, !tbaa !6
  %45 = getelementptr inbounds i8, ptr %1, i64 56
  %46 = load double, ptr %45, align 8, !tbaa !6
  %47 = fmul double %44, %46
  %48 = tail call double @llvm.fmuladd.f64(double %47, double %44, double %42)
  %49 = getelementptr inbounds i8, ptr %0, i64 64
  %50 = load double, ptr %49, align 8, !tbaa !6
  %51 = getelementptr inbounds i8, ptr %1, i64 64
  %52 = load double, ptr %51, align 8, !tbaa !6
  %53 = fmul double %50, %52
  %54 = tail call double @llvm.fmuladd.f64(double %53, double %50, double %48)
  %55 = getelementptr inbounds i8, ptr %0, i64 72
  %56 = load double, ptr %55, align 8, !tbaa !6
  %57 = getelementptr inbounds i8, ptr %1, i64 72
  %58 = load double, ptr %57, align 8, !tbaa !6
  %59 = fmul double %56, %58
  %60 = tail call double @llvm.fmuladd.f64(double %59, double %56, double %54)
  %61 = getelementptr inbounds i8, ptr %0, i64 80
  %62 = load double, ptr %61, align 8, !tbaa !6
  %63 = getelementptr inbounds i8, ptr %1, i64 80
  %64 = load double, ptr %63, align 8, !tbaa !6
  %65 = fmul double %62, %64
  %66 = tail call double @llvm.fmuladd.f64(double %65, double %62, double %60)
  %67 = getelementptr inbounds i8, ptr %0, i64 88
  %68 = load double, ptr %67, align 8, !tbaa !6
  %69 = getelementptr inbounds i8, ptr %1, i64 88
  %70 = load double, ptr %69, align 8, !tbaa !6
  %71 = fmul double %68, %70
  %72 = tail call double @llvm.fmuladd.f64(double %71, double %68, double %66)
  %73 = getelementptr inbounds i8, ptr %0, i64 96
  %74 = load double, ptr %73, align 8, !tbaa !6
  %75 = getelementptr inbounds i8, ptr %1, i64 96
  %76 = load double, ptr %75, align 8, !tbaa !6
  %77 = fmul double %74, %76
  %78 = tail call double @llvm.fmuladd.f64(double %77, double %74, double %72)
  %79 = getelementptr inbounds i8, ptr %0, i64 104
  %80 = load double, ptr %79, align 8, !tbaa !6
  %81 = getelementptr inbounds i8, ptr %1, i64 104
  %82 = load double, ptr %81, align 8, !tbaa !6
  %83 = fmul double %80, %82
  %84 = tail call double @llvm.fmuladd.f64(double %83, double %80, double %78)
  %85 = getelementptr inbounds i8, ptr %0, i64 112
  %86 = load double, ptr %85, align 8, !tbaa !6
  %87 = getelementptr inbounds i8, ptr %1, i64 112
  %88 = load double, ptr %87, align 8, !tbaa !6
  %89 = fmul double %86, %88
  %90 = tail call double @llvm.fmuladd.f64(double %89, double %86, double %84)
  %91 = getelementptr inbounds i8, ptr %0, i64 120
  %92 = load double, ptr %91, align 8, !tbaa !6
  %93 = getelementptr inbounds i8, ptr %1, i64 120
  %94 = load double, ptr %93, align 8, !tbaa !6
  %95 = fmul double %92, %94
  %96 = tail call double @llvm.fmuladd.f64(double %95, double %92, double %90)
  ret double %96
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #10

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind }
attributes #10 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
