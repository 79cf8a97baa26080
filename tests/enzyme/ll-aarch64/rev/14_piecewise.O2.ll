; ModuleID = 'rev/14_piecewise.c'
source_filename = "rev/14_piecewise.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.grad2 = type { double, double }

@__const.main.pts = private unnamed_addr constant [4 x double] [double -1.700000e+00, double -3.000000e-01, double 1.200000e+00, double 2.600000e+00], align 8
@.str = private unnamed_addr constant [14 x i8] c"pw d/dx at %g\00", align 1
@__const.main.x = private unnamed_addr constant [7 x double] [double -1.200000e+00, double 3.000000e-01, double 1.700000e+00, double -5.000000e-01, double 9.000000e-01, double 2.200000e+00, double -2.000000e+00], align 8
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@enzyme_out = external local_unnamed_addr global i32, align 4
@.str.1 = private unnamed_addr constant [15 x i8] c"clip_sum d/dlo\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"clip_sum d/dhi\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"clip_sum d/dx[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [40 x i8], align 1
  %2 = alloca i32, align 4
  %3 = alloca [7 x double], align 8
  %4 = alloca [7 x double], align 8
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #11
  br label %125

5:                                                ; preds = %173
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store volatile i32 7, ptr %2, align 4, !tbaa !6
  %6 = load volatile i32, ptr %2, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %3) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %3, ptr noundef nonnull align 8 dereferenceable(56) @__const.main.x, i64 56, i1 false)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %4) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %4, i8 0, i64 56, i1 false)
  %7 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %8 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %9 = load i32, ptr @enzyme_out, align 4, !tbaa !6
  %10 = call %struct.grad2 (ptr, ...) @__enzyme_autodiff_2(ptr noundef nonnull @clip_sum, i32 noundef %7, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %8, i32 noundef %6, i32 noundef %9, double noundef -2.000000e-01, i32 noundef %9, double noundef 1.100000e+00) #11
  %11 = extractvalue %struct.grad2 %10, 0
  %12 = extractvalue %struct.grad2 %10, 1
  %13 = icmp sgt i32 %6, 0
  br i1 %13, label %14, label %54

14:                                               ; preds = %5
  %15 = zext nneg i32 %6 to i64
  br label %16

16:                                               ; preds = %28, %14
  %17 = phi i64 [ 0, %14 ], [ %32, %28 ]
  %18 = phi double [ 0.000000e+00, %14 ], [ %31, %28 ]
  %19 = getelementptr inbounds double, ptr %3, i64 %17
  %20 = load double, ptr %19, align 8, !tbaa !10
  %21 = fcmp olt double %20, -1.999990e-01
  br i1 %21, label %28, label %22

22:                                               ; preds = %16
  %23 = fcmp ogt double %20, 1.100000e+00
  br i1 %23, label %24, label %26

24:                                               ; preds = %22
  %25 = fmul double %20, 1.100000e+00
  br label %28

26:                                               ; preds = %22
  %27 = fmul double %20, %20
  br label %28

28:                                               ; preds = %26, %24, %16
  %29 = phi double [ %25, %24 ], [ %27, %26 ], [ -1.999990e-01, %16 ]
  %30 = fmul double %20, %29
  %31 = fadd double %18, %30
  %32 = add nuw nsw i64 %17, 1
  %33 = icmp eq i64 %32, %15
  br i1 %33, label %34, label %16, !llvm.loop !12

34:                                               ; preds = %28, %46
  %35 = phi i64 [ %50, %46 ], [ 0, %28 ]
  %36 = phi double [ %49, %46 ], [ 0.000000e+00, %28 ]
  %37 = getelementptr inbounds double, ptr %3, i64 %35
  %38 = load double, ptr %37, align 8, !tbaa !10
  %39 = fcmp olt double %38, -2.000010e-01
  br i1 %39, label %46, label %40

40:                                               ; preds = %34
  %41 = fcmp ogt double %38, 1.100000e+00
  br i1 %41, label %42, label %44

42:                                               ; preds = %40
  %43 = fmul double %38, 1.100000e+00
  br label %46

44:                                               ; preds = %40
  %45 = fmul double %38, %38
  br label %46

