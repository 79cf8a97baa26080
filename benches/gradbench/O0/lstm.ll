; ModuleID = 'lstm.c'
source_filename = "lstm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@enzyme_const = external global i32, align 4
@enzyme_dup = external global i32, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local double @lstm_objective(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6) #0 {
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca double, align 8
  %18 = alloca i32, align 4
  %19 = alloca ptr, align 8
  %20 = alloca i32, align 4
  %21 = alloca ptr, align 8
  %22 = alloca i32, align 4
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca i32, align 4
  %26 = alloca double, align 8
  %27 = alloca i32, align 4
  %28 = alloca double, align 8
  %29 = alloca ptr, align 8
  %30 = alloca i32, align 4
  store i32 %0, ptr %8, align 4
  store i32 %1, ptr %9, align 4
  store i32 %2, ptr %10, align 4
  store ptr %3, ptr %11, align 8
  store ptr %4, ptr %12, align 8
  store ptr %5, ptr %13, align 8
  store ptr %6, ptr %14, align 8
  %31 = load i32, ptr %8, align 4
  %32 = sext i32 %31 to i64
  %33 = mul i64 16, %32
  %34 = load i32, ptr %10, align 4
  %35 = sext i32 %34 to i64
  %36 = mul i64 %33, %35
  %37 = call noalias ptr @malloc(i64 noundef %36) #6
  store ptr %37, ptr %15, align 8
  %38 = load ptr, ptr %15, align 8
  %39 = load ptr, ptr %13, align 8
  %40 = load i32, ptr %8, align 4
  %41 = sext i32 %40 to i64
  %42 = mul i64 16, %41
  %43 = load i32, ptr %10, align 4
  %44 = sext i32 %43 to i64
  %45 = mul i64 %42, %44
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %38, ptr align 8 %39, i64 %45, i1 false)
  %46 = load i32, ptr %10, align 4
  %47 = sext i32 %46 to i64
  %48 = mul i64 8, %47
  %49 = call noalias ptr @malloc(i64 noundef %48) #6
  store ptr %49, ptr %16, align 8
  store double 0.000000e+00, ptr %17, align 8
  store i32 0, ptr %18, align 4
  br label %50

50:                                               ; preds = %208, %7
  %51 = load i32, ptr %18, align 4
  %52 = load i32, ptr %9, align 4
  %53 = sub nsw i32 %52, 1
  %54 = icmp slt i32 %51, %53
  br i1 %54, label %55, label %211

55:                                               ; preds = %50
  %56 = load ptr, ptr %14, align 8
  %57 = load i32, ptr %18, align 4
  %58 = load i32, ptr %10, align 4
  %59 = mul nsw i32 %57, %58
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds double, ptr %56, i64 %60
  store ptr %61, ptr %19, align 8
  store i32 0, ptr %20, align 4
  br label %62

62:                                               ; preds = %82, %55
  %63 = load i32, ptr %20, align 4
  %64 = load i32, ptr %10, align 4
  %65 = icmp slt i32 %63, %64
  br i1 %65, label %66, label %85

66:                                               ; preds = %62
  %67 = load ptr, ptr %19, align 8
  %68 = load i32, ptr %20, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds double, ptr %67, i64 %69
  %71 = load double, ptr %70, align 8
  %72 = load ptr, ptr %12, align 8
  %73 = load i32, ptr %20, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds double, ptr %72, i64 %74
  %76 = load double, ptr %75, align 8
  %77 = fmul double %71, %76
  %78 = load ptr, ptr %16, align 8
  %79 = load i32, ptr %20, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds double, ptr %78, i64 %80
  store double %77, ptr %81, align 8
  br label %82

82:                                               ; preds = %66
  %83 = load i32, ptr %20, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %20, align 4
  br label %62, !llvm.loop !6

85:                                               ; preds = %62
  %86 = load ptr, ptr %16, align 8
  store ptr %86, ptr %21, align 8
  store i32 0, ptr %22, align 4
  br label %87

