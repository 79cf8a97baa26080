; ModuleID = 'fwd/39_const_args.c'
source_filename = "fwd/39_const_args.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [19 x i8] c"mix db (a,c const)\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.1 = private unnamed_addr constant [20 x i8] c"mix da+dc (b const)\00", align 1
@__const.main.table = private unnamed_addr constant [4 x double] [double 5.000000e-01, double -1.000000e+00, double 2.000000e+00, double 2.500000e-01], align 16
@__const.main.idx = private unnamed_addr constant [3 x i32] [i32 2, i32 0, i32 3], align 4
@enzyme_dup = external local_unnamed_addr global i32, align 4
@.str.2 = private unnamed_addr constant [17 x i8] c"lookup_scale[%d]\00", align 1
@__const.main.x = private unnamed_addr constant [2 x double] [double 8.000000e-01, double -1.100000e+00], align 16
@__const.main.dx = private unnamed_addr constant [2 x double] [double 1.000000e+00, double 4.000000e-01], align 16
@.str.3 = private unnamed_addr constant [21 x i8] c"matvec[%d] (A const)\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"last_active\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [4 x double], align 16
  %2 = alloca [3 x i32], align 4
  %3 = alloca [3 x double], align 16
  %4 = alloca [3 x double], align 16
  %5 = alloca [32 x i8], align 16
  %6 = alloca [6 x double], align 16
  %7 = alloca [2 x double], align 16
  %8 = alloca [2 x double], align 16
  %9 = alloca [3 x double], align 16
  %10 = alloca [3 x double], align 16
  %11 = alloca [5 x double], align 16
  %12 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %13 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @mix, i32 noundef %12, double noundef 1.200000e+00, double noundef 0x3FE6666666666666, double noundef 1.000000e+00, i32 noundef %12, double noundef 4.000000e-01) #12
  %14 = fadd double %13, 0xBFF968FBB4CA403F
  %15 = tail call double @llvm.fabs.f64(double %14)
  %16 = fcmp ugt double %15, 0x3EBAA4F8238FFFFF
  %17 = select i1 %16, ptr @.str.6, ptr @.str.7
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef %13, double noundef 0x3FF968FBB4CA403F, ptr noundef nonnull %17)
  %19 = zext i1 %16 to i32
  %20 = load i32, ptr @fails, align 4, !tbaa !5
  %21 = add nsw i32 %20, %19
  store i32 %21, ptr @fails, align 4, !tbaa !5
  %22 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %23 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @mix, double noundef 1.200000e+00, double noundef 1.000000e+00, i32 noundef %22, double noundef 0x3FE6666666666666, double noundef 4.000000e-01, double noundef 1.000000e+00) #12
  %24 = fadd double %23, 0xBFFC665FBF2E309F
  %25 = tail call double @llvm.fabs.f64(double %24)
  %26 = fcmp ugt double %25, 0x3EBDC78A29B4CCCB
  %27 = select i1 %26, ptr @.str.6, ptr @.str.7
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef %23, double noundef 0x3FFC665FBF2E309F, ptr noundef nonnull %27)
  %29 = zext i1 %26 to i32
  %30 = load i32, ptr @fails, align 4, !tbaa !5
  %31 = add nsw i32 %30, %29
  store i32 %31, ptr @fails, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.table, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %2, ptr noundef nonnull align 4 dereferenceable(12) @__const.main.idx, i64 12, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #12
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #12
  %32 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %33 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %34 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @lookup_scale, i32 noundef %32, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %33, ptr noundef nonnull %1, i32 noundef %33, ptr noundef nonnull %2, double noundef 1.500000e+00, double noundef 1.000000e+00, i32 noundef 3) #12
  %35 = load i32, ptr %2, align 4, !tbaa !5
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds double, ptr %1, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !9
  %39 = add nsw i32 %35, 1
  %40 = srem i32 %39, 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds double, ptr %1, i64 %41
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = getelementptr inbounds i8, ptr %2, i64 4
  %45 = load i32, ptr %44, align 4, !tbaa !5
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds double, ptr %1, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !9
  %49 = add nsw i32 %45, 1
  %50 = srem i32 %49, 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds double, ptr %1, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !9
  %54 = getelementptr inbounds i8, ptr %2, i64 8
  %55 = load i32, ptr %54, align 4, !tbaa !5
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds double, ptr %1, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !9
  %59 = add nsw i32 %55, 1
  %60 = srem i32 %59, 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds double, ptr %1, i64 %61
  %63 = load double, ptr %62, align 8, !tbaa !9
  %64 = insertelement <2 x double> poison, double %38, i64 0
  %65 = shufflevector <2 x double> %64, <2 x double> poison, <2 x i32> zeroinitializer
  %66 = fmul <2 x double> %65, <double 1.500010e+00, double 1.499990e+00>
  %67 = insertelement <2 x double> poison, double %43, i64 0
  %68 = shufflevector <2 x double> %67, <2 x double> poison, <2 x i32> zeroinitializer
  %69 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %66, <2 x double> <double 1.500010e+00, double 1.499990e+00>, <2 x double> %68)
  %70 = insertelement <2 x double> poison, double %48, i64 0
  %71 = shufflevector <2 x double> %70, <2 x double> poison, <2 x i32> zeroinitializer
  %72 = fmul <2 x double> %71, <double 1.500010e+00, double 1.499990e+00>
  %73 = insertelement <2 x double> poison, double %53, i64 0
  %74 = shufflevector <2 x double> %73, <2 x double> poison, <2 x i32> zeroinitializer
  %75 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %72, <2 x double> <double 1.500010e+00, double 1.499990e+00>, <2 x double> %74)
  %76 = insertelement <2 x double> poison, double %58, i64 0
  %77 = shufflevector <2 x double> %76, <2 x double> poison, <2 x i32> zeroinitializer
  %78 = fmul <2 x double> %77, <double 1.500010e+00, double 1.499990e+00>
  %79 = insertelement <2 x double> poison, double %63, i64 0
  %80 = shufflevector <2 x double> %79, <2 x double> poison, <2 x i32> zeroinitializer
  %81 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %78, <2 x double> <double 1.500010e+00, double 1.499990e+00>, <2 x double> %80)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #12
  %82 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 32, ptr noundef nonnull @.str.2, i32 noundef 0) #12
  %83 = load double, ptr %4, align 16, !tbaa !9
  %84 = shufflevector <2 x double> %69, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %85 = fsub <2 x double> %69, %84
  %86 = extractelement <2 x double> %85, i64 0
  %87 = fdiv double %86, 2.000000e-05
  %88 = fsub double %83, %87
  %89 = call double @llvm.fabs.f64(double %88)
  %90 = call double @llvm.fabs.f64(double %87)
  %91 = call double @llvm.maxnum.f64(double %90, double 1.000000e+00)
  %92 = fmul double %91, 0x3EB0C6F7A0B5ED8D
  %93 = fcmp ugt double %89, %92
  %94 = fcmp ule double %90, 1.000000e-09
  %95 = or i1 %94, %93
  %96 = select i1 %95, ptr @.str.6, ptr @.str.7
  %97 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %5, double noundef %83, double noundef %87, ptr noundef nonnull %96)
  %98 = zext i1 %95 to i32
  %99 = load i32, ptr @fails, align 4, !tbaa !5
  %100 = add nsw i32 %99, %98
  store i32 %100, ptr @fails, align 4, !tbaa !5
  %101 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 32, ptr noundef nonnull @.str.2, i32 noundef 1) #12
  %102 = getelementptr inbounds i8, ptr %4, i64 8
  %103 = load double, ptr %102, align 8, !tbaa !9
  %104 = shufflevector <2 x double> %75, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %105 = fsub <2 x double> %75, %104
  %106 = extractelement <2 x double> %105, i64 0
  %107 = fdiv double %106, 2.000000e-05
  %108 = fsub double %103, %107
  %109 = call double @llvm.fabs.f64(double %108)
  %110 = call double @llvm.fabs.f64(double %107)
  %111 = call double @llvm.maxnum.f64(double %110, double 1.000000e+00)
  %112 = fmul double %111, 0x3EB0C6F7A0B5ED8D
  %113 = fcmp ugt double %109, %112
  %114 = fcmp ule double %110, 1.000000e-09
  %115 = or i1 %114, %113
  %116 = select i1 %115, ptr @.str.6, ptr @.str.7
  %117 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %5, double noundef %103, double noundef %107, ptr noundef nonnull %116)
  %118 = zext i1 %115 to i32
  %119 = load i32, ptr @fails, align 4, !tbaa !5
  %120 = add nsw i32 %119, %118
  store i32 %120, ptr @fails, align 4, !tbaa !5
  %121 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 32, ptr noundef nonnull @.str.2, i32 noundef 2) #12
  %122 = getelementptr inbounds i8, ptr %4, i64 16
  %123 = load double, ptr %122, align 16, !tbaa !9
  %124 = shufflevector <2 x double> %81, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %125 = fsub <2 x double> %81, %124
  %126 = extractelement <2 x double> %125, i64 0
  %127 = fdiv double %126, 2.000000e-05
  %128 = fsub double %123, %127
  %129 = call double @llvm.fabs.f64(double %128)
  %130 = call double @llvm.fabs.f64(double %127)
  %131 = call double @llvm.maxnum.f64(double %130, double 1.000000e+00)
  %132 = fmul double %131, 0x3EB0C6F7A0B5ED8D
  %133 = fcmp ugt double %129, %132
  %134 = fcmp ule double %130, 1.000000e-09
  %135 = or i1 %134, %133
  %136 = select i1 %135, ptr @.str.6, ptr @.str.7
  %137 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %5, double noundef %123, double noundef %127, ptr noundef nonnull %136)
  %138 = zext i1 %135 to i32
  %139 = load i32, ptr @fails, align 4, !tbaa !5
  %140 = add nsw i32 %139, %138
  store i32 %140, ptr @fails, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %6) #12
  %141 = getelementptr inbounds i8, ptr %6, i64 8
  store <2 x double> <double 1.000000e+00, double -5.000000e-01>, ptr %6, align 16
  %142 = getelementptr inbounds i8, ptr %6, i64 16
  store <2 x double> <double 2.000000e+00, double 3.000000e-01>, ptr %142, align 16
  %143 = getelementptr inbounds i8, ptr %6, i64 32
  store <2 x double> <double 0x3FE6666666666666, double -1.200000e+00>, ptr %143, align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %7, ptr noundef nonnull align 16 dereferenceable(16) @__const.main.x, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %8, ptr noundef nonnull align 16 dereferenceable(16) @__const.main.dx, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #12
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #12
  %144 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %145 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %146 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @matvec, i32 noundef %144, ptr noundef nonnull %9, ptr noundef nonnull %10, i32 noundef %145, ptr noundef nonnull %6, i32 noundef %144, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %145, i32 noundef 3, i32 noundef %145, i32 noundef 2) #12
  %147 = load <2 x double>, ptr %6, align 16
  %148 = load <2 x double>, ptr %141, align 8
  %149 = load <2 x double>, ptr %142, align 16
  %150 = getelementptr inbounds i8, ptr %6, i64 24
  %151 = load <2 x double>, ptr %150, align 8
  %152 = load <2 x double>, ptr %143, align 16
  %153 = getelementptr inbounds i8, ptr %6, i64 40
  %154 = load double, ptr %153, align 8, !tbaa !9
  %155 = shufflevector <2 x double> %147, <2 x double> poison, <2 x i32> zeroinitializer
  %156 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %155, <2 x double> <double 8.000100e-01, double 0x3FE99984A0E410B7>, <2 x double> zeroinitializer)
  %157 = shufflevector <2 x double> %148, <2 x double> poison, <2 x i32> zeroinitializer
  %158 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %157, <2 x double> <double 0xBFF1999567DBB16D, double 0xBFF1999DCB5781C7>, <2 x double> %156)
  %159 = fmul <2 x double> %158, <double 8.000100e-01, double 0x3FE99984A0E410B7>
  %160 = shufflevector <2 x double> %149, <2 x double> poison, <2 x i32> zeroinitializer
  %161 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %160, <2 x double> <double 8.000100e-01, double 0x3FE99984A0E410B7>, <2 x double> zeroinitializer)
  %162 = shufflevector <2 x double> %151, <2 x double> poison, <2 x i32> zeroinitializer
  %163 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %162, <2 x double> <double 0xBFF1999567DBB16D, double 0xBFF1999DCB5781C7>, <2 x double> %161)
  %164 = fmul <2 x double> %163, <double 0xBFF1999567DBB16D, double 0xBFF1999DCB5781C7>
  %165 = shufflevector <2 x double> %152, <2 x double> poison, <2 x i32> zeroinitializer
  %166 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %165, <2 x double> <double 8.000100e-01, double 0x3FE99984A0E410B7>, <2 x double> zeroinitializer)
  %167 = insertelement <2 x double> poison, double %154, i64 0
  %168 = shufflevector <2 x double> %167, <2 x double> poison, <2 x i32> zeroinitializer
  %169 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %168, <2 x double> <double 0xBFF1999567DBB16D, double 0xBFF1999DCB5781C7>, <2 x double> %166)
  %170 = fmul <2 x double> %169, <double 8.000100e-01, double 0x3FE99984A0E410B7>
  %171 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 32, ptr noundef nonnull @.str.3, i32 noundef 0) #12
  %172 = load double, ptr %10, align 16, !tbaa !9
  %173 = shufflevector <2 x double> %159, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %174 = fsub <2 x double> %159, %173
  %175 = extractelement <2 x double> %174, i64 0
  %176 = fdiv double %175, 2.000000e-05
  %177 = fsub double %172, %176
  %178 = call double @llvm.fabs.f64(double %177)
  %179 = call double @llvm.fabs.f64(double %176)
  %180 = call double @llvm.maxnum.f64(double %179, double 1.000000e+00)
  %181 = fmul double %180, 0x3EB0C6F7A0B5ED8D
  %182 = fcmp ugt double %178, %181
  %183 = fcmp ule double %179, 1.000000e-09
  %184 = or i1 %183, %182
  %185 = select i1 %184, ptr @.str.6, ptr @.str.7
  %186 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %5, double noundef %172, double noundef %176, ptr noundef nonnull %185)
  %187 = zext i1 %184 to i32
  %188 = load i32, ptr @fails, align 4, !tbaa !5
  %189 = add nsw i32 %188, %187
  store i32 %189, ptr @fails, align 4, !tbaa !5
  %190 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 32, ptr noundef nonnull @.str.3, i32 noundef 1) #12
  %191 = getelementptr inbounds i8, ptr %10, i64 8
  %192 = load double, ptr %191, align 8, !tbaa !9
  %193 = shufflevector <2 x double> %164, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %194 = fsub <2 x double> %164, %193
  %195 = extractelement <2 x double> %194, i64 0
  %196 = fdiv double %195, 2.000000e-05
  %197 = fsub double %192, %196
  %198 = call double @llvm.fabs.f64(double %197)
  %199 = call double @llvm.fabs.f64(double %196)
  %200 = call double @llvm.maxnum.f64(double %199, double 1.000000e+00)
  %201 = fmul double %200, 0x3EB0C6F7A0B5ED8D
  %202 = fcmp ugt double %198, %201
  %203 = fcmp ule double %199, 1.000000e-09
  %204 = or i1 %203, %202
  %205 = select i1 %204, ptr @.str.6, ptr @.str.7
  %206 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %5, double noundef %192, double noundef %196, ptr noundef nonnull %205)
  %207 = zext i1 %204 to i32
  %208 = load i32, ptr @fails, align 4, !tbaa !5
  %209 = add nsw i32 %208, %207
  store i32 %209, ptr @fails, align 4, !tbaa !5
  %210 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 32, ptr noundef nonnull @.str.3, i32 noundef 2) #12
  %211 = getelementptr inbounds i8, ptr %10, i64 16
  %212 = load double, ptr %211, align 16, !tbaa !9
  %213 = shufflevector <2 x double> %170, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %214 = fsub <2 x double> %170, %213
  %215 = extractelement <2 x double> %214, i64 0
  %216 = fdiv double %215, 2.000000e-05
  %217 = fsub double %212, %216
  %218 = call double @llvm.fabs.f64(double %217)
  %219 = call double @llvm.fabs.f64(double %216)
  %220 = call double @llvm.maxnum.f64(double %219, double 1.000000e+00)
  %221 = fmul double %220, 0x3EB0C6F7A0B5ED8D
  %222 = fcmp ugt double %218, %221
  %223 = fcmp ule double %219, 1.000000e-09
  %224 = or i1 %223, %222
  %225 = select i1 %224, ptr @.str.6, ptr @.str.7
  %226 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %5, double noundef %212, double noundef %216, ptr noundef nonnull %225)
  %227 = zext i1 %224 to i32
  %228 = load i32, ptr @fails, align 4, !tbaa !5
  %229 = add nsw i32 %228, %227
  store i32 %229, ptr @fails, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %11) #12
  %230 = getelementptr inbounds i8, ptr %11, i64 8
  store <2 x double> <double 1.000000e+00, double -2.000000e+00>, ptr %11, align 16
  %231 = getelementptr inbounds i8, ptr %11, i64 16
  %232 = getelementptr inbounds i8, ptr %11, i64 24
  store <2 x double> <double 5.000000e-01, double 3.000000e+00>, ptr %231, align 16
  %233 = getelementptr inbounds i8, ptr %11, i64 32
  store double -1.000000e+00, ptr %233, align 16
  %234 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %235 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @last_active, i32 noundef 5, i32 noundef %234, ptr noundef nonnull %11, double noundef 9.000000e-01, double noundef 1.000000e+00) #12
  %236 = load <2 x double>, ptr %11, align 16
  %237 = load <2 x double>, ptr %230, align 8
  %238 = load <2 x double>, ptr %231, align 16
  %239 = load <2 x double>, ptr %232, align 8
  %240 = load double, ptr %233, align 16, !tbaa !9
  %241 = fadd <2 x double> %236, <double 0.000000e+00, double poison>
  %242 = shufflevector <2 x double> %241, <2 x double> poison, <2 x i32> zeroinitializer
  %243 = shufflevector <2 x double> %237, <2 x double> poison, <2 x i32> zeroinitializer
  %244 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %242, <2 x double> <double 0x3FECCCE1C58255B0, double 0x3FECCCB7D41743EA>, <2 x double> %243)
  %245 = shufflevector <2 x double> %238, <2 x double> poison, <2 x i32> zeroinitializer
  %246 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %244, <2 x double> <double 0x3FECCCE1C58255B0, double 0x3FECCCB7D41743EA>, <2 x double> %245)
  %247 = shufflevector <2 x double> %239, <2 x double> poison, <2 x i32> zeroinitializer
  %248 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %246, <2 x double> <double 0x3FECCCE1C58255B0, double 0x3FECCCB7D41743EA>, <2 x double> %247)
  %249 = insertelement <2 x double> poison, double %240, i64 0
  %250 = shufflevector <2 x double> %249, <2 x double> poison, <2 x i32> zeroinitializer
  %251 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %248, <2 x double> <double 0x3FECCCE1C58255B0, double 0x3FECCCB7D41743EA>, <2 x double> %250)
  %252 = shufflevector <2 x double> %251, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %253 = fsub <2 x double> %251, %252
  %254 = extractelement <2 x double> %253, i64 0
  %255 = fdiv double %254, 2.000000e-05
  %256 = fsub double %235, %255
  %257 = call double @llvm.fabs.f64(double %256)
  %258 = call double @llvm.fabs.f64(double %255)
  %259 = call double @llvm.maxnum.f64(double %258, double 1.000000e+00)
  %260 = fmul double %259, 0x3EB0C6F7A0B5ED8D
  %261 = fcmp ugt double %257, %260
  %262 = fcmp ule double %258, 1.000000e-09
  %263 = or i1 %262, %261
  %264 = select i1 %263, ptr @.str.6, ptr @.str.7
  %265 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, double noundef %235, double noundef %255, ptr noundef nonnull %264)
  %266 = zext i1 %263 to i32
  %267 = load i32, ptr @fails, align 4, !tbaa !5
  %268 = add nsw i32 %267, %266
  store i32 %268, ptr @fails, align 4, !tbaa !5
  %269 = icmp eq i32 %268, 0
  %270 = select i1 %269, ptr @.str.7, ptr @.str.6
  %271 = call i32 @puts(ptr nonnull dereferenceable(1) %270)
  %272 = load i32, ptr @fails, align 4, !tbaa !5
  %273 = icmp ne i32 %272, 0
  %274 = zext i1 %273 to i32
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
  ret i32 %274
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
  %13 = load i32, ptr %12, align 4, !tbaa !5
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds double, ptr %1, i64 %14
  %16 = load double, ptr %15, align 8, !tbaa !9
  %17 = fmul double %16, %3
  %18 = add nsw i32 %13, 1
  %19 = srem i32 %18, 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds double, ptr %1, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = tail call double @llvm.fmuladd.f64(double %17, double %3, double %22)
  %24 = getelementptr inbounds double, ptr %0, i64 %11
  store double %23, ptr %24, align 8, !tbaa !9
  %25 = add nuw nsw i64 %11, 1
  %26 = icmp eq i64 %25, %8
  br i1 %26, label %9, label %10, !llvm.loop !11
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @matvec(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4) #5 {
  %6 = icmp sgt i32 %3, 0
  br i1 %6, label %7, label %20

