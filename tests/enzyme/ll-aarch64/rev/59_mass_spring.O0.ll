; ModuleID = 'rev/59_mass_spring.c'
source_filename = "rev/59_mass_spring.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.System = type { [3 x double], [3 x double], [4 x [2 x double]], [4 x [2 x double]] }

@__const.main.sys = private unnamed_addr constant %struct.System { [3 x double] [double 4.000000e+01, double 5.500000e+01, double 3.000000e+01], [3 x double] [double 5.000000e-01, double 6.000000e-01, double 4.000000e-01], [4 x [2 x double]] [[2 x double] zeroinitializer, [2 x double] [double 5.000000e-01, double -1.000000e-01], [2 x double] [double 1.000000e+00, double -3.000000e-01], [2 x double] [double 1.400000e+00, double -2.000000e-01]], [4 x [2 x double]] [[2 x double] zeroinitializer, [2 x double] [double 1.000000e-01, double 0.000000e+00], [2 x double] [double 0.000000e+00, double -2.000000e-01], [2 x double] [double 3.000000e-01, double 1.000000e-01]] }, align 8
@enzyme_dup = external global i32, align 4
@enzyme_out = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [11 x i8] c"d/ddamping\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"d/dsys[%d]\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@fails = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.System, align 8
  %6 = alloca %struct.System, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca [64 x i8], align 1
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %2, align 8
  store volatile i32 30, ptr %3, align 4
  %16 = load volatile i32, ptr %3, align 4
  store i32 %16, ptr %4, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.main.sys, i64 176, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 176, i1 false)
  store double 3.000000e-01, ptr %7, align 8
  %17 = load i32, ptr @enzyme_dup, align 4
  %18 = load i32, ptr @enzyme_out, align 4
  %19 = load double, ptr %7, align 8
  %20 = load i32, ptr @enzyme_const, align 4
  %21 = load i32, ptr %4, align 4
  %22 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @simulate, i32 noundef %17, ptr noundef %5, ptr noundef %6, i32 noundef %18, double noundef %19, i32 noundef %20, i32 noundef %21)
  store double %22, ptr %8, align 8
  %23 = load double, ptr %8, align 8
  %24 = load double, ptr %7, align 8
  %25 = fadd double %24, 0x3EB0C6F7A0B5ED8D
  %26 = load i32, ptr %4, align 4
  %27 = call double @simulate(ptr noundef %5, double noundef %25, i32 noundef %26)
  %28 = load double, ptr %7, align 8
  %29 = fsub double %28, 0x3EB0C6F7A0B5ED8D
  %30 = load i32, ptr %4, align 4
  %31 = call double @simulate(ptr noundef %5, double noundef %29, i32 noundef %30)
  %32 = fsub double %27, %31
  %33 = fdiv double %32, 2.000000e-06
  call void @check(ptr noundef @.str, double noundef %23, double noundef %33)
  store ptr %5, ptr %9, align 8
  store ptr %6, ptr %10, align 8
  store i32 0, ptr %12, align 4
  br label %34

34:                                               ; preds = %86, %0
  %35 = load i32, ptr %12, align 4
  %36 = icmp slt i32 %35, 22
  br i1 %36, label %37, label %89

37:                                               ; preds = %34
  %38 = load i32, ptr %12, align 4
  %39 = icmp sge i32 %38, 14
  br i1 %39, label %40, label %44

40:                                               ; preds = %37
  %41 = load i32, ptr %12, align 4
  %42 = icmp slt i32 %41, 16
  br i1 %42, label %43, label %44

43:                                               ; preds = %40
  br label %86