87:                                               ; preds = %120, %85
  %88 = load i32, ptr %22, align 4
  %89 = load i32, ptr %8, align 4
  %90 = icmp slt i32 %88, %89
  br i1 %90, label %91, label %123

91:                                               ; preds = %87
  %92 = load ptr, ptr %11, align 8
  %93 = load i32, ptr %22, align 4
  %94 = mul nsw i32 %93, 8
  %95 = load i32, ptr %10, align 4
  %96 = mul nsw i32 %94, %95
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds double, ptr %92, i64 %97
  store ptr %98, ptr %23, align 8
  %99 = load ptr, ptr %15, align 8
  %100 = load i32, ptr %22, align 4
  %101 = mul nsw i32 %100, 2
  %102 = load i32, ptr %10, align 4
  %103 = mul nsw i32 %101, %102
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds double, ptr %99, i64 %104
  store ptr %105, ptr %24, align 8
  %106 = load i32, ptr %10, align 4
  %107 = load ptr, ptr %23, align 8
  %108 = load ptr, ptr %23, align 8
  %109 = load i32, ptr %10, align 4
  %110 = mul nsw i32 4, %109
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds double, ptr %108, i64 %111
  %113 = load ptr, ptr %24, align 8
  %114 = load ptr, ptr %24, align 8
  %115 = load i32, ptr %10, align 4
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds double, ptr %114, i64 %116
  %118 = load ptr, ptr %21, align 8
  call void @lstm_layer(i32 noundef %106, ptr noundef %107, ptr noundef %112, ptr noundef %113, ptr noundef %117, ptr noundef %118)
  %119 = load ptr, ptr %24, align 8
  store ptr %119, ptr %21, align 8
  br label %120

120:                                              ; preds = %91
  %121 = load i32, ptr %22, align 4
  %122 = add nsw i32 %121, 1
  store i32 %122, ptr %22, align 4
  br label %87, !llvm.loop !8

123:                                              ; preds = %87
  store i32 0, ptr %25, align 4
  br label %124

124:                                              ; preds = %154, %123
  %125 = load i32, ptr %25, align 4
  %126 = load i32, ptr %10, align 4
  %127 = icmp slt i32 %125, %126
  br i1 %127, label %128, label %157

128:                                              ; preds = %124
  %129 = load ptr, ptr %21, align 8
  %130 = load i32, ptr %25, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds double, ptr %129, i64 %131
  %133 = load double, ptr %132, align 8
  %134 = load ptr, ptr %12, align 8
  %135 = load i32, ptr %10, align 4
  %136 = load i32, ptr %25, align 4
  %137 = add nsw i32 %135, %136
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds double, ptr %134, i64 %138
  %140 = load double, ptr %139, align 8
  %141 = load ptr, ptr %12, align 8
  %142 = load i32, ptr %10, align 4
  %143 = mul nsw i32 2, %142
  %144 = load i32, ptr %25, align 4
  %145 = add nsw i32 %143, %144
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds double, ptr %141, i64 %146
  %148 = load double, ptr %147, align 8
  %149 = call double @llvm.fmuladd.f64(double %133, double %140, double %148)
  %150 = load ptr, ptr %16, align 8
  %151 = load i32, ptr %25, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds double, ptr %150, i64 %152
  store double %149, ptr %153, align 8
  br label %154

154:                                              ; preds = %128
  %155 = load i32, ptr %25, align 4
  %156 = add nsw i32 %155, 1
  store i32 %156, ptr %25, align 4
  br label %124, !llvm.loop !9

157:                                              ; preds = %124
  store double 0.000000e+00, ptr %26, align 8
  store i32 0, ptr %27, align 4
  br label %158

158:                                              ; preds = %171, %157
  %159 = load i32, ptr %27, align 4
  %160 = load i32, ptr %10, align 4
  %161 = icmp slt i32 %159, %160
  br i1 %161, label %162, label %174

