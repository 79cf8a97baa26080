; ModuleID = 'rev/09_matmul.c'
source_filename = "rev/09_matmul.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [12 x i8] c"AB d/dA[%d]\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"AB d/dB[%d]\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"AA d/dA[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [12 x double], align 8
  %2 = alloca [12 x double], align 8
  %3 = alloca [12 x double], align 8
  %4 = alloca [12 x double], align 8
  %5 = alloca [12 x double], align 8
  %6 = alloca [12 x double], align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca [12 x double], align 16
  %12 = alloca [8 x double], align 16
  %13 = alloca [6 x double], align 8
  %14 = alloca [12 x double], align 8
  %15 = alloca [8 x double], align 8
  %16 = alloca [6 x double], align 16
  %17 = alloca [32 x i8], align 1
  %18 = alloca [9 x double], align 16
  %19 = alloca [9 x double], align 8
  %20 = alloca [9 x double], align 8
  %21 = alloca [9 x double], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7)
  store volatile i32 3, ptr %7, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8)
  store volatile i32 4, ptr %8, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9)
  store volatile i32 2, ptr %9, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10)
  store volatile i32 3, ptr %10, align 4, !tbaa !6
  %22 = load volatile i32, ptr %7, align 4, !tbaa !6
  %23 = load volatile i32, ptr %8, align 4, !tbaa !6
  %24 = load volatile i32, ptr %9, align 4, !tbaa !6
  %25 = load volatile i32, ptr %10, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %11) #9
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %12) #9
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %13) #9
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %14) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(96) %14, i8 0, i64 96, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %15) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %15, i8 0, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %16) #9
  store <2 x double> <double 0x3FD2E9CD95BABA33, double 0x3FEDD343A21A55C4>, ptr %11, align 16, !tbaa !10
  %26 = getelementptr inbounds i8, ptr %11, i64 16
  store <2 x double> <double 0x3FEB9F693FEB72FB, double 0x3FC210386DB6D55B>, ptr %26, align 16, !tbaa !10
  %27 = getelementptr inbounds i8, ptr %11, i64 32
  store <2 x double> <double 0xBFE6022E2D1FB3CB, double 0xBFEFE0949A0C3E00>, ptr %27, align 16, !tbaa !10
  %28 = getelementptr inbounds i8, ptr %11, i64 48
  store <2 x double> <double 0xBFE19F37497AC7A0, double 0x3FD3F04B2FE90992>, ptr %28, align 16, !tbaa !10
  %29 = getelementptr inbounds i8, ptr %11, i64 64
  store <2 x double> <double 0x3FEE041886FCAE30, double 0x3FEB58DFCF2DF799>, ptr %29, align 16, !tbaa !10
  %30 = getelementptr inbounds i8, ptr %11, i64 80
  store <2 x double> <double 0x3FBFDC3EBECE2C50, double 0xBFE6655F99D0664B>, ptr %30, align 16, !tbaa !10
  store <2 x double> <double 8.000000e-01, double 0x3FD03AEB39FA9444>, ptr %12, align 16, !tbaa !10
  %31 = getelementptr inbounds i8, ptr %12, i64 16
  store <2 x double> <double 0xBFE93B66B1EF13D6, double 0xBFF2FFEAC986B90E>, ptr %31, align 16, !tbaa !10
  %32 = getelementptr inbounds i8, ptr %12, i64 32
  store <2 x double> <double 0xBFE03C122497C7BC, double 0x3FE04705D5A16DE2>, ptr %32, align 16, !tbaa !10
  %33 = getelementptr inbounds i8, ptr %12, i64 48
  store <2 x double> <double 0x3FE801E7C7DB5DC4, double 0xBFA7DF61935F5070>, ptr %33, align 16, !tbaa !10
  store <2 x double> <double 1.000000e+00, double 1.250000e+00>, ptr %16, align 16, !tbaa !10
  %34 = getelementptr inbounds i8, ptr %16, i64 16
  store <2 x double> <double 0x3FF6666666666667, double 0x3FF7333333333332>, ptr %34, align 16, !tbaa !10
  %35 = getelementptr inbounds i8, ptr %16, i64 32
  store <2 x double> <double 0x3FF6666666666667, double 1.250000e+00>, ptr %35, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #9
  %36 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @matmul, ptr noundef nonnull %13, ptr noundef nonnull %16, ptr noundef nonnull %11, ptr noundef nonnull %14, ptr noundef nonnull %12, ptr noundef nonnull %15, i32 noundef %36, i32 noundef %22, i32 noundef %23, i32 noundef %24) #9
  %37 = icmp sgt i32 %22, 0
  %38 = mul i32 %24, %22
  %39 = icmp sgt i32 %38, 0
  %40 = icmp sgt i32 %24, 0
  %41 = icmp sgt i32 %23, 0
  %42 = zext i32 %24 to i64
  %43 = zext nneg i32 %22 to i64
  %44 = zext i32 %23 to i64
  %45 = zext i32 %38 to i64
  %46 = icmp ugt i32 %23, 3
  %47 = icmp eq i32 %24, 1
  %48 = select i1 %46, i1 %47, i1 false
  %49 = and i64 %44, 2147483644
  %50 = icmp eq i64 %49, %44
  %51 = icmp ult i32 %38, 4
  %52 = and i64 %45, 2147483644
  %53 = icmp eq i64 %52, %45
  %54 = icmp ugt i32 %23, 3
  %55 = icmp eq i32 %24, 1
  %56 = select i1 %54, i1 %55, i1 false
  %57 = and i64 %44, 2147483644
  %58 = icmp eq i64 %57, %44
  %59 = icmp ult i32 %38, 4
  %60 = and i64 %45, 2147483644
  %61 = icmp eq i64 %60, %45
  br label %62

62:                                               ; preds = %0, %262
  %63 = phi i64 [ 0, %0 ], [ %283, %262 ]
  %64 = getelementptr inbounds [12 x double], ptr %11, i64 0, i64 %63
  %65 = load double, ptr %64, align 8, !tbaa !10
  %66 = fadd double %65, 0x3EB0C6F7A0B5ED8D
  store double %66, ptr %64, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %6) #9
  br i1 %37, label %67, label %120

67:                                               ; preds = %62, %101
  %68 = phi i64 [ %102, %101 ], [ 0, %62 ]
  br i1 %40, label %69, label %101

69:                                               ; preds = %67
  %70 = mul nuw nsw i64 %68, %42
  %71 = trunc i64 %68 to i32
  %72 = mul i32 %23, %71
  %73 = zext i32 %72 to i64
  %74 = getelementptr inbounds double, ptr %11, i64 %73
  %75 = getelementptr inbounds double, ptr %6, i64 %70
  br label %76

76:                                               ; preds = %104, %69
  %77 = phi i64 [ 0, %69 ], [ %107, %104 ]
  br i1 %41, label %78, label %104

78:                                               ; preds = %76
  %79 = getelementptr inbounds double, ptr %12, i64 %77
  br i1 %48, label %83, label %80

80:                                               ; preds = %100, %78
  %81 = phi i64 [ 0, %78 ], [ %49, %100 ]
  %82 = phi double [ 0.000000e+00, %78 ], [ %97, %100 ]
  br label %109

