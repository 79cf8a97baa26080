; ModuleID = 'rev/77_cpp_enzyme_header.cpp'
source_filename = "rev/77_cpp_enzyme_header.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%"struct.enzyme::tuple.0" = type { %"struct.enzyme::detail::tuple_storage.1" }
%"struct.enzyme::detail::tuple_storage.1" = type { %"struct.enzyme::detail::tuple_leaf.2", %"struct.enzyme::detail::tuple_leaf.3" }
%"struct.enzyme::detail::tuple_leaf.2" = type { double }
%"struct.enzyme::detail::tuple_leaf.3" = type { double }
%"struct.enzyme::Const" = type { double }
%"struct.enzyme::Duplicated.16" = type { double, double }
%"struct.enzyme::tuple.7" = type { %"struct.enzyme::detail::tuple_storage.8" }
%"struct.enzyme::detail::tuple_storage.8" = type { %"struct.enzyme::detail::tuple_leaf.2" }
%"struct.enzyme::Const.11" = type { i32 }
%"struct.enzyme::Duplicated" = type { ptr, ptr }
%"struct.enzyme::Duplicated.15" = type { ptr, ptr }
%"struct.enzyme::tuple.12" = type { i8 }
%"struct.enzyme::tuple.9" = type { %"struct.enzyme::detail::tuple_storage.10" }
%"struct.enzyme::detail::tuple_storage.10" = type { %"struct.enzyme::detail::tuple_leaf.6" }
%"struct.enzyme::detail::tuple_leaf.6" = type { %"struct.enzyme::tuple.7" }
%"struct.enzyme::Active" = type { double }
%"struct.enzyme::tuple.17" = type { %"struct.enzyme::detail::tuple_storage.18" }
%"struct.enzyme::detail::tuple_storage.18" = type { %"struct.enzyme::detail::tuple_leaf.2", %"struct.enzyme::detail::tuple_leaf.19" }
%"struct.enzyme::detail::tuple_leaf.19" = type { %"struct.enzyme::tuple.7" }
%"struct.enzyme::tuple.4" = type { %"struct.enzyme::detail::tuple_storage.5" }
%"struct.enzyme::detail::tuple_storage.5" = type { %"struct.enzyme::detail::tuple_leaf.6", %"struct.enzyme::detail::tuple_leaf.3" }
%"struct.enzyme::tuple" = type { %"struct.enzyme::detail::tuple_storage" }
%"struct.enzyme::detail::tuple_storage" = type { %"struct.enzyme::detail::tuple_leaf" }
%"struct.enzyme::detail::tuple_leaf" = type { %"struct.enzyme::tuple.0" }
%class.anon = type { ptr, ptr }

$_ZN6enzyme6ActiveIdEC2Ed = comdat any

$_ZN6enzyme5ConstIdEC2Ed = comdat any

$_ZN6enzyme10DuplicatedIPdEC2ES1_S1_ = comdat any

$_ZN6enzyme5ConstIiEC2Ei = comdat any

$_ZN6enzyme10DuplicatedIPKdEC2ES2_S2_ = comdat any

$_ZN6enzyme10DuplicatedIdEC2Edd = comdat any

@.str = private unnamed_addr constant [13 x i8] c"Reverse d/dx\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"Reverse d/dy\00", align 1
@.str.2 = private unnamed_addr constant [23 x i8] c"ReverseWithPrimal d/dx\00", align 1
@.str.3 = private unnamed_addr constant [25 x i8] c"ReverseWithPrimal primal\00", align 1
@__const.main.v = private unnamed_addr constant [4 x double] [double 3.000000e-01, double -8.000000e-01, double 1.100000e+00, double 4.500000e-01], align 16
@.str.4 = private unnamed_addr constant [14 x i8] c"weighted d/ds\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"weighted d/dv[%d]\00", align 1
@__const.main.u = private unnamed_addr constant [3 x double] [double 2.000000e-01, double -6.000000e-01, double 1.400000e+00], align 16
@__const.main.dout = private unnamed_addr constant [3 x double] [double 1.000000e+00, double -2.000000e+00, double 5.000000e-01], align 16
@__const.main.w = private unnamed_addr constant [3 x double] [double 1.000000e+00, double -2.000000e+00, double 5.000000e-01], align 16
@.str.6 = private unnamed_addr constant [22 x i8] c"const result d/du[%d]\00", align 1
@.str.7 = private unnamed_addr constant [16 x i8] c"Forward tangent\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"Forward primal\00", align 1
@.str.9 = private unnamed_addr constant [26 x i8] c"Forward tangent (y const)\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@_ZL5fails = internal global i32 0, align 4
@.str.11 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@enzyme_active_return = external global i32, align 4
@enzyme_noret = external global i32, align 4
@enzyme_out = external global i32, align 4
@.str.13 = private unnamed_addr constant [30 x i8] c"%-30s ad=%+.10e fd=%+.10e %s\0A\00", align 1
@enzyme_primal_return = external global i32, align 4
@enzyme_const = external global i32, align 4
@enzyme_dup = external global i32, align 4
@enzyme_const_return = external global i32, align 4
@enzyme_dup_return = external global i32, align 4

