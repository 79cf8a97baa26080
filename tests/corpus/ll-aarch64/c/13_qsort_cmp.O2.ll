; ModuleID = 'c/13_qsort_cmp.c'
source_filename = "c/13_qsort_cmp.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.person = type { [12 x i8], double, i32 }

@__const.main.fns = private unnamed_addr constant [2 x ptr] [ptr @cmp_int_asc, ptr @cmp_int_desc], align 8
@.str = private unnamed_addr constant [4 x i8] c"%s:\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"desc\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"asc \00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"%.4f%c\00", align 1
@__const.main.ps = private unnamed_addr constant [6 x %struct.person] [%struct.person { [12 x i8] c"alice\00\00\00\00\00\00\00", double 8.850000e+01, i32 30 }, %struct.person { [12 x i8] c"bob\00\00\00\00\00\00\00\00\00", double 9.200000e+01, i32 25 }, %struct.person { [12 x i8] c"carol\00\00\00\00\00\00\00", double 8.850000e+01, i32 22 }, %struct.person { [12 x i8] c"dave\00\00\00\00\00\00\00\00", double 7.025000e+01, i32 41 }, %struct.person { [12 x i8] c"erin\00\00\00\00\00\00\00\00", double 9.200000e+01, i32 25 }, %struct.person { [12 x i8] c"frank\00\00\00\00\00\00\00", double 8.850000e+01, i32 22 }], align 8
@.str.6 = private unnamed_addr constant [16 x i8] c"%-6s %6.2f %3d\0A\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"pear\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"apple\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"fig\00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c"banana\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"cherry\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"date\00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"apricot\00", align 1
@__const.main.words = private unnamed_addr constant [7 x ptr] [ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13], align 8
@.str.14 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.15 = private unnamed_addr constant [18 x i8] c"bsearch %d -> %s\0A\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"found\00", align 1
@.str.17 = private unnamed_addr constant [8 x i8] c"missing\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [24 x i32], align 16
  %2 = alloca [10 x double], align 16
  %3 = alloca [6 x %struct.person], align 8
  %4 = alloca [7 x ptr], align 8
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %1) #10
  store <4 x i32> <i32 50, i32 -17, i32 17, i32 39>, ptr %1, align 16, !tbaa !6
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  store <4 x i32> <i32 -24, i32 6, i32 24, i32 -35>, ptr %5, align 16, !tbaa !6
  %6 = getelementptr inbounds i8, ptr %1, i64 32
  store <4 x i32> <i32 -17, i32 13, i32 47, i32 36>, ptr %6, align 16, !tbaa !6
  %7 = getelementptr inbounds i8, ptr %1, i64 48
  store <4 x i32> <i32 -27, i32 3, i32 21, i32 -38>, ptr %7, align 16, !tbaa !6
  %8 = getelementptr inbounds i8, ptr %1, i64 64
  store <4 x i32> <i32 -20, i32 10, i32 44, i32 -31>, ptr %8, align 16, !tbaa !6
  %9 = getelementptr inbounds i8, ptr %1, i64 80
  store <4 x i32> <i32 3, i32 33, i32 -13, i32 25>, ptr %9, align 16, !tbaa !6
  %10 = getelementptr inbounds i8, ptr %1, i64 4
  %11 = getelementptr inbounds i8, ptr %1, i64 8
  %12 = getelementptr inbounds i8, ptr %1, i64 12
  %13 = getelementptr inbounds i8, ptr %1, i64 16
  %14 = getelementptr inbounds i8, ptr %1, i64 20
  %15 = getelementptr inbounds i8, ptr %1, i64 24
  %16 = getelementptr inbounds i8, ptr %1, i64 28
  %17 = getelementptr inbounds i8, ptr %1, i64 32
  %18 = getelementptr inbounds i8, ptr %1, i64 36
  %19 = getelementptr inbounds i8, ptr %1, i64 40
  %20 = getelementptr inbounds i8, ptr %1, i64 44
  %21 = getelementptr inbounds i8, ptr %1, i64 48
  %22 = getelementptr inbounds i8, ptr %1, i64 52
  %23 = getelementptr inbounds i8, ptr %1, i64 56
  %24 = getelementptr inbounds i8, ptr %1, i64 60
  %25 = getelementptr inbounds i8, ptr %1, i64 64
  %26 = getelementptr inbounds i8, ptr %1, i64 68
  %27 = getelementptr inbounds i8, ptr %1, i64 72
  %28 = getelementptr inbounds i8, ptr %1, i64 76
  %29 = getelementptr inbounds i8, ptr %1, i64 80
  %30 = getelementptr inbounds i8, ptr %1, i64 84
  %31 = getelementptr inbounds i8, ptr %1, i64 88
  %32 = getelementptr inbounds i8, ptr %1, i64 92
  br label %123