83:                                               ; preds = %78, %83
  %84 = phi i64 [ %98, %83 ], [ 0, %78 ]
  %85 = phi double [ %97, %83 ], [ 0.000000e+00, %78 ]
  %86 = getelementptr inbounds double, ptr %74, i64 %84
  %87 = getelementptr inbounds i8, ptr %86, i64 16
  %88 = load <2 x double>, ptr %86, align 8, !tbaa !10
  %89 = load <2 x double>, ptr %87, align 8, !tbaa !10
  %90 = getelementptr inbounds double, ptr %79, i64 %84
  %91 = getelementptr inbounds i8, ptr %90, i64 16
  %92 = load <2 x double>, ptr %90, align 8, !tbaa !10
  %93 = load <2 x double>, ptr %91, align 8, !tbaa !10
  %94 = fmul <2 x double> %88, %92
  %95 = fmul <2 x double> %89, %93
  %96 = call double @llvm.vector.reduce.fadd.v2f64(double %85, <2 x double> %94)
  %97 = call double @llvm.vector.reduce.fadd.v2f64(double %96, <2 x double> %95)
  %98 = add nuw i64 %84, 4
  %99 = icmp eq i64 %98, %49
  br i1 %99, label %100, label %83, !llvm.loop !12

100:                                              ; preds = %83
  br i1 %50, label %104, label %80

101:                                              ; preds = %104, %67
  %102 = add nuw nsw i64 %68, 1
  %103 = icmp eq i64 %102, %43
  br i1 %103, label %120, label %67, !llvm.loop !16

104:                                              ; preds = %109, %100, %76
  %105 = phi double [ 0.000000e+00, %76 ], [ %97, %100 ], [ %117, %109 ]
  %106 = getelementptr inbounds double, ptr %75, i64 %77
  store double %105, ptr %106, align 8, !tbaa !10
  %107 = add nuw nsw i64 %77, 1
  %108 = icmp eq i64 %107, %42
  br i1 %108, label %101, label %76, !llvm.loop !17

109:                                              ; preds = %80, %109
  %110 = phi i64 [ %118, %109 ], [ %81, %80 ]
  %111 = phi double [ %117, %109 ], [ %82, %80 ]
  %112 = getelementptr inbounds double, ptr %74, i64 %110
  %113 = load double, ptr %112, align 8, !tbaa !10
  %114 = mul nuw nsw i64 %110, %42
  %115 = getelementptr inbounds double, ptr %79, i64 %114
  %116 = load double, ptr %115, align 8, !tbaa !10
  %117 = call double @llvm.fmuladd.f64(double %113, double %116, double %111)
  %118 = add nuw nsw i64 %110, 1
  %119 = icmp eq i64 %118, %44
  br i1 %119, label %104, label %109, !llvm.loop !18

120:                                              ; preds = %101, %62
  br i1 %39, label %121, label %163

121:                                              ; preds = %120
  br i1 %51, label %147, label %122

122:                                              ; preds = %121, %122
  %123 = phi i64 [ %143, %122 ], [ 0, %121 ]
  %124 = phi double [ %142, %122 ], [ 0.000000e+00, %121 ]
  %125 = phi <2 x i32> [ %144, %122 ], [ <i32 0, i32 1>, %121 ]
  %126 = add <2 x i32> %125, <i32 2, i32 2>
  %127 = uitofp <2 x i32> %125 to <2 x double>
  %128 = uitofp <2 x i32> %126 to <2 x double>
  %129 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %127, <2 x double> <double 3.000000e-01, double 3.000000e-01>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %130 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %128, <2 x double> <double 3.000000e-01, double 3.000000e-01>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %131 = fmul <2 x double> %127, <double -5.000000e-02, double -5.000000e-02>
  %132 = fmul <2 x double> %128, <double -5.000000e-02, double -5.000000e-02>
  %133 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %131, <2 x double> %127, <2 x double> %129)
  %134 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %132, <2 x double> %128, <2 x double> %130)
  %135 = getelementptr inbounds [12 x double], ptr %6, i64 0, i64 %123
  %136 = getelementptr inbounds i8, ptr %135, i64 16
  %137 = load <2 x double>, ptr %135, align 8, !tbaa !10
  %138 = load <2 x double>, ptr %136, align 8, !tbaa !10
  %139 = fmul <2 x double> %133, %137
  %140 = fmul <2 x double> %134, %138
  %141 = call double @llvm.vector.reduce.fadd.v2f64(double %124, <2 x double> %139)
  %142 = call double @llvm.vector.reduce.fadd.v2f64(double %141, <2 x double> %140)
  %143 = add nuw i64 %123, 4
  %144 = add <2 x i32> %125, <i32 4, i32 4>
  %145 = icmp eq i64 %143, %52
  br i1 %145, label %146, label %122, !llvm.loop !19

146:                                              ; preds = %122
  br i1 %53, label %163, label %147

147:                                              ; preds = %146, %121
  %148 = phi i64 [ 0, %121 ], [ %52, %146 ]
  %149 = phi double [ 0.000000e+00, %121 ], [ %142, %146 ]
  br label %150

150:                                              ; preds = %147, %150
  %151 = phi i64 [ %161, %150 ], [ %148, %147 ]
  %152 = phi double [ %160, %150 ], [ %149, %147 ]
  %153 = trunc nuw nsw i64 %151 to i32
  %154 = uitofp nneg i32 %153 to double
  %155 = call double @llvm.fmuladd.f64(double %154, double 3.000000e-01, double 1.000000e+00)
  %156 = fmul double %154, -5.000000e-02
  %157 = call noundef double @llvm.fmuladd.f64(double %156, double %154, double %155)
  %158 = getelementptr inbounds [12 x double], ptr %6, i64 0, i64 %151
  %159 = load double, ptr %158, align 8, !tbaa !10
  %160 = call double @llvm.fmuladd.f64(double %157, double %159, double %152)
  %161 = add nuw nsw i64 %151, 1
  %162 = icmp eq i64 %161, %45
  br i1 %162, label %163, label %150, !llvm.loop !20

163:                                              ; preds = %150, %146, %120
  %164 = phi double [ 0.000000e+00, %120 ], [ %142, %146 ], [ %160, %150 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %6) #9
  %165 = fadd double %65, 0xBEB0C6F7A0B5ED8D
  store double %165, ptr %64, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %5) #9
  br i1 %37, label %166, label %219

166:                                              ; preds = %163, %200
  %167 = phi i64 [ %201, %200 ], [ 0, %163 ]
  br i1 %40, label %168, label %200

168:                                              ; preds = %166
  %169 = mul nuw nsw i64 %167, %42
  %170 = trunc i64 %167 to i32
  %171 = mul i32 %23, %170
  %172 = zext i32 %171 to i64
  %173 = getelementptr inbounds double, ptr %11, i64 %172
  %174 = getelementptr inbounds double, ptr %5, i64 %169
  br label %175

175:                                              ; preds = %203, %168
  %176 = phi i64 [ 0, %168 ], [ %206, %203 ]
  br i1 %41, label %177, label %203

177:                                              ; preds = %175
  %178 = getelementptr inbounds double, ptr %12, i64 %176
  br i1 %56, label %182, label %179

179:                                              ; preds = %199, %177
  %180 = phi i64 [ 0, %177 ], [ %57, %199 ]
  %181 = phi double [ 0.000000e+00, %177 ], [ %196, %199 ]
  br label %208

182:                                              ; preds = %177, %182
  %183 = phi i64 [ %197, %182 ], [ 0, %177 ]
  %184 = phi double [ %196, %182 ], [ 0.000000e+00, %177 ]
  %185 = getelementptr inbounds double, ptr %173, i64 %183
  %186 = getelementptr inbounds i8, ptr %185, i64 16
  %187 = load <2 x double>, ptr %185, align 8, !tbaa !10
  %188 = load <2 x double>, ptr %186, align 8, !tbaa !10
  %189 = getelementptr inbounds double, ptr %178, i64 %183
  %190 = getelementptr inbounds i8, ptr %189, i64 16
  %191 = load <2 x double>, ptr %189, align 8, !tbaa !10
  %192 = load <2 x double>, ptr %190, align 8, !tbaa !10
  %193 = fmul <2 x double> %187, %191
  %194 = fmul <2 x double> %188, %192
  %195 = call double @llvm.vector.reduce.fadd.v2f64(double %184, <2 x double> %193)
  %196 = call double @llvm.vector.reduce.fadd.v2f64(double %195, <2 x double> %194)
  %197 = add nuw i64 %183, 4
  %198 = icmp eq i64 %197, %57
  br i1 %198, label %199, label %182, !llvm.loop !21