46:                                               ; preds = %44, %42, %34
  %47 = phi double [ %43, %42 ], [ %45, %44 ], [ -2.000010e-01, %34 ]
  %48 = fmul double %38, %47
  %49 = fadd double %36, %48
  %50 = add nuw nsw i64 %35, 1
  %51 = icmp eq i64 %50, %15
  br i1 %51, label %52, label %34, !llvm.loop !12

52:                                               ; preds = %46
  %53 = fsub double %31, %49
  br label %54

54:                                               ; preds = %52, %5
  %55 = phi double [ 0.000000e+00, %5 ], [ %53, %52 ]
  %56 = fdiv double %55, 2.000000e-06
  %57 = fsub double %11, %56
  %58 = call double @llvm.fabs.f64(double %57)
  %59 = call double @llvm.fabs.f64(double %56)
  %60 = call double @llvm.maxnum.f64(double %59, double 1.000000e+00)
  %61 = fmul double %60, 0x3EB0C6F7A0B5ED8D
  %62 = fcmp ugt double %58, %61
  %63 = fcmp ule double %59, 1.000000e-09
  %64 = or i1 %63, %62
  %65 = select i1 %64, ptr @.str.5, ptr @.str.6
  %66 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef %11, double noundef %56, ptr noundef nonnull %65)
  %67 = zext i1 %64 to i32
  %68 = load i32, ptr @fails, align 4, !tbaa !6
  %69 = add nsw i32 %68, %67
  store i32 %69, ptr @fails, align 4, !tbaa !6
  %70 = zext nneg i32 %6 to i64
  br i1 %13, label %71, label %109

71:                                               ; preds = %54, %83
  %72 = phi i64 [ %87, %83 ], [ 0, %54 ]
  %73 = phi double [ %86, %83 ], [ 0.000000e+00, %54 ]
  %74 = getelementptr inbounds double, ptr %3, i64 %72
  %75 = load double, ptr %74, align 8, !tbaa !10
  %76 = fcmp olt double %75, -2.000000e-01
  br i1 %76, label %83, label %77

77:                                               ; preds = %71
  %78 = fcmp ogt double %75, 0x3FF1999AA60913A5
  br i1 %78, label %79, label %81

79:                                               ; preds = %77
  %80 = fmul double %75, 0x3FF1999AA60913A5
  br label %83

81:                                               ; preds = %77
  %82 = fmul double %75, %75
  br label %83

83:                                               ; preds = %81, %79, %71
  %84 = phi double [ %80, %79 ], [ %82, %81 ], [ -2.000000e-01, %71 ]
  %85 = fmul double %75, %84
  %86 = fadd double %73, %85
  %87 = add nuw nsw i64 %72, 1
  %88 = icmp eq i64 %87, %70
  br i1 %88, label %89, label %71, !llvm.loop !12

89:                                               ; preds = %83, %101
  %90 = phi i64 [ %105, %101 ], [ 0, %83 ]
  %91 = phi double [ %104, %101 ], [ 0.000000e+00, %83 ]
  %92 = getelementptr inbounds double, ptr %3, i64 %90
  %93 = load double, ptr %92, align 8, !tbaa !10
  %94 = fcmp olt double %93, -2.000000e-01
  br i1 %94, label %101, label %95

95:                                               ; preds = %89
  %96 = fcmp ogt double %93, 0x3FF199988D2A1F8F
  br i1 %96, label %97, label %99

97:                                               ; preds = %95
  %98 = fmul double %93, 0x3FF199988D2A1F8F
  br label %101

99:                                               ; preds = %95
  %100 = fmul double %93, %93
  br label %101

101:                                              ; preds = %99, %97, %89
  %102 = phi double [ %98, %97 ], [ %100, %99 ], [ -2.000000e-01, %89 ]
  %103 = fmul double %93, %102
  %104 = fadd double %91, %103
  %105 = add nuw nsw i64 %90, 1
  %106 = icmp eq i64 %105, %70
  br i1 %106, label %107, label %89, !llvm.loop !12

107:                                              ; preds = %101
  %108 = fsub double %86, %104
  br label %109

