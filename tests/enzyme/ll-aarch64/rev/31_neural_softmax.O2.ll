; ModuleID = 'rev/31_neural_softmax.c'
source_filename = "rev/31_neural_softmax.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %5 = alloca [20 x double], align 8
  %6 = alloca [5 x double], align 8
  %7 = alloca [15 x double], align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [3 x i32], align 4
  %11 = alloca [32 x i8], align 1
  %12 = alloca [20 x double], align 8
  %13 = alloca [5 x double], align 8
  %14 = alloca [15 x double], align 8
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %1) #11
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #11
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %3) #11
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %4) #11
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %5) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(160) %5, i8 0, i64 160, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %6, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %7) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(120) %7, i8 0, i64 120, i1 false)
  store <2 x double> <double 0x3FC2E9CD95BABA33, double 0x3FDF88CDDF44E103>, ptr %1, align 16, !tbaa !6
  %15 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x double> <double 0x3FD326AF0DCFCAB1, double 0xBFCC524143F0D1F1>, ptr %15, align 16, !tbaa !6
  %16 = getelementptr inbounds i8, ptr %1, i64 32
  store <2 x double> <double 0xBFDFFF5F0F37EC52, double 0xBFCDBC0AC78EDFCA>, ptr %16, align 16, !tbaa !6
  %17 = getelementptr inbounds i8, ptr %1, i64 48
  store <2 x double> <double 0x3FD282941BD81ABF, double 0x3FDFA8D2A028CF7B>, ptr %17, align 16, !tbaa !6
  %18 = getelementptr inbounds i8, ptr %1, i64 64
  store <2 x double> <double 0x3FC46C1B899FD8F8, double 0xBFD6655F99D0664B>, ptr %18, align 16, !tbaa !6
  %19 = getelementptr inbounds i8, ptr %1, i64 80
  store <2 x double> <double 0xBFDE875360C2AF80, double 0xBFB5328482D0D624>, ptr %19, align 16, !tbaa !6
  %20 = getelementptr inbounds i8, ptr %1, i64 96
  store <2 x double> <double 0x3FD9B89A1E2258B9, double 0x3FDCA22118A2F999>, ptr %20, align 16, !tbaa !6
  %21 = getelementptr inbounds i8, ptr %1, i64 112
  store <2 x double> <double 0x3F704F006F760719, double 0xBFDC66F2FAC7B081>, ptr %21, align 16, !tbaa !6
  %22 = getelementptr inbounds i8, ptr %1, i64 128
  store <2 x double> <double 0xBFDA0562102311A6, double 0x3FB32F2D28F584CF>, ptr %22, align 16, !tbaa !6
  %23 = getelementptr inbounds i8, ptr %1, i64 144
  store <2 x double> <double 0x3FDE5F3A74B7F21D, double 0x3FD6C1D52E5210CB>, ptr %23, align 16, !tbaa !6
  store <2 x double> <double -2.000000e-01, double -1.000000e-01>, ptr %2, align 16, !tbaa !6
  %24 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x double> <double 0.000000e+00, double 1.000000e-01>, ptr %24, align 16, !tbaa !6
  %25 = getelementptr inbounds i8, ptr %2, i64 32
  store double 2.000000e-01, ptr %25, align 16, !tbaa !6
  store <2 x double> <double 0x3FE6666666666666, double 0x3FDBD91ED2CDA2F4>, ptr %3, align 16, !tbaa !6
  %26 = getelementptr inbounds i8, ptr %3, i64 16
  store <2 x double> <double 0xBFC45B7884338A22, double 0xBFE4404FB0C768F4>, ptr %26, align 16, !tbaa !6
  %27 = getelementptr inbounds i8, ptr %3, i64 32
  store <2 x double> <double 0xBFE4165F182CB8A4, double 0xBFC2E32654A42AFD>, ptr %27, align 16, !tbaa !6
  %28 = getelementptr inbounds i8, ptr %3, i64 48
  store <2 x double> <double 0x3FDC6F2A6867F72A, double 0x3FE66596E0972260>, ptr %28, align 16, !tbaa !6
  %29 = getelementptr inbounds i8, ptr %3, i64 64
  store <2 x double> <double 0x3FDB410F3F11AE14, double 0xBFC5D25181664761>, ptr %29, align 16, !tbaa !6
  %30 = getelementptr inbounds i8, ptr %3, i64 80
  store <2 x double> <double 0xBFE468C90E4111CB, double 0xBFE3EAFA4D895FAB>, ptr %30, align 16, !tbaa !6
  %31 = getelementptr inbounds i8, ptr %3, i64 96
  store <2 x double> <double 0xBFC169762F804AC3, double 0x3FDD032723B7A496>, ptr %31, align 16, !tbaa !6
  %32 = getelementptr inbounds i8, ptr %3, i64 112
  store double 0x3FE663285E2E7C73, ptr %32, align 16, !tbaa !6
  store <2 x double> <double 2.000000e-01, double 0x3FEE433793BE958A>, ptr %4, align 16, !tbaa !6
  %33 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x double> <double 0xBFE965EAACF78652, double 0x3FE8E8FA823E8120>, ptr %33, align 16, !tbaa !6
  %34 = getelementptr inbounds i8, ptr %4, i64 32
  store <2 x double> <double 0x3FDB10A0DBB79AA2, double 0xBFE59D4DE109906C>, ptr %34, align 16, !tbaa !6
  %35 = getelementptr inbounds i8, ptr %4, i64 48
  store <2 x double> <double 0x3FF24C93D48D6D96, double 0xBFC74E1DBF2BBC16>, ptr %35, align 16, !tbaa !6
  %36 = getelementptr inbounds i8, ptr %4, i64 64
  store <2 x double> <double 0xBFCE063F0DC847D6, double 0x3FF29414E1165DC0>, ptr %36, align 16, !tbaa !6
  %37 = getelementptr inbounds i8, ptr %4, i64 80
  store <2 x double> <double 0xBFE4ADD669BE169C, double 0x3FD774688B751F82>, ptr %37, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8)
  store volatile i32 2, ptr %8, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9)
  store volatile i32 3, ptr %9, align 4, !tbaa !10
  %38 = load volatile i32, ptr %8, align 4, !tbaa !10
  %39 = load volatile i32, ptr %9, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %10) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %10, ptr noundef nonnull align 4 dereferenceable(12) @__const.main.labels, i64 12, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #11
  %40 = load i32, ptr @enzyme_dup, align 4, !tbaa !10
  %41 = load i32, ptr @enzyme_const, align 4, !tbaa !10
  %42 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @xent, i32 noundef %40, ptr noundef nonnull %1, ptr noundef nonnull %5, i32 noundef %40, ptr noundef nonnull %2, ptr noundef nonnull %6, i32 noundef %40, ptr noundef nonnull %3, ptr noundef nonnull %7, i32 noundef %41, ptr noundef nonnull %4, i32 noundef %41, i32 noundef %38) #11
  br label %43

