; ModuleID = 'fwd/16_struct_of_arrays.c'
source_filename = "fwd/16_struct_of_arrays.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.system_t = type { [5 x double], [5 x double], [5 x double], double, i32 }

@.str = private unnamed_addr constant [7 x i8] c"energy\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"drift x[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.system_t, align 16
  %2 = alloca %struct.system_t, align 16
  %3 = alloca %struct.system_t, align 16
  %4 = alloca %struct.system_t, align 16
  %5 = alloca %struct.system_t, align 8
  %6 = alloca %struct.system_t, align 8
  %7 = alloca [32 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %1) #10
  %8 = getelementptr inbounds i8, ptr %1, i64 128
  store i64 0, ptr %8, align 16
  %9 = getelementptr inbounds i8, ptr %1, i64 128
  store i32 5, ptr %9, align 16
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %2) #10
  %10 = getelementptr inbounds i8, ptr %2, i64 128
  store i64 0, ptr %10, align 16
  %11 = getelementptr inbounds i8, ptr %2, i64 120
  %12 = getelementptr inbounds i8, ptr %1, i64 80
  %13 = getelementptr inbounds i8, ptr %2, i64 80
  store <2 x double> <double -1.000000e+00, double 0xBFD3333333333334>, ptr %1, align 16, !tbaa !6
  %14 = getelementptr inbounds i8, ptr %1, i64 48
  store <2 x double> <double 1.000000e+00, double 1.200000e+00>, ptr %12, align 16, !tbaa !6
  store <2 x double> <double -2.000000e-01, double -1.000000e-01>, ptr %2, align 16, !tbaa !6
  %15 = getelementptr inbounds i8, ptr %2, i64 48
  store <2 x double> <double -1.000000e-01, double 3.000000e-01>, ptr %13, align 16, !tbaa !6
  %16 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x double> <double 0x3FEFEB7A9B2C6D8B, double 0x3FE326AF0DCFCAB1>, ptr %14, align 16, !tbaa !6
  %17 = getelementptr inbounds i8, ptr %1, i64 96
  %18 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x double> <double 3.000000e-01, double 0x3FB9999999999998>, ptr %15, align 16, !tbaa !6
  %19 = getelementptr inbounds i8, ptr %2, i64 96
  store <2 x double> <double 0x3FD9999999999998, double 0x3FF1999999999999>, ptr %16, align 16, !tbaa !6
  %20 = getelementptr inbounds i8, ptr %1, i64 64
  store <2 x double> <double 1.400000e+00, double 1.600000e+00>, ptr %17, align 16, !tbaa !6
  store <2 x double> <double 0.000000e+00, double 1.000000e-01>, ptr %18, align 16, !tbaa !6
  %21 = getelementptr inbounds i8, ptr %2, i64 64
  store <2 x double> <double -1.000000e-01, double 3.000000e-01>, ptr %19, align 16, !tbaa !6
  %22 = getelementptr inbounds i8, ptr %1, i64 32
  store <2 x double> <double 0x3FFCCCCCCCCCCCCC, double 0x3FDEAEE8744B05F0>, ptr %22, align 16, !tbaa !6
  store <2 x double> <double 0xBFD6733B7EBA621F, double 0xBFEF47ED3DC74080>, ptr %20, align 16, !tbaa !6
  %23 = getelementptr inbounds i8, ptr %1, i64 112
  store <2 x double> <double 1.800000e+00, double 8.000000e-01>, ptr %23, align 16
  %24 = getelementptr inbounds i8, ptr %2, i64 32
  store <2 x double> <double 2.000000e-01, double 5.000000e-01>, ptr %24, align 16, !tbaa !6
  store <2 x double> <double 0xBFB999999999999C, double 0xBFD3333333333334>, ptr %21, align 16, !tbaa !6
  %25 = getelementptr inbounds i8, ptr %2, i64 112
  store <2 x double> <double -1.000000e-01, double -3.000000e-01>, ptr %25, align 16
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %3) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(136) %3, ptr noundef nonnull align 16 dereferenceable(136) %1, i64 136, i1 false), !tbaa.struct !10
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %4) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(136) %4, ptr noundef nonnull align 16 dereferenceable(136) %1, i64 136, i1 false), !tbaa.struct !10
  %26 = getelementptr inbounds i8, ptr %3, i64 40
  %27 = getelementptr inbounds i8, ptr %3, i64 80
  %28 = load <2 x double>, ptr %3, align 16, !tbaa !6
  %29 = fadd <2 x double> %28, <double 0xBEC0C6F7A0B5ED8E, double 0xBEB0C6F7A0B5ED8E>
  store <2 x double> %29, ptr %3, align 16, !tbaa !6
  %30 = getelementptr inbounds i8, ptr %3, i64 48
  %31 = load <2 x double>, ptr %27, align 16, !tbaa !6
  %32 = fadd <2 x double> %31, <double 0xBEB0C6F7A0B5ED8E, double 3.000000e-06>
  store <2 x double> %32, ptr %27, align 16, !tbaa !6
  %33 = getelementptr inbounds i8, ptr %3, i64 16
  %34 = load <2 x double>, ptr %30, align 16, !tbaa !6
  %35 = fadd <2 x double> %34, <double 3.000000e-06, double 0x3EB0C6F7A0B5ED8D>
  store <2 x double> %35, ptr %30, align 16, !tbaa !6
  %36 = getelementptr inbounds i8, ptr %3, i64 96
  %37 = load <2 x double>, ptr %33, align 16, !tbaa !6
  %38 = fadd <2 x double> %37, <double 0.000000e+00, double 0x3EB0C6F7A0B5ED8E>
  store <2 x double> %38, ptr %33, align 16, !tbaa !6
  %39 = getelementptr inbounds i8, ptr %3, i64 64
  %40 = load <2 x double>, ptr %36, align 16, !tbaa !6
  %41 = fadd <2 x double> %40, <double 0xBEB0C6F7A0B5ED8E, double 3.000000e-06>
  store <2 x double> %41, ptr %36, align 16, !tbaa !6
  %42 = getelementptr inbounds i8, ptr %3, i64 32
  %43 = load <2 x double>, ptr %42, align 16, !tbaa !6
  %44 = fadd <2 x double> %43, <double 0x3EC0C6F7A0B5ED8E, double 5.000000e-06>
  store <2 x double> %44, ptr %42, align 16, !tbaa !6
  %45 = load <2 x double>, ptr %39, align 16, !tbaa !6
  %46 = fadd <2 x double> %45, <double 0xBEB0C6F7A0B5ED8F, double 0xBEC92A737110E455>
  store <2 x double> %46, ptr %39, align 16, !tbaa !6
  %47 = getelementptr inbounds i8, ptr %3, i64 112
  %48 = load double, ptr %47, align 16, !tbaa !6
  %49 = fadd double %48, 0xBEB0C6F7A0B5ED8E
  store double %49, ptr %47, align 16, !tbaa !6
  %50 = load double, ptr %11, align 8, !tbaa !14
  %51 = getelementptr inbounds i8, ptr %3, i64 120
  %52 = load double, ptr %51, align 8, !tbaa !14
  %53 = tail call double @llvm.fmuladd.f64(double %50, double 1.000000e-05, double %52)
  store double %53, ptr %51, align 8, !tbaa !14
  %54 = getelementptr inbounds i8, ptr %4, i64 40
  %55 = getelementptr inbounds i8, ptr %4, i64 80
  %56 = getelementptr inbounds i8, ptr %4, i64 8
  %57 = load <2 x double>, ptr %4, align 16, !tbaa !6
  %58 = fadd <2 x double> %57, <double 0x3EC0C6F7A0B5ED8E, double 0x3EB0C6F7A0B5ED8E>
  store <2 x double> %58, ptr %4, align 16, !tbaa !6
  %59 = load <2 x double>, ptr %54, align 8, !tbaa !6
  %60 = fadd <2 x double> %59, <double -5.000000e-06, double -3.000000e-06>
  store <2 x double> %60, ptr %54, align 8, !tbaa !6
  %61 = getelementptr inbounds i8, ptr %4, i64 88
  %62 = getelementptr inbounds i8, ptr %4, i64 16
  %63 = load double, ptr %62, align 16, !tbaa !6
  %64 = getelementptr inbounds i8, ptr %4, i64 56
  %65 = load <2 x double>, ptr %61, align 8, !tbaa !6
  %66 = fadd <2 x double> %65, <double -3.000000e-06, double 0x3EB0C6F7A0B5ED8E>
  store <2 x double> %66, ptr %61, align 8, !tbaa !6
  %67 = getelementptr inbounds i8, ptr %4, i64 24
  %68 = load <2 x double>, ptr %64, align 8, !tbaa !6
  %69 = fadd <2 x double> %68, <double 0xBEB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8F>
  store <2 x double> %69, ptr %64, align 8, !tbaa !6
  %70 = getelementptr inbounds i8, ptr %4, i64 104
  %71 = getelementptr inbounds i8, ptr %4, i64 32
  %72 = load <2 x double>, ptr %67, align 8, !tbaa !6
  %73 = fadd <2 x double> %72, <double 0xBEB0C6F7A0B5ED8E, double 0xBEC0C6F7A0B5ED8E>
  store <2 x double> %73, ptr %67, align 8, !tbaa !6
  %74 = getelementptr inbounds i8, ptr %4, i64 72
  %75 = load <2 x double>, ptr %74, align 8, !tbaa !6
  %76 = fadd <2 x double> %75, <double 0x3EC92A737110E455, double 0x3EB0C6F7A0B5ED8E>
  store <2 x double> %76, ptr %74, align 8, !tbaa !6
  %77 = load <2 x double>, ptr %70, align 8, !tbaa !6
  %78 = fadd <2 x double> %77, <double -3.000000e-06, double 0x3EB0C6F7A0B5ED8E>
  store <2 x double> %78, ptr %70, align 8, !tbaa !6
  %79 = getelementptr inbounds i8, ptr %4, i64 120
  %80 = load double, ptr %79, align 8, !tbaa !14
  %81 = tail call double @llvm.fmuladd.f64(double %50, double -1.000000e-05, double %80)
  store double %81, ptr %79, align 8, !tbaa !14
  %82 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @energy, ptr noundef nonnull %1, ptr noundef nonnull %2) #10
  %83 = getelementptr inbounds i8, ptr %3, i64 128
  %84 = load i32, ptr %83, align 16, !tbaa !16
  %85 = icmp sgt i32 %84, 0
  br i1 %85, label %86, label %152

