; ModuleID = 'fwd/16_struct_of_arrays.c'
source_filename = "fwd/16_struct_of_arrays.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %7 = alloca [32 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %1) #9
  %8 = getelementptr inbounds i8, ptr %1, i64 128
  store i64 0, ptr %8, align 16
  %9 = getelementptr inbounds i8, ptr %1, i64 128
  store i32 5, ptr %9, align 16
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %2) #9
  %10 = getelementptr inbounds i8, ptr %2, i64 128
  store i64 0, ptr %10, align 16
  %11 = getelementptr inbounds i8, ptr %2, i64 120
  %12 = getelementptr inbounds i8, ptr %1, i64 80
  %13 = getelementptr inbounds i8, ptr %2, i64 80
  store <2 x double> <double -1.000000e+00, double 0xBFD3333333333334>, ptr %1, align 16, !tbaa !5
  %14 = getelementptr inbounds i8, ptr %1, i64 48
  store <2 x double> <double 1.000000e+00, double 1.200000e+00>, ptr %12, align 16, !tbaa !5
  store <2 x double> <double -2.000000e-01, double -1.000000e-01>, ptr %2, align 16, !tbaa !5
  %15 = getelementptr inbounds i8, ptr %2, i64 48
  store <2 x double> <double -1.000000e-01, double 3.000000e-01>, ptr %13, align 16, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x double> <double 0x3FEFEB7A9B2C6D8B, double 0x3FE326AF0DCFCAB1>, ptr %14, align 16, !tbaa !5
  %17 = getelementptr inbounds i8, ptr %1, i64 96
  %18 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x double> <double 3.000000e-01, double 0x3FB9999999999998>, ptr %15, align 16, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %2, i64 96
  store <2 x double> <double 0x3FD9999999999998, double 0x3FF1999999999999>, ptr %16, align 16, !tbaa !5
  %20 = getelementptr inbounds i8, ptr %1, i64 64
  store <2 x double> <double 1.400000e+00, double 1.600000e+00>, ptr %17, align 16, !tbaa !5
  store <2 x double> <double 0.000000e+00, double 1.000000e-01>, ptr %18, align 16, !tbaa !5
  %21 = getelementptr inbounds i8, ptr %2, i64 64
  store <2 x double> <double -1.000000e-01, double 3.000000e-01>, ptr %19, align 16, !tbaa !5
  %22 = getelementptr inbounds i8, ptr %1, i64 32
  store <2 x double> <double 0x3FFCCCCCCCCCCCCC, double 0x3FDEAEE8744B05F0>, ptr %22, align 16, !tbaa !5
  store <2 x double> <double 0xBFD6733B7EBA621F, double 0xBFEF47ED3DC74080>, ptr %20, align 16, !tbaa !5
  %23 = getelementptr inbounds i8, ptr %1, i64 112
  store <2 x double> <double 1.800000e+00, double 8.000000e-01>, ptr %23, align 16
  %24 = getelementptr inbounds i8, ptr %2, i64 32
  store <2 x double> <double 2.000000e-01, double 5.000000e-01>, ptr %24, align 16, !tbaa !5
  store <2 x double> <double 0xBFB999999999999C, double 0xBFD3333333333334>, ptr %21, align 16, !tbaa !5
  %25 = getelementptr inbounds i8, ptr %2, i64 112
  store <2 x double> <double -1.000000e-01, double -3.000000e-01>, ptr %25, align 16
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %3) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(136) %3, ptr noundef nonnull align 16 dereferenceable(136) %1, i64 136, i1 false), !tbaa.struct !9
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %4) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(136) %4, ptr noundef nonnull align 16 dereferenceable(136) %1, i64 136, i1 false), !tbaa.struct !9
  %26 = getelementptr inbounds i8, ptr %3, i64 40
  %27 = getelementptr inbounds i8, ptr %3, i64 80
  %28 = load <2 x double>, ptr %3, align 16, !tbaa !5
  %29 = fadd <2 x double> %28, <double 0xBEC0C6F7A0B5ED8E, double 0xBEB0C6F7A0B5ED8E>
  store <2 x double> %29, ptr %3, align 16, !tbaa !5
  %30 = getelementptr inbounds i8, ptr %3, i64 48
  %31 = load <2 x double>, ptr %27, align 16, !tbaa !5
  %32 = fadd <2 x double> %31, <double 0xBEB0C6F7A0B5ED8E, double 3.000000e-06>
  store <2 x double> %32, ptr %27, align 16, !tbaa !5
  %33 = getelementptr inbounds i8, ptr %3, i64 16
  %34 = load <2 x double>, ptr %30, align 16, !tbaa !5
  %35 = fadd <2 x double> %34, <double 3.000000e-06, double 0x3EB0C6F7A0B5ED8D>
  store <2 x double> %35, ptr %30, align 16, !tbaa !5
  %36 = getelementptr inbounds i8, ptr %3, i64 96
  %37 = load <2 x double>, ptr %33, align 16, !tbaa !5
  %38 = fadd <2 x double> %37, <double 0.000000e+00, double 0x3EB0C6F7A0B5ED8E>
  store <2 x double> %38, ptr %33, align 16, !tbaa !5
  %39 = getelementptr inbounds i8, ptr %3, i64 64
  %40 = load <2 x double>, ptr %36, align 16, !tbaa !5
  %41 = fadd <2 x double> %40, <double 0xBEB0C6F7A0B5ED8E, double 3.000000e-06>
  store <2 x double> %41, ptr %36, align 16, !tbaa !5
  %42 = getelementptr inbounds i8, ptr %3, i64 32
  %43 = load <2 x double>, ptr %42, align 16, !tbaa !5
  %44 = fadd <2 x double> %43, <double 0x3EC0C6F7A0B5ED8E, double 5.000000e-06>
  store <2 x double> %44, ptr %42, align 16, !tbaa !5
  %45 = load <2 x double>, ptr %39, align 16, !tbaa !5
  %46 = fadd <2 x double> %45, <double 0xBEB0C6F7A0B5ED8F, double 0xBEC92A737110E455>
  store <2 x double> %46, ptr %39, align 16, !tbaa !5
  %47 = getelementptr inbounds i8, ptr %3, i64 112
  %48 = load double, ptr %47, align 16, !tbaa !5
  %49 = fadd double %48, 0xBEB0C6F7A0B5ED8E
  store double %49, ptr %47, align 16, !tbaa !5
  %50 = load double, ptr %11, align 8, !tbaa !13
  %51 = getelementptr inbounds i8, ptr %3, i64 120
  %52 = load double, ptr %51, align 8, !tbaa !13
  %53 = tail call double @llvm.fmuladd.f64(double %50, double 1.000000e-05, double %52)
  store double %53, ptr %51, align 8, !tbaa !13
  %54 = getelementptr inbounds i8, ptr %4, i64 40
  %55 = getelementptr inbounds i8, ptr %4, i64 80
  %56 = load <2 x double>, ptr %4, align 16, !tbaa !5
  %57 = fadd <2 x double> %56, <double 0x3EC0C6F7A0B5ED8E, double 0x3EB0C6F7A0B5ED8E>
  store <2 x double> %57, ptr %4, align 16, !tbaa !5
  %58 = load <2 x double>, ptr %54, align 8, !tbaa !5
  %59 = fadd <2 x double> %58, <double -5.000000e-06, double -3.000000e-06>
  store <2 x double> %59, ptr %54, align 8, !tbaa !5
  %60 = getelementptr inbounds i8, ptr %4, i64 88
  %61 = getelementptr inbounds i8, ptr %4, i64 56
  %62 = load <2 x double>, ptr %60, align 8, !tbaa !5
  %63 = fadd <2 x double> %62, <double -3.000000e-06, double 0x3EB0C6F7A0B5ED8E>
  store <2 x double> %63, ptr %60, align 8, !tbaa !5
  %64 = getelementptr inbounds i8, ptr %4, i64 24
  %65 = load <2 x double>, ptr %61, align 8, !tbaa !5
  %66 = fadd <2 x double> %65, <double 0xBEB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8F>
  store <2 x double> %66, ptr %61, align 8, !tbaa !5
  %67 = getelementptr inbounds i8, ptr %4, i64 104
  %68 = load <2 x double>, ptr %64, align 8, !tbaa !5
  %69 = fadd <2 x double> %68, <double 0xBEB0C6F7A0B5ED8E, double 0xBEC0C6F7A0B5ED8E>
  store <2 x double> %69, ptr %64, align 8, !tbaa !5
  %70 = getelementptr inbounds i8, ptr %4, i64 72
  %71 = load <2 x double>, ptr %70, align 8, !tbaa !5
  %72 = fadd <2 x double> %71, <double 0x3EC92A737110E455, double 0x3EB0C6F7A0B5ED8E>
  store <2 x double> %72, ptr %70, align 8, !tbaa !5
  %73 = load <2 x double>, ptr %67, align 8, !tbaa !5
  %74 = fadd <2 x double> %73, <double -3.000000e-06, double 0x3EB0C6F7A0B5ED8E>
  store <2 x double> %74, ptr %67, align 8, !tbaa !5
  %75 = getelementptr inbounds i8, ptr %4, i64 120
  %76 = load double, ptr %75, align 8, !tbaa !13
  %77 = tail call double @llvm.fmuladd.f64(double %50, double -1.000000e-05, double %76)
  store double %77, ptr %75, align 8, !tbaa !13
  %78 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @energy, ptr noundef nonnull %1, ptr noundef nonnull %2) #9
  %79 = getelementptr inbounds i8, ptr %3, i64 128
  %80 = load i32, ptr %79, align 16, !tbaa !15
  %81 = icmp sgt i32 %80, 0
  br i1 %81, label %82, label %115