43:                                               ; preds = %0, %43
  %44 = phi i64 [ 0, %0 ], [ %70, %43 ]
  %45 = getelementptr inbounds [20 x double], ptr %1, i64 0, i64 %44
  %46 = load double, ptr %45, align 8, !tbaa !6
  %47 = fadd double %46, 0x3EB0C6F7A0B5ED8D
  store double %47, ptr %45, align 8, !tbaa !6
  %48 = call double @xent(ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %38)
  %49 = fadd double %46, 0xBEB0C6F7A0B5ED8D
  store double %49, ptr %45, align 8, !tbaa !6
  %50 = call double @xent(ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %38)
  store double %46, ptr %45, align 8, !tbaa !6
  %51 = trunc nuw nsw i64 %44 to i32
  %52 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %11, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %51) #11
  %53 = getelementptr inbounds [20 x double], ptr %5, i64 0, i64 %44
  %54 = load double, ptr %53, align 8, !tbaa !6
  %55 = fsub double %48, %50
  %56 = fdiv double %55, 2.000000e-06
  %57 = fsub double %54, %56
  %58 = call double @llvm.fabs.f64(double %57)
  %59 = call double @llvm.fabs.f64(double %56)
  %60 = call double @llvm.maxnum.f64(double %59, double 1.000000e+00)
  %61 = fmul double %60, 0x3EB0C6F7A0B5ED8D
  %62 = fcmp ugt double %58, %61
  %63 = fcmp ule double %59, 1.000000e-09
  %64 = or i1 %63, %62
  %65 = select i1 %64, ptr @.str.7, ptr @.str.8
  %66 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %11, double noundef %54, double noundef %56, ptr noundef nonnull %65)
  %67 = zext i1 %64 to i32
  %68 = load i32, ptr @fails, align 4, !tbaa !10
  %69 = add nsw i32 %68, %67
  store i32 %69, ptr @fails, align 4, !tbaa !10
  %70 = add nuw nsw i64 %44, 3
  %71 = icmp ult i64 %44, 17
  br i1 %71, label %43, label %72, !llvm.loop !12

