; ModuleID = 'fwd/39_const_args.c'
source_filename = "fwd/39_const_args.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [19 x i8] c"mix db (a,c const)\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.1 = private unnamed_addr constant [20 x i8] c"mix da+dc (b const)\00", align 1
@__const.main.table = private unnamed_addr constant [4 x double] [double 5.000000e-01, double -1.000000e+00, double 2.000000e+00, double 2.500000e-01], align 8
@__const.main.idx = private unnamed_addr constant [3 x i32] [i32 2, i32 0, i32 3], align 4
@enzyme_dup = external local_unnamed_addr global i32, align 4
@.str.2 = private unnamed_addr constant [17 x i8] c"lookup_scale[%d]\00", align 1
@__const.main.x = private unnamed_addr constant [2 x double] [double 8.000000e-01, double -1.100000e+00], align 8
@__const.main.dx = private unnamed_addr constant [2 x double] [double 1.000000e+00, double 4.000000e-01], align 8
@.str.3 = private unnamed_addr constant [21 x i8] c"matvec[%d] (A const)\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"last_active\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [4 x double], align 8
  %2 = alloca [3 x i32], align 4
  %3 = alloca [3 x double], align 8
  %4 = alloca [3 x double], align 8
  %5 = alloca [32 x i8], align 1
  %6 = alloca [6 x double], align 16
  %7 = alloca [2 x double], align 8
  %8 = alloca [2 x double], align 8
  %9 = alloca [3 x double], align 8
  %10 = alloca [3 x double], align 8
  %11 = alloca [5 x double], align 16
  %12 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %13 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @mix, i32 noundef %12, double noundef 1.200000e+00, double noundef 0x3FE6666666666666, double noundef 1.000000e+00, i32 noundef %12, double noundef 4.000000e-01) #12
  %14 = fadd double %13, 0xBFF968FBB4CA403F
  %15 = tail call double @llvm.fabs.f64(double %14)
  %16 = fcmp ugt double %15, 0x3EBAA4F8238FFFFF
  %17 = select i1 %16, ptr @.str.6, ptr @.str.7
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef %13, double noundef 0x3FF968FBB4CA403F, ptr noundef nonnull %17)
  %19 = zext i1 %16 to i32
  %20 = load i32, ptr @fails, align 4, !tbaa !6
  %21 = add nsw i32 %20, %19
  store i32 %21, ptr @fails, align 4, !tbaa !6
  %22 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %23 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @mix, double noundef 1.200000e+00, double noundef 1.000000e+00, i32 noundef %22, double noundef 0x3FE6666666666666, double noundef 4.000000e-01, double noundef 1.000000e+00) #12
  %24 = fadd double %23, 0xBFFC665FBF2E309F
  %25 = tail call double @llvm.fabs.f64(double %24)
  %26 = fcmp ugt double %25, 0x3EBDC78A29B4CCCB
  %27 = select i1 %26, ptr @.str.6, ptr @.str.7
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef %23, double noundef 0x3FFC665FBF2E309F, ptr noundef nonnull %27)
  %29 = zext i1 %26 to i32
  %30 = load i32, ptr @fails, align 4, !tbaa !6
  %31 = add nsw i32 %30, %29
  store i32 %31, ptr @fails, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %1, ptr noundef nonnull align 8 dereferenceable(32) @__const.main.table, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %2, ptr noundef nonnull align 4 dereferenceable(12) @__const.main.idx, i64 12, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #12
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #12
  %32 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %33 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %34 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @lookup_scale, i32 noundef %32, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %33, ptr noundef nonnull %1, i32 noundef %33, ptr noundef nonnull %2, double noundef 1.500000e+00, double noundef 1.000000e+00, i32 noundef 3) #12
  %35 = load i32, ptr %2, align 4, !tbaa !6
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds double, ptr %1, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !10
  %39 = fmul double %38, 1.500010e+00
  %40 = add nsw i32 %35, 1
  %41 = srem i32 %40, 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds double, ptr %1, i64 %42
  %44 = load double, ptr %43, align 8, !tbaa !10
  %45 = call double @llvm.fmuladd.f64(double %39, double 1.500010e+00, double %44)
  %46 = getelementptr inbounds i8, ptr %2, i64 4
  %47 = load i32, ptr %46, align 4, !tbaa !6
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds double, ptr %1, i64 %48
  %50 = load double, ptr %49, align 8, !tbaa !10
  %51 = fmul double %50, 1.500010e+00
  %52 = add nsw i32 %47, 1
  %53 = srem i32 %52, 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds double, ptr %1, i64 %54
  %56 = load double, ptr %55, align 8, !tbaa !10
  %57 = call double @llvm.fmuladd.f64(double %51, double 1.500010e+00, double %56)
  %58 = getelementptr inbounds i8, ptr %2, i64 8
  %59 = load i32, ptr %58, align 4, !tbaa !6
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds double, ptr %1, i64 %60
  %62 = load double, ptr %61, align 8, !tbaa !10
  %63 = fmul double %62, 1.500010e+00
  %64 = add nsw i32 %59, 1
  %65 = srem i32 %64, 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds double, ptr %1, i64 %66
  %68 = load double, ptr %67, align 8, !tbaa !10
  %69 = call double @llvm.fmuladd.f64(double %63, double 1.500010e+00, double %68)
  %70 = fmul double %38, 1.499990e+00
  %71 = call double @llvm.fmuladd.f64(double %70, double 1.499990e+00, double %44)
  %72 = fmul double %50, 1.499990e+00
  %73 = call double @llvm.fmuladd.f64(double %72, double 1.499990e+00, double %56)
  %74 = fmul double %62, 1.499990e+00
  %75 = call double @llvm.fmuladd.f64(double %74, double 1.499990e+00, double %68)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #12
  %76 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 32, ptr noundef nonnull @.str.2, i32 noundef 0) #12
  %77 = load double, ptr %4, align 8, !tbaa !10
  %78 = fsub double %45, %71
  %79 = fdiv double %78, 2.000000e-05
  %80 = fsub double %77, %79
  %81 = call double @llvm.fabs.f64(double %80)
  %82 = call double @llvm.fabs.f64(double %79)
  %83 = call double @llvm.maxnum.f64(double %82, double 1.000000e+00)
  %84 = fmul double %83, 0x3EB0C6F7A0B5ED8D
  %85 = fcmp ugt double %81, %84
  %86 = fcmp ule double %82, 1.000000e-09
  %87 = or i1 %86, %85
  %88 = select i1 %87, ptr @.str.6, ptr @.str.7
  %89 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %5, double noundef %77, double noundef %79, ptr noundef nonnull %88)
  %90 = zext i1 %87 to i32
  %91 = load i32, ptr @fails, align 4, !tbaa !6
  %92 = add nsw i32 %91, %90
  store i32 %92, ptr @fails, align 4, !tbaa !6
  %93 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 32, ptr noundef nonnull @.str.2, i32 noundef 1) #12
  %94 = getelementptr inbounds i8, ptr %4, i64 8
  %95 = load double, ptr %94, align 8, !tbaa !10
  %96 = fsub double %57, %73
  %97 = fdiv double %96, 2.000000e-05
  %98 = fsub double %95, %97
  %99 = call double @llvm.fabs.f64(double %98)
  %100 = call double @llvm.fabs.f64(double %97)
  %101 = call double @llvm.maxnum.f64(double %100, double 1.000000e+00)
  %102 = fmul double %101, 0x3EB0C6F7A0B5ED8D
  %103 = fcmp ugt double %99, %102
  %104 = fcmp ule double %100, 1.000000e-09
  %105 = or i1 %104, %103
  %106 = select i1 %105, ptr @.str.6, ptr @.str.7
  %107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %5, double noundef %95, double noundef %97, ptr noundef nonnull %106)
  %108 = zext i1 %105 to i32
  %109 = load i32, ptr @fails, align 4, !tbaa !6
  %110 = add nsw i32 %109, %108
  store i32 %110, ptr @fails, align 4, !tbaa !6
  %111 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 32, ptr noundef nonnull @.str.2, i32 noundef 2) #12
  %112 = getelementptr inbounds i8, ptr %4, i64 16
  %113 = load double, ptr %112, align 8, !tbaa !10
  %114 = fsub double %69, %75
  %115 = fdiv double %114, 2.000000e-05
  %116 = fsub double %113, %115
  %117 = call double @llvm.fabs.f64(double %116)
  %118 = call double @llvm.fabs.f64(double %115)
  %119 = call double @llvm.maxnum.f64(double %118, double 1.000000e+00)
  %120 = fmul double %119, 0x3EB0C6F7A0B5ED8D
  %121 = fcmp ugt double %117, %120
  %122 = fcmp ule double %118, 1.000000e-09
  %123 = or i1 %122, %121
  %124 = select i1 %123, ptr @.str.6, ptr @.str.7
  %125 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %5, double noundef %113, double noundef %115, ptr noundef nonnull %124)
  %126 = zext i1 %123 to i32
  %127 = load i32, ptr @fails, align 4, !tbaa !6
  %128 = add nsw i32 %127, %126
  store i32 %128, ptr @fails, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %6) #12
  %129 = getelementptr inbounds i8, ptr %6, i64 8
  store <2 x double> <double 1.000000e+00, double -5.000000e-01>, ptr %6, align 16
  %130 = getelementptr inbounds i8, ptr %6, i64 16
  store <2 x double> <double 2.000000e+00, double 3.000000e-01>, ptr %130, align 16
  %131 = getelementptr inbounds i8, ptr %6, i64 32
  store <2 x double> <double 0x3FE6666666666666, double -1.200000e+00>, ptr %131, align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(16) @__const.main.x, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) @__const.main.dx, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #12
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #12
  %132 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %133 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %134 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @matvec, i32 noundef %132, ptr noundef nonnull %9, ptr noundef nonnull %10, i32 noundef %133, ptr noundef nonnull %6, i32 noundef %132, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %133, i32 noundef 3, i32 noundef %133, i32 noundef 2) #12
  %135 = load double, ptr %6, align 16, !tbaa !10
  %136 = call double @llvm.fmuladd.f64(double %135, double 8.000100e-01, double 0.000000e+00)
  %137 = load double, ptr %129, align 8, !tbaa !10
  %138 = call double @llvm.fmuladd.f64(double %137, double 0xBFF1999567DBB16D, double %136)
  %139 = fmul double %138, 8.000100e-01
  %140 = load double, ptr %130, align 16, !tbaa !10
  %141 = call double @llvm.fmuladd.f64(double %140, double 8.000100e-01, double 0.000000e+00)
  %142 = getelementptr inbounds i8, ptr %6, i64 24
  %143 = load double, ptr %142, align 8, !tbaa !10
  %144 = call double @llvm.fmuladd.f64(double %143, double 0xBFF1999567DBB16D, double %141)
  %145 = fmul double %144, 0xBFF1999567DBB16D
  %146 = load double, ptr %131, align 16, !tbaa !10
  %147 = call double @llvm.fmuladd.f64(double %146, double 8.000100e-01, double 0.000000e+00)
  %148 = getelementptr inbounds i8, ptr %6, i64 40
  %149 = load double, ptr %148, align 8, !tbaa !10
  %150 = call double @llvm.fmuladd.f64(double %149, double 0xBFF1999567DBB16D, double %147)
  %151 = fmul double %150, 8.000100e-01
  %152 = call double @llvm.fmuladd.f64(double %135, double 0x3FE99984A0E410B7, double 0.000000e+00)
  %153 = call double @llvm.fmuladd.f64(double %137, double 0xBFF1999DCB5781C7, double %152)
  %154 = fmul double %153, 0x3FE99984A0E410B7
  %155 = call double @llvm.fmuladd.f64(double %140, double 0x3FE99984A0E410B7, double 0.000000e+00)
  %156 = call double @llvm.fmuladd.f64(double %143, double 0xBFF1999DCB5781C7, double %155)
  %157 = fmul double %156, 0xBFF1999DCB5781C7
  %158 = call double @llvm.fmuladd.f64(double %146, double 0x3FE99984A0E410B7, double 0.000000e+00)
  %159 = call double @llvm.fmuladd.f64(double %149, double 0xBFF1999DCB5781C7, double %158)
  %160 = fmul double %159, 0x3FE99984A0E410B7
  %161 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 32, ptr noundef nonnull @.str.3, i32 noundef 0) #12
  %162 = load double, ptr %10, align 8, !tbaa !10
  %163 = fsub double %139, %154
  %164 = fdiv double %163, 2.000000e-05
  %165 = fsub double %162, %164
  %166 = call double @llvm.fabs.f64(double %165)
  %167 = call double @llvm.fabs.f64(double %164)
  %168 = call double @llvm.maxnum.f64(double %167, double 1.000000e+00)
  %169 = fmul double %168, 0x3EB0C6F7A0B5ED8D
  %170 = fcmp ugt double %166, %169
  %171 = fcmp ule double %167, 1.000000e-09
  %172 = or i1 %171, %170
  %173 = select i1 %172, ptr @.str.6, ptr @.str.7
  %174 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %5, double noundef %162, double noundef %164, ptr noundef nonnull %173)
  %175 = zext i1 %172 to i32
  %176 = load i32, ptr @fails, align 4, !tbaa !6
  %177 = add nsw i32 %176, %175
  store i32 %177, ptr @fails, align 4, !tbaa !6
  %178 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 32, ptr noundef nonnull @.str.3, i32 noundef 1) #12
  %179 = getelementptr inbounds i8, ptr %10, i64 8
  %180 = load double, ptr %179, align 8, !tbaa !10
  %181 = fsub double %145, %157
  %182 = fdiv double %181, 2.000000e-05
  %183 = fsub double %180, %182
  %184 = call double @llvm.fabs.f64(double %183)
  %185 = call double @llvm.fabs.f64(double %182)
  %186 = call double @llvm.maxnum.f64(double %185, double 1.000000e+00)
  %187 = fmul double %186, 0x3EB0C6F7A0B5ED8D
  %188 = fcmp ugt double %184, %187
  %189 = fcmp ule double %185, 1.000000e-09
  %190 = or i1 %189, %188
  %191 = select i1 %190, ptr @.str.6, ptr @.str.7
  %192 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %5, double noundef %180, double noundef %182, ptr noundef nonnull %191)
  %193 = zext i1 %190 to i32
  %194 = load i32, ptr @fails, align 4, !tbaa !6
  %195 = add nsw i32 %194, %193
  store i32 %195, ptr @fails, align 4, !tbaa !6
  %196 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 32, ptr noundef nonnull @.str.3, i32 noundef 2) #12
  %197 = getelementptr inbounds i8, ptr %10, i64 16
  %198 = load double, ptr %197, align 8, !tbaa !10
  %199 = fsub double %151, %160
  %200 = fdiv double %199, 2.000000e-05
  %201 = fsub double %198, %200
  %202 = call double @llvm.fabs.f64(double %201)
  %203 = call double @llvm.fabs.f64(double %200)
  %204 = call double @llvm.maxnum.f64(double %203, double 1.000000e+00)
  %205 = fmul double %204, 0x3EB0C6F7A0B5ED8D
  %206 = fcmp ugt double %202, %205
  %207 = fcmp ule double %203, 1.000000e-09
  %208 = or i1 %207, %206
  %209 = select i1 %208, ptr @.str.6, ptr @.str.7
  %210 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %5, double noundef %198, double noundef %200, ptr noundef nonnull %209)
  %211 = zext i1 %208 to i32
  %212 = load i32, ptr @fails, align 4, !tbaa !6
  %213 = add nsw i32 %212, %211
  store i32 %213, ptr @fails, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %11) #12
  %214 = getelementptr inbounds i8, ptr %11, i64 8
  store <2 x double> <double 1.000000e+00, double -2.000000e+00>, ptr %11, align 16
  %215 = getelementptr inbounds i8, ptr %11, i64 16
  %216 = getelementptr inbounds i8, ptr %11, i64 24
  store <2 x double> <double 5.000000e-01, double 3.000000e+00>, ptr %215, align 16
  %217 = getelementptr inbounds i8, ptr %11, i64 32
  store double -1.000000e+00, ptr %217, align 16
  %218 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %219 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @last_active, i32 noundef 5, i32 noundef %218, ptr noundef nonnull %11, double noundef 9.000000e-01, double noundef 1.000000e+00) #12
  %220 = load double, ptr %11, align 16, !tbaa !10
  %221 = load double, ptr %214, align 8, !tbaa !10
  %222 = load double, ptr %215, align 16, !tbaa !10
  %223 = load double, ptr %216, align 8, !tbaa !10
  %224 = load double, ptr %217, align 16, !tbaa !10
  %225 = fadd double %220, 0.000000e+00
  %226 = call double @llvm.fmuladd.f64(double %225, double 0x3FECCCB7D41743EA, double %221)
  %227 = call double @llvm.fmuladd.f64(double %226, double 0x3FECCCB7D41743EA, double %222)
  %228 = call double @llvm.fmuladd.f64(double %227, double 0x3FECCCB7D41743EA, double %223)
  %229 = call double @llvm.fmuladd.f64(double %228, double 0x3FECCCB7D41743EA, double %224)
  %230 = fadd double %220, 0.000000e+00
  %231 = call double @llvm.fmuladd.f64(double %230, double 0x3FECCCE1C58255B0, double %221)
  %232 = call double @llvm.fmuladd.f64(double %231, double 0x3FECCCE1C58255B0, double %222)
  %233 = call double @llvm.fmuladd.f64(double %232, double 0x3FECCCE1C58255B0, double %223)
  %234 = call double @llvm.fmuladd.f64(double %233, double 0x3FECCCE1C58255B0, double %224)
  %235 = fsub double %234, %229
  %236 = fdiv double %235, 2.000000e-05
  %237 = fsub double %219, %236
  %238 = call double @llvm.fabs.f64(double %237)
  %239 = call double @llvm.fabs.f64(double %236)
  %240 = call double @llvm.maxnum.f64(double %239, double 1.000000e+00)
  %241 = fmul double %240, 0x3EB0C6F7A0B5ED8D
  %242 = fcmp ugt double %238, %241
  %243 = fcmp ule double %239, 1.000000e-09
  %244 = or i1 %243, %242
  %245 = select i1 %244, ptr @.str.6, ptr @.str.7
  %246 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, double noundef %219, double noundef %236, ptr noundef nonnull %245)
  %247 = zext i1 %244 to i32
  %248 = load i32, ptr @fails, align 4, !tbaa !6
  %249 = add nsw i32 %248, %247
  store i32 %249, ptr @fails, align 4, !tbaa !6
  %250 = icmp eq i32 %249, 0
  %251 = select i1 %250, ptr @.str.7, ptr @.str.6
  %252 = call i32 @puts(ptr nonnull dereferenceable(1) %251)
  %253 = load i32, ptr @fails, align 4, !tbaa !6
  %254 = icmp ne i32 %253, 0
  %255 = zext i1 %254 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %11) #12
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #12
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #12
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #12
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #12
  ret i32 %255
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @mix(double noundef %0, double noundef %1, double noundef %2) #3 {
  %4 = tail call double @sin(double noundef %1) #12
  %5 = fneg double %2
  %6 = tail call double @exp(double noundef %5) #12
  %7 = fmul double %6, %1
  %8 = tail call double @llvm.fmuladd.f64(double %0, double %4, double %7)
  %9 = tail call double @llvm.fmuladd.f64(double %0, double %2, double %8)
  ret double %9
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @lookup_scale(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, double noundef %3, i32 noundef %4) #5 {
  %6 = icmp sgt i32 %4, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %5
  %8 = zext nneg i32 %4 to i64
  br label %10