199:                                              ; preds = %182
  br i1 %58, label %203, label %179

200:                                              ; preds = %203, %166
  %201 = add nuw nsw i64 %167, 1
  %202 = icmp eq i64 %201, %43
  br i1 %202, label %219, label %166, !llvm.loop !16

203:                                              ; preds = %208, %199, %175
  %204 = phi double [ 0.000000e+00, %175 ], [ %196, %199 ], [ %216, %208 ]
  %205 = getelementptr inbounds double, ptr %174, i64 %176
  store double %204, ptr %205, align 8, !tbaa !10
  %206 = add nuw nsw i64 %176, 1
  %207 = icmp eq i64 %206, %42
  br i1 %207, label %200, label %175, !llvm.loop !17

208:                                              ; preds = %179, %208
  %209 = phi i64 [ %217, %208 ], [ %180, %179 ]
  %210 = phi double [ %216, %208 ], [ %181, %179 ]
  %211 = getelementptr inbounds double, ptr %173, i64 %209
  %212 = load double, ptr %211, align 8, !tbaa !10
  %213 = mul nuw nsw i64 %209, %42
  %214 = getelementptr inbounds double, ptr %178, i64 %213
  %215 = load double, ptr %214, align 8, !tbaa !10
  %216 = call double @llvm.fmuladd.f64(double %212, double %215, double %210)
  %217 = add nuw nsw i64 %209, 1
  %218 = icmp eq i64 %217, %44
  br i1 %218, label %203, label %208, !llvm.loop !22

219:                                              ; preds = %200, %163
  br i1 %39, label %220, label %262

220:                                              ; preds = %219
  br i1 %59, label %246, label %221

221:                                              ; preds = %220, %221
  %222 = phi i64 [ %242, %221 ], [ 0, %220 ]
  %223 = phi double [ %241, %221 ], [ 0.000000e+00, %220 ]
  %224 = phi <2 x i32> [ %243, %221 ], [ <i32 0, i32 1>, %220 ]
  %225 = add <2 x i32> %224, <i32 2, i32 2>
  %226 = uitofp <2 x i32> %224 to <2 x double>
  %227 = uitofp <2 x i32> %225 to <2 x double>
  %228 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %226, <2 x double> <double 3.000000e-01, double 3.000000e-01>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %229 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %227, <2 x double> <double 3.000000e-01, double 3.000000e-01>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %230 = fmul <2 x double> %226, <double -5.000000e-02, double -5.000000e-02>
  %231 = fmul <2 x double> %227, <double -5.000000e-02, double -5.000000e-02>
  %232 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %230, <2 x double> %226, <2 x double> %228)
  %233 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %231, <2 x double> %227, <2 x double> %229)
  %234 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %222
  %235 = getelementptr inbounds i8, ptr %234, i64 16
  %236 = load <2 x double>, ptr %234, align 8, !tbaa !10
  %237 = load <2 x double>, ptr %235, align 8, !tbaa !10
  %238 = fmul <2 x double> %232, %236
  %239 = fmul <2 x double> %233, %237
  %240 = call double @llvm.vector.reduce.fadd.v2f64(double %223, <2 x double> %238)
  %241 = call double @llvm.vector.reduce.fadd.v2f64(double %240, <2 x double> %239)
  %242 = add nuw i64 %222, 4
  %243 = add <2 x i32> %224, <i32 4, i32 4>
  %244 = icmp eq i64 %242, %60
  br i1 %244, label %245, label %221, !llvm.loop !23

245:                                              ; preds = %221
  br i1 %61, label %262, label %246

246:                                              ; preds = %245, %220
  %247 = phi i64 [ 0, %220 ], [ %60, %245 ]
  %248 = phi double [ 0.000000e+00, %220 ], [ %241, %245 ]
  br label %249

249:                                              ; preds = %246, %249
  %250 = phi i64 [ %260, %249 ], [ %247, %246 ]
  %251 = phi double [ %259, %249 ], [ %248, %246 ]
  %252 = trunc nuw nsw i64 %250 to i32
  %253 = uitofp nneg i32 %252 to double
  %254 = call double @llvm.fmuladd.f64(double %253, double 3.000000e-01, double 1.000000e+00)
  %255 = fmul double %253, -5.000000e-02
  %256 = call noundef double @llvm.fmuladd.f64(double %255, double %253, double %254)
  %257 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %250
  %258 = load double, ptr %257, align 8, !tbaa !10
  %259 = call double @llvm.fmuladd.f64(double %256, double %258, double %251)
  %260 = add nuw nsw i64 %250, 1
  %261 = icmp eq i64 %260, %45
  br i1 %261, label %262, label %249, !llvm.loop !24

262:                                              ; preds = %249, %245, %219
  %263 = phi double [ 0.000000e+00, %219 ], [ %241, %245 ], [ %259, %249 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %5) #9
  store double %65, ptr %64, align 8, !tbaa !10
  %264 = trunc nuw nsw i64 %63 to i32
  %265 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %17, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %264) #9
  %266 = getelementptr inbounds [12 x double], ptr %14, i64 0, i64 %63
  %267 = load double, ptr %266, align 8, !tbaa !10
  %268 = fsub double %164, %263
  %269 = fdiv double %268, 2.000000e-06
  %270 = fsub double %267, %269
  %271 = call double @llvm.fabs.f64(double %270)
  %272 = call double @llvm.fabs.f64(double %269)
  %273 = call double @llvm.maxnum.f64(double %272, double 1.000000e+00)
  %274 = fmul double %273, 0x3EB0C6F7A0B5ED8D
  %275 = fcmp ugt double %271, %274
  %276 = fcmp ule double %272, 1.000000e-09
  %277 = or i1 %276, %275
  %278 = select i1 %277, ptr @.str.4, ptr @.str.5
  %279 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %17, double noundef %267, double noundef %269, ptr noundef nonnull %278)
  %280 = zext i1 %277 to i32
  %281 = load i32, ptr @fails, align 4, !tbaa !6
  %282 = add nsw i32 %281, %280
  store i32 %282, ptr @fails, align 4, !tbaa !6
  %283 = add nuw nsw i64 %63, 1
  %284 = icmp eq i64 %283, 12
  br i1 %284, label %285, label %62, !llvm.loop !25

285:                                              ; preds = %262
  %286 = icmp ugt i32 %23, 3
  %287 = icmp eq i32 %24, 1
  %288 = select i1 %286, i1 %287, i1 false
  %289 = and i64 %44, 2147483644
  %290 = icmp eq i64 %289, %44
  %291 = icmp ult i32 %38, 4
  %292 = and i64 %45, 2147483644
  %293 = icmp eq i64 %292, %45
  %294 = icmp ugt i32 %23, 3
  %295 = icmp eq i32 %24, 1
  %296 = select i1 %294, i1 %295, i1 false
  %297 = and i64 %44, 2147483644
  %298 = icmp eq i64 %297, %44
  %299 = icmp ult i32 %38, 4
  %300 = and i64 %45, 2147483644
  %301 = icmp eq i64 %300, %45
  br label %323