33:                                               ; preds = %123
  %34 = getelementptr inbounds i8, ptr %1, i64 20
  %35 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %2) #10
  %36 = getelementptr inbounds i8, ptr %2, i64 8
  store <2 x double> <double -1.000000e+00, double 0x3FF5555555555556>, ptr %2, align 16, !tbaa !10
  %37 = getelementptr inbounds i8, ptr %2, i64 16
  %38 = getelementptr inbounds i8, ptr %2, i64 24
  store <2 x double> <double 0x3FD5555555555554, double 0xBFE5555555555556>, ptr %37, align 16, !tbaa !10
  %39 = getelementptr inbounds i8, ptr %2, i64 32
  %40 = getelementptr inbounds i8, ptr %2, i64 40
  store <2 x double> <double 0x3FFAAAAAAAAAAAAA, double 0x3FE5555555555556>, ptr %39, align 16, !tbaa !10
  %41 = getelementptr inbounds i8, ptr %2, i64 48
  %42 = getelementptr inbounds i8, ptr %2, i64 56
  store <2 x double> <double 0xBFD5555555555556, double 2.000000e+00>, ptr %41, align 16, !tbaa !10
  %43 = getelementptr inbounds i8, ptr %2, i64 64
  %44 = getelementptr inbounds i8, ptr %2, i64 72
  store <2 x double> <double 1.000000e+00, double 0.000000e+00>, ptr %43, align 16, !tbaa !10
  call void @qsort(ptr noundef nonnull %2, i64 noundef 10, i64 noundef 8, ptr noundef nonnull @cmp_double) #10
  %45 = load double, ptr %2, align 16, !tbaa !10
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %45, i32 noundef 32)
  %47 = load double, ptr %36, align 8, !tbaa !10
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %47, i32 noundef 32)
  %49 = load double, ptr %37, align 16, !tbaa !10
  %50 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %49, i32 noundef 32)
  %51 = load double, ptr %38, align 8, !tbaa !10
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %51, i32 noundef 32)
  %53 = load double, ptr %39, align 16, !tbaa !10
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %53, i32 noundef 32)
  %55 = load double, ptr %40, align 8, !tbaa !10
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %55, i32 noundef 32)
  %57 = load double, ptr %41, align 16, !tbaa !10
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %57, i32 noundef 32)
  %59 = load double, ptr %42, align 8, !tbaa !10
  %60 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %59, i32 noundef 32)
  %61 = load double, ptr %43, align 16, !tbaa !10
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %61, i32 noundef 32)
  %63 = load double, ptr %44, align 8, !tbaa !10
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %63, i32 noundef 10)
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %3) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(192) %3, ptr noundef nonnull align 8 dereferenceable(192) @__const.main.ps, i64 192, i1 false)
  call void @qsort(ptr noundef nonnull %3, i64 noundef 6, i64 noundef 32, ptr noundef nonnull @cmp_person) #10
  %65 = getelementptr inbounds i8, ptr %3, i64 16
  %66 = load double, ptr %65, align 8, !tbaa !12
  %67 = getelementptr inbounds i8, ptr %3, i64 24
  %68 = load i32, ptr %67, align 8, !tbaa !14
  %69 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %3, double noundef %66, i32 noundef %68)
  %70 = getelementptr inbounds i8, ptr %3, i64 32
  %71 = getelementptr inbounds i8, ptr %3, i64 48
  %72 = load double, ptr %71, align 8, !tbaa !12
  %73 = getelementptr inbounds i8, ptr %3, i64 56
  %74 = load i32, ptr %73, align 8, !tbaa !14
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %70, double noundef %72, i32 noundef %74)
  %76 = getelementptr inbounds i8, ptr %3, i64 64
  %77 = getelementptr inbounds i8, ptr %3, i64 80
  %78 = load double, ptr %77, align 8, !tbaa !12
  %79 = getelementptr inbounds i8, ptr %3, i64 88
  %80 = load i32, ptr %79, align 8, !tbaa !14
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %76, double noundef %78, i32 noundef %80)
  %82 = getelementptr inbounds i8, ptr %3, i64 96
  %83 = getelementptr inbounds i8, ptr %3, i64 112
  %84 = load double, ptr %83, align 8, !tbaa !12
  %85 = getelementptr inbounds i8, ptr %3, i64 120
  %86 = load i32, ptr %85, align 8, !tbaa !14
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %82, double noundef %84, i32 noundef %86)
  %88 = getelementptr inbounds i8, ptr %3, i64 128
  %89 = getelementptr inbounds i8, ptr %3, i64 144
  %90 = load double, ptr %89, align 8, !tbaa !12
  %91 = getelementptr inbounds i8, ptr %3, i64 152
  %92 = load i32, ptr %91, align 8, !tbaa !14
  %93 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %88, double noundef %90, i32 noundef %92)
  %94 = getelementptr inbounds i8, ptr %3, i64 160
  %95 = getelementptr inbounds i8, ptr %3, i64 176
  %96 = load double, ptr %95, align 8, !tbaa !12
  %97 = getelementptr inbounds i8, ptr %3, i64 184
  %98 = load i32, ptr %97, align 8, !tbaa !14
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %94, double noundef %96, i32 noundef %98)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %4) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %4, ptr noundef nonnull align 8 dereferenceable(56) @__const.main.words, i64 56, i1 false)
  call void @qsort(ptr noundef nonnull %4, i64 noundef 7, i64 noundef 8, ptr noundef nonnull @cmp_str) #10
  %100 = load ptr, ptr %4, align 8, !tbaa !15
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef %100)
  %102 = getelementptr inbounds i8, ptr %4, i64 8
  %103 = load ptr, ptr %102, align 8, !tbaa !15
  %104 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef %103)
  %105 = getelementptr inbounds i8, ptr %4, i64 16
  %106 = load ptr, ptr %105, align 8, !tbaa !15
  %107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef %106)
  %108 = getelementptr inbounds i8, ptr %4, i64 24
  %109 = load ptr, ptr %108, align 8, !tbaa !15
  %110 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef %109)
  %111 = getelementptr inbounds i8, ptr %4, i64 32
  %112 = load ptr, ptr %111, align 8, !tbaa !15
  %113 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef %112)
  %114 = getelementptr inbounds i8, ptr %4, i64 40
  %115 = load ptr, ptr %114, align 8, !tbaa !15
  %116 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef %115)
  %117 = getelementptr inbounds i8, ptr %4, i64 48
  %118 = load ptr, ptr %117, align 8, !tbaa !15
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef %118)
  %120 = call i32 @putchar(i32 10)
  call void @qsort(ptr noundef nonnull %1, i64 noundef 24, i64 noundef 4, ptr noundef nonnull @cmp_int_asc) #10
  %121 = load i32, ptr %34, align 4, !tbaa !6
  %122 = load i32, ptr %35, align 16, !tbaa !6
  br label %179

