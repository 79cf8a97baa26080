; ModuleID = 'rev/33_fnptr_table.c'
source_filename = "rev/33_fnptr_table.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.kind = private unnamed_addr constant [5 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4], align 4
@__const.main.x = private unnamed_addr constant [3 x double] [double 4.000000e-01, double -9.000000e-01, double 6.000000e-01], align 8
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [12 x i8] c"dnet/dw[%d]\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"dnet/dx[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@act_table = internal unnamed_addr constant [5 x ptr] [ptr @tanh, ptr @softplus, ptr @sigmoid, ptr @sin, ptr @cube], align 8
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [5 x i32], align 4
  %3 = alloca [20 x double], align 16
  %4 = alloca [20 x double], align 8
  %5 = alloca [3 x double], align 8
  %6 = alloca [3 x double], align 8
  %7 = alloca [64 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 5, ptr %1, align 4, !tbaa !6
  %8 = load volatile i32, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %2) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %2, ptr noundef nonnull align 4 dereferenceable(20) @__const.main.kind, i64 20, i1 false)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %3) #11
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %4) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(160) %4, i8 0, i64 160, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.x, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  store <2 x double> <double 0x3FC268F1DF6036C3, double 0x3FCF0BD7D200353C>, ptr %3, align 16, !tbaa !10
  %9 = getelementptr inbounds i8, ptr %3, i64 16
  store <2 x double> <double 0xBFCA690436260AF3, double 0xBFC83D9A82B526E0>, ptr %9, align 16, !tbaa !10
  %10 = getelementptr inbounds i8, ptr %3, i64 32
  store <2 x double> <double 0x3FD05410EA781290, double 0x3FBFA69440DB6C47>, ptr %10, align 16, !tbaa !10
  %11 = getelementptr inbounds i8, ptr %3, i64 48
  store <2 x double> <double 0xBFD25E0D6C2E81B0, double 0xBFA96FD23694342B>, ptr %11, align 16, !tbaa !10
  %12 = getelementptr inbounds i8, ptr %3, i64 64
  store <2 x double> <double 0x3FD32FCE35BE8E00, double 0xBF9C3BD94B351F21>, ptr %12, align 16, !tbaa !10
  %13 = getelementptr inbounds i8, ptr %3, i64 80
  store <2 x double> <double 0xBFD2BB659DFEF780, double 0x3FBA5DD89D73F82C>, ptr %13, align 16, !tbaa !10
  %14 = getelementptr inbounds i8, ptr %3, i64 96
  store <2 x double> <double 0x3FD1088E82E8F833, double 0xBFC5F64209AA748D>, ptr %14, align 16, !tbaa !10
  %15 = getelementptr inbounds i8, ptr %3, i64 112
  store <2 x double> <double 0xBFCC6851C460EC50, double 0x3FCD48412CEA2D03>, ptr %15, align 16, !tbaa !10
  %16 = getelementptr inbounds i8, ptr %3, i64 128
  store <2 x double> <double 0x3FC4DC9DFCCF4BF4, double 0xBFD1543C85623E4A>, ptr %16, align 16, !tbaa !10
  %17 = getelementptr inbounds i8, ptr %3, i64 144
  store <2 x double> <double 0xBFB7DC8EA387E907, double 0x3FD2DDC36D94AEE8>, ptr %17, align 16, !tbaa !10
  %18 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %19 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %20 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @net, i32 noundef %18, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %18, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %19, ptr noundef nonnull %2, i32 noundef %19, i32 noundef %8) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #11
  %21 = icmp sgt i32 %8, 0
  %22 = zext nneg i32 %8 to i64
  %23 = getelementptr inbounds i8, ptr %5, i64 8
  %24 = getelementptr inbounds i8, ptr %5, i64 16
  br label %25

25:                                               ; preds = %0, %98
  %26 = phi i64 [ 0, %0 ], [ %120, %98 ]
  %27 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 %26
  %28 = load double, ptr %27, align 8, !tbaa !10
  %29 = fadd double %28, 0x3EB0C6F7A0B5ED8D
  store double %29, ptr %27, align 8, !tbaa !10
  br i1 %21, label %30, label %98