302:                                              ; preds = %523
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %18) #9
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %19) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %19, i8 0, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %20) #9
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %21) #9
  store <2 x double> <double 1.000000e-01, double 0x3FDFC95FDF5946F8>, ptr %18, align 16, !tbaa !10
  store <2 x double> <double 1.000000e+00, double 1.250000e+00>, ptr %21, align 16, !tbaa !10
  %303 = getelementptr inbounds i8, ptr %18, i64 16
  %304 = getelementptr inbounds i8, ptr %21, i64 16
  store <2 x double> <double 0xBF6228369975AF33, double 0xBFD14D04E3E01BCA>, ptr %303, align 16, !tbaa !10
  store <2 x double> <double 0x3FF6666666666667, double 0x3FF7333333333332>, ptr %304, align 16, !tbaa !10
  %305 = getelementptr inbounds i8, ptr %18, i64 32
  %306 = getelementptr inbounds i8, ptr %21, i64 32
  store <2 x double> <double 0x3FD30C9F0AC406CB, double 0x3FDAD75D79E647FD>, ptr %305, align 16, !tbaa !10
  store <2 x double> <double 0x3FF6666666666667, double 1.250000e+00>, ptr %306, align 16, !tbaa !10
  %307 = getelementptr inbounds i8, ptr %18, i64 48
  %308 = getelementptr inbounds i8, ptr %21, i64 48
  store <2 x double> <double 0xBFC70898F61A3D32, double 0xBFC2D93F2B80196B>, ptr %307, align 16, !tbaa !10
  store <2 x double> <double 0x3FEFFFFFFFFFFFFC, double 0x3FE4CCCCCCCCCCCC>, ptr %308, align 16, !tbaa !10
  %309 = getelementptr inbounds i8, ptr %18, i64 64
  store double 0x3FDC6500BC13FC1C, ptr %309, align 16, !tbaa !10
  %310 = getelementptr inbounds i8, ptr %21, i64 64
  store double 0x3FC9999999999990, ptr %310, align 16, !tbaa !10
  %311 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @matmul, ptr noundef nonnull %20, ptr noundef nonnull %21, ptr noundef nonnull %18, ptr noundef nonnull %19, ptr noundef nonnull %18, ptr noundef nonnull %19, i32 noundef %311, i32 noundef %25, i32 noundef %25, i32 noundef %25) #9
  %312 = icmp sgt i32 %25, 0
  %313 = mul i32 %25, %25
  %314 = icmp eq i32 %25, 0
  %315 = zext nneg i32 %25 to i64
  %316 = zext i32 %313 to i64
  %317 = icmp ult i32 %313, 4
  %318 = and i64 %316, 4294967292
  %319 = icmp eq i64 %318, %316
  %320 = icmp ult i32 %313, 4
  %321 = and i64 %316, 4294967292
  %322 = icmp eq i64 %321, %316
  br label %553

323:                                              ; preds = %285, %523
  %324 = phi i64 [ %544, %523 ], [ 0, %285 ]
  %325 = getelementptr inbounds [8 x double], ptr %12, i64 0, i64 %324
  %326 = load double, ptr %325, align 8, !tbaa !10
  %327 = fadd double %326, 0x3EB0C6F7A0B5ED8D
  store double %327, ptr %325, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %4) #9
  br i1 %37, label %328, label %381

328:                                              ; preds = %323, %362
  %329 = phi i64 [ %363, %362 ], [ 0, %323 ]
  br i1 %40, label %330, label %362

330:                                              ; preds = %328
  %331 = mul nuw nsw i64 %329, %42
  %332 = trunc i64 %329 to i32
  %333 = mul i32 %23, %332
  %334 = zext i32 %333 to i64
  %335 = getelementptr inbounds double, ptr %11, i64 %334
  %336 = getelementptr inbounds double, ptr %4, i64 %331
  br label %337

337:                                              ; preds = %365, %330
  %338 = phi i64 [ 0, %330 ], [ %368, %365 ]
  br i1 %41, label %339, label %365

339:                                              ; preds = %337
  %340 = getelementptr inbounds double, ptr %12, i64 %338
  br i1 %288, label %344, label %341

341:                                              ; preds = %361, %339
  %342 = phi i64 [ 0, %339 ], [ %289, %361 ]
  %343 = phi double [ 0.000000e+00, %339 ], [ %358, %361 ]
  br label %370

344:                                              ; preds = %339, %344
  %345 = phi i64 [ %359, %344 ], [ 0, %339 ]
  %346 = phi double [ %358, %344 ], [ 0.000000e+00, %339 ]
  %347 = getelementptr inbounds double, ptr %335, i64 %345
  %348 = getelementptr inbounds i8, ptr %347, i64 16
  %349 = load <2 x double>, ptr %347, align 8, !tbaa !10
  %350 = load <2 x double>, ptr %348, align 8, !tbaa !10
  %351 = getelementptr inbounds double, ptr %340, i64 %345
  %352 = getelementptr inbounds i8, ptr %351, i64 16
  %353 = load <2 x double>, ptr %351, align 8, !tbaa !10
  %354 = load <2 x double>, ptr %352, align 8, !tbaa !10
  %355 = fmul <2 x double> %349, %353
  %356 = fmul <2 x double> %350, %354
  %357 = call double @llvm.vector.reduce.fadd.v2f64(double %346, <2 x double> %355)
  %358 = call double @llvm.vector.reduce.fadd.v2f64(double %357, <2 x double> %356)
  %359 = add nuw i64 %345, 4
  %360 = icmp eq i64 %359, %289
  br i1 %360, label %361, label %344, !llvm.loop !26

361:                                              ; preds = %344
  br i1 %290, label %365, label %341

362:                                              ; preds = %365, %328
  %363 = add nuw nsw i64 %329, 1
  %364 = icmp eq i64 %363, %43
  br i1 %364, label %381, label %328, !llvm.loop !16

365:                                              ; preds = %370, %361, %337
  %366 = phi double [ 0.000000e+00, %337 ], [ %358, %361 ], [ %378, %370 ]
  %367 = getelementptr inbounds double, ptr %336, i64 %338
  store double %366, ptr %367, align 8, !tbaa !10
  %368 = add nuw nsw i64 %338, 1
  %369 = icmp eq i64 %368, %42
  br i1 %369, label %362, label %337, !llvm.loop !17

370:                                              ; preds = %341, %370
  %371 = phi i64 [ %379, %370 ], [ %342, %341 ]
  %372 = phi double [ %378, %370 ], [ %343, %341 ]
  %373 = getelementptr inbounds double, ptr %335, i64 %371
  %374 = load double, ptr %373, align 8, !tbaa !10
  %375 = mul nuw nsw i64 %371, %42
  %376 = getelementptr inbounds double, ptr %340, i64 %375
  %377 = load double, ptr %376, align 8, !tbaa !10
  %378 = call double @llvm.fmuladd.f64(double %374, double %377, double %372)
  %379 = add nuw nsw i64 %371, 1
  %380 = icmp eq i64 %379, %44
  br i1 %380, label %365, label %370, !llvm.loop !27

381:                                              ; preds = %362, %323
  br i1 %39, label %382, label %424

382:                                              ; preds = %381
  br i1 %291, label %408, label %383