123:                                              ; preds = %0, %123
  %124 = phi i1 [ true, %0 ], [ false, %123 ]
  %125 = phi i64 [ 0, %0 ], [ 1, %123 ]
  %126 = getelementptr inbounds [2 x ptr], ptr @__const.main.fns, i64 0, i64 %125
  %127 = load ptr, ptr %126, align 8, !tbaa !15
  call void @qsort(ptr noundef nonnull %1, i64 noundef 24, i64 noundef 4, ptr noundef %127) #10
  %128 = select i1 %124, ptr @.str.2, ptr @.str.1
  %129 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull %128)
  %130 = load i32, ptr %1, align 16, !tbaa !6
  %131 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %130)
  %132 = load i32, ptr %10, align 4, !tbaa !6
  %133 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %132)
  %134 = load i32, ptr %11, align 8, !tbaa !6
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %134)
  %136 = load i32, ptr %12, align 4, !tbaa !6
  %137 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %136)
  %138 = load i32, ptr %13, align 16, !tbaa !6
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %138)
  %140 = load i32, ptr %14, align 4, !tbaa !6
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %140)
  %142 = load i32, ptr %15, align 8, !tbaa !6
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %142)
  %144 = load i32, ptr %16, align 4, !tbaa !6
  %145 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %144)
  %146 = load i32, ptr %17, align 16, !tbaa !6
  %147 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %146)
  %148 = load i32, ptr %18, align 4, !tbaa !6
  %149 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %148)
  %150 = load i32, ptr %19, align 8, !tbaa !6
  %151 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %150)
  %152 = load i32, ptr %20, align 4, !tbaa !6
  %153 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %152)
  %154 = load i32, ptr %21, align 16, !tbaa !6
  %155 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %154)
  %156 = load i32, ptr %22, align 4, !tbaa !6
  %157 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %156)
  %158 = load i32, ptr %23, align 8, !tbaa !6
  %159 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %158)
  %160 = load i32, ptr %24, align 4, !tbaa !6
  %161 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %160)
  %162 = load i32, ptr %25, align 16, !tbaa !6
  %163 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %162)
  %164 = load i32, ptr %26, align 4, !tbaa !6
  %165 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %164)
  %166 = load i32, ptr %27, align 8, !tbaa !6
  %167 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %166)
  %168 = load i32, ptr %28, align 4, !tbaa !6
  %169 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %168)
  %170 = load i32, ptr %29, align 16, !tbaa !6
  %171 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %170)
  %172 = load i32, ptr %30, align 4, !tbaa !6
  %173 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %172)
  %174 = load i32, ptr %31, align 8, !tbaa !6
  %175 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %174)
  %176 = load i32, ptr %32, align 4, !tbaa !6
  %177 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %176)
  %178 = call i32 @putchar(i32 10)
  br i1 %124, label %123, label %33, !llvm.loop !17