86:                                               ; preds = %0
  %87 = zext nneg i32 %84 to i64
  %88 = insertelement <2 x double> poison, double %53, i64 0
  %89 = shufflevector <2 x double> %88, <2 x double> poison, <2 x i32> zeroinitializer
  br label %94

90:                                               ; preds = %141, %136, %94
  %91 = phi double [ %106, %94 ], [ %133, %136 ], [ %149, %141 ]
  %92 = add nuw nsw i64 %96, 1
  %93 = icmp eq i64 %107, %87
  br i1 %93, label %152, label %94, !llvm.loop !17

94:                                               ; preds = %90, %86
  %95 = phi i64 [ 0, %86 ], [ %107, %90 ]
  %96 = phi i64 [ 1, %86 ], [ %92, %90 ]
  %97 = phi double [ 0.000000e+00, %86 ], [ %91, %90 ]
  %98 = xor i64 %95, -1
  %99 = add nsw i64 %98, %87
  %100 = getelementptr inbounds [5 x double], ptr %27, i64 0, i64 %95
  %101 = load double, ptr %100, align 8, !tbaa !6
  %102 = fmul double %101, 5.000000e-01
  %103 = getelementptr inbounds [5 x double], ptr %26, i64 0, i64 %95
  %104 = load double, ptr %103, align 8, !tbaa !6
  %105 = fmul double %102, %104
  %106 = call double @llvm.fmuladd.f64(double %105, double %104, double %97)
  %107 = add nuw nsw i64 %95, 1
  %108 = icmp ult i64 %107, %87
  br i1 %108, label %109, label %90