162:                                              ; preds = %158
  %163 = load ptr, ptr %16, align 8
  %164 = load i32, ptr %27, align 4
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds double, ptr %163, i64 %165
  %167 = load double, ptr %166, align 8
  %168 = call double @llvm.exp.f64(double %167)
  %169 = load double, ptr %26, align 8
  %170 = fadd double %169, %168
  store double %170, ptr %26, align 8
  br label %171

171:                                              ; preds = %162
  %172 = load i32, ptr %27, align 4
  %173 = add nsw i32 %172, 1
  store i32 %173, ptr %27, align 4
  br label %158, !llvm.loop !10

174:                                              ; preds = %158
  %175 = load double, ptr %26, align 8
  %176 = fadd double %175, 2.000000e+00
  %177 = call double @llvm.log.f64(double %176)
  store double %177, ptr %28, align 8
  %178 = load ptr, ptr %14, align 8
  %179 = load i32, ptr %18, align 4
  %180 = add nsw i32 %179, 1
  %181 = load i32, ptr %10, align 4
  %182 = mul nsw i32 %180, %181
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds double, ptr %178, i64 %183
  store ptr %184, ptr %29, align 8
  store i32 0, ptr %30, align 4
  br label %185

185:                                              ; preds = %204, %174
  %186 = load i32, ptr %30, align 4
  %187 = load i32, ptr %10, align 4
  %188 = icmp slt i32 %186, %187
  br i1 %188, label %189, label %207

189:                                              ; preds = %185
  %190 = load ptr, ptr %29, align 8
  %191 = load i32, ptr %30, align 4
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds double, ptr %190, i64 %192
  %194 = load double, ptr %193, align 8
  %195 = load ptr, ptr %16, align 8
  %196 = load i32, ptr %30, align 4
  %197 = sext i32 %196 to i64
  %198 = getelementptr inbounds double, ptr %195, i64 %197
  %199 = load double, ptr %198, align 8
  %200 = load double, ptr %28, align 8
  %201 = fsub double %199, %200
  %202 = load double, ptr %17, align 8
  %203 = call double @llvm.fmuladd.f64(double %194, double %201, double %202)
  store double %203, ptr %17, align 8
  br label %204

204:                                              ; preds = %189
  %205 = load i32, ptr %30, align 4
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr %30, align 4
  br label %185, !llvm.loop !11

207:                                              ; preds = %185
  br label %208

208:                                              ; preds = %207
  %209 = load i32, ptr %18, align 4
  %210 = add nsw i32 %209, 1
  store i32 %210, ptr %18, align 4
  br label %50, !llvm.loop !12

211:                                              ; preds = %50
  %212 = load ptr, ptr %15, align 8
  call void @free(ptr noundef %212) #7
  %213 = load ptr, ptr %16, align 8
  call void @free(ptr noundef %213) #7
  %214 = load double, ptr %17, align 8
  %215 = fneg double %214
  %216 = load i32, ptr %9, align 4
  %217 = sub nsw i32 %216, 1
  %218 = sitofp i32 %217 to double
  %219 = load i32, ptr %10, align 4
  %220 = sitofp i32 %219 to double
  %221 = fmul double %218, %220
  %222 = fdiv double %215, %221
  ret double %222
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind uwtable
define internal void @lstm_layer(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5) #0 {
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  store i32 %0, ptr %7, align 4
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store ptr %5, ptr %12, align 8
  store i32 0, ptr %13, align 4
  br label %18

18:                                               ; preds = %133, %6
  %19 = load i32, ptr %13, align 4
  %20 = load i32, ptr %7, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %136