109:                                              ; preds = %54, %107
  %110 = phi double [ %108, %107 ], [ 0.000000e+00, %54 ]
  %111 = fdiv double %110, 2.000000e-06
  %112 = fsub double %12, %111
  %113 = call double @llvm.fabs.f64(double %112)
  %114 = call double @llvm.fabs.f64(double %111)
  %115 = call double @llvm.maxnum.f64(double %114, double 1.000000e+00)
  %116 = fmul double %115, 0x3EB0C6F7A0B5ED8D
  %117 = fcmp ugt double %113, %116
  %118 = fcmp ule double %114, 1.000000e-09
  %119 = or i1 %118, %117
  %120 = select i1 %119, ptr @.str.5, ptr @.str.6
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef %12, double noundef %111, ptr noundef nonnull %120)
  %122 = zext i1 %119 to i32
  %123 = load i32, ptr @fails, align 4, !tbaa !6
  %124 = add nsw i32 %123, %122
  store i32 %124, ptr @fails, align 4, !tbaa !6
  br label %199

125:                                              ; preds = %0, %173
  %126 = phi i64 [ 0, %0 ], [ %190, %173 ]
  %127 = getelementptr inbounds [4 x double], ptr @__const.main.pts, i64 0, i64 %126
  %128 = load double, ptr %127, align 8, !tbaa !10
  %129 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 40, ptr noundef nonnull @.str, double noundef %128) #11
  %130 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @pw, double noundef %128) #11
  %131 = fadd double %128, 0x3EB0C6F7A0B5ED8D
  %132 = fcmp olt double %131, -1.000000e+00
  br i1 %132, label %133, label %137

133:                                              ; preds = %125
  %134 = fneg double %131
  %135 = fmul double %131, -2.000000e+00
  %136 = call double @llvm.fmuladd.f64(double %134, double %131, double %135)
  br label %151

137:                                              ; preds = %125
  %138 = fcmp olt double %131, 5.000000e-01
  br i1 %138, label %139, label %142

139:                                              ; preds = %137
  %140 = call double @sin(double noundef %131) #11
  %141 = fadd double %140, 1.000000e+00
  br label %151

142:                                              ; preds = %137
  %143 = fcmp olt double %131, 2.000000e+00
  br i1 %143, label %144, label %148

144:                                              ; preds = %142
  %145 = fadd double %131, -5.000000e-01
  %146 = call double @exp(double noundef %145) #11
  %147 = fmul double %131, %146
  br label %151

148:                                              ; preds = %142
  %149 = call double @log(double noundef %131) #11
  %150 = call double @llvm.fmuladd.f64(double %131, double 3.000000e+00, double %149)
  br label %151

151:                                              ; preds = %133, %139, %144, %148
  %152 = phi double [ %136, %133 ], [ %141, %139 ], [ %147, %144 ], [ %150, %148 ]
  %153 = fadd double %128, 0xBEB0C6F7A0B5ED8D
  %154 = fcmp olt double %153, -1.000000e+00
  br i1 %154, label %155, label %159

155:                                              ; preds = %151
  %156 = fneg double %153
  %157 = fmul double %153, -2.000000e+00
  %158 = call double @llvm.fmuladd.f64(double %156, double %153, double %157)
  br label %173

159:                                              ; preds = %151
  %160 = fcmp olt double %153, 5.000000e-01
  br i1 %160, label %161, label %164

161:                                              ; preds = %159
  %162 = call double @sin(double noundef %153) #11
  %163 = fadd double %162, 1.000000e+00
  br label %173

164:                                              ; preds = %159
  %165 = fcmp olt double %153, 2.000000e+00
  br i1 %165, label %166, label %170

166:                                              ; preds = %164
  %167 = fadd double %153, -5.000000e-01
  %168 = call double @exp(double noundef %167) #11
  %169 = fmul double %153, %168
  br label %173

170:                                              ; preds = %164
  %171 = call double @log(double noundef %153) #11
  %172 = call double @llvm.fmuladd.f64(double %153, double 3.000000e+00, double %171)
  br label %173

173:                                              ; preds = %155, %161, %166, %170
  %174 = phi double [ %158, %155 ], [ %163, %161 ], [ %169, %166 ], [ %172, %170 ]
  %175 = fsub double %152, %174
  %176 = fdiv double %175, 2.000000e-06
  %177 = fsub double %130, %176
  %178 = call double @llvm.fabs.f64(double %177)
  %179 = call double @llvm.fabs.f64(double %176)
  %180 = call double @llvm.maxnum.f64(double %179, double 1.000000e+00)
  %181 = fmul double %180, 0x3EB0C6F7A0B5ED8D
  %182 = fcmp ugt double %178, %181
  %183 = fcmp ule double %179, 1.000000e-09
  %184 = or i1 %183, %182
  %185 = select i1 %184, ptr @.str.5, ptr @.str.6
  %186 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %1, double noundef %130, double noundef %176, ptr noundef nonnull %185)
  %187 = zext i1 %184 to i32
  %188 = load i32, ptr @fails, align 4, !tbaa !6
  %189 = add nsw i32 %188, %187
  store i32 %189, ptr @fails, align 4, !tbaa !6
  %190 = add nuw nsw i64 %126, 1
  %191 = icmp eq i64 %190, 4
  br i1 %191, label %5, label %125, !llvm.loop !14

