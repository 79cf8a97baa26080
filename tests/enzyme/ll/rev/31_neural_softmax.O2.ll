; ModuleID = 'rev/31_neural_softmax.c'
source_filename = "rev/31_neural_softmax.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.labels = private unnamed_addr constant [3 x i32] [i32 2, i32 0, i32 1], align 4
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [14 x i8] c"xent d/dW[%d]\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"xent d/db[%d]\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"xent d/dV[%d]\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"batch d/dW[%d]\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"batch d/db[%d]\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"batch d/dV[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.9 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [20 x double], align 16
  %2 = alloca [5 x double], align 16
  %3 = alloca [15 x double], align 16
  %4 = alloca [12 x double], align 16
  %5 = alloca [20 x double], align 16
  %6 = alloca [5 x double], align 16
  %7 = alloca [15 x double], align 16
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [3 x i32], align 4
  %11 = alloca [32 x i8], align 16
  %12 = alloca [20 x double], align 16
  %13 = alloca [5 x double], align 16
  %14 = alloca [15 x double], align 16
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %1) #12
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #12
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %3) #12
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %4) #12
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %5) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(160) %5, i8 0, i64 160, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %6, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %7) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(120) %7, i8 0, i64 120, i1 false)
  br label %15

15:                                               ; preds = %15, %0
  %16 = phi i64 [ 0, %0 ], [ %30, %15 ]
  %17 = trunc nuw nsw i64 %16 to i32
  %18 = uitofp nneg i32 %17 to double
  %19 = tail call double @llvm.fmuladd.f64(double %18, double 1.100000e+00, double 3.000000e-01)
  %20 = tail call double @sin(double noundef %19) #12
  %21 = fmul double %20, 5.000000e-01
  %22 = getelementptr inbounds [20 x double], ptr %1, i64 0, i64 %16
  store double %21, ptr %22, align 16, !tbaa !5
  %23 = or disjoint i64 %16, 1
  %24 = trunc nuw nsw i64 %23 to i32
  %25 = uitofp nneg i32 %24 to double
  %26 = tail call double @llvm.fmuladd.f64(double %25, double 1.100000e+00, double 3.000000e-01)
  %27 = tail call double @sin(double noundef %26) #12
  %28 = fmul double %27, 5.000000e-01
  %29 = getelementptr inbounds [20 x double], ptr %1, i64 0, i64 %23
  store double %28, ptr %29, align 8, !tbaa !5
  %30 = add nuw nsw i64 %16, 2
  %31 = icmp eq i64 %30, 20
  br i1 %31, label %32, label %15, !llvm.loop !9

32:                                               ; preds = %15
  store <2 x double> <double -2.000000e-01, double -1.000000e-01>, ptr %2, align 16, !tbaa !5
  %33 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x double> <double 0.000000e+00, double 1.000000e-01>, ptr %33, align 16, !tbaa !5
  %34 = getelementptr inbounds i8, ptr %2, i64 32
  store double 2.000000e-01, ptr %34, align 16, !tbaa !5
  store <2 x double> <double 0x3FE6666666666666, double 0x3FDBD91ED2CDA2F4>, ptr %3, align 16, !tbaa !5
  %35 = getelementptr inbounds i8, ptr %3, i64 16
  store <2 x double> <double 0xBFC45B7884338A22, double 0xBFE4404FB0C768F4>, ptr %35, align 16, !tbaa !5
  %36 = getelementptr inbounds i8, ptr %3, i64 32
  store <2 x double> <double 0xBFE4165F182CB8A4, double 0xBFC2E32654A42AFD>, ptr %36, align 16, !tbaa !5
  %37 = getelementptr inbounds i8, ptr %3, i64 48
  store <2 x double> <double 0x3FDC6F2A6867F72A, double 0x3FE66596E0972260>, ptr %37, align 16, !tbaa !5
  %38 = getelementptr inbounds i8, ptr %3, i64 64
  store <2 x double> <double 0x3FDB410F3F11AE14, double 0xBFC5D25181664761>, ptr %38, align 16, !tbaa !5
  %39 = getelementptr inbounds i8, ptr %3, i64 80
  store <2 x double> <double 0xBFE468C90E4111CB, double 0xBFE3EAFA4D895FAB>, ptr %39, align 16, !tbaa !5
  %40 = getelementptr inbounds i8, ptr %3, i64 96
  store <2 x double> <double 0xBFC169762F804AC3, double 0x3FDD032723B7A496>, ptr %40, align 16, !tbaa !5
  %41 = getelementptr inbounds i8, ptr %3, i64 112
  store double 0x3FE663285E2E7C73, ptr %41, align 16, !tbaa !5
  store <2 x double> <double 2.000000e-01, double 0x3FEE433793BE958A>, ptr %4, align 16, !tbaa !5
  %42 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x double> <double 0xBFE965EAACF78652, double 0x3FE8E8FA823E8120>, ptr %42, align 16, !tbaa !5
  %43 = getelementptr inbounds i8, ptr %4, i64 32
  store <2 x double> <double 0x3FDB10A0DBB79AA2, double 0xBFE59D4DE109906C>, ptr %43, align 16, !tbaa !5
  %44 = getelementptr inbounds i8, ptr %4, i64 48
  store <2 x double> <double 0x3FF24C93D48D6D96, double 0xBFC74E1DBF2BBC16>, ptr %44, align 16, !tbaa !5
  %45 = getelementptr inbounds i8, ptr %4, i64 64
  store <2 x double> <double 0xBFCE063F0DC847D6, double 0x3FF29414E1165DC0>, ptr %45, align 16, !tbaa !5
  %46 = getelementptr inbounds i8, ptr %4, i64 80
  store <2 x double> <double 0xBFE4ADD669BE169C, double 0x3FD774688B751F82>, ptr %46, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8)
  store volatile i32 2, ptr %8, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9)
  store volatile i32 3, ptr %9, align 4, !tbaa !11
  %47 = load volatile i32, ptr %8, align 4, !tbaa !11
  %48 = load volatile i32, ptr %9, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %10) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %10, ptr noundef nonnull align 4 dereferenceable(12) @__const.main.labels, i64 12, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #12
  %49 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %50 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %51 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @xent, i32 noundef %49, ptr noundef nonnull %1, ptr noundef nonnull %5, i32 noundef %49, ptr noundef nonnull %2, ptr noundef nonnull %6, i32 noundef %49, ptr noundef nonnull %3, ptr noundef nonnull %7, i32 noundef %50, ptr noundef nonnull %4, i32 noundef %50, i32 noundef %47) #12
  br label %52

