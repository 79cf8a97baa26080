; ModuleID = 'cpp/06_complex_ops.cpp'
source_filename = "cpp/06_complex_ops.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%class.Complex = type { double, double }

@.str = private unnamed_addr constant [38 x i8] c"c = %.6f %+.6fi |a|=%.6f arg(a)=%.9f\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"e^(i pi) = %.6f %+.6fi\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"(1+i)^10 = %.1f %+.1fi\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"equality: %d %d\0A\00", align 1
@__const.main.degs = private unnamed_addr constant [2 x i32] [i32 4, i32 3], align 4
@.str.4 = private unnamed_addr constant [15 x i8] c"poly %d roots:\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c" (%.9f,%.9f)\00", align 1
@.str.7 = private unnamed_addr constant [23 x i8] c"X[%d] = %9.6f %+9.6fi\0A\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"parseval: %.9f %.9f\0A\00", align 1

; Function Attrs: mustprogress norecurse nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [2 x [5 x double]], align 16
  %2 = alloca [4 x %class.Complex], align 16
  %3 = alloca %class.Complex, align 8
  %4 = alloca [8 x %class.Complex], align 16
  %5 = alloca [8 x %class.Complex], align 16
  %6 = tail call noundef double @hypot(double noundef 3.000000e+00, double noundef 4.000000e+00) #10
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 8.000000e+00, double noundef -4.000000e+00, double noundef %6, double noundef 0x3FEDAC670561BB4F)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef -1.000000e+00, double noundef 0.000000e+00)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0.000000e+00, double noundef 3.200000e+01)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1, i32 noundef 0)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %1) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %1, i8 0, i64 80, i1 false)
  store double -1.000000e+00, ptr %1, align 16
  %11 = getelementptr inbounds i8, ptr %1, i64 32
  store <2 x double> <double 1.000000e+00, double 2.000000e+00>, ptr %11, align 16
  %12 = getelementptr inbounds i8, ptr %1, i64 48
  store double -2.000000e+00, ptr %12, align 16
  %13 = getelementptr inbounds i8, ptr %1, i64 64
  store double 1.000000e+00, ptr %13, align 16
  br label %35

14:                                               ; preds = %188
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #10
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %5, i8 0, i64 128, i1 false), !tbaa !5
  %15 = getelementptr inbounds i8, ptr %4, i64 8
  store <2 x double> <double 1.000000e+00, double 0.000000e+00>, ptr %4, align 16, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %4, i64 16
  %17 = getelementptr inbounds i8, ptr %4, i64 24
  store <2 x double> <double 1.000000e+00, double 0.000000e+00>, ptr %16, align 16, !tbaa !5
  %18 = getelementptr inbounds i8, ptr %4, i64 32
  store <2 x double> <double 1.000000e+00, double 0.000000e+00>, ptr %18, align 16, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %4, i64 48
  store double 1.000000e+00, ptr %19, align 16, !tbaa !5
  %20 = getelementptr inbounds i8, ptr %4, i64 56
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %20, i8 0, i64 72, i1 false)
  %21 = load <2 x double>, ptr %4, align 16
  %22 = load double, ptr %15, align 8, !tbaa !9
  %23 = fneg double %22
  %24 = load <2 x double>, ptr %16, align 16
  %25 = load double, ptr %17, align 8, !tbaa !9
  %26 = fneg double %25
  %27 = load <2 x double>, ptr %18, align 16
  %28 = shufflevector <2 x double> %21, <2 x double> poison, <2 x i32> zeroinitializer
  %29 = insertelement <2 x double> poison, double %22, i64 0
  %30 = insertelement <2 x double> %29, double %23, i64 1
  %31 = shufflevector <2 x double> %24, <2 x double> poison, <2 x i32> zeroinitializer
  %32 = insertelement <2 x double> poison, double %25, i64 0
  %33 = insertelement <2 x double> %32, double %26, i64 1
  %34 = shufflevector <2 x double> %27, <2 x double> poison, <2 x i32> zeroinitializer
  br label %205

