; ModuleID = 'rev/33_fnptr_table.c'
source_filename = "rev/33_fnptr_table.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.kind = private unnamed_addr constant [5 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4], align 16
@__const.main.x = private unnamed_addr constant [3 x double] [double 4.000000e-01, double -9.000000e-01, double 6.000000e-01], align 16
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [12 x i8] c"dnet/dw[%d]\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"dnet/dx[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@act_table = internal unnamed_addr constant [5 x ptr] [ptr @tanh, ptr @softplus, ptr @sigmoid, ptr @sin, ptr @cube], align 16
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [5 x i32], align 16
  %3 = alloca [20 x double], align 16
  %4 = alloca [20 x double], align 16
  %5 = alloca [3 x double], align 16
  %6 = alloca [3 x double], align 16
  %7 = alloca [64 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 5, ptr %1, align 4, !tbaa !5
  %8 = load volatile i32, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %2) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(20) %2, ptr noundef nonnull align 16 dereferenceable(20) @__const.main.kind, i64 20, i1 false)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %3) #11
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %4) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(160) %4, i8 0, i64 160, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %5, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.x, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  br label %17

9:                                                ; preds = %17
  %10 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %11 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %12 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @net, i32 noundef %10, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %10, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %11, ptr noundef nonnull %2, i32 noundef %11, i32 noundef %8) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #11
  %13 = icmp sgt i32 %8, 0
  %14 = zext nneg i32 %8 to i64
  %15 = getelementptr inbounds i8, ptr %5, i64 8
  %16 = getelementptr inbounds i8, ptr %5, i64 16
  br label %34

17:                                               ; preds = %17, %0
  %18 = phi i64 [ 0, %0 ], [ %32, %17 ]
  %19 = trunc nuw nsw i64 %18 to i32
  %20 = uitofp nneg i32 %19 to double
  %21 = tail call double @llvm.fmuladd.f64(double %20, double 1.700000e+00, double 5.000000e-01)
  %22 = tail call double @sin(double noundef %21) #11
  %23 = fmul double %22, 3.000000e-01
  %24 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 %18
  store double %23, ptr %24, align 16, !tbaa !9
  %25 = or disjoint i64 %18, 1
  %26 = trunc nuw nsw i64 %25 to i32
  %27 = uitofp nneg i32 %26 to double
  %28 = tail call double @llvm.fmuladd.f64(double %27, double 1.700000e+00, double 5.000000e-01)
  %29 = tail call double @sin(double noundef %28) #11
  %30 = fmul double %29, 3.000000e-01
  %31 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 %25
  store double %30, ptr %31, align 8, !tbaa !9
  %32 = add nuw nsw i64 %18, 2
  %33 = icmp eq i64 %32, 20
  br i1 %33, label %9, label %17, !llvm.loop !11

34:                                               ; preds = %9, %107
  %35 = phi i64 [ 0, %9 ], [ %129, %107 ]
  %36 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 %35
  %37 = load double, ptr %36, align 8, !tbaa !9
  %38 = fadd double %37, 0x3EB0C6F7A0B5ED8D
  store double %38, ptr %36, align 8, !tbaa !9
  br i1 %13, label %39, label %107

39:                                               ; preds = %34, %39
  %40 = phi i64 [ %70, %39 ], [ 0, %34 ]
  %41 = phi double [ %69, %39 ], [ 0.000000e+00, %34 ]
  %42 = shl nsw i64 %40, 2
  %43 = or disjoint i64 %42, 3
  %44 = getelementptr inbounds double, ptr %3, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !9
  %46 = getelementptr inbounds double, ptr %3, i64 %42
  %47 = load double, ptr %46, align 16, !tbaa !9
  %48 = load double, ptr %5, align 16, !tbaa !9
  %49 = call double @llvm.fmuladd.f64(double %47, double %48, double %45)
  %50 = or disjoint i64 %42, 1
  %51 = getelementptr inbounds double, ptr %3, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !9
  %53 = load double, ptr %15, align 8, !tbaa !9
  %54 = call double @llvm.fmuladd.f64(double %52, double %53, double %49)
  %55 = or disjoint i64 %42, 2
  %56 = getelementptr inbounds double, ptr %3, i64 %55
  %57 = load double, ptr %56, align 16, !tbaa !9
  %58 = load double, ptr %16, align 16, !tbaa !9
  %59 = call double @llvm.fmuladd.f64(double %57, double %58, double %54)
  %60 = getelementptr inbounds i32, ptr %2, i64 %40
  %61 = load i32, ptr %60, align 4, !tbaa !5
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [5 x ptr], ptr @act_table, i64 0, i64 %62
  %64 = load ptr, ptr %63, align 8, !tbaa !13
  %65 = call double %64(double noundef %59) #11
  %66 = and i64 %40, 1
  %67 = icmp eq i64 %66, 0
  %68 = select i1 %67, double 1.300000e+00, double 0xBFE6666666666666
  %69 = call double @llvm.fmuladd.f64(double %65, double %68, double %41)
  %70 = add nuw nsw i64 %40, 1
  %71 = icmp eq i64 %70, %14
  br i1 %71, label %72, label %39, !llvm.loop !15