9:                                                ; preds = %10, %5
  ret void

10:                                               ; preds = %7, %10
  %11 = phi i64 [ 0, %7 ], [ %25, %10 ]
  %12 = getelementptr inbounds i32, ptr %2, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds double, ptr %1, i64 %14
  %16 = load double, ptr %15, align 8, !tbaa !10
  %17 = fmul double %16, %3
  %18 = add nsw i32 %13, 1
  %19 = srem i32 %18, 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds double, ptr %1, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !10
  %23 = tail call double @llvm.fmuladd.f64(double %17, double %3, double %22)
  %24 = getelementptr inbounds double, ptr %0, i64 %11
  store double %23, ptr %24, align 8, !tbaa !10
  %25 = add nuw nsw i64 %11, 1
  %26 = icmp eq i64 %25, %8
  br i1 %26, label %9, label %10, !llvm.loop !12
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @matvec(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4) #5 {
  %6 = icmp sgt i32 %3, 0
  br i1 %6, label %7, label %40

7:                                                ; preds = %5
  %8 = icmp sgt i32 %4, 0
  %9 = zext i32 %4 to i64
  %10 = zext nneg i32 %3 to i64
  %11 = icmp ult i32 %4, 4
  %12 = and i64 %9, 2147483644
  %13 = icmp eq i64 %12, %9
  br label %14