72:                                               ; preds = %43, %72
  %73 = phi i64 [ %99, %72 ], [ 0, %43 ]
  %74 = getelementptr inbounds [5 x double], ptr %2, i64 0, i64 %73
  %75 = load double, ptr %74, align 8, !tbaa !6
  %76 = fadd double %75, 0x3EB0C6F7A0B5ED8D
  store double %76, ptr %74, align 8, !tbaa !6
  %77 = call double @xent(ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %38)
  %78 = fadd double %75, 0xBEB0C6F7A0B5ED8D
  store double %78, ptr %74, align 8, !tbaa !6
  %79 = call double @xent(ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %38)
  store double %75, ptr %74, align 8, !tbaa !6
  %80 = trunc nuw nsw i64 %73 to i32
  %81 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %11, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %80) #11
  %82 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 %73
  %83 = load double, ptr %82, align 8, !tbaa !6
  %84 = fsub double %77, %79
  %85 = fdiv double %84, 2.000000e-06
  %86 = fsub double %83, %85
  %87 = call double @llvm.fabs.f64(double %86)
  %88 = call double @llvm.fabs.f64(double %85)
  %89 = call double @llvm.maxnum.f64(double %88, double 1.000000e+00)
  %90 = fmul double %89, 0x3EB0C6F7A0B5ED8D
  %91 = fcmp ugt double %87, %90
  %92 = fcmp ule double %88, 1.000000e-09
  %93 = or i1 %92, %91
  %94 = select i1 %93, ptr @.str.7, ptr @.str.8
  %95 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %11, double noundef %83, double noundef %85, ptr noundef nonnull %94)
  %96 = zext i1 %93 to i32
  %97 = load i32, ptr @fails, align 4, !tbaa !10
  %98 = add nsw i32 %97, %96
  store i32 %98, ptr @fails, align 4, !tbaa !10
  %99 = add nuw nsw i64 %73, 1
  %100 = icmp eq i64 %99, 5
  br i1 %100, label %108, label %72, !llvm.loop !14

101:                                              ; preds = %108
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %12) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(160) %12, i8 0, i64 160, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %13) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %13, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %14) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(120) %14, i8 0, i64 120, i1 false)
  %102 = load i32, ptr @enzyme_const, align 4, !tbaa !10
  %103 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @batch, ptr noundef nonnull %1, ptr noundef nonnull %12, ptr noundef nonnull %2, ptr noundef nonnull %13, ptr noundef nonnull %3, ptr noundef nonnull %14, i32 noundef %102, ptr noundef nonnull %4, i32 noundef %102, ptr noundef nonnull %10, i32 noundef %39) #11
  %104 = icmp sgt i32 %39, 0
  %105 = sitofp i32 %39 to double
  %106 = fdiv double 0.000000e+00, %105
  %107 = zext nneg i32 %39 to i64
  br label %137

108:                                              ; preds = %72, %108
  %109 = phi i64 [ %135, %108 ], [ 0, %72 ]
  %110 = getelementptr inbounds [15 x double], ptr %3, i64 0, i64 %109
  %111 = load double, ptr %110, align 16, !tbaa !6
  %112 = fadd double %111, 0x3EB0C6F7A0B5ED8D
  store double %112, ptr %110, align 16, !tbaa !6
  %113 = call double @xent(ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %38)
  %114 = fadd double %111, 0xBEB0C6F7A0B5ED8D
  store double %114, ptr %110, align 16, !tbaa !6
  %115 = call double @xent(ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %38)
  store double %111, ptr %110, align 16, !tbaa !6
  %116 = trunc nuw nsw i64 %109 to i32
  %117 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %11, i64 noundef 32, ptr noundef nonnull @.str.2, i32 noundef %116) #11
  %118 = getelementptr inbounds [15 x double], ptr %7, i64 0, i64 %109
  %119 = load double, ptr %118, align 8, !tbaa !6
  %120 = fsub double %113, %115
  %121 = fdiv double %120, 2.000000e-06
  %122 = fsub double %119, %121
  %123 = call double @llvm.fabs.f64(double %122)
  %124 = call double @llvm.fabs.f64(double %121)
  %125 = call double @llvm.maxnum.f64(double %124, double 1.000000e+00)
  %126 = fmul double %125, 0x3EB0C6F7A0B5ED8D
  %127 = fcmp ugt double %123, %126
  %128 = fcmp ule double %124, 1.000000e-09
  %129 = or i1 %128, %127
  %130 = select i1 %129, ptr @.str.7, ptr @.str.8
  %131 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %11, double noundef %119, double noundef %121, ptr noundef nonnull %130)
  %132 = zext i1 %129 to i32
  %133 = load i32, ptr @fails, align 4, !tbaa !10
  %134 = add nsw i32 %133, %132
  store i32 %134, ptr @fails, align 4, !tbaa !10
  %135 = add nuw nsw i64 %109, 2
  %136 = icmp ult i64 %109, 13
  br i1 %136, label %108, label %101, !llvm.loop !15

137:                                              ; preds = %101, %169
  %138 = phi i64 [ 0, %101 ], [ %191, %169 ]
  %139 = getelementptr inbounds [20 x double], ptr %1, i64 0, i64 %138
  %140 = load double, ptr %139, align 16, !tbaa !6
  %141 = fadd double %140, 0x3EB0C6F7A0B5ED8D
  store double %141, ptr %139, align 16, !tbaa !6
  br i1 %104, label %142, label %169