383:                                              ; preds = %382, %383
  %384 = phi i64 [ %404, %383 ], [ 0, %382 ]
  %385 = phi double [ %403, %383 ], [ 0.000000e+00, %382 ]
  %386 = phi <2 x i32> [ %405, %383 ], [ <i32 0, i32 1>, %382 ]
  %387 = add <2 x i32> %386, <i32 2, i32 2>
  %388 = uitofp <2 x i32> %386 to <2 x double>
  %389 = uitofp <2 x i32> %387 to <2 x double>
  %390 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %388, <2 x double> <double 3.000000e-01, double 3.000000e-01>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %391 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %389, <2 x double> <double 3.000000e-01, double 3.000000e-01>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %392 = fmul <2 x double> %388, <double -5.000000e-02, double -5.000000e-02>
  %393 = fmul <2 x double> %389, <double -5.000000e-02, double -5.000000e-02>
  %394 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %392, <2 x double> %388, <2 x double> %390)
  %395 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %393, <2 x double> %389, <2 x double> %391)
  %396 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %384
  %397 = getelementptr inbounds i8, ptr %396, i64 16
  %398 = load <2 x double>, ptr %396, align 8, !tbaa !10
  %399 = load <2 x double>, ptr %397, align 8, !tbaa !10
  %400 = fmul <2 x double> %394, %398
  %401 = fmul <2 x double> %395, %399
  %402 = call double @llvm.vector.reduce.fadd.v2f64(double %385, <2 x double> %400)
  %403 = call double @llvm.vector.reduce.fadd.v2f64(double %402, <2 x double> %401)
  %404 = add nuw i64 %384, 4
  %405 = add <2 x i32> %386, <i32 4, i32 4>
  %406 = icmp eq i64 %404, %292
  br i1 %406, label %407, label %383, !llvm.loop !28

407:                                              ; preds = %383
  br i1 %293, label %424, label %408

408:                                              ; preds = %407, %382
  %409 = phi i64 [ 0, %382 ], [ %292, %407 ]
  %410 = phi double [ 0.000000e+00, %382 ], [ %403, %407 ]
  br label %411

411:                                              ; preds = %408, %411
  %412 = phi i64 [ %422, %411 ], [ %409, %408 ]
  %413 = phi double [ %421, %411 ], [ %410, %408 ]
  %414 = trunc nuw nsw i64 %412 to i32
  %415 = uitofp nneg i32 %414 to double
  %416 = call double @llvm.fmuladd.f64(double %415, double 3.000000e-01, double 1.000000e+00)
  %417 = fmul double %415, -5.000000e-02
  %418 = call noundef double @llvm.fmuladd.f64(double %417, double %415, double %416)
  %419 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %412
  %420 = load double, ptr %419, align 8, !tbaa !10
  %421 = call double @llvm.fmuladd.f64(double %418, double %420, double %413)
  %422 = add nuw nsw i64 %412, 1
  %423 = icmp eq i64 %422, %45
  br i1 %423, label %424, label %411, !llvm.loop !29

424:                                              ; preds = %411, %407, %381
  %425 = phi double [ 0.000000e+00, %381 ], [ %403, %407 ], [ %421, %411 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %4) #9
  %426 = fadd double %326, 0xBEB0C6F7A0B5ED8D
  store double %426, ptr %325, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %3) #9
  br i1 %37, label %427, label %480

427:                                              ; preds = %424, %461
  %428 = phi i64 [ %462, %461 ], [ 0, %424 ]
  br i1 %40, label %429, label %461

429:                                              ; preds = %427
  %430 = mul nuw nsw i64 %428, %42
  %431 = trunc i64 %428 to i32
  %432 = mul i32 %23, %431
  %433 = zext i32 %432 to i64
  %434 = getelementptr inbounds double, ptr %11, i64 %433
  %435 = getelementptr inbounds double, ptr %3, i64 %430
  br label %436

436:                                              ; preds = %464, %429
  %437 = phi i64 [ 0, %429 ], [ %467, %464 ]
  br i1 %41, label %438, label %464

438:                                              ; preds = %436
  %439 = getelementptr inbounds double, ptr %12, i64 %437
  br i1 %296, label %443, label %440

440:                                              ; preds = %460, %438
  %441 = phi i64 [ 0, %438 ], [ %297, %460 ]
  %442 = phi double [ 0.000000e+00, %438 ], [ %457, %460 ]
  br label %469

443:                                              ; preds = %438, %443
  %444 = phi i64 [ %458, %443 ], [ 0, %438 ]
  %445 = phi double [ %457, %443 ], [ 0.000000e+00, %438 ]
  %446 = getelementptr inbounds double, ptr %434, i64 %444
  %447 = getelementptr inbounds i8, ptr %446, i64 16
  %448 = load <2 x double>, ptr %446, align 8, !tbaa !10
  %449 = load <2 x double>, ptr %447, align 8, !tbaa !10
  %450 = getelementptr inbounds double, ptr %439, i64 %444
  %451 = getelementptr inbounds i8, ptr %450, i64 16
  %452 = load <2 x double>, ptr %450, align 8, !tbaa !10
  %453 = load <2 x double>, ptr %451, align 8, !tbaa !10
  %454 = fmul <2 x double> %448, %452
  %455 = fmul <2 x double> %449, %453
  %456 = call double @llvm.vector.reduce.fadd.v2f64(double %445, <2 x double> %454)
  %457 = call double @llvm.vector.reduce.fadd.v2f64(double %456, <2 x double> %455)
  %458 = add nuw i64 %444, 4
  %459 = icmp eq i64 %458, %297
  br i1 %459, label %460, label %443, !llvm.loop !30

460:                                              ; preds = %443
  br i1 %298, label %464, label %440

461:                                              ; preds = %464, %427
  %462 = add nuw nsw i64 %428, 1
  %463 = icmp eq i64 %462, %43
  br i1 %463, label %480, label %427, !llvm.loop !16

464:                                              ; preds = %469, %460, %436
  %465 = phi double [ 0.000000e+00, %436 ], [ %457, %460 ], [ %477, %469 ]
  %466 = getelementptr inbounds double, ptr %435, i64 %437
  store double %465, ptr %466, align 8, !tbaa !10
  %467 = add nuw nsw i64 %437, 1
  %468 = icmp eq i64 %467, %42
  br i1 %468, label %461, label %436, !llvm.loop !17

469:                                              ; preds = %440, %469
  %470 = phi i64 [ %478, %469 ], [ %441, %440 ]
  %471 = phi double [ %477, %469 ], [ %442, %440 ]
  %472 = getelementptr inbounds double, ptr %434, i64 %470
  %473 = load double, ptr %472, align 8, !tbaa !10
  %474 = mul nuw nsw i64 %470, %42
  %475 = getelementptr inbounds double, ptr %439, i64 %474
  %476 = load double, ptr %475, align 8, !tbaa !10
  %477 = call double @llvm.fmuladd.f64(double %473, double %476, double %471)
  %478 = add nuw nsw i64 %470, 1
  %479 = icmp eq i64 %478, %44
  br i1 %479, label %464, label %469, !llvm.loop !31

480:                                              ; preds = %461, %424
  br i1 %39, label %481, label %523

481:                                              ; preds = %480
  br i1 %299, label %507, label %482

482:                                              ; preds = %481, %482
  %483 = phi i64 [ %503, %482 ], [ 0, %481 ]
  %484 = phi double [ %502, %482 ], [ 0.000000e+00, %481 ]
  %485 = phi <2 x i32> [ %504, %482 ], [ <i32 0, i32 1>, %481 ]
  %486 = add <2 x i32> %485, <i32 2, i32 2>
  %487 = uitofp <2 x i32> %485 to <2 x double>
  %488 = uitofp <2 x i32> %486 to <2 x double>
  %489 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %487, <2 x double> <double 3.000000e-01, double 3.000000e-01>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %490 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %488, <2 x double> <double 3.000000e-01, double 3.000000e-01>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %491 = fmul <2 x double> %487, <double -5.000000e-02, double -5.000000e-02>
  %492 = fmul <2 x double> %488, <double -5.000000e-02, double -5.000000e-02>
  %493 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %491, <2 x double> %487, <2 x double> %489)
  %494 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %492, <2 x double> %488, <2 x double> %490)
  %495 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %483
  %496 = getelementptr inbounds i8, ptr %495, i64 16
  %497 = load <2 x double>, ptr %495, align 8, !tbaa !10
  %498 = load <2 x double>, ptr %496, align 8, !tbaa !10
  %499 = fmul <2 x double> %493, %497
  %500 = fmul <2 x double> %494, %498
  %501 = call double @llvm.vector.reduce.fadd.v2f64(double %484, <2 x double> %499)
  %502 = call double @llvm.vector.reduce.fadd.v2f64(double %501, <2 x double> %500)
  %503 = add nuw i64 %483, 4
  %504 = add <2 x i32> %485, <i32 4, i32 4>
  %505 = icmp eq i64 %503, %300
  br i1 %505, label %506, label %482, !llvm.loop !32

