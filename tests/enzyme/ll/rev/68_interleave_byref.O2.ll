; ModuleID = 'rev/68_interleave_byref.c'
source_filename = "rev/68_interleave_byref.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.x = private unnamed_addr constant [3 x double] [double 3.000000e-01, double 0xBFE6666666666666, double 1.100000e+00], align 16
@__const.main.y = private unnamed_addr constant [3 x double] [double 1.500000e+00, double 2.000000e-01, double -4.000000e-01], align 16
@enzyme_interleave = external local_unnamed_addr global i32, align 4
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@enzyme_byref = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [18 x i8] c"d/da (byref, out)\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"d/dx[%d] (interleaved)\00", align 1
@.str.2 = private unnamed_addr constant [23 x i8] c"d/dy[%d] (interleaved)\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define dso_local double @f(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, double noundef %3) #0 {
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %29

6:                                                ; preds = %4
  %7 = zext nneg i32 %2 to i64
  %8 = and i64 %7, 1
  %9 = icmp eq i32 %2, 1
  br i1 %9, label %12, label %10

10:                                               ; preds = %6
  %11 = and i64 %7, 2147483646
  br label %31

12:                                               ; preds = %31, %6
  %13 = phi double [ poison, %6 ], [ %57, %31 ]
  %14 = phi i64 [ 0, %6 ], [ %58, %31 ]
  %15 = phi double [ 0.000000e+00, %6 ], [ %57, %31 ]
  %16 = icmp eq i64 %8, 0
  br i1 %16, label %29, label %17

17:                                               ; preds = %12
  %18 = getelementptr inbounds double, ptr %0, i64 %14
  %19 = load double, ptr %18, align 8, !tbaa !5
  %20 = fmul double %19, %3
  %21 = tail call double @sin(double noundef %20) #10
  %22 = getelementptr inbounds double, ptr %1, i64 %14
  %23 = load double, ptr %22, align 8, !tbaa !5
  %24 = fmul double %23, %23
  %25 = load double, ptr %18, align 8, !tbaa !5
  %26 = fmul double %24, %25
  %27 = tail call double @llvm.fmuladd.f64(double %21, double %23, double %26)
  %28 = fadd double %15, %27
  br label %29

29:                                               ; preds = %17, %12, %4
  %30 = phi double [ 0.000000e+00, %4 ], [ %13, %12 ], [ %28, %17 ]
  ret double %30

31:                                               ; preds = %31, %10
  %32 = phi i64 [ 0, %10 ], [ %58, %31 ]
  %33 = phi double [ 0.000000e+00, %10 ], [ %57, %31 ]
  %34 = phi i64 [ 0, %10 ], [ %59, %31 ]
  %35 = getelementptr inbounds double, ptr %0, i64 %32
  %36 = load double, ptr %35, align 8, !tbaa !5
  %37 = fmul double %36, %3
  %38 = tail call double @sin(double noundef %37) #10
  %39 = getelementptr inbounds double, ptr %1, i64 %32
  %40 = load double, ptr %39, align 8, !tbaa !5
  %41 = fmul double %40, %40
  %42 = load double, ptr %35, align 8, !tbaa !5
  %43 = fmul double %41, %42
  %44 = tail call double @llvm.fmuladd.f64(double %38, double %40, double %43)
  %45 = fadd double %33, %44
  %46 = or disjoint i64 %32, 1
  %47 = getelementptr inbounds double, ptr %0, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !5
  %49 = fmul double %48, %3
  %50 = tail call double @sin(double noundef %49) #10
  %51 = getelementptr inbounds double, ptr %1, i64 %46
  %52 = load double, ptr %51, align 8, !tbaa !5
  %53 = fmul double %52, %52
  %54 = load double, ptr %47, align 8, !tbaa !5
  %55 = fmul double %53, %54
  %56 = tail call double @llvm.fmuladd.f64(double %50, double %52, double %55)
  %57 = fadd double %45, %56
  %58 = add nuw nsw i64 %32, 2
  %59 = add i64 %34, 2
  %60 = icmp eq i64 %59, %11
  br i1 %60, label %12, label %31, !llvm.loop !9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #4 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x double], align 16
  %3 = alloca [3 x double], align 16
  %4 = alloca [3 x double], align 16
  %5 = alloca [3 x double], align 16
  %6 = alloca double, align 8
  %7 = alloca [3 x double], align 16
  %8 = alloca [3 x double], align 16
  %9 = alloca [3 x double], align 16
  %10 = alloca [3 x double], align 16
  %11 = alloca [32 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 3, ptr %1, align 4, !tbaa !11
  %12 = load volatile i32, ptr %1, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %2, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.x, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %3, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.y, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %4, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %5, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #10
  store double 8.000000e-01, ptr %6, align 8, !tbaa !5
  %13 = load i32, ptr @enzyme_interleave, align 4, !tbaa !11
  %14 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %15 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %16 = load i32, ptr @enzyme_byref, align 4, !tbaa !11
  %17 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %13, i32 noundef %14, ptr noundef nonnull %2, i32 noundef %14, ptr noundef nonnull %3, i32 noundef %15, i32 noundef %12, i32 noundef %16, i32 noundef 8, ptr noundef nonnull %6, ptr noundef nonnull %4, ptr noundef nonnull %5) #10
  %18 = load double, ptr %6, align 8, !tbaa !5
  %19 = fadd double %18, 0x3EB0C6F7A0B5ED8D
  %20 = icmp sgt i32 %12, 0
  br i1 %20, label %21, label %133

