; ModuleID = 'fwd/37_cpp_functor.cpp'
source_filename = "fwd/37_cpp_functor.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%"struct.std::array" = type { [4 x double] }

$_ZN5Stats8weightedEPKSt5arrayIdLm4EE = comdat any

@.str = private unnamed_addr constant [12 x i8] c"gauss d/dmu\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"gauss d/dsigma\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"damped d/dk\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.3 = private unnamed_addr constant [12 x i8] c"damped d/dc\00", align 1
@__const.main.v = private unnamed_addr constant %"struct.std::array" { [4 x double] [double 5.000000e-01, double -1.200000e+00, double 8.000000e-01, double 3.000000e-01] }, align 8
@__const.main.dv = private unnamed_addr constant %"struct.std::array" { [4 x double] [double 1.000000e+00, double 5.000000e-01, double -5.000000e-01, double 2.000000e+00] }, align 8
@.str.4 = private unnamed_addr constant [16 x i8] c"Stats::weighted\00", align 1
@_ZL5fails = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: mustprogress norecurse nounwind uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %"struct.std::array", align 8
  %2 = alloca %"struct.std::array", align 8
  %3 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @_ZL10gauss_massdd, double noundef 3.000000e-01, double noundef 1.000000e+00, double noundef 0x3FE6666666666666, double noundef 0.000000e+00) #10
  br label %4

4:                                                ; preds = %4, %0
  %5 = phi i32 [ 1, %0 ], [ %19, %4 ]
  %6 = phi double [ 0x3FCD8613BE285BCB, %0 ], [ %18, %4 ]
  %7 = uitofp nneg i32 %5 to double
  %8 = tail call double @llvm.fmuladd.f64(double %7, double 0x3FB3333333333333, double -1.000000e+00)
  %9 = fadd double %8, -3.000100e-01
  %10 = fneg double %9
  %11 = fmul double %9, %10
  %12 = fdiv double %11, 0x3FEF5C28F5C28F5B
  %13 = tail call noundef double @exp(double noundef %12) #10
  %14 = and i32 %5, 1
  %15 = icmp eq i32 %14, 0
  %16 = select i1 %15, i32 2, i32 4
  %17 = uitofp nneg i32 %16 to double
  %18 = tail call double @llvm.fmuladd.f64(double %13, double %17, double %6)
  %19 = add nuw nsw i32 %5, 1
  %20 = icmp eq i32 %19, 40
  br i1 %20, label %21, label %4, !llvm.loop !5

21:                                               ; preds = %4
  %22 = fmul double %18, 0x3FB3333333333333
  br label %23

23:                                               ; preds = %23, %21
  %24 = phi i32 [ 1, %21 ], [ %38, %23 ]
  %25 = phi double [ 0x3FCD864497F2C748, %21 ], [ %37, %23 ]
  %26 = uitofp nneg i32 %24 to double
  %27 = tail call double @llvm.fmuladd.f64(double %26, double 0x3FB3333333333333, double -1.000000e+00)
  %28 = fadd double %27, -2.999900e-01
  %29 = fneg double %28
  %30 = fmul double %28, %29
  %31 = fdiv double %30, 0x3FEF5C28F5C28F5B
  %32 = tail call noundef double @exp(double noundef %31) #10
  %33 = and i32 %24, 1
  %34 = icmp eq i32 %33, 0
  %35 = select i1 %34, i32 2, i32 4
  %36 = uitofp nneg i32 %35 to double
  %37 = tail call double @llvm.fmuladd.f64(double %32, double %36, double %25)
  %38 = add nuw nsw i32 %24, 1
  %39 = icmp eq i32 %38, 40
  br i1 %39, label %40, label %23, !llvm.loop !5