142:                                              ; preds = %137, %142
  %143 = phi i64 [ %151, %142 ], [ 0, %137 ]
  %144 = phi double [ %150, %142 ], [ 0.000000e+00, %137 ]
  %145 = shl nsw i64 %143, 5
  %146 = getelementptr inbounds i8, ptr %4, i64 %145
  %147 = getelementptr inbounds i32, ptr %10, i64 %143
  %148 = load i32, ptr %147, align 4, !tbaa !10
  %149 = call double @xent(ptr noundef nonnull readonly %1, ptr noundef nonnull readonly %2, ptr noundef nonnull readonly %3, ptr noundef nonnull readonly %146, i32 noundef %148)
  %150 = fadd double %144, %149
  %151 = add nuw nsw i64 %143, 1
  %152 = icmp eq i64 %151, %107
  br i1 %152, label %153, label %142, !llvm.loop !16

153:                                              ; preds = %142
  %154 = fadd double %140, 0xBEB0C6F7A0B5ED8D
  store double %154, ptr %139, align 16, !tbaa !6
  br label %155

155:                                              ; preds = %155, %153
  %156 = phi i64 [ 0, %153 ], [ %164, %155 ]
  %157 = phi double [ 0.000000e+00, %153 ], [ %163, %155 ]
  %158 = shl nsw i64 %156, 5
  %159 = getelementptr inbounds i8, ptr %4, i64 %158
  %160 = getelementptr inbounds i32, ptr %10, i64 %156
  %161 = load i32, ptr %160, align 4, !tbaa !10
  %162 = call double @xent(ptr noundef nonnull readonly %1, ptr noundef nonnull readonly %2, ptr noundef nonnull readonly %3, ptr noundef nonnull readonly %159, i32 noundef %161)
  %163 = fadd double %157, %162
  %164 = add nuw nsw i64 %156, 1
  %165 = icmp eq i64 %164, %107
  br i1 %165, label %166, label %155, !llvm.loop !16

166:                                              ; preds = %155
  %167 = fdiv double %150, %105
  %168 = fdiv double %163, %105
  br label %169

169:                                              ; preds = %137, %166
  %170 = phi double [ %168, %166 ], [ %106, %137 ]
  %171 = phi double [ %167, %166 ], [ %106, %137 ]
  store double %140, ptr %139, align 16, !tbaa !6
  %172 = trunc nuw nsw i64 %138 to i32
  %173 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %11, i64 noundef 32, ptr noundef nonnull @.str.3, i32 noundef %172) #11
  %174 = getelementptr inbounds [20 x double], ptr %12, i64 0, i64 %138
  %175 = load double, ptr %174, align 8, !tbaa !6
  %176 = fsub double %171, %170
  %177 = fdiv double %176, 2.000000e-06
  %178 = fsub double %175, %177
  %179 = call double @llvm.fabs.f64(double %178)
  %180 = call double @llvm.fabs.f64(double %177)
  %181 = call double @llvm.maxnum.f64(double %180, double 1.000000e+00)
  %182 = fmul double %181, 0x3EB0C6F7A0B5ED8D
  %183 = fcmp ugt double %179, %182
  %184 = fcmp ule double %180, 1.000000e-09
  %185 = or i1 %184, %183
  %186 = select i1 %185, ptr @.str.7, ptr @.str.8
  %187 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %11, double noundef %175, double noundef %177, ptr noundef nonnull %186)
  %188 = zext i1 %185 to i32
  %189 = load i32, ptr @fails, align 4, !tbaa !10
  %190 = add nsw i32 %189, %188
  store i32 %190, ptr @fails, align 4, !tbaa !10
  %191 = add nuw nsw i64 %138, 4
  %192 = icmp ult i64 %138, 16
  br i1 %192, label %137, label %193, !llvm.loop !17

193:                                              ; preds = %169, %225
  %194 = phi i64 [ %247, %225 ], [ 0, %169 ]
  %195 = getelementptr inbounds [5 x double], ptr %2, i64 0, i64 %194
  %196 = load double, ptr %195, align 16, !tbaa !6
  %197 = fadd double %196, 0x3EB0C6F7A0B5ED8D
  store double %197, ptr %195, align 16, !tbaa !6
  br i1 %104, label %198, label %225

198:                                              ; preds = %193, %198
  %199 = phi i64 [ %207, %198 ], [ 0, %193 ]
  %200 = phi double [ %206, %198 ], [ 0.000000e+00, %193 ]
  %201 = shl nsw i64 %199, 5
  %202 = getelementptr inbounds i8, ptr %4, i64 %201
  %203 = getelementptr inbounds i32, ptr %10, i64 %199
  %204 = load i32, ptr %203, align 4, !tbaa !10
  %205 = call double @xent(ptr noundef nonnull readonly %1, ptr noundef nonnull readonly %2, ptr noundef nonnull readonly %3, ptr noundef nonnull readonly %202, i32 noundef %204)
  %206 = fadd double %200, %205
  %207 = add nuw nsw i64 %199, 1
  %208 = icmp eq i64 %207, %107
  br i1 %208, label %209, label %198, !llvm.loop !16

209:                                              ; preds = %198
  %210 = fadd double %196, 0xBEB0C6F7A0B5ED8D
  store double %210, ptr %195, align 16, !tbaa !6
  br label %211