109:                                              ; preds = %94
  %110 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 %95
  %111 = load double, ptr %110, align 8, !tbaa !6
  %112 = icmp ult i64 %99, 4
  br i1 %112, label %138, label %113

113:                                              ; preds = %109
  %114 = and i64 %99, -4
  %115 = add i64 %96, %114
  %116 = insertelement <2 x double> poison, double %111, i64 0
  %117 = shufflevector <2 x double> %116, <2 x double> poison, <2 x i32> zeroinitializer
  br label %118

118:                                              ; preds = %118, %113
  %119 = phi i64 [ 0, %113 ], [ %134, %118 ]
  %120 = phi double [ %106, %113 ], [ %133, %118 ]
  %121 = add i64 %96, %119
  %122 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 %121
  %123 = getelementptr inbounds i8, ptr %122, i64 16
  %124 = load <2 x double>, ptr %122, align 8, !tbaa !6
  %125 = load <2 x double>, ptr %123, align 8, !tbaa !6
  %126 = fsub <2 x double> %117, %124
  %127 = fsub <2 x double> %117, %125
  %128 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %126, <2 x double> %126, <2 x double> <double 1.000000e-01, double 1.000000e-01>)
  %129 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %127, <2 x double> %127, <2 x double> <double 1.000000e-01, double 1.000000e-01>)
  %130 = fdiv <2 x double> %89, %128
  %131 = fdiv <2 x double> %89, %129
  %132 = call double @llvm.vector.reduce.fadd.v2f64(double %120, <2 x double> %130)
  %133 = call double @llvm.vector.reduce.fadd.v2f64(double %132, <2 x double> %131)
  %134 = add nuw i64 %119, 4
  %135 = icmp eq i64 %134, %114
  br i1 %135, label %136, label %118, !llvm.loop !19

136:                                              ; preds = %118
  %137 = icmp eq i64 %99, %114
  br i1 %137, label %90, label %138

138:                                              ; preds = %136, %109
  %139 = phi i64 [ %96, %109 ], [ %115, %136 ]
  %140 = phi double [ %106, %109 ], [ %133, %136 ]
  br label %141

141:                                              ; preds = %138, %141
  %142 = phi i64 [ %150, %141 ], [ %139, %138 ]
  %143 = phi double [ %149, %141 ], [ %140, %138 ]
  %144 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 %142
  %145 = load double, ptr %144, align 8, !tbaa !6
  %146 = fsub double %111, %145
  %147 = call double @llvm.fmuladd.f64(double %146, double %146, double 1.000000e-01)
  %148 = fdiv double %53, %147
  %149 = fadd double %143, %148
  %150 = add nuw nsw i64 %142, 1
  %151 = icmp eq i64 %150, %87
  br i1 %151, label %90, label %141, !llvm.loop !22

152:                                              ; preds = %90, %0
  %153 = phi double [ 0.000000e+00, %0 ], [ %91, %90 ]
  %154 = getelementptr inbounds i8, ptr %4, i64 128
  %155 = load i32, ptr %154, align 16, !tbaa !16
  %156 = icmp sgt i32 %155, 0
  br i1 %156, label %157, label %223

157:                                              ; preds = %152
  %158 = zext nneg i32 %155 to i64
  %159 = insertelement <2 x double> poison, double %81, i64 0
  %160 = shufflevector <2 x double> %159, <2 x double> poison, <2 x i32> zeroinitializer
  br label %165

161:                                              ; preds = %212, %207, %165
  %162 = phi double [ %177, %165 ], [ %204, %207 ], [ %220, %212 ]
  %163 = add nuw nsw i64 %167, 1
  %164 = icmp eq i64 %178, %158
  br i1 %164, label %223, label %165, !llvm.loop !17

165:                                              ; preds = %161, %157
  %166 = phi i64 [ 0, %157 ], [ %178, %161 ]
  %167 = phi i64 [ 1, %157 ], [ %163, %161 ]
  %168 = phi double [ 0.000000e+00, %157 ], [ %162, %161 ]
  %169 = xor i64 %166, -1
  %170 = add nsw i64 %169, %158
  %171 = getelementptr inbounds [5 x double], ptr %55, i64 0, i64 %166
  %172 = load double, ptr %171, align 8, !tbaa !6
  %173 = fmul double %172, 5.000000e-01
  %174 = getelementptr inbounds [5 x double], ptr %54, i64 0, i64 %166
  %175 = load double, ptr %174, align 8, !tbaa !6
  %176 = fmul double %173, %175
  %177 = call double @llvm.fmuladd.f64(double %176, double %175, double %168)
  %178 = add nuw nsw i64 %166, 1
  %179 = icmp ult i64 %178, %158
  br i1 %179, label %180, label %161