35:                                               ; preds = %188, %0
  %36 = phi i1 [ true, %0 ], [ false, %188 ]
  %37 = phi i64 [ 0, %0 ], [ 1, %188 ]
  %38 = getelementptr inbounds [2 x i32], ptr @__const.main.degs, i64 0, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %2, i8 0, i64 64, i1 false), !tbaa !5
  %40 = tail call i32 @llvm.smax.i32(i32 %39, i32 1)
  %41 = zext nneg i32 %40 to i64
  br label %48

42:                                               ; preds = %78
  %43 = sext i32 %39 to i64
  %44 = getelementptr inbounds [2 x [5 x double]], ptr %1, i64 0, i64 %37, i64 %43
  %45 = zext i32 %39 to i64
  %46 = load double, ptr %44, align 8, !tbaa !5
  %47 = zext nneg i32 %40 to i64
  br label %85

48:                                               ; preds = %35, %78
  %49 = phi i64 [ 0, %35 ], [ %81, %78 ]
  %50 = icmp eq i64 %49, 0
  br i1 %50, label %78, label %51

51:                                               ; preds = %48
  %52 = trunc nuw nsw i64 %49 to i32
  br label %53

53:                                               ; preds = %51, %67
  %54 = phi i32 [ %76, %67 ], [ %52, %51 ]
  %55 = phi <2 x double> [ %68, %67 ], [ <double 1.000000e+00, double 0.000000e+00>, %51 ]
  %56 = phi <2 x double> [ %75, %67 ], [ <double 4.000000e-01, double 9.000000e-01>, %51 ]
  %57 = and i32 %54, 1
  %58 = icmp eq i32 %57, 0
  br i1 %58, label %67, label %59

59:                                               ; preds = %53
  %60 = shufflevector <2 x double> %55, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %61 = fneg <2 x double> %55
  %62 = shufflevector <2 x double> %60, <2 x double> %61, <2 x i32> <i32 0, i32 3>
  %63 = fmul <2 x double> %56, %62
  %64 = shufflevector <2 x double> %63, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %65 = shufflevector <2 x double> %55, <2 x double> poison, <2 x i32> zeroinitializer
  %66 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %65, <2 x double> %56, <2 x double> %64)
  br label %67

67:                                               ; preds = %59, %53
  %68 = phi <2 x double> [ %55, %53 ], [ %66, %59 ]
  %69 = extractelement <2 x double> %56, i64 1
  %70 = fneg double %69
  %71 = shufflevector <2 x double> %56, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %72 = shufflevector <2 x double> %56, <2 x double> poison, <2 x i32> zeroinitializer
  %73 = insertelement <2 x double> %72, double %70, i64 0
  %74 = fmul <2 x double> %71, %73
  %75 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %72, <2 x double> %56, <2 x double> %74)
  %76 = lshr i32 %54, 1
  %77 = icmp ult i32 %54, 2
  br i1 %77, label %78, label %53, !llvm.loop !13

78:                                               ; preds = %67, %48
  %79 = phi <2 x double> [ <double 1.000000e+00, double 0.000000e+00>, %48 ], [ %68, %67 ]
  %80 = getelementptr inbounds [4 x %class.Complex], ptr %2, i64 0, i64 %49
  store <2 x double> %79, ptr %80, align 16, !tbaa !5
  %81 = add nuw nsw i64 %49, 1
  %82 = icmp eq i64 %81, %41
  br i1 %82, label %42, label %48, !llvm.loop !15

83:                                               ; preds = %87
  %84 = zext nneg i32 %40 to i64
  br label %160

85:                                               ; preds = %87, %42
  %86 = phi i32 [ 0, %42 ], [ %88, %87 ]
  br label %90

87:                                               ; preds = %116
  %88 = add nuw nsw i32 %86, 1
  %89 = icmp eq i32 %88, 500
  br i1 %89, label %83, label %85, !llvm.loop !16

90:                                               ; preds = %85, %116
  %91 = phi i64 [ 0, %85 ], [ %132, %116 ]
  %92 = getelementptr inbounds [4 x %class.Complex], ptr %2, i64 0, i64 %91
  %93 = load <2 x double>, ptr %92, align 16, !tbaa !5
  br label %94

