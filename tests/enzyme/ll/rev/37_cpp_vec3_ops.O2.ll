; ModuleID = 'rev/37_cpp_vec3_ops.cpp'
source_filename = "rev/37_cpp_vec3_ops.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Vec3 = type { double, double, double }
%class.Spring = type { %struct.Vec3, %struct.Vec3, double, double }

@__const.main.p = private unnamed_addr constant [4 x %struct.Vec3] [%struct.Vec3 { double 1.000000e+00, double 2.000000e-01, double -3.000000e-01 }, %struct.Vec3 { double -5.000000e-01, double 1.100000e+00, double 4.000000e-01 }, %struct.Vec3 { double 3.000000e-01, double 0xBFE6666666666666, double 1.200000e+00 }, %struct.Vec3 { double 9.000000e-01, double 8.000000e-01, double 1.000000e-01 }], align 16
@__const.main.f = private unnamed_addr constant [4 x %struct.Vec3] [%struct.Vec3 { double 2.000000e-01, double 5.000000e-01, double -1.000000e+00 }, %struct.Vec3 { double 1.000000e+00, double -3.000000e-01, double 6.000000e-01 }, %struct.Vec3 { double -4.000000e-01, double 9.000000e-01, double 2.000000e-01 }, %struct.Vec3 { double 0x3FE6666666666666, double 1.000000e-01, double -5.000000e-01 }], align 16
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [17 x i8] c"torque d/d%c[%d]\00", align 1
@__const.main.s = private unnamed_addr constant %class.Spring { %struct.Vec3 { double 1.000000e-01, double 2.000000e-01, double 3.000000e-01 }, %struct.Vec3 { double 1.000000e+00, double -5.000000e-01, double 8.000000e-01 }, double 3.000000e+00, double 9.000000e-01 }, align 8
@enzyme_out = external local_unnamed_addr global i32, align 4
@.str.1 = private unnamed_addr constant [16 x i8] c"spring d/dscale\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"spring d/dfield[%d]\00", align 1
@_ZL5fails = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: mustprogress norecurse nounwind uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [4 x %struct.Vec3], align 16
  %2 = alloca [4 x %struct.Vec3], align 16
  %3 = alloca [4 x %struct.Vec3], align 16
  %4 = alloca [4 x %struct.Vec3], align 16
  %5 = alloca i32, align 4
  %6 = alloca [64 x i8], align 16
  %7 = alloca %class.Spring, align 16
  %8 = alloca %class.Spring, align 8
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %1) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %1, ptr noundef nonnull align 16 dereferenceable(96) @__const.main.p, i64 96, i1 false)
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %2) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %2, ptr noundef nonnull align 16 dereferenceable(96) @__const.main.f, i64 96, i1 false)
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %3) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %3, i8 0, i64 96, i1 false)
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %4) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %4, i8 0, i64 96, i1 false)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  store volatile i32 4, ptr %5, align 4, !tbaa !5
  %9 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %10 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %11 = load volatile i32, ptr %5, align 4, !tbaa !5
  %12 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @_ZL13torque_energyPK4Vec3S1_i, i32 noundef %9, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %9, ptr noundef nonnull %2, ptr noundef nonnull %4, i32 noundef %10, i32 noundef %11) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #10
  %13 = getelementptr inbounds i8, ptr %1, i64 8
  %14 = getelementptr inbounds i8, ptr %1, i64 16
  %15 = getelementptr inbounds i8, ptr %1, i64 24
  %16 = getelementptr inbounds i8, ptr %1, i64 32
  %17 = getelementptr inbounds i8, ptr %1, i64 40
  %18 = getelementptr inbounds i8, ptr %1, i64 48
  %19 = getelementptr inbounds i8, ptr %1, i64 56
  %20 = getelementptr inbounds i8, ptr %1, i64 64
  %21 = getelementptr inbounds i8, ptr %1, i64 72
  %22 = getelementptr inbounds i8, ptr %1, i64 80
  %23 = getelementptr inbounds i8, ptr %1, i64 88
  br label %67