179:                                              ; preds = %197, %33
  %180 = phi i64 [ %199, %197 ], [ 0, %33 ]
  %181 = phi i64 [ %198, %197 ], [ 24, %33 ]
  %182 = add i64 %181, %180
  %183 = lshr i64 %182, 1
  %184 = shl i64 %183, 2
  %185 = getelementptr inbounds i8, ptr %1, i64 %184
  %186 = load i32, ptr %185, align 4, !tbaa !6
  %187 = icmp sgt i32 %121, %186
  %188 = zext i1 %187 to i32
  %189 = icmp slt i32 %121, %186
  %190 = sext i1 %189 to i32
  %191 = add nsw i32 %190, %188
  %192 = icmp slt i32 %191, 0
  br i1 %192, label %197, label %193

193:                                              ; preds = %179
  %194 = icmp eq i32 %191, 0
  br i1 %194, label %201, label %195

195:                                              ; preds = %193
  %196 = add nuw i64 %183, 1
  br label %197

197:                                              ; preds = %195, %179
  %198 = phi i64 [ %181, %195 ], [ %183, %179 ]
  %199 = phi i64 [ %196, %195 ], [ %180, %179 ]
  %200 = icmp ult i64 %199, %198
  br i1 %200, label %179, label %201, !llvm.loop !19