506:                                              ; preds = %482
  br i1 %301, label %523, label %507

507:                                              ; preds = %506, %481
  %508 = phi i64 [ 0, %481 ], [ %300, %506 ]
  %509 = phi double [ 0.000000e+00, %481 ], [ %502, %506 ]
  br label %510

510:                                              ; preds = %507, %510
  %511 = phi i64 [ %521, %510 ], [ %508, %507 ]
  %512 = phi double [ %520, %510 ], [ %509, %507 ]
  %513 = trunc nuw nsw i64 %511 to i32
  %514 = uitofp nneg i32 %513 to double
  %515 = call double @llvm.fmuladd.f64(double %514, double 3.000000e-01, double 1.000000e+00)
  %516 = fmul double %514, -5.000000e-02
  %517 = call noundef double @llvm.fmuladd.f64(double %516, double %514, double %515)
  %518 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %511
  %519 = load double, ptr %518, align 8, !tbaa !10
  %520 = call double @llvm.fmuladd.f64(double %517, double %519, double %512)
  %521 = add nuw nsw i64 %511, 1
  %522 = icmp eq i64 %521, %45
  br i1 %522, label %523, label %510, !llvm.loop !33

523:                                              ; preds = %510, %506, %480
  %524 = phi double [ 0.000000e+00, %480 ], [ %502, %506 ], [ %520, %510 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %3) #9
  store double %326, ptr %325, align 8, !tbaa !10
  %525 = trunc nuw nsw i64 %324 to i32
  %526 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %17, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %525) #9
  %527 = getelementptr inbounds [8 x double], ptr %15, i64 0, i64 %324
  %528 = load double, ptr %527, align 8, !tbaa !10
  %529 = fsub double %425, %524
  %530 = fdiv double %529, 2.000000e-06
  %531 = fsub double %528, %530
  %532 = call double @llvm.fabs.f64(double %531)
  %533 = call double @llvm.fabs.f64(double %530)
  %534 = call double @llvm.maxnum.f64(double %533, double 1.000000e+00)
  %535 = fmul double %534, 0x3EB0C6F7A0B5ED8D
  %536 = fcmp ugt double %532, %535
  %537 = fcmp ule double %533, 1.000000e-09
  %538 = or i1 %537, %536
  %539 = select i1 %538, ptr @.str.4, ptr @.str.5
  %540 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %17, double noundef %528, double noundef %530, ptr noundef nonnull %539)
  %541 = zext i1 %538 to i32
  %542 = load i32, ptr @fails, align 4, !tbaa !6
  %543 = add nsw i32 %542, %541
  store i32 %543, ptr @fails, align 4, !tbaa !6
  %544 = add nuw nsw i64 %324, 1
  %545 = icmp eq i64 %544, 8
  br i1 %545, label %302, label %323, !llvm.loop !34

546:                                              ; preds = %706
  %547 = icmp eq i32 %727, 0
  %548 = select i1 %547, ptr @.str.5, ptr @.str.4
  %549 = call i32 @puts(ptr nonnull dereferenceable(1) %548)
  %550 = load i32, ptr @fails, align 4, !tbaa !6
  %551 = icmp ne i32 %550, 0
  %552 = zext i1 %551 to i32
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %21) #9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %20) #9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %19) #9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %18) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #9
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %16) #9
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %15) #9
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %14) #9
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %13) #9
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %12) #9
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %11) #9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7)
  ret i32 %552

553:                                              ; preds = %302, %706
  %554 = phi i64 [ 0, %302 ], [ %728, %706 ]
  %555 = getelementptr inbounds [9 x double], ptr %18, i64 0, i64 %554
  %556 = load double, ptr %555, align 8, !tbaa !10
  %557 = fadd double %556, 0x3EB0C6F7A0B5ED8D
  store double %557, ptr %555, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %2) #9
  br i1 %312, label %558, label %587

558:                                              ; preds = %553, %569
  %559 = phi i64 [ %570, %569 ], [ 0, %553 ]
  %560 = mul nuw nsw i64 %559, %315
  %561 = trunc i64 %559 to i32
  %562 = mul i32 %25, %561
  %563 = zext i32 %562 to i64
  %564 = getelementptr inbounds double, ptr %18, i64 %563
  %565 = getelementptr inbounds double, ptr %2, i64 %560
  br label %566

566:                                              ; preds = %572, %558
  %567 = phi i64 [ 0, %558 ], [ %574, %572 ]
  %568 = getelementptr inbounds double, ptr %18, i64 %567
  br label %576

569:                                              ; preds = %572
  %570 = add nuw nsw i64 %559, 1
  %571 = icmp eq i64 %570, %315
  br i1 %571, label %587, label %558, !llvm.loop !16

572:                                              ; preds = %576
  %573 = getelementptr inbounds double, ptr %565, i64 %567
  store double %584, ptr %573, align 8, !tbaa !10
  %574 = add nuw nsw i64 %567, 1
  %575 = icmp eq i64 %574, %315
  br i1 %575, label %569, label %566, !llvm.loop !17

576:                                              ; preds = %576, %566
  %577 = phi i64 [ 0, %566 ], [ %585, %576 ]
  %578 = phi double [ 0.000000e+00, %566 ], [ %584, %576 ]
  %579 = getelementptr inbounds double, ptr %564, i64 %577
  %580 = load double, ptr %579, align 8, !tbaa !10
  %581 = mul nuw nsw i64 %577, %315
  %582 = getelementptr inbounds double, ptr %568, i64 %581
  %583 = load double, ptr %582, align 8, !tbaa !10
  %584 = call double @llvm.fmuladd.f64(double %580, double %583, double %578)
  %585 = add nuw nsw i64 %577, 1
  %586 = icmp eq i64 %585, %315
  br i1 %586, label %572, label %576, !llvm.loop !35

587:                                              ; preds = %569, %553
  br i1 %314, label %617, label %588

588:                                              ; preds = %587
  br i1 %317, label %589, label %592

589:                                              ; preds = %616, %588
  %590 = phi i64 [ 0, %588 ], [ %318, %616 ]
  %591 = phi double [ 0.000000e+00, %588 ], [ %612, %616 ]
  br label %618