40:                                               ; preds = %23
  %41 = fmul double %37, 0x3FB3333333333333
  %42 = insertelement <2 x double> poison, double %22, i64 0
  %43 = insertelement <2 x double> %42, double %41, i64 1
  %44 = fdiv <2 x double> %43, <double 3.000000e+00, double 3.000000e+00>
  %45 = shufflevector <2 x double> %44, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %46 = fsub <2 x double> %44, %45
  %47 = extractelement <2 x double> %46, i64 0
  %48 = fdiv double %47, 2.000000e-05
  %49 = fsub double %3, %48
  %50 = tail call double @llvm.fabs.f64(double %49)
  %51 = tail call double @llvm.fabs.f64(double %48)
  %52 = tail call double @llvm.maxnum.f64(double %51, double 1.000000e+00)
  %53 = fmul double %52, 0x3EB0C6F7A0B5ED8D
  %54 = fcmp ugt double %50, %53
  %55 = fcmp ule double %51, 1.000000e-09
  %56 = or i1 %55, %54
  %57 = select i1 %56, ptr @.str.6, ptr @.str.7
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef %3, double noundef %48, ptr noundef nonnull %57)
  %59 = zext i1 %56 to i32
  %60 = load i32, ptr @_ZL5fails, align 4, !tbaa !7
  %61 = add nsw i32 %60, %59
  store i32 %61, ptr @_ZL5fails, align 4, !tbaa !7
  %62 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @_ZL10gauss_massdd, double noundef 3.000000e-01, double noundef 0.000000e+00, double noundef 0x3FE6666666666666, double noundef 1.000000e+00) #10
  br label %63

63:                                               ; preds = %63, %40
  %64 = phi i32 [ 1, %40 ], [ %78, %63 ]
  %65 = phi double [ 0x3FCD869AE113D4CA, %40 ], [ %77, %63 ]
  %66 = uitofp nneg i32 %64 to double
  %67 = tail call double @llvm.fmuladd.f64(double %66, double 0x3FB3333333333333, double -1.000000e+00)
  %68 = fadd double %67, -3.000000e-01
  %69 = fneg double %68
  %70 = fmul double %68, %69
  %71 = fdiv double %70, 0x3FEF5C63AE40BEB6
  %72 = tail call noundef double @exp(double noundef %71) #10
  %73 = and i32 %64, 1
  %74 = icmp eq i32 %73, 0
  %75 = select i1 %74, i32 2, i32 4
  %76 = uitofp nneg i32 %75 to double
  %77 = tail call double @llvm.fmuladd.f64(double %72, double %76, double %65)
  %78 = add nuw nsw i32 %64, 1
  %79 = icmp eq i32 %78, 40
  br i1 %79, label %80, label %63, !llvm.loop !5

80:                                               ; preds = %63
  %81 = fmul double %77, 0x3FB3333333333333
  br label %82

82:                                               ; preds = %82, %80
  %83 = phi i32 [ 1, %80 ], [ %97, %82 ]
  %84 = phi double [ 0x3FCD85BD753CF9E6, %80 ], [ %96, %82 ]
  %85 = uitofp nneg i32 %83 to double
  %86 = tail call double @llvm.fmuladd.f64(double %85, double 0x3FB3333333333333, double -1.000000e+00)
  %87 = fadd double %86, -3.000000e-01
  %88 = fneg double %87
  %89 = fmul double %87, %88
  %90 = fdiv double %89, 0x3FEF5BEE3D7B59BF
  %91 = tail call noundef double @exp(double noundef %90) #10
  %92 = and i32 %83, 1
  %93 = icmp eq i32 %92, 0
  %94 = select i1 %93, i32 2, i32 4
  %95 = uitofp nneg i32 %94 to double
  %96 = tail call double @llvm.fmuladd.f64(double %91, double %95, double %84)
  %97 = add nuw nsw i32 %83, 1
  %98 = icmp eq i32 %97, 40
  br i1 %98, label %99, label %82, !llvm.loop !5