192:                                              ; preds = %242
  %193 = icmp eq i32 %263, 0
  %194 = select i1 %193, ptr @.str.6, ptr @.str.5
  %195 = call i32 @puts(ptr nonnull dereferenceable(1) %194)
  %196 = load i32, ptr @fails, align 4, !tbaa !6
  %197 = icmp ne i32 %196, 0
  %198 = zext i1 %197 to i32
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #11
  ret i32 %198

199:                                              ; preds = %109, %242
  %200 = phi i64 [ 0, %109 ], [ %264, %242 ]
  %201 = getelementptr inbounds [7 x double], ptr %3, i64 0, i64 %200
  %202 = load double, ptr %201, align 8, !tbaa !10
  %203 = fadd double %202, 0x3EB0C6F7A0B5ED8D
  store double %203, ptr %201, align 8, !tbaa !10
  br i1 %13, label %204, label %242

204:                                              ; preds = %199, %216
  %205 = phi i64 [ %220, %216 ], [ 0, %199 ]
  %206 = phi double [ %219, %216 ], [ 0.000000e+00, %199 ]
  %207 = getelementptr inbounds double, ptr %3, i64 %205
  %208 = load double, ptr %207, align 8, !tbaa !10
  %209 = fcmp olt double %208, -2.000000e-01
  br i1 %209, label %216, label %210

210:                                              ; preds = %204
  %211 = fcmp ogt double %208, 1.100000e+00
  br i1 %211, label %212, label %214

212:                                              ; preds = %210
  %213 = fmul double %208, 1.100000e+00
  br label %216

214:                                              ; preds = %210
  %215 = fmul double %208, %208
  br label %216

216:                                              ; preds = %214, %212, %204
  %217 = phi double [ %213, %212 ], [ %215, %214 ], [ -2.000000e-01, %204 ]
  %218 = fmul double %208, %217
  %219 = fadd double %206, %218
  %220 = add nuw nsw i64 %205, 1
  %221 = icmp eq i64 %220, %70
  br i1 %221, label %222, label %204, !llvm.loop !12

222:                                              ; preds = %216
  %223 = fadd double %202, 0xBEB0C6F7A0B5ED8D
  store double %223, ptr %201, align 8, !tbaa !10
  br label %224

224:                                              ; preds = %236, %222
  %225 = phi i64 [ 0, %222 ], [ %240, %236 ]
  %226 = phi double [ 0.000000e+00, %222 ], [ %239, %236 ]
  %227 = getelementptr inbounds double, ptr %3, i64 %225
  %228 = load double, ptr %227, align 8, !tbaa !10
  %229 = fcmp olt double %228, -2.000000e-01
  br i1 %229, label %236, label %230

230:                                              ; preds = %224
  %231 = fcmp ogt double %228, 1.100000e+00
  br i1 %231, label %232, label %234

232:                                              ; preds = %230
  %233 = fmul double %228, 1.100000e+00
  br label %236

234:                                              ; preds = %230
  %235 = fmul double %228, %228
  br label %236

236:                                              ; preds = %234, %232, %224
  %237 = phi double [ %233, %232 ], [ %235, %234 ], [ -2.000000e-01, %224 ]
  %238 = fmul double %228, %237
  %239 = fadd double %226, %238
  %240 = add nuw nsw i64 %225, 1
  %241 = icmp eq i64 %240, %70
  br i1 %241, label %242, label %224, !llvm.loop !12