7:                                                ; preds = %5
  %8 = icmp sgt i32 %4, 0
  %9 = zext i32 %4 to i64
  %10 = zext nneg i32 %3 to i64
  %11 = and i64 %9, 3
  %12 = icmp ult i32 %4, 4
  %13 = and i64 %9, 2147483644
  %14 = icmp eq i64 %11, 0
  br label %15

15:                                               ; preds = %7, %37
  %16 = phi i64 [ 0, %7 ], [ %46, %37 ]
  br i1 %8, label %17, label %37

17:                                               ; preds = %15
  %18 = mul nuw nsw i64 %16, %9
  %19 = getelementptr inbounds double, ptr %1, i64 %18
  br i1 %12, label %21, label %48

20:                                               ; preds = %37, %5
  ret void

21:                                               ; preds = %48, %17
  %22 = phi double [ poison, %17 ], [ %74, %48 ]
  %23 = phi i64 [ 0, %17 ], [ %75, %48 ]
  %24 = phi double [ 0.000000e+00, %17 ], [ %74, %48 ]
  br i1 %14, label %37, label %25

25:                                               ; preds = %21, %25
  %26 = phi i64 [ %34, %25 ], [ %23, %21 ]
  %27 = phi double [ %33, %25 ], [ %24, %21 ]
  %28 = phi i64 [ %35, %25 ], [ 0, %21 ]
  %29 = getelementptr inbounds double, ptr %19, i64 %26
  %30 = load double, ptr %29, align 8, !tbaa !9
  %31 = getelementptr inbounds double, ptr %2, i64 %26
  %32 = load double, ptr %31, align 8, !tbaa !9
  %33 = tail call double @llvm.fmuladd.f64(double %30, double %32, double %27)
  %34 = add nuw nsw i64 %26, 1
  %35 = add i64 %28, 1
  %36 = icmp eq i64 %35, %11
  br i1 %36, label %37, label %25, !llvm.loop !13