; Function Attrs: mustprogress noinline norecurse nounwind optnone uwtable
define dso_local noundef i32 @main() #0 {
  %1 = alloca %"struct.enzyme::tuple.0", align 8
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca %"struct.enzyme::tuple.0", align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca i32, align 4
  %18 = alloca double, align 8
  %19 = alloca %"struct.enzyme::tuple.0", align 8
  %20 = alloca %"struct.enzyme::Const", align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca i32, align 4
  %25 = alloca double, align 8
  %26 = alloca double, align 8
  %27 = alloca %"struct.enzyme::tuple.0", align 8
  %28 = alloca %"struct.enzyme::Duplicated.16", align 8
  %29 = alloca %"struct.enzyme::Const", align 8
  %30 = alloca ptr, align 8
  %31 = alloca ptr, align 8
  %32 = alloca ptr, align 8
  %33 = alloca %"struct.enzyme::Const", align 8
  %34 = alloca %"struct.enzyme::tuple.0", align 8
  %35 = alloca %"struct.enzyme::tuple.0", align 8
  %36 = alloca %"struct.enzyme::tuple.0", align 8
  %37 = alloca ptr, align 8
  %38 = alloca ptr, align 8
  %39 = alloca ptr, align 8
  %40 = alloca ptr, align 8
  %41 = alloca ptr, align 8
  %42 = alloca ptr, align 8
  %43 = alloca %"struct.enzyme::tuple.0", align 8
  %44 = alloca %"struct.enzyme::Duplicated.16", align 8
  %45 = alloca %"struct.enzyme::Const", align 8
  %46 = alloca %"struct.enzyme::tuple.7", align 8
  %47 = alloca ptr, align 8
  %48 = alloca ptr, align 8
  %49 = alloca ptr, align 8
  %50 = alloca i32, align 4
  %51 = alloca double, align 8
  %52 = alloca double, align 8
  %53 = alloca i32, align 4
  %54 = alloca double, align 8
  %55 = alloca double, align 8
  %56 = alloca %"struct.enzyme::tuple.7", align 8
  %57 = alloca ptr, align 8
  %58 = alloca ptr, align 8
  %59 = alloca ptr, align 8
  %60 = alloca i32, align 4
  %61 = alloca double, align 8
  %62 = alloca double, align 8
  %63 = alloca i32, align 4
  %64 = alloca double, align 8
  %65 = alloca double, align 8
  %66 = alloca %"struct.enzyme::tuple.7", align 8
  %67 = alloca %"struct.enzyme::Duplicated.16", align 8
  %68 = alloca ptr, align 8
  %69 = alloca ptr, align 8
  %70 = alloca ptr, align 8
  %71 = alloca i32, align 4
  %72 = alloca double, align 8
  %73 = alloca double, align 8
  %74 = alloca %"struct.enzyme::tuple.7", align 8
  %75 = alloca %"struct.enzyme::Duplicated.16", align 8
  %76 = alloca %"struct.enzyme::Duplicated.16", align 8
  %77 = alloca ptr, align 8
  %78 = alloca ptr, align 8
  %79 = alloca ptr, align 8
  %80 = alloca %"struct.enzyme::Duplicated.16", align 8
  %81 = alloca %"struct.enzyme::tuple.7", align 8
  %82 = alloca %"struct.enzyme::tuple.7", align 8
  %83 = alloca %"struct.enzyme::tuple.7", align 8
  %84 = alloca ptr, align 8
  %85 = alloca ptr, align 8
  %86 = alloca ptr, align 8
  %87 = alloca ptr, align 8
  %88 = alloca ptr, align 8
  %89 = alloca ptr, align 8
  %90 = alloca %"struct.enzyme::tuple.7", align 8
  %91 = alloca %"struct.enzyme::Duplicated.16", align 8
  %92 = alloca %"struct.enzyme::Duplicated.16", align 8
  %93 = alloca ptr, align 8
  %94 = alloca ptr, align 8
  %95 = alloca ptr, align 8
  %96 = alloca i32, align 4
  %97 = alloca ptr, align 8
  %98 = alloca ptr, align 8
  %99 = alloca i32, align 4
  %100 = alloca ptr, align 8
  %101 = alloca ptr, align 8
  %102 = alloca i32, align 4
  %103 = alloca i32, align 4
  %104 = alloca ptr, align 8
  %105 = alloca ptr, align 8
  %106 = alloca ptr, align 8
  %107 = alloca i32, align 4
  %108 = alloca ptr, align 8
  %109 = alloca ptr, align 8
  %110 = alloca i32, align 4
  %111 = alloca ptr, align 8
  %112 = alloca ptr, align 8
  %113 = alloca i32, align 4
  %114 = alloca i32, align 4
  %115 = alloca %"struct.enzyme::Const.11", align 4
  %116 = alloca ptr, align 8
  %117 = alloca ptr, align 8
  %118 = alloca ptr, align 8
  %119 = alloca i32, align 4
  %120 = alloca ptr, align 8
  %121 = alloca ptr, align 8
  %122 = alloca i32, align 4
  %123 = alloca ptr, align 8
  %124 = alloca ptr, align 8
  %125 = alloca %"struct.enzyme::Duplicated", align 8
  %126 = alloca %"struct.enzyme::Const.11", align 4
  %127 = alloca ptr, align 8
  %128 = alloca ptr, align 8
  %129 = alloca ptr, align 8
  %130 = alloca i32, align 4
  %131 = alloca ptr, align 8
  %132 = alloca ptr, align 8
  %133 = alloca %"struct.enzyme::Const.11", align 4
  %134 = alloca %"struct.enzyme::Duplicated.15", align 8
  %135 = alloca %"struct.enzyme::Const.11", align 4
  %136 = alloca ptr, align 8
  %137 = alloca ptr, align 8
  %138 = alloca ptr, align 8
  %139 = alloca %"struct.enzyme::Duplicated", align 8
  %140 = alloca %"struct.enzyme::Const.11", align 4
  %141 = alloca %"struct.enzyme::Duplicated", align 8
  %142 = alloca %"struct.enzyme::tuple.12", align 1
  %143 = alloca %"struct.enzyme::tuple.12", align 1
  %144 = alloca ptr, align 8
  %145 = alloca ptr, align 8
  %146 = alloca ptr, align 8
  %147 = alloca ptr, align 8
  %148 = alloca ptr, align 8
  %149 = alloca ptr, align 8
  %150 = alloca ptr, align 8
  %151 = alloca %"struct.enzyme::Duplicated.15", align 8
  %152 = alloca %"struct.enzyme::Duplicated", align 8
  %153 = alloca %"struct.enzyme::Const.11", align 4
  %154 = alloca %"struct.enzyme::tuple.9", align 8
  %155 = alloca ptr, align 8
  %156 = alloca ptr, align 8
  %157 = alloca ptr, align 8
  %158 = alloca i32, align 4
  %159 = alloca ptr, align 8
  %160 = alloca ptr, align 8
  %161 = alloca i32, align 4
  %162 = alloca double, align 8
  %163 = alloca i32, align 4
  %164 = alloca i32, align 4
  %165 = alloca %"struct.enzyme::tuple.9", align 8
  %166 = alloca ptr, align 8
  %167 = alloca ptr, align 8
  %168 = alloca ptr, align 8
  %169 = alloca i32, align 4
  %170 = alloca ptr, align 8
  %171 = alloca ptr, align 8
  %172 = alloca i32, align 4
  %173 = alloca double, align 8
  %174 = alloca i32, align 4
  %175 = alloca i32, align 4
  %176 = alloca %"struct.enzyme::tuple.9", align 8
  %177 = alloca %"struct.enzyme::Const.11", align 4
  %178 = alloca ptr, align 8
  %179 = alloca ptr, align 8
  %180 = alloca ptr, align 8
  %181 = alloca i32, align 4
  %182 = alloca ptr, align 8
  %183 = alloca ptr, align 8
  %184 = alloca i32, align 4
  %185 = alloca double, align 8
  %186 = alloca %"struct.enzyme::tuple.9", align 8
  %187 = alloca %"struct.enzyme::Active", align 8
  %188 = alloca %"struct.enzyme::Const.11", align 4
  %189 = alloca ptr, align 8
  %190 = alloca ptr, align 8
  %191 = alloca ptr, align 8
  %192 = alloca i32, align 4
  %193 = alloca ptr, align 8
  %194 = alloca ptr, align 8
  %195 = alloca %"struct.enzyme::Const.11", align 4
  %196 = alloca %"struct.enzyme::tuple.9", align 8
  %197 = alloca %"struct.enzyme::Duplicated", align 8
  %198 = alloca %"struct.enzyme::Active", align 8
  %199 = alloca %"struct.enzyme::Const.11", align 4
  %200 = alloca ptr, align 8
  %201 = alloca ptr, align 8
  %202 = alloca ptr, align 8
  %203 = alloca %"struct.enzyme::Active", align 8
  %204 = alloca %"struct.enzyme::Const.11", align 4
  %205 = alloca %"struct.enzyme::tuple.9", align 8
  %206 = alloca %"struct.enzyme::tuple.9", align 8
  %207 = alloca %"struct.enzyme::tuple.9", align 8
  %208 = alloca ptr, align 8
  %209 = alloca ptr, align 8
  %210 = alloca ptr, align 8
  %211 = alloca ptr, align 8
  %212 = alloca ptr, align 8
  %213 = alloca ptr, align 8
  %214 = alloca ptr, align 8
  %215 = alloca %"struct.enzyme::tuple.9", align 8
  %216 = alloca %"struct.enzyme::Duplicated", align 8
  %217 = alloca %"struct.enzyme::Active", align 8
  %218 = alloca %"struct.enzyme::Const.11", align 4
  %219 = alloca ptr, align 8
  %220 = alloca ptr, align 8
  %221 = alloca ptr, align 8
  %222 = alloca %"struct.enzyme::tuple.17", align 8
  %223 = alloca ptr, align 8
  %224 = alloca ptr, align 8
  %225 = alloca ptr, align 8
  %226 = alloca i32, align 4
  %227 = alloca double, align 8
  %228 = alloca i32, align 4
  %229 = alloca double, align 8
  %230 = alloca %"struct.enzyme::tuple.17", align 8
  %231 = alloca ptr, align 8
  %232 = alloca ptr, align 8
  %233 = alloca ptr, align 8
  %234 = alloca i32, align 4
  %235 = alloca double, align 8
  %236 = alloca i32, align 4
  %237 = alloca double, align 8
  %238 = alloca %"struct.enzyme::tuple.17", align 8
  %239 = alloca %"struct.enzyme::Const", align 8
  %240 = alloca ptr, align 8
  %241 = alloca ptr, align 8
  %242 = alloca ptr, align 8
  %243 = alloca i32, align 4
  %244 = alloca double, align 8
  %245 = alloca ptr, align 8
  %246 = alloca ptr, align 8
  %247 = alloca ptr, align 8
  %248 = alloca ptr, align 8
  %249 = alloca %"struct.enzyme::tuple.17", align 8
  %250 = alloca %"struct.enzyme::Active", align 8
  %251 = alloca %"struct.enzyme::Const", align 8
  %252 = alloca ptr, align 8
  %253 = alloca ptr, align 8
  %254 = alloca ptr, align 8
  %255 = alloca %"struct.enzyme::Const", align 8
  %256 = alloca ptr, align 8
  %257 = alloca ptr, align 8
  %258 = alloca ptr, align 8
  %259 = alloca %"struct.enzyme::tuple.4", align 8
  %260 = alloca %"struct.enzyme::tuple.17", align 8
  %261 = alloca %"struct.enzyme::tuple.4", align 8
  %262 = alloca ptr, align 8
  %263 = alloca ptr, align 8
  %264 = alloca ptr, align 8
  %265 = alloca ptr, align 8
  %266 = alloca ptr, align 8
  %267 = alloca ptr, align 8
  %268 = alloca %"struct.enzyme::tuple.17", align 8
  %269 = alloca %"struct.enzyme::Active", align 8
  %270 = alloca %"struct.enzyme::Const", align 8
  %271 = alloca ptr, align 8
  %272 = alloca ptr, align 8
  %273 = alloca ptr, align 8
  %274 = alloca ptr, align 8
  %275 = alloca ptr, align 8
  %276 = alloca ptr, align 8
  %277 = alloca ptr, align 8
  %278 = alloca ptr, align 8
  %279 = alloca ptr, align 8
  %280 = alloca %"struct.enzyme::tuple", align 8
  %281 = alloca ptr, align 8
  %282 = alloca ptr, align 8
  %283 = alloca ptr, align 8
  %284 = alloca i32, align 4
  %285 = alloca double, align 8
  %286 = alloca i32, align 4
  %287 = alloca double, align 8
  %288 = alloca %"struct.enzyme::tuple", align 8
  %289 = alloca ptr, align 8
  %290 = alloca ptr, align 8
  %291 = alloca ptr, align 8
  %292 = alloca i32, align 4
  %293 = alloca double, align 8
  %294 = alloca i32, align 4
  %295 = alloca double, align 8
  %296 = alloca %"struct.enzyme::tuple", align 8
  %297 = alloca %"struct.enzyme::Active", align 8
  %298 = alloca ptr, align 8
  %299 = alloca ptr, align 8
  %300 = alloca ptr, align 8
  %301 = alloca i32, align 4
  %302 = alloca double, align 8
  %303 = alloca %"struct.enzyme::tuple", align 8
  %304 = alloca %"struct.enzyme::Active", align 8
  %305 = alloca %"struct.enzyme::Active", align 8
  %306 = alloca ptr, align 8
  %307 = alloca ptr, align 8
  %308 = alloca ptr, align 8
  %309 = alloca %"struct.enzyme::Active", align 8
  %310 = alloca %"struct.enzyme::tuple", align 8
  %311 = alloca %"struct.enzyme::tuple", align 8
  %312 = alloca %"struct.enzyme::tuple", align 8
  %313 = alloca ptr, align 8
  %314 = alloca ptr, align 8
  %315 = alloca ptr, align 8
  %316 = alloca ptr, align 8
  %317 = alloca ptr, align 8
  %318 = alloca ptr, align 8
  %319 = alloca %"struct.enzyme::tuple", align 8
  %320 = alloca %"struct.enzyme::Active", align 8
  %321 = alloca %"struct.enzyme::Active", align 8
  %322 = alloca ptr, align 8
  %323 = alloca ptr, align 8
  %324 = alloca %"struct.enzyme::tuple.0", align 8
  %325 = alloca ptr, align 8
  %326 = alloca ptr, align 8
  %327 = alloca ptr, align 8
  %328 = alloca %"struct.enzyme::tuple.7", align 8
  %329 = alloca ptr, align 8
  %330 = alloca ptr, align 8
  %331 = alloca ptr, align 8
  %332 = alloca ptr, align 8
  %333 = alloca ptr, align 8
  %334 = alloca ptr, align 8
  %335 = alloca ptr, align 8
  %336 = alloca ptr, align 8
  %337 = alloca %"struct.enzyme::tuple.9", align 8
  %338 = alloca ptr, align 8
  %339 = alloca ptr, align 8
  %340 = alloca ptr, align 8
  %341 = alloca ptr, align 8
  %342 = alloca ptr, align 8
  %343 = alloca ptr, align 8
  %344 = alloca ptr, align 8
  %345 = alloca ptr, align 8
  %346 = alloca ptr, align 8
  %347 = alloca %"struct.enzyme::tuple.4", align 8
  %348 = alloca ptr, align 8
  %349 = alloca ptr, align 8
  %350 = alloca ptr, align 8
  %351 = alloca ptr, align 8
  %352 = alloca ptr, align 8
  %353 = alloca ptr, align 8
  %354 = alloca %"struct.enzyme::tuple", align 8
  %355 = alloca ptr, align 8
  %356 = alloca ptr, align 8
  %357 = alloca ptr, align 8
  %358 = alloca i32, align 4
  %359 = alloca double, align 8
  %360 = alloca double, align 8
  %361 = alloca double, align 8
  %362 = alloca %"struct.enzyme::tuple", align 8
  %363 = alloca %"struct.enzyme::Active", align 8
  %364 = alloca %"struct.enzyme::Active", align 8
  %365 = alloca %"struct.enzyme::tuple.0", align 8
  %366 = alloca ptr, align 8
  %367 = alloca double, align 8
  %368 = alloca ptr, align 8
  %369 = alloca double, align 8
  %370 = alloca %"struct.enzyme::tuple.4", align 8
  %371 = alloca %"struct.enzyme::Active", align 8
  %372 = alloca %"struct.enzyme::Const", align 8
  %373 = alloca [4 x double], align 16
  %374 = alloca [4 x double], align 16
  %375 = alloca double, align 8
  %376 = alloca %"struct.enzyme::tuple.9", align 8
  %377 = alloca %"struct.enzyme::Duplicated", align 8
  %378 = alloca %"struct.enzyme::Active", align 8
  %379 = alloca %"struct.enzyme::Const.11", align 4
  %380 = alloca double, align 8
  %381 = alloca [64 x i8], align 16
  %382 = alloca i32, align 4
  %383 = alloca double, align 8
  %384 = alloca double, align 8
  %385 = alloca double, align 8
  %386 = alloca [3 x double], align 16
  %387 = alloca [3 x double], align 16
  %388 = alloca [3 x double], align 16
  %389 = alloca [3 x double], align 16
  %390 = alloca [3 x double], align 16
  %391 = alloca %"struct.enzyme::Duplicated.15", align 8
  %392 = alloca %"struct.enzyme::Duplicated", align 8
  %393 = alloca %"struct.enzyme::Const.11", align 4
  %394 = alloca %"struct.enzyme::tuple.12", align 1
  %395 = alloca %class.anon, align 8
  %396 = alloca i32, align 4
  %397 = alloca double, align 8
  %398 = alloca double, align 8
  %399 = alloca double, align 8
  %400 = alloca double, align 8
  %401 = alloca double, align 8
  %402 = alloca %"struct.enzyme::tuple.7", align 8
  %403 = alloca %"struct.enzyme::Duplicated.16", align 8
  %404 = alloca %"struct.enzyme::Duplicated.16", align 8
  %405 = alloca double, align 8
  %406 = alloca %"struct.enzyme::tuple.0", align 8
  %407 = alloca %"struct.enzyme::Duplicated.16", align 8
  %408 = alloca %"struct.enzyme::Const", align 8
  store i32 0, ptr %358, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %359, align 8
  store double 0x3FE6666666666666, ptr %360, align 8
  store double -1.300000e+00, ptr %361, align 8
  %409 = load double, ptr %360, align 8
  call void @_ZN6enzyme6ActiveIdEC2Ed(ptr noundef nonnull align 8 dereferenceable(8) %363, double noundef %409)
  %410 = load double, ptr %361, align 8
  call void @_ZN6enzyme6ActiveIdEC2Ed(ptr noundef nonnull align 8 dereferenceable(8) %364, double noundef %410)
  store ptr @_ZL2f2dd, ptr %355, align 8
  store ptr %363, ptr %356, align 8
  store ptr %364, ptr %357, align 8
  %411 = load ptr, ptr %355, align 8
  %412 = load ptr, ptr %356, align 8
  %413 = load ptr, ptr %357, align 8
  store ptr %411, ptr %313, align 8
  store ptr %412, ptr %314, align 8
  store ptr %413, ptr %315, align 8
  store ptr @enzyme_active_return, ptr %316, align 8
  store ptr @enzyme_noret, ptr %317, align 8
  %414 = load ptr, ptr %313, align 8
  store ptr %414, ptr %318, align 8
  %415 = load ptr, ptr %318, align 8
  %416 = load ptr, ptr %316, align 8
  %417 = load ptr, ptr %317, align 8
  %418 = load ptr, ptr %314, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %320, ptr align 8 %418, i64 8, i1 false)
  %419 = load ptr, ptr %315, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %321, ptr align 8 %419, i64 8, i1 false)
  %420 = load double, ptr %320, align 8
  %421 = load double, ptr %321, align 8
  store double %420, ptr %304, align 8
  store double %421, ptr %305, align 8
  store ptr %415, ptr %306, align 8
  store ptr %416, ptr %307, align 8
  store ptr %417, ptr %308, align 8
  %422 = load ptr, ptr %306, align 8
  %423 = load ptr, ptr %307, align 8
  %424 = load ptr, ptr %308, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %309, ptr align 8 %305, i64 8, i1 false)
  %425 = load i32, ptr @enzyme_out, align 4
  %426 = load double, ptr %304, align 8
  %427 = load double, ptr %309, align 8
  store double %427, ptr %297, align 8
  store ptr %422, ptr %298, align 8
  store ptr %423, ptr %299, align 8
  store ptr %424, ptr %300, align 8
  store i32 %425, ptr %301, align 4
  store double %426, ptr %302, align 8
  %428 = load ptr, ptr %298, align 8
  %429 = load ptr, ptr %299, align 8
  %430 = load ptr, ptr %300, align 8
  %431 = load i32, ptr %301, align 4
  %432 = load double, ptr %302, align 8
  %433 = load i32, ptr @enzyme_out, align 4
  %434 = load double, ptr %297, align 8
  store ptr %428, ptr %289, align 8
  store ptr %429, ptr %290, align 8
  store ptr %430, ptr %291, align 8
  store i32 %431, ptr %292, align 4
  store double %432, ptr %293, align 8
  store i32 %433, ptr %294, align 4
  store double %434, ptr %295, align 8
  %435 = load ptr, ptr %289, align 8
  %436 = load ptr, ptr %290, align 8
  %437 = load ptr, ptr %291, align 8
  %438 = load i32, ptr %292, align 4
  %439 = load double, ptr %293, align 8
  %440 = load i32, ptr %294, align 4
  %441 = load double, ptr %295, align 8
  store ptr %435, ptr %281, align 8
  store ptr %436, ptr %282, align 8
  store ptr %437, ptr %283, align 8
  store i32 %438, ptr %284, align 4
  store double %439, ptr %285, align 8
  store i32 %440, ptr %286, align 4
  store double %441, ptr %287, align 8
  %442 = load ptr, ptr %281, align 8
  %443 = load ptr, ptr %282, align 8
  %444 = load ptr, ptr %283, align 8
  %445 = load i32, ptr %284, align 4
  %446 = load double, ptr %285, align 8
  %447 = load i32, ptr %286, align 4
  %448 = load double, ptr %287, align 8
  %449 = call { double, double } @_Z17__enzyme_autodiffIN6enzyme5tupleIJNS1_IJddEEEEEEJPvPiS5_ididEET_DpT0_(ptr noundef %442, ptr noundef %443, ptr noundef %444, i32 noundef %445, double noundef %446, i32 noundef %447, double noundef %448) #7
  %450 = extractvalue { double, double } %449, 0
  store double %450, ptr %280, align 8
  %451 = getelementptr inbounds { double, double }, ptr %280, i32 0, i32 1
  %452 = extractvalue { double, double } %449, 1
  store double %452, ptr %451, align 8
  %453 = load { double, double }, ptr %280, align 8
  %454 = extractvalue { double, double } %453, 0
  store double %454, ptr %288, align 8
  %455 = getelementptr inbounds { double, double }, ptr %288, i32 0, i32 1
  %456 = extractvalue { double, double } %453, 1
  store double %456, ptr %455, align 8
  %457 = load { double, double }, ptr %288, align 8
  %458 = extractvalue { double, double } %457, 0
  store double %458, ptr %296, align 8
  %459 = getelementptr inbounds { double, double }, ptr %296, i32 0, i32 1
  %460 = extractvalue { double, double } %457, 1
  store double %460, ptr %459, align 8
  %461 = load { double, double }, ptr %296, align 8
  %462 = extractvalue { double, double } %461, 0
  store double %462, ptr %303, align 8
  %463 = getelementptr inbounds { double, double }, ptr %303, i32 0, i32 1
  %464 = extractvalue { double, double } %461, 1
  store double %464, ptr %463, align 8
  %465 = load { double, double }, ptr %303, align 8
  %466 = extractvalue { double, double } %465, 0
  store double %466, ptr %319, align 8
  %467 = getelementptr inbounds { double, double }, ptr %319, i32 0, i32 1
  %468 = extractvalue { double, double } %465, 1
  store double %468, ptr %467, align 8
  %469 = load double, ptr %319, align 8
  %470 = getelementptr inbounds { double, double }, ptr %319, i32 0, i32 1
  %471 = load double, ptr %470, align 8
  store double %469, ptr %311, align 8
  %472 = getelementptr inbounds { double, double }, ptr %311, i32 0, i32 1
  store double %471, ptr %472, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %310, ptr align 8 %311, i64 16, i1 false)
  %473 = load { double, double }, ptr %310, align 8
  %474 = extractvalue { double, double } %473, 0
  store double %474, ptr %312, align 8
  %475 = getelementptr inbounds { double, double }, ptr %312, i32 0, i32 1
  %476 = extractvalue { double, double } %473, 1
  store double %476, ptr %475, align 8
  %477 = load { double, double }, ptr %312, align 8
  %478 = extractvalue { double, double } %477, 0
  store double %478, ptr %354, align 8
  %479 = getelementptr inbounds { double, double }, ptr %354, i32 0, i32 1
  %480 = extractvalue { double, double } %477, 1
  store double %480, ptr %479, align 8
  %481 = load { double, double }, ptr %354, align 8
  %482 = getelementptr inbounds %"struct.enzyme::tuple", ptr %362, i32 0, i32 0
  %483 = getelementptr inbounds %"struct.enzyme::detail::tuple_storage", ptr %482, i32 0, i32 0
  %484 = getelementptr inbounds %"struct.enzyme::detail::tuple_leaf", ptr %483, i32 0, i32 0
  %485 = getelementptr inbounds %"struct.enzyme::tuple.0", ptr %484, i32 0, i32 0
  %486 = getelementptr inbounds { double, double }, ptr %485, i32 0, i32 0
  %487 = extractvalue { double, double } %481, 0
  store double %487, ptr %486, align 8
  %488 = getelementptr inbounds { double, double }, ptr %485, i32 0, i32 1
  %489 = extractvalue { double, double } %481, 1
  store double %489, ptr %488, align 8
  store ptr %362, ptr %353, align 8
  %490 = load ptr, ptr %353, align 8
  store ptr %490, ptr %279, align 8
  %491 = load ptr, ptr %279, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %365, ptr align 8 %491, i64 16, i1 false)
  store ptr %365, ptr %352, align 8
  %492 = load ptr, ptr %352, align 8
  store ptr %492, ptr %274, align 8
  %493 = load ptr, ptr %274, align 8
  %494 = load double, ptr %493, align 8
  store double %494, ptr %367, align 8
  store ptr %367, ptr %366, align 8
  store ptr %365, ptr %351, align 8
  %495 = load ptr, ptr %351, align 8
  %496 = getelementptr inbounds i8, ptr %495, i64 8
  store ptr %496, ptr %271, align 8
  %497 = load ptr, ptr %271, align 8
  %498 = load double, ptr %497, align 8
  store double %498, ptr %369, align 8
  store ptr %369, ptr %368, align 8
  %499 = load ptr, ptr %366, align 8
  %500 = load double, ptr %499, align 8
  %501 = load double, ptr %360, align 8
  %502 = fadd double %501, 0x3EB0C6F7A0B5ED8D
  %503 = load double, ptr %361, align 8
  %504 = call noundef double @_ZL2f2dd(double noundef %502, double noundef %503)
  %505 = load double, ptr %360, align 8
  %506 = fsub double %505, 0x3EB0C6F7A0B5ED8D
  %507 = load double, ptr %361, align 8
  %508 = call noundef double @_ZL2f2dd(double noundef %506, double noundef %507)
  %509 = fsub double %504, %508
  %510 = fdiv double %509, 2.000000e-06
  call void @_ZL5checkPKcdd(ptr noundef @.str, double noundef %500, double noundef %510)
  %511 = load ptr, ptr %368, align 8
  %512 = load double, ptr %511, align 8
  %513 = load double, ptr %360, align 8
  %514 = load double, ptr %361, align 8
  %515 = fadd double %514, 0x3EB0C6F7A0B5ED8D
  %516 = call noundef double @_ZL2f2dd(double noundef %513, double noundef %515)
  %517 = load double, ptr %360, align 8
  %518 = load double, ptr %361, align 8
  %519 = fsub double %518, 0x3EB0C6F7A0B5ED8D
  %520 = call noundef double @_ZL2f2dd(double noundef %517, double noundef %519)
  %521 = fsub double %516, %520
  %522 = fdiv double %521, 2.000000e-06
  call void @_ZL5checkPKcdd(ptr noundef @.str.1, double noundef %512, double noundef %522)
  %523 = load double, ptr %360, align 8
  call void @_ZN6enzyme6ActiveIdEC2Ed(ptr noundef nonnull align 8 dereferenceable(8) %371, double noundef %523)
  %524 = load double, ptr %361, align 8
  call void @_ZN6enzyme5ConstIdEC2Ed(ptr noundef nonnull align 8 dereferenceable(8) %372, double noundef %524)
  store ptr @_ZL2f2dd, ptr %348, align 8
  store ptr %371, ptr %349, align 8
  store ptr %372, ptr %350, align 8
  %525 = load ptr, ptr %348, align 8
  %526 = load ptr, ptr %349, align 8
  %527 = load ptr, ptr %350, align 8
  store ptr %525, ptr %262, align 8
  store ptr %526, ptr %263, align 8
  store ptr %527, ptr %264, align 8
  store ptr @enzyme_active_return, ptr %265, align 8
  store ptr @enzyme_primal_return, ptr %266, align 8
  %528 = load ptr, ptr %262, align 8
  store ptr %528, ptr %267, align 8
  %529 = load ptr, ptr %267, align 8
  %530 = load ptr, ptr %265, align 8
  %531 = load ptr, ptr %266, align 8
  %532 = load ptr, ptr %263, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %269, ptr align 8 %532, i64 8, i1 false)
  %533 = load ptr, ptr %264, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %270, ptr align 8 %533, i64 8, i1 false)
  %534 = load double, ptr %269, align 8
  %535 = load double, ptr %270, align 8
  store double %534, ptr %250, align 8
  store double %535, ptr %251, align 8
  store ptr %529, ptr %252, align 8
  store ptr %530, ptr %253, align 8
  store ptr %531, ptr %254, align 8
  %536 = load ptr, ptr %252, align 8
  %537 = load ptr, ptr %253, align 8
  %538 = load ptr, ptr %254, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %255, ptr align 8 %251, i64 8, i1 false)
  %539 = load i32, ptr @enzyme_out, align 4
  %540 = load double, ptr %250, align 8
  %541 = load double, ptr %255, align 8
  store double %541, ptr %239, align 8
  store ptr %536, ptr %240, align 8
  store ptr %537, ptr %241, align 8
  store ptr %538, ptr %242, align 8
  store i32 %539, ptr %243, align 4
  store double %540, ptr %244, align 8
  %542 = load ptr, ptr %240, align 8
  %543 = load ptr, ptr %241, align 8
  %544 = load ptr, ptr %242, align 8
  %545 = load i32, ptr %243, align 4
  %546 = load double, ptr %244, align 8
  %547 = load i32, ptr @enzyme_const, align 4
  %548 = load double, ptr %239, align 8
  store ptr %542, ptr %231, align 8
  store ptr %543, ptr %232, align 8
  store ptr %544, ptr %233, align 8
  store i32 %545, ptr %234, align 4
  store double %546, ptr %235, align 8
  store i32 %547, ptr %236, align 4
  store double %548, ptr %237, align 8
  %549 = load ptr, ptr %231, align 8
  %550 = load ptr, ptr %232, align 8
  %551 = load ptr, ptr %233, align 8
  %552 = load i32, ptr %234, align 4
  %553 = load double, ptr %235, align 8
  %554 = load i32, ptr %236, align 4
  %555 = load double, ptr %237, align 8
  store ptr %549, ptr %223, align 8
  store ptr %550, ptr %224, align 8
  store ptr %551, ptr %225, align 8
  store i32 %552, ptr %226, align 4
  store double %553, ptr %227, align 8
  store i32 %554, ptr %228, align 4
  store double %555, ptr %229, align 8
  %556 = load ptr, ptr %223, align 8
  %557 = load ptr, ptr %224, align 8
  %558 = load ptr, ptr %225, align 8
  %559 = load i32, ptr %226, align 4
  %560 = load double, ptr %227, align 8
  %561 = load i32, ptr %228, align 4
  %562 = load double, ptr %229, align 8
  %563 = call { double, double } @_Z17__enzyme_autodiffIN6enzyme5tupleIJdNS1_IJdEEEEEEJPvPiS5_ididEET_DpT0_(ptr noundef %556, ptr noundef %557, ptr noundef %558, i32 noundef %559, double noundef %560, i32 noundef %561, double noundef %562) #7
  %564 = extractvalue { double, double } %563, 0
  store double %564, ptr %222, align 8
  %565 = getelementptr inbounds { double, double }, ptr %222, i32 0, i32 1
  %566 = extractvalue { double, double } %563, 1
  store double %566, ptr %565, align 8
  %567 = load { double, double }, ptr %222, align 8
  %568 = extractvalue { double, double } %567, 0
  store double %568, ptr %230, align 8
  %569 = getelementptr inbounds { double, double }, ptr %230, i32 0, i32 1
  %570 = extractvalue { double, double } %567, 1
  store double %570, ptr %569, align 8
  %571 = load { double, double }, ptr %230, align 8
  %572 = extractvalue { double, double } %571, 0
  store double %572, ptr %238, align 8
  %573 = getelementptr inbounds { double, double }, ptr %238, i32 0, i32 1
  %574 = extractvalue { double, double } %571, 1
  store double %574, ptr %573, align 8
  %575 = load { double, double }, ptr %238, align 8
  %576 = extractvalue { double, double } %575, 0
  store double %576, ptr %249, align 8
  %577 = getelementptr inbounds { double, double }, ptr %249, i32 0, i32 1
  %578 = extractvalue { double, double } %575, 1
  store double %578, ptr %577, align 8
  %579 = load { double, double }, ptr %249, align 8
  %580 = extractvalue { double, double } %579, 0
  store double %580, ptr %268, align 8
  %581 = getelementptr inbounds { double, double }, ptr %268, i32 0, i32 1
  %582 = extractvalue { double, double } %579, 1
  store double %582, ptr %581, align 8
  %583 = load double, ptr %268, align 8
  %584 = getelementptr inbounds { double, double }, ptr %268, i32 0, i32 1
  %585 = load double, ptr %584, align 8
  store double %583, ptr %260, align 8
  %586 = getelementptr inbounds { double, double }, ptr %260, i32 0, i32 1
  store double %585, ptr %586, align 8
  store ptr %260, ptr %248, align 8
  %587 = load ptr, ptr %248, align 8
  %588 = getelementptr inbounds i8, ptr %587, i64 8
  store ptr %588, ptr %245, align 8
  %589 = load ptr, ptr %245, align 8
  store ptr %259, ptr %258, align 8
  %590 = load ptr, ptr %258, align 8
  store ptr %590, ptr %221, align 8
  %591 = load ptr, ptr %221, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %591, ptr align 8 %589, i64 8, i1 false)
  store ptr %260, ptr %247, align 8
  %592 = load ptr, ptr %247, align 8
  store ptr %592, ptr %246, align 8
  %593 = load ptr, ptr %246, align 8
  %594 = load double, ptr %593, align 8
  store ptr %259, ptr %257, align 8
  %595 = load ptr, ptr %257, align 8
  %596 = getelementptr inbounds i8, ptr %595, i64 8
  store ptr %596, ptr %256, align 8
  %597 = load ptr, ptr %256, align 8
  store double %594, ptr %597, align 8
  %598 = load { double, double }, ptr %259, align 8
  %599 = extractvalue { double, double } %598, 0
  store double %599, ptr %261, align 8
  %600 = getelementptr inbounds { double, double }, ptr %261, i32 0, i32 1
  %601 = extractvalue { double, double } %598, 1
  store double %601, ptr %600, align 8
  %602 = load { double, double }, ptr %261, align 8
  %603 = extractvalue { double, double } %602, 0
  store double %603, ptr %347, align 8
  %604 = getelementptr inbounds { double, double }, ptr %347, i32 0, i32 1
  %605 = extractvalue { double, double } %602, 1
  store double %605, ptr %604, align 8
  %606 = load { double, double }, ptr %347, align 8
  %607 = getelementptr inbounds %"struct.enzyme::tuple.4", ptr %370, i32 0, i32 0
  %608 = getelementptr inbounds { double, double }, ptr %607, i32 0, i32 0
  %609 = extractvalue { double, double } %606, 0
  store double %609, ptr %608, align 8
  %610 = getelementptr inbounds { double, double }, ptr %607, i32 0, i32 1
  %611 = extractvalue { double, double } %606, 1
  store double %611, ptr %610, align 8
  store ptr %370, ptr %343, align 8
  %612 = load ptr, ptr %343, align 8
  store ptr %612, ptr %219, align 8
  %613 = load ptr, ptr %219, align 8
  store ptr %613, ptr %344, align 8
  %614 = load ptr, ptr %344, align 8
  store ptr %614, ptr %277, align 8
  %615 = load ptr, ptr %277, align 8
  %616 = load double, ptr %615, align 8
  %617 = load double, ptr %360, align 8
  %618 = fadd double %617, 0x3EB0C6F7A0B5ED8D
  %619 = load double, ptr %361, align 8
  %620 = call noundef double @_ZL2f2dd(double noundef %618, double noundef %619)
  %621 = load double, ptr %360, align 8
  %622 = fsub double %621, 0x3EB0C6F7A0B5ED8D
  %623 = load double, ptr %361, align 8
  %624 = call noundef double @_ZL2f2dd(double noundef %622, double noundef %623)
  %625 = fsub double %620, %624
  %626 = fdiv double %625, 2.000000e-06
  call void @_ZL5checkPKcdd(ptr noundef @.str.2, double noundef %616, double noundef %626)
  store ptr %370, ptr %342, align 8
  %627 = load ptr, ptr %342, align 8
  %628 = getelementptr inbounds i8, ptr %627, i64 8
  store ptr %628, ptr %272, align 8
  %629 = load ptr, ptr %272, align 8
  %630 = load double, ptr %629, align 8
  %631 = load double, ptr %360, align 8
  %632 = load double, ptr %361, align 8
  %633 = call noundef double @_ZL2f2dd(double noundef %631, double noundef %632)
  call void @_ZL5checkPKcdd(ptr noundef @.str.3, double noundef %630, double noundef %633)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %373, ptr align 16 @__const.main.v, i64 32, i1 false)
  call void @llvm.memset.p0.i64(ptr align 16 %374, i8 0, i64 32, i1 false)
  store double 1.700000e+00, ptr %375, align 8
  %634 = getelementptr inbounds [4 x double], ptr %373, i64 0, i64 0
  %635 = getelementptr inbounds [4 x double], ptr %374, i64 0, i64 0
  call void @_ZN6enzyme10DuplicatedIPdEC2ES1_S1_(ptr noundef nonnull align 8 dereferenceable(16) %377, ptr noundef %634, ptr noundef %635)
  %636 = load double, ptr %375, align 8
  call void @_ZN6enzyme6ActiveIdEC2Ed(ptr noundef nonnull align 8 dereferenceable(8) %378, double noundef %636)
  call void @_ZN6enzyme5ConstIiEC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %379, i32 noundef 4)
  store ptr @_ZL8weightedPKddi, ptr %338, align 8
  store ptr %377, ptr %339, align 8
  store ptr %378, ptr %340, align 8
  store ptr %379, ptr %341, align 8
  %637 = load ptr, ptr %338, align 8
  %638 = load ptr, ptr %339, align 8
  %639 = load ptr, ptr %340, align 8
  %640 = load ptr, ptr %341, align 8
  store ptr %637, ptr %208, align 8
  store ptr %638, ptr %209, align 8
  store ptr %639, ptr %210, align 8
  store ptr %640, ptr %211, align 8
  store ptr @enzyme_active_return, ptr %212, align 8
  store ptr @enzyme_noret, ptr %213, align 8
  %641 = load ptr, ptr %208, align 8
  store ptr %641, ptr %214, align 8
  %642 = load ptr, ptr %214, align 8
  %643 = load ptr, ptr %212, align 8
  %644 = load ptr, ptr %213, align 8
  %645 = load ptr, ptr %209, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %216, ptr align 8 %645, i64 16, i1 false)
  %646 = load ptr, ptr %210, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %217, ptr align 8 %646, i64 8, i1 false)
  %647 = load ptr, ptr %211, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %218, ptr align 4 %647, i64 4, i1 false)
  %648 = load ptr, ptr %216, align 8
  %649 = getelementptr inbounds { ptr, ptr }, ptr %216, i32 0, i32 1
  %650 = load ptr, ptr %649, align 8
  %651 = load double, ptr %217, align 8
  %652 = load i32, ptr %218, align 4
  store ptr %648, ptr %197, align 8
  %653 = getelementptr inbounds { ptr, ptr }, ptr %197, i32 0, i32 1
  store ptr %650, ptr %653, align 8
  store double %651, ptr %198, align 8
  store i32 %652, ptr %199, align 4
  store ptr %642, ptr %200, align 8
  store ptr %643, ptr %201, align 8
  store ptr %644, ptr %202, align 8
  %654 = load ptr, ptr %200, align 8
  %655 = load ptr, ptr %201, align 8
  %656 = load ptr, ptr %202, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %203, ptr align 8 %198, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %204, ptr align 4 %199, i64 4, i1 false)
  %657 = load i32, ptr @enzyme_dup, align 4
  %658 = load ptr, ptr %197, align 8
  %659 = getelementptr inbounds %"struct.enzyme::Duplicated", ptr %197, i32 0, i32 1
  %660 = load ptr, ptr %659, align 8
  %661 = load double, ptr %203, align 8
  %662 = load i32, ptr %204, align 4
  store double %661, ptr %187, align 8
  store i32 %662, ptr %188, align 4
  store ptr %654, ptr %189, align 8
  store ptr %655, ptr %190, align 8
  store ptr %656, ptr %191, align 8
  store i32 %657, ptr %192, align 4
  store ptr %658, ptr %193, align 8
  store ptr %660, ptr %194, align 8
  %663 = load ptr, ptr %189, align 8
  %664 = load ptr, ptr %190, align 8
  %665 = load ptr, ptr %191, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %195, ptr align 4 %188, i64 4, i1 false)
  %666 = load i32, ptr %192, align 4
  %667 = load ptr, ptr %193, align 8
  %668 = load ptr, ptr %194, align 8
  %669 = load i32, ptr @enzyme_out, align 4
  %670 = load double, ptr %187, align 8
  %671 = load i32, ptr %195, align 4
  store i32 %671, ptr %177, align 4
  store ptr %663, ptr %178, align 8
  store ptr %664, ptr %179, align 8
  store ptr %665, ptr %180, align 8
  store i32 %666, ptr %181, align 4
  store ptr %667, ptr %182, align 8
  store ptr %668, ptr %183, align 8
  store i32 %669, ptr %184, align 4
  store double %670, ptr %185, align 8
  %672 = load ptr, ptr %178, align 8
  %673 = load ptr, ptr %179, align 8
  %674 = load ptr, ptr %180, align 8
  %675 = load i32, ptr %181, align 4
  %676 = load ptr, ptr %182, align 8
  %677 = load ptr, ptr %183, align 8
  %678 = load i32, ptr %184, align 4
  %679 = load double, ptr %185, align 8
  %680 = load i32, ptr @enzyme_const, align 4
  %681 = load i32, ptr %177, align 4
  store ptr %672, ptr %166, align 8
  store ptr %673, ptr %167, align 8
  store ptr %674, ptr %168, align 8
  store i32 %675, ptr %169, align 4
  store ptr %676, ptr %170, align 8
  store ptr %677, ptr %171, align 8
  store i32 %678, ptr %172, align 4
  store double %679, ptr %173, align 8
  store i32 %680, ptr %174, align 4
  store i32 %681, ptr %175, align 4
  %682 = load ptr, ptr %166, align 8
  %683 = load ptr, ptr %167, align 8
  %684 = load ptr, ptr %168, align 8
  %685 = load i32, ptr %169, align 4
  %686 = load ptr, ptr %170, align 8
  %687 = load ptr, ptr %171, align 8
  %688 = load i32, ptr %172, align 4
  %689 = load double, ptr %173, align 8
  %690 = load i32, ptr %174, align 4
  %691 = load i32, ptr %175, align 4
  store ptr %682, ptr %155, align 8
  store ptr %683, ptr %156, align 8
  store ptr %684, ptr %157, align 8
  store i32 %685, ptr %158, align 4
  store ptr %686, ptr %159, align 8
  store ptr %687, ptr %160, align 8
  store i32 %688, ptr %161, align 4
  store double %689, ptr %162, align 8
  store i32 %690, ptr %163, align 4
  store i32 %691, ptr %164, align 4
  %692 = load ptr, ptr %155, align 8
  %693 = load ptr, ptr %156, align 8
  %694 = load ptr, ptr %157, align 8
  %695 = load i32, ptr %158, align 4
  %696 = load ptr, ptr %159, align 8
  %697 = load ptr, ptr %160, align 8
  %698 = load i32, ptr %161, align 4
  %699 = load double, ptr %162, align 8
  %700 = load i32, ptr %163, align 4
  %701 = load i32, ptr %164, align 4
  %702 = call double @_Z17__enzyme_autodiffIN6enzyme5tupleIJNS1_IJdEEEEEEJPvPiS5_iPdS6_idiiEET_DpT0_(ptr noundef %692, ptr noundef %693, ptr noundef %694, i32 noundef %695, ptr noundef %696, ptr noundef %697, i32 noundef %698, double noundef %699, i32 noundef %700, i32 noundef %701) #7
  store double %702, ptr %154, align 8
  %703 = load double, ptr %154, align 8
  store double %703, ptr %165, align 8
  %704 = load double, ptr %165, align 8
  store double %704, ptr %176, align 8
  %705 = load double, ptr %176, align 8
  store double %705, ptr %186, align 8
  %706 = load double, ptr %186, align 8
  store double %706, ptr %196, align 8
  %707 = load double, ptr %196, align 8
  store double %707, ptr %215, align 8
  %708 = load double, ptr %215, align 8
  store double %708, ptr %206, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %205, ptr align 8 %206, i64 8, i1 false)
  %709 = load double, ptr %205, align 8
  store double %709, ptr %207, align 8
  %710 = load double, ptr %207, align 8
  store double %710, ptr %337, align 8
  %711 = load double, ptr %337, align 8
  %712 = getelementptr inbounds %"struct.enzyme::tuple.9", ptr %376, i32 0, i32 0
  %713 = getelementptr inbounds %"struct.enzyme::detail::tuple_storage.10", ptr %712, i32 0, i32 0
  %714 = getelementptr inbounds %"struct.enzyme::detail::tuple_leaf.6", ptr %713, i32 0, i32 0
  %715 = getelementptr inbounds %"struct.enzyme::tuple.7", ptr %714, i32 0, i32 0
  %716 = getelementptr inbounds %"struct.enzyme::detail::tuple_storage.8", ptr %715, i32 0, i32 0
  %717 = getelementptr inbounds %"struct.enzyme::detail::tuple_leaf.2", ptr %716, i32 0, i32 0
  store double %711, ptr %717, align 8
  store ptr %376, ptr %336, align 8
  %718 = load ptr, ptr %336, align 8
  store ptr %718, ptr %220, align 8
  %719 = load ptr, ptr %220, align 8
  store ptr %719, ptr %345, align 8
  %720 = load ptr, ptr %345, align 8
  store ptr %720, ptr %276, align 8
  %721 = load ptr, ptr %276, align 8
  %722 = load double, ptr %721, align 8
  store double %722, ptr %380, align 8
  %723 = load double, ptr %380, align 8
  %724 = getelementptr inbounds [4 x double], ptr %373, i64 0, i64 0
  %725 = load double, ptr %375, align 8
  %726 = fadd double %725, 0x3EB0C6F7A0B5ED8D
  %727 = call noundef double @_ZL8weightedPKddi(ptr noundef %724, double noundef %726, i32 noundef 4)
  %728 = getelementptr inbounds [4 x double], ptr %373, i64 0, i64 0
  %729 = load double, ptr %375, align 8
  %730 = fsub double %729, 0x3EB0C6F7A0B5ED8D
  %731 = call noundef double @_ZL8weightedPKddi(ptr noundef %728, double noundef %730, i32 noundef 4)
  %732 = fsub double %727, %731
  %733 = fdiv double %732, 2.000000e-06
  call void @_ZL5checkPKcdd(ptr noundef @.str.4, double noundef %723, double noundef %733)
  store i32 0, ptr %382, align 4
  br label %734