21:                                               ; preds = %0
  %22 = zext nneg i32 %12 to i64
  %23 = add nsw i64 %22, -1
  %24 = and i64 %22, 1
  %25 = icmp eq i64 %23, 0
  br i1 %25, label %58, label %26

26:                                               ; preds = %21
  %27 = and i64 %22, 2147483646
  br label %28

28:                                               ; preds = %28, %26
  %29 = phi i64 [ 0, %26 ], [ %55, %28 ]
  %30 = phi double [ 0.000000e+00, %26 ], [ %54, %28 ]
  %31 = phi i64 [ 0, %26 ], [ %56, %28 ]
  %32 = getelementptr inbounds double, ptr %2, i64 %29
  %33 = load double, ptr %32, align 16, !tbaa !5
  %34 = fmul double %19, %33
  %35 = call double @sin(double noundef %34) #10
  %36 = getelementptr inbounds double, ptr %3, i64 %29
  %37 = load double, ptr %36, align 16, !tbaa !5
  %38 = fmul double %37, %37
  %39 = load double, ptr %32, align 16, !tbaa !5
  %40 = fmul double %38, %39
  %41 = call double @llvm.fmuladd.f64(double %35, double %37, double %40)
  %42 = fadd double %30, %41
  %43 = or disjoint i64 %29, 1
  %44 = getelementptr inbounds double, ptr %2, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !5
  %46 = fmul double %19, %45
  %47 = call double @sin(double noundef %46) #10
  %48 = getelementptr inbounds double, ptr %3, i64 %43
  %49 = load double, ptr %48, align 8, !tbaa !5
  %50 = fmul double %49, %49
  %51 = load double, ptr %44, align 8, !tbaa !5
  %52 = fmul double %50, %51
  %53 = call double @llvm.fmuladd.f64(double %47, double %49, double %52)
  %54 = fadd double %42, %53
  %55 = add nuw nsw i64 %29, 2
  %56 = add i64 %31, 2
  %57 = icmp eq i64 %56, %27
  br i1 %57, label %58, label %28, !llvm.loop !9

58:                                               ; preds = %28, %21
  %59 = phi double [ poison, %21 ], [ %54, %28 ]
  %60 = phi i64 [ 0, %21 ], [ %55, %28 ]
  %61 = phi double [ 0.000000e+00, %21 ], [ %54, %28 ]
  %62 = icmp eq i64 %24, 0
  br i1 %62, label %75, label %63

63:                                               ; preds = %58
  %64 = getelementptr inbounds double, ptr %2, i64 %60
  %65 = load double, ptr %64, align 8, !tbaa !5
  %66 = fmul double %19, %65
  %67 = call double @sin(double noundef %66) #10
  %68 = getelementptr inbounds double, ptr %3, i64 %60
  %69 = load double, ptr %68, align 8, !tbaa !5
  %70 = fmul double %69, %69
  %71 = load double, ptr %64, align 8, !tbaa !5
  %72 = fmul double %70, %71
  %73 = call double @llvm.fmuladd.f64(double %67, double %69, double %72)
  %74 = fadd double %61, %73
  br label %75