52:                                               ; preds = %32, %52
  %53 = phi i64 [ 0, %32 ], [ %79, %52 ]
  %54 = getelementptr inbounds [20 x double], ptr %1, i64 0, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !5
  %56 = fadd double %55, 0x3EB0C6F7A0B5ED8D
  store double %56, ptr %54, align 8, !tbaa !5
  %57 = call double @xent(ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %47)
  %58 = fadd double %55, 0xBEB0C6F7A0B5ED8D
  store double %58, ptr %54, align 8, !tbaa !5
  %59 = call double @xent(ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %47)
  store double %55, ptr %54, align 8, !tbaa !5
  %60 = trunc nuw nsw i64 %53 to i32
  %61 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %11, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %60) #12
  %62 = getelementptr inbounds [20 x double], ptr %5, i64 0, i64 %53
  %63 = load double, ptr %62, align 8, !tbaa !5
  %64 = fsub double %57, %59
  %65 = fdiv double %64, 2.000000e-06
  %66 = fsub double %63, %65
  %67 = call double @llvm.fabs.f64(double %66)
  %68 = call double @llvm.fabs.f64(double %65)
  %69 = call double @llvm.maxnum.f64(double %68, double 1.000000e+00)
  %70 = fmul double %69, 0x3EB0C6F7A0B5ED8D
  %71 = fcmp ugt double %67, %70
  %72 = fcmp ule double %68, 1.000000e-09
  %73 = or i1 %72, %71
  %74 = select i1 %73, ptr @.str.7, ptr @.str.8
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %11, double noundef %63, double noundef %65, ptr noundef nonnull %74)
  %76 = zext i1 %73 to i32
  %77 = load i32, ptr @fails, align 4, !tbaa !11
  %78 = add nsw i32 %77, %76
  store i32 %78, ptr @fails, align 4, !tbaa !11
  %79 = add nuw nsw i64 %53, 3
  %80 = icmp ult i64 %53, 17
  br i1 %80, label %52, label %81, !llvm.loop !13

81:                                               ; preds = %52, %81
  %82 = phi i64 [ %108, %81 ], [ 0, %52 ]
  %83 = getelementptr inbounds [5 x double], ptr %2, i64 0, i64 %82
  %84 = load double, ptr %83, align 8, !tbaa !5
  %85 = fadd double %84, 0x3EB0C6F7A0B5ED8D
  store double %85, ptr %83, align 8, !tbaa !5
  %86 = call double @xent(ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %47)
  %87 = fadd double %84, 0xBEB0C6F7A0B5ED8D
  store double %87, ptr %83, align 8, !tbaa !5
  %88 = call double @xent(ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %47)
  store double %84, ptr %83, align 8, !tbaa !5
  %89 = trunc nuw nsw i64 %82 to i32
  %90 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %11, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %89) #12
  %91 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 %82
  %92 = load double, ptr %91, align 8, !tbaa !5
  %93 = fsub double %86, %88
  %94 = fdiv double %93, 2.000000e-06
  %95 = fsub double %92, %94
  %96 = call double @llvm.fabs.f64(double %95)
  %97 = call double @llvm.fabs.f64(double %94)
  %98 = call double @llvm.maxnum.f64(double %97, double 1.000000e+00)
  %99 = fmul double %98, 0x3EB0C6F7A0B5ED8D
  %100 = fcmp ugt double %96, %99
  %101 = fcmp ule double %97, 1.000000e-09
  %102 = or i1 %101, %100
  %103 = select i1 %102, ptr @.str.7, ptr @.str.8
  %104 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %11, double noundef %92, double noundef %94, ptr noundef nonnull %103)
  %105 = zext i1 %102 to i32
  %106 = load i32, ptr @fails, align 4, !tbaa !11
  %107 = add nsw i32 %106, %105
  store i32 %107, ptr @fails, align 4, !tbaa !11
  %108 = add nuw nsw i64 %82, 1
  %109 = icmp eq i64 %108, 5
  br i1 %109, label %121, label %81, !llvm.loop !14