734:                                              ; preds = %774, %0
  %735 = load i32, ptr %382, align 4
  %736 = icmp slt i32 %735, 4
  br i1 %736, label %737, label %777

737:                                              ; preds = %734
  %738 = load i32, ptr %382, align 4
  %739 = sext i32 %738 to i64
  %740 = getelementptr inbounds [4 x double], ptr %373, i64 0, i64 %739
  %741 = load double, ptr %740, align 8
  store double %741, ptr %383, align 8
  %742 = load double, ptr %383, align 8
  %743 = fadd double %742, 0x3EB0C6F7A0B5ED8D
  %744 = load i32, ptr %382, align 4
  %745 = sext i32 %744 to i64
  %746 = getelementptr inbounds [4 x double], ptr %373, i64 0, i64 %745
  store double %743, ptr %746, align 8
  %747 = getelementptr inbounds [4 x double], ptr %373, i64 0, i64 0
  %748 = load double, ptr %375, align 8
  %749 = call noundef double @_ZL8weightedPKddi(ptr noundef %747, double noundef %748, i32 noundef 4)
  store double %749, ptr %384, align 8
  %750 = load double, ptr %383, align 8
  %751 = fsub double %750, 0x3EB0C6F7A0B5ED8D
  %752 = load i32, ptr %382, align 4
  %753 = sext i32 %752 to i64
  %754 = getelementptr inbounds [4 x double], ptr %373, i64 0, i64 %753
  store double %751, ptr %754, align 8
  %755 = getelementptr inbounds [4 x double], ptr %373, i64 0, i64 0
  %756 = load double, ptr %375, align 8
  %757 = call noundef double @_ZL8weightedPKddi(ptr noundef %755, double noundef %756, i32 noundef 4)
  store double %757, ptr %385, align 8
  %758 = load double, ptr %383, align 8
  %759 = load i32, ptr %382, align 4
  %760 = sext i32 %759 to i64
  %761 = getelementptr inbounds [4 x double], ptr %373, i64 0, i64 %760
  store double %758, ptr %761, align 8
  %762 = getelementptr inbounds [64 x i8], ptr %381, i64 0, i64 0
  %763 = load i32, ptr %382, align 4
  %764 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %762, i64 noundef 64, ptr noundef @.str.5, i32 noundef %763) #7
  %765 = getelementptr inbounds [64 x i8], ptr %381, i64 0, i64 0
  %766 = load i32, ptr %382, align 4
  %767 = sext i32 %766 to i64
  %768 = getelementptr inbounds [4 x double], ptr %374, i64 0, i64 %767
  %769 = load double, ptr %768, align 8
  %770 = load double, ptr %384, align 8
  %771 = load double, ptr %385, align 8
  %772 = fsub double %770, %771
  %773 = fdiv double %772, 2.000000e-06
  call void @_ZL5checkPKcdd(ptr noundef %765, double noundef %769, double noundef %773)
  br label %774