14:                                               ; preds = %7, %41
  %15 = phi i64 [ 0, %7 ], [ %50, %41 ]
  br i1 %8, label %16, label %41

16:                                               ; preds = %14
  %17 = mul nuw nsw i64 %15, %9
  %18 = getelementptr inbounds double, ptr %1, i64 %17
  br i1 %11, label %19, label %22

19:                                               ; preds = %39, %16
  %20 = phi i64 [ 0, %16 ], [ %12, %39 ]
  %21 = phi double [ 0.000000e+00, %16 ], [ %36, %39 ]
  br label %52

22:                                               ; preds = %16, %22
  %23 = phi i64 [ %37, %22 ], [ 0, %16 ]
  %24 = phi double [ %36, %22 ], [ 0.000000e+00, %16 ]
  %25 = getelementptr inbounds double, ptr %18, i64 %23
  %26 = getelementptr inbounds i8, ptr %25, i64 16
  %27 = load <2 x double>, ptr %25, align 8, !tbaa !10
  %28 = load <2 x double>, ptr %26, align 8, !tbaa !10
  %29 = getelementptr inbounds double, ptr %2, i64 %23
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load <2 x double>, ptr %29, align 8, !tbaa !10
  %32 = load <2 x double>, ptr %30, align 8, !tbaa !10
  %33 = fmul <2 x double> %27, %31
  %34 = fmul <2 x double> %28, %32
  %35 = tail call double @llvm.vector.reduce.fadd.v2f64(double %24, <2 x double> %33)
  %36 = tail call double @llvm.vector.reduce.fadd.v2f64(double %35, <2 x double> %34)
  %37 = add nuw i64 %23, 4
  %38 = icmp eq i64 %37, %12
  br i1 %38, label %39, label %22, !llvm.loop !14