94:                                               ; preds = %90, %94
  %95 = phi i64 [ %45, %90 ], [ %98, %94 ]
  %96 = phi double [ 0.000000e+00, %90 ], [ %115, %94 ]
  %97 = phi double [ %46, %90 ], [ %114, %94 ]
  %98 = add nsw i64 %95, -1
  %99 = fneg double %96
  %100 = insertelement <2 x double> poison, double %96, i64 0
  %101 = insertelement <2 x double> %100, double %99, i64 1
  %102 = fmul <2 x double> %93, %101
  %103 = shufflevector <2 x double> %102, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %104 = insertelement <2 x double> poison, double %97, i64 0
  %105 = shufflevector <2 x double> %104, <2 x double> poison, <2 x i32> zeroinitializer
  %106 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %105, <2 x double> %93, <2 x double> %103)
  %107 = and i64 %98, 4294967295
  %108 = getelementptr inbounds [2 x [5 x double]], ptr %1, i64 0, i64 %37, i64 %107
  %109 = load double, ptr %108, align 8, !tbaa !5
  %110 = insertelement <2 x double> <double poison, double 0.000000e+00>, double %109, i64 0
  %111 = fadd <2 x double> %110, %106
  %112 = trunc nuw i64 %95 to i32
  %113 = icmp sgt i32 %112, 1
  %114 = extractelement <2 x double> %111, i64 0
  %115 = extractelement <2 x double> %111, i64 1
  br i1 %113, label %94, label %134, !llvm.loop !17

116:                                              ; preds = %149
  %117 = fmul <2 x double> %150, %150
  %118 = extractelement <2 x double> %117, i64 1
  %119 = extractelement <2 x double> %150, i64 0
  %120 = tail call double @llvm.fmuladd.f64(double %119, double %119, double %118)
  %121 = fneg double %114
  %122 = shufflevector <2 x double> %111, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %123 = insertelement <2 x double> %122, double %121, i64 1
  %124 = shufflevector <2 x double> %150, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %125 = fmul <2 x double> %123, %124
  %126 = shufflevector <2 x double> %150, <2 x double> poison, <2 x i32> zeroinitializer
  %127 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %111, <2 x double> %126, <2 x double> %125)
  %128 = insertelement <2 x double> poison, double %120, i64 0
  %129 = shufflevector <2 x double> %128, <2 x double> poison, <2 x i32> zeroinitializer
  %130 = fdiv <2 x double> %127, %129
  %131 = fsub <2 x double> %93, %130
  store <2 x double> %131, ptr %92, align 16, !tbaa !5
  %132 = add nuw nsw i64 %91, 1
  %133 = icmp eq i64 %132, %47
  br i1 %133, label %87, label %90, !llvm.loop !18

134:                                              ; preds = %94, %149
  %135 = phi i64 [ %151, %149 ], [ 0, %94 ]
  %136 = phi <2 x double> [ %150, %149 ], [ <double 1.000000e+00, double 0.000000e+00>, %94 ]
  %137 = icmp eq i64 %135, %91
  br i1 %137, label %149, label %138

138:                                              ; preds = %134
  %139 = getelementptr inbounds [4 x %class.Complex], ptr %2, i64 0, i64 %135
  %140 = load <2 x double>, ptr %139, align 16, !tbaa !5
  %141 = fsub <2 x double> %93, %140
  %142 = shufflevector <2 x double> %136, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %143 = fneg <2 x double> %136
  %144 = shufflevector <2 x double> %142, <2 x double> %143, <2 x i32> <i32 0, i32 3>
  %145 = fmul <2 x double> %141, %144
  %146 = shufflevector <2 x double> %145, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %147 = shufflevector <2 x double> %136, <2 x double> poison, <2 x i32> zeroinitializer
  %148 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %147, <2 x double> %141, <2 x double> %146)
  br label %149

149:                                              ; preds = %134, %138
  %150 = phi <2 x double> [ %136, %134 ], [ %148, %138 ]
  %151 = add nuw nsw i64 %135, 1
  %152 = icmp eq i64 %151, %47
  br i1 %152, label %116, label %134, !llvm.loop !19