37:                                               ; preds = %21, %25, %15
  %38 = phi double [ 0.000000e+00, %15 ], [ %22, %21 ], [ %33, %25 ]
  %39 = trunc nuw nsw i64 %16 to i32
  %40 = srem i32 %39, %4
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds double, ptr %2, i64 %41
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = fmul double %38, %43
  %45 = getelementptr inbounds double, ptr %0, i64 %16
  store double %44, ptr %45, align 8, !tbaa !9
  %46 = add nuw nsw i64 %16, 1
  %47 = icmp eq i64 %46, %10
  br i1 %47, label %20, label %15, !llvm.loop !15

48:                                               ; preds = %17, %48
  %49 = phi i64 [ %75, %48 ], [ 0, %17 ]
  %50 = phi double [ %74, %48 ], [ 0.000000e+00, %17 ]
  %51 = phi i64 [ %76, %48 ], [ 0, %17 ]
  %52 = getelementptr inbounds double, ptr %19, i64 %49
  %53 = load double, ptr %52, align 8, !tbaa !9
  %54 = getelementptr inbounds double, ptr %2, i64 %49
  %55 = load double, ptr %54, align 8, !tbaa !9
  %56 = tail call double @llvm.fmuladd.f64(double %53, double %55, double %50)
  %57 = or disjoint i64 %49, 1
  %58 = getelementptr inbounds double, ptr %19, i64 %57
  %59 = load double, ptr %58, align 8, !tbaa !9
  %60 = getelementptr inbounds double, ptr %2, i64 %57
  %61 = load double, ptr %60, align 8, !tbaa !9
  %62 = tail call double @llvm.fmuladd.f64(double %59, double %61, double %56)
  %63 = or disjoint i64 %49, 2
  %64 = getelementptr inbounds double, ptr %19, i64 %63
  %65 = load double, ptr %64, align 8, !tbaa !9
  %66 = getelementptr inbounds double, ptr %2, i64 %63
  %67 = load double, ptr %66, align 8, !tbaa !9
  %68 = tail call double @llvm.fmuladd.f64(double %65, double %67, double %62)
  %69 = or disjoint i64 %49, 3
  %70 = getelementptr inbounds double, ptr %19, i64 %69
  %71 = load double, ptr %70, align 8, !tbaa !9
  %72 = getelementptr inbounds double, ptr %2, i64 %69
  %73 = load double, ptr %72, align 8, !tbaa !9
  %74 = tail call double @llvm.fmuladd.f64(double %71, double %73, double %68)
  %75 = add nuw nsw i64 %49, 4
  %76 = add i64 %51, 4
  %77 = icmp eq i64 %76, %13
  br i1 %77, label %21, label %48, !llvm.loop !16
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @last_active(i32 noundef %0, ptr nocapture noundef readonly %1, double noundef %2) #7 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %26