22:                                               ; preds = %18
  %23 = load ptr, ptr %12, align 8
  %24 = load i32, ptr %13, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds double, ptr %23, i64 %25
  %27 = load double, ptr %26, align 8
  %28 = load ptr, ptr %8, align 8
  %29 = load i32, ptr %13, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds double, ptr %28, i64 %30
  %32 = load double, ptr %31, align 8
  %33 = load ptr, ptr %9, align 8
  %34 = load i32, ptr %13, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds double, ptr %33, i64 %35
  %37 = load double, ptr %36, align 8
  %38 = call double @llvm.fmuladd.f64(double %27, double %32, double %37)
  %39 = call double @sigmoid(double noundef %38)
  store double %39, ptr %14, align 8
  %40 = load ptr, ptr %10, align 8
  %41 = load i32, ptr %13, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds double, ptr %40, i64 %42
  %44 = load double, ptr %43, align 8
  %45 = load ptr, ptr %8, align 8
  %46 = load i32, ptr %7, align 4
  %47 = load i32, ptr %13, align 4
  %48 = add nsw i32 %46, %47
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds double, ptr %45, i64 %49
  %51 = load double, ptr %50, align 8
  %52 = load ptr, ptr %9, align 8
  %53 = load i32, ptr %7, align 4
  %54 = load i32, ptr %13, align 4
  %55 = add nsw i32 %53, %54
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds double, ptr %52, i64 %56
  %58 = load double, ptr %57, align 8
  %59 = call double @llvm.fmuladd.f64(double %44, double %51, double %58)
  %60 = call double @sigmoid(double noundef %59)
  store double %60, ptr %15, align 8
  %61 = load ptr, ptr %12, align 8
  %62 = load i32, ptr %13, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds double, ptr %61, i64 %63
  %65 = load double, ptr %64, align 8
  %66 = load ptr, ptr %8, align 8
  %67 = load i32, ptr %7, align 4
  %68 = mul nsw i32 2, %67
  %69 = load i32, ptr %13, align 4
  %70 = add nsw i32 %68, %69
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds double, ptr %66, i64 %71
  %73 = load double, ptr %72, align 8
  %74 = load ptr, ptr %9, align 8
  %75 = load i32, ptr %7, align 4
  %76 = mul nsw i32 2, %75
  %77 = load i32, ptr %13, align 4
  %78 = add nsw i32 %76, %77
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds double, ptr %74, i64 %79
  %81 = load double, ptr %80, align 8
  %82 = call double @llvm.fmuladd.f64(double %65, double %73, double %81)
  %83 = call double @sigmoid(double noundef %82)
  store double %83, ptr %16, align 8
  %84 = load ptr, ptr %10, align 8
  %85 = load i32, ptr %13, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds double, ptr %84, i64 %86
  %88 = load double, ptr %87, align 8
  %89 = load ptr, ptr %8, align 8
  %90 = load i32, ptr %7, align 4
  %91 = mul nsw i32 3, %90
  %92 = load i32, ptr %13, align 4
  %93 = add nsw i32 %91, %92
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds double, ptr %89, i64 %94
  %96 = load double, ptr %95, align 8
  %97 = load ptr, ptr %9, align 8
  %98 = load i32, ptr %7, align 4
  %99 = mul nsw i32 3, %98
  %100 = load i32, ptr %13, align 4
  %101 = add nsw i32 %99, %100
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds double, ptr %97, i64 %102
  %104 = load double, ptr %103, align 8
  %105 = call double @llvm.fmuladd.f64(double %88, double %96, double %104)
  %106 = call double @llvm.tanh.f64(double %105)
  store double %106, ptr %17, align 8
  %107 = load ptr, ptr %11, align 8
  %108 = load i32, ptr %13, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds double, ptr %107, i64 %109
  %111 = load double, ptr %110, align 8
  %112 = load double, ptr %14, align 8
  %113 = load double, ptr %15, align 8
  %114 = load double, ptr %17, align 8
  %115 = fmul double %113, %114
  %116 = call double @llvm.fmuladd.f64(double %111, double %112, double %115)
  %117 = load ptr, ptr %11, align 8
  %118 = load i32, ptr %13, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds double, ptr %117, i64 %119
  store double %116, ptr %120, align 8
  %121 = load double, ptr %16, align 8
  %122 = load ptr, ptr %11, align 8
  %123 = load i32, ptr %13, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds double, ptr %122, i64 %124
  %126 = load double, ptr %125, align 8
  %127 = call double @llvm.tanh.f64(double %126)
  %128 = fmul double %121, %127
  %129 = load ptr, ptr %10, align 8
  %130 = load i32, ptr %13, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds double, ptr %129, i64 %131
  store double %128, ptr %132, align 8
  br label %133