99:                                               ; preds = %82
  %100 = fmul double %96, 0x3FB3333333333333
  %101 = insertelement <2 x double> poison, double %81, i64 0
  %102 = insertelement <2 x double> %101, double %100, i64 1
  %103 = fdiv <2 x double> %102, <double 3.000000e+00, double 3.000000e+00>
  %104 = shufflevector <2 x double> %103, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %105 = fsub <2 x double> %103, %104
  %106 = extractelement <2 x double> %105, i64 0
  %107 = fdiv double %106, 2.000000e-05
  %108 = fsub double %62, %107
  %109 = tail call double @llvm.fabs.f64(double %108)
  %110 = tail call double @llvm.fabs.f64(double %107)
  %111 = tail call double @llvm.maxnum.f64(double %110, double 1.000000e+00)
  %112 = fmul double %111, 0x3EB0C6F7A0B5ED8D
  %113 = fcmp ugt double %109, %112
  %114 = fcmp ule double %110, 1.000000e-09
  %115 = or i1 %114, %113
  %116 = select i1 %115, ptr @.str.6, ptr @.str.7
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef %62, double noundef %107, ptr noundef nonnull %116)
  %118 = zext i1 %115 to i32
  %119 = load i32, ptr @_ZL5fails, align 4, !tbaa !7
  %120 = add nsw i32 %119, %118
  store i32 %120, ptr @_ZL5fails, align 4, !tbaa !7
  %121 = load i32, ptr @enzyme_const, align 4, !tbaa !7
  %122 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @_ZL11damped_massdd, double noundef 2.000000e+00, double noundef 1.000000e+00, i32 noundef %121, double noundef 5.000000e-01) #10
  br label %123

123:                                              ; preds = %123, %99
  %124 = phi i32 [ %138, %123 ], [ 1, %99 ]
  %125 = phi double [ %137, %123 ], [ 0x3FF36D8BF9FBA8E6, %99 ]
  %126 = uitofp nneg i32 %124 to double
  %127 = tail call double @llvm.fmuladd.f64(double %126, double 1.000000e-01, double 0.000000e+00)
  %128 = fmul double %127, -5.000000e-01
  %129 = tail call double @exp(double noundef %128) #10
  %130 = fmul double %127, 2.000010e+00
  %131 = tail call double @cos(double noundef %130) #10
  %132 = fmul double %129, %131
  %133 = and i32 %124, 1
  %134 = icmp eq i32 %133, 0
  %135 = select i1 %134, i32 2, i32 4
  %136 = uitofp nneg i32 %135 to double
  %137 = tail call double @llvm.fmuladd.f64(double %132, double %136, double %125)
  %138 = add nuw nsw i32 %124, 1
  %139 = icmp eq i32 %138, 30
  br i1 %139, label %140, label %123, !llvm.loop !11

140:                                              ; preds = %123
  %141 = fmul double %137, 1.000000e-01
  br label %142

142:                                              ; preds = %142, %140
  %143 = phi i32 [ %157, %142 ], [ 1, %140 ]
  %144 = phi double [ %156, %142 ], [ 0x3FF36D880DD47CCC, %140 ]
  %145 = uitofp nneg i32 %143 to double
  %146 = tail call double @llvm.fmuladd.f64(double %145, double 1.000000e-01, double 0.000000e+00)
  %147 = fmul double %146, -5.000000e-01
  %148 = tail call double @exp(double noundef %147) #10
  %149 = fmul double %146, 1.999990e+00
  %150 = tail call double @cos(double noundef %149) #10
  %151 = fmul double %148, %150
  %152 = and i32 %143, 1
  %153 = icmp eq i32 %152, 0
  %154 = select i1 %153, i32 2, i32 4
  %155 = uitofp nneg i32 %154 to double
  %156 = tail call double @llvm.fmuladd.f64(double %151, double %155, double %144)
  %157 = add nuw nsw i32 %143, 1
  %158 = icmp eq i32 %157, 30
  br i1 %158, label %159, label %142, !llvm.loop !11