180:                                              ; preds = %165
  %181 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %166
  %182 = load double, ptr %181, align 8, !tbaa !6
  %183 = icmp ult i64 %170, 4
  br i1 %183, label %209, label %184

184:                                              ; preds = %180
  %185 = and i64 %170, -4
  %186 = add i64 %167, %185
  %187 = insertelement <2 x double> poison, double %182, i64 0
  %188 = shufflevector <2 x double> %187, <2 x double> poison, <2 x i32> zeroinitializer
  br label %189

189:                                              ; preds = %189, %184
  %190 = phi i64 [ 0, %184 ], [ %205, %189 ]
  %191 = phi double [ %177, %184 ], [ %204, %189 ]
  %192 = add i64 %167, %190
  %193 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %192
  %194 = getelementptr inbounds i8, ptr %193, i64 16
  %195 = load <2 x double>, ptr %193, align 8, !tbaa !6
  %196 = load <2 x double>, ptr %194, align 8, !tbaa !6
  %197 = fsub <2 x double> %188, %195
  %198 = fsub <2 x double> %188, %196
  %199 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %197, <2 x double> %197, <2 x double> <double 1.000000e-01, double 1.000000e-01>)
  %200 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %198, <2 x double> %198, <2 x double> <double 1.000000e-01, double 1.000000e-01>)
  %201 = fdiv <2 x double> %160, %199
  %202 = fdiv <2 x double> %160, %200
  %203 = call double @llvm.vector.reduce.fadd.v2f64(double %191, <2 x double> %201)
  %204 = call double @llvm.vector.reduce.fadd.v2f64(double %203, <2 x double> %202)
  %205 = add nuw i64 %190, 4
  %206 = icmp eq i64 %205, %185
  br i1 %206, label %207, label %189, !llvm.loop !23

207:                                              ; preds = %189
  %208 = icmp eq i64 %170, %185
  br i1 %208, label %161, label %209

209:                                              ; preds = %207, %180
  %210 = phi i64 [ %167, %180 ], [ %186, %207 ]
  %211 = phi double [ %177, %180 ], [ %204, %207 ]
  br label %212

212:                                              ; preds = %209, %212
  %213 = phi i64 [ %221, %212 ], [ %210, %209 ]
  %214 = phi double [ %220, %212 ], [ %211, %209 ]
  %215 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %213
  %216 = load double, ptr %215, align 8, !tbaa !6
  %217 = fsub double %182, %216
  %218 = call double @llvm.fmuladd.f64(double %217, double %217, double 1.000000e-01)
  %219 = fdiv double %81, %218
  %220 = fadd double %214, %219
  %221 = add nuw nsw i64 %213, 1
  %222 = icmp eq i64 %221, %158
  br i1 %222, label %161, label %212, !llvm.loop !24

223:                                              ; preds = %161, %152
  %224 = phi double [ 0.000000e+00, %152 ], [ %162, %161 ]
  %225 = fsub double %153, %224
  %226 = fdiv double %225, 2.000000e-05
  %227 = fsub double %82, %226
  %228 = call double @llvm.fabs.f64(double %227)
  %229 = call double @llvm.fabs.f64(double %226)
  %230 = call double @llvm.maxnum.f64(double %229, double 1.000000e+00)
  %231 = fmul double %230, 0x3EB0C6F7A0B5ED8D
  %232 = fcmp ugt double %228, %231
  %233 = fcmp ule double %229, 1.000000e-09
  %234 = or i1 %233, %232
  %235 = select i1 %234, ptr @.str.3, ptr @.str.4
  %236 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef %82, double noundef %226, ptr noundef nonnull %235)
  %237 = zext i1 %234 to i32
  %238 = load i32, ptr @fails, align 4, !tbaa !12
  %239 = add nsw i32 %238, %237
  store i32 %239, ptr @fails, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %5) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(136) %5, ptr noundef nonnull align 16 dereferenceable(136) %1, i64 136, i1 false), !tbaa.struct !10
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %6) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(136) %6, ptr noundef nonnull align 16 dereferenceable(136) %2, i64 136, i1 false), !tbaa.struct !10
  %240 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @drift, ptr noundef nonnull %5, ptr noundef nonnull %6, double noundef 2.500000e-01, double noundef 2.000000e+00) #10
  br i1 %85, label %241, label %285

241:                                              ; preds = %223
  %242 = zext nneg i32 %84 to i64
  %243 = icmp ult i32 %84, 4
  br i1 %243, label %270, label %244

244:                                              ; preds = %241
  %245 = and i64 %242, 2147483644
  br label %246