24:                                               ; preds = %72
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %7, ptr noundef nonnull align 8 dereferenceable(64) @__const.main.s, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %8, i8 0, i64 64, i1 false)
  %25 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %26 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %27 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @_ZL13spring_energyPK6Springd, i32 noundef %25, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %26, double noundef 1.700000e+00) #10
  %28 = getelementptr inbounds i8, ptr %7, i64 24
  %29 = load double, ptr %7, align 16, !tbaa !9, !noalias !12
  %30 = load double, ptr %28, align 8, !tbaa !9, !noalias !12
  %31 = fsub double %29, %30
  %32 = getelementptr inbounds i8, ptr %7, i64 8
  %33 = load double, ptr %32, align 8, !tbaa !15, !noalias !12
  %34 = getelementptr inbounds i8, ptr %7, i64 32
  %35 = load double, ptr %34, align 16, !tbaa !15, !noalias !12
  %36 = fsub double %33, %35
  %37 = getelementptr inbounds i8, ptr %7, i64 16
  %38 = load double, ptr %37, align 16, !tbaa !16, !noalias !12
  %39 = getelementptr inbounds i8, ptr %7, i64 40
  %40 = load double, ptr %39, align 8, !tbaa !16, !noalias !12
  %41 = fsub double %38, %40
  %42 = fmul double %36, %36
  %43 = call double @llvm.fmuladd.f64(double %31, double %31, double %42)
  %44 = call noundef double @llvm.fmuladd.f64(double %41, double %41, double %43)
  %45 = call noundef double @llvm.sqrt.f64(double %44)
  %46 = getelementptr inbounds i8, ptr %7, i64 56
  %47 = load double, ptr %46, align 8, !tbaa !17
  %48 = fsub double %45, %47
  %49 = getelementptr inbounds i8, ptr %7, i64 48
  %50 = load double, ptr %49, align 16, !tbaa !19
  %51 = fmul double %50, 5.000000e-01
  %52 = fmul double %51, %48
  %53 = fmul double %48, %52
  %54 = fsub double %27, %53
  %55 = call double @llvm.fabs.f64(double %54)
  %56 = call double @llvm.fabs.f64(double %53)
  %57 = call double @llvm.maxnum.f64(double %56, double 1.000000e+00)
  %58 = fmul double %57, 0x3EB0C6F7A0B5ED8D
  %59 = fcmp ugt double %55, %58
  %60 = fcmp ule double %56, 1.000000e-09
  %61 = or i1 %60, %59
  %62 = select i1 %61, ptr @.str.4, ptr @.str.5
  %63 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, double noundef %27, double noundef %53, ptr noundef nonnull %62)
  %64 = zext i1 %61 to i32
  %65 = load i32, ptr @_ZL5fails, align 4, !tbaa !5
  %66 = add nsw i32 %65, %64
  store i32 %66, ptr @_ZL5fails, align 4, !tbaa !5
  br label %255

67:                                               ; preds = %0, %72
  %68 = phi i1 [ true, %0 ], [ false, %72 ]
  %69 = select i1 %68, ptr %1, ptr %2
  %70 = select i1 %68, ptr %3, ptr %4
  %71 = select i1 %68, i32 112, i32 102
  br label %73

72:                                               ; preds = %226
  br i1 %68, label %67, label %24, !llvm.loop !20

73:                                               ; preds = %67, %226
  %74 = phi i64 [ 0, %67 ], [ %246, %226 ]
  %75 = getelementptr inbounds double, ptr %69, i64 %74
  %76 = load double, ptr %75, align 8, !tbaa !22
  %77 = fadd double %76, 0x3EB0C6F7A0B5ED8D
  store double %77, ptr %75, align 8, !tbaa !22
  %78 = load double, ptr %1, align 16, !tbaa !9
  %79 = fadd double %78, 0.000000e+00
  %80 = load double, ptr %13, align 8, !tbaa !15
  %81 = fadd double %80, 0.000000e+00
  %82 = load double, ptr %14, align 16, !tbaa !16
  %83 = fadd double %82, 0.000000e+00
  %84 = load double, ptr %15, align 8, !tbaa !9
  %85 = fadd double %79, %84
  %86 = load double, ptr %16, align 16, !tbaa !15
  %87 = fadd double %81, %86
  %88 = load double, ptr %17, align 8, !tbaa !16
  %89 = fadd double %83, %88
  %90 = load double, ptr %18, align 16, !tbaa !9
  %91 = fadd double %85, %90
  %92 = load double, ptr %19, align 8, !tbaa !15
  %93 = fadd double %87, %92
  %94 = load double, ptr %20, align 16, !tbaa !16
  %95 = fadd double %89, %94
  %96 = load double, ptr %21, align 8, !tbaa !9
  %97 = fadd double %91, %96
  %98 = load double, ptr %22, align 16, !tbaa !15
  %99 = fadd double %93, %98
  %100 = load double, ptr %23, align 8, !tbaa !16
  %101 = fadd double %95, %100
  %102 = fmul double %97, 2.500000e-01
  %103 = fmul double %99, 2.500000e-01
  %104 = fmul double %101, 2.500000e-01
  br label %105