44:                                               ; preds = %40, %37
  %45 = load ptr, ptr %9, align 8
  %46 = load i32, ptr %12, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds double, ptr %45, i64 %47
  %49 = load double, ptr %48, align 8
  store double %49, ptr %13, align 8
  %50 = load double, ptr %13, align 8
  %51 = fadd double %50, 0x3EB0C6F7A0B5ED8D
  %52 = load ptr, ptr %9, align 8
  %53 = load i32, ptr %12, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds double, ptr %52, i64 %54
  store double %51, ptr %55, align 8
  %56 = load double, ptr %7, align 8
  %57 = load i32, ptr %4, align 4
  %58 = call double @simulate(ptr noundef %5, double noundef %56, i32 noundef %57)
  store double %58, ptr %14, align 8
  %59 = load double, ptr %13, align 8
  %60 = fsub double %59, 0x3EB0C6F7A0B5ED8D
  %61 = load ptr, ptr %9, align 8
  %62 = load i32, ptr %12, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds double, ptr %61, i64 %63
  store double %60, ptr %64, align 8
  %65 = load double, ptr %7, align 8
  %66 = load i32, ptr %4, align 4
  %67 = call double @simulate(ptr noundef %5, double noundef %65, i32 noundef %66)
  store double %67, ptr %15, align 8
  %68 = load double, ptr %13, align 8
  %69 = load ptr, ptr %9, align 8
  %70 = load i32, ptr %12, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds double, ptr %69, i64 %71
  store double %68, ptr %72, align 8
  %73 = getelementptr inbounds [64 x i8], ptr %11, i64 0, i64 0
  %74 = load i32, ptr %12, align 4
  %75 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %73, i64 noundef 64, ptr noundef @.str.1, i32 noundef %74) #6
  %76 = getelementptr inbounds [64 x i8], ptr %11, i64 0, i64 0
  %77 = load ptr, ptr %10, align 8
  %78 = load i32, ptr %12, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds double, ptr %77, i64 %79
  %81 = load double, ptr %80, align 8
  %82 = load double, ptr %14, align 8
  %83 = load double, ptr %15, align 8
  %84 = fsub double %82, %83
  %85 = fdiv double %84, 2.000000e-06
  call void @check(ptr noundef %76, double noundef %81, double noundef %85)
  br label %86

86:                                               ; preds = %44, %43
  %87 = load i32, ptr %12, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr %12, align 4
  br label %34, !llvm.loop !6

89:                                               ; preds = %34
  %90 = load i32, ptr @fails, align 4
  %91 = icmp ne i32 %90, 0
  %92 = zext i1 %91 to i64
  %93 = select i1 %91, ptr @.str.3, ptr @.str.4
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %93)
  %95 = load i32, ptr @fails, align 4
  %96 = icmp ne i32 %95, 0
  %97 = zext i1 %96 to i32
  ret i32 %97
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @simulate(ptr noundef %0, double noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.System, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca [4 x [2 x double]], align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %24 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %24, i64 176, i1 false)
  store double 2.000000e-02, ptr %8, align 8
  store double -9.810000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %25

25:                                               ; preds = %196, %3
  %26 = load i32, ptr %10, align 4
  %27 = load i32, ptr %6, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %199

29:                                               ; preds = %25
  call void @llvm.memset.p0.i64(ptr align 8 %11, i8 0, i64 64, i1 false)
  store i32 0, ptr %12, align 4
  br label %30

30:                                               ; preds = %38, %29
  %31 = load i32, ptr %12, align 4
  %32 = icmp slt i32 %31, 4
  br i1 %32, label %33, label %41

33:                                               ; preds = %30
  %34 = load i32, ptr %12, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [4 x [2 x double]], ptr %11, i64 0, i64 %35
  %37 = getelementptr inbounds [2 x double], ptr %36, i64 0, i64 1
  store double -9.810000e+00, ptr %37, align 8
  br label %38

38:                                               ; preds = %33
  %39 = load i32, ptr %12, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %12, align 4
  br label %30, !llvm.loop !8

41:                                               ; preds = %30
  store i32 0, ptr %13, align 4
  br label %42

42:                                               ; preds = %132, %41
  %43 = load i32, ptr %13, align 4
  %44 = icmp slt i32 %43, 3
  br i1 %44, label %45, label %135