246:                                              ; preds = %246, %244
  %247 = phi i64 [ 0, %244 ], [ %266, %246 ]
  %248 = getelementptr inbounds [5 x double], ptr %26, i64 0, i64 %247
  %249 = getelementptr inbounds i8, ptr %248, i64 16
  %250 = load <2 x double>, ptr %248, align 8, !tbaa !6
  %251 = load <2 x double>, ptr %249, align 8, !tbaa !6
  %252 = fmul <2 x double> %250, <double 2.500200e-01, double 2.500200e-01>
  %253 = fmul <2 x double> %251, <double 2.500200e-01, double 2.500200e-01>
  %254 = getelementptr inbounds [5 x double], ptr %27, i64 0, i64 %247
  %255 = getelementptr inbounds i8, ptr %254, i64 16
  %256 = load <2 x double>, ptr %254, align 16, !tbaa !6
  %257 = load <2 x double>, ptr %255, align 16, !tbaa !6
  %258 = fdiv <2 x double> %252, %256
  %259 = fdiv <2 x double> %253, %257
  %260 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 %247
  %261 = getelementptr inbounds i8, ptr %260, i64 16
  %262 = load <2 x double>, ptr %260, align 16, !tbaa !6
  %263 = load <2 x double>, ptr %261, align 16, !tbaa !6
  %264 = fadd <2 x double> %262, %258
  %265 = fadd <2 x double> %263, %259
  store <2 x double> %264, ptr %260, align 16, !tbaa !6
  store <2 x double> %265, ptr %261, align 16, !tbaa !6
  %266 = add nuw i64 %247, 4
  %267 = icmp eq i64 %266, %245
  br i1 %267, label %268, label %246, !llvm.loop !25

268:                                              ; preds = %246
  %269 = icmp eq i64 %245, %242
  br i1 %269, label %285, label %270

270:                                              ; preds = %268, %241
  %271 = phi i64 [ 0, %241 ], [ %245, %268 ]
  br label %272

272:                                              ; preds = %270, %272
  %273 = phi i64 [ %283, %272 ], [ %271, %270 ]
  %274 = getelementptr inbounds [5 x double], ptr %26, i64 0, i64 %273
  %275 = load double, ptr %274, align 8, !tbaa !6
  %276 = fmul double %275, 2.500200e-01
  %277 = getelementptr inbounds [5 x double], ptr %27, i64 0, i64 %273
  %278 = load double, ptr %277, align 8, !tbaa !6
  %279 = fdiv double %276, %278
  %280 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 %273
  %281 = load double, ptr %280, align 8, !tbaa !6
  %282 = fadd double %281, %279
  store double %282, ptr %280, align 8, !tbaa !6
  %283 = add nuw nsw i64 %273, 1
  %284 = icmp eq i64 %283, %242
  br i1 %284, label %285, label %272, !llvm.loop !26

285:                                              ; preds = %272, %268, %223
  %286 = extractelement <2 x double> %58, i64 0
  %287 = extractelement <2 x double> %58, i64 1
  %288 = extractelement <2 x double> %73, i64 0
  %289 = extractelement <2 x double> %73, i64 1
  br i1 %156, label %290, label %340

290:                                              ; preds = %285
  %291 = zext nneg i32 %155 to i64
  %292 = icmp ult i32 %155, 4
  br i1 %292, label %319, label %293

293:                                              ; preds = %290
  %294 = and i64 %291, 2147483644
  br label %295

295:                                              ; preds = %295, %293
  %296 = phi i64 [ 0, %293 ], [ %315, %295 ]
  %297 = getelementptr inbounds [5 x double], ptr %54, i64 0, i64 %296
  %298 = getelementptr inbounds i8, ptr %297, i64 16
  %299 = load <2 x double>, ptr %297, align 8, !tbaa !6
  %300 = load <2 x double>, ptr %298, align 8, !tbaa !6
  %301 = fmul <2 x double> %299, <double 2.499800e-01, double 2.499800e-01>
  %302 = fmul <2 x double> %300, <double 2.499800e-01, double 2.499800e-01>
  %303 = getelementptr inbounds [5 x double], ptr %55, i64 0, i64 %296
  %304 = getelementptr inbounds i8, ptr %303, i64 16
  %305 = load <2 x double>, ptr %303, align 16, !tbaa !6
  %306 = load <2 x double>, ptr %304, align 16, !tbaa !6
  %307 = fdiv <2 x double> %301, %305
  %308 = fdiv <2 x double> %302, %306
  %309 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %296
  %310 = getelementptr inbounds i8, ptr %309, i64 16
  %311 = load <2 x double>, ptr %309, align 16, !tbaa !6
  %312 = load <2 x double>, ptr %310, align 16, !tbaa !6
  %313 = fadd <2 x double> %311, %307
  %314 = fadd <2 x double> %312, %308
  store <2 x double> %313, ptr %309, align 16, !tbaa !6
  store <2 x double> %314, ptr %310, align 16, !tbaa !6
  %315 = add nuw i64 %296, 4
  %316 = icmp eq i64 %315, %294
  br i1 %316, label %317, label %295, !llvm.loop !27

317:                                              ; preds = %295
  %318 = icmp eq i64 %294, %291
  br i1 %318, label %334, label %319

319:                                              ; preds = %317, %290
  %320 = phi i64 [ 0, %290 ], [ %294, %317 ]
  br label %321

321:                                              ; preds = %319, %321
  %322 = phi i64 [ %332, %321 ], [ %320, %319 ]
  %323 = getelementptr inbounds [5 x double], ptr %54, i64 0, i64 %322
  %324 = load double, ptr %323, align 8, !tbaa !6
  %325 = fmul double %324, 2.499800e-01
  %326 = getelementptr inbounds [5 x double], ptr %55, i64 0, i64 %322
  %327 = load double, ptr %326, align 8, !tbaa !6
  %328 = fdiv double %325, %327
  %329 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %322
  %330 = load double, ptr %329, align 8, !tbaa !6
  %331 = fadd double %330, %328
  store double %331, ptr %329, align 8, !tbaa !6
  %332 = add nuw nsw i64 %322, 1
  %333 = icmp eq i64 %332, %291
  br i1 %333, label %334, label %321, !llvm.loop !28