30:                                               ; preds = %25, %30
  %31 = phi i64 [ %61, %30 ], [ 0, %25 ]
  %32 = phi double [ %60, %30 ], [ 0.000000e+00, %25 ]
  %33 = shl nsw i64 %31, 2
  %34 = or disjoint i64 %33, 3
  %35 = getelementptr inbounds double, ptr %3, i64 %34
  %36 = load double, ptr %35, align 8, !tbaa !10
  %37 = getelementptr inbounds double, ptr %3, i64 %33
  %38 = load double, ptr %37, align 16, !tbaa !10
  %39 = load double, ptr %5, align 8, !tbaa !10
  %40 = call double @llvm.fmuladd.f64(double %38, double %39, double %36)
  %41 = or disjoint i64 %33, 1
  %42 = getelementptr inbounds double, ptr %3, i64 %41
  %43 = load double, ptr %42, align 8, !tbaa !10
  %44 = load double, ptr %23, align 8, !tbaa !10
  %45 = call double @llvm.fmuladd.f64(double %43, double %44, double %40)
  %46 = or disjoint i64 %33, 2
  %47 = getelementptr inbounds double, ptr %3, i64 %46
  %48 = load double, ptr %47, align 16, !tbaa !10
  %49 = load double, ptr %24, align 8, !tbaa !10
  %50 = call double @llvm.fmuladd.f64(double %48, double %49, double %45)
  %51 = getelementptr inbounds i32, ptr %2, i64 %31
  %52 = load i32, ptr %51, align 4, !tbaa !6
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [5 x ptr], ptr @act_table, i64 0, i64 %53
  %55 = load ptr, ptr %54, align 8, !tbaa !12
  %56 = call double %55(double noundef %50) #11
  %57 = and i64 %31, 1
  %58 = icmp eq i64 %57, 0
  %59 = select i1 %58, double 1.300000e+00, double 0xBFE6666666666666
  %60 = call double @llvm.fmuladd.f64(double %56, double %59, double %32)
  %61 = add nuw nsw i64 %31, 1
  %62 = icmp eq i64 %61, %22
  br i1 %62, label %63, label %30, !llvm.loop !14

63:                                               ; preds = %30
  %64 = fadd double %28, 0xBEB0C6F7A0B5ED8D
  store double %64, ptr %27, align 8, !tbaa !10
  br label %65

65:                                               ; preds = %65, %63
  %66 = phi i64 [ 0, %63 ], [ %96, %65 ]
  %67 = phi double [ 0.000000e+00, %63 ], [ %95, %65 ]
  %68 = shl nsw i64 %66, 2
  %69 = or disjoint i64 %68, 3
  %70 = getelementptr inbounds double, ptr %3, i64 %69
  %71 = load double, ptr %70, align 8, !tbaa !10
  %72 = getelementptr inbounds double, ptr %3, i64 %68
  %73 = load double, ptr %72, align 16, !tbaa !10
  %74 = load double, ptr %5, align 8, !tbaa !10
  %75 = call double @llvm.fmuladd.f64(double %73, double %74, double %71)
  %76 = or disjoint i64 %68, 1
  %77 = getelementptr inbounds double, ptr %3, i64 %76
  %78 = load double, ptr %77, align 8, !tbaa !10
  %79 = load double, ptr %23, align 8, !tbaa !10
  %80 = call double @llvm.fmuladd.f64(double %78, double %79, double %75)
  %81 = or disjoint i64 %68, 2
  %82 = getelementptr inbounds double, ptr %3, i64 %81
  %83 = load double, ptr %82, align 16, !tbaa !10
  %84 = load double, ptr %24, align 8, !tbaa !10
  %85 = call double @llvm.fmuladd.f64(double %83, double %84, double %80)
  %86 = getelementptr inbounds i32, ptr %2, i64 %66
  %87 = load i32, ptr %86, align 4, !tbaa !6
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [5 x ptr], ptr @act_table, i64 0, i64 %88
  %90 = load ptr, ptr %89, align 8, !tbaa !12
  %91 = call double %90(double noundef %85) #11
  %92 = and i64 %66, 1
  %93 = icmp eq i64 %92, 0
  %94 = select i1 %93, double 1.300000e+00, double 0xBFE6666666666666
  %95 = call double @llvm.fmuladd.f64(double %91, double %94, double %67)
  %96 = add nuw nsw i64 %66, 1
  %97 = icmp eq i64 %96, %22
  br i1 %97, label %98, label %65, !llvm.loop !14