110:                                              ; preds = %121
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %12) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(160) %12, i8 0, i64 160, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %13) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %13, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %14) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(120) %14, i8 0, i64 120, i1 false)
  %111 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %112 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @batch, ptr noundef nonnull %1, ptr noundef nonnull %12, ptr noundef nonnull %2, ptr noundef nonnull %13, ptr noundef nonnull %3, ptr noundef nonnull %14, i32 noundef %111, ptr noundef nonnull %4, i32 noundef %111, ptr noundef nonnull %10, i32 noundef %48) #12
  %113 = icmp sgt i32 %48, 0
  %114 = sitofp i32 %48 to double
  %115 = fdiv double 0.000000e+00, %114
  %116 = zext nneg i32 %48 to i64
  %117 = insertelement <2 x double> poison, double %114, i64 0
  %118 = shufflevector <2 x double> %117, <2 x double> poison, <2 x i32> zeroinitializer
  %119 = insertelement <2 x double> poison, double %115, i64 0
  %120 = shufflevector <2 x double> %119, <2 x double> poison, <2 x i32> zeroinitializer
  br label %150

121:                                              ; preds = %81, %121
  %122 = phi i64 [ %148, %121 ], [ 0, %81 ]
  %123 = getelementptr inbounds [15 x double], ptr %3, i64 0, i64 %122
  %124 = load double, ptr %123, align 16, !tbaa !5
  %125 = fadd double %124, 0x3EB0C6F7A0B5ED8D
  store double %125, ptr %123, align 16, !tbaa !5
  %126 = call double @xent(ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %47)
  %127 = fadd double %124, 0xBEB0C6F7A0B5ED8D
  store double %127, ptr %123, align 16, !tbaa !5
  %128 = call double @xent(ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %47)
  store double %124, ptr %123, align 16, !tbaa !5
  %129 = trunc nuw nsw i64 %122 to i32
  %130 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %11, i64 noundef 32, ptr noundef nonnull @.str.2, i32 noundef %129) #12
  %131 = getelementptr inbounds [15 x double], ptr %7, i64 0, i64 %122
  %132 = load double, ptr %131, align 16, !tbaa !5
  %133 = fsub double %126, %128
  %134 = fdiv double %133, 2.000000e-06
  %135 = fsub double %132, %134
  %136 = call double @llvm.fabs.f64(double %135)
  %137 = call double @llvm.fabs.f64(double %134)
  %138 = call double @llvm.maxnum.f64(double %137, double 1.000000e+00)
  %139 = fmul double %138, 0x3EB0C6F7A0B5ED8D
  %140 = fcmp ugt double %136, %139
  %141 = fcmp ule double %137, 1.000000e-09
  %142 = or i1 %141, %140
  %143 = select i1 %142, ptr @.str.7, ptr @.str.8
  %144 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %11, double noundef %132, double noundef %134, ptr noundef nonnull %143)
  %145 = zext i1 %142 to i32
  %146 = load i32, ptr @fails, align 4, !tbaa !11
  %147 = add nsw i32 %146, %145
  store i32 %147, ptr @fails, align 4, !tbaa !11
  %148 = add nuw nsw i64 %122, 2
  %149 = icmp ult i64 %122, 13
  br i1 %149, label %121, label %110, !llvm.loop !15

150:                                              ; preds = %110, %183
  %151 = phi i64 [ 0, %110 ], [ %206, %183 ]
  %152 = getelementptr inbounds [20 x double], ptr %1, i64 0, i64 %151
  %153 = load double, ptr %152, align 16, !tbaa !5
  %154 = fadd double %153, 0x3EB0C6F7A0B5ED8D
  store double %154, ptr %152, align 16, !tbaa !5
  br i1 %113, label %155, label %183

155:                                              ; preds = %150, %155
  %156 = phi i64 [ %164, %155 ], [ 0, %150 ]
  %157 = phi double [ %163, %155 ], [ 0.000000e+00, %150 ]
  %158 = shl nsw i64 %156, 5
  %159 = getelementptr inbounds i8, ptr %4, i64 %158
  %160 = getelementptr inbounds i32, ptr %10, i64 %156
  %161 = load i32, ptr %160, align 4, !tbaa !11
  %162 = call double @xent(ptr noundef nonnull readonly %1, ptr noundef nonnull readonly %2, ptr noundef nonnull readonly %3, ptr noundef nonnull readonly %159, i32 noundef %161)
  %163 = fadd double %157, %162
  %164 = add nuw nsw i64 %156, 1
  %165 = icmp eq i64 %164, %116
  br i1 %165, label %166, label %155, !llvm.loop !16

166:                                              ; preds = %155
  %167 = fadd double %153, 0xBEB0C6F7A0B5ED8D
  store double %167, ptr %152, align 16, !tbaa !5
  br label %168