105:                                              ; preds = %105, %73
  %106 = phi i64 [ 0, %73 ], [ %149, %105 ]
  %107 = phi double [ 0.000000e+00, %73 ], [ %148, %105 ]
  %108 = getelementptr inbounds %struct.Vec3, ptr %1, i64 %106
  %109 = load double, ptr %108, align 8, !tbaa !9, !noalias !23
  %110 = fsub double %109, %102
  %111 = getelementptr inbounds i8, ptr %108, i64 8
  %112 = load double, ptr %111, align 8, !tbaa !15, !noalias !23
  %113 = fsub double %112, %103
  %114 = getelementptr inbounds i8, ptr %108, i64 16
  %115 = load double, ptr %114, align 8, !tbaa !16, !noalias !23
  %116 = fsub double %115, %104
  %117 = fmul double %112, %112
  %118 = call double @llvm.fmuladd.f64(double %109, double %109, double %117)
  %119 = call noundef double @llvm.fmuladd.f64(double %115, double %115, double %118)
  %120 = call noundef double @llvm.sqrt.f64(double %119)
  %121 = fdiv double 1.000000e+00, %120
  %122 = fmul double %109, %121
  %123 = fmul double %112, %121
  %124 = fmul double %115, %121
  %125 = getelementptr inbounds %struct.Vec3, ptr %2, i64 %106
  %126 = load double, ptr %125, align 8, !tbaa !9
  %127 = getelementptr inbounds i8, ptr %125, i64 8
  %128 = load double, ptr %127, align 8, !tbaa !15
  %129 = fmul double %128, %123
  %130 = call double @llvm.fmuladd.f64(double %122, double %126, double %129)
  %131 = getelementptr inbounds i8, ptr %125, i64 16
  %132 = load double, ptr %131, align 8, !tbaa !16
  %133 = call noundef double @llvm.fmuladd.f64(double %124, double %132, double %130)
  %134 = fneg double %116
  %135 = fmul double %128, %134
  %136 = call double @llvm.fmuladd.f64(double %113, double %132, double %135)
  %137 = fneg double %110
  %138 = fmul double %132, %137
  %139 = call double @llvm.fmuladd.f64(double %116, double %126, double %138)
  %140 = fneg double %113
  %141 = fmul double %126, %140
  %142 = call double @llvm.fmuladd.f64(double %110, double %128, double %141)
  %143 = fmul double %139, %139
  %144 = call double @llvm.fmuladd.f64(double %136, double %136, double %143)
  %145 = call noundef double @llvm.fmuladd.f64(double %142, double %142, double %144)
  %146 = call noundef double @llvm.sqrt.f64(double %145)
  %147 = call double @llvm.fmuladd.f64(double %133, double %133, double %146)
  %148 = fadd double %107, %147
  %149 = add nuw nsw i64 %106, 1
  %150 = icmp eq i64 %149, 4
  br i1 %150, label %151, label %105, !llvm.loop !24

151:                                              ; preds = %105
  %152 = fadd double %76, 0xBEB0C6F7A0B5ED8D
  store double %152, ptr %75, align 8, !tbaa !22
  %153 = load double, ptr %1, align 16, !tbaa !9
  %154 = fadd double %153, 0.000000e+00
  %155 = load double, ptr %13, align 8, !tbaa !15
  %156 = fadd double %155, 0.000000e+00
  %157 = load double, ptr %14, align 16, !tbaa !16
  %158 = fadd double %157, 0.000000e+00
  %159 = load double, ptr %15, align 8, !tbaa !9
  %160 = fadd double %154, %159
  %161 = load double, ptr %16, align 16, !tbaa !15
  %162 = fadd double %156, %161
  %163 = load double, ptr %17, align 8, !tbaa !16
  %164 = fadd double %158, %163
  %165 = load double, ptr %18, align 16, !tbaa !9
  %166 = fadd double %160, %165
  %167 = load double, ptr %19, align 8, !tbaa !15
  %168 = fadd double %162, %167
  %169 = load double, ptr %20, align 16, !tbaa !16
  %170 = fadd double %164, %169
  %171 = load double, ptr %21, align 8, !tbaa !9
  %172 = fadd double %166, %171
  %173 = load double, ptr %22, align 16, !tbaa !15
  %174 = fadd double %168, %173
  %175 = load double, ptr %23, align 8, !tbaa !16
  %176 = fadd double %170, %175
  %177 = fmul double %172, 2.500000e-01
  %178 = fmul double %174, 2.500000e-01
  %179 = fmul double %176, 2.500000e-01
  br label %180