72:                                               ; preds = %39
  %73 = fadd double %37, 0xBEB0C6F7A0B5ED8D
  store double %73, ptr %36, align 8, !tbaa !9
  br label %74

74:                                               ; preds = %74, %72
  %75 = phi i64 [ 0, %72 ], [ %105, %74 ]
  %76 = phi double [ 0.000000e+00, %72 ], [ %104, %74 ]
  %77 = shl nsw i64 %75, 2
  %78 = or disjoint i64 %77, 3
  %79 = getelementptr inbounds double, ptr %3, i64 %78
  %80 = load double, ptr %79, align 8, !tbaa !9
  %81 = getelementptr inbounds double, ptr %3, i64 %77
  %82 = load double, ptr %81, align 16, !tbaa !9
  %83 = load double, ptr %5, align 16, !tbaa !9
  %84 = call double @llvm.fmuladd.f64(double %82, double %83, double %80)
  %85 = or disjoint i64 %77, 1
  %86 = getelementptr inbounds double, ptr %3, i64 %85
  %87 = load double, ptr %86, align 8, !tbaa !9
  %88 = load double, ptr %15, align 8, !tbaa !9
  %89 = call double @llvm.fmuladd.f64(double %87, double %88, double %84)
  %90 = or disjoint i64 %77, 2
  %91 = getelementptr inbounds double, ptr %3, i64 %90
  %92 = load double, ptr %91, align 16, !tbaa !9
  %93 = load double, ptr %16, align 16, !tbaa !9
  %94 = call double @llvm.fmuladd.f64(double %92, double %93, double %89)
  %95 = getelementptr inbounds i32, ptr %2, i64 %75
  %96 = load i32, ptr %95, align 4, !tbaa !5
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [5 x ptr], ptr @act_table, i64 0, i64 %97
  %99 = load ptr, ptr %98, align 8, !tbaa !13
  %100 = call double %99(double noundef %94) #11
  %101 = and i64 %75, 1
  %102 = icmp eq i64 %101, 0
  %103 = select i1 %102, double 1.300000e+00, double 0xBFE6666666666666
  %104 = call double @llvm.fmuladd.f64(double %100, double %103, double %76)
  %105 = add nuw nsw i64 %75, 1
  %106 = icmp eq i64 %105, %14
  br i1 %106, label %107, label %74, !llvm.loop !15

107:                                              ; preds = %74, %34
  %108 = phi double [ 0.000000e+00, %34 ], [ %69, %74 ]
  %109 = phi double [ 0.000000e+00, %34 ], [ %104, %74 ]
  store double %37, ptr %36, align 8, !tbaa !9
  %110 = trunc nuw nsw i64 %35 to i32
  %111 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 64, ptr noundef nonnull @.str, i32 noundef %110) #11
  %112 = getelementptr inbounds [20 x double], ptr %4, i64 0, i64 %35
  %113 = load double, ptr %112, align 8, !tbaa !9
  %114 = fsub double %108, %109
  %115 = fdiv double %114, 2.000000e-06
  %116 = fsub double %113, %115
  %117 = call double @llvm.fabs.f64(double %116)
  %118 = call double @llvm.fabs.f64(double %115)
  %119 = call double @llvm.maxnum.f64(double %118, double 1.000000e+00)
  %120 = fmul double %119, 0x3EB0C6F7A0B5ED8D
  %121 = fcmp ugt double %117, %120
  %122 = fcmp ule double %118, 1.000000e-09
  %123 = or i1 %122, %121
  %124 = select i1 %123, ptr @.str.3, ptr @.str.4
  %125 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %7, double noundef %113, double noundef %115, ptr noundef nonnull %124)
  %126 = zext i1 %123 to i32
  %127 = load i32, ptr @fails, align 4, !tbaa !5
  %128 = add nsw i32 %127, %126
  store i32 %128, ptr @fails, align 4, !tbaa !5
  %129 = add nuw nsw i64 %35, 1
  %130 = icmp eq i64 %129, 20
  br i1 %130, label %138, label %34, !llvm.loop !16

