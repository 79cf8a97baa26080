; ModuleID = 'va_list.c'
source_filename = "va_list.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

@.str = private unnamed_addr constant [6 x i8] c"%.3f\0A\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"i\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"idls\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"four\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"dddddddddii\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"iiiiiiiiiid\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call double (ptr, ...) @mixed(ptr noundef @.str.1, i32 noundef 7)
  %3 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %2)
  %4 = call double (ptr, ...) @mixed(ptr noundef @.str.2, i32 noundef -3, double noundef 2.500000e+00, i64 noundef 1073741824, ptr noundef @.str.3)
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %4)
  %6 = call double (ptr, ...) @mixed(ptr noundef @.str.4, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.500000e+00, i32 noundef 10, i32 noundef 11)
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %6)
  %8 = call double (ptr, ...) @mixed(ptr noundef @.str.5, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10, double noundef 2.500000e-01)
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %8)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @mixed(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca %struct.__va_list, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %3)
  call void @llvm.va_copy.p0(ptr %4, ptr %3)
  store double 0.000000e+00, ptr %5, align 8
  store double 0.000000e+00, ptr %6, align 8
  %11 = load ptr, ptr %2, align 8
  store ptr %11, ptr %7, align 8
  br label %12

12:                                               ; preds = %111, %1
  %13 = load ptr, ptr %7, align 8
  %14 = load i8, ptr %13, align 1
  %15 = icmp ne i8 %14, 0
  br i1 %15, label %16, label %114

16:                                               ; preds = %12
  %17 = load ptr, ptr %7, align 8
  %18 = load i8, ptr %17, align 1
  %19 = zext i8 %18 to i32
  switch i32 %19, label %109 [
    i32 105, label %20
    i32 100, label %41
    i32 108, label %61
    i32 115, label %82
  ]

20:                                               ; preds = %16
  %21 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %22 = load i32, ptr %21, align 8
  %23 = icmp sge i32 %22, 0
  br i1 %23, label %31, label %24

24:                                               ; preds = %20
  %25 = add i32 %22, 8
  store i32 %25, ptr %21, align 8
  %26 = icmp sle i32 %25, 0
  br i1 %26, label %27, label %31

27:                                               ; preds = %24
  %28 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %29 = load ptr, ptr %28, align 8
  %30 = getelementptr inbounds i8, ptr %29, i32 %22
  br label %35

31:                                               ; preds = %24, %20
  %32 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %33 = load ptr, ptr %32, align 8
  %34 = getelementptr inbounds i8, ptr %33, i64 8
  store ptr %34, ptr %32, align 8
  br label %35

35:                                               ; preds = %31, %27
  %36 = phi ptr [ %30, %27 ], [ %33, %31 ]
  %37 = load i32, ptr %36, align 8
  %38 = sitofp i32 %37 to double
  %39 = load double, ptr %5, align 8
  %40 = fadd double %39, %38
  store double %40, ptr %5, align 8
  br label %110

41:                                               ; preds = %16
  %42 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 4
  %43 = load i32, ptr %42, align 4
  %44 = icmp sge i32 %43, 0
  br i1 %44, label %52, label %45

45:                                               ; preds = %41
  %46 = add i32 %43, 16
  store i32 %46, ptr %42, align 4
  %47 = icmp sle i32 %46, 0
  br i1 %47, label %48, label %52

48:                                               ; preds = %45
  %49 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 2
  %50 = load ptr, ptr %49, align 8
  %51 = getelementptr inbounds i8, ptr %50, i32 %43
  br label %56

52:                                               ; preds = %45, %41
  %53 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %54 = load ptr, ptr %53, align 8
  %55 = getelementptr inbounds i8, ptr %54, i64 8
  store ptr %55, ptr %53, align 8
  br label %56

56:                                               ; preds = %52, %48
  %57 = phi ptr [ %51, %48 ], [ %54, %52 ]
  %58 = load double, ptr %57, align 8
  %59 = load double, ptr %5, align 8
  %60 = fadd double %59, %58
  store double %60, ptr %5, align 8
  br label %110

61:                                               ; preds = %16
  %62 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %63 = load i32, ptr %62, align 8
  %64 = icmp sge i32 %63, 0
  br i1 %64, label %72, label %65

65:                                               ; preds = %61
  %66 = add i32 %63, 8
  store i32 %66, ptr %62, align 8
  %67 = icmp sle i32 %66, 0
  br i1 %67, label %68, label %72

68:                                               ; preds = %65
  %69 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %70 = load ptr, ptr %69, align 8
  %71 = getelementptr inbounds i8, ptr %70, i32 %63
  br label %76