159:                                              ; preds = %142
  %160 = fmul double %156, 1.000000e-01
  %161 = insertelement <2 x double> poison, double %141, i64 0
  %162 = insertelement <2 x double> %161, double %160, i64 1
  %163 = fdiv <2 x double> %162, <double 3.000000e+00, double 3.000000e+00>
  %164 = shufflevector <2 x double> %163, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %165 = fsub <2 x double> %163, %164
  %166 = extractelement <2 x double> %165, i64 0
  %167 = fdiv double %166, 2.000000e-05
  %168 = fsub double %122, %167
  %169 = tail call double @llvm.fabs.f64(double %168)
  %170 = tail call double @llvm.fabs.f64(double %167)
  %171 = tail call double @llvm.maxnum.f64(double %170, double 1.000000e+00)
  %172 = fmul double %171, 0x3EB0C6F7A0B5ED8D
  %173 = fcmp ugt double %169, %172
  %174 = fcmp ule double %170, 1.000000e-09
  %175 = or i1 %174, %173
  %176 = select i1 %175, ptr @.str.6, ptr @.str.7
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef %122, double noundef %167, ptr noundef nonnull %176)
  %178 = zext i1 %175 to i32
  %179 = load i32, ptr @_ZL5fails, align 4, !tbaa !7
  %180 = add nsw i32 %179, %178
  store i32 %180, ptr @_ZL5fails, align 4, !tbaa !7
  %181 = load i32, ptr @enzyme_const, align 4, !tbaa !7
  %182 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @_ZL11damped_massdd, i32 noundef %181, double noundef 2.000000e+00, double noundef 5.000000e-01, double noundef 1.000000e+00) #10
  br label %183

183:                                              ; preds = %183, %159
  %184 = phi i32 [ %198, %183 ], [ 1, %159 ]
  %185 = phi double [ %197, %183 ], [ 0x3FF36D8346A56BF8, %159 ]
  %186 = uitofp nneg i32 %184 to double
  %187 = tail call double @llvm.fmuladd.f64(double %186, double 1.000000e-01, double 0.000000e+00)
  %188 = fmul double %187, -5.000100e-01
  %189 = tail call double @exp(double noundef %188) #10
  %190 = fmul double %187, 2.000000e+00
  %191 = tail call double @cos(double noundef %190) #10
  %192 = fmul double %189, %191
  %193 = and i32 %184, 1
  %194 = icmp eq i32 %193, 0
  %195 = select i1 %194, i32 2, i32 4
  %196 = uitofp nneg i32 %195 to double
  %197 = tail call double @llvm.fmuladd.f64(double %192, double %196, double %185)
  %198 = add nuw nsw i32 %184, 1
  %199 = icmp eq i32 %198, 30
  br i1 %199, label %200, label %183, !llvm.loop !11

200:                                              ; preds = %183, %200
  %201 = phi i32 [ %215, %200 ], [ 1, %183 ]
  %202 = phi double [ %214, %200 ], [ 0x3FF36D90C14539EE, %183 ]
  %203 = uitofp nneg i32 %201 to double
  %204 = tail call double @llvm.fmuladd.f64(double %203, double 1.000000e-01, double 0.000000e+00)
  %205 = fmul double %204, -4.999900e-01
  %206 = tail call double @exp(double noundef %205) #10
  %207 = fmul double %204, 2.000000e+00
  %208 = tail call double @cos(double noundef %207) #10
  %209 = fmul double %206, %208
  %210 = and i32 %201, 1
  %211 = icmp eq i32 %210, 0
  %212 = select i1 %211, i32 2, i32 4
  %213 = uitofp nneg i32 %212 to double
  %214 = tail call double @llvm.fmuladd.f64(double %209, double %213, double %202)
  %215 = add nuw nsw i32 %201, 1
  %216 = icmp eq i32 %215, 30
  br i1 %216, label %217, label %200, !llvm.loop !11