82:                                               ; preds = %0
  %83 = zext nneg i32 %80 to i64
  br label %88

84:                                               ; preds = %104, %88
  %85 = phi double [ %98, %88 ], [ %112, %104 ]
  %86 = add nuw nsw i64 %90, 1
  %87 = icmp eq i64 %99, %83
  br i1 %87, label %115, label %88, !llvm.loop !16

88:                                               ; preds = %84, %82
  %89 = phi i64 [ 0, %82 ], [ %99, %84 ]
  %90 = phi i64 [ 1, %82 ], [ %86, %84 ]
  %91 = phi double [ 0.000000e+00, %82 ], [ %85, %84 ]
  %92 = getelementptr inbounds [5 x double], ptr %27, i64 0, i64 %89
  %93 = load double, ptr %92, align 8, !tbaa !5
  %94 = fmul double %93, 5.000000e-01
  %95 = getelementptr inbounds [5 x double], ptr %26, i64 0, i64 %89
  %96 = load double, ptr %95, align 8, !tbaa !5
  %97 = fmul double %94, %96
  %98 = call double @llvm.fmuladd.f64(double %97, double %96, double %91)
  %99 = add nuw nsw i64 %89, 1
  %100 = icmp ult i64 %99, %83
  br i1 %100, label %101, label %84

