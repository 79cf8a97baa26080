; ModuleID = 'ht.c'
source_filename = "ht.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.HandData = type { i32, i32, i32, ptr, ptr, ptr, ptr, ptr, i32, ptr, ptr, ptr }

@enzyme_width = external global i32, align 4
@enzyme_dupv = external global i32, align 4
@enzyme_const = external global i32, align 4
@enzyme_dupnoneedv = external global i32, align 4
@enzyme_dup = external global i32, align 4
@enzyme_dupnoneed = external global i32, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local void @ht_objective(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca ptr, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %16 = load ptr, ptr %7, align 8
  %17 = getelementptr inbounds %struct.HandData, ptr %16, i32 0, i32 1
  %18 = load i32, ptr %17, align 4
  %19 = sext i32 %18 to i64
  %20 = mul i64 24, %19
  %21 = call noalias ptr @malloc(i64 noundef %20) #8
  store ptr %21, ptr %9, align 8
  %22 = load ptr, ptr %5, align 8
  %23 = load ptr, ptr %7, align 8
  %24 = load ptr, ptr %9, align 8
  call void @skinned_positions(ptr noundef %22, ptr noundef %23, ptr noundef %24)
  store i32 0, ptr %10, align 4
  br label %25

25:                                               ; preds = %143, %4
  %26 = load i32, ptr %10, align 4
  %27 = load ptr, ptr %7, align 8
  %28 = getelementptr inbounds %struct.HandData, ptr %27, i32 0, i32 2
  %29 = load i32, ptr %28, align 8
  %30 = icmp slt i32 %26, %29
  br i1 %30, label %31, label %146

31:                                               ; preds = %25
  store i32 0, ptr %11, align 4
  br label %32

32:                                               ; preds = %139, %31
  %33 = load i32, ptr %11, align 4
  %34 = icmp slt i32 %33, 3
  br i1 %34, label %35, label %142

35:                                               ; preds = %32
  %36 = load ptr, ptr %6, align 8
  %37 = icmp ne ptr %36, null
  br i1 %37, label %38, label %104

38:                                               ; preds = %35
  %39 = load ptr, ptr %7, align 8
  %40 = getelementptr inbounds %struct.HandData, ptr %39, i32 0, i32 11
  %41 = load ptr, ptr %40, align 8
  %42 = load ptr, ptr %7, align 8
  %43 = getelementptr inbounds %struct.HandData, ptr %42, i32 0, i32 9
  %44 = load ptr, ptr %43, align 8
  %45 = load i32, ptr %10, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr %44, i64 %46
  %48 = load i32, ptr %47, align 4
  %49 = mul nsw i32 3, %48
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i32, ptr %41, i64 %50
  store ptr %51, ptr %13, align 8
  %52 = load ptr, ptr %6, align 8
  %53 = load i32, ptr %10, align 4
  %54 = mul nsw i32 2, %53
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds double, ptr %52, i64 %55
  %57 = load double, ptr %56, align 8
  store double %57, ptr %14, align 8
  %58 = load ptr, ptr %6, align 8
  %59 = load i32, ptr %10, align 4
  %60 = mul nsw i32 2, %59
  %61 = add nsw i32 %60, 1
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds double, ptr %58, i64 %62
  %64 = load double, ptr %63, align 8
  store double %64, ptr %15, align 8
  %65 = load double, ptr %14, align 8
  %66 = load ptr, ptr %9, align 8
  %67 = load ptr, ptr %13, align 8
  %68 = getelementptr inbounds i32, ptr %67, i64 0
  %69 = load i32, ptr %68, align 4
  %70 = mul nsw i32 3, %69
  %71 = load i32, ptr %11, align 4
  %72 = add nsw i32 %70, %71
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds double, ptr %66, i64 %73
  %75 = load double, ptr %74, align 8
  %76 = load double, ptr %15, align 8
  %77 = load ptr, ptr %9, align 8
  %78 = load ptr, ptr %13, align 8
  %79 = getelementptr inbounds i32, ptr %78, i64 1
  %80 = load i32, ptr %79, align 4
  %81 = mul nsw i32 3, %80
  %82 = load i32, ptr %11, align 4
  %83 = add nsw i32 %81, %82
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds double, ptr %77, i64 %84
  %86 = load double, ptr %85, align 8
  %87 = fmul double %76, %86
  %88 = call double @llvm.fmuladd.f64(double %65, double %75, double %87)
  %89 = load double, ptr %14, align 8
  %90 = fsub double 1.000000e+00, %89
  %91 = load double, ptr %15, align 8
  %92 = fsub double %90, %91
  %93 = load ptr, ptr %9, align 8
  %94 = load ptr, ptr %13, align 8
  %95 = getelementptr inbounds i32, ptr %94, i64 2
  %96 = load i32, ptr %95, align 4
  %97 = mul nsw i32 3, %96
  %98 = load i32, ptr %11, align 4
  %99 = add nsw i32 %97, %98
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds double, ptr %93, i64 %100
  %102 = load double, ptr %101, align 8
  %103 = call double @llvm.fmuladd.f64(double %92, double %102, double %88)
  store double %103, ptr %12, align 8
  br label %119

104:                                              ; preds = %35
  %105 = load ptr, ptr %9, align 8
  %106 = load ptr, ptr %7, align 8
  %107 = getelementptr inbounds %struct.HandData, ptr %106, i32 0, i32 9
  %108 = load ptr, ptr %107, align 8
  %109 = load i32, ptr %10, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds i32, ptr %108, i64 %110
  %112 = load i32, ptr %111, align 4
  %113 = mul nsw i32 3, %112
  %114 = load i32, ptr %11, align 4
  %115 = add nsw i32 %113, %114
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds double, ptr %105, i64 %116
  %118 = load double, ptr %117, align 8
  store double %118, ptr %12, align 8
  br label %119

119:                                              ; preds = %104, %38
  %120 = load ptr, ptr %7, align 8
  %121 = getelementptr inbounds %struct.HandData, ptr %120, i32 0, i32 10
  %122 = load ptr, ptr %121, align 8
  %123 = load i32, ptr %10, align 4
  %124 = mul nsw i32 3, %123
  %125 = load i32, ptr %11, align 4
  %126 = add nsw i32 %124, %125
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds double, ptr %122, i64 %127
  %129 = load double, ptr %128, align 8
  %130 = load double, ptr %12, align 8
  %131 = fsub double %129, %130
  %132 = load ptr, ptr %8, align 8
  %133 = load i32, ptr %10, align 4
  %134 = mul nsw i32 3, %133
  %135 = load i32, ptr %11, align 4
  %136 = add nsw i32 %134, %135
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds double, ptr %132, i64 %137
  store double %131, ptr %138, align 8
  br label %139

139:                                              ; preds = %119
  %140 = load i32, ptr %11, align 4
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr %11, align 4
  br label %32, !llvm.loop !6

142:                                              ; preds = %32
  br label %143

143:                                              ; preds = %142
  %144 = load i32, ptr %10, align 4
  %145 = add nsw i32 %144, 1
  store i32 %145, ptr %10, align 4
  br label %25, !llvm.loop !8

146:                                              ; preds = %25
  %147 = load ptr, ptr %9, align 8
  call void @free(ptr noundef %147) #9
  ret void
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind uwtable
define internal void @skinned_positions(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i32, align 4
  %17 = alloca [9 x double], align 16
  %18 = alloca [16 x double], align 16
  %19 = alloca [16 x double], align 16
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca [9 x double], align 16
  %23 = alloca i32, align 4
  %24 = alloca ptr, align 8
  %25 = alloca [3 x double], align 16
  %26 = alloca i32, align 4
  %27 = alloca ptr, align 8
  %28 = alloca double, align 8
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %31 = load ptr, ptr %5, align 8
  %32 = getelementptr inbounds %struct.HandData, ptr %31, i32 0, i32 0
  %33 = load i32, ptr %32, align 8
  store i32 %33, ptr %7, align 4
  %34 = load i32, ptr %7, align 4
  %35 = add nsw i32 %34, 3
  %36 = mul nsw i32 3, %35
  %37 = sext i32 %36 to i64
  %38 = call noalias ptr @calloc(i64 noundef %37, i64 noundef 8) #10
  store ptr %38, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %39

39:                                               ; preds = %68, %3
  %40 = load i32, ptr %9, align 4
  %41 = icmp slt i32 %40, 3
  br i1 %41, label %42, label %71

42:                                               ; preds = %39
  %43 = load ptr, ptr %4, align 8
  %44 = load i32, ptr %9, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds double, ptr %43, i64 %45
  %47 = load double, ptr %46, align 8
  %48 = load ptr, ptr %8, align 8
  %49 = load i32, ptr %9, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds double, ptr %48, i64 %50
  store double %47, ptr %51, align 8
  %52 = load ptr, ptr %8, align 8
  %53 = load i32, ptr %9, align 4
  %54 = add nsw i32 3, %53
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds double, ptr %52, i64 %55
  store double 1.000000e+00, ptr %56, align 8
  %57 = load ptr, ptr %4, align 8
  %58 = load i32, ptr %9, align 4
  %59 = add nsw i32 3, %58
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds double, ptr %57, i64 %60
  %62 = load double, ptr %61, align 8
  %63 = load ptr, ptr %8, align 8
  %64 = load i32, ptr %9, align 4
  %65 = add nsw i32 6, %64
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds double, ptr %63, i64 %66
  store double %62, ptr %67, align 8
  br label %68

68:                                               ; preds = %42
  %69 = load i32, ptr %9, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %9, align 4
  br label %39, !llvm.loop !9

71:                                               ; preds = %39
  store i32 6, ptr %10, align 4
  store i32 5, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %72

72:                                               ; preds = %115, %71
  %73 = load i32, ptr %12, align 4
  %74 = icmp slt i32 %73, 5
  br i1 %74, label %75, label %118

75:                                               ; preds = %72
  store i32 2, ptr %13, align 4
  br label %76

76:                                               ; preds = %109, %75
  %77 = load i32, ptr %13, align 4
  %78 = icmp sle i32 %77, 4
  br i1 %78, label %79, label %112

79:                                               ; preds = %76
  %80 = load ptr, ptr %4, align 8
  %81 = load i32, ptr %10, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %10, align 4
  %83 = sext i32 %81 to i64
  %84 = getelementptr inbounds double, ptr %80, i64 %83
  %85 = load double, ptr %84, align 8
  %86 = load ptr, ptr %8, align 8
  %87 = load i32, ptr %11, align 4
  %88 = mul nsw i32 3, %87
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds double, ptr %86, i64 %89
  store double %85, ptr %90, align 8
  %91 = load i32, ptr %13, align 4
  %92 = icmp eq i32 %91, 2
  br i1 %92, label %93, label %106

93:                                               ; preds = %79
  %94 = load ptr, ptr %4, align 8
  %95 = load i32, ptr %10, align 4
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr %10, align 4
  %97 = sext i32 %95 to i64
  %98 = getelementptr inbounds double, ptr %94, i64 %97
  %99 = load double, ptr %98, align 8
  %100 = load ptr, ptr %8, align 8
  %101 = load i32, ptr %11, align 4
  %102 = mul nsw i32 3, %101
  %103 = add nsw i32 %102, 1
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds double, ptr %100, i64 %104
  store double %99, ptr %105, align 8
  br label %106

106:                                              ; preds = %93, %79
  %107 = load i32, ptr %11, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %11, align 4
  br label %109

109:                                              ; preds = %106
  %110 = load i32, ptr %13, align 4
  %111 = add nsw i32 %110, 1
  store i32 %111, ptr %13, align 4
  br label %76, !llvm.loop !10

112:                                              ; preds = %76
  %113 = load i32, ptr %11, align 4
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr %11, align 4
  br label %115

115:                                              ; preds = %112
  %116 = load i32, ptr %12, align 4
  %117 = add nsw i32 %116, 1
  store i32 %117, ptr %12, align 4
  br label %72, !llvm.loop !11

118:                                              ; preds = %72
  %119 = load i32, ptr %7, align 4
  %120 = sext i32 %119 to i64
  %121 = mul i64 128, %120
  %122 = call noalias ptr @malloc(i64 noundef %121) #8
  store ptr %122, ptr %14, align 8
  %123 = load i32, ptr %7, align 4
  %124 = sext i32 %123 to i64
  %125 = mul i64 128, %124
  %126 = call noalias ptr @malloc(i64 noundef %125) #8
  store ptr %126, ptr %15, align 8
  store i32 0, ptr %16, align 4
  br label %127

127:                                              ; preds = %229, %118
  %128 = load i32, ptr %16, align 4
  %129 = load i32, ptr %7, align 4
  %130 = icmp slt i32 %128, %129
  br i1 %130, label %131, label %232

131:                                              ; preds = %127
  call void @llvm.memset.p0.i64(ptr align 16 %18, i8 0, i64 128, i1 false)
  %132 = load ptr, ptr %8, align 8
  %133 = load i32, ptr %16, align 4
  %134 = add nsw i32 %133, 3
  %135 = mul nsw i32 3, %134
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds double, ptr %132, i64 %136
  %138 = getelementptr inbounds [9 x double], ptr %17, i64 0, i64 0
  call void @euler_to_rotation(ptr noundef %137, ptr noundef %138)
  store i32 0, ptr %20, align 4
  br label %139

139:                                              ; preds = %164, %131
  %140 = load i32, ptr %20, align 4
  %141 = icmp slt i32 %140, 3
  br i1 %141, label %142, label %167

142:                                              ; preds = %139
  store i32 0, ptr %21, align 4
  br label %143

143:                                              ; preds = %160, %142
  %144 = load i32, ptr %21, align 4
  %145 = icmp slt i32 %144, 3
  br i1 %145, label %146, label %163

146:                                              ; preds = %143
  %147 = load i32, ptr %20, align 4
  %148 = mul nsw i32 3, %147
  %149 = load i32, ptr %21, align 4
  %150 = add nsw i32 %148, %149
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds [9 x double], ptr %17, i64 0, i64 %151
  %153 = load double, ptr %152, align 8
  %154 = load i32, ptr %20, align 4
  %155 = mul nsw i32 4, %154
  %156 = load i32, ptr %21, align 4
  %157 = add nsw i32 %155, %156
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds [16 x double], ptr %18, i64 0, i64 %158
  store double %153, ptr %159, align 8
  br label %160

160:                                              ; preds = %146
  %161 = load i32, ptr %21, align 4
  %162 = add nsw i32 %161, 1
  store i32 %162, ptr %21, align 4
  br label %143, !llvm.loop !12

163:                                              ; preds = %143
  br label %164

164:                                              ; preds = %163
  %165 = load i32, ptr %20, align 4
  %166 = add nsw i32 %165, 1
  store i32 %166, ptr %20, align 4
  br label %139, !llvm.loop !13

167:                                              ; preds = %139
  %168 = getelementptr inbounds [16 x double], ptr %18, i64 0, i64 15
  store double 1.000000e+00, ptr %168, align 8
  %169 = load ptr, ptr %5, align 8
  %170 = getelementptr inbounds %struct.HandData, ptr %169, i32 0, i32 4
  %171 = load ptr, ptr %170, align 8
  %172 = load i32, ptr %16, align 4
  %173 = mul nsw i32 16, %172
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds double, ptr %171, i64 %174
  %176 = getelementptr inbounds [16 x double], ptr %18, i64 0, i64 0
  %177 = getelementptr inbounds [16 x double], ptr %19, i64 0, i64 0
  call void @mat4_mul(ptr noundef %175, ptr noundef %176, ptr noundef %177)
  %178 = load ptr, ptr %5, align 8
  %179 = getelementptr inbounds %struct.HandData, ptr %178, i32 0, i32 3
  %180 = load ptr, ptr %179, align 8
  %181 = load i32, ptr %16, align 4
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds i32, ptr %180, i64 %182
  %184 = load i32, ptr %183, align 4
  %185 = icmp eq i32 %184, -1
  br i1 %185, label %186, label %193

186:                                              ; preds = %167
  %187 = load ptr, ptr %14, align 8
  %188 = load i32, ptr %16, align 4
  %189 = mul nsw i32 16, %188
  %190 = sext i32 %189 to i64
  %191 = getelementptr inbounds double, ptr %187, i64 %190
  %192 = getelementptr inbounds [16 x double], ptr %19, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %191, ptr align 16 %192, i64 128, i1 false)
  br label %211

193:                                              ; preds = %167
  %194 = load ptr, ptr %14, align 8
  %195 = load ptr, ptr %5, align 8
  %196 = getelementptr inbounds %struct.HandData, ptr %195, i32 0, i32 3
  %197 = load ptr, ptr %196, align 8
  %198 = load i32, ptr %16, align 4
  %199 = sext i32 %198 to i64
  %200 = getelementptr inbounds i32, ptr %197, i64 %199
  %201 = load i32, ptr %200, align 4
  %202 = mul nsw i32 16, %201
  %203 = sext i32 %202 to i64
  %204 = getelementptr inbounds double, ptr %194, i64 %203
  %205 = getelementptr inbounds [16 x double], ptr %19, i64 0, i64 0
  %206 = load ptr, ptr %14, align 8
  %207 = load i32, ptr %16, align 4
  %208 = mul nsw i32 16, %207
  %209 = sext i32 %208 to i64
  %210 = getelementptr inbounds double, ptr %206, i64 %209
  call void @mat4_mul(ptr noundef %204, ptr noundef %205, ptr noundef %210)
  br label %211

211:                                              ; preds = %193, %186
  %212 = load ptr, ptr %14, align 8
  %213 = load i32, ptr %16, align 4
  %214 = mul nsw i32 16, %213
  %215 = sext i32 %214 to i64
  %216 = getelementptr inbounds double, ptr %212, i64 %215
  %217 = load ptr, ptr %5, align 8
  %218 = getelementptr inbounds %struct.HandData, ptr %217, i32 0, i32 5
  %219 = load ptr, ptr %218, align 8
  %220 = load i32, ptr %16, align 4
  %221 = mul nsw i32 16, %220
  %222 = sext i32 %221 to i64
  %223 = getelementptr inbounds double, ptr %219, i64 %222
  %224 = load ptr, ptr %15, align 8
  %225 = load i32, ptr %16, align 4
  %226 = mul nsw i32 16, %225
  %227 = sext i32 %226 to i64
  %228 = getelementptr inbounds double, ptr %224, i64 %227
  call void @mat4_mul(ptr noundef %216, ptr noundef %223, ptr noundef %228)
  br label %229

229:                                              ; preds = %211
  %230 = load i32, ptr %16, align 4
  %231 = add nsw i32 %230, 1
  store i32 %231, ptr %16, align 4
  br label %127, !llvm.loop !14

232:                                              ; preds = %127
  %233 = load ptr, ptr %8, align 8
  %234 = getelementptr inbounds [9 x double], ptr %22, i64 0, i64 0
  call void @angle_axis_to_rotation(ptr noundef %233, ptr noundef %234)
  store i32 0, ptr %23, align 4
  br label %235

235:                                              ; preds = %401, %232
  %236 = load i32, ptr %23, align 4
  %237 = load ptr, ptr %5, align 8
  %238 = getelementptr inbounds %struct.HandData, ptr %237, i32 0, i32 1
  %239 = load i32, ptr %238, align 4
  %240 = icmp slt i32 %236, %239
  br i1 %240, label %241, label %404

241:                                              ; preds = %235
  %242 = load ptr, ptr %5, align 8
  %243 = getelementptr inbounds %struct.HandData, ptr %242, i32 0, i32 6
  %244 = load ptr, ptr %243, align 8
  %245 = load i32, ptr %23, align 4
  %246 = mul nsw i32 4, %245
  %247 = sext i32 %246 to i64
  %248 = getelementptr inbounds double, ptr %244, i64 %247
  store ptr %248, ptr %24, align 8
  call void @llvm.memset.p0.i64(ptr align 16 %25, i8 0, i64 24, i1 false)
  store i32 0, ptr %26, align 4
  br label %249

249:                                              ; preds = %327, %241
  %250 = load i32, ptr %26, align 4
  %251 = load i32, ptr %7, align 4
  %252 = icmp slt i32 %250, %251
  br i1 %252, label %253, label %330

253:                                              ; preds = %249
  %254 = load ptr, ptr %15, align 8
  %255 = load i32, ptr %26, align 4
  %256 = mul nsw i32 16, %255
  %257 = sext i32 %256 to i64
  %258 = getelementptr inbounds double, ptr %254, i64 %257
  store ptr %258, ptr %27, align 8
  %259 = load ptr, ptr %5, align 8
  %260 = getelementptr inbounds %struct.HandData, ptr %259, i32 0, i32 7
  %261 = load ptr, ptr %260, align 8
  %262 = load i32, ptr %7, align 4
  %263 = load i32, ptr %23, align 4
  %264 = mul nsw i32 %262, %263
  %265 = load i32, ptr %26, align 4
  %266 = add nsw i32 %264, %265
  %267 = sext i32 %266 to i64
  %268 = getelementptr inbounds double, ptr %261, i64 %267
  %269 = load double, ptr %268, align 8
  store double %269, ptr %28, align 8
  store i32 0, ptr %29, align 4
  br label %270

270:                                              ; preds = %323, %253
  %271 = load i32, ptr %29, align 4
  %272 = icmp slt i32 %271, 3
  br i1 %272, label %273, label %326

273:                                              ; preds = %270
  %274 = load ptr, ptr %27, align 8
  %275 = load i32, ptr %29, align 4
  %276 = mul nsw i32 4, %275
  %277 = sext i32 %276 to i64
  %278 = getelementptr inbounds double, ptr %274, i64 %277
  %279 = load double, ptr %278, align 8
  %280 = load ptr, ptr %24, align 8
  %281 = getelementptr inbounds double, ptr %280, i64 0
  %282 = load double, ptr %281, align 8
  %283 = load ptr, ptr %27, align 8
  %284 = load i32, ptr %29, align 4
  %285 = mul nsw i32 4, %284
  %286 = add nsw i32 %285, 1
  %287 = sext i32 %286 to i64
  %288 = getelementptr inbounds double, ptr %283, i64 %287
  %289 = load double, ptr %288, align 8
  %290 = load ptr, ptr %24, align 8
  %291 = getelementptr inbounds double, ptr %290, i64 1
  %292 = load double, ptr %291, align 8
  %293 = fmul double %289, %292
  %294 = call double @llvm.fmuladd.f64(double %279, double %282, double %293)
  %295 = load ptr, ptr %27, align 8
  %296 = load i32, ptr %29, align 4
  %297 = mul nsw i32 4, %296
  %298 = add nsw i32 %297, 2
  %299 = sext i32 %298 to i64
  %300 = getelementptr inbounds double, ptr %295, i64 %299
  %301 = load double, ptr %300, align 8
  %302 = load ptr, ptr %24, align 8
  %303 = getelementptr inbounds double, ptr %302, i64 2
  %304 = load double, ptr %303, align 8
  %305 = call double @llvm.fmuladd.f64(double %301, double %304, double %294)
  %306 = load ptr, ptr %27, align 8
  %307 = load i32, ptr %29, align 4
  %308 = mul nsw i32 4, %307
  %309 = add nsw i32 %308, 3
  %310 = sext i32 %309 to i64
  %311 = getelementptr inbounds double, ptr %306, i64 %310
  %312 = load double, ptr %311, align 8
  %313 = load ptr, ptr %24, align 8
  %314 = getelementptr inbounds double, ptr %313, i64 3
  %315 = load double, ptr %314, align 8
  %316 = call double @llvm.fmuladd.f64(double %312, double %315, double %305)
  %317 = load double, ptr %28, align 8
  %318 = load i32, ptr %29, align 4
  %319 = sext i32 %318 to i64
  %320 = getelementptr inbounds [3 x double], ptr %25, i64 0, i64 %319
  %321 = load double, ptr %320, align 8
  %322 = call double @llvm.fmuladd.f64(double %316, double %317, double %321)
  store double %322, ptr %320, align 8
  br label %323

323:                                              ; preds = %273
  %324 = load i32, ptr %29, align 4
  %325 = add nsw i32 %324, 1
  store i32 %325, ptr %29, align 4
  br label %270, !llvm.loop !15

326:                                              ; preds = %270
  br label %327

327:                                              ; preds = %326
  %328 = load i32, ptr %26, align 4
  %329 = add nsw i32 %328, 1
  store i32 %329, ptr %26, align 4
  br label %249, !llvm.loop !16

330:                                              ; preds = %249
  %331 = load ptr, ptr %5, align 8
  %332 = getelementptr inbounds %struct.HandData, ptr %331, i32 0, i32 8
  %333 = load i32, ptr %332, align 8
  %334 = icmp ne i32 %333, 0
  br i1 %334, label %335, label %340

335:                                              ; preds = %330
  %336 = getelementptr inbounds [3 x double], ptr %25, i64 0, i64 0
  %337 = load double, ptr %336, align 16
  %338 = fneg double %337
  %339 = getelementptr inbounds [3 x double], ptr %25, i64 0, i64 0
  store double %338, ptr %339, align 16
  br label %340

340:                                              ; preds = %335, %330
  store i32 0, ptr %30, align 4
  br label %341

341:                                              ; preds = %397, %340
  %342 = load i32, ptr %30, align 4
  %343 = icmp slt i32 %342, 3
  br i1 %343, label %344, label %400

344:                                              ; preds = %341
  %345 = load i32, ptr %30, align 4
  %346 = mul nsw i32 3, %345
  %347 = sext i32 %346 to i64
  %348 = getelementptr inbounds [9 x double], ptr %22, i64 0, i64 %347
  %349 = load double, ptr %348, align 8
  %350 = load ptr, ptr %8, align 8
  %351 = getelementptr inbounds double, ptr %350, i64 3
  %352 = load double, ptr %351, align 8
  %353 = fmul double %349, %352
  %354 = getelementptr inbounds [3 x double], ptr %25, i64 0, i64 0
  %355 = load double, ptr %354, align 16
  %356 = load i32, ptr %30, align 4
  %357 = mul nsw i32 3, %356
  %358 = add nsw i32 %357, 1
  %359 = sext i32 %358 to i64
  %360 = getelementptr inbounds [9 x double], ptr %22, i64 0, i64 %359
  %361 = load double, ptr %360, align 8
  %362 = load ptr, ptr %8, align 8
  %363 = getelementptr inbounds double, ptr %362, i64 4
  %364 = load double, ptr %363, align 8
  %365 = fmul double %361, %364
  %366 = getelementptr inbounds [3 x double], ptr %25, i64 0, i64 1
  %367 = load double, ptr %366, align 8
  %368 = fmul double %365, %367
  %369 = call double @llvm.fmuladd.f64(double %353, double %355, double %368)
  %370 = load i32, ptr %30, align 4
  %371 = mul nsw i32 3, %370
  %372 = add nsw i32 %371, 2
  %373 = sext i32 %372 to i64
  %374 = getelementptr inbounds [9 x double], ptr %22, i64 0, i64 %373
  %375 = load double, ptr %374, align 8
  %376 = load ptr, ptr %8, align 8
  %377 = getelementptr inbounds double, ptr %376, i64 5
  %378 = load double, ptr %377, align 8
  %379 = fmul double %375, %378
  %380 = getelementptr inbounds [3 x double], ptr %25, i64 0, i64 2
  %381 = load double, ptr %380, align 16
  %382 = call double @llvm.fmuladd.f64(double %379, double %381, double %369)
  %383 = load ptr, ptr %8, align 8
  %384 = load i32, ptr %30, align 4
  %385 = add nsw i32 6, %384
  %386 = sext i32 %385 to i64
  %387 = getelementptr inbounds double, ptr %383, i64 %386
  %388 = load double, ptr %387, align 8
  %389 = fadd double %382, %388
  %390 = load ptr, ptr %6, align 8
  %391 = load i32, ptr %23, align 4
  %392 = mul nsw i32 3, %391
  %393 = load i32, ptr %30, align 4
  %394 = add nsw i32 %392, %393
  %395 = sext i32 %394 to i64
  %396 = getelementptr inbounds double, ptr %390, i64 %395
  store double %389, ptr %396, align 8
  br label %397

397:                                              ; preds = %344
  %398 = load i32, ptr %30, align 4
  %399 = add nsw i32 %398, 1
  store i32 %399, ptr %30, align 4
  br label %341, !llvm.loop !17

400:                                              ; preds = %341
  br label %401

401:                                              ; preds = %400
  %402 = load i32, ptr %23, align 4
  %403 = add nsw i32 %402, 1
  store i32 %403, ptr %23, align 4
  br label %235, !llvm.loop !18

404:                                              ; preds = %235
  %405 = load ptr, ptr %8, align 8
  call void @free(ptr noundef %405) #9
  %406 = load ptr, ptr %14, align 8
  call void @free(ptr noundef %406) #9
  %407 = load ptr, ptr %15, align 8
  call void @free(ptr noundef %407) #9
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

; Function Attrs: noinline nounwind uwtable
define dso_local void @ht_jacobian(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca [676 x double], align 16
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %22 = load ptr, ptr %7, align 8
  %23 = getelementptr inbounds %struct.HandData, ptr %22, i32 0, i32 2
  %24 = load i32, ptr %23, align 8
  %25 = mul nsw i32 3, %24
  store i32 %25, ptr %9, align 4
  %26 = load ptr, ptr %6, align 8
  %27 = icmp ne ptr %26, null
  %28 = zext i1 %27 to i64
  %29 = select i1 %27, i32 2, i32 0
  store i32 %29, ptr %10, align 4
  %30 = load i32, ptr %10, align 4
  %31 = add nsw i32 %30, 26
  store i32 %31, ptr %11, align 4
  %32 = load i32, ptr %9, align 4
  %33 = sext i32 %32 to i64
  %34 = mul i64 8, %33
  %35 = call noalias ptr @malloc(i64 noundef %34) #8
  store ptr %35, ptr %12, align 8
  %36 = load i32, ptr %9, align 4
  %37 = sext i32 %36 to i64
  %38 = mul i64 8, %37
  %39 = mul i64 %38, 26
  %40 = call noalias ptr @malloc(i64 noundef %39) #8
  store ptr %40, ptr %13, align 8
  store i32 0, ptr %15, align 4
  br label %41

41:                                               ; preds = %53, %4
  %42 = load i32, ptr %15, align 4
  %43 = icmp slt i32 %42, 676
  br i1 %43, label %44, label %56

44:                                               ; preds = %41
  %45 = load i32, ptr %15, align 4
  %46 = srem i32 %45, 27
  %47 = icmp eq i32 %46, 0
  %48 = zext i1 %47 to i32
  %49 = sitofp i32 %48 to double
  %50 = load i32, ptr %15, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [676 x double], ptr %14, i64 0, i64 %51
  store double %49, ptr %52, align 8
  br label %53

53:                                               ; preds = %44
  %54 = load i32, ptr %15, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %15, align 4
  br label %41, !llvm.loop !19

56:                                               ; preds = %41
  %57 = load i32, ptr @enzyme_width, align 4
  %58 = load i32, ptr @enzyme_dupv, align 4
  %59 = load ptr, ptr %5, align 8
  %60 = getelementptr inbounds [676 x double], ptr %14, i64 0, i64 0
  %61 = load i32, ptr @enzyme_const, align 4
  %62 = load ptr, ptr %6, align 8
  %63 = load i32, ptr @enzyme_const, align 4
  %64 = load ptr, ptr %7, align 8
  %65 = load i32, ptr @enzyme_dupnoneedv, align 4
  %66 = load i32, ptr %9, align 4
  %67 = sext i32 %66 to i64
  %68 = mul i64 %67, 8
  %69 = load ptr, ptr %12, align 8
  %70 = load ptr, ptr %13, align 8
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef @ht_objective, i32 noundef %57, i32 noundef 26, i32 noundef %58, i64 noundef 208, ptr noundef %59, ptr noundef %60, i32 noundef %61, ptr noundef %62, i32 noundef %63, ptr noundef %64, i32 noundef %65, i64 noundef %68, ptr noundef %69, ptr noundef %70)
  store i32 0, ptr %16, align 4
  br label %71

71:                                               ; preds = %103, %56
  %72 = load i32, ptr %16, align 4
  %73 = icmp slt i32 %72, 26
  br i1 %73, label %74, label %106

74:                                               ; preds = %71
  store i32 0, ptr %17, align 4
  br label %75

75:                                               ; preds = %99, %74
  %76 = load i32, ptr %17, align 4
  %77 = load i32, ptr %9, align 4
  %78 = icmp slt i32 %76, %77
  br i1 %78, label %79, label %102

79:                                               ; preds = %75
  %80 = load ptr, ptr %13, align 8
  %81 = load i32, ptr %9, align 4
  %82 = load i32, ptr %16, align 4
  %83 = mul nsw i32 %81, %82
  %84 = load i32, ptr %17, align 4
  %85 = add nsw i32 %83, %84
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds double, ptr %80, i64 %86
  %88 = load double, ptr %87, align 8
  %89 = load ptr, ptr %8, align 8
  %90 = load i32, ptr %11, align 4
  %91 = load i32, ptr %17, align 4
  %92 = mul nsw i32 %90, %91
  %93 = load i32, ptr %10, align 4
  %94 = add nsw i32 %92, %93
  %95 = load i32, ptr %16, align 4
  %96 = add nsw i32 %94, %95
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds double, ptr %89, i64 %97
  store double %88, ptr %98, align 8
  br label %99

99:                                               ; preds = %79
  %100 = load i32, ptr %17, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %17, align 4
  br label %75, !llvm.loop !20

102:                                              ; preds = %75
  br label %103

103:                                              ; preds = %102
  %104 = load i32, ptr %16, align 4
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr %16, align 4
  br label %71, !llvm.loop !21

106:                                              ; preds = %71
  %107 = load ptr, ptr %6, align 8
  %108 = icmp ne ptr %107, null
  br i1 %108, label %109, label %187

109:                                              ; preds = %106
  %110 = load ptr, ptr %7, align 8
  %111 = getelementptr inbounds %struct.HandData, ptr %110, i32 0, i32 2
  %112 = load i32, ptr %111, align 8
  %113 = sext i32 %112 to i64
  %114 = mul i64 16, %113
  %115 = call noalias ptr @malloc(i64 noundef %114) #8
  store ptr %115, ptr %18, align 8
  store i32 0, ptr %19, align 4
  br label %116

116:                                              ; preds = %182, %109
  %117 = load i32, ptr %19, align 4
  %118 = icmp slt i32 %117, 2
  br i1 %118, label %119, label %185

119:                                              ; preds = %116
  store i32 0, ptr %20, align 4
  br label %120

120:                                              ; preds = %146, %119
  %121 = load i32, ptr %20, align 4
  %122 = load ptr, ptr %7, align 8
  %123 = getelementptr inbounds %struct.HandData, ptr %122, i32 0, i32 2
  %124 = load i32, ptr %123, align 8
  %125 = icmp slt i32 %121, %124
  br i1 %125, label %126, label %149

126:                                              ; preds = %120
  %127 = load i32, ptr %19, align 4
  %128 = icmp eq i32 %127, 0
  %129 = zext i1 %128 to i32
  %130 = sitofp i32 %129 to double
  %131 = load ptr, ptr %18, align 8
  %132 = load i32, ptr %20, align 4
  %133 = mul nsw i32 2, %132
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds double, ptr %131, i64 %134
  store double %130, ptr %135, align 8
  %136 = load i32, ptr %19, align 4
  %137 = icmp eq i32 %136, 1
  %138 = zext i1 %137 to i32
  %139 = sitofp i32 %138 to double
  %140 = load ptr, ptr %18, align 8
  %141 = load i32, ptr %20, align 4
  %142 = mul nsw i32 2, %141
  %143 = add nsw i32 %142, 1
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds double, ptr %140, i64 %144
  store double %139, ptr %145, align 8
  br label %146

146:                                              ; preds = %126
  %147 = load i32, ptr %20, align 4
  %148 = add nsw i32 %147, 1
  store i32 %148, ptr %20, align 4
  br label %120, !llvm.loop !22

149:                                              ; preds = %120
  %150 = load i32, ptr @enzyme_const, align 4
  %151 = load ptr, ptr %5, align 8
  %152 = load i32, ptr @enzyme_dup, align 4
  %153 = load ptr, ptr %6, align 8
  %154 = load ptr, ptr %18, align 8
  %155 = load i32, ptr @enzyme_const, align 4
  %156 = load ptr, ptr %7, align 8
  %157 = load i32, ptr @enzyme_dupnoneed, align 4
  %158 = load ptr, ptr %12, align 8
  %159 = load ptr, ptr %13, align 8
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef @ht_objective, i32 noundef %150, ptr noundef %151, i32 noundef %152, ptr noundef %153, ptr noundef %154, i32 noundef %155, ptr noundef %156, i32 noundef %157, ptr noundef %158, ptr noundef %159)
  store i32 0, ptr %21, align 4
  br label %160