592:                                              ; preds = %588, %592
  %593 = phi i64 [ %613, %592 ], [ 0, %588 ]
  %594 = phi double [ %612, %592 ], [ 0.000000e+00, %588 ]
  %595 = phi <2 x i32> [ %614, %592 ], [ <i32 0, i32 1>, %588 ]
  %596 = add <2 x i32> %595, <i32 2, i32 2>
  %597 = uitofp <2 x i32> %595 to <2 x double>
  %598 = uitofp <2 x i32> %596 to <2 x double>
  %599 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %597, <2 x double> <double 3.000000e-01, double 3.000000e-01>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %600 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %598, <2 x double> <double 3.000000e-01, double 3.000000e-01>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %601 = fmul <2 x double> %597, <double -5.000000e-02, double -5.000000e-02>
  %602 = fmul <2 x double> %598, <double -5.000000e-02, double -5.000000e-02>
  %603 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %601, <2 x double> %597, <2 x double> %599)
  %604 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %602, <2 x double> %598, <2 x double> %600)
  %605 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 %593
  %606 = getelementptr inbounds i8, ptr %605, i64 16
  %607 = load <2 x double>, ptr %605, align 8, !tbaa !10
  %608 = load <2 x double>, ptr %606, align 8, !tbaa !10
  %609 = fmul <2 x double> %603, %607
  %610 = fmul <2 x double> %604, %608
  %611 = call double @llvm.vector.reduce.fadd.v2f64(double %594, <2 x double> %609)
  %612 = call double @llvm.vector.reduce.fadd.v2f64(double %611, <2 x double> %610)
  %613 = add nuw i64 %593, 4
  %614 = add <2 x i32> %595, <i32 4, i32 4>
  %615 = icmp eq i64 %613, %318
  br i1 %615, label %616, label %592, !llvm.loop !36

616:                                              ; preds = %592
  br i1 %319, label %631, label %589

617:                                              ; preds = %587
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %2) #9
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %1) #9
  br label %706

618:                                              ; preds = %589, %618
  %619 = phi i64 [ %629, %618 ], [ %590, %589 ]
  %620 = phi double [ %628, %618 ], [ %591, %589 ]
  %621 = trunc nuw nsw i64 %619 to i32
  %622 = uitofp nneg i32 %621 to double
  %623 = call double @llvm.fmuladd.f64(double %622, double 3.000000e-01, double 1.000000e+00)
  %624 = fmul double %622, -5.000000e-02
  %625 = call noundef double @llvm.fmuladd.f64(double %624, double %622, double %623)
  %626 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 %619
  %627 = load double, ptr %626, align 8, !tbaa !10
  %628 = call double @llvm.fmuladd.f64(double %625, double %627, double %620)
  %629 = add nuw nsw i64 %619, 1
  %630 = icmp eq i64 %629, %316
  br i1 %630, label %631, label %618, !llvm.loop !37

631:                                              ; preds = %618, %616
  %632 = phi double [ %612, %616 ], [ %628, %618 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %2) #9
  %633 = fadd double %556, 0xBEB0C6F7A0B5ED8D
  store double %633, ptr %555, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %1) #9
  br i1 %312, label %634, label %663

634:                                              ; preds = %631, %645
  %635 = phi i64 [ %646, %645 ], [ 0, %631 ]
  %636 = mul nuw nsw i64 %635, %315
  %637 = trunc i64 %635 to i32
  %638 = mul i32 %25, %637
  %639 = zext i32 %638 to i64
  %640 = getelementptr inbounds double, ptr %18, i64 %639
  %641 = getelementptr inbounds double, ptr %1, i64 %636
  br label %642

642:                                              ; preds = %648, %634
  %643 = phi i64 [ 0, %634 ], [ %650, %648 ]
  %644 = getelementptr inbounds double, ptr %18, i64 %643
  br label %652

645:                                              ; preds = %648
  %646 = add nuw nsw i64 %635, 1
  %647 = icmp eq i64 %646, %315
  br i1 %647, label %663, label %634, !llvm.loop !16

648:                                              ; preds = %652
  %649 = getelementptr inbounds double, ptr %641, i64 %643
  store double %660, ptr %649, align 8, !tbaa !10
  %650 = add nuw nsw i64 %643, 1
  %651 = icmp eq i64 %650, %315
  br i1 %651, label %645, label %642, !llvm.loop !17

652:                                              ; preds = %652, %642
  %653 = phi i64 [ 0, %642 ], [ %661, %652 ]
  %654 = phi double [ 0.000000e+00, %642 ], [ %660, %652 ]
  %655 = getelementptr inbounds double, ptr %640, i64 %653
  %656 = load double, ptr %655, align 8, !tbaa !10
  %657 = mul nuw nsw i64 %653, %315
  %658 = getelementptr inbounds double, ptr %644, i64 %657
  %659 = load double, ptr %658, align 8, !tbaa !10
  %660 = call double @llvm.fmuladd.f64(double %656, double %659, double %654)
  %661 = add nuw nsw i64 %653, 1
  %662 = icmp eq i64 %661, %315
  br i1 %662, label %648, label %652, !llvm.loop !35

663:                                              ; preds = %645, %631
  br i1 %314, label %706, label %664

664:                                              ; preds = %663
  br i1 %320, label %690, label %665

665:                                              ; preds = %664, %665
  %666 = phi i64 [ %686, %665 ], [ 0, %664 ]
  %667 = phi double [ %685, %665 ], [ 0.000000e+00, %664 ]
  %668 = phi <2 x i32> [ %687, %665 ], [ <i32 0, i32 1>, %664 ]
  %669 = add <2 x i32> %668, <i32 2, i32 2>
  %670 = uitofp <2 x i32> %668 to <2 x double>
  %671 = uitofp <2 x i32> %669 to <2 x double>
  %672 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %670, <2 x double> <double 3.000000e-01, double 3.000000e-01>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %673 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %671, <2 x double> <double 3.000000e-01, double 3.000000e-01>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %674 = fmul <2 x double> %670, <double -5.000000e-02, double -5.000000e-02>
  %675 = fmul <2 x double> %671, <double -5.000000e-02, double -5.000000e-02>
  %676 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %674, <2 x double> %670, <2 x double> %672)
  %677 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %675, <2 x double> %671, <2 x double> %673)
  %678 = getelementptr inbounds [12 x double], ptr %1, i64 0, i64 %666
  %679 = getelementptr inbounds i8, ptr %678, i64 16
  %680 = load <2 x double>, ptr %678, align 8, !tbaa !10
  %681 = load <2 x double>, ptr %679, align 8, !tbaa !10
  %682 = fmul <2 x double> %676, %680
  %683 = fmul <2 x double> %677, %681
  %684 = call double @llvm.vector.reduce.fadd.v2f64(double %667, <2 x double> %682)
  %685 = call double @llvm.vector.reduce.fadd.v2f64(double %684, <2 x double> %683)
  %686 = add nuw i64 %666, 4
  %687 = add <2 x i32> %668, <i32 4, i32 4>
  %688 = icmp eq i64 %686, %321
  br i1 %688, label %689, label %665, !llvm.loop !38

689:                                              ; preds = %665
  br i1 %322, label %706, label %690

690:                                              ; preds = %689, %664
  %691 = phi i64 [ 0, %664 ], [ %321, %689 ]
  %692 = phi double [ 0.000000e+00, %664 ], [ %685, %689 ]
  br label %693

693:                                              ; preds = %690, %693
  %694 = phi i64 [ %704, %693 ], [ %691, %690 ]
  %695 = phi double [ %703, %693 ], [ %692, %690 ]
  %696 = trunc nuw nsw i64 %694 to i32
  %697 = uitofp nneg i32 %696 to double
  %698 = call double @llvm.fmuladd.f64(double %697, double 3.000000e-01, double 1.000000e+00)
  %699 = fmul double %697, -5.000000e-02
  %700 = call noundef double @llvm.fmuladd.f64(double %699, double %697, double %698)
  %701 = getelementptr inbounds [12 x double], ptr %1, i64 0, i64 %694
  %702 = load double, ptr %701, align 8, !tbaa !10
  %703 = call double @llvm.fmuladd.f64(double %700, double %702, double %695)
  %704 = add nuw nsw i64 %694, 1
  %705 = icmp eq i64 %704, %316
  br i1 %705, label %706, label %693, !llvm.loop !39