101:                                              ; preds = %88
  %102 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 %89
  %103 = load double, ptr %102, align 8, !tbaa !5
  br label %104

104:                                              ; preds = %104, %101
  %105 = phi i64 [ %90, %101 ], [ %113, %104 ]
  %106 = phi double [ %98, %101 ], [ %112, %104 ]
  %107 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 %105
  %108 = load double, ptr %107, align 8, !tbaa !5
  %109 = fsub double %103, %108
  %110 = call double @llvm.fmuladd.f64(double %109, double %109, double 1.000000e-01)
  %111 = fdiv double %53, %110
  %112 = fadd double %106, %111
  %113 = add nuw nsw i64 %105, 1
  %114 = icmp eq i64 %113, %83
  br i1 %114, label %84, label %104, !llvm.loop !18

115:                                              ; preds = %84, %0
  %116 = phi double [ 0.000000e+00, %0 ], [ %85, %84 ]
  %117 = getelementptr inbounds i8, ptr %4, i64 128
  %118 = load i32, ptr %117, align 16, !tbaa !15
  %119 = icmp sgt i32 %118, 0
  br i1 %119, label %120, label %153

120:                                              ; preds = %115
  %121 = zext nneg i32 %118 to i64
  br label %126

122:                                              ; preds = %142, %126
  %123 = phi double [ %136, %126 ], [ %150, %142 ]
  %124 = add nuw nsw i64 %128, 1
  %125 = icmp eq i64 %137, %121
  br i1 %125, label %153, label %126, !llvm.loop !16