131:                                              ; preds = %211
  %132 = icmp eq i32 %232, 0
  %133 = select i1 %132, ptr @.str.4, ptr @.str.3
  %134 = call i32 @puts(ptr nonnull dereferenceable(1) %133)
  %135 = load i32, ptr @fails, align 4, !tbaa !5
  %136 = icmp ne i32 %135, 0
  %137 = zext i1 %136 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #11
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %137

138:                                              ; preds = %107, %211
  %139 = phi i64 [ %233, %211 ], [ 0, %107 ]
  %140 = getelementptr inbounds [3 x double], ptr %5, i64 0, i64 %139
  %141 = load double, ptr %140, align 8, !tbaa !9
  %142 = fadd double %141, 0x3EB0C6F7A0B5ED8D
  store double %142, ptr %140, align 8, !tbaa !9
  br i1 %13, label %143, label %211

143:                                              ; preds = %138, %143
  %144 = phi i64 [ %174, %143 ], [ 0, %138 ]
  %145 = phi double [ %173, %143 ], [ 0.000000e+00, %138 ]
  %146 = shl nsw i64 %144, 2
  %147 = or disjoint i64 %146, 3
  %148 = getelementptr inbounds double, ptr %3, i64 %147
  %149 = load double, ptr %148, align 8, !tbaa !9
  %150 = getelementptr inbounds double, ptr %3, i64 %146
  %151 = load double, ptr %150, align 16, !tbaa !9
  %152 = load double, ptr %5, align 16, !tbaa !9
  %153 = call double @llvm.fmuladd.f64(double %151, double %152, double %149)
  %154 = or disjoint i64 %146, 1
  %155 = getelementptr inbounds double, ptr %3, i64 %154
  %156 = load double, ptr %155, align 8, !tbaa !9
  %157 = load double, ptr %15, align 8, !tbaa !9
  %158 = call double @llvm.fmuladd.f64(double %156, double %157, double %153)
  %159 = or disjoint i64 %146, 2
  %160 = getelementptr inbounds double, ptr %3, i64 %159
  %161 = load double, ptr %160, align 16, !tbaa !9
  %162 = load double, ptr %16, align 16, !tbaa !9
  %163 = call double @llvm.fmuladd.f64(double %161, double %162, double %158)
  %164 = getelementptr inbounds i32, ptr %2, i64 %144
  %165 = load i32, ptr %164, align 4, !tbaa !5
  %166 = sext i32 %165 to i64
  %167 = getelementptr inbounds [5 x ptr], ptr @act_table, i64 0, i64 %166
  %168 = load ptr, ptr %167, align 8, !tbaa !13
  %169 = call double %168(double noundef %163) #11
  %170 = and i64 %144, 1
  %171 = icmp eq i64 %170, 0
  %172 = select i1 %171, double 1.300000e+00, double 0xBFE6666666666666
  %173 = call double @llvm.fmuladd.f64(double %169, double %172, double %145)
  %174 = add nuw nsw i64 %144, 1
  %175 = icmp eq i64 %174, %14
  br i1 %175, label %176, label %143, !llvm.loop !15

176:                                              ; preds = %143
  %177 = fadd double %141, 0xBEB0C6F7A0B5ED8D
  store double %177, ptr %140, align 8, !tbaa !9
  br label %178

178:                                              ; preds = %178, %176
  %179 = phi i64 [ 0, %176 ], [ %209, %178 ]
  %180 = phi double [ 0.000000e+00, %176 ], [ %208, %178 ]
  %181 = shl nsw i64 %179, 2
  %182 = or disjoint i64 %181, 3
  %183 = getelementptr inbounds double, ptr %3, i64 %182
  %184 = load double, ptr %183, align 8, !tbaa !9
  %185 = getelementptr inbounds double, ptr %3, i64 %181
  %186 = load double, ptr %185, align 16, !tbaa !9
  %187 = load double, ptr %5, align 16, !tbaa !9
  %188 = call double @llvm.fmuladd.f64(double %186, double %187, double %184)
  %189 = or disjoint i64 %181, 1
  %190 = getelementptr inbounds double, ptr %3, i64 %189
  %191 = load double, ptr %190, align 8, !tbaa !9
  %192 = load double, ptr %15, align 8, !tbaa !9
  %193 = call double @llvm.fmuladd.f64(double %191, double %192, double %188)
  %194 = or disjoint i64 %181, 2
  %195 = getelementptr inbounds double, ptr %3, i64 %194
  %196 = load double, ptr %195, align 16, !tbaa !9
  %197 = load double, ptr %16, align 16, !tbaa !9
  %198 = call double @llvm.fmuladd.f64(double %196, double %197, double %193)
  %199 = getelementptr inbounds i32, ptr %2, i64 %179
  %200 = load i32, ptr %199, align 4, !tbaa !5
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds [5 x ptr], ptr @act_table, i64 0, i64 %201
  %203 = load ptr, ptr %202, align 8, !tbaa !13
  %204 = call double %203(double noundef %198) #11
  %205 = and i64 %179, 1
  %206 = icmp eq i64 %205, 0
  %207 = select i1 %206, double 1.300000e+00, double 0xBFE6666666666666
  %208 = call double @llvm.fmuladd.f64(double %204, double %207, double %180)
  %209 = add nuw nsw i64 %179, 1
  %210 = icmp eq i64 %209, %14
  br i1 %210, label %211, label %178, !llvm.loop !15