5:                                                ; preds = %3
  %6 = zext nneg i32 %0 to i64
  %7 = and i64 %6, 3
  %8 = icmp ult i32 %0, 4
  br i1 %8, label %11, label %9

9:                                                ; preds = %5
  %10 = and i64 %6, 2147483644
  br label %28

11:                                               ; preds = %28, %5
  %12 = phi double [ poison, %5 ], [ %46, %28 ]
  %13 = phi i64 [ 0, %5 ], [ %47, %28 ]
  %14 = phi double [ 0.000000e+00, %5 ], [ %46, %28 ]
  %15 = icmp eq i64 %7, 0
  br i1 %15, label %26, label %16

16:                                               ; preds = %11, %16
  %17 = phi i64 [ %23, %16 ], [ %13, %11 ]
  %18 = phi double [ %22, %16 ], [ %14, %11 ]
  %19 = phi i64 [ %24, %16 ], [ 0, %11 ]
  %20 = getelementptr inbounds double, ptr %1, i64 %17
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = tail call double @llvm.fmuladd.f64(double %18, double %2, double %21)
  %23 = add nuw nsw i64 %17, 1
  %24 = add i64 %19, 1
  %25 = icmp eq i64 %24, %7
  br i1 %25, label %26, label %16, !llvm.loop !17

