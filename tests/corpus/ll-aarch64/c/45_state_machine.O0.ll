; ModuleID = 'c/45_state_machine.c'
source_filename = "c/45_state_machine.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.token = type { i32, double, i8 }

@.str = private unnamed_addr constant [10 x i8] c"1 + 2 * 3\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"(1 + 2) * 3\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"2 ^ 3 ^ 2\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"10 / 4 - 0.5\00", align 1
@.str.4 = private unnamed_addr constant [22 x i8] c"3.25 * (2 - 0.25) / 7\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"((2))\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"8 - 3 - 2\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"1 + $\00", align 1
@__const.main.exprs = private unnamed_addr constant [8 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 8
@.str.8 = private unnamed_addr constant [28 x i8] c"%-24s -> error (%d tokens)\0A\00", align 1
@.str.9 = private unnamed_addr constant [27 x i8] c"%-24s -> %.6f (%d tokens)\0A\00", align 1
@__const.main.text = private unnamed_addr constant [17 x i8] c"h\C3\A9llo \E2\82\AC \F0\9F\98\80!\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"codepoints (%d):\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c" U+%04X\00", align 1
@.str.12 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [8 x ptr], align 8
  %3 = alloca i32, align 4
  %4 = alloca [64 x %struct.token], align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca [17 x i8], align 1
  %8 = alloca [32 x i32], align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.exprs, i64 64, i1 false)
  store i32 0, ptr %3, align 4
  br label %11

11:                                               ; preds = %41, %0
  %12 = load i32, ptr %3, align 4
  %13 = icmp slt i32 %12, 8
  br i1 %13, label %14, label %44

14:                                               ; preds = %11
  %15 = load i32, ptr %3, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [8 x ptr], ptr %2, i64 0, i64 %16
  %18 = load ptr, ptr %17, align 8
  %19 = getelementptr inbounds [64 x %struct.token], ptr %4, i64 0, i64 0
  %20 = call i32 @lex(ptr noundef %18, ptr noundef %19, i32 noundef 64)
  store i32 %20, ptr %5, align 4
  %21 = getelementptr inbounds [64 x %struct.token], ptr %4, i64 0, i64 0
  %22 = call double @eval(ptr noundef %21)
  store double %22, ptr %6, align 8
  %23 = load double, ptr %6, align 8
  %24 = fcmp oeq double %23, -1.000000e+300
  br i1 %24, label %25, label %32

25:                                               ; preds = %14
  %26 = load i32, ptr %3, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [8 x ptr], ptr %2, i64 0, i64 %27
  %29 = load ptr, ptr %28, align 8
  %30 = load i32, ptr %5, align 4
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %29, i32 noundef %30)
  br label %40

32:                                               ; preds = %14
  %33 = load i32, ptr %3, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [8 x ptr], ptr %2, i64 0, i64 %34
  %36 = load ptr, ptr %35, align 8
  %37 = load double, ptr %6, align 8
  %38 = load i32, ptr %5, align 4
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %36, double noundef %37, i32 noundef %38)
  br label %40

40:                                               ; preds = %32, %25
  br label %41

41:                                               ; preds = %40
  %42 = load i32, ptr %3, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %3, align 4
  br label %11, !llvm.loop !6

44:                                               ; preds = %11
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 @__const.main.text, i64 17, i1 false)
  %45 = getelementptr inbounds [17 x i8], ptr %7, i64 0, i64 0
  %46 = getelementptr inbounds [32 x i32], ptr %8, i64 0, i64 0
  %47 = call i32 @utf8_decode(ptr noundef %45, ptr noundef %46)
  store i32 %47, ptr %9, align 4
  %48 = load i32, ptr %9, align 4
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %48)
  store i32 0, ptr %10, align 4
  br label %50

50:                                               ; preds = %60, %44
  %51 = load i32, ptr %10, align 4
  %52 = load i32, ptr %9, align 4
  %53 = icmp slt i32 %51, %52
  br i1 %53, label %54, label %63

54:                                               ; preds = %50
  %55 = load i32, ptr %10, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [32 x i32], ptr %8, i64 0, i64 %56
  %58 = load i32, ptr %57, align 4
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %58)
  br label %60