180:                                              ; preds = %180, %151
  %181 = phi i64 [ 0, %151 ], [ %224, %180 ]
  %182 = phi double [ 0.000000e+00, %151 ], [ %223, %180 ]
  %183 = getelementptr inbounds %struct.Vec3, ptr %1, i64 %181
  %184 = load double, ptr %183, align 8, !tbaa !9, !noalias !23
  %185 = fsub double %184, %177
  %186 = getelementptr inbounds i8, ptr %183, i64 8
  %187 = load double, ptr %186, align 8, !tbaa !15, !noalias !23
  %188 = fsub double %187, %178
  %189 = getelementptr inbounds i8, ptr %183, i64 16
  %190 = load double, ptr %189, align 8, !tbaa !16, !noalias !23
  %191 = fsub double %190, %179
  %192 = fmul double %187, %187
  %193 = call double @llvm.fmuladd.f64(double %184, double %184, double %192)
  %194 = call noundef double @llvm.fmuladd.f64(double %190, double %190, double %193)
  %195 = call noundef double @llvm.sqrt.f64(double %194)
  %196 = fdiv double 1.000000e+00, %195
  %197 = fmul double %184, %196
  %198 = fmul double %187, %196
  %199 = fmul double %190, %196
  %200 = getelementptr inbounds %struct.Vec3, ptr %2, i64 %181
  %201 = load double, ptr %200, align 8, !tbaa !9
  %202 = getelementptr inbounds i8, ptr %200, i64 8
  %203 = load double, ptr %202, align 8, !tbaa !15
  %204 = fmul double %203, %198
  %205 = call double @llvm.fmuladd.f64(double %197, double %201, double %204)
  %206 = getelementptr inbounds i8, ptr %200, i64 16
  %207 = load double, ptr %206, align 8, !tbaa !16
  %208 = call noundef double @llvm.fmuladd.f64(double %199, double %207, double %205)
  %209 = fneg double %191
  %210 = fmul double %203, %209
  %211 = call double @llvm.fmuladd.f64(double %188, double %207, double %210)
  %212 = fneg double %185
  %213 = fmul double %207, %212
  %214 = call double @llvm.fmuladd.f64(double %191, double %201, double %213)
  %215 = fneg double %188
  %216 = fmul double %201, %215
  %217 = call double @llvm.fmuladd.f64(double %185, double %203, double %216)
  %218 = fmul double %214, %214
  %219 = call double @llvm.fmuladd.f64(double %211, double %211, double %218)
  %220 = call noundef double @llvm.fmuladd.f64(double %217, double %217, double %219)
  %221 = call noundef double @llvm.sqrt.f64(double %220)
  %222 = call double @llvm.fmuladd.f64(double %208, double %208, double %221)
  %223 = fadd double %182, %222
  %224 = add nuw nsw i64 %181, 1
  %225 = icmp eq i64 %224, 4
  br i1 %225, label %226, label %180, !llvm.loop !24