774:                                              ; preds = %737
  %775 = load i32, ptr %382, align 4
  %776 = add nsw i32 %775, 1
  store i32 %776, ptr %382, align 4
  br label %734, !llvm.loop !6

777:                                              ; preds = %734
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %386, ptr align 16 @__const.main.u, i64 24, i1 false)
  call void @llvm.memset.p0.i64(ptr align 16 %387, i8 0, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %389, ptr align 16 @__const.main.dout, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %390, ptr align 16 @__const.main.w, i64 24, i1 false)
  %778 = getelementptr inbounds [3 x double], ptr %386, i64 0, i64 0
  %779 = getelementptr inbounds [3 x double], ptr %387, i64 0, i64 0
  call void @_ZN6enzyme10DuplicatedIPKdEC2ES2_S2_(ptr noundef nonnull align 8 dereferenceable(16) %391, ptr noundef %778, ptr noundef %779)
  %780 = getelementptr inbounds [3 x double], ptr %388, i64 0, i64 0
  %781 = getelementptr inbounds [3 x double], ptr %389, i64 0, i64 0
  call void @_ZN6enzyme10DuplicatedIPdEC2ES1_S1_(ptr noundef nonnull align 8 dereferenceable(16) %392, ptr noundef %780, ptr noundef %781)
  call void @_ZN6enzyme5ConstIiEC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %393, i32 noundef 3)
  store ptr @_ZL10scale_intoPKdPdi, ptr %332, align 8
  store ptr %391, ptr %333, align 8
  store ptr %392, ptr %334, align 8
  store ptr %393, ptr %335, align 8
  %782 = load ptr, ptr %332, align 8
  %783 = load ptr, ptr %333, align 8
  %784 = load ptr, ptr %334, align 8
  %785 = load ptr, ptr %335, align 8
  store ptr %782, ptr %144, align 8
  store ptr %783, ptr %145, align 8
  store ptr %784, ptr %146, align 8
  store ptr %785, ptr %147, align 8
  store ptr @enzyme_const_return, ptr %148, align 8
  store ptr @enzyme_noret, ptr %149, align 8
  %786 = load ptr, ptr %144, align 8
  store ptr %786, ptr %150, align 8
  %787 = load ptr, ptr %150, align 8
  %788 = load ptr, ptr %148, align 8
  %789 = load ptr, ptr %149, align 8
  %790 = load ptr, ptr %145, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %151, ptr align 8 %790, i64 16, i1 false)
  %791 = load ptr, ptr %146, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %152, ptr align 8 %791, i64 16, i1 false)
  %792 = load ptr, ptr %147, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %153, ptr align 4 %792, i64 4, i1 false)
  %793 = load ptr, ptr %151, align 8
  %794 = getelementptr inbounds { ptr, ptr }, ptr %151, i32 0, i32 1
  %795 = load ptr, ptr %794, align 8
  %796 = load i32, ptr %153, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %141, ptr align 1 %152, i64 16, i1 false)
  store ptr %793, ptr %134, align 8
  %797 = getelementptr inbounds { ptr, ptr }, ptr %134, i32 0, i32 1
  store ptr %795, ptr %797, align 8
  store i32 %796, ptr %135, align 4
  store ptr %787, ptr %136, align 8
  store ptr %788, ptr %137, align 8
  store ptr %789, ptr %138, align 8
  %798 = load ptr, ptr %136, align 8
  %799 = load ptr, ptr %137, align 8
  %800 = load ptr, ptr %138, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %139, ptr align 8 %141, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %140, ptr align 4 %135, i64 4, i1 false)
  %801 = load i32, ptr @enzyme_dup, align 4
  %802 = load ptr, ptr %134, align 8
  %803 = getelementptr inbounds %"struct.enzyme::Duplicated.15", ptr %134, i32 0, i32 1
  %804 = load ptr, ptr %803, align 8
  %805 = load ptr, ptr %139, align 8
  %806 = getelementptr inbounds { ptr, ptr }, ptr %139, i32 0, i32 1
  %807 = load ptr, ptr %806, align 8
  %808 = load i32, ptr %140, align 4
  store ptr %805, ptr %125, align 8
  %809 = getelementptr inbounds { ptr, ptr }, ptr %125, i32 0, i32 1
  store ptr %807, ptr %809, align 8
  store i32 %808, ptr %126, align 4
  store ptr %798, ptr %127, align 8
  store ptr %799, ptr %128, align 8
  store ptr %800, ptr %129, align 8
  store i32 %801, ptr %130, align 4
  store ptr %802, ptr %131, align 8
  store ptr %804, ptr %132, align 8
  %810 = load ptr, ptr %127, align 8
  %811 = load ptr, ptr %128, align 8
  %812 = load ptr, ptr %129, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %133, ptr align 4 %126, i64 4, i1 false)
  %813 = load i32, ptr %130, align 4
  %814 = load ptr, ptr %131, align 8
  %815 = load ptr, ptr %132, align 8
  %816 = load i32, ptr @enzyme_dup, align 4
  %817 = load ptr, ptr %125, align 8
  %818 = getelementptr inbounds %"struct.enzyme::Duplicated", ptr %125, i32 0, i32 1
  %819 = load ptr, ptr %818, align 8
  %820 = load i32, ptr %133, align 4
  store i32 %820, ptr %115, align 4
  store ptr %810, ptr %116, align 8
  store ptr %811, ptr %117, align 8
  store ptr %812, ptr %118, align 8
  store i32 %813, ptr %119, align 4
  store ptr %814, ptr %120, align 8
  store ptr %815, ptr %121, align 8
  store i32 %816, ptr %122, align 4
  store ptr %817, ptr %123, align 8
  store ptr %819, ptr %124, align 8
  %821 = load ptr, ptr %116, align 8
  %822 = load ptr, ptr %117, align 8
  %823 = load ptr, ptr %118, align 8
  %824 = load i32, ptr %119, align 4
  %825 = load ptr, ptr %120, align 8
  %826 = load ptr, ptr %121, align 8
  %827 = load i32, ptr %122, align 4
  %828 = load ptr, ptr %123, align 8
  %829 = load ptr, ptr %124, align 8
  %830 = load i32, ptr @enzyme_const, align 4
  %831 = load i32, ptr %115, align 4
  store ptr %821, ptr %104, align 8
  store ptr %822, ptr %105, align 8
  store ptr %823, ptr %106, align 8
  store i32 %824, ptr %107, align 4
  store ptr %825, ptr %108, align 8
  store ptr %826, ptr %109, align 8
  store i32 %827, ptr %110, align 4
  store ptr %828, ptr %111, align 8
  store ptr %829, ptr %112, align 8
  store i32 %830, ptr %113, align 4
  store i32 %831, ptr %114, align 4
  %832 = load ptr, ptr %104, align 8
  %833 = load ptr, ptr %105, align 8
  %834 = load ptr, ptr %106, align 8
  %835 = load i32, ptr %107, align 4
  %836 = load ptr, ptr %108, align 8
  %837 = load ptr, ptr %109, align 8
  %838 = load i32, ptr %110, align 4
  %839 = load ptr, ptr %111, align 8
  %840 = load ptr, ptr %112, align 8
  %841 = load i32, ptr %113, align 4
  %842 = load i32, ptr %114, align 4
  store ptr %832, ptr %93, align 8
  store ptr %833, ptr %94, align 8
  store ptr %834, ptr %95, align 8
  store i32 %835, ptr %96, align 4
  store ptr %836, ptr %97, align 8
  store ptr %837, ptr %98, align 8
  store i32 %838, ptr %99, align 4
  store ptr %839, ptr %100, align 8
  store ptr %840, ptr %101, align 8
  store i32 %841, ptr %102, align 4
  store i32 %842, ptr %103, align 4
  %843 = load ptr, ptr %93, align 8
  %844 = load ptr, ptr %94, align 8
  %845 = load ptr, ptr %95, align 8
  %846 = load i32, ptr %96, align 4
  %847 = load ptr, ptr %97, align 8
  %848 = load ptr, ptr %98, align 8
  %849 = load i32, ptr %99, align 4
  %850 = load ptr, ptr %100, align 8
  %851 = load ptr, ptr %101, align 8
  %852 = load i32, ptr %102, align 4
  %853 = load i32, ptr %103, align 4
  call void @_Z17__enzyme_autodiffIN6enzyme5tupleIJNS1_IJEEEEEEJPvPiS5_iPKdS7_iPdS8_iiEET_DpT0_(ptr noundef %843, ptr noundef %844, ptr noundef %845, i32 noundef %846, ptr noundef %847, ptr noundef %848, i32 noundef %849, ptr noundef %850, ptr noundef %851, i32 noundef %852, i32 noundef %853) #7
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %142, ptr align 1 %143, i64 1, i1 false)
  %854 = getelementptr inbounds %class.anon, ptr %395, i32 0, i32 0
  store ptr %386, ptr %854, align 8
  %855 = getelementptr inbounds %class.anon, ptr %395, i32 0, i32 1
  store ptr %390, ptr %855, align 8
  store i32 0, ptr %396, align 4
  br label %856