126:                                              ; preds = %122, %120
  %127 = phi i64 [ 0, %120 ], [ %137, %122 ]
  %128 = phi i64 [ 1, %120 ], [ %124, %122 ]
  %129 = phi double [ 0.000000e+00, %120 ], [ %123, %122 ]
  %130 = getelementptr inbounds [5 x double], ptr %55, i64 0, i64 %127
  %131 = load double, ptr %130, align 8, !tbaa !5
  %132 = fmul double %131, 5.000000e-01
  %133 = getelementptr inbounds [5 x double], ptr %54, i64 0, i64 %127
  %134 = load double, ptr %133, align 8, !tbaa !5
  %135 = fmul double %132, %134
  %136 = call double @llvm.fmuladd.f64(double %135, double %134, double %129)
  %137 = add nuw nsw i64 %127, 1
  %138 = icmp ult i64 %137, %121
  br i1 %138, label %139, label %122

139:                                              ; preds = %126
  %140 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %127
  %141 = load double, ptr %140, align 8, !tbaa !5
  br label %142

142:                                              ; preds = %142, %139
  %143 = phi i64 [ %128, %139 ], [ %151, %142 ]
  %144 = phi double [ %136, %139 ], [ %150, %142 ]
  %145 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %143
  %146 = load double, ptr %145, align 8, !tbaa !5
  %147 = fsub double %141, %146
  %148 = call double @llvm.fmuladd.f64(double %147, double %147, double 1.000000e-01)
  %149 = fdiv double %77, %148
  %150 = fadd double %144, %149
  %151 = add nuw nsw i64 %143, 1
  %152 = icmp eq i64 %151, %121
  br i1 %152, label %122, label %142, !llvm.loop !18

153:                                              ; preds = %122, %115
  %154 = phi double [ 0.000000e+00, %115 ], [ %123, %122 ]
  %155 = fsub double %116, %154
  %156 = fdiv double %155, 2.000000e-05
  %157 = fsub double %78, %156
  %158 = call double @llvm.fabs.f64(double %157)
  %159 = call double @llvm.fabs.f64(double %156)
  %160 = call double @llvm.maxnum.f64(double %159, double 1.000000e+00)
  %161 = fmul double %160, 0x3EB0C6F7A0B5ED8D
  %162 = fcmp ugt double %158, %161
  %163 = fcmp ule double %159, 1.000000e-09
  %164 = or i1 %163, %162
  %165 = select i1 %164, ptr @.str.3, ptr @.str.4
  %166 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef %78, double noundef %156, ptr noundef nonnull %165)
  %167 = zext i1 %164 to i32
  %168 = load i32, ptr @fails, align 4, !tbaa !11
  %169 = add nsw i32 %168, %167
  store i32 %169, ptr @fails, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %5) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(136) %5, ptr noundef nonnull align 16 dereferenceable(136) %1, i64 136, i1 false), !tbaa.struct !9
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %6) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(136) %6, ptr noundef nonnull align 16 dereferenceable(136) %2, i64 136, i1 false), !tbaa.struct !9
  %170 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @drift, ptr noundef nonnull %5, ptr noundef nonnull %6, double noundef 2.500000e-01, double noundef 2.000000e+00) #9
  br i1 %81, label %171, label %206

171:                                              ; preds = %153
  %172 = zext nneg i32 %80 to i64
  %173 = icmp eq i32 %80, 1
  br i1 %173, label %191, label %174

174:                                              ; preds = %171
  %175 = and i64 %172, 2147483646
  br label %176

176:                                              ; preds = %176, %174
  %177 = phi i64 [ 0, %174 ], [ %187, %176 ]
  %178 = getelementptr inbounds [5 x double], ptr %26, i64 0, i64 %177
  %179 = load <2 x double>, ptr %178, align 8, !tbaa !5
  %180 = fmul <2 x double> %179, <double 2.500200e-01, double 2.500200e-01>
  %181 = getelementptr inbounds [5 x double], ptr %27, i64 0, i64 %177
  %182 = load <2 x double>, ptr %181, align 16, !tbaa !5
  %183 = fdiv <2 x double> %180, %182
  %184 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 %177
  %185 = load <2 x double>, ptr %184, align 16, !tbaa !5
  %186 = fadd <2 x double> %185, %183
  store <2 x double> %186, ptr %184, align 16, !tbaa !5
  %187 = add nuw i64 %177, 2
  %188 = icmp eq i64 %187, %175
  br i1 %188, label %189, label %176, !llvm.loop !19