160:                                              ; preds = %178, %149
  %161 = load i32, ptr %21, align 4
  %162 = load i32, ptr %9, align 4
  %163 = icmp slt i32 %161, %162
  br i1 %163, label %164, label %181

164:                                              ; preds = %160
  %165 = load ptr, ptr %13, align 8
  %166 = load i32, ptr %21, align 4
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds double, ptr %165, i64 %167
  %169 = load double, ptr %168, align 8
  %170 = load ptr, ptr %8, align 8
  %171 = load i32, ptr %11, align 4
  %172 = load i32, ptr %21, align 4
  %173 = mul nsw i32 %171, %172
  %174 = load i32, ptr %19, align 4
  %175 = add nsw i32 %173, %174
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds double, ptr %170, i64 %176
  store double %169, ptr %177, align 8
  br label %178

178:                                              ; preds = %164
  %179 = load i32, ptr %21, align 4
  %180 = add nsw i32 %179, 1
  store i32 %180, ptr %21, align 4
  br label %160, !llvm.loop !23

181:                                              ; preds = %160
  br label %182

182:                                              ; preds = %181
  %183 = load i32, ptr %19, align 4
  %184 = add nsw i32 %183, 1
  store i32 %184, ptr %19, align 4
  br label %116, !llvm.loop !24