168:                                              ; preds = %168, %166
  %169 = phi i64 [ 0, %166 ], [ %177, %168 ]
  %170 = phi double [ 0.000000e+00, %166 ], [ %176, %168 ]
  %171 = shl nsw i64 %169, 5
  %172 = getelementptr inbounds i8, ptr %4, i64 %171
  %173 = getelementptr inbounds i32, ptr %10, i64 %169
  %174 = load i32, ptr %173, align 4, !tbaa !11
  %175 = call double @xent(ptr noundef nonnull readonly %1, ptr noundef nonnull readonly %2, ptr noundef nonnull readonly %3, ptr noundef nonnull readonly %172, i32 noundef %174)
  %176 = fadd double %170, %175
  %177 = add nuw nsw i64 %169, 1
  %178 = icmp eq i64 %177, %116
  br i1 %178, label %179, label %168, !llvm.loop !16

179:                                              ; preds = %168
  %180 = insertelement <2 x double> poison, double %176, i64 0
  %181 = insertelement <2 x double> %180, double %163, i64 1
  %182 = fdiv <2 x double> %181, %118
  br label %183

183:                                              ; preds = %150, %179
  %184 = phi <2 x double> [ %182, %179 ], [ %120, %150 ]
  store double %153, ptr %152, align 16, !tbaa !5
  %185 = trunc nuw nsw i64 %151 to i32
  %186 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %11, i64 noundef 32, ptr noundef nonnull @.str.3, i32 noundef %185) #12
  %187 = getelementptr inbounds [20 x double], ptr %12, i64 0, i64 %151
  %188 = load double, ptr %187, align 16, !tbaa !5
  %189 = shufflevector <2 x double> %184, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %190 = fsub <2 x double> %189, %184
  %191 = extractelement <2 x double> %190, i64 0
  %192 = fdiv double %191, 2.000000e-06
  %193 = fsub double %188, %192
  %194 = call double @llvm.fabs.f64(double %193)
  %195 = call double @llvm.fabs.f64(double %192)
  %196 = call double @llvm.maxnum.f64(double %195, double 1.000000e+00)
  %197 = fmul double %196, 0x3EB0C6F7A0B5ED8D
  %198 = fcmp ugt double %194, %197
  %199 = fcmp ule double %195, 1.000000e-09
  %200 = or i1 %199, %198
  %201 = select i1 %200, ptr @.str.7, ptr @.str.8
  %202 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %11, double noundef %188, double noundef %192, ptr noundef nonnull %201)
  %203 = zext i1 %200 to i32
  %204 = load i32, ptr @fails, align 4, !tbaa !11
  %205 = add nsw i32 %204, %203
  store i32 %205, ptr @fails, align 4, !tbaa !11
  %206 = add nuw nsw i64 %151, 4
  %207 = icmp ult i64 %151, 16
  br i1 %207, label %150, label %208, !llvm.loop !17

208:                                              ; preds = %183, %241
  %209 = phi i64 [ %264, %241 ], [ 0, %183 ]
  %210 = getelementptr inbounds [5 x double], ptr %2, i64 0, i64 %209
  %211 = load double, ptr %210, align 16, !tbaa !5
  %212 = fadd double %211, 0x3EB0C6F7A0B5ED8D
  store double %212, ptr %210, align 16, !tbaa !5
  br i1 %113, label %213, label %241

213:                                              ; preds = %208, %213
  %214 = phi i64 [ %222, %213 ], [ 0, %208 ]
  %215 = phi double [ %221, %213 ], [ 0.000000e+00, %208 ]
  %216 = shl nsw i64 %214, 5
  %217 = getelementptr inbounds i8, ptr %4, i64 %216
  %218 = getelementptr inbounds i32, ptr %10, i64 %214
  %219 = load i32, ptr %218, align 4, !tbaa !11
  %220 = call double @xent(ptr noundef nonnull readonly %1, ptr noundef nonnull readonly %2, ptr noundef nonnull readonly %3, ptr noundef nonnull readonly %217, i32 noundef %219)
  %221 = fadd double %215, %220
  %222 = add nuw nsw i64 %214, 1
  %223 = icmp eq i64 %222, %116
  br i1 %223, label %224, label %213, !llvm.loop !16

224:                                              ; preds = %213
  %225 = fadd double %211, 0xBEB0C6F7A0B5ED8D
  store double %225, ptr %210, align 16, !tbaa !5
  br label %226

226:                                              ; preds = %226, %224
  %227 = phi i64 [ 0, %224 ], [ %235, %226 ]
  %228 = phi double [ 0.000000e+00, %224 ], [ %234, %226 ]
  %229 = shl nsw i64 %227, 5
  %230 = getelementptr inbounds i8, ptr %4, i64 %229
  %231 = getelementptr inbounds i32, ptr %10, i64 %227
  %232 = load i32, ptr %231, align 4, !tbaa !11
  %233 = call double @xent(ptr noundef nonnull readonly %1, ptr noundef nonnull readonly %2, ptr noundef nonnull readonly %3, ptr noundef nonnull readonly %230, i32 noundef %232)
  %234 = fadd double %228, %233
  %235 = add nuw nsw i64 %227, 1
  %236 = icmp eq i64 %235, %116
  br i1 %236, label %237, label %226, !llvm.loop !16