26:                                               ; preds = %11, %16, %3
  %27 = phi double [ 0.000000e+00, %3 ], [ %12, %11 ], [ %22, %16 ]
  ret double %27

28:                                               ; preds = %28, %9
  %29 = phi i64 [ 0, %9 ], [ %47, %28 ]
  %30 = phi double [ 0.000000e+00, %9 ], [ %46, %28 ]
  %31 = phi i64 [ 0, %9 ], [ %48, %28 ]
  %32 = getelementptr inbounds double, ptr %1, i64 %29
  %33 = load double, ptr %32, align 8, !tbaa !9
  %34 = tail call double @llvm.fmuladd.f64(double %30, double %2, double %33)
  %35 = or disjoint i64 %29, 1
  %36 = getelementptr inbounds double, ptr %1, i64 %35
  %37 = load double, ptr %36, align 8, !tbaa !9
  %38 = tail call double @llvm.fmuladd.f64(double %34, double %2, double %37)
  %39 = or disjoint i64 %29, 2
  %40 = getelementptr inbounds double, ptr %1, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !9
  %42 = tail call double @llvm.fmuladd.f64(double %38, double %2, double %41)
  %43 = or disjoint i64 %29, 3
  %44 = getelementptr inbounds double, ptr %1, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !9
  %46 = tail call double @llvm.fmuladd.f64(double %42, double %2, double %45)
  %47 = add nuw nsw i64 %29, 4
  %48 = add i64 %31, 4
  %49 = icmp eq i64 %48, %10
  br i1 %49, label %11, label %28, !llvm.loop !18
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
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }

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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !12}