185:                                              ; preds = %116
  %186 = load ptr, ptr %18, align 8
  call void @free(ptr noundef %186) #9
  br label %187

187:                                              ; preds = %185, %106
  %188 = load ptr, ptr %12, align 8
  call void @free(ptr noundef %188) #9
  %189 = load ptr, ptr %13, align 8
  call void @free(ptr noundef %189) #9
  ret void
}

declare void @__enzyme_fwddiff(ptr noundef, ...) #4

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: noinline nounwind uwtable
define internal void @euler_to_rotation(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca [9 x double], align 16
  %9 = alloca [9 x double], align 16
  %10 = alloca [9 x double], align 16
  %11 = alloca [9 x double], align 16
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds double, ptr %12, i64 0
  %14 = load double, ptr %13, align 8
  store double %14, ptr %5, align 8
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds double, ptr %15, i64 2
  %17 = load double, ptr %16, align 8
  store double %17, ptr %6, align 8
  %18 = load ptr, ptr %3, align 8
  %19 = getelementptr inbounds double, ptr %18, i64 1
  %20 = load double, ptr %19, align 8
  store double %20, ptr %7, align 8
  store double 1.000000e+00, ptr %8, align 8
  %21 = getelementptr inbounds double, ptr %8, i64 1
  store double 0.000000e+00, ptr %21, align 8
  %22 = getelementptr inbounds double, ptr %8, i64 2
  store double 0.000000e+00, ptr %22, align 8
  %23 = getelementptr inbounds double, ptr %8, i64 3
  store double 0.000000e+00, ptr %23, align 8
  %24 = getelementptr inbounds double, ptr %8, i64 4
  %25 = load double, ptr %5, align 8
  %26 = call double @llvm.cos.f64(double %25)
  store double %26, ptr %24, align 8
  %27 = getelementptr inbounds double, ptr %8, i64 5
  %28 = load double, ptr %5, align 8
  %29 = call double @llvm.sin.f64(double %28)
  %30 = fneg double %29
  store double %30, ptr %27, align 8
  %31 = getelementptr inbounds double, ptr %8, i64 6
  store double 0.000000e+00, ptr %31, align 8
  %32 = getelementptr inbounds double, ptr %8, i64 7
  %33 = load double, ptr %5, align 8
  %34 = call double @llvm.sin.f64(double %33)
  store double %34, ptr %32, align 8
  %35 = getelementptr inbounds double, ptr %8, i64 8
  %36 = load double, ptr %5, align 8
  %37 = call double @llvm.cos.f64(double %36)
  store double %37, ptr %35, align 8
  %38 = load double, ptr %6, align 8
  %39 = call double @llvm.cos.f64(double %38)
  store double %39, ptr %9, align 8
  %40 = getelementptr inbounds double, ptr %9, i64 1
  store double 0.000000e+00, ptr %40, align 8
  %41 = getelementptr inbounds double, ptr %9, i64 2
  %42 = load double, ptr %6, align 8
  %43 = call double @llvm.sin.f64(double %42)
  store double %43, ptr %41, align 8
  %44 = getelementptr inbounds double, ptr %9, i64 3
  store double 0.000000e+00, ptr %44, align 8
  %45 = getelementptr inbounds double, ptr %9, i64 4
  store double 1.000000e+00, ptr %45, align 8
  %46 = getelementptr inbounds double, ptr %9, i64 5
  store double 0.000000e+00, ptr %46, align 8
  %47 = getelementptr inbounds double, ptr %9, i64 6
  %48 = load double, ptr %6, align 8
  %49 = call double @llvm.sin.f64(double %48)
  %50 = fneg double %49
  store double %50, ptr %47, align 8
  %51 = getelementptr inbounds double, ptr %9, i64 7
  store double 0.000000e+00, ptr %51, align 8
  %52 = getelementptr inbounds double, ptr %9, i64 8
  %53 = load double, ptr %6, align 8
  %54 = call double @llvm.cos.f64(double %53)
  store double %54, ptr %52, align 8
  %55 = load double, ptr %7, align 8
  %56 = call double @llvm.cos.f64(double %55)
  store double %56, ptr %10, align 8
  %57 = getelementptr inbounds double, ptr %10, i64 1
  %58 = load double, ptr %7, align 8
  %59 = call double @llvm.sin.f64(double %58)
  %60 = fneg double %59
  store double %60, ptr %57, align 8
  %61 = getelementptr inbounds double, ptr %10, i64 2
  store double 0.000000e+00, ptr %61, align 8
  %62 = getelementptr inbounds double, ptr %10, i64 3
  %63 = load double, ptr %7, align 8
  %64 = call double @llvm.sin.f64(double %63)
  store double %64, ptr %62, align 8
  %65 = getelementptr inbounds double, ptr %10, i64 4
  %66 = load double, ptr %7, align 8
  %67 = call double @llvm.cos.f64(double %66)
  store double %67, ptr %65, align 8
  %68 = getelementptr inbounds double, ptr %10, i64 5
  store double 0.000000e+00, ptr %68, align 8
  %69 = getelementptr inbounds double, ptr %10, i64 6
  store double 0.000000e+00, ptr %69, align 8
  %70 = getelementptr inbounds double, ptr %10, i64 7
  store double 0.000000e+00, ptr %70, align 8
  %71 = getelementptr inbounds double, ptr %10, i64 8
  store double 1.000000e+00, ptr %71, align 8
  %72 = getelementptr inbounds [9 x double], ptr %10, i64 0, i64 0
  %73 = getelementptr inbounds [9 x double], ptr %9, i64 0, i64 0
  %74 = getelementptr inbounds [9 x double], ptr %11, i64 0, i64 0
  call void @mat3_mul(ptr noundef %72, ptr noundef %73, ptr noundef %74)
  %75 = getelementptr inbounds [9 x double], ptr %11, i64 0, i64 0
  %76 = getelementptr inbounds [9 x double], ptr %8, i64 0, i64 0
  %77 = load ptr, ptr %4, align 8
  call void @mat3_mul(ptr noundef %75, ptr noundef %76, ptr noundef %77)
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal void @mat4_mul(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %11

11:                                               ; preds = %57, %3
  %12 = load i32, ptr %7, align 4
  %13 = icmp slt i32 %12, 4
  br i1 %13, label %14, label %60

14:                                               ; preds = %11
  store i32 0, ptr %8, align 4
  br label %15

15:                                               ; preds = %53, %14
  %16 = load i32, ptr %8, align 4
  %17 = icmp slt i32 %16, 4
  br i1 %17, label %18, label %56

18:                                               ; preds = %15
  store double 0.000000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %19

19:                                               ; preds = %41, %18
  %20 = load i32, ptr %10, align 4
  %21 = icmp slt i32 %20, 4
  br i1 %21, label %22, label %44

22:                                               ; preds = %19
  %23 = load ptr, ptr %4, align 8
  %24 = load i32, ptr %7, align 4
  %25 = mul nsw i32 4, %24
  %26 = load i32, ptr %10, align 4
  %27 = add nsw i32 %25, %26
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds double, ptr %23, i64 %28
  %30 = load double, ptr %29, align 8
  %31 = load ptr, ptr %5, align 8
  %32 = load i32, ptr %10, align 4
  %33 = mul nsw i32 4, %32
  %34 = load i32, ptr %8, align 4
  %35 = add nsw i32 %33, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds double, ptr %31, i64 %36
  %38 = load double, ptr %37, align 8
  %39 = load double, ptr %9, align 8
  %40 = call double @llvm.fmuladd.f64(double %30, double %38, double %39)
  store double %40, ptr %9, align 8
  br label %41

41:                                               ; preds = %22
  %42 = load i32, ptr %10, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %10, align 4
  br label %19, !llvm.loop !25

44:                                               ; preds = %19
  %45 = load double, ptr %9, align 8
  %46 = load ptr, ptr %6, align 8
  %47 = load i32, ptr %7, align 4
  %48 = mul nsw i32 4, %47
  %49 = load i32, ptr %8, align 4
  %50 = add nsw i32 %48, %49
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds double, ptr %46, i64 %51
  store double %45, ptr %52, align 8
  br label %53

53:                                               ; preds = %44
  %54 = load i32, ptr %8, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %8, align 4
  br label %15, !llvm.loop !26

56:                                               ; preds = %15
  br label %57

57:                                               ; preds = %56
  %58 = load i32, ptr %7, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %7, align 4
  br label %11, !llvm.loop !27

60:                                               ; preds = %11
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: noinline nounwind uwtable
define internal void @angle_axis_to_rotation(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds double, ptr %12, i64 0
  %14 = load double, ptr %13, align 8
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds double, ptr %15, i64 0
  %17 = load double, ptr %16, align 8
  %18 = load ptr, ptr %3, align 8
  %19 = getelementptr inbounds double, ptr %18, i64 1
  %20 = load double, ptr %19, align 8
  %21 = load ptr, ptr %3, align 8
  %22 = getelementptr inbounds double, ptr %21, i64 1
  %23 = load double, ptr %22, align 8
  %24 = fmul double %20, %23
  %25 = call double @llvm.fmuladd.f64(double %14, double %17, double %24)
  %26 = load ptr, ptr %3, align 8
  %27 = getelementptr inbounds double, ptr %26, i64 2
  %28 = load double, ptr %27, align 8
  %29 = load ptr, ptr %3, align 8
  %30 = getelementptr inbounds double, ptr %29, i64 2
  %31 = load double, ptr %30, align 8
  %32 = call double @llvm.fmuladd.f64(double %28, double %31, double %25)
  %33 = call double @llvm.sqrt.f64(double %32)
  store double %33, ptr %5, align 8
  %34 = load double, ptr %5, align 8
  %35 = fcmp olt double %34, 1.000000e-04
  br i1 %35, label %36, label %55

36:                                               ; preds = %2
  store i32 0, ptr %6, align 4
  br label %37

37:                                               ; preds = %51, %36
  %38 = load i32, ptr %6, align 4
  %39 = icmp slt i32 %38, 9
  br i1 %39, label %40, label %54

40:                                               ; preds = %37
  %41 = load i32, ptr %6, align 4
  %42 = srem i32 %41, 4
  %43 = icmp eq i32 %42, 0
  %44 = zext i1 %43 to i64
  %45 = select i1 %43, i32 1, i32 0
  %46 = sitofp i32 %45 to double
  %47 = load ptr, ptr %4, align 8
  %48 = load i32, ptr %6, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds double, ptr %47, i64 %49
  store double %46, ptr %50, align 8
  br label %51

51:                                               ; preds = %40
  %52 = load i32, ptr %6, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %6, align 4
  br label %37, !llvm.loop !28

54:                                               ; preds = %37
  br label %177

55:                                               ; preds = %2
  %56 = load ptr, ptr %3, align 8
  %57 = getelementptr inbounds double, ptr %56, i64 0
  %58 = load double, ptr %57, align 8
  %59 = load double, ptr %5, align 8
  %60 = fdiv double %58, %59
  store double %60, ptr %7, align 8
  %61 = load ptr, ptr %3, align 8
  %62 = getelementptr inbounds double, ptr %61, i64 1
  %63 = load double, ptr %62, align 8
  %64 = load double, ptr %5, align 8
  %65 = fdiv double %63, %64
  store double %65, ptr %8, align 8
  %66 = load ptr, ptr %3, align 8
  %67 = getelementptr inbounds double, ptr %66, i64 2
  %68 = load double, ptr %67, align 8
  %69 = load double, ptr %5, align 8
  %70 = fdiv double %68, %69
  store double %70, ptr %9, align 8
  %71 = load double, ptr %5, align 8
  %72 = call double @llvm.sin.f64(double %71)
  store double %72, ptr %10, align 8
  %73 = load double, ptr %5, align 8
  %74 = call double @llvm.cos.f64(double %73)
  store double %74, ptr %11, align 8
  %75 = load double, ptr %7, align 8
  %76 = load double, ptr %7, align 8
  %77 = load double, ptr %7, align 8
  %78 = load double, ptr %7, align 8
  %79 = fneg double %77
  %80 = call double @llvm.fmuladd.f64(double %79, double %78, double 1.000000e+00)
  %81 = load double, ptr %11, align 8
  %82 = fmul double %80, %81
  %83 = call double @llvm.fmuladd.f64(double %75, double %76, double %82)
  %84 = load ptr, ptr %4, align 8
  %85 = getelementptr inbounds double, ptr %84, i64 0
  store double %83, ptr %85, align 8
  %86 = load double, ptr %7, align 8
  %87 = load double, ptr %8, align 8
  %88 = fmul double %86, %87
  %89 = load double, ptr %11, align 8
  %90 = fsub double 1.000000e+00, %89
  %91 = load double, ptr %9, align 8
  %92 = load double, ptr %10, align 8
  %93 = fmul double %91, %92
  %94 = fneg double %93
  %95 = call double @llvm.fmuladd.f64(double %88, double %90, double %94)
  %96 = load ptr, ptr %4, align 8
  %97 = getelementptr inbounds double, ptr %96, i64 1
  store double %95, ptr %97, align 8
  %98 = load double, ptr %7, align 8
  %99 = load double, ptr %9, align 8
  %100 = fmul double %98, %99
  %101 = load double, ptr %11, align 8
  %102 = fsub double 1.000000e+00, %101
  %103 = load double, ptr %8, align 8
  %104 = load double, ptr %10, align 8
  %105 = fmul double %103, %104
  %106 = call double @llvm.fmuladd.f64(double %100, double %102, double %105)
  %107 = load ptr, ptr %4, align 8
  %108 = getelementptr inbounds double, ptr %107, i64 2
  store double %106, ptr %108, align 8
  %109 = load double, ptr %7, align 8
  %110 = load double, ptr %8, align 8
  %111 = fmul double %109, %110
  %112 = load double, ptr %11, align 8
  %113 = fsub double 1.000000e+00, %112
  %114 = load double, ptr %9, align 8
  %115 = load double, ptr %10, align 8
  %116 = fmul double %114, %115
  %117 = call double @llvm.fmuladd.f64(double %111, double %113, double %116)
  %118 = load ptr, ptr %4, align 8
  %119 = getelementptr inbounds double, ptr %118, i64 3
  store double %117, ptr %119, align 8
  %120 = load double, ptr %8, align 8
  %121 = load double, ptr %8, align 8
  %122 = load double, ptr %8, align 8
  %123 = load double, ptr %8, align 8
  %124 = fneg double %122
  %125 = call double @llvm.fmuladd.f64(double %124, double %123, double 1.000000e+00)
  %126 = load double, ptr %11, align 8
  %127 = fmul double %125, %126
  %128 = call double @llvm.fmuladd.f64(double %120, double %121, double %127)
  %129 = load ptr, ptr %4, align 8
  %130 = getelementptr inbounds double, ptr %129, i64 4
  store double %128, ptr %130, align 8
  %131 = load double, ptr %8, align 8
  %132 = load double, ptr %9, align 8
  %133 = fmul double %131, %132
  %134 = load double, ptr %11, align 8
  %135 = fsub double 1.000000e+00, %134
  %136 = load double, ptr %7, align 8
  %137 = load double, ptr %10, align 8
  %138 = fmul double %136, %137
  %139 = fneg double %138
  %140 = call double @llvm.fmuladd.f64(double %133, double %135, double %139)
  %141 = load ptr, ptr %4, align 8
  %142 = getelementptr inbounds double, ptr %141, i64 5
  store double %140, ptr %142, align 8
  %143 = load double, ptr %7, align 8
  %144 = load double, ptr %9, align 8
  %145 = fmul double %143, %144
  %146 = load double, ptr %11, align 8
  %147 = fsub double 1.000000e+00, %146
  %148 = load double, ptr %8, align 8
  %149 = load double, ptr %10, align 8
  %150 = fmul double %148, %149
  %151 = fneg double %150
  %152 = call double @llvm.fmuladd.f64(double %145, double %147, double %151)
  %153 = load ptr, ptr %4, align 8
  %154 = getelementptr inbounds double, ptr %153, i64 6
  store double %152, ptr %154, align 8
  %155 = load double, ptr %9, align 8
  %156 = load double, ptr %8, align 8
  %157 = fmul double %155, %156
  %158 = load double, ptr %11, align 8
  %159 = fsub double 1.000000e+00, %158
  %160 = load double, ptr %7, align 8
  %161 = load double, ptr %10, align 8
  %162 = fmul double %160, %161
  %163 = call double @llvm.fmuladd.f64(double %157, double %159, double %162)
  %164 = load ptr, ptr %4, align 8
  %165 = getelementptr inbounds double, ptr %164, i64 7
  store double %163, ptr %165, align 8
  %166 = load double, ptr %9, align 8
  %167 = load double, ptr %9, align 8
  %168 = load double, ptr %9, align 8
  %169 = load double, ptr %9, align 8
  %170 = fneg double %168
  %171 = call double @llvm.fmuladd.f64(double %170, double %169, double 1.000000e+00)
  %172 = load double, ptr %11, align 8
  %173 = fmul double %171, %172
  %174 = call double @llvm.fmuladd.f64(double %166, double %167, double %173)
  %175 = load ptr, ptr %4, align 8
  %176 = getelementptr inbounds double, ptr %175, i64 8
  store double %174, ptr %176, align 8
  br label %177

177:                                              ; preds = %55, %54
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #2

; Function Attrs: noinline nounwind uwtable
define internal void @mat3_mul(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %11

11:                                               ; preds = %57, %3
  %12 = load i32, ptr %7, align 4
  %13 = icmp slt i32 %12, 3
  br i1 %13, label %14, label %60

14:                                               ; preds = %11
  store i32 0, ptr %8, align 4
  br label %15

15:                                               ; preds = %53, %14
  %16 = load i32, ptr %8, align 4
  %17 = icmp slt i32 %16, 3
  br i1 %17, label %18, label %56

18:                                               ; preds = %15
  store double 0.000000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %19

19:                                               ; preds = %41, %18
  %20 = load i32, ptr %10, align 4
  %21 = icmp slt i32 %20, 3
  br i1 %21, label %22, label %44

22:                                               ; preds = %19
  %23 = load ptr, ptr %4, align 8
  %24 = load i32, ptr %7, align 4
  %25 = mul nsw i32 3, %24
  %26 = load i32, ptr %10, align 4
  %27 = add nsw i32 %25, %26
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds double, ptr %23, i64 %28
  %30 = load double, ptr %29, align 8
  %31 = load ptr, ptr %5, align 8
  %32 = load i32, ptr %10, align 4
  %33 = mul nsw i32 3, %32
  %34 = load i32, ptr %8, align 4
  %35 = add nsw i32 %33, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds double, ptr %31, i64 %36
  %38 = load double, ptr %37, align 8
  %39 = load double, ptr %9, align 8
  %40 = call double @llvm.fmuladd.f64(double %30, double %38, double %39)
  store double %40, ptr %9, align 8
  br label %41

41:                                               ; preds = %22
  %42 = load i32, ptr %10, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %10, align 4
  br label %19, !llvm.loop !29

44:                                               ; preds = %19
  %45 = load double, ptr %9, align 8
  %46 = load ptr, ptr %6, align 8
  %47 = load i32, ptr %7, align 4
  %48 = mul nsw i32 3, %47
  %49 = load i32, ptr %8, align 4
  %50 = add nsw i32 %48, %49
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds double, ptr %46, i64 %51
  store double %45, ptr %52, align 8
  br label %53

53:                                               ; preds = %44
  %54 = load i32, ptr %8, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %8, align 4
  br label %15, !llvm.loop !30

56:                                               ; preds = %15
  br label %57

57:                                               ; preds = %56
  %58 = load i32, ptr %7, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %7, align 4
  br label %11, !llvm.loop !31

60:                                               ; preds = %11
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { nounwind }
attributes #10 = { nounwind allocsize(0,1) }

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
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
!27 = distinct !{!27, !7}
!28 = distinct !{!28, !7}
!29 = distinct !{!29, !7}
!30 = distinct !{!30, !7}
!31 = distinct !{!31, !7}