237:                                              ; preds = %226
  %238 = insertelement <2 x double> poison, double %234, i64 0
  %239 = insertelement <2 x double> %238, double %221, i64 1
  %240 = fdiv <2 x double> %239, %118
  br label %241

241:                                              ; preds = %208, %237
  %242 = phi <2 x double> [ %240, %237 ], [ %120, %208 ]
  store double %211, ptr %210, align 16, !tbaa !5
  %243 = trunc nuw nsw i64 %209 to i32
  %244 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %11, i64 noundef 32, ptr noundef nonnull @.str.4, i32 noundef %243) #12
  %245 = getelementptr inbounds [5 x double], ptr %13, i64 0, i64 %209
  %246 = load double, ptr %245, align 16, !tbaa !5
  %247 = shufflevector <2 x double> %242, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %248 = fsub <2 x double> %247, %242
  %249 = extractelement <2 x double> %248, i64 0
  %250 = fdiv double %249, 2.000000e-06
  %251 = fsub double %246, %250
  %252 = call double @llvm.fabs.f64(double %251)
  %253 = call double @llvm.fabs.f64(double %250)
  %254 = call double @llvm.maxnum.f64(double %253, double 1.000000e+00)
  %255 = fmul double %254, 0x3EB0C6F7A0B5ED8D
  %256 = fcmp ugt double %252, %255
  %257 = fcmp ule double %253, 1.000000e-09
  %258 = or i1 %257, %256
  %259 = select i1 %258, ptr @.str.7, ptr @.str.8
  %260 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %11, double noundef %246, double noundef %250, ptr noundef nonnull %259)
  %261 = zext i1 %258 to i32
  %262 = load i32, ptr @fails, align 4, !tbaa !11
  %263 = add nsw i32 %262, %261
  store i32 %263, ptr @fails, align 4, !tbaa !11
  %264 = add nuw nsw i64 %209, 2
  %265 = icmp ult i64 %209, 3
  br i1 %265, label %208, label %273, !llvm.loop !18

266:                                              ; preds = %306
  %267 = icmp eq i32 %328, 0
  %268 = select i1 %267, ptr @.str.8, ptr @.str.7
  %269 = call i32 @puts(ptr nonnull dereferenceable(1) %268)
  %270 = load i32, ptr @fails, align 4, !tbaa !11
  %271 = icmp ne i32 %270, 0
  %272 = zext i1 %271 to i32
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %14) #12
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %13) #12
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %12) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #12
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %10) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %7) #12
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %5) #12
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %1) #12
  ret i32 %272

273:                                              ; preds = %241, %306
  %274 = phi i64 [ %329, %306 ], [ 0, %241 ]
  %275 = getelementptr inbounds [15 x double], ptr %3, i64 0, i64 %274
  %276 = load double, ptr %275, align 8, !tbaa !5
  %277 = fadd double %276, 0x3EB0C6F7A0B5ED8D
  store double %277, ptr %275, align 8, !tbaa !5
  br i1 %113, label %278, label %306

278:                                              ; preds = %273, %278
  %279 = phi i64 [ %287, %278 ], [ 0, %273 ]
  %280 = phi double [ %286, %278 ], [ 0.000000e+00, %273 ]
  %281 = shl nsw i64 %279, 5
  %282 = getelementptr inbounds i8, ptr %4, i64 %281
  %283 = getelementptr inbounds i32, ptr %10, i64 %279
  %284 = load i32, ptr %283, align 4, !tbaa !11
  %285 = call double @xent(ptr noundef nonnull readonly %1, ptr noundef nonnull readonly %2, ptr noundef nonnull readonly %3, ptr noundef nonnull readonly %282, i32 noundef %284)
  %286 = fadd double %280, %285
  %287 = add nuw nsw i64 %279, 1
  %288 = icmp eq i64 %287, %116
  br i1 %288, label %289, label %278, !llvm.loop !16

289:                                              ; preds = %278
  %290 = fadd double %276, 0xBEB0C6F7A0B5ED8D
  store double %290, ptr %275, align 8, !tbaa !5
  br label %291

291:                                              ; preds = %291, %289
  %292 = phi i64 [ 0, %289 ], [ %300, %291 ]
  %293 = phi double [ 0.000000e+00, %289 ], [ %299, %291 ]
  %294 = shl nsw i64 %292, 5
  %295 = getelementptr inbounds i8, ptr %4, i64 %294
  %296 = getelementptr inbounds i32, ptr %10, i64 %292
  %297 = load i32, ptr %296, align 4, !tbaa !11
  %298 = call double @xent(ptr noundef nonnull readonly %1, ptr noundef nonnull readonly %2, ptr noundef nonnull readonly %3, ptr noundef nonnull readonly %295, i32 noundef %297)
  %299 = fadd double %293, %298
  %300 = add nuw nsw i64 %292, 1
  %301 = icmp eq i64 %300, %116
  br i1 %301, label %302, label %291, !llvm.loop !16

302:                                              ; preds = %291
  %303 = insertelement <2 x double> poison, double %299, i64 0
  %304 = insertelement <2 x double> %303, double %286, i64 1
  %305 = fdiv <2 x double> %304, %118
  br label %306