242:                                              ; preds = %236, %199
  %243 = phi double [ 0.000000e+00, %199 ], [ %219, %236 ]
  %244 = phi double [ 0.000000e+00, %199 ], [ %239, %236 ]
  store double %202, ptr %201, align 8, !tbaa !10
  %245 = trunc nuw nsw i64 %200 to i32
  %246 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 40, ptr noundef nonnull @.str.3, i32 noundef %245) #11
  %247 = getelementptr inbounds [7 x double], ptr %4, i64 0, i64 %200
  %248 = load double, ptr %247, align 8, !tbaa !10
  %249 = fsub double %243, %244
  %250 = fdiv double %249, 2.000000e-06
  %251 = fsub double %248, %250
  %252 = call double @llvm.fabs.f64(double %251)
  %253 = call double @llvm.fabs.f64(double %250)
  %254 = call double @llvm.maxnum.f64(double %253, double 1.000000e+00)
  %255 = fmul double %254, 0x3EB0C6F7A0B5ED8D
  %256 = fcmp ugt double %252, %255
  %257 = fcmp ule double %253, 1.000000e-09
  %258 = or i1 %257, %256
  %259 = select i1 %258, ptr @.str.5, ptr @.str.6
  %260 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %1, double noundef %248, double noundef %250, ptr noundef nonnull %259)
  %261 = zext i1 %258 to i32
  %262 = load i32, ptr @fails, align 4, !tbaa !6
  %263 = add nsw i32 %262, %261
  store i32 %263, ptr @fails, align 4, !tbaa !6
  %264 = add nuw nsw i64 %200, 1
  %265 = icmp eq i64 %264, 7
  br i1 %265, label %192, label %199, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #3

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @pw(double noundef %0) #5 {
  %2 = fcmp olt double %0, -1.000000e+00
  br i1 %2, label %3, label %7

3:                                                ; preds = %1
  %4 = fneg double %0
  %5 = fmul double %0, -2.000000e+00
  %6 = tail call double @llvm.fmuladd.f64(double %4, double %0, double %5)
  br label %21

7:                                                ; preds = %1
  %8 = fcmp olt double %0, 5.000000e-01
  br i1 %8, label %9, label %12

9:                                                ; preds = %7
  %10 = tail call double @sin(double noundef %0) #11
  %11 = fadd double %10, 1.000000e+00
  br label %21

12:                                               ; preds = %7
  %13 = fcmp olt double %0, 2.000000e+00
  br i1 %13, label %14, label %18

14:                                               ; preds = %12
  %15 = fadd double %0, -5.000000e-01
  %16 = tail call double @exp(double noundef %15) #11
  %17 = fmul double %16, %0
  br label %21

18:                                               ; preds = %12
  %19 = tail call double @log(double noundef %0) #11
  %20 = tail call double @llvm.fmuladd.f64(double %0, double 3.000000e+00, double %19)
  br label %21

21:                                               ; preds = %18, %14, %9, %3
  %22 = phi double [ %6, %3 ], [ %11, %9 ], [ %17, %14 ], [ %20, %18 ]
  ret double %22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

declare %struct.grad2 @__enzyme_autodiff_2(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @clip_sum(ptr nocapture noundef readonly %0, i32 noundef %1, double noundef %2, double noundef %3) #7 {
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %4
  %7 = zext nneg i32 %1 to i64
  br label %10

8:                                                ; preds = %22, %4
  %9 = phi double [ 0.000000e+00, %4 ], [ %25, %22 ]
  ret double %9

10:                                               ; preds = %6, %22
  %11 = phi i64 [ 0, %6 ], [ %26, %22 ]
  %12 = phi double [ 0.000000e+00, %6 ], [ %25, %22 ]
  %13 = getelementptr inbounds double, ptr %0, i64 %11
  %14 = load double, ptr %13, align 8, !tbaa !10
  %15 = fcmp olt double %14, %2
  br i1 %15, label %22, label %16

16:                                               ; preds = %10
  %17 = fcmp ogt double %14, %3
  br i1 %17, label %18, label %20

18:                                               ; preds = %16
  %19 = fmul double %14, %3
  br label %22

20:                                               ; preds = %16
  %21 = fmul double %14, %14
  br label %22

22:                                               ; preds = %10, %18, %20
  %23 = phi double [ %19, %18 ], [ %21, %20 ], [ %2, %10 ]
  %24 = fmul double %14, %23
  %25 = fadd double %12, %24
  %26 = add nuw nsw i64 %11, 1
  %27 = icmp eq i64 %26, %7
  br i1 %27, label %8, label %10, !llvm.loop !12
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #10

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