334:                                              ; preds = %321, %317
  %335 = load double, ptr %4, align 16, !tbaa !6
  %336 = load double, ptr %56, align 8, !tbaa !6
  %337 = load double, ptr %62, align 16, !tbaa !6
  %338 = load double, ptr %67, align 8, !tbaa !6
  %339 = load double, ptr %71, align 16, !tbaa !6
  br label %340

340:                                              ; preds = %334, %285
  %341 = phi double [ %339, %334 ], [ %289, %285 ]
  %342 = phi double [ %338, %334 ], [ %288, %285 ]
  %343 = phi double [ %337, %334 ], [ %63, %285 ]
  %344 = phi double [ %336, %334 ], [ %287, %285 ]
  %345 = phi double [ %335, %334 ], [ %286, %285 ]
  %346 = getelementptr inbounds i8, ptr %3, i64 24
  %347 = getelementptr inbounds i8, ptr %3, i64 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #10
  %348 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef 0) #10
  %349 = load double, ptr %6, align 8, !tbaa !6
  %350 = load double, ptr %3, align 16, !tbaa !6
  %351 = fsub double %350, %345
  %352 = fdiv double %351, 2.000000e-05
  %353 = fsub double %349, %352
  %354 = call double @llvm.fabs.f64(double %353)
  %355 = call double @llvm.fabs.f64(double %352)
  %356 = call double @llvm.maxnum.f64(double %355, double 1.000000e+00)
  %357 = fmul double %356, 0x3EB0C6F7A0B5ED8D
  %358 = fcmp ugt double %354, %357
  %359 = fcmp ule double %355, 1.000000e-09
  %360 = or i1 %359, %358
  %361 = select i1 %360, ptr @.str.3, ptr @.str.4
  %362 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %7, double noundef %349, double noundef %352, ptr noundef nonnull %361)
  %363 = zext i1 %360 to i32
  %364 = load i32, ptr @fails, align 4, !tbaa !12
  %365 = add nsw i32 %364, %363
  store i32 %365, ptr @fails, align 4, !tbaa !12
  %366 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef 1) #10
  %367 = getelementptr inbounds i8, ptr %6, i64 8
  %368 = load double, ptr %367, align 8, !tbaa !6
  %369 = load double, ptr %347, align 8, !tbaa !6
  %370 = fsub double %369, %344
  %371 = fdiv double %370, 2.000000e-05
  %372 = fsub double %368, %371
  %373 = call double @llvm.fabs.f64(double %372)
  %374 = call double @llvm.fabs.f64(double %371)
  %375 = call double @llvm.maxnum.f64(double %374, double 1.000000e+00)
  %376 = fmul double %375, 0x3EB0C6F7A0B5ED8D
  %377 = fcmp ugt double %373, %376
  %378 = fcmp ule double %374, 1.000000e-09
  %379 = or i1 %378, %377
  %380 = select i1 %379, ptr @.str.3, ptr @.str.4
  %381 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %7, double noundef %368, double noundef %371, ptr noundef nonnull %380)
  %382 = zext i1 %379 to i32
  %383 = load i32, ptr @fails, align 4, !tbaa !12
  %384 = add nsw i32 %383, %382
  store i32 %384, ptr @fails, align 4, !tbaa !12
  %385 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef 2) #10
  %386 = getelementptr inbounds i8, ptr %6, i64 16
  %387 = load double, ptr %386, align 8, !tbaa !6
  %388 = load double, ptr %33, align 16, !tbaa !6
  %389 = fsub double %388, %343
  %390 = fdiv double %389, 2.000000e-05
  %391 = fsub double %387, %390
  %392 = call double @llvm.fabs.f64(double %391)
  %393 = call double @llvm.fabs.f64(double %390)
  %394 = call double @llvm.maxnum.f64(double %393, double 1.000000e+00)
  %395 = fmul double %394, 0x3EB0C6F7A0B5ED8D
  %396 = fcmp ugt double %392, %395
  %397 = fcmp ule double %393, 1.000000e-09
  %398 = or i1 %397, %396
  %399 = select i1 %398, ptr @.str.3, ptr @.str.4
  %400 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %7, double noundef %387, double noundef %390, ptr noundef nonnull %399)
  %401 = zext i1 %398 to i32
  %402 = load i32, ptr @fails, align 4, !tbaa !12
  %403 = add nsw i32 %402, %401
  store i32 %403, ptr @fails, align 4, !tbaa !12
  %404 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef 3) #10
  %405 = getelementptr inbounds i8, ptr %6, i64 24
  %406 = load double, ptr %405, align 8, !tbaa !6
  %407 = load double, ptr %346, align 8, !tbaa !6
  %408 = fsub double %407, %342
  %409 = fdiv double %408, 2.000000e-05
  %410 = fsub double %406, %409
  %411 = call double @llvm.fabs.f64(double %410)
  %412 = call double @llvm.fabs.f64(double %409)
  %413 = call double @llvm.maxnum.f64(double %412, double 1.000000e+00)
  %414 = fmul double %413, 0x3EB0C6F7A0B5ED8D
  %415 = fcmp ugt double %411, %414
  %416 = fcmp ule double %412, 1.000000e-09
  %417 = or i1 %416, %415
  %418 = select i1 %417, ptr @.str.3, ptr @.str.4
  %419 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %7, double noundef %406, double noundef %409, ptr noundef nonnull %418)
  %420 = zext i1 %417 to i32
  %421 = load i32, ptr @fails, align 4, !tbaa !12
  %422 = add nsw i32 %421, %420
  store i32 %422, ptr @fails, align 4, !tbaa !12
  %423 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef 4) #10
  %424 = getelementptr inbounds i8, ptr %6, i64 32
  %425 = load double, ptr %424, align 8, !tbaa !6
  %426 = load double, ptr %42, align 16, !tbaa !6
  %427 = fsub double %426, %341
  %428 = fdiv double %427, 2.000000e-05
  %429 = fsub double %425, %428
  %430 = call double @llvm.fabs.f64(double %429)
  %431 = call double @llvm.fabs.f64(double %428)
  %432 = call double @llvm.maxnum.f64(double %431, double 1.000000e+00)
  %433 = fmul double %432, 0x3EB0C6F7A0B5ED8D
  %434 = fcmp ugt double %430, %433
  %435 = fcmp ule double %431, 1.000000e-09
  %436 = or i1 %435, %434
  %437 = select i1 %436, ptr @.str.3, ptr @.str.4
  %438 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %7, double noundef %425, double noundef %428, ptr noundef nonnull %437)
  %439 = zext i1 %436 to i32
  %440 = load i32, ptr @fails, align 4, !tbaa !12
  %441 = add nsw i32 %440, %439
  store i32 %441, ptr @fails, align 4, !tbaa !12
  %442 = icmp eq i32 %441, 0
  %443 = select i1 %442, ptr @.str.4, ptr @.str.3
  %444 = call i32 @puts(ptr nonnull dereferenceable(1) %443)
  %445 = load i32, ptr @fails, align 4, !tbaa !12
  %446 = icmp ne i32 %445, 0
  %447 = zext i1 %446 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %1) #10
  ret i32 %447
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @energy(ptr nocapture noundef readonly %0) #5 {
  %2 = getelementptr inbounds i8, ptr %0, i64 128
  %3 = load i32, ptr %2, align 8, !tbaa !16
  %4 = icmp sgt i32 %3, 0
  br i1 %4, label %5, label %15

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 80
  %7 = getelementptr inbounds i8, ptr %0, i64 40
  %8 = getelementptr inbounds i8, ptr %0, i64 120
  %9 = zext nneg i32 %3 to i64
  %10 = zext nneg i32 %3 to i64
  br label %17