856:                                              ; preds = %892, %777
  %857 = load i32, ptr %396, align 4
  %858 = icmp slt i32 %857, 3
  br i1 %858, label %859, label %895

859:                                              ; preds = %856
  %860 = load i32, ptr %396, align 4
  %861 = sext i32 %860 to i64
  %862 = getelementptr inbounds [3 x double], ptr %386, i64 0, i64 %861
  %863 = load double, ptr %862, align 8
  store double %863, ptr %397, align 8
  %864 = load double, ptr %397, align 8
  %865 = fadd double %864, 0x3EB0C6F7A0B5ED8D
  %866 = load i32, ptr %396, align 4
  %867 = sext i32 %866 to i64
  %868 = getelementptr inbounds [3 x double], ptr %386, i64 0, i64 %867
  store double %865, ptr %868, align 8
  %869 = call noundef double @"_ZZ4mainENK3$_0clEv"(ptr noundef nonnull align 8 dereferenceable(16) %395)
  store double %869, ptr %398, align 8
  %870 = load double, ptr %397, align 8
  %871 = fsub double %870, 0x3EB0C6F7A0B5ED8D
  %872 = load i32, ptr %396, align 4
  %873 = sext i32 %872 to i64
  %874 = getelementptr inbounds [3 x double], ptr %386, i64 0, i64 %873
  store double %871, ptr %874, align 8
  %875 = call noundef double @"_ZZ4mainENK3$_0clEv"(ptr noundef nonnull align 8 dereferenceable(16) %395)
  store double %875, ptr %399, align 8
  %876 = load double, ptr %397, align 8
  %877 = load i32, ptr %396, align 4
  %878 = sext i32 %877 to i64
  %879 = getelementptr inbounds [3 x double], ptr %386, i64 0, i64 %878
  store double %876, ptr %879, align 8
  %880 = getelementptr inbounds [64 x i8], ptr %381, i64 0, i64 0
  %881 = load i32, ptr %396, align 4
  %882 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %880, i64 noundef 64, ptr noundef @.str.6, i32 noundef %881) #7
  %883 = getelementptr inbounds [64 x i8], ptr %381, i64 0, i64 0
  %884 = load i32, ptr %396, align 4
  %885 = sext i32 %884 to i64
  %886 = getelementptr inbounds [3 x double], ptr %387, i64 0, i64 %885
  %887 = load double, ptr %886, align 8
  %888 = load double, ptr %398, align 8
  %889 = load double, ptr %399, align 8
  %890 = fsub double %888, %889
  %891 = fdiv double %890, 2.000000e-06
  call void @_ZL5checkPKcdd(ptr noundef %883, double noundef %887, double noundef %891)
  br label %892