45:                                               ; preds = %42
  %46 = getelementptr inbounds %struct.System, ptr %7, i32 0, i32 2
  %47 = load i32, ptr %13, align 4
  %48 = add nsw i32 %47, 1
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [4 x [2 x double]], ptr %46, i64 0, i64 %49
  %51 = getelementptr inbounds [2 x double], ptr %50, i64 0, i64 0
  %52 = load double, ptr %51, align 8
  %53 = getelementptr inbounds %struct.System, ptr %7, i32 0, i32 2
  %54 = load i32, ptr %13, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [4 x [2 x double]], ptr %53, i64 0, i64 %55
  %57 = getelementptr inbounds [2 x double], ptr %56, i64 0, i64 0
  %58 = load double, ptr %57, align 8
  %59 = fsub double %52, %58
  store double %59, ptr %14, align 8
  %60 = getelementptr inbounds %struct.System, ptr %7, i32 0, i32 2
  %61 = load i32, ptr %13, align 4
  %62 = add nsw i32 %61, 1
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [4 x [2 x double]], ptr %60, i64 0, i64 %63
  %65 = getelementptr inbounds [2 x double], ptr %64, i64 0, i64 1
  %66 = load double, ptr %65, align 8
  %67 = getelementptr inbounds %struct.System, ptr %7, i32 0, i32 2
  %68 = load i32, ptr %13, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [4 x [2 x double]], ptr %67, i64 0, i64 %69
  %71 = getelementptr inbounds [2 x double], ptr %70, i64 0, i64 1
  %72 = load double, ptr %71, align 8
  %73 = fsub double %66, %72
  store double %73, ptr %15, align 8
  %74 = load double, ptr %14, align 8
  %75 = load double, ptr %14, align 8
  %76 = load double, ptr %15, align 8
  %77 = load double, ptr %15, align 8
  %78 = fmul double %76, %77
  %79 = call double @llvm.fmuladd.f64(double %74, double %75, double %78)
  %80 = call double @sqrt(double noundef %79) #6
  store double %80, ptr %16, align 8
  %81 = getelementptr inbounds %struct.System, ptr %7, i32 0, i32 0
  %82 = load i32, ptr %13, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [3 x double], ptr %81, i64 0, i64 %83
  %85 = load double, ptr %84, align 8
  %86 = load double, ptr %16, align 8
  %87 = getelementptr inbounds %struct.System, ptr %7, i32 0, i32 1
  %88 = load i32, ptr %13, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [3 x double], ptr %87, i64 0, i64 %89
  %91 = load double, ptr %90, align 8
  %92 = fsub double %86, %91
  %93 = fmul double %85, %92
  %94 = load double, ptr %16, align 8
  %95 = fdiv double %93, %94
  store double %95, ptr %17, align 8
  %96 = load double, ptr %17, align 8
  %97 = load double, ptr %14, align 8
  %98 = load i32, ptr %13, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [4 x [2 x double]], ptr %11, i64 0, i64 %99
  %101 = getelementptr inbounds [2 x double], ptr %100, i64 0, i64 0
  %102 = load double, ptr %101, align 8
  %103 = call double @llvm.fmuladd.f64(double %96, double %97, double %102)
  store double %103, ptr %101, align 8
  %104 = load double, ptr %17, align 8
  %105 = load double, ptr %15, align 8
  %106 = load i32, ptr %13, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [4 x [2 x double]], ptr %11, i64 0, i64 %107
  %109 = getelementptr inbounds [2 x double], ptr %108, i64 0, i64 1
  %110 = load double, ptr %109, align 8
  %111 = call double @llvm.fmuladd.f64(double %104, double %105, double %110)
  store double %111, ptr %109, align 8
  %112 = load double, ptr %17, align 8
  %113 = load double, ptr %14, align 8
  %114 = load i32, ptr %13, align 4
  %115 = add nsw i32 %114, 1
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds [4 x [2 x double]], ptr %11, i64 0, i64 %116
  %118 = getelementptr inbounds [2 x double], ptr %117, i64 0, i64 0
  %119 = load double, ptr %118, align 8
  %120 = fneg double %112
  %121 = call double @llvm.fmuladd.f64(double %120, double %113, double %119)
  store double %121, ptr %118, align 8
  %122 = load double, ptr %17, align 8
  %123 = load double, ptr %15, align 8
  %124 = load i32, ptr %13, align 4
  %125 = add nsw i32 %124, 1
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [4 x [2 x double]], ptr %11, i64 0, i64 %126
  %128 = getelementptr inbounds [2 x double], ptr %127, i64 0, i64 1
  %129 = load double, ptr %128, align 8
  %130 = fneg double %122
  %131 = call double @llvm.fmuladd.f64(double %130, double %123, double %129)
  store double %131, ptr %128, align 8
  br label %132