11:                                               ; preds = %67, %62, %17
  %12 = phi double [ %29, %17 ], [ %59, %62 ], [ %75, %67 ]
  %13 = add nuw nsw i64 %19, 1
  %14 = icmp eq i64 %30, %10
  br i1 %14, label %15, label %17, !llvm.loop !17

15:                                               ; preds = %11, %1
  %16 = phi double [ 0.000000e+00, %1 ], [ %12, %11 ]
  ret double %16

17:                                               ; preds = %5, %11
  %18 = phi i64 [ 0, %5 ], [ %30, %11 ]
  %19 = phi i64 [ 1, %5 ], [ %13, %11 ]
  %20 = phi double [ 0.000000e+00, %5 ], [ %12, %11 ]
  %21 = xor i64 %18, -1
  %22 = add nsw i64 %21, %10
  %23 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 %18
  %24 = load double, ptr %23, align 8, !tbaa !6
  %25 = fmul double %24, 5.000000e-01
  %26 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 %18
  %27 = load double, ptr %26, align 8, !tbaa !6
  %28 = fmul double %25, %27
  %29 = tail call double @llvm.fmuladd.f64(double %28, double %27, double %20)
  %30 = add nuw nsw i64 %18, 1
  %31 = icmp ult i64 %30, %9
  br i1 %31, label %32, label %11

32:                                               ; preds = %17
  %33 = load double, ptr %8, align 8, !tbaa !14
  %34 = getelementptr inbounds [5 x double], ptr %0, i64 0, i64 %18
  %35 = load double, ptr %34, align 8, !tbaa !6
  %36 = icmp ult i64 %22, 4
  br i1 %36, label %64, label %37

37:                                               ; preds = %32
  %38 = and i64 %22, -4
  %39 = add i64 %19, %38
  %40 = insertelement <2 x double> poison, double %35, i64 0
  %41 = shufflevector <2 x double> %40, <2 x double> poison, <2 x i32> zeroinitializer
  %42 = insertelement <2 x double> poison, double %33, i64 0
  %43 = shufflevector <2 x double> %42, <2 x double> poison, <2 x i32> zeroinitializer
  br label %44

44:                                               ; preds = %44, %37
  %45 = phi i64 [ 0, %37 ], [ %60, %44 ]
  %46 = phi double [ %29, %37 ], [ %59, %44 ]
  %47 = add i64 %19, %45
  %48 = getelementptr inbounds [5 x double], ptr %0, i64 0, i64 %47
  %49 = getelementptr inbounds i8, ptr %48, i64 16
  %50 = load <2 x double>, ptr %48, align 8, !tbaa !6
  %51 = load <2 x double>, ptr %49, align 8, !tbaa !6
  %52 = fsub <2 x double> %41, %50
  %53 = fsub <2 x double> %41, %51
  %54 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %52, <2 x double> %52, <2 x double> <double 1.000000e-01, double 1.000000e-01>)
  %55 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %53, <2 x double> %53, <2 x double> <double 1.000000e-01, double 1.000000e-01>)
  %56 = fdiv <2 x double> %43, %54
  %57 = fdiv <2 x double> %43, %55
  %58 = tail call double @llvm.vector.reduce.fadd.v2f64(double %46, <2 x double> %56)
  %59 = tail call double @llvm.vector.reduce.fadd.v2f64(double %58, <2 x double> %57)
  %60 = add nuw i64 %45, 4
  %61 = icmp eq i64 %60, %38
  br i1 %61, label %62, label %44, !llvm.loop !29