306:                                              ; preds = %273, %302
  %307 = phi <2 x double> [ %305, %302 ], [ %120, %273 ]
  store double %276, ptr %275, align 8, !tbaa !5
  %308 = trunc nuw nsw i64 %274 to i32
  %309 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %11, i64 noundef 32, ptr noundef nonnull @.str.5, i32 noundef %308) #12
  %310 = getelementptr inbounds [15 x double], ptr %14, i64 0, i64 %274
  %311 = load double, ptr %310, align 8, !tbaa !5
  %312 = shufflevector <2 x double> %307, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %313 = fsub <2 x double> %312, %307
  %314 = extractelement <2 x double> %313, i64 0
  %315 = fdiv double %314, 2.000000e-06
  %316 = fsub double %311, %315
  %317 = call double @llvm.fabs.f64(double %316)
  %318 = call double @llvm.fabs.f64(double %315)
  %319 = call double @llvm.maxnum.f64(double %318, double 1.000000e+00)
  %320 = fmul double %319, 0x3EB0C6F7A0B5ED8D
  %321 = fcmp ugt double %317, %320
  %322 = fcmp ule double %318, 1.000000e-09
  %323 = or i1 %322, %321
  %324 = select i1 %323, ptr @.str.7, ptr @.str.8
  %325 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %11, double noundef %311, double noundef %315, ptr noundef nonnull %324)
  %326 = zext i1 %323 to i32
  %327 = load i32, ptr @fails, align 4, !tbaa !11
  %328 = add nsw i32 %327, %326
  store i32 %328, ptr @fails, align 4, !tbaa !11
  %329 = add nuw nsw i64 %274, 3
  %330 = icmp ult i64 %274, 12
  br i1 %330, label %273, label %266, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable
define internal double @xent(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, i32 noundef %4) #7 {
  %6 = alloca [3 x double], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #12
  %7 = load double, ptr %1, align 8, !tbaa !5
  %8 = load double, ptr %0, align 8, !tbaa !5
  %9 = load double, ptr %3, align 8, !tbaa !5
  %10 = tail call double @llvm.fmuladd.f64(double %8, double %9, double %7)
  %11 = getelementptr inbounds i8, ptr %0, i64 8
  %12 = load double, ptr %11, align 8, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %3, i64 8
  %14 = load double, ptr %13, align 8, !tbaa !5
  %15 = tail call double @llvm.fmuladd.f64(double %12, double %14, double %10)
  %16 = getelementptr inbounds i8, ptr %0, i64 16
  %17 = load double, ptr %16, align 8, !tbaa !5
  %18 = getelementptr inbounds i8, ptr %3, i64 16
  %19 = load double, ptr %18, align 8, !tbaa !5
  %20 = tail call double @llvm.fmuladd.f64(double %17, double %19, double %15)
  %21 = getelementptr inbounds i8, ptr %0, i64 24
  %22 = load double, ptr %21, align 8, !tbaa !5
  %23 = getelementptr inbounds i8, ptr %3, i64 24
  %24 = load double, ptr %23, align 8, !tbaa !5
  %25 = tail call double @llvm.fmuladd.f64(double %22, double %24, double %20)
  %26 = tail call double @tanh(double noundef %25) #12
  %27 = getelementptr inbounds i8, ptr %1, i64 8
  %28 = load double, ptr %27, align 8, !tbaa !5
  %29 = getelementptr inbounds i8, ptr %0, i64 32
  %30 = load double, ptr %29, align 8, !tbaa !5
  %31 = load double, ptr %3, align 8, !tbaa !5
  %32 = tail call double @llvm.fmuladd.f64(double %30, double %31, double %28)
  %33 = getelementptr inbounds i8, ptr %0, i64 40
  %34 = load double, ptr %33, align 8, !tbaa !5
  %35 = load double, ptr %13, align 8, !tbaa !5
  %36 = tail call double @llvm.fmuladd.f64(double %34, double %35, double %32)
  %37 = getelementptr inbounds i8, ptr %0, i64 48
  %38 = load double, ptr %37, align 8, !tbaa !5
  %39 = load double, ptr %18, align 8, !tbaa !5
  %40 = tail call double @llvm.fmuladd.f64(double %38, double %39, double %36)
  %41 = getelementptr inbounds i8, ptr %0, i64 56
  %42 = load double, ptr %41, align 8, !tbaa !5
  %43 = load double, ptr %23, align 8, !tbaa !5
  %44 = tail call double @llvm.fmuladd.f64(double %42, double %43, double %40)
  %45 = tail call double @tanh(double noundef %44) #12
  %46 = getelementptr inbounds i8, ptr %1, i64 16
  %47 = load double, ptr %46, align 8, !tbaa !5
  %48 = getelementptr inbounds i8, ptr %0, i64 64
  %49 = load double, ptr %48, align 8, !tbaa !5
  %50 = load double, ptr %3, align 8, !tbaa !5
  %51 = tail call double @llvm.fmuladd.f64(double %49, double %50, double %47)
  %52 = getelementptr inbounds i8, ptr %0, i64 72
  %53 = load double, ptr %52, align 8, !tbaa !5
  %54 = load double, ptr %13, align 8, !tbaa !5
  %55 = tail call double @llvm.fmuladd.f64(double %53, double %54, double %51)
  %56 = getelementptr inbounds i8, ptr %0, i64 80
  %57 = load double, ptr %56, align 8, !tbaa !5
  %58 = load double, ptr %18, align 8, !tbaa !5
  %59 = tail call double @llvm.fmuladd.f64(double %57, double %58, double %55)
  %60 = getelementptr inbounds i8, ptr %0, i64 88
  %61 = load double, ptr %60, align 8, !tbaa !5
  %62 = load double, ptr %23, align 8, !tbaa !5
  %63 = tail call double @llvm.fmuladd.f64(double %61, double %62, double %59)
  %64 = tail call double @tanh(double noundef %63) #12
  %65 = getelementptr inbounds i8, ptr %1, i64 24
  %66 = load double, ptr %65, align 8, !tbaa !5
  %67 = getelementptr inbounds i8, ptr %0, i64 96
  %68 = load double, ptr %67, align 8, !tbaa !5
  %69 = load double, ptr %3, align 8, !tbaa !5
  %70 = tail call double @llvm.fmuladd.f64(double %68, double %69, double %66)
  %71 = getelementptr inbounds i8, ptr %0, i64 104
  %72 = load double, ptr %71, align 8, !tbaa !5
  %73 = load double, ptr %13, align 8, !tbaa !5
  %74 = tail call double @llvm.fmuladd.f64(double %72, double %73, double %70)
  %75 = getelementptr inbounds i8, ptr %0, i64 112
  %76 = load double, ptr %75, align 8, !tbaa !5
  %77 = load double, ptr %18, align 8, !tbaa !5
  %78 = tail call double @llvm.fmuladd.f64(double %76, double %77, double %74)
  %79 = getelementptr inbounds i8, ptr %0, i64 120
  %80 = load double, ptr %79, align 8, !tbaa !5
  %81 = load double, ptr %23, align 8, !tbaa !5
  %82 = tail call double @llvm.fmuladd.f64(double %80, double %81, double %78)
  %83 = tail call double @tanh(double noundef %82) #12
  %84 = getelementptr inbounds i8, ptr %1, i64 32
  %85 = load double, ptr %84, align 8, !tbaa !5
  %86 = getelementptr inbounds i8, ptr %0, i64 128
  %87 = load double, ptr %86, align 8, !tbaa !5
  %88 = load double, ptr %3, align 8, !tbaa !5
  %89 = tail call double @llvm.fmuladd.f64(double %87, double %88, double %85)
  %90 = getelementptr inbounds i8, ptr %0, i64 136
  %91 = load double, ptr %90, align 8, !tbaa !5
  %92 = load double, ptr %13, align 8, !tbaa !5
  %93 = tail call double @llvm.fmuladd.f64(double %91, double %92, double %89)
  %94 = getelementptr inbounds i8, ptr %0, i64 144
  %95 = load double, ptr %94, align 8, !tbaa !5
  %96 = load double, ptr %18, align 8, !tbaa !5
  %97 = tail call double @llvm.fmuladd.f64(double %95, double %96, double %93)
  %98 = getelementptr inbounds i8, ptr %0, i64 152
  %99 = load double, ptr %98, align 8, !tbaa !5
  %100 = load double, ptr %23, align 8, !tbaa !5
  %101 = tail call double @llvm.fmuladd.f64(double %99, double %100, double %97)
  %102 = tail call double @tanh(double noundef %101) #12
  %103 = load double, ptr %2, align 8, !tbaa !5
  %104 = getelementptr inbounds i8, ptr %2, i64 8
  %105 = load double, ptr %104, align 8, !tbaa !5
  %106 = getelementptr inbounds i8, ptr %2, i64 16
  %107 = load double, ptr %106, align 8, !tbaa !5
  %108 = getelementptr inbounds i8, ptr %2, i64 24
  %109 = load double, ptr %108, align 8, !tbaa !5
  %110 = getelementptr inbounds i8, ptr %2, i64 32
  %111 = load double, ptr %110, align 8, !tbaa !5
  %112 = getelementptr inbounds i8, ptr %2, i64 40
  %113 = load double, ptr %112, align 8, !tbaa !5
  %114 = getelementptr inbounds i8, ptr %2, i64 48
  %115 = load double, ptr %114, align 8, !tbaa !5
  %116 = getelementptr inbounds i8, ptr %2, i64 56
  %117 = load double, ptr %116, align 8, !tbaa !5
  %118 = getelementptr inbounds i8, ptr %2, i64 64
  %119 = load double, ptr %118, align 8, !tbaa !5
  %120 = getelementptr inbounds i8, ptr %2, i64 72
  %121 = load double, ptr %120, align 8, !tbaa !5
  %122 = insertelement <2 x double> poison, double %103, i64 0
  %123 = insertelement <2 x double> %122, double %113, i64 1
  %124 = insertelement <2 x double> poison, double %26, i64 0
  %125 = shufflevector <2 x double> %124, <2 x double> poison, <2 x i32> zeroinitializer
  %126 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %123, <2 x double> %125, <2 x double> zeroinitializer)
  %127 = insertelement <2 x double> poison, double %105, i64 0
  %128 = insertelement <2 x double> %127, double %115, i64 1
  %129 = insertelement <2 x double> poison, double %45, i64 0
  %130 = shufflevector <2 x double> %129, <2 x double> poison, <2 x i32> zeroinitializer
  %131 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %128, <2 x double> %130, <2 x double> %126)
  %132 = insertelement <2 x double> poison, double %107, i64 0
  %133 = insertelement <2 x double> %132, double %117, i64 1
  %134 = insertelement <2 x double> poison, double %64, i64 0
  %135 = shufflevector <2 x double> %134, <2 x double> poison, <2 x i32> zeroinitializer
  %136 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %133, <2 x double> %135, <2 x double> %131)
  %137 = insertelement <2 x double> poison, double %109, i64 0
  %138 = insertelement <2 x double> %137, double %119, i64 1
  %139 = insertelement <2 x double> poison, double %83, i64 0
  %140 = shufflevector <2 x double> %139, <2 x double> poison, <2 x i32> zeroinitializer
  %141 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %138, <2 x double> %140, <2 x double> %136)
  %142 = insertelement <2 x double> poison, double %111, i64 0
  %143 = insertelement <2 x double> %142, double %121, i64 1
  %144 = insertelement <2 x double> poison, double %102, i64 0
  %145 = shufflevector <2 x double> %144, <2 x double> poison, <2 x i32> zeroinitializer
  %146 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %143, <2 x double> %145, <2 x double> %141)
  %147 = extractelement <2 x double> %146, i64 0
  %148 = fcmp ogt double %147, 0xFFF0000000000000
  %149 = select i1 %148, double %147, double 0xFFF0000000000000
  store <2 x double> %146, ptr %6, align 16, !tbaa !5
  %150 = extractelement <2 x double> %146, i64 1
  %151 = fcmp ogt double %150, %149
  %152 = select i1 %151, double %150, double %149
  %153 = getelementptr inbounds i8, ptr %6, i64 16
  %154 = getelementptr inbounds i8, ptr %2, i64 80
  %155 = load double, ptr %154, align 8, !tbaa !5
  %156 = tail call double @llvm.fmuladd.f64(double %155, double %26, double 0.000000e+00)
  %157 = getelementptr inbounds i8, ptr %2, i64 88
  %158 = load double, ptr %157, align 8, !tbaa !5
  %159 = tail call double @llvm.fmuladd.f64(double %158, double %45, double %156)
  %160 = getelementptr inbounds i8, ptr %2, i64 96
  %161 = load double, ptr %160, align 8, !tbaa !5
  %162 = tail call double @llvm.fmuladd.f64(double %161, double %64, double %159)
  %163 = getelementptr inbounds i8, ptr %2, i64 104
  %164 = load double, ptr %163, align 8, !tbaa !5
  %165 = tail call double @llvm.fmuladd.f64(double %164, double %83, double %162)
  %166 = getelementptr inbounds i8, ptr %2, i64 112
  %167 = load double, ptr %166, align 8, !tbaa !5
  %168 = tail call double @llvm.fmuladd.f64(double %167, double %102, double %165)
  store double %168, ptr %153, align 16, !tbaa !5
  %169 = fcmp ogt double %168, %152
  %170 = select i1 %169, double %168, double %152
  %171 = fsub double %147, %170
  %172 = tail call double @exp(double noundef %171) #12
  %173 = fadd double %172, 0.000000e+00
  %174 = fsub double %150, %170
  %175 = tail call double @exp(double noundef %174) #12
  %176 = fadd double %173, %175
  %177 = fsub double %168, %170
  %178 = tail call double @exp(double noundef %177) #12
  %179 = fadd double %176, %178
  %180 = tail call double @log(double noundef %179) #12
  %181 = fadd double %170, %180
  %182 = sext i32 %4 to i64
  %183 = getelementptr inbounds [3 x double], ptr %6, i64 0, i64 %182
  %184 = load double, ptr %183, align 8, !tbaa !5
  %185 = fsub double %181, %184
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #12
  ret double %185
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @batch(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, i32 noundef %5) #9 {
  %7 = icmp sgt i32 %5, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %6
  %9 = zext nneg i32 %5 to i64
  br label %14

10:                                               ; preds = %14, %6
  %11 = phi double [ 0.000000e+00, %6 ], [ %22, %14 ]
  %12 = sitofp i32 %5 to double
  %13 = fdiv double %11, %12
  ret double %13

14:                                               ; preds = %8, %14
  %15 = phi i64 [ 0, %8 ], [ %23, %14 ]
  %16 = phi double [ 0.000000e+00, %8 ], [ %22, %14 ]
  %17 = shl nsw i64 %15, 5
  %18 = getelementptr inbounds i8, ptr %3, i64 %17
  %19 = getelementptr inbounds i32, ptr %4, i64 %15
  %20 = load i32, ptr %19, align 4, !tbaa !11
  %21 = tail call double @xent(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %18, i32 noundef %20)
  %22 = fadd double %16, %21
  %23 = add nuw nsw i64 %15, 1
  %24 = icmp eq i64 %23, %9
  br i1 %24, label %10, label %14, !llvm.loop !16
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tanh(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