201:                                              ; preds = %193, %197
  %202 = phi ptr [ @.str.17, %197 ], [ @.str.16, %193 ]
  %203 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %121, ptr noundef nonnull %202)
  br label %204

204:                                              ; preds = %222, %201
  %205 = phi i64 [ %224, %222 ], [ 0, %201 ]
  %206 = phi i64 [ %223, %222 ], [ 24, %201 ]
  %207 = add i64 %206, %205
  %208 = lshr i64 %207, 1
  %209 = shl i64 %208, 2
  %210 = getelementptr inbounds i8, ptr %1, i64 %209
  %211 = load i32, ptr %210, align 4, !tbaa !6
  %212 = icmp slt i32 %211, 1000
  %213 = zext i1 %212 to i32
  %214 = icmp sgt i32 %211, 1000
  %215 = sext i1 %214 to i32
  %216 = add nsw i32 %215, %213
  %217 = icmp slt i32 %216, 0
  br i1 %217, label %222, label %218

218:                                              ; preds = %204
  %219 = icmp eq i32 %216, 0
  br i1 %219, label %226, label %220

220:                                              ; preds = %218
  %221 = add nuw i64 %208, 1
  br label %222

222:                                              ; preds = %220, %204
  %223 = phi i64 [ %206, %220 ], [ %208, %204 ]
  %224 = phi i64 [ %221, %220 ], [ %205, %204 ]
  %225 = icmp ult i64 %224, %223
  br i1 %225, label %204, label %226, !llvm.loop !19

226:                                              ; preds = %222, %218
  %227 = phi ptr [ @.str.17, %222 ], [ @.str.16, %218 ]
  %228 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 1000, ptr noundef nonnull %227)
  br label %229

229:                                              ; preds = %247, %226
  %230 = phi i64 [ %249, %247 ], [ 0, %226 ]
  %231 = phi i64 [ %248, %247 ], [ 24, %226 ]
  %232 = add i64 %231, %230
  %233 = lshr i64 %232, 1
  %234 = shl i64 %233, 2
  %235 = getelementptr inbounds i8, ptr %1, i64 %234
  %236 = load i32, ptr %235, align 4, !tbaa !6
  %237 = icmp sgt i32 %122, %236
  %238 = zext i1 %237 to i32
  %239 = icmp slt i32 %122, %236
  %240 = sext i1 %239 to i32
  %241 = add nsw i32 %240, %238
  %242 = icmp slt i32 %241, 0
  br i1 %242, label %247, label %243

243:                                              ; preds = %229
  %244 = icmp eq i32 %241, 0
  br i1 %244, label %251, label %245

245:                                              ; preds = %243
  %246 = add nuw i64 %233, 1
  br label %247

247:                                              ; preds = %245, %229
  %248 = phi i64 [ %231, %245 ], [ %233, %229 ]
  %249 = phi i64 [ %246, %245 ], [ %230, %229 ]
  %250 = icmp ult i64 %249, %248
  br i1 %250, label %229, label %251, !llvm.loop !19

251:                                              ; preds = %247, %243
  %252 = phi ptr [ @.str.17, %247 ], [ @.str.16, %243 ]
  %253 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %122, ptr noundef nonnull %252)
  br label %254

254:                                              ; preds = %272, %251
  %255 = phi i64 [ %274, %272 ], [ 0, %251 ]
  %256 = phi i64 [ %273, %272 ], [ 24, %251 ]
  %257 = add i64 %256, %255
  %258 = lshr i64 %257, 1
  %259 = shl i64 %258, 2
  %260 = getelementptr inbounds i8, ptr %1, i64 %259
  %261 = load i32, ptr %260, align 4, !tbaa !6
  %262 = icmp slt i32 %261, -41
  %263 = zext i1 %262 to i32
  %264 = icmp sgt i32 %261, -41
  %265 = sext i1 %264 to i32
  %266 = add nsw i32 %265, %263
  %267 = icmp slt i32 %266, 0
  br i1 %267, label %272, label %268