75:                                               ; preds = %58, %63
  %76 = phi double [ %59, %58 ], [ %74, %63 ]
  %77 = load double, ptr %6, align 8, !tbaa !5
  %78 = fadd double %77, 0xBEB0C6F7A0B5ED8D
  %79 = and i64 %22, 1
  %80 = icmp eq i64 %23, 0
  br i1 %80, label %113, label %81

81:                                               ; preds = %75
  %82 = and i64 %22, 2147483646
  br label %83

83:                                               ; preds = %83, %81
  %84 = phi i64 [ 0, %81 ], [ %110, %83 ]
  %85 = phi double [ 0.000000e+00, %81 ], [ %109, %83 ]
  %86 = phi i64 [ 0, %81 ], [ %111, %83 ]
  %87 = getelementptr inbounds double, ptr %2, i64 %84
  %88 = load double, ptr %87, align 16, !tbaa !5
  %89 = fmul double %78, %88
  %90 = call double @sin(double noundef %89) #10
  %91 = getelementptr inbounds double, ptr %3, i64 %84
  %92 = load double, ptr %91, align 16, !tbaa !5
  %93 = fmul double %92, %92
  %94 = load double, ptr %87, align 16, !tbaa !5
  %95 = fmul double %93, %94
  %96 = call double @llvm.fmuladd.f64(double %90, double %92, double %95)
  %97 = fadd double %85, %96
  %98 = or disjoint i64 %84, 1
  %99 = getelementptr inbounds double, ptr %2, i64 %98
  %100 = load double, ptr %99, align 8, !tbaa !5
  %101 = fmul double %78, %100
  %102 = call double @sin(double noundef %101) #10
  %103 = getelementptr inbounds double, ptr %3, i64 %98
  %104 = load double, ptr %103, align 8, !tbaa !5
  %105 = fmul double %104, %104
  %106 = load double, ptr %99, align 8, !tbaa !5
  %107 = fmul double %105, %106
  %108 = call double @llvm.fmuladd.f64(double %102, double %104, double %107)
  %109 = fadd double %97, %108
  %110 = add nuw nsw i64 %84, 2
  %111 = add i64 %86, 2
  %112 = icmp eq i64 %111, %82
  br i1 %112, label %113, label %83, !llvm.loop !9

113:                                              ; preds = %83, %75
  %114 = phi double [ poison, %75 ], [ %109, %83 ]
  %115 = phi i64 [ 0, %75 ], [ %110, %83 ]
  %116 = phi double [ 0.000000e+00, %75 ], [ %109, %83 ]
  %117 = icmp eq i64 %79, 0
  br i1 %117, label %130, label %118

118:                                              ; preds = %113
  %119 = getelementptr inbounds double, ptr %2, i64 %115
  %120 = load double, ptr %119, align 8, !tbaa !5
  %121 = fmul double %78, %120
  %122 = call double @sin(double noundef %121) #10
  %123 = getelementptr inbounds double, ptr %3, i64 %115
  %124 = load double, ptr %123, align 8, !tbaa !5
  %125 = fmul double %124, %124
  %126 = load double, ptr %119, align 8, !tbaa !5
  %127 = fmul double %125, %126
  %128 = call double @llvm.fmuladd.f64(double %122, double %124, double %127)
  %129 = fadd double %116, %128
  br label %130

130:                                              ; preds = %113, %118
  %131 = phi double [ %114, %113 ], [ %129, %118 ]
  %132 = fsub double %76, %131
  br label %133

133:                                              ; preds = %130, %0
  %134 = phi double [ 0.000000e+00, %0 ], [ %132, %130 ]
  %135 = fdiv double %134, 2.000000e-06
  %136 = fsub double %17, %135
  %137 = call double @llvm.fabs.f64(double %136)
  %138 = call double @llvm.fabs.f64(double %135)
  %139 = call double @llvm.maxnum.f64(double %138, double 1.000000e+00)
  %140 = fmul double %139, 0x3EB0C6F7A0B5ED8D
  %141 = fcmp ugt double %137, %140
  %142 = fcmp ule double %138, 1.000000e-09
  %143 = or i1 %142, %141
  %144 = select i1 %143, ptr @.str.4, ptr @.str.5
  %145 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef %17, double noundef %135, ptr noundef nonnull %144)
  %146 = zext i1 %143 to i32
  %147 = load i32, ptr @fails, align 4, !tbaa !11
  %148 = add nsw i32 %147, %146
  store i32 %148, ptr @fails, align 4, !tbaa !11
  br i1 %20, label %149, label %169