217:                                              ; preds = %200
  %218 = insertelement <2 x double> poison, double %197, i64 0
  %219 = insertelement <2 x double> %218, double %214, i64 1
  %220 = fmul <2 x double> %219, <double 1.000000e-01, double 1.000000e-01>
  %221 = fdiv <2 x double> %220, <double 3.000000e+00, double 3.000000e+00>
  %222 = shufflevector <2 x double> %221, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %223 = fsub <2 x double> %221, %222
  %224 = extractelement <2 x double> %223, i64 0
  %225 = fdiv double %224, 2.000000e-05
  %226 = fsub double %182, %225
  %227 = tail call double @llvm.fabs.f64(double %226)
  %228 = tail call double @llvm.fabs.f64(double %225)
  %229 = tail call double @llvm.maxnum.f64(double %228, double 1.000000e+00)
  %230 = fmul double %229, 0x3EB0C6F7A0B5ED8D
  %231 = fcmp ugt double %227, %230
  %232 = fcmp ule double %228, 1.000000e-09
  %233 = or i1 %232, %231
  %234 = select i1 %233, ptr @.str.6, ptr @.str.7
  %235 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef %182, double noundef %225, ptr noundef nonnull %234)
  %236 = zext i1 %233 to i32
  %237 = load i32, ptr @_ZL5fails, align 4, !tbaa !7
  %238 = add nsw i32 %237, %236
  store i32 %238, ptr @_ZL5fails, align 4, !tbaa !7
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %1, ptr noundef nonnull align 8 dereferenceable(32) @__const.main.v, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) @__const.main.dv, i64 32, i1 false)
  %239 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @_ZN5Stats8weightedEPKSt5arrayIdLm4EE, ptr noundef nonnull %1, ptr noundef nonnull %2) #10
  %240 = fadd double %239, 0xBFC3F80331D2EE80
  %241 = call double @llvm.fabs.f64(double %240)
  %242 = fcmp ugt double %241, 0x3EB0C6F7A0B5ED8D
  %243 = select i1 %242, ptr @.str.6, ptr @.str.7
  %244 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, double noundef %239, double noundef 0x3FC3F80331D2EE80, ptr noundef nonnull %243)
  %245 = zext i1 %242 to i32
  %246 = load i32, ptr @_ZL5fails, align 4, !tbaa !7
  %247 = add nsw i32 %246, %245
  store i32 %247, ptr @_ZL5fails, align 4, !tbaa !7
  %248 = icmp eq i32 %247, 0
  %249 = select i1 %248, ptr @.str.7, ptr @.str.6
  %250 = call i32 @puts(ptr nonnull dereferenceable(1) %249)
  %251 = load i32, ptr @_ZL5fails, align 4, !tbaa !7
  %252 = icmp ne i32 %251, 0
  %253 = zext i1 %252 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #10
  ret i32 %253
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind memory(write) uwtable
define internal noundef double @_ZL10gauss_massdd(double noundef %0, double noundef %1) #3 {
  %3 = fsub double -1.000000e+00, %0
  %4 = fneg double %3
  %5 = fmul double %3, %4
  %6 = fmul double %1, 2.000000e+00
  %7 = fmul double %6, %1
  %8 = fdiv double %5, %7
  %9 = tail call noundef double @exp(double noundef %8) #10
  %10 = fsub double 2.000000e+00, %0
  %11 = fneg double %10
  %12 = fmul double %10, %11
  %13 = fdiv double %12, %7
  %14 = tail call noundef double @exp(double noundef %13) #10
  %15 = fadd double %9, %14
  br label %16