132:                                              ; preds = %45
  %133 = load i32, ptr %13, align 4
  %134 = add nsw i32 %133, 1
  store i32 %134, ptr %13, align 4
  br label %42, !llvm.loop !9

135:                                              ; preds = %42
  store i32 1, ptr %18, align 4
  br label %136

136:                                              ; preds = %192, %135
  %137 = load i32, ptr %18, align 4
  %138 = icmp slt i32 %137, 4
  br i1 %138, label %139, label %195

139:                                              ; preds = %136
  store i32 0, ptr %19, align 4
  br label %140

140:                                              ; preds = %188, %139
  %141 = load i32, ptr %19, align 4
  %142 = icmp slt i32 %141, 2
  br i1 %142, label %143, label %191

143:                                              ; preds = %140
  %144 = getelementptr inbounds %struct.System, ptr %7, i32 0, i32 3
  %145 = load i32, ptr %18, align 4
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds [4 x [2 x double]], ptr %144, i64 0, i64 %146
  %148 = load i32, ptr %19, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [2 x double], ptr %147, i64 0, i64 %149
  %151 = load double, ptr %150, align 8
  %152 = load i32, ptr %18, align 4
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [4 x [2 x double]], ptr %11, i64 0, i64 %153
  %155 = load i32, ptr %19, align 4
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds [2 x double], ptr %154, i64 0, i64 %156
  %158 = load double, ptr %157, align 8
  %159 = call double @llvm.fmuladd.f64(double 2.000000e-02, double %158, double %151)
  %160 = load double, ptr %5, align 8
  %161 = fneg double %160
  %162 = call double @llvm.fmuladd.f64(double %161, double 2.000000e-02, double 1.000000e+00)
  %163 = fmul double %159, %162
  %164 = getelementptr inbounds %struct.System, ptr %7, i32 0, i32 3
  %165 = load i32, ptr %18, align 4
  %166 = sext i32 %165 to i64
  %167 = getelementptr inbounds [4 x [2 x double]], ptr %164, i64 0, i64 %166
  %168 = load i32, ptr %19, align 4
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds [2 x double], ptr %167, i64 0, i64 %169
  store double %163, ptr %170, align 8
  %171 = getelementptr inbounds %struct.System, ptr %7, i32 0, i32 3
  %172 = load i32, ptr %18, align 4
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds [4 x [2 x double]], ptr %171, i64 0, i64 %173
  %175 = load i32, ptr %19, align 4
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds [2 x double], ptr %174, i64 0, i64 %176
  %178 = load double, ptr %177, align 8
  %179 = getelementptr inbounds %struct.System, ptr %7, i32 0, i32 2
  %180 = load i32, ptr %18, align 4
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds [4 x [2 x double]], ptr %179, i64 0, i64 %181
  %183 = load i32, ptr %19, align 4
  %184 = sext i32 %183 to i64
  %185 = getelementptr inbounds [2 x double], ptr %182, i64 0, i64 %184
  %186 = load double, ptr %185, align 8
  %187 = call double @llvm.fmuladd.f64(double 2.000000e-02, double %178, double %186)
  store double %187, ptr %185, align 8
  br label %188

188:                                              ; preds = %143
  %189 = load i32, ptr %19, align 4
  %190 = add nsw i32 %189, 1
  store i32 %190, ptr %19, align 4
  br label %140, !llvm.loop !10

191:                                              ; preds = %140
  br label %192

192:                                              ; preds = %191
  %193 = load i32, ptr %18, align 4
  %194 = add nsw i32 %193, 1
  store i32 %194, ptr %18, align 4
  br label %136, !llvm.loop !11

195:                                              ; preds = %136
  br label %196

196:                                              ; preds = %195
  %197 = load i32, ptr %10, align 4
  %198 = add nsw i32 %197, 1
  store i32 %198, ptr %10, align 4
  br label %25, !llvm.loop !12