149:                                              ; preds = %133
  %150 = zext nneg i32 %12 to i64
  %151 = shl nuw nsw i64 %150, 3
  %152 = add nsw i64 %150, -1
  %153 = and i64 %150, 1
  %154 = icmp eq i64 %152, 0
  %155 = and i64 %150, 2147483646
  %156 = icmp eq i64 %153, 0
  %157 = and i64 %150, 1
  %158 = icmp eq i64 %152, 0
  %159 = and i64 %150, 2147483646
  %160 = icmp eq i64 %157, 0
  %161 = and i64 %150, 1
  %162 = icmp eq i64 %152, 0
  %163 = and i64 %150, 2147483646
  %164 = icmp eq i64 %161, 0
  %165 = and i64 %150, 1
  %166 = icmp eq i64 %152, 0
  %167 = and i64 %150, 2147483646
  %168 = icmp eq i64 %165, 0
  br label %177

169:                                              ; preds = %401, %133
  %170 = phi i32 [ %148, %133 ], [ %417, %401 ]
  %171 = icmp eq i32 %170, 0
  %172 = select i1 %171, ptr @.str.5, ptr @.str.4
  %173 = call i32 @puts(ptr nonnull dereferenceable(1) %172)
  %174 = load i32, ptr @fails, align 4, !tbaa !11
  %175 = icmp ne i32 %174, 0
  %176 = zext i1 %175 to i32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %176

177:                                              ; preds = %401, %149
  %178 = phi i64 [ 0, %149 ], [ %418, %401 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #10
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %8, ptr nonnull align 16 %2, i64 %151, i1 false), !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %7, ptr nonnull align 16 %2, i64 %151, i1 false), !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %10, ptr nonnull align 16 %3, i64 %151, i1 false), !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %9, ptr nonnull align 16 %3, i64 %151, i1 false), !tbaa !5
  %179 = getelementptr inbounds [3 x double], ptr %7, i64 0, i64 %178
  %180 = load double, ptr %179, align 8, !tbaa !5
  %181 = fadd double %180, 0x3EB0C6F7A0B5ED8D
  store double %181, ptr %179, align 8, !tbaa !5
  %182 = getelementptr inbounds [3 x double], ptr %8, i64 0, i64 %178
  %183 = load double, ptr %182, align 8, !tbaa !5
  %184 = fadd double %183, 0xBEB0C6F7A0B5ED8D
  store double %184, ptr %182, align 8, !tbaa !5
  %185 = getelementptr inbounds [3 x double], ptr %9, i64 0, i64 %178
  %186 = load double, ptr %185, align 8, !tbaa !5
  %187 = fadd double %186, 0x3EB0C6F7A0B5ED8D
  store double %187, ptr %185, align 8, !tbaa !5
  %188 = getelementptr inbounds [3 x double], ptr %10, i64 0, i64 %178
  %189 = load double, ptr %188, align 8, !tbaa !5
  %190 = fadd double %189, 0xBEB0C6F7A0B5ED8D
  store double %190, ptr %188, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #10
  %191 = trunc nuw nsw i64 %178 to i32
  %192 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %11, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %191) #10
  %193 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 %178
  %194 = load double, ptr %193, align 8, !tbaa !5
  %195 = load double, ptr %6, align 8, !tbaa !5
  br i1 %154, label %224, label %196