226:                                              ; preds = %180
  store double %76, ptr %75, align 8, !tbaa !22
  %227 = trunc nuw nsw i64 %74 to i32
  %228 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %6, i64 noundef 64, ptr noundef nonnull @.str, i32 noundef %71, i32 noundef %227) #10
  %229 = getelementptr inbounds double, ptr %70, i64 %74
  %230 = load double, ptr %229, align 8, !tbaa !22
  %231 = fsub double %148, %223
  %232 = fdiv double %231, 2.000000e-06
  %233 = fsub double %230, %232
  %234 = call double @llvm.fabs.f64(double %233)
  %235 = call double @llvm.fabs.f64(double %232)
  %236 = call double @llvm.maxnum.f64(double %235, double 1.000000e+00)
  %237 = fmul double %236, 0x3EB0C6F7A0B5ED8D
  %238 = fcmp ugt double %234, %237
  %239 = fcmp ule double %235, 1.000000e-09
  %240 = or i1 %239, %238
  %241 = select i1 %240, ptr @.str.4, ptr @.str.5
  %242 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %6, double noundef %230, double noundef %232, ptr noundef nonnull %241)
  %243 = zext i1 %240 to i32
  %244 = load i32, ptr @_ZL5fails, align 4, !tbaa !5
  %245 = add nsw i32 %244, %243
  store i32 %245, ptr @_ZL5fails, align 4, !tbaa !5
  %246 = add nuw nsw i64 %74, 1
  %247 = icmp eq i64 %246, 12
  br i1 %247, label %72, label %73, !llvm.loop !25

248:                                              ; preds = %255
  %249 = icmp eq i32 %320, 0
  %250 = select i1 %249, ptr @.str.5, ptr @.str.4
  %251 = call i32 @puts(ptr nonnull dereferenceable(1) %250)
  %252 = load i32, ptr @_ZL5fails, align 4, !tbaa !5
  %253 = icmp ne i32 %252, 0
  %254 = zext i1 %253 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %1) #10
  ret i32 %254