211:                                              ; preds = %211, %209
  %212 = phi i64 [ 0, %209 ], [ %220, %211 ]
  %213 = phi double [ 0.000000e+00, %209 ], [ %219, %211 ]
  %214 = shl nsw i64 %212, 5
  %215 = getelementptr inbounds i8, ptr %4, i64 %214
  %216 = getelementptr inbounds i32, ptr %10, i64 %212
  %217 = load i32, ptr %216, align 4, !tbaa !10
  %218 = call double @xent(ptr noundef nonnull readonly %1, ptr noundef nonnull readonly %2, ptr noundef nonnull readonly %3, ptr noundef nonnull readonly %215, i32 noundef %217)
  %219 = fadd double %213, %218
  %220 = add nuw nsw i64 %212, 1
  %221 = icmp eq i64 %220, %107
  br i1 %221, label %222, label %211, !llvm.loop !16

222:                                              ; preds = %211
  %223 = fdiv double %206, %105
  %224 = fdiv double %219, %105
  br label %225

225:                                              ; preds = %193, %222
  %226 = phi double [ %224, %222 ], [ %106, %193 ]
  %227 = phi double [ %223, %222 ], [ %106, %193 ]
  store double %196, ptr %195, align 16, !tbaa !6
  %228 = trunc nuw nsw i64 %194 to i32
  %229 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %11, i64 noundef 32, ptr noundef nonnull @.str.4, i32 noundef %228) #11
  %230 = getelementptr inbounds [5 x double], ptr %13, i64 0, i64 %194
  %231 = load double, ptr %230, align 8, !tbaa !6
  %232 = fsub double %227, %226
  %233 = fdiv double %232, 2.000000e-06
  %234 = fsub double %231, %233
  %235 = call double @llvm.fabs.f64(double %234)
  %236 = call double @llvm.fabs.f64(double %233)
  %237 = call double @llvm.maxnum.f64(double %236, double 1.000000e+00)
  %238 = fmul double %237, 0x3EB0C6F7A0B5ED8D
  %239 = fcmp ugt double %235, %238
  %240 = fcmp ule double %236, 1.000000e-09
  %241 = or i1 %240, %239
  %242 = select i1 %241, ptr @.str.7, ptr @.str.8
  %243 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %11, double noundef %231, double noundef %233, ptr noundef nonnull %242)
  %244 = zext i1 %241 to i32
  %245 = load i32, ptr @fails, align 4, !tbaa !10
  %246 = add nsw i32 %245, %244
  store i32 %246, ptr @fails, align 4, !tbaa !10
  %247 = add nuw nsw i64 %194, 2
  %248 = icmp ult i64 %194, 3
  br i1 %248, label %193, label %256, !llvm.loop !18

249:                                              ; preds = %288
  %250 = icmp eq i32 %309, 0
  %251 = select i1 %250, ptr @.str.8, ptr @.str.7
  %252 = call i32 @puts(ptr nonnull dereferenceable(1) %251)
  %253 = load i32, ptr @fails, align 4, !tbaa !10
  %254 = icmp ne i32 %253, 0
  %255 = zext i1 %254 to i32
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %14) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %13) #11
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %12) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #11
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %10) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %7) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #11
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %5) #11
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %1) #11
  ret i32 %255

256:                                              ; preds = %225, %288
  %257 = phi i64 [ %310, %288 ], [ 0, %225 ]
  %258 = getelementptr inbounds [15 x double], ptr %3, i64 0, i64 %257
  %259 = load double, ptr %258, align 8, !tbaa !6
  %260 = fadd double %259, 0x3EB0C6F7A0B5ED8D
  store double %260, ptr %258, align 8, !tbaa !6
  br i1 %104, label %261, label %288

261:                                              ; preds = %256, %261
  %262 = phi i64 [ %270, %261 ], [ 0, %256 ]
  %263 = phi double [ %269, %261 ], [ 0.000000e+00, %256 ]
  %264 = shl nsw i64 %262, 5
  %265 = getelementptr inbounds i8, ptr %4, i64 %264
  %266 = getelementptr inbounds i32, ptr %10, i64 %262
  %267 = load i32, ptr %266, align 4, !tbaa !10
  %268 = call double @xent(ptr noundef nonnull readonly %1, ptr noundef nonnull readonly %2, ptr noundef nonnull readonly %3, ptr noundef nonnull readonly %265, i32 noundef %267)
  %269 = fadd double %263, %268
  %270 = add nuw nsw i64 %262, 1
  %271 = icmp eq i64 %270, %107
  br i1 %271, label %272, label %261, !llvm.loop !16

272:                                              ; preds = %261
  %273 = fadd double %259, 0xBEB0C6F7A0B5ED8D
  store double %273, ptr %258, align 8, !tbaa !6
  br label %274