196:                                              ; preds = %177, %196
  %197 = phi i64 [ %221, %196 ], [ 0, %177 ]
  %198 = phi double [ %220, %196 ], [ 0.000000e+00, %177 ]
  %199 = phi i64 [ %222, %196 ], [ 0, %177 ]
  %200 = getelementptr inbounds double, ptr %7, i64 %197
  %201 = load double, ptr %200, align 16, !tbaa !5
  %202 = fmul double %195, %201
  %203 = call double @sin(double noundef %202) #10
  %204 = getelementptr inbounds double, ptr %3, i64 %197
  %205 = load double, ptr %204, align 16, !tbaa !5
  %206 = fmul double %205, %205
  %207 = fmul double %201, %206
  %208 = call double @llvm.fmuladd.f64(double %203, double %205, double %207)
  %209 = fadd double %198, %208
  %210 = or disjoint i64 %197, 1
  %211 = getelementptr inbounds double, ptr %7, i64 %210
  %212 = load double, ptr %211, align 8, !tbaa !5
  %213 = fmul double %195, %212
  %214 = call double @sin(double noundef %213) #10
  %215 = getelementptr inbounds double, ptr %3, i64 %210
  %216 = load double, ptr %215, align 8, !tbaa !5
  %217 = fmul double %216, %216
  %218 = fmul double %212, %217
  %219 = call double @llvm.fmuladd.f64(double %214, double %216, double %218)
  %220 = fadd double %209, %219
  %221 = add nuw nsw i64 %197, 2
  %222 = add i64 %199, 2
  %223 = icmp eq i64 %222, %155
  br i1 %223, label %224, label %196, !llvm.loop !9

224:                                              ; preds = %196, %177
  %225 = phi double [ poison, %177 ], [ %220, %196 ]
  %226 = phi i64 [ 0, %177 ], [ %221, %196 ]
  %227 = phi double [ 0.000000e+00, %177 ], [ %220, %196 ]
  br i1 %156, label %239, label %228

228:                                              ; preds = %224
  %229 = getelementptr inbounds double, ptr %7, i64 %226
  %230 = load double, ptr %229, align 8, !tbaa !5
  %231 = fmul double %195, %230
  %232 = call double @sin(double noundef %231) #10
  %233 = getelementptr inbounds double, ptr %3, i64 %226
  %234 = load double, ptr %233, align 8, !tbaa !5
  %235 = fmul double %234, %234
  %236 = fmul double %230, %235
  %237 = call double @llvm.fmuladd.f64(double %232, double %234, double %236)
  %238 = fadd double %227, %237
  br label %239

239:                                              ; preds = %224, %228
  %240 = phi double [ %225, %224 ], [ %238, %228 ]
  %241 = load double, ptr %6, align 8, !tbaa !5
  br i1 %158, label %270, label %242

242:                                              ; preds = %239, %242
  %243 = phi i64 [ %267, %242 ], [ 0, %239 ]
  %244 = phi double [ %266, %242 ], [ 0.000000e+00, %239 ]
  %245 = phi i64 [ %268, %242 ], [ 0, %239 ]
  %246 = getelementptr inbounds double, ptr %8, i64 %243
  %247 = load double, ptr %246, align 16, !tbaa !5
  %248 = fmul double %241, %247
  %249 = call double @sin(double noundef %248) #10
  %250 = getelementptr inbounds double, ptr %3, i64 %243
  %251 = load double, ptr %250, align 16, !tbaa !5
  %252 = fmul double %251, %251
  %253 = fmul double %247, %252
  %254 = call double @llvm.fmuladd.f64(double %249, double %251, double %253)
  %255 = fadd double %244, %254
  %256 = or disjoint i64 %243, 1
  %257 = getelementptr inbounds double, ptr %8, i64 %256
  %258 = load double, ptr %257, align 8, !tbaa !5
  %259 = fmul double %241, %258
  %260 = call double @sin(double noundef %259) #10
  %261 = getelementptr inbounds double, ptr %3, i64 %256
  %262 = load double, ptr %261, align 8, !tbaa !5
  %263 = fmul double %262, %262
  %264 = fmul double %258, %263
  %265 = call double @llvm.fmuladd.f64(double %260, double %262, double %264)
  %266 = fadd double %255, %265
  %267 = add nuw nsw i64 %243, 2
  %268 = add i64 %245, 2
  %269 = icmp eq i64 %268, %159
  br i1 %269, label %270, label %242, !llvm.loop !9

270:                                              ; preds = %242, %239
  %271 = phi double [ poison, %239 ], [ %266, %242 ]
  %272 = phi i64 [ 0, %239 ], [ %267, %242 ]
  %273 = phi double [ 0.000000e+00, %239 ], [ %266, %242 ]
  br i1 %160, label %285, label %274

274:                                              ; preds = %270
  %275 = getelementptr inbounds double, ptr %8, i64 %272
  %276 = load double, ptr %275, align 8, !tbaa !5
  %277 = fmul double %241, %276
  %278 = call double @sin(double noundef %277) #10
  %279 = getelementptr inbounds double, ptr %3, i64 %272
  %280 = load double, ptr %279, align 8, !tbaa !5
  %281 = fmul double %280, %280
  %282 = fmul double %276, %281
  %283 = call double @llvm.fmuladd.f64(double %278, double %280, double %282)
  %284 = fadd double %273, %283
  br label %285