189:                                              ; preds = %176
  %190 = icmp eq i64 %175, %172
  br i1 %190, label %206, label %191

191:                                              ; preds = %189, %171
  %192 = phi i64 [ 0, %171 ], [ %175, %189 ]
  br label %193

193:                                              ; preds = %191, %193
  %194 = phi i64 [ %204, %193 ], [ %192, %191 ]
  %195 = getelementptr inbounds [5 x double], ptr %26, i64 0, i64 %194
  %196 = load double, ptr %195, align 8, !tbaa !5
  %197 = fmul double %196, 2.500200e-01
  %198 = getelementptr inbounds [5 x double], ptr %27, i64 0, i64 %194
  %199 = load double, ptr %198, align 8, !tbaa !5
  %200 = fdiv double %197, %199
  %201 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 %194
  %202 = load double, ptr %201, align 8, !tbaa !5
  %203 = fadd double %202, %200
  store double %203, ptr %201, align 8, !tbaa !5
  %204 = add nuw nsw i64 %194, 1
  %205 = icmp eq i64 %204, %172
  br i1 %205, label %206, label %193, !llvm.loop !22

206:                                              ; preds = %193, %189, %153
  br i1 %119, label %207, label %242

207:                                              ; preds = %206
  %208 = zext nneg i32 %118 to i64
  %209 = icmp eq i32 %118, 1
  br i1 %209, label %227, label %210

210:                                              ; preds = %207
  %211 = and i64 %208, 2147483646
  br label %212

212:                                              ; preds = %212, %210
  %213 = phi i64 [ 0, %210 ], [ %223, %212 ]
  %214 = getelementptr inbounds [5 x double], ptr %54, i64 0, i64 %213
  %215 = load <2 x double>, ptr %214, align 8, !tbaa !5
  %216 = fmul <2 x double> %215, <double 2.499800e-01, double 2.499800e-01>
  %217 = getelementptr inbounds [5 x double], ptr %55, i64 0, i64 %213
  %218 = load <2 x double>, ptr %217, align 16, !tbaa !5
  %219 = fdiv <2 x double> %216, %218
  %220 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %213
  %221 = load <2 x double>, ptr %220, align 16, !tbaa !5
  %222 = fadd <2 x double> %221, %219
  store <2 x double> %222, ptr %220, align 16, !tbaa !5
  %223 = add nuw i64 %213, 2
  %224 = icmp eq i64 %223, %211
  br i1 %224, label %225, label %212, !llvm.loop !23

225:                                              ; preds = %212
  %226 = icmp eq i64 %211, %208
  br i1 %226, label %242, label %227

227:                                              ; preds = %225, %207
  %228 = phi i64 [ 0, %207 ], [ %211, %225 ]
  br label %229

229:                                              ; preds = %227, %229
  %230 = phi i64 [ %240, %229 ], [ %228, %227 ]
  %231 = getelementptr inbounds [5 x double], ptr %54, i64 0, i64 %230
  %232 = load double, ptr %231, align 8, !tbaa !5
  %233 = fmul double %232, 2.499800e-01
  %234 = getelementptr inbounds [5 x double], ptr %55, i64 0, i64 %230
  %235 = load double, ptr %234, align 8, !tbaa !5
  %236 = fdiv double %233, %235
  %237 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %230
  %238 = load double, ptr %237, align 8, !tbaa !5
  %239 = fadd double %238, %236
  store double %239, ptr %237, align 8, !tbaa !5
  %240 = add nuw nsw i64 %230, 1
  %241 = icmp eq i64 %240, %208
  br i1 %241, label %242, label %229, !llvm.loop !24

242:                                              ; preds = %229, %225, %206
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #9
  br label %250