255:                                              ; preds = %24, %255
  %256 = phi i64 [ 0, %24 ], [ %321, %255 ]
  %257 = getelementptr inbounds double, ptr %7, i64 %256
  %258 = load double, ptr %257, align 8, !tbaa !22
  %259 = fadd double %258, 0x3EB0C6F7A0B5ED8D
  store double %259, ptr %257, align 8, !tbaa !22
  %260 = load <2 x double>, ptr %7, align 16
  %261 = load <2 x double>, ptr %28, align 8
  %262 = load <2 x double>, ptr %32, align 8
  %263 = load <2 x double>, ptr %34, align 16
  %264 = load <2 x double>, ptr %37, align 16
  %265 = load <2 x double>, ptr %39, align 8
  %266 = load double, ptr %46, align 8, !tbaa !17
  %267 = load double, ptr %49, align 16, !tbaa !19
  %268 = fmul double %267, 5.000000e-01
  %269 = fadd double %258, 0xBEB0C6F7A0B5ED8D
  store double %269, ptr %257, align 8, !tbaa !22
  %270 = load double, ptr %7, align 16, !tbaa !9, !noalias !26
  %271 = load double, ptr %28, align 8, !tbaa !9, !noalias !26
  %272 = load double, ptr %32, align 8, !tbaa !15, !noalias !26
  %273 = load double, ptr %34, align 16, !tbaa !15, !noalias !26
  %274 = load double, ptr %37, align 16, !tbaa !16, !noalias !26
  %275 = load double, ptr %39, align 8, !tbaa !16, !noalias !26
  %276 = load double, ptr %46, align 8, !tbaa !17
  %277 = load double, ptr %49, align 16, !tbaa !19
  %278 = fmul double %277, 5.000000e-01
  %279 = insertelement <2 x double> %260, double %270, i64 1
  %280 = insertelement <2 x double> %261, double %271, i64 1
  %281 = fsub <2 x double> %279, %280
  %282 = insertelement <2 x double> %262, double %272, i64 1
  %283 = insertelement <2 x double> %263, double %273, i64 1
  %284 = fsub <2 x double> %282, %283
  %285 = insertelement <2 x double> %264, double %274, i64 1
  %286 = insertelement <2 x double> %265, double %275, i64 1
  %287 = fsub <2 x double> %285, %286
  %288 = fmul <2 x double> %284, %284
  %289 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %281, <2 x double> %281, <2 x double> %288)
  %290 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %287, <2 x double> %287, <2 x double> %289)
  %291 = call <2 x double> @llvm.sqrt.v2f64(<2 x double> %290)
  %292 = insertelement <2 x double> poison, double %266, i64 0
  %293 = insertelement <2 x double> %292, double %276, i64 1
  %294 = fsub <2 x double> %291, %293
  %295 = insertelement <2 x double> %294, double %278, i64 1
  %296 = insertelement <2 x double> %294, double %268, i64 0
  %297 = fmul <2 x double> %295, %296
  %298 = fmul <2 x double> %294, %297
  %299 = fmul <2 x double> %298, <double 1.700000e+00, double 1.700000e+00>
  store double %258, ptr %257, align 8, !tbaa !22
  %300 = trunc nuw nsw i64 %256 to i32
  %301 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %6, i64 noundef 64, ptr noundef nonnull @.str.2, i32 noundef %300) #10
  %302 = getelementptr inbounds double, ptr %8, i64 %256
  %303 = load double, ptr %302, align 8, !tbaa !22
  %304 = shufflevector <2 x double> %299, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %305 = fsub <2 x double> %299, %304
  %306 = extractelement <2 x double> %305, i64 0
  %307 = fdiv double %306, 2.000000e-06
  %308 = fsub double %303, %307
  %309 = call double @llvm.fabs.f64(double %308)
  %310 = call double @llvm.fabs.f64(double %307)
  %311 = call double @llvm.maxnum.f64(double %310, double 1.000000e+00)
  %312 = fmul double %311, 0x3EB0C6F7A0B5ED8D
  %313 = fcmp ugt double %309, %312
  %314 = fcmp ule double %310, 1.000000e-09
  %315 = or i1 %314, %313
  %316 = select i1 %315, ptr @.str.4, ptr @.str.5
  %317 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %6, double noundef %303, double noundef %307, ptr noundef nonnull %316)
  %318 = zext i1 %315 to i32
  %319 = load i32, ptr @_ZL5fails, align 4, !tbaa !5
  %320 = add nsw i32 %319, %318
  store i32 %320, ptr @_ZL5fails, align 4, !tbaa !5
  %321 = add nuw nsw i64 %256, 1
  %322 = icmp eq i64 %321, 8
  br i1 %322, label %248, label %255, !llvm.loop !29
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal noundef double @_ZL13torque_energyPK4Vec3S1_i(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #5 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %79

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = and i64 %6, 3
  %8 = icmp ult i32 %2, 4
  br i1 %8, label %11, label %9

9:                                                ; preds = %5
  %10 = and i64 %6, 2147483644
  br label %44

11:                                               ; preds = %44, %5
  %12 = phi <2 x double> [ poison, %5 ], [ %72, %44 ]
  %13 = phi double [ poison, %5 ], [ %75, %44 ]
  %14 = phi i64 [ 0, %5 ], [ %76, %44 ]
  %15 = phi double [ 0.000000e+00, %5 ], [ %75, %44 ]
  %16 = phi <2 x double> [ zeroinitializer, %5 ], [ %72, %44 ]
  %17 = icmp eq i64 %7, 0
  br i1 %17, label %32, label %18

18:                                               ; preds = %11, %18
  %19 = phi i64 [ %29, %18 ], [ %14, %11 ]
  %20 = phi double [ %28, %18 ], [ %15, %11 ]
  %21 = phi <2 x double> [ %25, %18 ], [ %16, %11 ]
  %22 = phi i64 [ %30, %18 ], [ 0, %11 ]
  %23 = getelementptr inbounds %struct.Vec3, ptr %0, i64 %19
  %24 = load <2 x double>, ptr %23, align 8, !tbaa !22
  %25 = fadd <2 x double> %21, %24
  %26 = getelementptr inbounds i8, ptr %23, i64 16
  %27 = load double, ptr %26, align 8, !tbaa !16
  %28 = fadd double %20, %27
  %29 = add nuw nsw i64 %19, 1
  %30 = add i64 %22, 1
  %31 = icmp eq i64 %30, %7
  br i1 %31, label %32, label %18, !llvm.loop !30

32:                                               ; preds = %18, %11
  %33 = phi <2 x double> [ %12, %11 ], [ %25, %18 ]
  %34 = phi double [ %13, %11 ], [ %28, %18 ]
  %35 = sitofp i32 %2 to double
  %36 = fdiv double 1.000000e+00, %35
  %37 = extractelement <2 x double> %33, i64 0
  %38 = fmul double %36, %37
  %39 = extractelement <2 x double> %33, i64 1
  %40 = fmul double %36, %39
  %41 = fmul double %36, %34
  br i1 %4, label %42, label %79

42:                                               ; preds = %32
  %43 = zext nneg i32 %2 to i64
  br label %81

44:                                               ; preds = %44, %9
  %45 = phi i64 [ 0, %9 ], [ %76, %44 ]
  %46 = phi double [ 0.000000e+00, %9 ], [ %75, %44 ]
  %47 = phi <2 x double> [ zeroinitializer, %9 ], [ %72, %44 ]
  %48 = phi i64 [ 0, %9 ], [ %77, %44 ]
  %49 = getelementptr inbounds %struct.Vec3, ptr %0, i64 %45
  %50 = load <2 x double>, ptr %49, align 8, !tbaa !22
  %51 = fadd <2 x double> %47, %50
  %52 = getelementptr inbounds i8, ptr %49, i64 16
  %53 = load double, ptr %52, align 8, !tbaa !16
  %54 = fadd double %46, %53
  %55 = or disjoint i64 %45, 1
  %56 = getelementptr inbounds %struct.Vec3, ptr %0, i64 %55
  %57 = load <2 x double>, ptr %56, align 8, !tbaa !22
  %58 = fadd <2 x double> %51, %57
  %59 = getelementptr inbounds i8, ptr %56, i64 16
  %60 = load double, ptr %59, align 8, !tbaa !16
  %61 = fadd double %54, %60
  %62 = or disjoint i64 %45, 2
  %63 = getelementptr inbounds %struct.Vec3, ptr %0, i64 %62
  %64 = load <2 x double>, ptr %63, align 8, !tbaa !22
  %65 = fadd <2 x double> %58, %64
  %66 = getelementptr inbounds i8, ptr %63, i64 16
  %67 = load double, ptr %66, align 8, !tbaa !16
  %68 = fadd double %61, %67
  %69 = or disjoint i64 %45, 3
  %70 = getelementptr inbounds %struct.Vec3, ptr %0, i64 %69
  %71 = load <2 x double>, ptr %70, align 8, !tbaa !22
  %72 = fadd <2 x double> %65, %71
  %73 = getelementptr inbounds i8, ptr %70, i64 16
  %74 = load double, ptr %73, align 8, !tbaa !16
  %75 = fadd double %68, %74
  %76 = add nuw nsw i64 %45, 4
  %77 = add i64 %48, 4
  %78 = icmp eq i64 %77, %10
  br i1 %78, label %11, label %44, !llvm.loop !32

79:                                               ; preds = %81, %3, %32
  %80 = phi double [ 0.000000e+00, %32 ], [ 0.000000e+00, %3 ], [ %124, %81 ]
  ret double %80

81:                                               ; preds = %42, %81
  %82 = phi i64 [ 0, %42 ], [ %125, %81 ]
  %83 = phi double [ 0.000000e+00, %42 ], [ %124, %81 ]
  %84 = getelementptr inbounds %struct.Vec3, ptr %0, i64 %82
  %85 = load double, ptr %84, align 8, !tbaa !9, !noalias !23
  %86 = fsub double %85, %38
  %87 = getelementptr inbounds i8, ptr %84, i64 8
  %88 = load double, ptr %87, align 8, !tbaa !15, !noalias !23
  %89 = fsub double %88, %40
  %90 = getelementptr inbounds i8, ptr %84, i64 16
  %91 = load double, ptr %90, align 8, !tbaa !16, !noalias !23
  %92 = fsub double %91, %41
  %93 = fmul double %88, %88
  %94 = tail call double @llvm.fmuladd.f64(double %85, double %85, double %93)
  %95 = tail call noundef double @llvm.fmuladd.f64(double %91, double %91, double %94)
  %96 = tail call noundef double @llvm.sqrt.f64(double %95)
  %97 = fdiv double 1.000000e+00, %96
  %98 = fmul double %85, %97
  %99 = fmul double %88, %97
  %100 = fmul double %91, %97
  %101 = getelementptr inbounds %struct.Vec3, ptr %1, i64 %82
  %102 = load double, ptr %101, align 8, !tbaa !9
  %103 = getelementptr inbounds i8, ptr %101, i64 8
  %104 = load double, ptr %103, align 8, !tbaa !15
  %105 = fmul double %104, %99
  %106 = tail call double @llvm.fmuladd.f64(double %98, double %102, double %105)
  %107 = getelementptr inbounds i8, ptr %101, i64 16
  %108 = load double, ptr %107, align 8, !tbaa !16
  %109 = tail call noundef double @llvm.fmuladd.f64(double %100, double %108, double %106)
  %110 = fneg double %92
  %111 = fmul double %104, %110
  %112 = tail call double @llvm.fmuladd.f64(double %89, double %108, double %111)
  %113 = fneg double %86
  %114 = fmul double %108, %113
  %115 = tail call double @llvm.fmuladd.f64(double %92, double %102, double %114)
  %116 = fneg double %89
  %117 = fmul double %102, %116
  %118 = tail call double @llvm.fmuladd.f64(double %86, double %104, double %117)
  %119 = fmul double %115, %115
  %120 = tail call double @llvm.fmuladd.f64(double %112, double %112, double %119)
  %121 = tail call noundef double @llvm.fmuladd.f64(double %118, double %118, double %120)
  %122 = tail call noundef double @llvm.sqrt.f64(double %121)
  %123 = tail call double @llvm.fmuladd.f64(double %109, double %109, double %122)
  %124 = fadd double %83, %123
  %125 = add nuw nsw i64 %82, 1
  %126 = icmp eq i64 %125, %43
  br i1 %126, label %79, label %81, !llvm.loop !24
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal noundef double @_ZL13spring_energyPK6Springd(ptr nocapture noundef readonly %0, double noundef %1) #5 {
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  %4 = load double, ptr %0, align 8, !tbaa !9, !noalias !33
  %5 = load double, ptr %3, align 8, !tbaa !9, !noalias !33
  %6 = fsub double %4, %5
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load double, ptr %7, align 8, !tbaa !15, !noalias !33
  %9 = getelementptr inbounds i8, ptr %0, i64 32
  %10 = load double, ptr %9, align 8, !tbaa !15, !noalias !33
  %11 = fsub double %8, %10
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = load double, ptr %12, align 8, !tbaa !16, !noalias !33
  %14 = getelementptr inbounds i8, ptr %0, i64 40
  %15 = load double, ptr %14, align 8, !tbaa !16, !noalias !33
  %16 = fsub double %13, %15
  %17 = fmul double %11, %11
  %18 = tail call double @llvm.fmuladd.f64(double %6, double %6, double %17)
  %19 = tail call noundef double @llvm.fmuladd.f64(double %16, double %16, double %18)
  %20 = tail call noundef double @llvm.sqrt.f64(double %19)
  %21 = getelementptr inbounds i8, ptr %0, i64 56
  %22 = load double, ptr %21, align 8, !tbaa !17
  %23 = fsub double %20, %22
  %24 = getelementptr inbounds i8, ptr %0, i64 48
  %25 = load double, ptr %24, align 8, !tbaa !19
  %26 = fmul double %25, 5.000000e-01
  %27 = fmul double %26, %23
  %28 = fmul double %23, %27
  %29 = fmul double %28, %1
  ret double %29
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.sqrt.v2f64(<2 x double>) #9

attributes #0 = { mustprogress norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !11, i64 0}
!10 = !{!"_ZTS4Vec3", !11, i64 0, !11, i64 8, !11, i64 16}
!11 = !{!"double", !7, i64 0}
!12 = !{!13}
!13 = distinct !{!13, !14, !"_ZNK4Vec3miERKS_: argument 0"}
!14 = distinct !{!14, !"_ZNK4Vec3miERKS_"}
!15 = !{!10, !11, i64 8}
!16 = !{!10, !11, i64 16}
!17 = !{!18, !11, i64 56}
!18 = !{!"_ZTS6Spring", !10, i64 0, !10, i64 24, !11, i64 48, !11, i64 56}
!19 = !{!18, !11, i64 48}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
!22 = !{!11, !11, i64 0}
!23 = !{}
!24 = distinct !{!24, !21}
!25 = distinct !{!25, !21}
!26 = !{!27}
!27 = distinct !{!27, !28, !"_ZNK4Vec3miERKS_: argument 0"}
!28 = distinct !{!28, !"_ZNK4Vec3miERKS_"}
!29 = distinct !{!29, !21}
!30 = distinct !{!30, !31}
!31 = !{!"llvm.loop.unroll.disable"}
!32 = distinct !{!32, !21}
!33 = !{!34}
!34 = distinct !{!34, !35, !"_ZNK4Vec3miERKS_: argument 0"}
!35 = distinct !{!35, !"_ZNK4Vec3miERKS_"}