199:                                              ; preds = %25
  %200 = getelementptr inbounds %struct.System, ptr %7, i32 0, i32 2
  %201 = getelementptr inbounds [4 x [2 x double]], ptr %200, i64 0, i64 3
  %202 = getelementptr inbounds [2 x double], ptr %201, i64 0, i64 0
  %203 = load double, ptr %202, align 8
  %204 = fsub double %203, 1.500000e+00
  store double %204, ptr %20, align 8
  %205 = getelementptr inbounds %struct.System, ptr %7, i32 0, i32 2
  %206 = getelementptr inbounds [4 x [2 x double]], ptr %205, i64 0, i64 3
  %207 = getelementptr inbounds [2 x double], ptr %206, i64 0, i64 1
  %208 = load double, ptr %207, align 8
  %209 = fadd double %208, 1.000000e+00
  store double %209, ptr %21, align 8
  store double 0.000000e+00, ptr %22, align 8
  store i32 0, ptr %23, align 4
  br label %210

210:                                              ; preds = %242, %199
  %211 = load i32, ptr %23, align 4
  %212 = icmp slt i32 %211, 4
  br i1 %212, label %213, label %245

213:                                              ; preds = %210
  %214 = getelementptr inbounds %struct.System, ptr %7, i32 0, i32 3
  %215 = load i32, ptr %23, align 4
  %216 = sext i32 %215 to i64
  %217 = getelementptr inbounds [4 x [2 x double]], ptr %214, i64 0, i64 %216
  %218 = getelementptr inbounds [2 x double], ptr %217, i64 0, i64 0
  %219 = load double, ptr %218, align 8
  %220 = getelementptr inbounds %struct.System, ptr %7, i32 0, i32 3
  %221 = load i32, ptr %23, align 4
  %222 = sext i32 %221 to i64
  %223 = getelementptr inbounds [4 x [2 x double]], ptr %220, i64 0, i64 %222
  %224 = getelementptr inbounds [2 x double], ptr %223, i64 0, i64 0
  %225 = load double, ptr %224, align 8
  %226 = getelementptr inbounds %struct.System, ptr %7, i32 0, i32 3
  %227 = load i32, ptr %23, align 4
  %228 = sext i32 %227 to i64
  %229 = getelementptr inbounds [4 x [2 x double]], ptr %226, i64 0, i64 %228
  %230 = getelementptr inbounds [2 x double], ptr %229, i64 0, i64 1
  %231 = load double, ptr %230, align 8
  %232 = getelementptr inbounds %struct.System, ptr %7, i32 0, i32 3
  %233 = load i32, ptr %23, align 4
  %234 = sext i32 %233 to i64
  %235 = getelementptr inbounds [4 x [2 x double]], ptr %232, i64 0, i64 %234
  %236 = getelementptr inbounds [2 x double], ptr %235, i64 0, i64 1
  %237 = load double, ptr %236, align 8
  %238 = fmul double %231, %237
  %239 = call double @llvm.fmuladd.f64(double %219, double %225, double %238)
  %240 = load double, ptr %22, align 8
  %241 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %239, double %240)
  store double %241, ptr %22, align 8
  br label %242

242:                                              ; preds = %213
  %243 = load i32, ptr %23, align 4
  %244 = add nsw i32 %243, 1
  store i32 %244, ptr %23, align 4
  br label %210, !llvm.loop !13

245:                                              ; preds = %210
  %246 = load double, ptr %20, align 8
  %247 = load double, ptr %20, align 8
  %248 = load double, ptr %21, align 8
  %249 = load double, ptr %21, align 8
  %250 = fmul double %248, %249
  %251 = call double @llvm.fmuladd.f64(double %246, double %247, double %250)
  %252 = load double, ptr %22, align 8
  %253 = call double @llvm.fmuladd.f64(double 1.000000e-01, double %252, double %251)
  ret double %253
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
  %30 = select i1 %28, ptr @.str.4, ptr @.str.3
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
  %32 = load i32, ptr %7, align 4
  %33 = icmp ne i32 %32, 0
  %34 = xor i1 %33, true
  %35 = zext i1 %34 to i32
  %36 = load i32, ptr @fails, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4
  ret void
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #4

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind
declare double @sqrt(double noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

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