892:                                              ; preds = %859
  %893 = load i32, ptr %396, align 4
  %894 = add nsw i32 %893, 1
  store i32 %894, ptr %396, align 4
  br label %856, !llvm.loop !8

895:                                              ; preds = %856
  store double 1.000000e+00, ptr %400, align 8
  store double 5.000000e-01, ptr %401, align 8
  %896 = load double, ptr %360, align 8
  %897 = load double, ptr %400, align 8
  call void @_ZN6enzyme10DuplicatedIdEC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %403, double noundef %896, double noundef %897)
  %898 = load double, ptr %361, align 8
  %899 = load double, ptr %401, align 8
  call void @_ZN6enzyme10DuplicatedIdEC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %404, double noundef %898, double noundef %899)
  store ptr @_ZL2f2dd, ptr %329, align 8
  store ptr %403, ptr %330, align 8
  store ptr %404, ptr %331, align 8
  %900 = load ptr, ptr %329, align 8
  %901 = load ptr, ptr %330, align 8
  %902 = load ptr, ptr %331, align 8
  store ptr %900, ptr %84, align 8
  store ptr %901, ptr %85, align 8
  store ptr %902, ptr %86, align 8
  store ptr @enzyme_dup_return, ptr %87, align 8
  store ptr @enzyme_noret, ptr %88, align 8
  %903 = load ptr, ptr %84, align 8
  store ptr %903, ptr %89, align 8
  %904 = load ptr, ptr %89, align 8
  %905 = load ptr, ptr %87, align 8
  %906 = load ptr, ptr %88, align 8
  %907 = load ptr, ptr %85, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %91, ptr align 8 %907, i64 16, i1 false)
  %908 = load ptr, ptr %86, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %92, ptr align 8 %908, i64 16, i1 false)
  %909 = load double, ptr %91, align 8
  %910 = getelementptr inbounds { double, double }, ptr %91, i32 0, i32 1
  %911 = load double, ptr %910, align 8
  %912 = load double, ptr %92, align 8
  %913 = getelementptr inbounds { double, double }, ptr %92, i32 0, i32 1
  %914 = load double, ptr %913, align 8
  store double %909, ptr %75, align 8
  %915 = getelementptr inbounds { double, double }, ptr %75, i32 0, i32 1
  store double %911, ptr %915, align 8
  store double %912, ptr %76, align 8
  %916 = getelementptr inbounds { double, double }, ptr %76, i32 0, i32 1
  store double %914, ptr %916, align 8
  store ptr %904, ptr %77, align 8
  store ptr %905, ptr %78, align 8
  store ptr %906, ptr %79, align 8
  %917 = load ptr, ptr %77, align 8
  %918 = load ptr, ptr %78, align 8
  %919 = load ptr, ptr %79, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %80, ptr align 8 %76, i64 16, i1 false)
  %920 = load i32, ptr @enzyme_dup, align 4
  %921 = load double, ptr %75, align 8
  %922 = getelementptr inbounds %"struct.enzyme::Duplicated.16", ptr %75, i32 0, i32 1
  %923 = load double, ptr %922, align 8
  %924 = load double, ptr %80, align 8
  %925 = getelementptr inbounds { double, double }, ptr %80, i32 0, i32 1
  %926 = load double, ptr %925, align 8
  store double %924, ptr %67, align 8
  %927 = getelementptr inbounds { double, double }, ptr %67, i32 0, i32 1
  store double %926, ptr %927, align 8
  store ptr %917, ptr %68, align 8
  store ptr %918, ptr %69, align 8
  store ptr %919, ptr %70, align 8
  store i32 %920, ptr %71, align 4
  store double %921, ptr %72, align 8
  store double %923, ptr %73, align 8
  %928 = load ptr, ptr %68, align 8
  %929 = load ptr, ptr %69, align 8
  %930 = load ptr, ptr %70, align 8
  %931 = load i32, ptr %71, align 4
  %932 = load double, ptr %72, align 8
  %933 = load double, ptr %73, align 8
  %934 = load i32, ptr @enzyme_dup, align 4
  %935 = load double, ptr %67, align 8
  %936 = getelementptr inbounds %"struct.enzyme::Duplicated.16", ptr %67, i32 0, i32 1
  %937 = load double, ptr %936, align 8
  store ptr %928, ptr %57, align 8
  store ptr %929, ptr %58, align 8
  store ptr %930, ptr %59, align 8
  store i32 %931, ptr %60, align 4
  store double %932, ptr %61, align 8
  store double %933, ptr %62, align 8
  store i32 %934, ptr %63, align 4
  store double %935, ptr %64, align 8
  store double %937, ptr %65, align 8
  %938 = load ptr, ptr %57, align 8
  %939 = load ptr, ptr %58, align 8
  %940 = load ptr, ptr %59, align 8
  %941 = load i32, ptr %60, align 4
  %942 = load double, ptr %61, align 8
  %943 = load double, ptr %62, align 8
  %944 = load i32, ptr %63, align 4
  %945 = load double, ptr %64, align 8
  %946 = load double, ptr %65, align 8
  store ptr %938, ptr %47, align 8
  store ptr %939, ptr %48, align 8
  store ptr %940, ptr %49, align 8
  store i32 %941, ptr %50, align 4
  store double %942, ptr %51, align 8
  store double %943, ptr %52, align 8
  store i32 %944, ptr %53, align 4
  store double %945, ptr %54, align 8
  store double %946, ptr %55, align 8
  %947 = load ptr, ptr %47, align 8
  %948 = load ptr, ptr %48, align 8
  %949 = load ptr, ptr %49, align 8
  %950 = load i32, ptr %50, align 4
  %951 = load double, ptr %51, align 8
  %952 = load double, ptr %52, align 8
  %953 = load i32, ptr %53, align 4
  %954 = load double, ptr %54, align 8
  %955 = load double, ptr %55, align 8
  %956 = call double @_Z16__enzyme_fwddiffIN6enzyme5tupleIJdEEEJPvPiS4_iddiddEET_DpT0_(ptr noundef %947, ptr noundef %948, ptr noundef %949, i32 noundef %950, double noundef %951, double noundef %952, i32 noundef %953, double noundef %954, double noundef %955) #7
  store double %956, ptr %46, align 8
  %957 = load double, ptr %46, align 8
  store double %957, ptr %56, align 8
  %958 = load double, ptr %56, align 8
  store double %958, ptr %66, align 8
  %959 = load double, ptr %66, align 8
  store double %959, ptr %74, align 8
  %960 = load double, ptr %74, align 8
  store double %960, ptr %90, align 8
  %961 = load double, ptr %90, align 8
  store double %961, ptr %82, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %81, ptr align 8 %82, i64 8, i1 false)
  %962 = load double, ptr %81, align 8
  store double %962, ptr %83, align 8
  %963 = load double, ptr %83, align 8
  store double %963, ptr %328, align 8
  %964 = load double, ptr %328, align 8
  %965 = getelementptr inbounds %"struct.enzyme::tuple.7", ptr %402, i32 0, i32 0
  %966 = getelementptr inbounds %"struct.enzyme::detail::tuple_storage.8", ptr %965, i32 0, i32 0
  %967 = getelementptr inbounds %"struct.enzyme::detail::tuple_leaf.2", ptr %966, i32 0, i32 0
  store double %964, ptr %967, align 8
  %968 = load double, ptr %360, align 8
  %969 = load double, ptr %400, align 8
  %970 = call double @llvm.fmuladd.f64(double 0x3EB0C6F7A0B5ED8D, double %969, double %968)
  %971 = load double, ptr %361, align 8
  %972 = load double, ptr %401, align 8
  %973 = call double @llvm.fmuladd.f64(double 0x3EB0C6F7A0B5ED8D, double %972, double %971)
  %974 = call noundef double @_ZL2f2dd(double noundef %970, double noundef %973)
  %975 = load double, ptr %360, align 8
  %976 = load double, ptr %400, align 8
  %977 = call double @llvm.fmuladd.f64(double 0xBEB0C6F7A0B5ED8D, double %976, double %975)
  %978 = load double, ptr %361, align 8
  %979 = load double, ptr %401, align 8
  %980 = call double @llvm.fmuladd.f64(double 0xBEB0C6F7A0B5ED8D, double %979, double %978)
  %981 = call noundef double @_ZL2f2dd(double noundef %977, double noundef %980)
  %982 = fsub double %974, %981
  %983 = fdiv double %982, 2.000000e-06
  store double %983, ptr %405, align 8
  store ptr %402, ptr %346, align 8
  %984 = load ptr, ptr %346, align 8
  store ptr %984, ptr %275, align 8
  %985 = load ptr, ptr %275, align 8
  %986 = load double, ptr %985, align 8
  %987 = load double, ptr %405, align 8
  call void @_ZL5checkPKcdd(ptr noundef @.str.7, double noundef %986, double noundef %987)
  %988 = load double, ptr %360, align 8
  %989 = load double, ptr %400, align 8
  call void @_ZN6enzyme10DuplicatedIdEC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %407, double noundef %988, double noundef %989)
  %990 = load double, ptr %361, align 8
  call void @_ZN6enzyme5ConstIdEC2Ed(ptr noundef nonnull align 8 dereferenceable(8) %408, double noundef %990)
  store ptr @_ZL2f2dd, ptr %325, align 8
  store ptr %407, ptr %326, align 8
  store ptr %408, ptr %327, align 8
  %991 = load ptr, ptr %325, align 8
  %992 = load ptr, ptr %326, align 8
  %993 = load ptr, ptr %327, align 8
  store ptr %991, ptr %37, align 8
  store ptr %992, ptr %38, align 8
  store ptr %993, ptr %39, align 8
  store ptr @enzyme_dup_return, ptr %40, align 8
  store ptr @enzyme_primal_return, ptr %41, align 8
  %994 = load ptr, ptr %37, align 8
  store ptr %994, ptr %42, align 8
  %995 = load ptr, ptr %42, align 8
  %996 = load ptr, ptr %40, align 8
  %997 = load ptr, ptr %41, align 8
  %998 = load ptr, ptr %38, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %44, ptr align 8 %998, i64 16, i1 false)
  %999 = load ptr, ptr %39, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %45, ptr align 8 %999, i64 8, i1 false)
  %1000 = load double, ptr %44, align 8
  %1001 = getelementptr inbounds { double, double }, ptr %44, i32 0, i32 1
  %1002 = load double, ptr %1001, align 8
  %1003 = load double, ptr %45, align 8
  store double %1000, ptr %28, align 8
  %1004 = getelementptr inbounds { double, double }, ptr %28, i32 0, i32 1
  store double %1002, ptr %1004, align 8
  store double %1003, ptr %29, align 8
  store ptr %995, ptr %30, align 8
  store ptr %996, ptr %31, align 8
  store ptr %997, ptr %32, align 8
  %1005 = load ptr, ptr %30, align 8
  %1006 = load ptr, ptr %31, align 8
  %1007 = load ptr, ptr %32, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %33, ptr align 8 %29, i64 8, i1 false)
  %1008 = load i32, ptr @enzyme_dup, align 4
  %1009 = load double, ptr %28, align 8
  %1010 = getelementptr inbounds %"struct.enzyme::Duplicated.16", ptr %28, i32 0, i32 1
  %1011 = load double, ptr %1010, align 8
  %1012 = load double, ptr %33, align 8
  store double %1012, ptr %20, align 8
  store ptr %1005, ptr %21, align 8
  store ptr %1006, ptr %22, align 8
  store ptr %1007, ptr %23, align 8
  store i32 %1008, ptr %24, align 4
  store double %1009, ptr %25, align 8
  store double %1011, ptr %26, align 8
  %1013 = load ptr, ptr %21, align 8
  %1014 = load ptr, ptr %22, align 8
  %1015 = load ptr, ptr %23, align 8
  %1016 = load i32, ptr %24, align 4
  %1017 = load double, ptr %25, align 8
  %1018 = load double, ptr %26, align 8
  %1019 = load i32, ptr @enzyme_const, align 4
  %1020 = load double, ptr %20, align 8
  store ptr %1013, ptr %11, align 8
  store ptr %1014, ptr %12, align 8
  store ptr %1015, ptr %13, align 8
  store i32 %1016, ptr %14, align 4
  store double %1017, ptr %15, align 8
  store double %1018, ptr %16, align 8
  store i32 %1019, ptr %17, align 4
  store double %1020, ptr %18, align 8
  %1021 = load ptr, ptr %11, align 8
  %1022 = load ptr, ptr %12, align 8
  %1023 = load ptr, ptr %13, align 8
  %1024 = load i32, ptr %14, align 4
  %1025 = load double, ptr %15, align 8
  %1026 = load double, ptr %16, align 8
  %1027 = load i32, ptr %17, align 4
  %1028 = load double, ptr %18, align 8
  store ptr %1021, ptr %2, align 8
  store ptr %1022, ptr %3, align 8
  store ptr %1023, ptr %4, align 8
  store i32 %1024, ptr %5, align 4
  store double %1025, ptr %6, align 8
  store double %1026, ptr %7, align 8
  store i32 %1027, ptr %8, align 4
  store double %1028, ptr %9, align 8
  %1029 = load ptr, ptr %2, align 8
  %1030 = load ptr, ptr %3, align 8
  %1031 = load ptr, ptr %4, align 8
  %1032 = load i32, ptr %5, align 4
  %1033 = load double, ptr %6, align 8
  %1034 = load double, ptr %7, align 8
  %1035 = load i32, ptr %8, align 4
  %1036 = load double, ptr %9, align 8
  %1037 = call { double, double } @_Z16__enzyme_fwddiffIN6enzyme5tupleIJddEEEJPvPiS4_iddidEET_DpT0_(ptr noundef %1029, ptr noundef %1030, ptr noundef %1031, i32 noundef %1032, double noundef %1033, double noundef %1034, i32 noundef %1035, double noundef %1036) #7
  %1038 = extractvalue { double, double } %1037, 0
  store double %1038, ptr %1, align 8
  %1039 = getelementptr inbounds { double, double }, ptr %1, i32 0, i32 1
  %1040 = extractvalue { double, double } %1037, 1
  store double %1040, ptr %1039, align 8
  %1041 = load { double, double }, ptr %1, align 8
  %1042 = extractvalue { double, double } %1041, 0
  store double %1042, ptr %10, align 8
  %1043 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  %1044 = extractvalue { double, double } %1041, 1
  store double %1044, ptr %1043, align 8
  %1045 = load { double, double }, ptr %10, align 8
  %1046 = extractvalue { double, double } %1045, 0
  store double %1046, ptr %19, align 8
  %1047 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 1
  %1048 = extractvalue { double, double } %1045, 1
  store double %1048, ptr %1047, align 8
  %1049 = load { double, double }, ptr %19, align 8
  %1050 = extractvalue { double, double } %1049, 0
  store double %1050, ptr %27, align 8
  %1051 = getelementptr inbounds { double, double }, ptr %27, i32 0, i32 1
  %1052 = extractvalue { double, double } %1049, 1
  store double %1052, ptr %1051, align 8
  %1053 = load { double, double }, ptr %27, align 8
  %1054 = extractvalue { double, double } %1053, 0
  store double %1054, ptr %43, align 8
  %1055 = getelementptr inbounds { double, double }, ptr %43, i32 0, i32 1
  %1056 = extractvalue { double, double } %1053, 1
  store double %1056, ptr %1055, align 8
  %1057 = load double, ptr %43, align 8
  %1058 = getelementptr inbounds { double, double }, ptr %43, i32 0, i32 1
  %1059 = load double, ptr %1058, align 8
  store double %1057, ptr %35, align 8
  %1060 = getelementptr inbounds { double, double }, ptr %35, i32 0, i32 1
  store double %1059, ptr %1060, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %34, ptr align 8 %35, i64 16, i1 false)
  %1061 = load { double, double }, ptr %34, align 8
  %1062 = extractvalue { double, double } %1061, 0
  store double %1062, ptr %36, align 8
  %1063 = getelementptr inbounds { double, double }, ptr %36, i32 0, i32 1
  %1064 = extractvalue { double, double } %1061, 1
  store double %1064, ptr %1063, align 8
  %1065 = load { double, double }, ptr %36, align 8
  %1066 = extractvalue { double, double } %1065, 0
  store double %1066, ptr %324, align 8
  %1067 = getelementptr inbounds { double, double }, ptr %324, i32 0, i32 1
  %1068 = extractvalue { double, double } %1065, 1
  store double %1068, ptr %1067, align 8
  %1069 = load { double, double }, ptr %324, align 8
  %1070 = getelementptr inbounds %"struct.enzyme::tuple.0", ptr %406, i32 0, i32 0
  %1071 = getelementptr inbounds { double, double }, ptr %1070, i32 0, i32 0
  %1072 = extractvalue { double, double } %1069, 0
  store double %1072, ptr %1071, align 8
  %1073 = getelementptr inbounds { double, double }, ptr %1070, i32 0, i32 1
  %1074 = extractvalue { double, double } %1069, 1
  store double %1074, ptr %1073, align 8
  store ptr %406, ptr %323, align 8
  %1075 = load ptr, ptr %323, align 8
  store ptr %1075, ptr %278, align 8
  %1076 = load ptr, ptr %278, align 8
  %1077 = load double, ptr %1076, align 8
  %1078 = load double, ptr %360, align 8
  %1079 = load double, ptr %361, align 8
  %1080 = call noundef double @_ZL2f2dd(double noundef %1078, double noundef %1079)
  call void @_ZL5checkPKcdd(ptr noundef @.str.8, double noundef %1077, double noundef %1080)
  store ptr %406, ptr %322, align 8
  %1081 = load ptr, ptr %322, align 8
  %1082 = getelementptr inbounds i8, ptr %1081, i64 8
  store ptr %1082, ptr %273, align 8
  %1083 = load ptr, ptr %273, align 8
  %1084 = load double, ptr %1083, align 8
  %1085 = load double, ptr %360, align 8
  %1086 = fadd double %1085, 0x3EB0C6F7A0B5ED8D
  %1087 = load double, ptr %361, align 8
  %1088 = call noundef double @_ZL2f2dd(double noundef %1086, double noundef %1087)
  %1089 = load double, ptr %360, align 8
  %1090 = fsub double %1089, 0x3EB0C6F7A0B5ED8D
  %1091 = load double, ptr %361, align 8
  %1092 = call noundef double @_ZL2f2dd(double noundef %1090, double noundef %1091)
  %1093 = fsub double %1088, %1092
  %1094 = fdiv double %1093, 2.000000e-06
  call void @_ZL5checkPKcdd(ptr noundef @.str.9, double noundef %1084, double noundef %1094)
  %1095 = load i32, ptr @_ZL5fails, align 4
  %1096 = icmp ne i32 %1095, 0
  %1097 = zext i1 %1096 to i64
  %1098 = select i1 %1096, ptr @.str.11, ptr @.str.12
  %1099 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %1098)
  %1100 = load i32, ptr @_ZL5fails, align 4
  %1101 = icmp ne i32 %1100, 0
  %1102 = zext i1 %1101 to i32
  ret i32 %1102
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @_ZL2f2dd(double noundef %0, double noundef %1) #1 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = call double @sin(double noundef %5) #7
  %7 = load double, ptr %4, align 8
  %8 = load double, ptr %3, align 8
  %9 = load double, ptr %3, align 8
  %10 = fmul double %8, %9
  %11 = load double, ptr %4, align 8
  %12 = fmul double 3.000000e-01, %11
  %13 = call double @exp(double noundef %12) #7
  %14 = fmul double %10, %13
  %15 = call double @llvm.fmuladd.f64(double %6, double %7, double %14)
  ret double %15
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6enzyme6ActiveIdEC2Ed(ptr noundef nonnull align 8 dereferenceable(8) %0, double noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.enzyme::Active", ptr %5, i32 0, i32 0
  %7 = load double, ptr %4, align 8
  store double %7, ptr %6, align 8
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZL5checkPKcdd(ptr noundef %0, double noundef %1, double noundef %2) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca i8, align 1
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %8 = load double, ptr %5, align 8
  %9 = load double, ptr %6, align 8
  %10 = fsub double %8, %9
  %11 = call double @llvm.fabs.f64(double %10)
  %12 = load double, ptr %6, align 8
  %13 = call double @llvm.fabs.f64(double %12)
  %14 = call double @llvm.maxnum.f64(double 1.000000e+00, double %13)
  %15 = fmul double 0x3EB0C6F7A0B5ED8D, %14
  %16 = fcmp ole double %11, %15
  br i1 %16, label %17, label %21

17:                                               ; preds = %3
  %18 = load double, ptr %6, align 8
  %19 = call double @llvm.fabs.f64(double %18)
  %20 = fcmp ogt double %19, 1.000000e-09
  br label %21

21:                                               ; preds = %17, %3
  %22 = phi i1 [ false, %3 ], [ %20, %17 ]
  %23 = zext i1 %22 to i8
  store i8 %23, ptr %7, align 1
  %24 = load ptr, ptr %4, align 8
  %25 = load double, ptr %5, align 8
  %26 = load double, ptr %6, align 8
  %27 = load i8, ptr %7, align 1
  %28 = trunc i8 %27 to i1
  %29 = zext i1 %28 to i64
  %30 = select i1 %28, ptr @.str.12, ptr @.str.11
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef %24, double noundef %25, double noundef %26, ptr noundef %30)
  %32 = load i8, ptr %7, align 1
  %33 = trunc i8 %32 to i1
  %34 = xor i1 %33, true
  %35 = zext i1 %34 to i32
  %36 = load i32, ptr @_ZL5fails, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @_ZL5fails, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6enzyme5ConstIdEC2Ed(ptr noundef nonnull align 8 dereferenceable(8) %0, double noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.enzyme::Const", ptr %5, i32 0, i32 0
  %7 = load double, ptr %4, align 8
  store double %7, ptr %6, align 8
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @_ZL8weightedPKddi(ptr noundef %0, double noundef %1, i32 noundef %2) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %27, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %30

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %14, i64 %16
  %18 = load double, ptr %17, align 8
  %19 = load double, ptr %5, align 8
  %20 = fmul double %18, %19
  %21 = call double @cos(double noundef %20) #7
  %22 = load i32, ptr %8, align 4
  %23 = add nsw i32 %22, 1
  %24 = sitofp i32 %23 to double
  %25 = load double, ptr %7, align 8
  %26 = call double @llvm.fmuladd.f64(double %21, double %24, double %25)
  store double %26, ptr %7, align 8
  br label %27

27:                                               ; preds = %13
  %28 = load i32, ptr %8, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %8, align 4
  br label %9, !llvm.loop !9

30:                                               ; preds = %9
  %31 = load double, ptr %7, align 8
  ret double %31
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6enzyme10DuplicatedIPdEC2ES1_S1_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, ptr noundef %2) unnamed_addr #1 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %"struct.enzyme::Duplicated", ptr %7, i32 0, i32 0
  %9 = load ptr, ptr %5, align 8
  store ptr %9, ptr %8, align 8
  %10 = getelementptr inbounds %"struct.enzyme::Duplicated", ptr %7, i32 0, i32 1
  %11 = load ptr, ptr %6, align 8
  store ptr %11, ptr %10, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6enzyme5ConstIiEC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.enzyme::Const.11", ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  ret void
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @_ZL10scale_intoPKdPdi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %43, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %46

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %14, i64 %16
  %18 = load double, ptr %17, align 8
  %19 = load ptr, ptr %4, align 8
  %20 = load i32, ptr %8, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds double, ptr %19, i64 %21
  %23 = load double, ptr %22, align 8
  %24 = fmul double %18, %23
  %25 = load ptr, ptr %4, align 8
  %26 = load i32, ptr %8, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds double, ptr %25, i64 %27
  %29 = load double, ptr %28, align 8
  %30 = call double @sin(double noundef %29) #7
  %31 = call double @llvm.fmuladd.f64(double %24, double 5.000000e-01, double %30)
  %32 = load ptr, ptr %5, align 8
  %33 = load i32, ptr %8, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds double, ptr %32, i64 %34
  store double %31, ptr %35, align 8
  %36 = load ptr, ptr %5, align 8
  %37 = load i32, ptr %8, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds double, ptr %36, i64 %38
  %40 = load double, ptr %39, align 8
  %41 = load double, ptr %7, align 8
  %42 = fadd double %41, %40
  store double %42, ptr %7, align 8
  br label %43