274:                                              ; preds = %274, %272
  %275 = phi i64 [ 0, %272 ], [ %283, %274 ]
  %276 = phi double [ 0.000000e+00, %272 ], [ %282, %274 ]
  %277 = shl nsw i64 %275, 5
  %278 = getelementptr inbounds i8, ptr %4, i64 %277
  %279 = getelementptr inbounds i32, ptr %10, i64 %275
  %280 = load i32, ptr %279, align 4, !tbaa !10
  %281 = call double @xent(ptr noundef nonnull readonly %1, ptr noundef nonnull readonly %2, ptr noundef nonnull readonly %3, ptr noundef nonnull readonly %278, i32 noundef %280)
  %282 = fadd double %276, %281
  %283 = add nuw nsw i64 %275, 1
  %284 = icmp eq i64 %283, %107
  br i1 %284, label %285, label %274, !llvm.loop !16

285:                                              ; preds = %274
  %286 = fdiv double %269, %105
  %287 = fdiv double %282, %105
  br label %288

288:                                              ; preds = %256, %285
  %289 = phi double [ %287, %285 ], [ %106, %256 ]
  %290 = phi double [ %286, %285 ], [ %106, %256 ]
  store double %259, ptr %258, align 8, !tbaa !6
  %291 = trunc nuw nsw i64 %257 to i32
  %292 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %11, i64 noundef 32, ptr noundef nonnull @.str.5, i32 noundef %291) #11
  %293 = getelementptr inbounds [15 x double], ptr %14, i64 0, i64 %257
  %294 = load double, ptr %293, align 8, !tbaa !6
  %295 = fsub double %290, %289
  %296 = fdiv double %295, 2.000000e-06
  %297 = fsub double %294, %296
  %298 = call double @llvm.fabs.f64(double %297)
  %299 = call double @llvm.fabs.f64(double %296)
  %300 = call double @llvm.maxnum.f64(double %299, double 1.000000e+00)
  %301 = fmul double %300, 0x3EB0C6F7A0B5ED8D
  %302 = fcmp ugt double %298, %301
  %303 = fcmp ule double %299, 1.000000e-09
  %304 = or i1 %303, %302
  %305 = select i1 %304, ptr @.str.7, ptr @.str.8
  %306 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %11, double noundef %294, double noundef %296, ptr noundef nonnull %305)
  %307 = zext i1 %304 to i32
  %308 = load i32, ptr @fails, align 4, !tbaa !10
  %309 = add nsw i32 %308, %307
  store i32 %309, ptr @fails, align 4, !tbaa !10
  %310 = add nuw nsw i64 %257, 3
  %311 = icmp ult i64 %257, 12
  br i1 %311, label %256, label %249, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable
define internal double @xent(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, i32 noundef %4) #6 {
  %6 = alloca [3 x double], align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #11
  %7 = load double, ptr %1, align 8, !tbaa !6
  %8 = load double, ptr %0, align 8, !tbaa !6
  %9 = load double, ptr %3, align 8, !tbaa !6
  %10 = tail call double @llvm.fmuladd.f64(double %8, double %9, double %7)
  %11 = getelementptr inbounds i8, ptr %0, i64 8
  %12 = load double, ptr %11, align 8, !tbaa !6
  %13 = getelementptr inbounds i8, ptr %3, i64 8
  %14 = load double, ptr %13, align 8, !tbaa !6
  %15 = tail call double @llvm.fmuladd.f64(double %12, double %14, double %10)
  %16 = getelementptr inbounds i8, ptr %0, i64 16
  %17 = load double, ptr %16, align 8, !tbaa !6
  %18 = getelementptr inbounds i8, ptr %3, i64 16
  %19 = load double, ptr %18, align 8, !tbaa !6
  %20 = tail call double @llvm.fmuladd.f64(double %17, double %19, double %15)
  %21 = getelementptr inbounds i8, ptr %0, i64 24
  %22 = load double, ptr %21, align 8, !tbaa !6
  %23 = getelementptr inbounds i8, ptr %3, i64 24
  %24 = load double, ptr %23, align 8, !tbaa !6
  %25 = tail call double @llvm.fmuladd.f64(double %22, double %24, double %20)
  %26 = tail call double @tanh(double noundef %25) #11
  %27 = getelementptr inbounds i8, ptr %1, i64 8
  %28 = load double, ptr %27, align 8, !tbaa !6
  %29 = getelementptr inbounds i8, ptr %0, i64 32
  %30 = load double, ptr %29, align 8, !tbaa !6
  %31 = load double, ptr %3, align 8, !tbaa !6
  %32 = tail call double @llvm.fmuladd.f64(double %30, double %31, double %28)
  %33 = getelementptr inbounds i8, ptr %0, i64 40
  %34 = load double, ptr %33, align 8, !tbaa !6
  %35 = load double, ptr %13, align 8, !tbaa !6
  %36 = tail call double @llvm.fmuladd.f64(double %34, double %35, double %32)
  %37 = getelementptr inbounds i8, ptr %0, i64 48
  %38 = load double, ptr %37, align 8, !tbaa !6
  %39 = load double, ptr %18, align 8, !tbaa !6
  %40 = tail call double @llvm.fmuladd.f64(double %38, double %39, double %36)
  %41 = getelementptr inbounds i8, ptr %0, i64 56
  %42 = load double, ptr %41, align 8, !tbaa !6
  %43 = load double, ptr %23, align 8, !tbaa !6
  %44 = tail call double @llvm.fmuladd.f64(double %42, double %43, double %40)
  %45 = tail call double @tanh(double noundef %44) #11
  %46 = getelementptr inbounds i8, ptr %1, i64 16
  %47 = load double, ptr %46, align 8, !tbaa !6
  %48 = getelementptr inbounds i8, ptr %0, i64 64
  %49 = load double, ptr %48, align 8, !tbaa !6
  %50 = load double, ptr %3, align 8, !tbaa !6
  %51 = tail call double @llvm.fmuladd.f64(double %49, double %50, double %47)
  %52 = getelementptr inbounds i8, ptr %0, i64 72
  %53 = load double, ptr %52, align 8, !tbaa !6
  %54 = load double, ptr %13, align 8, !tbaa !6
  %55 = tail call double @llvm.fmuladd.f64(double %53, double %54, double %51)
  %56 = getelementptr inbounds i8, ptr %0, i64 80
  %57 = load double, ptr %56, align 8, !tbaa !6
  %58 = load double, ptr %18, align 8, !tbaa !6
  %59 = tail call double @llvm.fmuladd.f64(double %57, double %58, double %55)
  %60 = getelementptr inbounds i8, ptr %0, i64 88
  %61 = load double, ptr %60, align 8, !tbaa !6
  %62 = load double, ptr %23, align 8, !tbaa !6
  %63 = tail call double @llvm.fmuladd.f64(double %61, double %62, double %59)
  %64 = tail call double @tanh(double noundef %63) #11
  %65 = getelementptr inbounds i8, ptr %1, i64 24
  %66 = load double, ptr %65, align 8, !tbaa !6
  %67 = getelementptr inbounds i8, ptr %0, i64 96
  %68 = load double, ptr %67, align 8, !tbaa !6
  %69 = load double, ptr %3, align 8, !tbaa !6
  %70 = tail call double @llvm.fmuladd.f64(double %68, double %69, double %66)
  %71 = getelementptr inbounds i8, ptr %0, i64 104
  %72 = load double, ptr %71, align 8, !tbaa !6
  %73 = load double, ptr %13, align 8, !tbaa !6
  %74 = tail call double @llvm.fmuladd.f64(double %72, double %73, double %70)
  %75 = getelementptr inbounds i8, ptr %0, i64 112
  %76 = load double, ptr %75, align 8, !tbaa !6
  %77 = load double, ptr %18, align 8, !tbaa !6
  %78 = tail call double @llvm.fmuladd.f64(double %76, double %77, double %74)
  %79 = getelementptr inbounds i8, ptr %0, i64 120
  %80 = load double, ptr %79, align 8, !tbaa !6
  %81 = load double, ptr %23, align 8, !tbaa !6
  %82 = tail call double @llvm.fmuladd.f64(double %80, double %81, double %78)
  %83 = tail call double @tanh(double noundef %82) #11
  %84 = getelementptr inbounds i8, ptr %1, i64 32
  %85 = load double, ptr %84, align 8, !tbaa !6
  %86 = getelementptr inbounds i8, ptr %0, i64 128
  %87 = load double, ptr %86, align 8, !tbaa !6
  %88 = load double, ptr %3, align 8, !tbaa !6
  %89 = tail call double @llvm.fmuladd.f64(double %87, double %88, double %85)
  %90 = getelementptr inbounds i8, ptr %0, i64 136
  %91 = load double, ptr %90, align 8, !tbaa !6
  %92 = load double, ptr %13, align 8, !tbaa !6
  %93 = tail call double @llvm.fmuladd.f64(double %91, double %92, double %89)
  %94 = getelementptr inbounds i8, ptr %0, i64 144
  %95 = load double, ptr %94, align 8, !tbaa !6
  %96 = load double, ptr %18, align 8, !tbaa !6
  %97 = tail call double @llvm.fmuladd.f64(double %95, double %96, double %93)
  %98 = getelementptr inbounds i8, ptr %0, i64 152
  %99 = load double, ptr %98, align 8, !tbaa !6
  %100 = load double, ptr %23, align 8, !tbaa !6
  %101 = tail call double @llvm.fmuladd.f64(double %99, double %100, double %97)
  %102 = tail call double @tanh(double noundef %101) #11
  %103 = load double, ptr %2, align 8, !tbaa !6
  %104 = tail call double @llvm.fmuladd.f64(double %103, double %26, double 0.000000e+00)
  %105 = getelementptr inbounds i8, ptr %2, i64 8
  %106 = load double, ptr %105, align 8, !tbaa !6
  %107 = tail call double @llvm.fmuladd.f64(double %106, double %45, double %104)
  %108 = getelementptr inbounds i8, ptr %2, i64 16
  %109 = load double, ptr %108, align 8, !tbaa !6
  %110 = tail call double @llvm.fmuladd.f64(double %109, double %64, double %107)
  %111 = getelementptr inbounds i8, ptr %2, i64 24
  %112 = load double, ptr %111, align 8, !tbaa !6
  %113 = tail call double @llvm.fmuladd.f64(double %112, double %83, double %110)
  %114 = getelementptr inbounds i8, ptr %2, i64 32
  %115 = load double, ptr %114, align 8, !tbaa !6
  %116 = tail call double @llvm.fmuladd.f64(double %115, double %102, double %113)
  store double %116, ptr %6, align 8, !tbaa !6
  %117 = fcmp ogt double %116, 0xFFF0000000000000
  %118 = select i1 %117, double %116, double 0xFFF0000000000000
  %119 = getelementptr inbounds i8, ptr %6, i64 8
  %120 = getelementptr inbounds i8, ptr %2, i64 40
  %121 = load double, ptr %120, align 8, !tbaa !6
  %122 = tail call double @llvm.fmuladd.f64(double %121, double %26, double 0.000000e+00)
  %123 = getelementptr inbounds i8, ptr %2, i64 48
  %124 = load double, ptr %123, align 8, !tbaa !6
  %125 = tail call double @llvm.fmuladd.f64(double %124, double %45, double %122)
  %126 = getelementptr inbounds i8, ptr %2, i64 56
  %127 = load double, ptr %126, align 8, !tbaa !6
  %128 = tail call double @llvm.fmuladd.f64(double %127, double %64, double %125)
  %129 = getelementptr inbounds i8, ptr %2, i64 64
  %130 = load double, ptr %129, align 8, !tbaa !6
  %131 = tail call double @llvm.fmuladd.f64(double %130, double %83, double %128)
  %132 = getelementptr inbounds i8, ptr %2, i64 72
  %133 = load double, ptr %132, align 8, !tbaa !6
  %134 = tail call double @llvm.fmuladd.f64(double %133, double %102, double %131)
  store double %134, ptr %119, align 8, !tbaa !6
  %135 = fcmp ogt double %134, %118
  %136 = select i1 %135, double %134, double %118
  %137 = getelementptr inbounds i8, ptr %6, i64 16
  %138 = getelementptr inbounds i8, ptr %2, i64 80
  %139 = load double, ptr %138, align 8, !tbaa !6
  %140 = tail call double @llvm.fmuladd.f64(double %139, double %26, double 0.000000e+00)
  %141 = getelementptr inbounds i8, ptr %2, i64 88
  %142 = load double, ptr %141, align 8, !tbaa !6
  %143 = tail call double @llvm.fmuladd.f64(double %142, double %45, double %140)
  %144 = getelementptr inbounds i8, ptr %2, i64 96
  %145 = load double, ptr %144, align 8, !tbaa !6
  %146 = tail call double @llvm.fmuladd.f64(double %145, double %64, double %143)
  %147 = getelementptr inbounds i8, ptr %2, i64 104
  %148 = load double, ptr %147, align 8, !tbaa !6
  %149 = tail call double @llvm.fmuladd.f64(double %148, double %83, double %146)
  %150 = getelementptr inbounds i8, ptr %2, i64 112
  %151 = load double, ptr %150, align 8, !tbaa !6
  %152 = tail call double @llvm.fmuladd.f64(double %151, double %102, double %149)
  store double %152, ptr %137, align 8, !tbaa !6
  %153 = fcmp ogt double %152, %136
  %154 = select i1 %153, double %152, double %136
  %155 = fsub double %116, %154
  %156 = tail call double @exp(double noundef %155) #11
  %157 = fadd double %156, 0.000000e+00
  %158 = fsub double %134, %154
  %159 = tail call double @exp(double noundef %158) #11
  %160 = fadd double %157, %159
  %161 = fsub double %152, %154
  %162 = tail call double @exp(double noundef %161) #11
  %163 = fadd double %160, %162
  %164 = tail call double @log(double noundef %163) #11
  %165 = fadd double %154, %164
  %166 = sext i32 %4 to i64
  %167 = getelementptr inbounds [3 x double], ptr %6, i64 0, i64 %166
  %168 = load double, ptr %167, align 8, !tbaa !6
  %169 = fsub double %165, %168
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #11
  ret double %169
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @batch(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, i32 noundef %5) #8 {
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
  %20 = load i32, ptr %19, align 4, !tbaa !10
  %21 = tail call double @xent(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %18, i32 noundef %20)
  %22 = fadd double %16, %21
  %23 = add nuw nsw i64 %15, 1
  %24 = icmp eq i64 %23, %9
  br i1 %24, label %10, label %14, !llvm.loop !16
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tanh(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #10

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !13}