98:                                               ; preds = %65, %25
  %99 = phi double [ 0.000000e+00, %25 ], [ %60, %65 ]
  %100 = phi double [ 0.000000e+00, %25 ], [ %95, %65 ]
  store double %28, ptr %27, align 8, !tbaa !10
  %101 = trunc nuw nsw i64 %26 to i32
  %102 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 64, ptr noundef nonnull @.str, i32 noundef %101) #11
  %103 = getelementptr inbounds [20 x double], ptr %4, i64 0, i64 %26
  %104 = load double, ptr %103, align 8, !tbaa !10
  %105 = fsub double %99, %100
  %106 = fdiv double %105, 2.000000e-06
  %107 = fsub double %104, %106
  %108 = call double @llvm.fabs.f64(double %107)
  %109 = call double @llvm.fabs.f64(double %106)
  %110 = call double @llvm.maxnum.f64(double %109, double 1.000000e+00)
  %111 = fmul double %110, 0x3EB0C6F7A0B5ED8D
  %112 = fcmp ugt double %108, %111
  %113 = fcmp ule double %109, 1.000000e-09
  %114 = or i1 %113, %112
  %115 = select i1 %114, ptr @.str.3, ptr @.str.4
  %116 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %7, double noundef %104, double noundef %106, ptr noundef nonnull %115)
  %117 = zext i1 %114 to i32
  %118 = load i32, ptr @fails, align 4, !tbaa !6
  %119 = add nsw i32 %118, %117
  store i32 %119, ptr @fails, align 4, !tbaa !6
  %120 = add nuw nsw i64 %26, 1
  %121 = icmp eq i64 %120, 20
  br i1 %121, label %129, label %25, !llvm.loop !16

122:                                              ; preds = %202
  %123 = icmp eq i32 %223, 0
  %124 = select i1 %123, ptr @.str.4, ptr @.str.3
  %125 = call i32 @puts(ptr nonnull dereferenceable(1) %124)
  %126 = load i32, ptr @fails, align 4, !tbaa !6
  %127 = icmp ne i32 %126, 0
  %128 = zext i1 %127 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #11
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %128

129:                                              ; preds = %98, %202
  %130 = phi i64 [ %224, %202 ], [ 0, %98 ]
  %131 = getelementptr inbounds [3 x double], ptr %5, i64 0, i64 %130
  %132 = load double, ptr %131, align 8, !tbaa !10
  %133 = fadd double %132, 0x3EB0C6F7A0B5ED8D
  store double %133, ptr %131, align 8, !tbaa !10
  br i1 %21, label %134, label %202

134:                                              ; preds = %129, %134
  %135 = phi i64 [ %165, %134 ], [ 0, %129 ]
  %136 = phi double [ %164, %134 ], [ 0.000000e+00, %129 ]
  %137 = shl nsw i64 %135, 2
  %138 = or disjoint i64 %137, 3
  %139 = getelementptr inbounds double, ptr %3, i64 %138
  %140 = load double, ptr %139, align 8, !tbaa !10
  %141 = getelementptr inbounds double, ptr %3, i64 %137
  %142 = load double, ptr %141, align 16, !tbaa !10
  %143 = load double, ptr %5, align 8, !tbaa !10
  %144 = call double @llvm.fmuladd.f64(double %142, double %143, double %140)
  %145 = or disjoint i64 %137, 1
  %146 = getelementptr inbounds double, ptr %3, i64 %145
  %147 = load double, ptr %146, align 8, !tbaa !10
  %148 = load double, ptr %23, align 8, !tbaa !10
  %149 = call double @llvm.fmuladd.f64(double %147, double %148, double %144)
  %150 = or disjoint i64 %137, 2
  %151 = getelementptr inbounds double, ptr %3, i64 %150
  %152 = load double, ptr %151, align 16, !tbaa !10
  %153 = load double, ptr %24, align 8, !tbaa !10
  %154 = call double @llvm.fmuladd.f64(double %152, double %153, double %149)
  %155 = getelementptr inbounds i32, ptr %2, i64 %135
  %156 = load i32, ptr %155, align 4, !tbaa !6
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds [5 x ptr], ptr @act_table, i64 0, i64 %157
  %159 = load ptr, ptr %158, align 8, !tbaa !12
  %160 = call double %159(double noundef %154) #11
  %161 = and i64 %135, 1
  %162 = icmp eq i64 %161, 0
  %163 = select i1 %162, double 1.300000e+00, double 0xBFE6666666666666
  %164 = call double @llvm.fmuladd.f64(double %160, double %163, double %136)
  %165 = add nuw nsw i64 %135, 1
  %166 = icmp eq i64 %165, %22
  br i1 %166, label %167, label %134, !llvm.loop !14