153:                                              ; preds = %185, %160
  %154 = add nuw nsw i64 %162, 1
  %155 = icmp eq i64 %163, %84
  br i1 %155, label %156, label %160, !llvm.loop !20

156:                                              ; preds = %153
  %157 = trunc nuw nsw i64 %37 to i32
  %158 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %157)
  %159 = zext nneg i32 %40 to i64
  br label %190

160:                                              ; preds = %83, %153
  %161 = phi i64 [ 0, %83 ], [ %163, %153 ]
  %162 = phi i64 [ 1, %83 ], [ %154, %153 ]
  %163 = add nuw nsw i64 %161, 1
  %164 = icmp slt i64 %163, %43
  br i1 %164, label %165, label %153

165:                                              ; preds = %160
  %166 = getelementptr inbounds [4 x %class.Complex], ptr %2, i64 0, i64 %161
  %167 = getelementptr inbounds i8, ptr %166, i64 8
  br label %168

168:                                              ; preds = %165, %185
  %169 = phi i64 [ %162, %165 ], [ %186, %185 ]
  %170 = getelementptr inbounds [4 x %class.Complex], ptr %2, i64 0, i64 %169
  %171 = load double, ptr %170, align 16, !tbaa !21
  %172 = load double, ptr %166, align 16, !tbaa !21
  %173 = fadd double %172, -1.000000e-09
  %174 = fcmp olt double %171, %173
  br i1 %174, label %184, label %175

175:                                              ; preds = %168
  %176 = fsub double %171, %172
  %177 = tail call double @llvm.fabs.f64(double %176)
  %178 = fcmp olt double %177, 1.000000e-09
  br i1 %178, label %179, label %185

179:                                              ; preds = %175
  %180 = getelementptr inbounds i8, ptr %170, i64 8
  %181 = load double, ptr %180, align 8, !tbaa !9
  %182 = load double, ptr %167, align 8, !tbaa !9
  %183 = fcmp olt double %181, %182
  br i1 %183, label %184, label %185

184:                                              ; preds = %179, %168
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 16 dereferenceable(16) %166, i64 16, i1 false), !tbaa.struct !22
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %166, ptr noundef nonnull align 16 dereferenceable(16) %170, i64 16, i1 false), !tbaa.struct !22
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %170, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false), !tbaa.struct !22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  br label %185

185:                                              ; preds = %175, %179, %184
  %186 = add nuw nsw i64 %169, 1
  %187 = icmp eq i64 %186, %45
  br i1 %187, label %153, label %168, !llvm.loop !23

188:                                              ; preds = %190
  %189 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #10
  br i1 %36, label %35, label %14, !llvm.loop !24

190:                                              ; preds = %156, %190
  %191 = phi i64 [ 0, %156 ], [ %203, %190 ]
  %192 = getelementptr inbounds [4 x %class.Complex], ptr %2, i64 0, i64 %191
  %193 = load double, ptr %192, align 16, !tbaa !21
  %194 = tail call double @llvm.fabs.f64(double %193)
  %195 = fcmp olt double %194, 5.000000e-10
  %196 = select i1 %195, double 0.000000e+00, double %193
  %197 = getelementptr inbounds i8, ptr %192, i64 8
  %198 = load double, ptr %197, align 8, !tbaa !9
  %199 = tail call double @llvm.fabs.f64(double %198)
  %200 = fcmp olt double %199, 5.000000e-10
  %201 = select i1 %200, double 0.000000e+00, double %198
  %202 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %196, double noundef %201)
  %203 = add nuw nsw i64 %191, 1
  %204 = icmp eq i64 %203, %159
  br i1 %204, label %188, label %190, !llvm.loop !25