16:                                               ; preds = %16, %2
  %17 = phi i32 [ 1, %2 ], [ %31, %16 ]
  %18 = phi double [ %15, %2 ], [ %30, %16 ]
  %19 = uitofp nneg i32 %17 to double
  %20 = tail call double @llvm.fmuladd.f64(double %19, double 0x3FB3333333333333, double -1.000000e+00)
  %21 = fsub double %20, %0
  %22 = fneg double %21
  %23 = fmul double %21, %22
  %24 = fdiv double %23, %7
  %25 = tail call noundef double @exp(double noundef %24) #10
  %26 = and i32 %17, 1
  %27 = icmp eq i32 %26, 0
  %28 = select i1 %27, i32 2, i32 4
  %29 = uitofp nneg i32 %28 to double
  %30 = tail call double @llvm.fmuladd.f64(double %25, double %29, double %18)
  %31 = add nuw nsw i32 %17, 1
  %32 = icmp eq i32 %31, 40
  br i1 %32, label %33, label %16, !llvm.loop !5

33:                                               ; preds = %16
  %34 = fmul double %30, 0x3FB3333333333333
  %35 = fdiv double %34, 3.000000e+00
  ret double %35
}

; Function Attrs: mustprogress nofree nounwind memory(write) uwtable
define internal noundef double @_ZL11damped_massdd(double noundef %0, double noundef %1) #3 {
  %3 = fneg double %1
  %4 = fmul double %1, -0.000000e+00
  %5 = tail call double @exp(double noundef %4) #10
  %6 = fmul double %0, 0.000000e+00
  %7 = tail call double @cos(double noundef %6) #10
  %8 = fmul double %5, %7
  %9 = fmul double %1, -3.000000e+00
  %10 = tail call double @exp(double noundef %9) #10
  %11 = fmul double %0, 3.000000e+00
  %12 = tail call double @cos(double noundef %11) #10
  %13 = fmul double %10, %12
  %14 = fadd double %8, %13
  br label %15

15:                                               ; preds = %15, %2
  %16 = phi i32 [ %30, %15 ], [ 1, %2 ]
  %17 = phi double [ %29, %15 ], [ %14, %2 ]
  %18 = uitofp nneg i32 %16 to double
  %19 = tail call double @llvm.fmuladd.f64(double %18, double 1.000000e-01, double 0.000000e+00)
  %20 = fmul double %19, %3
  %21 = tail call double @exp(double noundef %20) #10
  %22 = fmul double %19, %0
  %23 = tail call double @cos(double noundef %22) #10
  %24 = fmul double %21, %23
  %25 = and i32 %16, 1
  %26 = icmp eq i32 %25, 0
  %27 = select i1 %26, i32 2, i32 4
  %28 = uitofp nneg i32 %27 to double
  %29 = tail call double @llvm.fmuladd.f64(double %24, double %28, double %17)
  %30 = add nuw nsw i32 %16, 1
  %31 = icmp eq i32 %30, 30
  br i1 %31, label %32, label %15, !llvm.loop !11

32:                                               ; preds = %15
  %33 = fmul double %29, 1.000000e-01
  %34 = fdiv double %33, 3.000000e+00
  ret double %34
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZN5Stats8weightedEPKSt5arrayIdLm4EE(ptr noundef %0) #6 comdat align 2 {
  %2 = load double, ptr %0, align 8, !tbaa !12
  %3 = fmul double %2, %2
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load double, ptr %4, align 8, !tbaa !12
  %6 = fmul double %5, %5
  %7 = tail call double @llvm.fmuladd.f64(double %6, double 2.000000e+00, double %3)
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = load double, ptr %8, align 8, !tbaa !12
  %10 = fmul double %9, %9
  %11 = tail call double @llvm.fmuladd.f64(double %10, double 3.000000e+00, double %7)
  %12 = getelementptr inbounds i8, ptr %0, i64 24
  %13 = load double, ptr %12, align 8, !tbaa !12
  %14 = fmul double %13, %13
  %15 = tail call double @llvm.fmuladd.f64(double %14, double 4.000000e+00, double %11)
  %16 = fadd double %15, 1.000000e+00
  %17 = tail call double @log(double noundef %16) #10
  ret double %17
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { mustprogress norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = distinct !{!11, !6}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !9, i64 0}