167:                                              ; preds = %134
  %168 = fadd double %132, 0xBEB0C6F7A0B5ED8D
  store double %168, ptr %131, align 8, !tbaa !10
  br label %169

169:                                              ; preds = %169, %167
  %170 = phi i64 [ 0, %167 ], [ %200, %169 ]
  %171 = phi double [ 0.000000e+00, %167 ], [ %199, %169 ]
  %172 = shl nsw i64 %170, 2
  %173 = or disjoint i64 %172, 3
  %174 = getelementptr inbounds double, ptr %3, i64 %173
  %175 = load double, ptr %174, align 8, !tbaa !10
  %176 = getelementptr inbounds double, ptr %3, i64 %172
  %177 = load double, ptr %176, align 16, !tbaa !10
  %178 = load double, ptr %5, align 8, !tbaa !10
  %179 = call double @llvm.fmuladd.f64(double %177, double %178, double %175)
  %180 = or disjoint i64 %172, 1
  %181 = getelementptr inbounds double, ptr %3, i64 %180
  %182 = load double, ptr %181, align 8, !tbaa !10
  %183 = load double, ptr %23, align 8, !tbaa !10
  %184 = call double @llvm.fmuladd.f64(double %182, double %183, double %179)
  %185 = or disjoint i64 %172, 2
  %186 = getelementptr inbounds double, ptr %3, i64 %185
  %187 = load double, ptr %186, align 16, !tbaa !10
  %188 = load double, ptr %24, align 8, !tbaa !10
  %189 = call double @llvm.fmuladd.f64(double %187, double %188, double %184)
  %190 = getelementptr inbounds i32, ptr %2, i64 %170
  %191 = load i32, ptr %190, align 4, !tbaa !6
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds [5 x ptr], ptr @act_table, i64 0, i64 %192
  %194 = load ptr, ptr %193, align 8, !tbaa !12
  %195 = call double %194(double noundef %189) #11
  %196 = and i64 %170, 1
  %197 = icmp eq i64 %196, 0
  %198 = select i1 %197, double 1.300000e+00, double 0xBFE6666666666666
  %199 = call double @llvm.fmuladd.f64(double %195, double %198, double %171)
  %200 = add nuw nsw i64 %170, 1
  %201 = icmp eq i64 %200, %22
  br i1 %201, label %202, label %169, !llvm.loop !14