205:                                              ; preds = %14, %205
  %206 = phi i64 [ 0, %14 ], [ %300, %205 ]
  %207 = trunc nuw nsw i64 %206 to i32
  %208 = uitofp nneg i32 %207 to double
  %209 = fmul double %208, 0xC01921FB54442D18
  %210 = fmul double %209, 0.000000e+00
  %211 = fmul double %210, 1.250000e-01
  %212 = tail call double @cos(double noundef %211) #10
  %213 = tail call double @sin(double noundef %211) #10
  %214 = fmul double %209, 1.250000e-01
  %215 = tail call double @cos(double noundef %214) #10
  %216 = tail call double @sin(double noundef %214) #10
  %217 = fmul double %209, 2.000000e+00
  %218 = fmul double %217, 1.250000e-01
  %219 = tail call double @cos(double noundef %218) #10
  %220 = tail call double @sin(double noundef %218) #10
  %221 = fmul double %209, 3.000000e+00
  %222 = fmul double %221, 1.250000e-01
  %223 = tail call double @cos(double noundef %222) #10
  %224 = tail call double @sin(double noundef %222) #10
  %225 = fmul double %209, 4.000000e+00
  %226 = fmul double %225, 1.250000e-01
  %227 = tail call double @cos(double noundef %226) #10
  %228 = tail call double @sin(double noundef %226) #10
  %229 = fmul double %209, 5.000000e+00
  %230 = fmul double %229, 1.250000e-01
  %231 = tail call double @cos(double noundef %230) #10
  %232 = tail call double @sin(double noundef %230) #10
  %233 = fmul double %209, 6.000000e+00
  %234 = fmul double %233, 1.250000e-01
  %235 = tail call double @cos(double noundef %234) #10
  %236 = tail call double @sin(double noundef %234) #10
  %237 = fmul double %209, 7.000000e+00
  %238 = fmul double %237, 1.250000e-01
  %239 = tail call double @cos(double noundef %238) #10
  %240 = tail call double @sin(double noundef %238) #10
  %241 = getelementptr inbounds [8 x %class.Complex], ptr %5, i64 0, i64 %206
  %242 = insertelement <2 x double> poison, double %212, i64 0
  %243 = insertelement <2 x double> %242, double %213, i64 1
  %244 = fmul <2 x double> %243, %30
  %245 = shufflevector <2 x double> %243, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %246 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %28, <2 x double> %245, <2 x double> %244)
  %247 = fadd <2 x double> %246, zeroinitializer
  %248 = insertelement <2 x double> poison, double %215, i64 0
  %249 = insertelement <2 x double> %248, double %216, i64 1
  %250 = fmul <2 x double> %249, %33
  %251 = shufflevector <2 x double> %249, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %252 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %31, <2 x double> %251, <2 x double> %250)
  %253 = fadd <2 x double> %247, %252
  %254 = insertelement <2 x double> poison, double %219, i64 0
  %255 = insertelement <2 x double> %254, double %220, i64 1
  %256 = fmul <2 x double> %255, <double 0.000000e+00, double -0.000000e+00>
  %257 = shufflevector <2 x double> %255, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %258 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %34, <2 x double> %257, <2 x double> %256)
  %259 = fadd <2 x double> %253, %258
  %260 = insertelement <2 x double> poison, double %223, i64 0
  %261 = insertelement <2 x double> %260, double %224, i64 1
  %262 = fmul <2 x double> %261, <double 0.000000e+00, double -0.000000e+00>
  %263 = shufflevector <2 x double> %261, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %264 = fadd <2 x double> %263, %262
  %265 = fadd <2 x double> %259, %264
  %266 = insertelement <2 x double> poison, double %227, i64 0
  %267 = insertelement <2 x double> %266, double %228, i64 1
  %268 = fmul <2 x double> %267, <double 0.000000e+00, double -0.000000e+00>
  %269 = shufflevector <2 x double> %267, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %270 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %269, <2 x double> zeroinitializer, <2 x double> %268)
  %271 = fadd <2 x double> %265, %270
  %272 = insertelement <2 x double> poison, double %231, i64 0
  %273 = insertelement <2 x double> %272, double %232, i64 1
  %274 = fmul <2 x double> %273, <double 0.000000e+00, double -0.000000e+00>
  %275 = shufflevector <2 x double> %273, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %276 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %275, <2 x double> zeroinitializer, <2 x double> %274)
  %277 = fadd <2 x double> %271, %276
  %278 = insertelement <2 x double> poison, double %235, i64 0
  %279 = insertelement <2 x double> %278, double %236, i64 1
  %280 = fmul <2 x double> %279, <double 0.000000e+00, double -0.000000e+00>
  %281 = shufflevector <2 x double> %279, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %282 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %281, <2 x double> zeroinitializer, <2 x double> %280)
  %283 = fadd <2 x double> %277, %282
  %284 = insertelement <2 x double> poison, double %239, i64 0
  %285 = insertelement <2 x double> %284, double %240, i64 1
  %286 = fmul <2 x double> %285, <double 0.000000e+00, double -0.000000e+00>
  %287 = shufflevector <2 x double> %285, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %288 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %287, <2 x double> zeroinitializer, <2 x double> %286)
  %289 = fadd <2 x double> %283, %288
  %290 = shufflevector <2 x double> %289, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  store <2 x double> %290, ptr %241, align 16, !tbaa !5
  %291 = extractelement <2 x double> %289, i64 1
  %292 = tail call double @llvm.fabs.f64(double %291)
  %293 = fcmp olt double %292, 5.000000e-10
  %294 = select i1 %293, double 0.000000e+00, double %291
  %295 = extractelement <2 x double> %289, i64 0
  %296 = tail call double @llvm.fabs.f64(double %295)
  %297 = fcmp olt double %296, 5.000000e-10
  %298 = select i1 %297, double 0.000000e+00, double %295
  %299 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %207, double noundef %294, double noundef %298)
  %300 = add nuw nsw i64 %206, 1
  %301 = icmp eq i64 %300, 8
  br i1 %301, label %307, label %205, !llvm.loop !26