268:                                              ; preds = %254
  %269 = icmp eq i32 %266, 0
  br i1 %269, label %276, label %270

270:                                              ; preds = %268
  %271 = add nuw i64 %258, 1
  br label %272

272:                                              ; preds = %270, %254
  %273 = phi i64 [ %256, %270 ], [ %258, %254 ]
  %274 = phi i64 [ %271, %270 ], [ %255, %254 ]
  %275 = icmp ult i64 %274, %273
  br i1 %275, label %254, label %276, !llvm.loop !19

276:                                              ; preds = %272, %268
  %277 = phi ptr [ @.str.17, %272 ], [ @.str.16, %268 ]
  %278 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef -41, ptr noundef nonnull %277)
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %1) #10
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_int_asc(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #2 {
  %3 = load i32, ptr %0, align 4, !tbaa !6
  %4 = load i32, ptr %1, align 4, !tbaa !6
  %5 = icmp sgt i32 %3, %4
  %6 = zext i1 %5 to i32
  %7 = icmp slt i32 %3, %4
  %8 = sext i1 %7 to i32
  %9 = add nsw i32 %8, %6
  ret i32 %9
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_int_desc(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #2 {
  %3 = load i32, ptr %1, align 4, !tbaa !6
  %4 = load i32, ptr %0, align 4, !tbaa !6
  %5 = icmp sgt i32 %3, %4
  %6 = zext i1 %5 to i32
  %7 = icmp slt i32 %3, %4
  %8 = sext i1 %7 to i32
  %9 = add nsw i32 %8, %6
  ret i32 %9
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree
declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_double(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #2 {
  %3 = load double, ptr %0, align 8, !tbaa !10
  %4 = load double, ptr %1, align 8, !tbaa !10
  %5 = fcmp ogt double %3, %4
  %6 = zext i1 %5 to i32
  %7 = fcmp olt double %3, %4
  %8 = sext i1 %7 to i32
  %9 = add nsw i32 %8, %6
  ret i32 %9
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read) uwtable
define internal i32 @cmp_person(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load double, ptr %3, align 8, !tbaa !12
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = load double, ptr %5, align 8, !tbaa !12
  %7 = fcmp une double %4, %6
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = fcmp olt double %4, %6
  %10 = select i1 %9, i32 1, i32 -1
  br label %21

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8, ptr %0, i64 24
  %13 = load i32, ptr %12, align 8, !tbaa !14
  %14 = getelementptr inbounds i8, ptr %1, i64 24
  %15 = load i32, ptr %14, align 8, !tbaa !14
  %16 = icmp eq i32 %13, %15
  br i1 %16, label %19, label %17

17:                                               ; preds = %11
  %18 = sub nsw i32 %13, %15
  br label %21

19:                                               ; preds = %11
  %20 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %0, ptr noundef nonnull dereferenceable(1) %1) #11
  br label %21

21:                                               ; preds = %19, %17, %8
  %22 = phi i32 [ %10, %8 ], [ %18, %17 ], [ %20, %19 ]
  ret i32 %22
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal i32 @cmp_str(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #7 {
  %3 = load ptr, ptr %0, align 8, !tbaa !15
  %4 = load ptr, ptr %1, align 8, !tbaa !15
  %5 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) %4) #11
  ret i32 %5
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #9

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(read) }

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
!12 = !{!13, !11, i64 16}
!13 = !{!"", !8, i64 0, !11, i64 16, !7, i64 24}
!14 = !{!13, !7, i64 24}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !8, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = distinct !{!19, !18}