202:                                              ; preds = %169, %129
  %203 = phi double [ 0.000000e+00, %129 ], [ %164, %169 ]
  %204 = phi double [ 0.000000e+00, %129 ], [ %199, %169 ]
  store double %132, ptr %131, align 8, !tbaa !10
  %205 = trunc nuw nsw i64 %130 to i32
  %206 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 64, ptr noundef nonnull @.str.1, i32 noundef %205) #11
  %207 = getelementptr inbounds [3 x double], ptr %6, i64 0, i64 %130
  %208 = load double, ptr %207, align 8, !tbaa !10
  %209 = fsub double %203, %204
  %210 = fdiv double %209, 2.000000e-06
  %211 = fsub double %208, %210
  %212 = call double @llvm.fabs.f64(double %211)
  %213 = call double @llvm.fabs.f64(double %210)
  %214 = call double @llvm.maxnum.f64(double %213, double 1.000000e+00)
  %215 = fmul double %214, 0x3EB0C6F7A0B5ED8D
  %216 = fcmp ugt double %212, %215
  %217 = fcmp ule double %213, 1.000000e-09
  %218 = or i1 %217, %216
  %219 = select i1 %218, ptr @.str.3, ptr @.str.4
  %220 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %7, double noundef %208, double noundef %210, ptr noundef nonnull %219)
  %221 = zext i1 %218 to i32
  %222 = load i32, ptr @fails, align 4, !tbaa !6
  %223 = add nsw i32 %222, %221
  store i32 %223, ptr @fails, align 4, !tbaa !6
  %224 = add nuw nsw i64 %130, 1
  %225 = icmp eq i64 %224, 3
  br i1 %225, label %122, label %129, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: nounwind uwtable
define internal double @net(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3) #0 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %10

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = getelementptr inbounds i8, ptr %1, i64 16
  br label %12

10:                                               ; preds = %12, %4
  %11 = phi double [ 0.000000e+00, %4 ], [ %42, %12 ]
  ret double %11

12:                                               ; preds = %6, %12
  %13 = phi i64 [ 0, %6 ], [ %43, %12 ]
  %14 = phi double [ 0.000000e+00, %6 ], [ %42, %12 ]
  %15 = shl nsw i64 %13, 2
  %16 = or disjoint i64 %15, 3
  %17 = getelementptr inbounds double, ptr %0, i64 %16
  %18 = load double, ptr %17, align 8, !tbaa !10
  %19 = getelementptr inbounds double, ptr %0, i64 %15
  %20 = load double, ptr %19, align 8, !tbaa !10
  %21 = load double, ptr %1, align 8, !tbaa !10
  %22 = tail call double @llvm.fmuladd.f64(double %20, double %21, double %18)
  %23 = or disjoint i64 %15, 1
  %24 = getelementptr inbounds double, ptr %0, i64 %23
  %25 = load double, ptr %24, align 8, !tbaa !10
  %26 = load double, ptr %8, align 8, !tbaa !10
  %27 = tail call double @llvm.fmuladd.f64(double %25, double %26, double %22)
  %28 = or disjoint i64 %15, 2
  %29 = getelementptr inbounds double, ptr %0, i64 %28
  %30 = load double, ptr %29, align 8, !tbaa !10
  %31 = load double, ptr %9, align 8, !tbaa !10
  %32 = tail call double @llvm.fmuladd.f64(double %30, double %31, double %27)
  %33 = getelementptr inbounds i32, ptr %2, i64 %13
  %34 = load i32, ptr %33, align 4, !tbaa !6
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [5 x ptr], ptr @act_table, i64 0, i64 %35
  %37 = load ptr, ptr %36, align 8, !tbaa !12
  %38 = tail call double %37(double noundef %32) #11
  %39 = and i64 %13, 1
  %40 = icmp eq i64 %39, 0
  %41 = select i1 %40, double 1.300000e+00, double 0xBFE6666666666666
  %42 = tail call double @llvm.fmuladd.f64(double %38, double %41, double %14)
  %43 = add nuw nsw i64 %13, 1
  %44 = icmp eq i64 %43, %7
  br i1 %44, label %10, label %12, !llvm.loop !14
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tanh(double noundef) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @softplus(double noundef %0) #8 {
  %2 = tail call double @exp(double noundef %0) #11
  %3 = tail call double @log1p(double noundef %2) #11
  ret double %3
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @sigmoid(double noundef %0) #8 {
  %2 = fneg double %0
  %3 = tail call double @exp(double noundef %2) #11
  %4 = fadd double %3, 1.000000e+00
  %5 = fdiv double 1.000000e+00, %4
  ret double %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef double @cube(double noundef %0) #9 {
  %2 = fmul double %0, %0
  %3 = fmul double %2, %0
  ret double %3
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log1p(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #10

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nofree nounwind }
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
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !8, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !15}