133:                                              ; preds = %22
  %134 = load i32, ptr %13, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %13, align 4
  br label %18, !llvm.loop !13

136:                                              ; preds = %18
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log.f64(double) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

; Function Attrs: noinline nounwind uwtable
define dso_local void @lstm_gradient(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7) #0 {
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  store i32 %0, ptr %9, align 4
  store i32 %1, ptr %10, align 4
  store i32 %2, ptr %11, align 4
  store ptr %3, ptr %12, align 8
  store ptr %4, ptr %13, align 8
  store ptr %5, ptr %14, align 8
  store ptr %6, ptr %15, align 8
  store ptr %7, ptr %16, align 8
  %19 = load i32, ptr %9, align 4
  %20 = mul nsw i32 8, %19
  %21 = load i32, ptr %11, align 4
  %22 = mul nsw i32 %20, %21
  store i32 %22, ptr %17, align 4
  store i32 0, ptr %18, align 4
  br label %23

23:                                               ; preds = %35, %8
  %24 = load i32, ptr %18, align 4
  %25 = load i32, ptr %17, align 4
  %26 = load i32, ptr %11, align 4
  %27 = mul nsw i32 3, %26
  %28 = add nsw i32 %25, %27
  %29 = icmp slt i32 %24, %28
  br i1 %29, label %30, label %38

30:                                               ; preds = %23
  %31 = load ptr, ptr %16, align 8
  %32 = load i32, ptr %18, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds double, ptr %31, i64 %33
  store double 0.000000e+00, ptr %34, align 8
  br label %35

35:                                               ; preds = %30
  %36 = load i32, ptr %18, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %18, align 4
  br label %23, !llvm.loop !14

38:                                               ; preds = %23
  %39 = load i32, ptr @enzyme_const, align 4
  %40 = load i32, ptr %9, align 4
  %41 = load i32, ptr @enzyme_const, align 4
  %42 = load i32, ptr %10, align 4
  %43 = load i32, ptr @enzyme_const, align 4
  %44 = load i32, ptr %11, align 4
  %45 = load i32, ptr @enzyme_dup, align 4
  %46 = load ptr, ptr %12, align 8
  %47 = load ptr, ptr %16, align 8
  %48 = load i32, ptr @enzyme_dup, align 4
  %49 = load ptr, ptr %13, align 8
  %50 = load ptr, ptr %16, align 8
  %51 = load i32, ptr %17, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds double, ptr %50, i64 %52
  %54 = load i32, ptr @enzyme_const, align 4
  %55 = load ptr, ptr %14, align 8
  %56 = load i32, ptr @enzyme_const, align 4
  %57 = load ptr, ptr %15, align 8
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef @lstm_objective, i32 noundef %39, i32 noundef %40, i32 noundef %41, i32 noundef %42, i32 noundef %43, i32 noundef %44, i32 noundef %45, ptr noundef %46, ptr noundef %47, i32 noundef %48, ptr noundef %49, ptr noundef %53, i32 noundef %54, ptr noundef %55, i32 noundef %56, ptr noundef %57)
  ret void
}

declare void @__enzyme_autodiff(ptr noundef, ...) #5

; Function Attrs: noinline nounwind uwtable
define internal double @sigmoid(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fneg double %3
  %5 = call double @llvm.exp.f64(double %4)
  %6 = fadd double 1.000000e+00, %5
  %7 = fdiv double 1.000000e+00, %6
  ret double %7
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.tanh.f64(double) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0) }
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