285:                                              ; preds = %270, %274
  %286 = phi double [ %271, %270 ], [ %284, %274 ]
  %287 = fsub double %240, %286
  %288 = fdiv double %287, 2.000000e-06
  %289 = fsub double %194, %288
  %290 = call double @llvm.fabs.f64(double %289)
  %291 = call double @llvm.fabs.f64(double %288)
  %292 = call double @llvm.maxnum.f64(double %291, double 1.000000e+00)
  %293 = fmul double %292, 0x3EB0C6F7A0B5ED8D
  %294 = fcmp ugt double %290, %293
  %295 = fcmp ule double %291, 1.000000e-09
  %296 = or i1 %295, %294
  %297 = select i1 %296, ptr @.str.4, ptr @.str.5
  %298 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %11, double noundef %194, double noundef %288, ptr noundef nonnull %297)
  %299 = zext i1 %296 to i32
  %300 = load i32, ptr @fails, align 4, !tbaa !11
  %301 = add nsw i32 %300, %299
  store i32 %301, ptr @fails, align 4, !tbaa !11
  %302 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %11, i64 noundef 32, ptr noundef nonnull @.str.2, i32 noundef %191) #10
  %303 = getelementptr inbounds [3 x double], ptr %5, i64 0, i64 %178
  %304 = load double, ptr %303, align 8, !tbaa !5
  %305 = load double, ptr %6, align 8, !tbaa !5
  br i1 %162, label %336, label %306

306:                                              ; preds = %285, %306
  %307 = phi i64 [ %333, %306 ], [ 0, %285 ]
  %308 = phi double [ %332, %306 ], [ 0.000000e+00, %285 ]
  %309 = phi i64 [ %334, %306 ], [ 0, %285 ]
  %310 = getelementptr inbounds double, ptr %2, i64 %307
  %311 = load double, ptr %310, align 16, !tbaa !5
  %312 = fmul double %305, %311
  %313 = call double @sin(double noundef %312) #10
  %314 = getelementptr inbounds double, ptr %9, i64 %307
  %315 = load double, ptr %314, align 16, !tbaa !5
  %316 = fmul double %315, %315
  %317 = load double, ptr %310, align 16, !tbaa !5
  %318 = fmul double %316, %317
  %319 = call double @llvm.fmuladd.f64(double %313, double %315, double %318)
  %320 = fadd double %308, %319
  %321 = or disjoint i64 %307, 1
  %322 = getelementptr inbounds double, ptr %2, i64 %321
  %323 = load double, ptr %322, align 8, !tbaa !5
  %324 = fmul double %305, %323
  %325 = call double @sin(double noundef %324) #10
  %326 = getelementptr inbounds double, ptr %9, i64 %321
  %327 = load double, ptr %326, align 8, !tbaa !5
  %328 = fmul double %327, %327
  %329 = load double, ptr %322, align 8, !tbaa !5
  %330 = fmul double %328, %329
  %331 = call double @llvm.fmuladd.f64(double %325, double %327, double %330)
  %332 = fadd double %320, %331
  %333 = add nuw nsw i64 %307, 2
  %334 = add i64 %309, 2
  %335 = icmp eq i64 %334, %163
  br i1 %335, label %336, label %306, !llvm.loop !9

336:                                              ; preds = %306, %285
  %337 = phi double [ poison, %285 ], [ %332, %306 ]
  %338 = phi i64 [ 0, %285 ], [ %333, %306 ]
  %339 = phi double [ 0.000000e+00, %285 ], [ %332, %306 ]
  br i1 %164, label %352, label %340

340:                                              ; preds = %336
  %341 = getelementptr inbounds double, ptr %2, i64 %338
  %342 = load double, ptr %341, align 8, !tbaa !5
  %343 = fmul double %305, %342
  %344 = call double @sin(double noundef %343) #10
  %345 = getelementptr inbounds double, ptr %9, i64 %338
  %346 = load double, ptr %345, align 8, !tbaa !5
  %347 = fmul double %346, %346
  %348 = load double, ptr %341, align 8, !tbaa !5
  %349 = fmul double %347, %348
  %350 = call double @llvm.fmuladd.f64(double %344, double %346, double %349)
  %351 = fadd double %339, %350
  br label %352