43:                                               ; preds = %13
  %44 = load i32, ptr %8, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %8, align 4
  br label %9, !llvm.loop !10

46:                                               ; preds = %9
  %47 = load double, ptr %7, align 8
  ret double %47
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6enzyme10DuplicatedIPKdEC2ES2_S2_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, ptr noundef %2) unnamed_addr #1 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %"struct.enzyme::Duplicated.15", ptr %7, i32 0, i32 0
  %9 = load ptr, ptr %5, align 8
  store ptr %9, ptr %8, align 8
  %10 = getelementptr inbounds %"struct.enzyme::Duplicated.15", ptr %7, i32 0, i32 1
  %11 = load ptr, ptr %6, align 8
  store ptr %11, ptr %10, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"_ZZ4mainENK3$_0clEv"(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 align 2 {
  %2 = alloca ptr, align 8
  %3 = alloca [3 x double], align 16
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds %class.anon, ptr %4, i32 0, i32 0
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds [3 x double], ptr %6, i64 0, i64 0
  %8 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 0
  %9 = call noundef double @_ZL10scale_intoPKdPdi(ptr noundef %7, ptr noundef %8, i32 noundef 3)
  %10 = getelementptr inbounds %class.anon, ptr %4, i32 0, i32 1
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds [3 x double], ptr %11, i64 0, i64 0
  %13 = load double, ptr %12, align 8
  %14 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 0
  %15 = load double, ptr %14, align 16
  %16 = getelementptr inbounds %class.anon, ptr %4, i32 0, i32 1
  %17 = load ptr, ptr %16, align 8
  %18 = getelementptr inbounds [3 x double], ptr %17, i64 0, i64 1
  %19 = load double, ptr %18, align 8
  %20 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 1
  %21 = load double, ptr %20, align 8
  %22 = fmul double %19, %21
  %23 = call double @llvm.fmuladd.f64(double %13, double %15, double %22)
  %24 = getelementptr inbounds %class.anon, ptr %4, i32 0, i32 1
  %25 = load ptr, ptr %24, align 8
  %26 = getelementptr inbounds [3 x double], ptr %25, i64 0, i64 2
  %27 = load double, ptr %26, align 8
  %28 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 2
  %29 = load double, ptr %28, align 16
  %30 = call double @llvm.fmuladd.f64(double %27, double %29, double %23)
  ret double %30
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6enzyme10DuplicatedIdEC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1, double noundef %2) unnamed_addr #1 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %"struct.enzyme::Duplicated.16", ptr %7, i32 0, i32 0
  %9 = load double, ptr %5, align 8
  store double %9, ptr %8, align 8
  %10 = getelementptr inbounds %"struct.enzyme::Duplicated.16", ptr %7, i32 0, i32 1
  %11 = load double, ptr %6, align 8
  store double %11, ptr %10, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

declare i32 @printf(ptr noundef, ...) #6

declare { double, double } @_Z17__enzyme_autodiffIN6enzyme5tupleIJNS1_IJddEEEEEEJPvPiS5_ididEET_DpT0_(ptr noundef, ptr noundef, ptr noundef, i32 noundef, double noundef, i32 noundef, double noundef) #6

; Function Attrs: nounwind
declare double @sin(double noundef) #4

; Function Attrs: nounwind
declare double @exp(double noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

declare { double, double } @_Z17__enzyme_autodiffIN6enzyme5tupleIJdNS1_IJdEEEEEEJPvPiS5_ididEET_DpT0_(ptr noundef, ptr noundef, ptr noundef, i32 noundef, double noundef, i32 noundef, double noundef) #6

declare double @_Z17__enzyme_autodiffIN6enzyme5tupleIJNS1_IJdEEEEEEJPvPiS5_iPdS6_idiiEET_DpT0_(ptr noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef, i32 noundef, double noundef, i32 noundef, i32 noundef) #6

; Function Attrs: nounwind
declare double @cos(double noundef) #4

declare void @_Z17__enzyme_autodiffIN6enzyme5tupleIJNS1_IJEEEEEEJPvPiS5_iPKdS7_iPdS8_iiEET_DpT0_(ptr noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef) #6

declare double @_Z16__enzyme_fwddiffIN6enzyme5tupleIJdEEEJPvPiS4_iddiddEET_DpT0_(ptr noundef, ptr noundef, ptr noundef, i32 noundef, double noundef, double noundef, i32 noundef, double noundef, double noundef) #6

declare { double, double } @_Z16__enzyme_fwddiffIN6enzyme5tupleIJddEEEJPvPiS4_iddidEET_DpT0_(ptr noundef, ptr noundef, ptr noundef, i32 noundef, double noundef, double noundef, i32 noundef, double noundef) #6

attributes #0 = { mustprogress noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