243:                                              ; preds = %250
  %244 = icmp eq i32 %274, 0
  %245 = select i1 %244, ptr @.str.4, ptr @.str.3
  %246 = call i32 @puts(ptr nonnull dereferenceable(1) %245)
  %247 = load i32, ptr @fails, align 4, !tbaa !11
  %248 = icmp ne i32 %247, 0
  %249 = zext i1 %248 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #9
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %6) #9
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %5) #9
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %4) #9
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %1) #9
  ret i32 %249

250:                                              ; preds = %242, %250
  %251 = phi i64 [ 0, %242 ], [ %275, %250 ]
  %252 = trunc nuw nsw i64 %251 to i32
  %253 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %252) #9
  %254 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 %251
  %255 = load double, ptr %254, align 8, !tbaa !5
  %256 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 %251
  %257 = load double, ptr %256, align 8, !tbaa !5
  %258 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %251
  %259 = load double, ptr %258, align 8, !tbaa !5
  %260 = fsub double %257, %259
  %261 = fdiv double %260, 2.000000e-05
  %262 = fsub double %255, %261
  %263 = call double @llvm.fabs.f64(double %262)
  %264 = call double @llvm.fabs.f64(double %261)
  %265 = call double @llvm.maxnum.f64(double %264, double 1.000000e+00)
  %266 = fmul double %265, 0x3EB0C6F7A0B5ED8D
  %267 = fcmp ugt double %263, %266
  %268 = fcmp ule double %264, 1.000000e-09
  %269 = or i1 %268, %267
  %270 = select i1 %269, ptr @.str.3, ptr @.str.4
  %271 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %7, double noundef %255, double noundef %261, ptr noundef nonnull %270)
  %272 = zext i1 %269 to i32
  %273 = load i32, ptr @fails, align 4, !tbaa !11
  %274 = add nsw i32 %273, %272
  store i32 %274, ptr @fails, align 4, !tbaa !11
  %275 = add nuw nsw i64 %251, 1
  %276 = icmp eq i64 %275, 5
  br i1 %276, label %243, label %250, !llvm.loop !25
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
  %3 = load i32, ptr %2, align 8, !tbaa !15
  %4 = icmp sgt i32 %3, 0
  br i1 %4, label %5, label %15

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 80
  %7 = getelementptr inbounds i8, ptr %0, i64 40
  %8 = getelementptr inbounds i8, ptr %0, i64 120
  %9 = zext nneg i32 %3 to i64
  %10 = zext nneg i32 %3 to i64
  br label %17

11:                                               ; preds = %34, %17
  %12 = phi double [ %27, %17 ], [ %42, %34 ]
  %13 = add nuw nsw i64 %19, 1
  %14 = icmp eq i64 %28, %10
  br i1 %14, label %15, label %17, !llvm.loop !16

15:                                               ; preds = %11, %1
  %16 = phi double [ 0.000000e+00, %1 ], [ %12, %11 ]
  ret double %16

17:                                               ; preds = %5, %11
  %18 = phi i64 [ 0, %5 ], [ %28, %11 ]
  %19 = phi i64 [ 1, %5 ], [ %13, %11 ]
  %20 = phi double [ 0.000000e+00, %5 ], [ %12, %11 ]
  %21 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 %18
  %22 = load double, ptr %21, align 8, !tbaa !5
  %23 = fmul double %22, 5.000000e-01
  %24 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 %18
  %25 = load double, ptr %24, align 8, !tbaa !5
  %26 = fmul double %23, %25
  %27 = tail call double @llvm.fmuladd.f64(double %26, double %25, double %20)
  %28 = add nuw nsw i64 %18, 1
  %29 = icmp ult i64 %28, %9
  br i1 %29, label %30, label %11

30:                                               ; preds = %17
  %31 = load double, ptr %8, align 8, !tbaa !13
  %32 = getelementptr inbounds [5 x double], ptr %0, i64 0, i64 %18
  %33 = load double, ptr %32, align 8, !tbaa !5
  br label %34