60:                                               ; preds = %54
  %61 = load i32, ptr %10, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %10, align 4
  br label %50, !llvm.loop !8

63:                                               ; preds = %50
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @lex(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i8, align 1
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  store double 0.000000e+00, ptr %10, align 8
  store double 1.000000e+00, ptr %11, align 8
  %14 = load ptr, ptr %5, align 8
  store ptr %14, ptr %12, align 8
  br label %15

15:                                               ; preds = %211, %3
  %16 = load ptr, ptr %12, align 8
  %17 = load i8, ptr %16, align 1
  store i8 %17, ptr %13, align 1
  %18 = load i32, ptr %8, align 4
  switch i32 %18, label %197 [
    i32 0, label %19
    i32 1, label %120
    i32 2, label %160
  ]

19:                                               ; preds = %15
  %20 = call ptr @__ctype_b_loc() #5
  %21 = load ptr, ptr %20, align 8
  %22 = load i8, ptr %13, align 1
  %23 = zext i8 %22 to i32
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i16, ptr %21, i64 %24
  %26 = load i16, ptr %25, align 2
  %27 = zext i16 %26 to i32
  %28 = and i32 %27, 2048
  %29 = icmp ne i32 %28, 0
  br i1 %29, label %30, label %35

30:                                               ; preds = %19
  %31 = load i8, ptr %13, align 1
  %32 = zext i8 %31 to i32
  %33 = sub nsw i32 %32, 48
  %34 = sitofp i32 %33 to double
  store double %34, ptr %10, align 8
  store i32 1, ptr %8, align 4
  br label %119

35:                                               ; preds = %19
  %36 = load i8, ptr %13, align 1
  %37 = zext i8 %36 to i32
  %38 = icmp eq i32 %37, 43
  br i1 %38, label %55, label %39

39:                                               ; preds = %35
  %40 = load i8, ptr %13, align 1
  %41 = zext i8 %40 to i32
  %42 = icmp eq i32 %41, 45
  br i1 %42, label %55, label %43

43:                                               ; preds = %39
  %44 = load i8, ptr %13, align 1
  %45 = zext i8 %44 to i32
  %46 = icmp eq i32 %45, 42
  br i1 %46, label %55, label %47

47:                                               ; preds = %43
  %48 = load i8, ptr %13, align 1
  %49 = zext i8 %48 to i32
  %50 = icmp eq i32 %49, 47
  br i1 %50, label %55, label %51

51:                                               ; preds = %47
  %52 = load i8, ptr %13, align 1
  %53 = zext i8 %52 to i32
  %54 = icmp eq i32 %53, 94
  br i1 %54, label %55, label %68

55:                                               ; preds = %51, %47, %43, %39, %35
  %56 = load ptr, ptr %6, align 8
  %57 = load i32, ptr %9, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds %struct.token, ptr %56, i64 %58
  %60 = getelementptr inbounds %struct.token, ptr %59, i32 0, i32 0
  store i32 1, ptr %60, align 8
  %61 = load i8, ptr %13, align 1
  %62 = load ptr, ptr %6, align 8
  %63 = load i32, ptr %9, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %9, align 4
  %65 = sext i32 %63 to i64
  %66 = getelementptr inbounds %struct.token, ptr %62, i64 %65
  %67 = getelementptr inbounds %struct.token, ptr %66, i32 0, i32 2
  store i8 %61, ptr %67, align 8
  br label %118

68:                                               ; preds = %51
  %69 = load i8, ptr %13, align 1
  %70 = zext i8 %69 to i32
  %71 = icmp eq i32 %70, 40
  br i1 %71, label %72, label %79

72:                                               ; preds = %68
  %73 = load ptr, ptr %6, align 8
  %74 = load i32, ptr %9, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %9, align 4
  %76 = sext i32 %74 to i64
  %77 = getelementptr inbounds %struct.token, ptr %73, i64 %76
  %78 = getelementptr inbounds %struct.token, ptr %77, i32 0, i32 0
  store i32 2, ptr %78, align 8
  br label %117

79:                                               ; preds = %68
  %80 = load i8, ptr %13, align 1
  %81 = zext i8 %80 to i32
  %82 = icmp eq i32 %81, 41
  br i1 %82, label %83, label %90

83:                                               ; preds = %79
  %84 = load ptr, ptr %6, align 8
  %85 = load i32, ptr %9, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr %9, align 4
  %87 = sext i32 %85 to i64
  %88 = getelementptr inbounds %struct.token, ptr %84, i64 %87
  %89 = getelementptr inbounds %struct.token, ptr %88, i32 0, i32 0
  store i32 3, ptr %89, align 8
  br label %116

90:                                               ; preds = %79
  %91 = load i8, ptr %13, align 1
  %92 = zext i8 %91 to i32
  %93 = icmp eq i32 %92, 0
  br i1 %93, label %94, label %102

94:                                               ; preds = %90
  %95 = load ptr, ptr %6, align 8
  %96 = load i32, ptr %9, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr %9, align 4
  %98 = sext i32 %96 to i64
  %99 = getelementptr inbounds %struct.token, ptr %95, i64 %98
  %100 = getelementptr inbounds %struct.token, ptr %99, i32 0, i32 0
  store i32 4, ptr %100, align 8
  %101 = load i32, ptr %9, align 4
  store i32 %101, ptr %4, align 4
  br label %214

102:                                              ; preds = %90
  %103 = load i8, ptr %13, align 1
  %104 = zext i8 %103 to i32
  %105 = icmp ne i32 %104, 32
  br i1 %105, label %106, label %114

106:                                              ; preds = %102
  %107 = load ptr, ptr %6, align 8
  %108 = load i32, ptr %9, align 4
  %109 = add nsw i32 %108, 1
  store i32 %109, ptr %9, align 4
  %110 = sext i32 %108 to i64
  %111 = getelementptr inbounds %struct.token, ptr %107, i64 %110
  %112 = getelementptr inbounds %struct.token, ptr %111, i32 0, i32 0
  store i32 5, ptr %112, align 8
  %113 = load i32, ptr %9, align 4
  store i32 %113, ptr %4, align 4
  br label %214

114:                                              ; preds = %102
  br label %115

115:                                              ; preds = %114
  br label %116

116:                                              ; preds = %115, %83
  br label %117

117:                                              ; preds = %116, %72
  br label %118

118:                                              ; preds = %117, %55
  br label %119

119:                                              ; preds = %118, %30
  br label %197

120:                                              ; preds = %15
  %121 = call ptr @__ctype_b_loc() #5
  %122 = load ptr, ptr %121, align 8
  %123 = load i8, ptr %13, align 1
  %124 = zext i8 %123 to i32
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds i16, ptr %122, i64 %125
  %127 = load i16, ptr %126, align 2
  %128 = zext i16 %127 to i32
  %129 = and i32 %128, 2048
  %130 = icmp ne i32 %129, 0
  br i1 %130, label %131, label %138

131:                                              ; preds = %120
  %132 = load double, ptr %10, align 8
  %133 = load i8, ptr %13, align 1
  %134 = zext i8 %133 to i32
  %135 = sub nsw i32 %134, 48
  %136 = sitofp i32 %135 to double
  %137 = call double @llvm.fmuladd.f64(double %132, double 1.000000e+01, double %136)
  store double %137, ptr %10, align 8
  br label %159

138:                                              ; preds = %120
  %139 = load i8, ptr %13, align 1
  %140 = zext i8 %139 to i32
  %141 = icmp eq i32 %140, 46
  br i1 %141, label %142, label %143

142:                                              ; preds = %138
  store i32 2, ptr %8, align 4
  store double 1.000000e-01, ptr %11, align 8
  br label %158

143:                                              ; preds = %138
  %144 = load ptr, ptr %6, align 8
  %145 = load i32, ptr %9, align 4
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds %struct.token, ptr %144, i64 %146
  %148 = getelementptr inbounds %struct.token, ptr %147, i32 0, i32 0
  store i32 0, ptr %148, align 8
  %149 = load double, ptr %10, align 8
  %150 = load ptr, ptr %6, align 8
  %151 = load i32, ptr %9, align 4
  %152 = add nsw i32 %151, 1
  store i32 %152, ptr %9, align 4
  %153 = sext i32 %151 to i64
  %154 = getelementptr inbounds %struct.token, ptr %150, i64 %153
  %155 = getelementptr inbounds %struct.token, ptr %154, i32 0, i32 1
  store double %149, ptr %155, align 8
  store i32 0, ptr %8, align 4
  %156 = load ptr, ptr %12, align 8
  %157 = getelementptr inbounds i8, ptr %156, i32 -1
  store ptr %157, ptr %12, align 8
  br label %158

158:                                              ; preds = %143, %142
  br label %159

159:                                              ; preds = %158, %131
  br label %197

160:                                              ; preds = %15
  %161 = call ptr @__ctype_b_loc() #5
  %162 = load ptr, ptr %161, align 8
  %163 = load i8, ptr %13, align 1
  %164 = zext i8 %163 to i32
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds i16, ptr %162, i64 %165
  %167 = load i16, ptr %166, align 2
  %168 = zext i16 %167 to i32
  %169 = and i32 %168, 2048
  %170 = icmp ne i32 %169, 0
  br i1 %170, label %171, label %181

171:                                              ; preds = %160
  %172 = load i8, ptr %13, align 1
  %173 = zext i8 %172 to i32
  %174 = sub nsw i32 %173, 48
  %175 = sitofp i32 %174 to double
  %176 = load double, ptr %11, align 8
  %177 = load double, ptr %10, align 8
  %178 = call double @llvm.fmuladd.f64(double %175, double %176, double %177)
  store double %178, ptr %10, align 8
  %179 = load double, ptr %11, align 8
  %180 = fmul double %179, 1.000000e-01
  store double %180, ptr %11, align 8
  br label %196

181:                                              ; preds = %160
  %182 = load ptr, ptr %6, align 8
  %183 = load i32, ptr %9, align 4
  %184 = sext i32 %183 to i64
  %185 = getelementptr inbounds %struct.token, ptr %182, i64 %184
  %186 = getelementptr inbounds %struct.token, ptr %185, i32 0, i32 0
  store i32 0, ptr %186, align 8
  %187 = load double, ptr %10, align 8
  %188 = load ptr, ptr %6, align 8
  %189 = load i32, ptr %9, align 4
  %190 = add nsw i32 %189, 1
  store i32 %190, ptr %9, align 4
  %191 = sext i32 %189 to i64
  %192 = getelementptr inbounds %struct.token, ptr %188, i64 %191
  %193 = getelementptr inbounds %struct.token, ptr %192, i32 0, i32 1
  store double %187, ptr %193, align 8
  store i32 0, ptr %8, align 4
  %194 = load ptr, ptr %12, align 8
  %195 = getelementptr inbounds i8, ptr %194, i32 -1
  store ptr %195, ptr %12, align 8
  br label %196

196:                                              ; preds = %181, %171
  br label %197

197:                                              ; preds = %15, %196, %159, %119
  %198 = load i32, ptr %9, align 4
  %199 = load i32, ptr %7, align 4
  %200 = sub nsw i32 %199, 1
  %201 = icmp sge i32 %198, %200
  br i1 %201, label %202, label %210

202:                                              ; preds = %197
  %203 = load ptr, ptr %6, align 8
  %204 = load i32, ptr %9, align 4
  %205 = add nsw i32 %204, 1
  store i32 %205, ptr %9, align 4
  %206 = sext i32 %204 to i64
  %207 = getelementptr inbounds %struct.token, ptr %203, i64 %206
  %208 = getelementptr inbounds %struct.token, ptr %207, i32 0, i32 0
  store i32 5, ptr %208, align 8
  %209 = load i32, ptr %9, align 4
  store i32 %209, ptr %4, align 4
  br label %214

210:                                              ; preds = %197
  br label %211

211:                                              ; preds = %210
  %212 = load ptr, ptr %12, align 8
  %213 = getelementptr inbounds i8, ptr %212, i32 1
  store ptr %213, ptr %12, align 8
  br label %15

214:                                              ; preds = %202, %106, %94
  %215 = load i32, ptr %4, align 4
  ret i32 %215
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @eval(ptr noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca ptr, align 8
  %4 = alloca [64 x double], align 8
  %5 = alloca [64 x i8], align 1
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %173, %1
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds %struct.token, ptr %9, i32 0, i32 0
  %11 = load i32, ptr %10, align 8
  switch i32 %11, label %172 [
    i32 0, label %12
    i32 2, label %20
    i32 3, label %25
    i32 1, label %64
    i32 4, label %142
    i32 5, label %171
  ]

12:                                               ; preds = %8
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds %struct.token, ptr %13, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = load i32, ptr %6, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %6, align 4
  %18 = sext i32 %16 to i64
  %19 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %18
  store double %15, ptr %19, align 8
  br label %172

20:                                               ; preds = %8
  %21 = load i32, ptr %7, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %7, align 4
  %23 = sext i32 %21 to i64
  %24 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %23
  store i8 40, ptr %24, align 1
  br label %172

25:                                               ; preds = %8
  br label %26

26:                                               ; preds = %39, %25
  %27 = load i32, ptr %7, align 4
  %28 = icmp ne i32 %27, 0
  br i1 %28, label %29, label %37

29:                                               ; preds = %26
  %30 = load i32, ptr %7, align 4
  %31 = sub nsw i32 %30, 1
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %32
  %34 = load i8, ptr %33, align 1
  %35 = zext i8 %34 to i32
  %36 = icmp ne i32 %35, 40
  br label %37

37:                                               ; preds = %29, %26
  %38 = phi i1 [ false, %26 ], [ %36, %29 ]
  br i1 %38, label %39, label %61

39:                                               ; preds = %37
  %40 = load i32, ptr %6, align 4
  %41 = add nsw i32 %40, -1
  store i32 %41, ptr %6, align 4
  %42 = load i32, ptr %7, align 4
  %43 = add nsw i32 %42, -1
  store i32 %43, ptr %7, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %44
  %46 = load i8, ptr %45, align 1
  %47 = load i32, ptr %6, align 4
  %48 = sub nsw i32 %47, 1
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %49
  %51 = load double, ptr %50, align 8
  %52 = load i32, ptr %6, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %53
  %55 = load double, ptr %54, align 8
  %56 = call double @apply(i8 noundef %46, double noundef %51, double noundef %55)
  %57 = load i32, ptr %6, align 4
  %58 = sub nsw i32 %57, 1
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %59
  store double %56, ptr %60, align 8
  br label %26, !llvm.loop !9

61:                                               ; preds = %37
  %62 = load i32, ptr %7, align 4
  %63 = add nsw i32 %62, -1
  store i32 %63, ptr %7, align 4
  br label %172

64:                                               ; preds = %8
  br label %65

65:                                               ; preds = %112, %64
  %66 = load i32, ptr %7, align 4
  %67 = icmp ne i32 %66, 0
  br i1 %67, label %68, label %110

68:                                               ; preds = %65
  %69 = load i32, ptr %7, align 4
  %70 = sub nsw i32 %69, 1
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %71
  %73 = load i8, ptr %72, align 1
  %74 = zext i8 %73 to i32
  %75 = icmp ne i32 %74, 40
  br i1 %75, label %76, label %110

76:                                               ; preds = %68
  %77 = load i32, ptr %7, align 4
  %78 = sub nsw i32 %77, 1
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %79
  %81 = load i8, ptr %80, align 1
  %82 = call i32 @prec(i8 noundef %81)
  %83 = load ptr, ptr %3, align 8
  %84 = getelementptr inbounds %struct.token, ptr %83, i32 0, i32 2
  %85 = load i8, ptr %84, align 8
  %86 = call i32 @prec(i8 noundef %85)
  %87 = icmp sgt i32 %82, %86
  br i1 %87, label %108, label %88

88:                                               ; preds = %76
  %89 = load i32, ptr %7, align 4
  %90 = sub nsw i32 %89, 1
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %91
  %93 = load i8, ptr %92, align 1
  %94 = call i32 @prec(i8 noundef %93)
  %95 = load ptr, ptr %3, align 8
  %96 = getelementptr inbounds %struct.token, ptr %95, i32 0, i32 2
  %97 = load i8, ptr %96, align 8
  %98 = call i32 @prec(i8 noundef %97)
  %99 = icmp eq i32 %94, %98
  br i1 %99, label %100, label %106

100:                                              ; preds = %88
  %101 = load ptr, ptr %3, align 8
  %102 = getelementptr inbounds %struct.token, ptr %101, i32 0, i32 2
  %103 = load i8, ptr %102, align 8
  %104 = zext i8 %103 to i32
  %105 = icmp ne i32 %104, 94
  br label %106

106:                                              ; preds = %100, %88
  %107 = phi i1 [ false, %88 ], [ %105, %100 ]
  br label %108

108:                                              ; preds = %106, %76
  %109 = phi i1 [ true, %76 ], [ %107, %106 ]
  br label %110

110:                                              ; preds = %108, %68, %65
  %111 = phi i1 [ false, %68 ], [ false, %65 ], [ %109, %108 ]
  br i1 %111, label %112, label %134

112:                                              ; preds = %110
  %113 = load i32, ptr %6, align 4
  %114 = add nsw i32 %113, -1
  store i32 %114, ptr %6, align 4
  %115 = load i32, ptr %7, align 4
  %116 = add nsw i32 %115, -1
  store i32 %116, ptr %7, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %117
  %119 = load i8, ptr %118, align 1
  %120 = load i32, ptr %6, align 4
  %121 = sub nsw i32 %120, 1
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %122
  %124 = load double, ptr %123, align 8
  %125 = load i32, ptr %6, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %126
  %128 = load double, ptr %127, align 8
  %129 = call double @apply(i8 noundef %119, double noundef %124, double noundef %128)
  %130 = load i32, ptr %6, align 4
  %131 = sub nsw i32 %130, 1
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %132
  store double %129, ptr %133, align 8
  br label %65, !llvm.loop !10

134:                                              ; preds = %110
  %135 = load ptr, ptr %3, align 8
  %136 = getelementptr inbounds %struct.token, ptr %135, i32 0, i32 2
  %137 = load i8, ptr %136, align 8
  %138 = load i32, ptr %7, align 4
  %139 = add nsw i32 %138, 1
  store i32 %139, ptr %7, align 4
  %140 = sext i32 %138 to i64
  %141 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %140
  store i8 %137, ptr %141, align 1
  br label %172

142:                                              ; preds = %8
  br label %143

143:                                              ; preds = %146, %142
  %144 = load i32, ptr %7, align 4
  %145 = icmp ne i32 %144, 0
  br i1 %145, label %146, label %168

146:                                              ; preds = %143
  %147 = load i32, ptr %6, align 4
  %148 = add nsw i32 %147, -1
  store i32 %148, ptr %6, align 4
  %149 = load i32, ptr %7, align 4
  %150 = add nsw i32 %149, -1
  store i32 %150, ptr %7, align 4
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %151
  %153 = load i8, ptr %152, align 1
  %154 = load i32, ptr %6, align 4
  %155 = sub nsw i32 %154, 1
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %156
  %158 = load double, ptr %157, align 8
  %159 = load i32, ptr %6, align 4
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %160
  %162 = load double, ptr %161, align 8
  %163 = call double @apply(i8 noundef %153, double noundef %158, double noundef %162)
  %164 = load i32, ptr %6, align 4
  %165 = sub nsw i32 %164, 1
  %166 = sext i32 %165 to i64
  %167 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %166
  store double %163, ptr %167, align 8
  br label %143, !llvm.loop !11

168:                                              ; preds = %143
  %169 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 0
  %170 = load double, ptr %169, align 8
  store double %170, ptr %2, align 8
  br label %176

171:                                              ; preds = %8
  store double -1.000000e+300, ptr %2, align 8
  br label %176

172:                                              ; preds = %8, %134, %61, %20, %12
  br label %173

173:                                              ; preds = %172
  %174 = load ptr, ptr %3, align 8
  %175 = getelementptr inbounds %struct.token, ptr %174, i32 1
  store ptr %175, ptr %3, align 8
  br label %8

176:                                              ; preds = %171, %168
  %177 = load double, ptr %2, align 8
  ret double %177
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @utf8_decode(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %9

9:                                                ; preds = %85, %2
  %10 = load ptr, ptr %3, align 8
  %11 = load i8, ptr %10, align 1
  %12 = icmp ne i8 %11, 0
  br i1 %12, label %13, label %88

13:                                               ; preds = %9
  %14 = load ptr, ptr %3, align 8
  %15 = load i8, ptr %14, align 1
  store i8 %15, ptr %8, align 1
  %16 = load i32, ptr %6, align 4
  switch i32 %16, label %66 [
    i32 0, label %17
  ]

17:                                               ; preds = %13
  %18 = load i8, ptr %8, align 1
  %19 = zext i8 %18 to i32
  %20 = icmp slt i32 %19, 128
  br i1 %20, label %21, label %29

21:                                               ; preds = %17
  %22 = load i8, ptr %8, align 1
  %23 = zext i8 %22 to i32
  %24 = load ptr, ptr %4, align 8
  %25 = load i32, ptr %5, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %5, align 4
  %27 = sext i32 %25 to i64
  %28 = getelementptr inbounds i32, ptr %24, i64 %27
  store i32 %23, ptr %28, align 4
  br label %65

29:                                               ; preds = %17
  %30 = load i8, ptr %8, align 1
  %31 = zext i8 %30 to i32
  %32 = ashr i32 %31, 5
  %33 = icmp eq i32 %32, 6
  br i1 %33, label %34, label %38

34:                                               ; preds = %29
  %35 = load i8, ptr %8, align 1
  %36 = zext i8 %35 to i32
  %37 = and i32 %36, 31
  store i32 %37, ptr %7, align 4
  store i32 1, ptr %6, align 4
  br label %64

38:                                               ; preds = %29
  %39 = load i8, ptr %8, align 1
  %40 = zext i8 %39 to i32
  %41 = ashr i32 %40, 4
  %42 = icmp eq i32 %41, 14
  br i1 %42, label %43, label %47

43:                                               ; preds = %38
  %44 = load i8, ptr %8, align 1
  %45 = zext i8 %44 to i32
  %46 = and i32 %45, 15
  store i32 %46, ptr %7, align 4
  store i32 2, ptr %6, align 4
  br label %63

47:                                               ; preds = %38
  %48 = load i8, ptr %8, align 1
  %49 = zext i8 %48 to i32
  %50 = ashr i32 %49, 3
  %51 = icmp eq i32 %50, 30
  br i1 %51, label %52, label %56

52:                                               ; preds = %47
  %53 = load i8, ptr %8, align 1
  %54 = zext i8 %53 to i32
  %55 = and i32 %54, 7
  store i32 %55, ptr %7, align 4
  store i32 3, ptr %6, align 4
  br label %62

56:                                               ; preds = %47
  %57 = load ptr, ptr %4, align 8
  %58 = load i32, ptr %5, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %5, align 4
  %60 = sext i32 %58 to i64
  %61 = getelementptr inbounds i32, ptr %57, i64 %60
  store i32 65533, ptr %61, align 4
  br label %62

62:                                               ; preds = %56, %52
  br label %63

63:                                               ; preds = %62, %43
  br label %64

64:                                               ; preds = %63, %34
  br label %65

65:                                               ; preds = %64, %21
  br label %84

66:                                               ; preds = %13
  %67 = load i32, ptr %7, align 4
  %68 = shl i32 %67, 6
  %69 = load i8, ptr %8, align 1
  %70 = zext i8 %69 to i32
  %71 = and i32 %70, 63
  %72 = or i32 %68, %71
  store i32 %72, ptr %7, align 4
  %73 = load i32, ptr %6, align 4
  %74 = add nsw i32 %73, -1
  store i32 %74, ptr %6, align 4
  %75 = icmp eq i32 %74, 0
  br i1 %75, label %76, label %83

76:                                               ; preds = %66
  %77 = load i32, ptr %7, align 4
  %78 = load ptr, ptr %4, align 8
  %79 = load i32, ptr %5, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %5, align 4
  %81 = sext i32 %79 to i64
  %82 = getelementptr inbounds i32, ptr %78, i64 %81
  store i32 %77, ptr %82, align 4
  br label %83

83:                                               ; preds = %76, %66
  br label %84

84:                                               ; preds = %83, %65
  br label %85

85:                                               ; preds = %84
  %86 = load ptr, ptr %3, align 8
  %87 = getelementptr inbounds i8, ptr %86, i32 1
  store ptr %87, ptr %3, align 8
  br label %9, !llvm.loop !12

88:                                               ; preds = %9
  %89 = load i32, ptr %5, align 4
  ret i32 %89
}

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @apply(i8 noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca i8, align 1
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store i8 %0, ptr %5, align 1
  store double %1, ptr %6, align 8
  store double %2, ptr %7, align 8
  %10 = load i8, ptr %5, align 1
  %11 = zext i8 %10 to i32
  switch i32 %11, label %43 [
    i32 43, label %12
    i32 45, label %16
    i32 42, label %20
    i32 47, label %24
    i32 94, label %28
  ]

12:                                               ; preds = %3
  %13 = load double, ptr %6, align 8
  %14 = load double, ptr %7, align 8
  %15 = fadd double %13, %14
  store double %15, ptr %4, align 8
  br label %44

16:                                               ; preds = %3
  %17 = load double, ptr %6, align 8
  %18 = load double, ptr %7, align 8
  %19 = fsub double %17, %18
  store double %19, ptr %4, align 8
  br label %44

20:                                               ; preds = %3
  %21 = load double, ptr %6, align 8
  %22 = load double, ptr %7, align 8
  %23 = fmul double %21, %22
  store double %23, ptr %4, align 8
  br label %44

24:                                               ; preds = %3
  %25 = load double, ptr %6, align 8
  %26 = load double, ptr %7, align 8
  %27 = fdiv double %25, %26
  store double %27, ptr %4, align 8
  br label %44

28:                                               ; preds = %3
  store double 1.000000e+00, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %29

29:                                               ; preds = %38, %28
  %30 = load i32, ptr %9, align 4
  %31 = load double, ptr %7, align 8
  %32 = fptosi double %31 to i32
  %33 = icmp slt i32 %30, %32
  br i1 %33, label %34, label %41

34:                                               ; preds = %29
  %35 = load double, ptr %6, align 8
  %36 = load double, ptr %8, align 8
  %37 = fmul double %36, %35
  store double %37, ptr %8, align 8
  br label %38

38:                                               ; preds = %34
  %39 = load i32, ptr %9, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %9, align 4
  br label %29, !llvm.loop !13

41:                                               ; preds = %29
  %42 = load double, ptr %8, align 8
  store double %42, ptr %4, align 8
  br label %44

43:                                               ; preds = %3
  store double 0.000000e+00, ptr %4, align 8
  br label %44

44:                                               ; preds = %43, %41, %24, %20, %16, %12
  %45 = load double, ptr %4, align 8
  ret double %45
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @prec(i8 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  %4 = load i8, ptr %3, align 1
  %5 = zext i8 %4 to i32
  switch i32 %5, label %9 [
    i32 43, label %6
    i32 45, label %6
    i32 42, label %7
    i32 47, label %7
    i32 94, label %8
  ]

6:                                                ; preds = %1, %1
  store i32 1, ptr %2, align 4
  br label %10

7:                                                ; preds = %1, %1
  store i32 2, ptr %2, align 4
  br label %10

8:                                                ; preds = %1
  store i32 3, ptr %2, align 4
  br label %10

9:                                                ; preds = %1
  store i32 0, ptr %2, align 4
  br label %10

10:                                               ; preds = %9, %8, %7, %6
  %11 = load i32, ptr %2, align 4
  ret i32 %11
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind willreturn memory(none) }

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