706:                                              ; preds = %693, %689, %617, %663
  %707 = phi double [ %632, %663 ], [ 0.000000e+00, %617 ], [ %632, %689 ], [ %632, %693 ]
  %708 = phi double [ 0.000000e+00, %663 ], [ 0.000000e+00, %617 ], [ %685, %689 ], [ %703, %693 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %1) #9
  store double %556, ptr %555, align 8, !tbaa !10
  %709 = trunc nuw nsw i64 %554 to i32
  %710 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %17, i64 noundef 32, ptr noundef nonnull @.str.2, i32 noundef %709) #9
  %711 = getelementptr inbounds [9 x double], ptr %19, i64 0, i64 %554
  %712 = load double, ptr %711, align 8, !tbaa !10
  %713 = fsub double %707, %708
  %714 = fdiv double %713, 2.000000e-06
  %715 = fsub double %712, %714
  %716 = call double @llvm.fabs.f64(double %715)
  %717 = call double @llvm.fabs.f64(double %714)
  %718 = call double @llvm.maxnum.f64(double %717, double 1.000000e+00)
  %719 = fmul double %718, 0x3EB0C6F7A0B5ED8D
  %720 = fcmp ugt double %716, %719
  %721 = fcmp ule double %717, 1.000000e-09
  %722 = or i1 %721, %720
  %723 = select i1 %722, ptr @.str.4, ptr @.str.5
  %724 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %17, double noundef %712, double noundef %714, ptr noundef nonnull %723)
  %725 = zext i1 %722 to i32
  %726 = load i32, ptr @fails, align 4, !tbaa !6
  %727 = add nsw i32 %726, %725
  store i32 %727, ptr @fails, align 4, !tbaa !6
  %728 = add nuw nsw i64 %554, 1
  %729 = icmp eq i64 %728, 9
  br i1 %729, label %546, label %553, !llvm.loop !40
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare void @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @matmul(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #5 {
  %7 = icmp sgt i32 %3, 0
  br i1 %7, label %8, label %28

8:                                                ; preds = %6
  %9 = icmp sgt i32 %5, 0
  %10 = icmp sgt i32 %4, 0
  %11 = zext i32 %5 to i64
  %12 = zext nneg i32 %3 to i64
  %13 = zext i32 %4 to i64
  %14 = icmp ugt i32 %4, 3
  %15 = icmp eq i32 %5, 1
  %16 = and i1 %14, %15
  %17 = and i64 %13, 2147483644
  %18 = icmp eq i64 %17, %13
  br label %19

19:                                               ; preds = %8, %54
  %20 = phi i64 [ 0, %8 ], [ %55, %54 ]
  br i1 %9, label %21, label %54

21:                                               ; preds = %19
  %22 = mul nuw nsw i64 %20, %11
  %23 = trunc i64 %20 to i32
  %24 = mul i32 %23, %4
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds double, ptr %1, i64 %25
  %27 = getelementptr inbounds double, ptr %0, i64 %22
  br label %29

28:                                               ; preds = %54, %6
  ret void

29:                                               ; preds = %21, %57
  %30 = phi i64 [ 0, %21 ], [ %60, %57 ]
  br i1 %10, label %31, label %57

31:                                               ; preds = %29
  %32 = getelementptr inbounds double, ptr %2, i64 %30
  br i1 %16, label %36, label %33

33:                                               ; preds = %53, %31
  %34 = phi i64 [ 0, %31 ], [ %17, %53 ]
  %35 = phi double [ 0.000000e+00, %31 ], [ %50, %53 ]
  br label %62

36:                                               ; preds = %31, %36
  %37 = phi i64 [ %51, %36 ], [ 0, %31 ]
  %38 = phi double [ %50, %36 ], [ 0.000000e+00, %31 ]
  %39 = getelementptr inbounds double, ptr %26, i64 %37
  %40 = getelementptr inbounds i8, ptr %39, i64 16
  %41 = load <2 x double>, ptr %39, align 8, !tbaa !10
  %42 = load <2 x double>, ptr %40, align 8, !tbaa !10
  %43 = getelementptr inbounds double, ptr %32, i64 %37
  %44 = getelementptr inbounds i8, ptr %43, i64 16
  %45 = load <2 x double>, ptr %43, align 8, !tbaa !10
  %46 = load <2 x double>, ptr %44, align 8, !tbaa !10
  %47 = fmul <2 x double> %41, %45
  %48 = fmul <2 x double> %42, %46
  %49 = tail call double @llvm.vector.reduce.fadd.v2f64(double %38, <2 x double> %47)
  %50 = tail call double @llvm.vector.reduce.fadd.v2f64(double %49, <2 x double> %48)
  %51 = add nuw i64 %37, 4
  %52 = icmp eq i64 %51, %17
  br i1 %52, label %53, label %36, !llvm.loop !41

53:                                               ; preds = %36
  br i1 %18, label %57, label %33

54:                                               ; preds = %57, %19
  %55 = add nuw nsw i64 %20, 1
  %56 = icmp eq i64 %55, %12
  br i1 %56, label %28, label %19, !llvm.loop !16

57:                                               ; preds = %62, %53, %29
  %58 = phi double [ 0.000000e+00, %29 ], [ %50, %53 ], [ %70, %62 ]
  %59 = getelementptr inbounds double, ptr %27, i64 %30
  store double %58, ptr %59, align 8, !tbaa !10
  %60 = add nuw nsw i64 %30, 1
  %61 = icmp eq i64 %60, %11
  br i1 %61, label %54, label %29, !llvm.loop !17

62:                                               ; preds = %33, %62
  %63 = phi i64 [ %71, %62 ], [ %34, %33 ]
  %64 = phi double [ %70, %62 ], [ %35, %33 ]
  %65 = getelementptr inbounds double, ptr %26, i64 %63
  %66 = load double, ptr %65, align 8, !tbaa !10
  %67 = mul nuw nsw i64 %63, %11
  %68 = getelementptr inbounds double, ptr %32, i64 %67
  %69 = load double, ptr %68, align 8, !tbaa !10
  %70 = tail call double @llvm.fmuladd.f64(double %66, double %69, double %64)
  %71 = add nuw nsw i64 %63, 1
  %72 = icmp eq i64 %71, %13
  br i1 %72, label %57, label %62, !llvm.loop !42
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #8

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

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
!12 = distinct !{!12, !13, !14, !15}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !13, !14}
!19 = distinct !{!19, !13, !14, !15}
!20 = distinct !{!20, !13, !15, !14}
!21 = distinct !{!21, !13, !14, !15}
!22 = distinct !{!22, !13, !14}
!23 = distinct !{!23, !13, !14, !15}
!24 = distinct !{!24, !13, !15, !14}
!25 = distinct !{!25, !13}
!26 = distinct !{!26, !13, !14, !15}
!27 = distinct !{!27, !13, !14}
!28 = distinct !{!28, !13, !14, !15}
!29 = distinct !{!29, !13, !15, !14}
!30 = distinct !{!30, !13, !14, !15}
!31 = distinct !{!31, !13, !14}
!32 = distinct !{!32, !13, !14, !15}
!33 = distinct !{!33, !13, !15, !14}
!34 = distinct !{!34, !13}
!35 = distinct !{!35, !13}
!36 = distinct !{!36, !13, !14, !15}
!37 = distinct !{!37, !13, !15, !14}
!38 = distinct !{!38, !13, !14, !15}
!39 = distinct !{!39, !13, !15, !14}
!40 = distinct !{!40, !13}
!41 = distinct !{!41, !13, !14, !15}
!42 = distinct !{!42, !13, !14}