72:                                               ; preds = %65, %61
  %73 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %74 = load ptr, ptr %73, align 8
  %75 = getelementptr inbounds i8, ptr %74, i64 8
  store ptr %75, ptr %73, align 8
  br label %76

76:                                               ; preds = %72, %68
  %77 = phi ptr [ %71, %68 ], [ %74, %72 ]
  %78 = load i64, ptr %77, align 8
  %79 = sitofp i64 %78 to double
  %80 = load double, ptr %5, align 8
  %81 = fadd double %80, %79
  store double %81, ptr %5, align 8
  br label %110

82:                                               ; preds = %16
  %83 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %84 = load i32, ptr %83, align 8
  %85 = icmp sge i32 %84, 0
  br i1 %85, label %93, label %86

86:                                               ; preds = %82
  %87 = add i32 %84, 8
  store i32 %87, ptr %83, align 8
  %88 = icmp sle i32 %87, 0
  br i1 %88, label %89, label %93

89:                                               ; preds = %86
  %90 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %91 = load ptr, ptr %90, align 8
  %92 = getelementptr inbounds i8, ptr %91, i32 %84
  br label %97

93:                                               ; preds = %86, %82
  %94 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %95 = load ptr, ptr %94, align 8
  %96 = getelementptr inbounds i8, ptr %95, i64 8
  store ptr %96, ptr %94, align 8
  br label %97

97:                                               ; preds = %93, %89
  %98 = phi ptr [ %92, %89 ], [ %95, %93 ]
  %99 = load ptr, ptr %98, align 8
  store ptr %99, ptr %8, align 8
  br label %100

100:                                              ; preds = %105, %97
  %101 = load ptr, ptr %8, align 8
  %102 = getelementptr inbounds i8, ptr %101, i32 1
  store ptr %102, ptr %8, align 8
  %103 = load i8, ptr %101, align 1
  %104 = icmp ne i8 %103, 0
  br i1 %104, label %105, label %108

105:                                              ; preds = %100
  %106 = load double, ptr %5, align 8
  %107 = fadd double %106, 1.000000e+00
  store double %107, ptr %5, align 8
  br label %100, !llvm.loop !6

108:                                              ; preds = %100
  br label %110

109:                                              ; preds = %16
  br label %110

110:                                              ; preds = %109, %108, %76, %56, %35
  br label %111

111:                                              ; preds = %110
  %112 = load ptr, ptr %7, align 8
  %113 = getelementptr inbounds i8, ptr %112, i32 1
  store ptr %113, ptr %7, align 8
  br label %12, !llvm.loop !8

114:                                              ; preds = %12
  call void @llvm.va_end.p0(ptr %3)
  %115 = load ptr, ptr %2, align 8
  store ptr %115, ptr %9, align 8
  br label %116

116:                                              ; preds = %216, %114
  %117 = load ptr, ptr %9, align 8
  %118 = load i8, ptr %117, align 1
  %119 = icmp ne i8 %118, 0
  br i1 %119, label %120, label %219

120:                                              ; preds = %116
  %121 = load ptr, ptr %9, align 8
  %122 = load i8, ptr %121, align 1
  %123 = zext i8 %122 to i32
  switch i32 %123, label %214 [
    i32 105, label %124
    i32 100, label %146
    i32 108, label %166
    i32 115, label %187
  ]

124:                                              ; preds = %120
  %125 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 3
  %126 = load i32, ptr %125, align 8
  %127 = icmp sge i32 %126, 0
  br i1 %127, label %135, label %128

128:                                              ; preds = %124
  %129 = add i32 %126, 8
  store i32 %129, ptr %125, align 8
  %130 = icmp sle i32 %129, 0
  br i1 %130, label %131, label %135

131:                                              ; preds = %128
  %132 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 1
  %133 = load ptr, ptr %132, align 8
  %134 = getelementptr inbounds i8, ptr %133, i32 %126
  br label %139

135:                                              ; preds = %128, %124
  %136 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 0
  %137 = load ptr, ptr %136, align 8
  %138 = getelementptr inbounds i8, ptr %137, i64 8
  store ptr %138, ptr %136, align 8
  br label %139

139:                                              ; preds = %135, %131
  %140 = phi ptr [ %134, %131 ], [ %137, %135 ]
  %141 = load i32, ptr %140, align 8
  %142 = mul nsw i32 2, %141
  %143 = sitofp i32 %142 to double
  %144 = load double, ptr %6, align 8
  %145 = fadd double %144, %143
  store double %145, ptr %6, align 8
  br label %215