34:                                               ; preds = %30, %34
  %35 = phi i64 [ %19, %30 ], [ %43, %34 ]
  %36 = phi double [ %27, %30 ], [ %42, %34 ]
  %37 = getelementptr inbounds [5 x double], ptr %0, i64 0, i64 %35
  %38 = load double, ptr %37, align 8, !tbaa !5
  %39 = fsub double %33, %38
  %40 = tail call double @llvm.fmuladd.f64(double %39, double %39, double 1.000000e-01)
  %41 = fdiv double %31, %40
  %42 = fadd double %36, %41
  %43 = add nuw nsw i64 %35, 1
  %44 = icmp eq i64 %43, %10
  br i1 %44, label %11, label %34, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @drift(ptr nocapture noundef %0, double noundef %1) #6 {
  %3 = getelementptr inbounds i8, ptr %0, i64 128
  %4 = load i32, ptr %3, align 8, !tbaa !15
  %5 = icmp sgt i32 %4, 0
  br i1 %5, label %6, label %32

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %0, i64 40
  %8 = getelementptr inbounds i8, ptr %0, i64 80
  %9 = zext nneg i32 %4 to i64
  %10 = icmp eq i32 %4, 1
  br i1 %10, label %11, label %13

11:                                               ; preds = %30, %6
  %12 = phi i64 [ 0, %6 ], [ %14, %30 ]
  br label %33

13:                                               ; preds = %6
  %14 = and i64 %9, 2147483646
  %15 = insertelement <2 x double> poison, double %1, i64 0
  %16 = shufflevector <2 x double> %15, <2 x double> poison, <2 x i32> zeroinitializer
  br label %17

17:                                               ; preds = %17, %13
  %18 = phi i64 [ 0, %13 ], [ %28, %17 ]
  %19 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 %18
  %20 = load <2 x double>, ptr %19, align 8, !tbaa !5
  %21 = fmul <2 x double> %20, %16
  %22 = getelementptr inbounds [5 x double], ptr %8, i64 0, i64 %18
  %23 = load <2 x double>, ptr %22, align 8, !tbaa !5
  %24 = fdiv <2 x double> %21, %23
  %25 = getelementptr inbounds [5 x double], ptr %0, i64 0, i64 %18
  %26 = load <2 x double>, ptr %25, align 8, !tbaa !5
  %27 = fadd <2 x double> %26, %24
  store <2 x double> %27, ptr %25, align 8, !tbaa !5
  %28 = add nuw i64 %18, 2
  %29 = icmp eq i64 %28, %14
  br i1 %29, label %30, label %17, !llvm.loop !26

30:                                               ; preds = %17
  %31 = icmp eq i64 %14, %9
  br i1 %31, label %32, label %11

32:                                               ; preds = %33, %30, %2
  ret void

33:                                               ; preds = %11, %33
  %34 = phi i64 [ %44, %33 ], [ %12, %11 ]
  %35 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 %34
  %36 = load double, ptr %35, align 8, !tbaa !5
  %37 = fmul double %36, %1
  %38 = getelementptr inbounds [5 x double], ptr %8, i64 0, i64 %34
  %39 = load double, ptr %38, align 8, !tbaa !5
  %40 = fdiv double %37, %39
  %41 = getelementptr inbounds [5 x double], ptr %0, i64 0, i64 %34
  %42 = load double, ptr %41, align 8, !tbaa !5
  %43 = fadd double %42, %40
  store double %43, ptr %41, align 8, !tbaa !5
  %44 = add nuw nsw i64 %34, 1
  %45 = icmp eq i64 %44, %9
  br i1 %45, label %32, label %33, !llvm.loop !27
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

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { nounwind }

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
!9 = !{i64 0, i64 40, !10, i64 40, i64 40, !10, i64 80, i64 40, !10, i64 120, i64 8, !5, i64 128, i64 4, !11}
!10 = !{!7, !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = !{!14, !6, i64 120}
!14 = !{!"", !7, i64 0, !7, i64 40, !7, i64 80, !6, i64 120, !12, i64 128}
!15 = !{!14, !12, i64 128}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !17}
!19 = distinct !{!19, !17, !20, !21}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = distinct !{!22, !17, !21, !20}
!23 = distinct !{!23, !17, !20, !21}
!24 = distinct !{!24, !17, !21, !20}
!25 = distinct !{!25, !17}
!26 = distinct !{!26, !17, !20, !21}
!27 = distinct !{!27, !17, !21, !20}