352:                                              ; preds = %336, %340
  %353 = phi double [ %337, %336 ], [ %351, %340 ]
  %354 = load double, ptr %6, align 8, !tbaa !5
  br i1 %166, label %385, label %355

355:                                              ; preds = %352, %355
  %356 = phi i64 [ %382, %355 ], [ 0, %352 ]
  %357 = phi double [ %381, %355 ], [ 0.000000e+00, %352 ]
  %358 = phi i64 [ %383, %355 ], [ 0, %352 ]
  %359 = getelementptr inbounds double, ptr %2, i64 %356
  %360 = load double, ptr %359, align 16, !tbaa !5
  %361 = fmul double %354, %360
  %362 = call double @sin(double noundef %361) #10
  %363 = getelementptr inbounds double, ptr %10, i64 %356
  %364 = load double, ptr %363, align 16, !tbaa !5
  %365 = fmul double %364, %364
  %366 = load double, ptr %359, align 16, !tbaa !5
  %367 = fmul double %365, %366
  %368 = call double @llvm.fmuladd.f64(double %362, double %364, double %367)
  %369 = fadd double %357, %368
  %370 = or disjoint i64 %356, 1
  %371 = getelementptr inbounds double, ptr %2, i64 %370
  %372 = load double, ptr %371, align 8, !tbaa !5
  %373 = fmul double %354, %372
  %374 = call double @sin(double noundef %373) #10
  %375 = getelementptr inbounds double, ptr %10, i64 %370
  %376 = load double, ptr %375, align 8, !tbaa !5
  %377 = fmul double %376, %376
  %378 = load double, ptr %371, align 8, !tbaa !5
  %379 = fmul double %377, %378
  %380 = call double @llvm.fmuladd.f64(double %374, double %376, double %379)
  %381 = fadd double %369, %380
  %382 = add nuw nsw i64 %356, 2
  %383 = add i64 %358, 2
  %384 = icmp eq i64 %383, %167
  br i1 %384, label %385, label %355, !llvm.loop !9

385:                                              ; preds = %355, %352
  %386 = phi double [ poison, %352 ], [ %381, %355 ]
  %387 = phi i64 [ 0, %352 ], [ %382, %355 ]
  %388 = phi double [ 0.000000e+00, %352 ], [ %381, %355 ]
  br i1 %168, label %401, label %389

389:                                              ; preds = %385
  %390 = getelementptr inbounds double, ptr %2, i64 %387
  %391 = load double, ptr %390, align 8, !tbaa !5
  %392 = fmul double %354, %391
  %393 = call double @sin(double noundef %392) #10
  %394 = getelementptr inbounds double, ptr %10, i64 %387
  %395 = load double, ptr %394, align 8, !tbaa !5
  %396 = fmul double %395, %395
  %397 = load double, ptr %390, align 8, !tbaa !5
  %398 = fmul double %396, %397
  %399 = call double @llvm.fmuladd.f64(double %393, double %395, double %398)
  %400 = fadd double %388, %399
  br label %401

401:                                              ; preds = %385, %389
  %402 = phi double [ %386, %385 ], [ %400, %389 ]
  %403 = fsub double %353, %402
  %404 = fdiv double %403, 2.000000e-06
  %405 = fsub double %304, %404
  %406 = call double @llvm.fabs.f64(double %405)
  %407 = call double @llvm.fabs.f64(double %404)
  %408 = call double @llvm.maxnum.f64(double %407, double 1.000000e+00)
  %409 = fmul double %408, 0x3EB0C6F7A0B5ED8D
  %410 = fcmp ugt double %406, %409
  %411 = fcmp ule double %407, 1.000000e-09
  %412 = or i1 %411, %410
  %413 = select i1 %412, ptr @.str.4, ptr @.str.5
  %414 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %11, double noundef %304, double noundef %404, ptr noundef nonnull %413)
  %415 = zext i1 %412 to i32
  %416 = load i32, ptr @fails, align 4, !tbaa !11
  %417 = add nsw i32 %416, %415
  store i32 %417, ptr @fails, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #10
  %418 = add nuw nsw i64 %178, 1
  %419 = icmp eq i64 %418, %150
  br i1 %419, label %169, label %177, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !10}