146:                                              ; preds = %120
  %147 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 4
  %148 = load i32, ptr %147, align 4
  %149 = icmp sge i32 %148, 0
  br i1 %149, label %157, label %150

150:                                              ; preds = %146
  %151 = add i32 %148, 16
  store i32 %151, ptr %147, align 4
  %152 = icmp sle i32 %151, 0
  br i1 %152, label %153, label %157

153:                                              ; preds = %150
  %154 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 2
  %155 = load ptr, ptr %154, align 8
  %156 = getelementptr inbounds i8, ptr %155, i32 %148
  br label %161

157:                                              ; preds = %150, %146
  %158 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 0
  %159 = load ptr, ptr %158, align 8
  %160 = getelementptr inbounds i8, ptr %159, i64 8
  store ptr %160, ptr %158, align 8
  br label %161

161:                                              ; preds = %157, %153
  %162 = phi ptr [ %156, %153 ], [ %159, %157 ]
  %163 = load double, ptr %162, align 8
  %164 = load double, ptr %6, align 8
  %165 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %163, double %164)
  store double %165, ptr %6, align 8
  br label %215

166:                                              ; preds = %120
  %167 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 3
  %168 = load i32, ptr %167, align 8
  %169 = icmp sge i32 %168, 0
  br i1 %169, label %177, label %170

170:                                              ; preds = %166
  %171 = add i32 %168, 8
  store i32 %171, ptr %167, align 8
  %172 = icmp sle i32 %171, 0
  br i1 %172, label %173, label %177

173:                                              ; preds = %170
  %174 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 1
  %175 = load ptr, ptr %174, align 8
  %176 = getelementptr inbounds i8, ptr %175, i32 %168
  br label %181

177:                                              ; preds = %170, %166
  %178 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 0
  %179 = load ptr, ptr %178, align 8
  %180 = getelementptr inbounds i8, ptr %179, i64 8
  store ptr %180, ptr %178, align 8
  br label %181

181:                                              ; preds = %177, %173
  %182 = phi ptr [ %176, %173 ], [ %179, %177 ]
  %183 = load i64, ptr %182, align 8
  %184 = sitofp i64 %183 to double
  %185 = load double, ptr %6, align 8
  %186 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %184, double %185)
  store double %186, ptr %6, align 8
  br label %215

187:                                              ; preds = %120
  %188 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 3
  %189 = load i32, ptr %188, align 8
  %190 = icmp sge i32 %189, 0
  br i1 %190, label %198, label %191

191:                                              ; preds = %187
  %192 = add i32 %189, 8
  store i32 %192, ptr %188, align 8
  %193 = icmp sle i32 %192, 0
  br i1 %193, label %194, label %198

194:                                              ; preds = %191
  %195 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 1
  %196 = load ptr, ptr %195, align 8
  %197 = getelementptr inbounds i8, ptr %196, i32 %189
  br label %202

198:                                              ; preds = %191, %187
  %199 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 0
  %200 = load ptr, ptr %199, align 8
  %201 = getelementptr inbounds i8, ptr %200, i64 8
  store ptr %201, ptr %199, align 8
  br label %202

202:                                              ; preds = %198, %194
  %203 = phi ptr [ %197, %194 ], [ %200, %198 ]
  %204 = load ptr, ptr %203, align 8
  store ptr %204, ptr %10, align 8
  br label %205

205:                                              ; preds = %210, %202
  %206 = load ptr, ptr %10, align 8
  %207 = getelementptr inbounds i8, ptr %206, i32 1
  store ptr %207, ptr %10, align 8
  %208 = load i8, ptr %206, align 1
  %209 = icmp ne i8 %208, 0
  br i1 %209, label %210, label %213

210:                                              ; preds = %205
  %211 = load double, ptr %6, align 8
  %212 = fadd double %211, 2.000000e+00
  store double %212, ptr %6, align 8
  br label %205, !llvm.loop !9

213:                                              ; preds = %205
  br label %215

214:                                              ; preds = %120
  br label %215

215:                                              ; preds = %214, %213, %181, %161, %139
  br label %216

216:                                              ; preds = %215
  %217 = load ptr, ptr %9, align 8
  %218 = getelementptr inbounds i8, ptr %217, i32 1
  store ptr %218, ptr %9, align 8
  br label %116, !llvm.loop !10

219:                                              ; preds = %116
  call void @llvm.va_end.p0(ptr %4)
  %220 = load double, ptr %5, align 8
  %221 = load double, ptr %6, align 8
  %222 = call double @llvm.fmuladd.f64(double %220, double 1.000000e+03, double %221)
  ret double %222
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