211:                                              ; preds = %178, %138
  %212 = phi double [ 0.000000e+00, %138 ], [ %173, %178 ]
  %213 = phi double [ 0.000000e+00, %138 ], [ %208, %178 ]
  store double %141, ptr %140, align 8, !tbaa !9
  %214 = trunc nuw nsw i64 %139 to i32
  %215 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 64, ptr noundef nonnull @.str.1, i32 noundef %214) #11
  %216 = getelementptr inbounds [3 x double], ptr %6, i64 0, i64 %139
  %217 = load double, ptr %216, align 8, !tbaa !9
  %218 = fsub double %212, %213
  %219 = fdiv double %218, 2.000000e-06
  %220 = fsub double %217, %219
  %221 = call double @llvm.fabs.f64(double %220)
  %222 = call double @llvm.fabs.f64(double %219)
  %223 = call double @llvm.maxnum.f64(double %222, double 1.000000e+00)
  %224 = fmul double %223, 0x3EB0C6F7A0B5ED8D
  %225 = fcmp ugt double %221, %224
  %226 = fcmp ule double %222, 1.000000e-09
  %227 = or i1 %226, %225
  %228 = select i1 %227, ptr @.str.3, ptr @.str.4
  %229 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %7, double noundef %217, double noundef %219, ptr noundef nonnull %228)
  %230 = zext i1 %227 to i32
  %231 = load i32, ptr @fails, align 4, !tbaa !5
  %232 = add nsw i32 %231, %230
  store i32 %232, ptr @fails, align 4, !tbaa !5
  %233 = add nuw nsw i64 %139, 1
  %234 = icmp eq i64 %233, 3
  br i1 %234, label %131, label %138, !llvm.loop !17
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
  %18 = load double, ptr %17, align 8, !tbaa !9
  %19 = getelementptr inbounds double, ptr %0, i64 %15
  %20 = load double, ptr %19, align 8, !tbaa !9
  %21 = load double, ptr %1, align 8, !tbaa !9
  %22 = tail call double @llvm.fmuladd.f64(double %20, double %21, double %18)
  %23 = or disjoint i64 %15, 1
  %24 = getelementptr inbounds double, ptr %0, i64 %23
  %25 = load double, ptr %24, align 8, !tbaa !9
  %26 = load double, ptr %8, align 8, !tbaa !9
  %27 = tail call double @llvm.fmuladd.f64(double %25, double %26, double %22)
  %28 = or disjoint i64 %15, 2
  %29 = getelementptr inbounds double, ptr %0, i64 %28
  %30 = load double, ptr %29, align 8, !tbaa !9
  %31 = load double, ptr %9, align 8, !tbaa !9
  %32 = tail call double @llvm.fmuladd.f64(double %30, double %31, double %27)
  %33 = getelementptr inbounds i32, ptr %2, i64 %13
  %34 = load i32, ptr %33, align 4, !tbaa !5
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [5 x ptr], ptr @act_table, i64 0, i64 %35
  %37 = load ptr, ptr %36, align 8, !tbaa !13
  %38 = tail call double %37(double noundef %32) #11
  %39 = and i64 %13, 1
  %40 = icmp eq i64 %39, 0
  %41 = select i1 %40, double 1.300000e+00, double 0xBFE6666666666666
  %42 = tail call double @llvm.fmuladd.f64(double %38, double %41, double %14)
  %43 = add nuw nsw i64 %13, 1
  %44 = icmp eq i64 %43, %7
  br i1 %44, label %10, label %12, !llvm.loop !15
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

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind }
attributes #11 = { nounwind }

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
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !7, i64 0}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