62:                                               ; preds = %44
  %63 = icmp eq i64 %22, %38
  br i1 %63, label %11, label %64

64:                                               ; preds = %62, %32
  %65 = phi i64 [ %19, %32 ], [ %39, %62 ]
  %66 = phi double [ %29, %32 ], [ %59, %62 ]
  br label %67

67:                                               ; preds = %64, %67
  %68 = phi i64 [ %76, %67 ], [ %65, %64 ]
  %69 = phi double [ %75, %67 ], [ %66, %64 ]
  %70 = getelementptr inbounds [5 x double], ptr %0, i64 0, i64 %68
  %71 = load double, ptr %70, align 8, !tbaa !6
  %72 = fsub double %35, %71
  %73 = tail call double @llvm.fmuladd.f64(double %72, double %72, double 1.000000e-01)
  %74 = fdiv double %33, %73
  %75 = fadd double %69, %74
  %76 = add nuw nsw i64 %68, 1
  %77 = icmp eq i64 %76, %10
  br i1 %77, label %11, label %67, !llvm.loop !30
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @drift(ptr nocapture noundef %0, double noundef %1) #6 {
  %3 = getelementptr inbounds i8, ptr %0, i64 128
  %4 = load i32, ptr %3, align 8, !tbaa !16
  %5 = icmp sgt i32 %4, 0
  br i1 %5, label %6, label %41

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %0, i64 40
  %8 = getelementptr inbounds i8, ptr %0, i64 80
  %9 = zext nneg i32 %4 to i64
  %10 = icmp ult i32 %4, 4
  br i1 %10, label %11, label %13

11:                                               ; preds = %39, %6
  %12 = phi i64 [ 0, %6 ], [ %14, %39 ]
  br label %42

13:                                               ; preds = %6
  %14 = and i64 %9, 2147483644
  %15 = insertelement <2 x double> poison, double %1, i64 0
  %16 = shufflevector <2 x double> %15, <2 x double> poison, <2 x i32> zeroinitializer
  br label %17

17:                                               ; preds = %17, %13
  %18 = phi i64 [ 0, %13 ], [ %37, %17 ]
  %19 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 %18
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  %21 = load <2 x double>, ptr %19, align 8, !tbaa !6
  %22 = load <2 x double>, ptr %20, align 8, !tbaa !6
  %23 = fmul <2 x double> %21, %16
  %24 = fmul <2 x double> %22, %16
  %25 = getelementptr inbounds [5 x double], ptr %8, i64 0, i64 %18
  %26 = getelementptr inbounds i8, ptr %25, i64 16
  %27 = load <2 x double>, ptr %25, align 8, !tbaa !6
  %28 = load <2 x double>, ptr %26, align 8, !tbaa !6
  %29 = fdiv <2 x double> %23, %27
  %30 = fdiv <2 x double> %24, %28
  %31 = getelementptr inbounds [5 x double], ptr %0, i64 0, i64 %18
  %32 = getelementptr inbounds i8, ptr %31, i64 16
  %33 = load <2 x double>, ptr %31, align 8, !tbaa !6
  %34 = load <2 x double>, ptr %32, align 8, !tbaa !6
  %35 = fadd <2 x double> %33, %29
  %36 = fadd <2 x double> %34, %30
  store <2 x double> %35, ptr %31, align 8, !tbaa !6
  store <2 x double> %36, ptr %32, align 8, !tbaa !6
  %37 = add nuw i64 %18, 4
  %38 = icmp eq i64 %37, %14
  br i1 %38, label %39, label %17, !llvm.loop !31

39:                                               ; preds = %17
  %40 = icmp eq i64 %14, %9
  br i1 %40, label %41, label %11

41:                                               ; preds = %42, %39, %2
  ret void

42:                                               ; preds = %11, %42
  %43 = phi i64 [ %53, %42 ], [ %12, %11 ]
  %44 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !6
  %46 = fmul double %45, %1
  %47 = getelementptr inbounds [5 x double], ptr %8, i64 0, i64 %43
  %48 = load double, ptr %47, align 8, !tbaa !6
  %49 = fdiv double %46, %48
  %50 = getelementptr inbounds [5 x double], ptr %0, i64 0, i64 %43
  %51 = load double, ptr %50, align 8, !tbaa !6
  %52 = fadd double %51, %49
  store double %52, ptr %50, align 8, !tbaa !6
  %53 = add nuw nsw i64 %43, 1
  %54 = icmp eq i64 %53, %9
  br i1 %54, label %41, label %42, !llvm.loop !32
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #9

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

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
!10 = !{i64 0, i64 40, !11, i64 40, i64 40, !11, i64 80, i64 40, !11, i64 120, i64 8, !6, i64 128, i64 4, !12}
!11 = !{!8, !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !8, i64 0}
!14 = !{!15, !7, i64 120}
!15 = !{!"", !8, i64 0, !8, i64 40, !8, i64 80, !7, i64 120, !13, i64 128}
!16 = !{!15, !13, i64 128}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = distinct !{!19, !18, !20, !21}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = distinct !{!22, !18, !21, !20}
!23 = distinct !{!23, !18, !20, !21}
!24 = distinct !{!24, !18, !21, !20}
!25 = distinct !{!25, !18, !20, !21}
!26 = distinct !{!26, !18, !21, !20}
!27 = distinct !{!27, !18, !20, !21}
!28 = distinct !{!28, !18, !21, !20}
!29 = distinct !{!29, !18, !20, !21}
!30 = distinct !{!30, !18, !21, !20}
!31 = distinct !{!31, !18, !20, !21}
!32 = distinct !{!32, !18, !21, !20}