302:                                              ; preds = %307
  %303 = extractelement <2 x double> %326, i64 0
  %304 = fmul double %303, 1.250000e-01
  %305 = extractelement <2 x double> %326, i64 1
  %306 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %305, double noundef %304)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %1) #10
  ret i32 0

307:                                              ; preds = %205, %307
  %308 = phi i64 [ %327, %307 ], [ 0, %205 ]
  %309 = phi <2 x double> [ %326, %307 ], [ zeroinitializer, %205 ]
  %310 = getelementptr inbounds [8 x %class.Complex], ptr %4, i64 0, i64 %308
  %311 = load double, ptr %310, align 16, !tbaa !21
  %312 = getelementptr inbounds i8, ptr %310, i64 8
  %313 = load double, ptr %312, align 8, !tbaa !9
  %314 = tail call noundef double @hypot(double noundef %311, double noundef %313) #10
  %315 = tail call noundef double @hypot(double noundef %311, double noundef %313) #10
  %316 = getelementptr inbounds [8 x %class.Complex], ptr %5, i64 0, i64 %308
  %317 = load double, ptr %316, align 16, !tbaa !21
  %318 = getelementptr inbounds i8, ptr %316, i64 8
  %319 = load double, ptr %318, align 8, !tbaa !9
  %320 = tail call noundef double @hypot(double noundef %317, double noundef %319) #10
  %321 = tail call noundef double @hypot(double noundef %317, double noundef %319) #10
  %322 = insertelement <2 x double> poison, double %320, i64 0
  %323 = insertelement <2 x double> %322, double %314, i64 1
  %324 = insertelement <2 x double> poison, double %321, i64 0
  %325 = insertelement <2 x double> %324, double %315, i64 1
  %326 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %323, <2 x double> %325, <2 x double> %309)
  %327 = add nuw nsw i64 %308, 1
  %328 = icmp eq i64 %327, 8
  br i1 %328, label %302, label %307, !llvm.loop !27
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #9

attributes #0 = { mustprogress norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !6, i64 8}
!10 = !{!"_ZTS7Complex", !6, i64 0, !6, i64 8}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = !{!10, !6, i64 0}
!22 = !{i64 0, i64 8, !5, i64 8, i64 8, !5}
!23 = distinct !{!23, !14}
!24 = distinct !{!24, !14}
!25 = distinct !{!25, !14}
!26 = distinct !{!26, !14}
!27 = distinct !{!27, !14}