39:                                               ; preds = %22
  br i1 %13, label %41, label %19

40:                                               ; preds = %41, %5
  ret void

41:                                               ; preds = %52, %39, %14
  %42 = phi double [ 0.000000e+00, %14 ], [ %36, %39 ], [ %59, %52 ]
  %43 = trunc nuw nsw i64 %15 to i32
  %44 = srem i32 %43, %4
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds double, ptr %2, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !10
  %48 = fmul double %42, %47
  %49 = getelementptr inbounds double, ptr %0, i64 %15
  store double %48, ptr %49, align 8, !tbaa !10
  %50 = add nuw nsw i64 %15, 1
  %51 = icmp eq i64 %50, %10
  br i1 %51, label %40, label %14, !llvm.loop !17

52:                                               ; preds = %19, %52
  %53 = phi i64 [ %60, %52 ], [ %20, %19 ]
  %54 = phi double [ %59, %52 ], [ %21, %19 ]
  %55 = getelementptr inbounds double, ptr %18, i64 %53
  %56 = load double, ptr %55, align 8, !tbaa !10
  %57 = getelementptr inbounds double, ptr %2, i64 %53
  %58 = load double, ptr %57, align 8, !tbaa !10
  %59 = tail call double @llvm.fmuladd.f64(double %56, double %58, double %54)
  %60 = add nuw nsw i64 %53, 1
  %61 = icmp eq i64 %60, %9
  br i1 %61, label %41, label %52, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @last_active(i32 noundef %0, ptr nocapture noundef readonly %1, double noundef %2) #7 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext nneg i32 %0 to i64
  br label %9

7:                                                ; preds = %9, %3
  %8 = phi double [ 0.000000e+00, %3 ], [ %14, %9 ]
  ret double %8

9:                                                ; preds = %5, %9
  %10 = phi i64 [ 0, %5 ], [ %15, %9 ]
  %11 = phi double [ 0.000000e+00, %5 ], [ %14, %9 ]
  %12 = getelementptr inbounds double, ptr %1, i64 %10
  %13 = load double, ptr %12, align 8, !tbaa !10
  %14 = tail call double @llvm.fmuladd.f64(double %11, double %2, double %13)
  %15 = add nuw nsw i64 %10, 1
  %16 = icmp eq i64 %15, %6
  br i1 %16, label %7, label %9, !llvm.loop !19
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #11

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13, !15, !16}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !13, !16, !15}
!19 = distinct !{!19, !13}
